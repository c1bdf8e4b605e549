import * as cheerio from 'cheerio';
import { absolute, clean, FormatError, isoParts, type BulletinSource, type SourceEdict, type SourceReading } from './source.js';

const SITE = 'https://www.xunta.gal';
const MAX_SECTIONS = 12;
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
export function parseDogFragment(html: string): DogItem[] {
  const $ = cheerio.load(html);
  const heading = $('p.dog-toc-nivel-1').first();
  if (heading.length === 0) throw new FormatError('DOG: fragmento de sección sen p.dog-toc-nivel-1');
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
      if (!id) throw new FormatError(`DOG: elemento sen ligazón a un anuncio (${href})`);
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
  return items;
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
    const all: DogItem[] = [];
    for (let n = 1; n <= MAX_SECTIONS; n += 1) {
      const res = await http.request(fragmentUrl(fecha, n));
      if (res.status === 404) {
        if (n === 1) return { estado: 'sen_boletin', trazas: [`DOG: sen diario o ${fecha}`] };
        break;
      }
      if (res.status !== 200) throw new FormatError(`DOG: Secciones${n} respondeu ${res.status}`);
      all.push(...parseDogFragment(res.text));
    }
    const edictos = all.filter(isDogSelected).map(({ numeral: _n, subseccion: _s, ...edict }) => edict);
    return { estado: 'ok', numero: null, edictos, trazas: [`DOG: ${all.length} anuncios; ${edictos.length} das seccións IV e VI.b`] };
  },
};
