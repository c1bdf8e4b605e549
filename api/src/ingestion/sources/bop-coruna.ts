import * as cheerio from 'cheerio';
import { absolute, clean, FormatError, isoParts, parseLongDate, type BulletinSource, type SourceEdict, type SourceReading } from './source.js';

const BASE = 'https://bop.dacoruna.gal/bopportal/';
const summaryUrl = (fecha: string) => {
  const { y, m, d } = isoParts(fecha);
  return `${BASE}cambioBoletin.do?fechaInput=${encodeURIComponent(`${d}/${m}/${y}`)}`;
};

/**
 * Parses the daily summary (cambioBoletin.do). Hrefs are bare file names, resolved against the day folder
 * `publicado/YYYY/MM/DD/` (resolving them against the page URL gives wrong addresses, SOURCES.md 1.4).
 */
export function parseBopCoruna(html: string, fecha: string): SourceReading {
  const $ = cheerio.load(html);
  const info = clean($('#infoBoletin').text());
  if (!info && $('#boletin').length === 0) throw new FormatError('BOP A Coruña: sen #infoBoletin nin #boletin na páxina do sumario');
  const fechaBoletin = parseLongDate(info);
  // A day without bulletin may show another day's bulletin: only the requested date counts.
  if (!fechaBoletin || fechaBoletin !== fecha) {
    return { estado: 'sen_boletin', trazas: [`BOP A Coruña: sen boletín o ${fecha}${fechaBoletin ? ` (a páxina mostra o do ${fechaBoletin})` : ''}`] };
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
    if (!idLink || !titleLink) throw new FormatError(`BOP A Coruña: bloque ${node.attr('id') ?? '?'} sen número de rexistro ou título`);
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
