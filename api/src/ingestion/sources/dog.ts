import * as cheerio from 'cheerio';
import { absolute, clean, FormatError, isoParts, parseLongDate, StructureError, type BulletinSource, type SourceEdict } from './source.js';

const SITE = 'https://www.xunta.gal';
const MAX_SECTIONS = 12;
export const DOG_CALENDAR_URL = `${SITE}/diario-oficial-galicia/portalPublicoHome.do?method=getDiasDog`;
const fragmentUrl = (fecha: string, n: number) => {
  const { y, m, d } = isoParts(fecha);
  return `${SITE}/dog/Publicados/${y}/${y}${m}${d}/Secciones${n}_gl.html`;
};

export interface DogItem extends SourceEdict {
  /** "IV", "VI" ... and the sub-section letter of section VI ("a", "b", "c"). */
  numeral: string;
  subseccion: string;
}

/**
 * One SeccionesN fragment. The PDF link (p.dog-descargar) comes before the item it belongs to; the section is
 * found by its heading text, never by N (N is a position among the sections present that day).
 */
export function parseDogFragment(html: string, fecha?: string): DogItem[] {
  const $ = cheerio.load(html);
  const heading = $('p.dog-toc-nivel-1').first();
  if (heading.length === 0) throw new StructureError('DOG: falta p.dog-toc-nivel-1 (título da sección) no fragmento');
  const dataTexto = clean($('#DOGData').first().text());
  const dataDog = dataTexto ? parseLongDate(dataTexto) : null;
  if (fecha && dataDog && dataDog !== fecha) {
    throw new StructureError(`DOG: número/data do boletín non coincide coa data pedida (${clean($('#DOGNumero').text())} do ${dataDog}, pedido ${fecha})`);
  }
  $('p.dog-toc-nivel-1').each((_, el) => {
    const text = clean($(el).text());
    if (!/^[IVX]+\./.test(text)) throw new StructureError(`DOG: a sección "${text.slice(0, 60)}" non comeza polo seu numeral (IV., VI. …)`);
  });
  const items: DogItem[] = [];
  let seccion = '';
  let subseccion = '';
  let organismo = '';
  let pdf: string | null = null;
  $('p.dog-toc-nivel-1, p.dog-toc-nivel-2, p.dog-toc-organismo, p.dog-descargar, li.dog-toc-sumario').each((_, el) => {
    const node = $(el);
    if (node.is('p.dog-toc-nivel-1')) {
      seccion = clean(node.text());
      subseccion = '';
      organismo = '';
    } else if (node.is('p.dog-toc-nivel-2')) {
      subseccion = clean(node.text());
      organismo = '';
    } else if (node.is('p.dog-toc-organismo')) {
      organismo = clean(node.text());
    } else if (node.is('p.dog-descargar')) {
      const href = node.find('a[href*=".pdf"]').attr('href');
      pdf = href ? absolute(href, SITE) : null;
    } else {
      const a = node.find('a[href]').first();
      const href = a.attr('href') ?? '';
      const id = /\/([^/]+?)_(?:gl|es)\.html?$/.exec(href)?.[1];
      if (!id) throw new StructureError(`DOG: li.dog-toc-sumario sen ligazón a un anuncio (…/ID_gl.html): "${href}"`);
      items.push({
        idFuente: id,
        numeral: /^([IVX]+)\./.exec(seccion)?.[1] ?? '',
        subseccion: /^([a-z])\)/.exec(subseccion)?.[1] ?? '',
        seccion: [seccion, subseccion].filter(Boolean).join(' · '),
        organizacion: organismo,
        titulo: clean(a.text()),
        urlDetalle: absolute(href, SITE),
        urlPdf: pdf,
      });
      pdf = null;
    }
  });
  // Announcement links outside li.dog-toc-sumario: the item markup changed and those items would be lost.
  const links = $('a[href]').toArray().filter((a) => /\/Publicados\/\d{4}\/\d{8}\/(?!Secciones)[^/]+_(?:gl|es)\.html?$/.test($(a).attr('href') ?? '')).length;
  if (links > items.length) {
    throw new StructureError(`DOG: o fragmento ten ${links} ligazóns a anuncios pero só ${items.length} dentro de li.dog-toc-sumario`);
  }
  return items;
}

