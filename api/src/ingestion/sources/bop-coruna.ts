import * as cheerio from 'cheerio';
import { absolute, clean, FormatError, isoParts, parseLongDate, requireStructure, StructureError, type BulletinSource, type SourceEdict, type SourceReading } from './source.js';

const BASE = 'https://bop.dacoruna.gal/bopportal/';
const summaryUrl = (fecha: string) => {
  const { y, m, d } = isoParts(fecha);
  return `${BASE}cambioBoletin.do?fechaInput=${encodeURIComponent(`${d}/${m}/${y}`)}`;
};

const BOP = 'BOP A Coruña';

/**
 * Parses the daily summary (cambioBoletin.do). Hrefs are bare file names, resolved against the day folder
 * `publicado/YYYY/MM/DD/` (resolving them against the page URL gives wrong addresses, SOURCES.md 1.4).
 * A valid day has #infoBoletin with a readable date and #boletin whose children are h1.administracion headings and
 * div.bloqueAnuncio blocks; a day without bulletin shows another day's header (a normal outcome).
 */
export function parseBopCoruna(html: string, fecha: string): SourceReading {
  const $ = cheerio.load(html);
  const infoEl = $('#infoBoletin');
  const info = clean(infoEl.text());
  requireStructure(BOP, [infoEl.length === 0 && 'falta #infoBoletin (cabeceira co número e a data)', $('#boletin').length === 0 && 'falta #boletin (lista do sumario)']);
  const fechaBoletin = parseLongDate(info);
  if (!fechaBoletin) throw new StructureError(`${BOP}: #infoBoletin non ten unha data lexible ("${info.slice(0, 80)}")`);
  // A day without bulletin shows another day's bulletin: only the requested date counts.
  if (fechaBoletin !== fecha) {
    return { estado: 'sen_boletin', trazas: [`${BOP}: sen boletín o ${fecha} (a páxina mostra o do ${fechaBoletin})`] };
  }
  const numero = /N[úu]mero\s+(\d+)/i.exec(info)?.[1] ?? null;
  const { y, m, d } = isoParts(fecha);
  const dayFolder = `${BASE}publicado/${y}/${m}/${d}/`;
  const edictos: SourceEdict[] = [];
  let seccion = '';
  $('#boletin').children().each((_, el) => {
    const node = $(el);
    if (node.is('h1.administracion')) {
      seccion = clean(node.text());
      return;
    }
    if (!node.is('div.bloqueAnuncio')) return;
    const links = node.find('p.resumenSumario a').toArray().map((a) => ({ text: clean($(a).text()), href: $(a).attr('href') ?? '', html: $(a).hasClass('enlaceHTML') }));
    const idLink = links.find((l) => /^\d{4}\/\d+$/.test(l.text));
    const titleLink = links.find((l) => l !== idLink && l.text && !/^(PDF|HTML)/i.test(l.text));
    if (!idLink || !titleLink) throw new StructureError(`${BOP}: o bloque ${node.attr('id') ?? '?'} non ten p.resumenSumario a co número de rexistro (AAAA/N) e o título`);
    const categoria = clean(node.find('h4.tituloEdicto').first().text());
    const pdf = links.find((l) => /\.pdf$/i.test(l.href));
    const htmlLink = links.find((l) => l.html) ?? links.find((l) => /\.html?$/i.test(l.href));
    edictos.push({
      idFuente: idLink.text,
      seccion: [seccion, categoria].filter(Boolean).join(' · '),
      organizacion: clean(node.find('h3.tituloEdicto').first().text()) || clean(node.find('h2.tituloEdicto').first().text()),
      titulo: titleLink.text,
      urlDetalle: absolute(htmlLink?.href ?? titleLink.href, dayFolder),
      urlPdf: pdf ? absolute(pdf.href, dayFolder) : null,
    });
  });
  if (edictos.length === 0) {
    const nested = $('#boletin div.bloqueAnuncio').length;
    throw new StructureError(`${BOP}: o boletín do ${fecha} ten cabeceira pero 0 edictos: #boletin non ten fillos div.bloqueAnuncio` +
      (nested ? ` (hai ${nested} máis abaixo: cambiou o aniñamento)` : ''));
  }
  return { estado: 'ok', numero, edictos, trazas: [] };
}

export const bopCoruna: BulletinSource = {
  bop: 'BOP A Coruña',
  webUrl: summaryUrl,
  async read(fecha, http) {
    const res = await http.request(summaryUrl(fecha));
    if (res.status === 404) return { estado: 'sen_boletin', trazas: [`BOP A Coruña: sen boletín o ${fecha} (404)`] };
    if (res.status !== 200) throw new FormatError(`BOP A Coruña: resposta ${res.status}`);
    return parseBopCoruna(res.text, fecha);
  },
};
