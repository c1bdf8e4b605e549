import * as cheerio from 'cheerio';
import { absolute, clean, FormatError, isoParts, parseLongDate, requireStructure, StructureError, tidyName, type BulletinSource, type SourceEdict, type SourceReading } from './source.js';

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
  if ($('table').length === 0) throw new StructureError('BOP Lugo: a listaxe non ten táboa de boletíns (falta table)');
  const parsed = rows.flatMap((tr) => {
    const fecha = ($(tr).find('time[datetime]').attr('datetime') ?? '').slice(0, 10);
    const href = $(tr).find('a[href*="/node/"]').attr('href');
    return /^\d{4}-\d{2}-\d{2}$/.test(fecha) && href ? [{ fecha, node: absolute(href, SITE) }] : [];
  });
  // Rows that are there but none readable: the row layout changed (an empty table is a listing past its end).
  if (rows.length > 0 && parsed.length === 0) {
    throw new StructureError(`BOP Lugo: ningunha das ${rows.length} filas da listaxe ten time[datetime] e ligazón a /node/`);
  }
  return parsed;
}

/** The day's node page: nested lists SECTION > ORGANISM > "TITLE (PÁX. N, R. NNNN)" linked to the day PDF. */
export function parseLugoNode(html: string, fecha: string): SourceReading {
  const $ = cheerio.load(html);
  const contenido = $('.field--name-field-ail-bop-contenido');
  const fechaField = $('.field--name-field-ail-bop-fecha-publicacion');
  requireStructure('BOP Lugo', [
    contenido.length === 0 && 'falta .field--name-field-ail-bop-contenido',
    fechaField.length === 0 && 'falta .field--name-field-ail-bop-fecha-publicacion',
  ]);
  const fechaTexto = clean(fechaField.find('.field__item').first().text() || fechaField.text());
  const fechaBoletin = parseLongDate(fechaTexto) ?? /\d{4}-\d{2}-\d{2}/.exec(fechaField.find('time[datetime]').attr('datetime') ?? '')?.[0] ?? null;
  if (!fechaBoletin) throw new StructureError(`BOP Lugo: .field--name-field-ail-bop-fecha-publicacion non ten unha data lexible ("${fechaTexto.slice(0, 60)}")`);
  // The listing sent us here for `fecha`: a page of another date means listing and page no longer agree.
  if (fechaBoletin !== fecha) {
    throw new StructureError(`BOP Lugo: número/data do boletín non coincide coa data pedida (a páxina é do ${fechaBoletin}, pedida ${fecha})`);
  }
  const numero = clean($('.field--name-field-ail-codigo .field__item').first().text()) || null;
  const edictos: SourceEdict[] = [];
  const seen = new Map<string, number>();
  contenido.find('a[href]').each((_, a) => {
    const link = $(a);
    const text = clean(link.text());
    const tail = /\s*\((?:P[ÁA]X\.?\s*(\d+),\s*)?R\.\s*(\d+)\)\s*$/i.exec(text);
    if (!tail) return;
    // Lugo sometimes prints two edicts with the same registry number on one day. The first keeps "R. N" (the key
    // every earlier reading stored, so re-reading does not duplicate it); the k-th one with that number gets
    // "R. N-k", k being its position among the same-number edicts in page order, which a re-reading of the same
    // page gives again. The page number is not enough: both edicts can start on the same page.
    const count = (seen.get(tail[2]) ?? 0) + 1;
    seen.set(tail[2], count);
    const idFuente = count === 1 ? `R. ${tail[2]}` : `R. ${tail[2]}-${count}`;
    // Headings are the <strong> (or bare text, before 2015) of the enclosing list items, outermost first.
    const headings = link.parents('li').toArray().reverse()
      .map((li) => clean($(li).children('strong').first().text()))
      .filter(Boolean);
    const href = absolute(link.attr('href') ?? '', SITE);
    edictos.push({
      idFuente,
      seccion: headings[0] ?? '',
      organizacion: lugoOrganizacion(headings),
      titulo: text.slice(0, tail.index).trim(),
      urlDetalle: href,
      urlPdf: href,
    });
  });
  if (edictos.length === 0) {
    throw new StructureError(`BOP Lugo: o boletín do ${fecha} existe pero .field--name-field-ail-bop-contenido non ten ningunha ligazón "TÍTULO (PÁX. N, R. NNNN)"`);
  }
  const repeated = [...seen].filter(([, n]) => n > 1).map(([r, n]) => `R. ${r} (${n} veces)`);
  return { estado: 'ok', numero, edictos, trazas: repeated.length ? [`BOP Lugo: números de rexistro repetidos no día: ${repeated.join(', ')}`] : [] };
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
      if (res.status === 404) {
        if (page === 0) throw new StructureError(`BOP Lugo: a listaxe de boletíns respondeu 404 (${lugoListingUrl(0)})`);
        break;
      }
      if (res.status !== 200) throw new FormatError(`BOP Lugo: a listaxe respondeu ${res.status}`);
      const rows = parseLugoListing(res.text);
      if (page === 0 && rows.length === 0) throw new StructureError('BOP Lugo: a primeira páxina da listaxe non ten ningún boletín (table tbody tr)');
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
