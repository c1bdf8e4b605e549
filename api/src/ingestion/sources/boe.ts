import { XMLParser } from 'fast-xml-parser';
import { isGalicianBoeItem } from '../../domain/organismos.js';
import { clean, FormatError, isoParts, StructureError, type BulletinSource, type SourceEdict } from './source.js';

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

/** A parsed summary: its items and the publication date it states (YYYYMMDD, or '' when absent). */
export interface BoeSumario {
  fechaPublicacion: string;
  /** The issue number ("44"), or null. */
  numero: string | null;
  items: BoeItem[];
}

/** Walks diario → seccion → departamento → (epigrafe →) item, for the JSON and the XML shapes alike. */
function itemsOf(sumario: Node): BoeSumario {
  const out: BoeItem[] = [];
  const fechaPublicacion = str((sumario.metadatos as Node | undefined)?.fecha_publicacion);
  for (const diario of list(sumario.diario)) {
    const seccions = list(diario.seccion);
    if (seccions.length === 0) throw new StructureError('BOE: un diario do sumario non ten seccion');
    for (const seccion of seccions) {
      const codigo = str(seccion.codigo);
      if (!codigo) throw new StructureError('BOE: unha seccion do sumario non ten codigo');
      for (const dep of list(seccion.departamento)) {
        const departamento = clean(str(dep.nombre));
        const items = [...list(dep.item), ...list(dep.epigrafe).flatMap((e) => list(e.item))];
        for (const item of items) {
          const id = clean(str(item.identificador));
          const titulo = clean(str(item.titulo));
          if (!id || !titulo) throw new StructureError(`BOE: elemento da sección ${codigo || '?'} sen identificador ou título`);
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
  return { fechaPublicacion, numero: str(list(sumario.diario)[0]?.numero) || null, items: out };
}

/** "Resolución de …, del Ayuntamiento de Ames (A Coruña), referente …" → "Ayuntamiento de Ames (A Coruña)". */
function organizacionBoe(departamento: string, titulo: string): string {
  const m = /,\s+(?:del|de la|de los|de)\s+((?:Ayuntamiento|Diputación|Mancomunidad|Consorcio|Universidade|Universidad|Consellería|Consejería|Comisión|Secretaría|Dirección|Servizo|Servicio|Instituto|Agencia)[^,]*),/.exec(titulo);
  return m ? m[1].trim() : departamento;
}

/** Parses the open-data summary in JSON (`Accept: application/json`) into its items. Returns null on a 404 status body. */
export function parseBoeJson(text: string): BoeItem[] | null {
  return parseBoeSumarioJson(text)?.items ?? null;
}

/** Same, with the publication date the summary states. */
export function parseBoeSumarioJson(text: string): BoeSumario | null {
  let data: Node;
  try {
    data = JSON.parse(text) as Node;
  } catch {
    throw new StructureError('BOE: a resposta non é JSON');
  }
  const code = str((data.status as Node | undefined)?.code);
  if (code === '404') return null;
  const sumario = (data.data as Node | undefined)?.sumario as Node | undefined;
  if (!sumario || !sumario.diario) throw new StructureError('BOE: falta data.sumario.diario no JSON');
  return itemsOf(sumario);
}

/** The same summary in XML (`Accept: application/xml`); parsed leniently (stray `&` in titles). */
export function parseBoeXml(text: string): BoeItem[] | null {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', textNodeName: 'texto', parseTagValue: false, parseAttributeValue: false, processEntities: true });
  let data: Node;
  try {
    data = parser.parse(text.replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, '&amp;')) as Node;
  } catch (error) {
    throw new StructureError(`BOE: XML ilexible (${(error as Error).message})`);
  }
  const response = data.response as Node | undefined;
  if (str((response?.status as Node | undefined)?.code) === '404') return null;
  const sumario = (response?.data as Node | undefined)?.sumario as Node | undefined;
  if (!sumario || !sumario.diario) throw new StructureError('BOE: falta response/data/sumario/diario no XML');
  return itemsOf(sumario).items;
}

/** Sections read: II.A (appointments, situations and incidents) and II.B (oposiciones y concursos). */
export const BOE_SECTIONS = ['2A', '2B'];

/** Items of sections II.A and II.B from Galician bodies go into the analysis (which decides what is a job). */
export function selectBoeItems(items: BoeItem[]): BoeItem[] {
  return items.filter((i) => BOE_SECTIONS.includes(i.codigoSeccion) && isGalicianBoeItem(i.departamento, i.titulo));
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
    const sumario = parseBoeSumarioJson(res.text);
    if (sumario === null) return { estado: 'sen_boletin', trazas: [`BOE: sen boletín o ${fecha}`] };
    const { items, fechaPublicacion, numero } = sumario;
    const wanted = fecha.replaceAll('-', '');
    if (!fechaPublicacion) throw new StructureError('BOE: falta metadatos.fecha_publicacion no sumario');
    if (fechaPublicacion !== wanted) {
      throw new StructureError(`BOE: número/data do boletín non coincide coa data pedida (o sumario é do ${fechaPublicacion}, pedido ${wanted})`);
    }
    // A summary that exists always lists something (section I at least): none means its layout changed.
    if (items.length === 0) throw new StructureError(`BOE: o sumario do ${fecha} ten 0 elementos`);
    const selected = selectBoeItems(items).map(({ codigoSeccion: _c, departamento: _d, ...edict }) => edict);
    const inSections = items.filter((i) => BOE_SECTIONS.includes(i.codigoSeccion)).length;
    return {
      estado: 'ok',
      numero,
      edictos: selected,
      trazas: [`BOE: ${items.length} elementos no sumario; ${inSections} das seccións II.A e II.B, ${selected.length} de organismos galegos`],
    };
  },
};
