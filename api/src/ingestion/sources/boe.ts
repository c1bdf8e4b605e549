import { XMLParser } from 'fast-xml-parser';
import { clean, FormatError, isoParts, type BulletinSource, type SourceEdict, type SourceReading } from './source.js';
import { isGalicianBoeItem } from './galicia.js';

const sumarioUrl = (fecha: string) => `https://www.boe.es/datosabiertos/api/boe/sumario/${fecha.replaceAll('-', '')}`;

/** One item of the BOE summary, whatever its section. */
export interface BoeItem extends SourceEdict {
  codigoSeccion: string;
  departamento: string;
}

type Node = Record<string, unknown>;
/** Single-element lists may come as plain objects (SOURCES.md 5.2): always normalise to lists. */
const list = (v: unknown): Node[] => (v === undefined || v === null ? [] : Array.isArray(v) ? (v as Node[]) : [v as Node]);
const str = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'object' ? str((v as Node).texto ?? (v as Node)['#text']) : String(v));

/** Walks diario → seccion → departamento → (epigrafe →) item, for the JSON and the XML shapes alike. */
function itemsOf(sumario: Node): BoeItem[] {
  const out: BoeItem[] = [];
  for (const diario of list(sumario.diario)) {
    for (const seccion of list(diario.seccion)) {
      const codigo = str(seccion.codigo);
      for (const dep of list(seccion.departamento)) {
        const departamento = clean(str(dep.nombre));
        const items = [...list(dep.item), ...list(dep.epigrafe).flatMap((e) => list(e.item))];
        for (const item of items) {
          const id = clean(str(item.identificador));
          const titulo = clean(str(item.titulo));
          if (!id || !titulo) throw new FormatError('BOE: elemento do sumario sen identificador ou título');
          out.push({
            idFuente: id,
            codigoSeccion: codigo,
            seccion: clean(str(seccion.nombre)),
            departamento,
            organizacion: organizacionBoe(departamento, titulo),
            titulo,
            urlDetalle: clean(str(item.url_html)) || `https://www.boe.es/diario_boe/txt.php?id=${id}`,
            urlPdf: clean(str(item.url_pdf)) || null,
          });
        }
      }
    }
  }
  return out;
}

/** "Resolución de …, del Ayuntamiento de Ames (A Coruña), referente …" → "Ayuntamiento de Ames (A Coruña)". */
function organizacionBoe(departamento: string, titulo: string): string {
  const m = /,\s+(?:del|de la|de los|de)\s+((?:Ayuntamiento|Diputación|Mancomunidad|Consorcio|Universidade|Universidad|Consellería|Consejería|Comisión|Secretaría|Dirección|Servizo|Servicio|Instituto|Agencia)[^,]*),/.exec(titulo);
  return m ? m[1].trim() : departamento;
}

/** Parses the open-data summary in JSON (`Accept: application/json`). Returns null on a 404 status body. */
export function parseBoeJson(text: string): BoeItem[] | null {
  let data: Node;
  try {
    data = JSON.parse(text) as Node;
  } catch {
    throw new FormatError('BOE: a resposta non é JSON');
  }
  const code = str((data.status as Node | undefined)?.code);
  if (code === '404') return null;
  const sumario = (data.data as Node | undefined)?.sumario as Node | undefined;
  if (!sumario || !sumario.diario) throw new FormatError('BOE: o JSON non ten data.sumario.diario');
  return itemsOf(sumario);
}

/** The same summary in XML (`Accept: application/xml`); parsed leniently (stray `&` in titles). */
export function parseBoeXml(text: string): BoeItem[] | null {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', textNodeName: 'texto', parseTagValue: false, parseAttributeValue: false, processEntities: true });
  let data: Node;
  try {
    data = parser.parse(text.replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, '&amp;')) as Node;
  } catch (error) {
    throw new FormatError(`BOE: XML ilexible (${(error as Error).message})`);
  }
  const response = data.response as Node | undefined;
  if (str((response?.status as Node | undefined)?.code) === '404') return null;
  const sumario = (response?.data as Node | undefined)?.sumario as Node | undefined;
  if (!sumario || !sumario.diario) throw new FormatError('BOE: o XML non ten response/data/sumario/diario');
  return itemsOf(sumario);
}

/** Only section II.B (oposiciones y concursos) from Galician bodies goes into the analysis. */
export function selectBoeItems(items: BoeItem[]): BoeItem[] {
  return items.filter((i) => i.codigoSeccion === '2B' && isGalicianBoeItem(i.departamento, i.titulo));
}

export const boe: BulletinSource = {
  bop: 'BOE',
  webUrl: (fecha) => {
    const { y, m, d } = isoParts(fecha);
    return `https://www.boe.es/boe/dias/${y}/${m}/${d}/`;
  },
  async read(fecha, http) {
    const res = await http.request(sumarioUrl(fecha), { headers: { accept: 'application/json' } });
    if (res.status === 404) return { estado: 'sen_boletin', trazas: [`BOE: sen boletín o ${fecha} (404)`] };
    if (res.status !== 200) throw new FormatError(`BOE: resposta ${res.status}`);
    const items = parseBoeJson(res.text);
    if (items === null) return { estado: 'sen_boletin', trazas: [`BOE: sen boletín o ${fecha}`] };
    const selected = selectBoeItems(items).map(({ codigoSeccion: _c, departamento: _d, ...edict }) => edict);
    return {
      estado: 'ok',
      numero: null,
      edictos: selected,
      trazas: [`BOE: ${items.length} elementos no sumario; ${selected.length} da sección II.B de organismos galegos`],
    };
  },
};
