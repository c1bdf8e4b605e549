import { clean, FormatError, StructureError, type BulletinSource, type SourceEdict, type SourceReading } from './source.js';

const API = 'https://bop.depourense.es/portalapi/api';
const dayUrl = (fecha: string) => `${API}/boletin/getFecha/${fecha.replaceAll('-', '')}`;

interface OurenseEdicto {
  id: number | string;
  sumarioGal?: string;
  sumarioCas?: string;
  sumario?: string;
  seccion?: { nombre?: string };
  procedente?: { nombre?: string };
}
interface OurenseBoletin {
  numeroBop?: number | string;
  fechaPublicacion?: string;
  maquetadosn?: string;
  edictos?: OurenseEdicto[];
}

/**
 * The JSON array of getFecha: keeps only the bulletins of the requested date (it can hold others). A valid day is an
 * array of {boletin: {fechaPublicacion, numeroBop, edictos: [...]}}; the empty array is a day without bulletin.
 */
export function parseBopOurense(text: string, fecha: string): SourceReading {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new StructureError('BOP Ourense: a resposta non é JSON');
  }
  if (!Array.isArray(data)) throw new StructureError('BOP Ourense: a resposta non é unha lista de boletíns');
  if (data.length === 0) return { estado: 'sen_boletin', trazas: [`BOP Ourense: sen boletín o ${fecha}`] };
  const elements = data as { boletin?: OurenseBoletin; edictos?: OurenseEdicto[] }[];
  const dated = elements.filter((el) => el && typeof el === 'object' && el.boletin && el.boletin.fechaPublicacion !== undefined);
  if (dated.length === 0) throw new StructureError(`BOP Ourense: ningún dos ${elements.length} elementos ten boletin.fechaPublicacion`);
  const wanted = fecha.replaceAll('-', '');
  const boletins = dated
    .map((el) => ({ ...(el.boletin ?? {}), edictos: el.boletin?.edictos ?? el.edictos }) as OurenseBoletin)
    .filter((b) => String(b.fechaPublicacion ?? '') === wanted);
  if (boletins.length === 0) {
    const others = [...new Set(dated.map((el) => String(el.boletin?.fechaPublicacion)))].join(', ');
    return { estado: 'sen_boletin', trazas: [`BOP Ourense: sen boletín o ${fecha} (a resposta trae o de ${others})`] };
  }
  const sinLista = boletins.filter((b) => !Array.isArray(b.edictos));
  if (sinLista.length) throw new StructureError(`BOP Ourense: o boletín ${sinLista[0].numeroBop ?? '?'} do ${fecha} non ten a lista edictos`);
  const edictos: SourceEdict[] = [];
  for (const b of boletins) {
    for (const e of b.edictos ?? []) {
      const gal = clean(e.sumarioGal);
      const cas = clean(e.sumarioCas);
      const resumo = clean(e.sumario) === '***' ? '' : clean(e.sumario);
      const titulo = gal || cas || resumo;
      if (e.id === undefined || !titulo) throw new StructureError('BOP Ourense: edicto sen id ou sen sumarioGal/sumarioCas/sumario');
      const seccion = clean(e.seccion?.nombre);
      edictos.push({
        idFuente: String(e.id),
        seccion,
        // The issuer is not always in this response (SOURCES.md 3.1): fall back to the section.
        organizacion: clean(e.procedente?.nombre) || seccion.replace(/^[IVX]+\.\s*/, ''),
        titulo,
        tituloAlternativo: cas && cas !== titulo ? cas : undefined,
        // Bulletins not laid out as HTML (maquetadosn "N") answer 500 on the HTML page: link the PDF.
        urlDetalle: b.maquetadosn === 'S' ? `${API}/edicto/descargar/html/${e.id}/gl` : `${API}/edicto/descargar/pdf/${e.id}/idioma/gl`,
        urlPdf: `${API}/edicto/descargar/pdf/${e.id}/idioma/gl`,
      });
    }
  }
  if (edictos.length === 0) throw new StructureError(`BOP Ourense: o boletín do ${fecha} existe pero a súa lista edictos está baleira`);
  const numero = boletins[0].numeroBop !== undefined ? String(boletins[0].numeroBop) : null;
  return { estado: 'ok', numero, edictos, trazas: [] };
}

export const bopOurense: BulletinSource = {
  bop: 'BOP Ourense',
  webUrl: () => 'https://bop.depourense.es/portal/',
  async read(fecha, http) {
    const res = await http.request(dayUrl(fecha), {
      headers: { accept: 'application/json,text/plain,*/*', referer: 'https://bop.depourense.es/portal/' },
    });
    if (res.status === 404) return { estado: 'sen_boletin', trazas: [`BOP Ourense: sen boletín o ${fecha} (404)`] };
    if (res.status !== 200) throw new FormatError(`BOP Ourense: resposta ${res.status}`);
    return parseBopOurense(res.text, fecha);
  },
};