/** The days with a DOG in a month, from the calendar call (`getDiasDog`): a list of {fecha: "dd/MM/yyyy"}. */
export function parseDogCalendar(text: string): Set<string> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new StructureError('DOG: o calendario getDiasDog non é JSON');
  }
  if (!Array.isArray(data)) throw new StructureError('DOG: o calendario getDiasDog non é unha lista');
  const days = new Set<string>();
  for (const el of data as { fecha?: unknown }[]) {
    const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(typeof el?.fecha === 'string' ? el.fecha : '');
    if (!m) throw new StructureError(`DOG: elemento do calendario getDiasDog sen fecha dd/MM/yyyy (${JSON.stringify(el).slice(0, 60)})`);
    days.add(`${m[3]}-${m[2]}-${m[1]}`);
  }
  return days;
}

/** Asks the calendar whether `fecha` has a DOG: true/false, or null when the calendar cannot be asked (not there). */
async function dayInCalendar(fecha: string, http: Parameters<BulletinSource['read']>[1]): Promise<{ existe: boolean | null; traza: string }> {
  const { y, m } = isoParts(fecha);
  const res = await http.request(DOG_CALENDAR_URL, { method: 'POST', form: { mes: String(Number(m)), ano: y, idioma: 'gl' } });
  if (res.status !== 200) return { existe: null, traza: `DOG: o calendario getDiasDog respondeu ${res.status}; lese Secciones1 para saber se hai diario` };
  const days = parseDogCalendar(res.text);
  return { existe: days.has(fecha), traza: `DOG: o calendario ${days.has(fecha) ? 'ten' : 'non ten'} o ${fecha} (${days.size} días con diario no mes)` };
}

/** Section IV (oposicións e concursos) and VI.b (local administration announcements, where councils publish). */
export const isDogSelected = (i: DogItem) => i.numeral === 'IV' || (i.numeral === 'VI' && i.subseccion === 'b');

export const dog: BulletinSource = {
  bop: 'DOG',
  webUrl: (fecha) => {
    const { y, m, d } = isoParts(fecha);
    return `${SITE}/diario-oficial-galicia/portalPublicoHome.do?fecha=${d}/${m}/${y}`;
  },
  async read(fecha, http) {
    const calendar = await dayInCalendar(fecha, http);
    if (calendar.existe === false) return { estado: 'sen_boletin', trazas: [`DOG: sen diario o ${fecha} (segundo o calendario getDiasDog)`] };
    const all: DogItem[] = [];
    let fragments = 0;
    for (let n = 1; n <= MAX_SECTIONS; n += 1) {
      const res = await http.request(fragmentUrl(fecha, n));
      if (res.status === 404) {
        if (n === 1) {
          if (calendar.existe) throw new StructureError(`DOG: o calendario ten o ${fecha} pero Secciones1_gl.html responde 404 (${fragmentUrl(fecha, 1)})`);
          return { estado: 'sen_boletin', trazas: [calendar.traza, `DOG: sen diario o ${fecha} (Secciones1 responde 404)`] };
        }
        break;
      }
      if (res.status !== 200) throw new FormatError(`DOG: Secciones${n} respondeu ${res.status}`);
      fragments += 1;
      try {
        all.push(...parseDogFragment(res.text, fecha));
      } catch (error) {
        if (error instanceof StructureError) throw new StructureError(`${error.message} (Secciones${n}_gl.html)`);
        throw error;
      }
    }
    if (all.length === 0) throw new StructureError(`DOG: o diario do ${fecha} existe pero os seus ${fragments} fragmentos SeccionesN non teñen ningún li.dog-toc-sumario`);
    const edictos = all.filter(isDogSelected).map(({ numeral: _n, subseccion: _s, ...edict }) => edict);
    return {
      estado: 'ok',
      numero: null,
      edictos,
      trazas: [calendar.traza, `DOG: ${all.length} anuncios en ${fragments} fragmentos; ${edictos.length} das seccións IV e VI.b`],
    };
  },
};
