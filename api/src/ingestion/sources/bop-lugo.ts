import * as cheerio from 'cheerio';
import { absolute, clean, FormatError, isoParts, parseLongDate, tidyName, type BulletinSource, type SourceEdict, type SourceReading } from './source.js';

const SITE = 'https://www.deputacionlugo.gal';
const MAX_LISTING_PAGES = 6;
export const lugoListingUrl = (page: number) =>
  `${SITE}/gl/boletin-oficial-da-provincia-de-lugo/bop?fecha_publicacion%5Bmin%5D=&fecha_publicacion%5Bmax%5D=&field_ail_codigo_value=&field_ail_bop_contenido_value=&page=${page}`;
const dayPdf = (fecha: string) => {
  const { y, m, d } = isoParts(fecha);
  return `${SITE}/sites/deputacionlugo.org/files/inline-files/${d}-${m}-${y}.pdf`;
};

/** Listing rows: date → node page of that day's bulletin (newest first). */
export function parseLugoListing(html: string): { fecha: string; node: string }[] {
  const $ = cheerio.load(html);
  const rows = $('table tbody tr').toArray();
  if (rows.length === 0 && $('table').length === 0) throw new FormatError('BOP Lugo: a listaxe non ten táboa de boletíns');
  return rows.flatMap((tr) => {
    const fecha = ($(tr).find('time[datetime]').attr('datetime') ?? '').slice(0, 10);
    const href = $(tr).find('a[href*="/node/"]').attr('href');
    return /^\d{4}-\d{2}-\d{2}$/.test(fecha) && href ? [{ fecha, node: absolute(href, SITE) }] : [];
  });
}

/** The day's node page: nested lists SECTION > ORGANISM > "TITLE (PÁX. N, R. NNNN)" linked to the day PDF. */
export function parseLugoNode(html: string, fecha: string): SourceReading {
  const $ = cheerio.load(html);
  const contenido = $('.field--name-field-ail-bop-contenido');
  if (contenido.length === 0) throw new FormatError('BOP Lugo: a páxina do boletín non ten .field--name-field-ail-bop-contenido');
  const fechaTexto = clean($('.field--name-field-ail-bop-fecha-publicacion .field__item').first().text());
  const fechaBoletin = parseLongDate(fechaTexto);
  if (fechaBoletin && fechaBoletin !== fecha) {
    return { estado: 'sen_boletin', trazas: [`BOP Lugo: a páxina atopada é do ${fechaBoletin}, non do ${fecha}`] };
  }
  const numero = clean($('.field--name-field-ail-codigo .field__item').first().text()) || null;
  const edictos: SourceEdict[] = [];
  contenido.find('a[href]').each((_, a) => {
    const link = $(a);
    const text = clean(link.text());
    const tail = /\s*\((?:P[ÁA]X\.?\s*(\d+),\s*)?R\.\s*(\d+)\)\s*$/i.exec(text);
    if (!tail) return;
    // Headings are the <strong> (or bare text, before 2015) of the enclosing list items, outermost first.
    const headings = link.parents('li').toArray().reverse()
      .map((li) => clean($(li).children('strong').first().text()))
      .filter(Boolean);
    const href = absolute(link.attr('href') ?? '', SITE);
    edictos.push({
      idFuente: `R. ${tail[2]}`,
      seccion: headings[0] ?? '',
      organizacion: lugoOrganizacion(headings),
      titulo: text.slice(0, tail.index).trim(),
      urlDetalle: href,
      urlPdf: href,
    });
  });
  return { estado: 'ok', numero, edictos, trazas: [] };
}

/** Municipalities hang under the section CONCELLOS; the provincial council's services under its own name. */
function lugoOrganizacion(headings: string[]): string {
  const [seccion = '', ...rest] = headings;
  const last = rest[rest.length - 1];
  if (!last) return tidyName(seccion);
  if (/^CONCELLOS$/i.test(seccion)) return `Concello de ${tidyName(last)}`;
  if (/DEPUTACI[ÓO]N PROVINCIAL/i.test(seccion)) return `${tidyName(seccion)} · ${tidyName(last)}`;
  return tidyName(last);
}

export const bopLugo: BulletinSource = {
  bop: 'BOP Lugo',
  webUrl: () => `${SITE}/gl/boletin-oficial-da-provincia-de-lugo`,
  async read(fecha, http) {
    // There is no date-addressed summary: walk the listing (newest first) to the node of that day.
    for (let page = 0; page < MAX_LISTING_PAGES; page += 1) {
      const res = await http.request(lugoListingUrl(page));
      if (res.status === 404) break;
      if (res.status !== 200) throw new FormatError(`BOP Lugo: a listaxe respondeu ${res.status}`);
      const rows = parseLugoListing(res.text);
      const row = rows.find((r) => r.fecha === fecha);
      if (row) {
        const node = await http.request(row.node);
        if (node.status !== 200) throw new FormatError(`BOP Lugo: a páxina ${row.node} respondeu ${node.status}`);
        return parseLugoNode(node.text, fecha);
      }
      if (rows.length === 0 || rows[rows.length - 1].fecha < fecha) break;
    }
    return { estado: 'sen_boletin', trazas: [`BOP Lugo: a listaxe non ten boletín do ${fecha} (${dayPdf(fecha)})`] };
  },
};
