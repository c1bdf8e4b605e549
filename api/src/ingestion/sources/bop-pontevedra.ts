import * as cheerio from 'cheerio';
import { absolute, clean, FormatError, isoParts, parseLongDate, requireStructure, StructureError, tidyName, type BulletinSource, type SourceEdict, type SourceReading } from './source.js';

const SITE = 'https://boppo.depo.gal';
const summaryUrl = (fecha: string) => {
  const { y, m, d } = isoParts(fecha);
  return `${SITE}/web/boppo/detalle/-/boppo/${y}/${m}/${d}`;
};

const BOP = 'BOP Pontevedra';

/**
 * The daily summary: h4.tit (section), p.Org (level), ul.listadoSumario > li (span.pub, p.sumario a, a.botDescPDF).
 * A valid day has #contSumario with h2.numero and span.fecha (the requested date) and at least one listed edict; a
 * #contSumario without h2.numero and without a list is the page of a day without bulletin.
 */
export function parseBopPontevedra(html: string, fecha: string): SourceReading {
  const $ = cheerio.load(html);
  const sumario = $('#contSumario');
  requireStructure(BOP, [sumario.length === 0 && 'falta #contSumario']);
  const numeroTexto = clean(sumario.find('h2.numero').first().text());
  const lista = sumario.find('ul.listadoSumario > li');
  if (!numeroTexto) {
    if (lista.length > 0) throw new StructureError(`${BOP}: falta h2.numero pero #contSumario ten ${lista.length} elementos na lista`);
    return { estado: 'sen_boletin', trazas: [`${BOP}: sen boletín o ${fecha}`] };
  }
  const fechaTexto = clean(sumario.find('span.fecha').first().text());
  const fechaBoletin = parseLongDate(fechaTexto);
  requireStructure(BOP, [!fechaBoletin && `falta span.fecha cunha data lexible en #contSumario ("${fechaTexto.slice(0, 60)}")`]);
  // The address names the date: a page showing another day's bulletin no longer answers what we ask.
  if (fechaBoletin !== fecha) {
    throw new StructureError(`${BOP}: número/data do boletín non coincide coa data pedida (${numeroTexto} é do ${fechaBoletin}, pedida ${fecha})`);
  }
  requireStructure(BOP, [
    sumario.find('ul.listadoSumario').length === 0 && `o boletín do ${fecha} (${numeroTexto}) non ten ul.listadoSumario`,
    sumario.find('ul.listadoSumario').length > 0 && lista.length === 0 && `o boletín do ${fecha} (${numeroTexto}) ten ul.listadoSumario sen elementos li`,
  ]);
  const edictos: SourceEdict[] = [];
  let seccion = '';
  let nivel = '';
  sumario.find('h4.tit, p.Org, ul.listadoSumario > li').each((_, el) => {
    const node = $(el);
    if (node.is('h4.tit')) {
      seccion = clean(node.text());
      nivel = '';
      return;
    }
    if (node.is('p.Org')) {
      nivel = clean(node.text());
      return;
    }
    const link = node.find('p.sumario a').first();
    const href = link.attr('href');
    const id = href ? /(\d{8,})\/?$/.exec(href)?.[1] : undefined;
    if (!href || !id) throw new StructureError(`${BOP}: elemento de ul.listadoSumario sen p.sumario a cara ao detalle (…/NNNNNNNNNN)`);
    const pdf = node.find('a.botDescPDF').attr('href');
    edictos.push({
      idFuente: id,
      seccion: [seccion, nivel].filter(Boolean).join(' · '),
      organizacion: tidyName(node.find('span.pub').first().text() || nivel),
      titulo: clean(link.text()),
      urlDetalle: absolute(href, SITE),
      urlPdf: pdf ? absolute(pdf, SITE) : null,
    });
  });
  return { estado: 'ok', numero: /(\d+)\s*$/.exec(numeroTexto)?.[1] ?? null, edictos, trazas: [] };
}

export const bopPontevedra: BulletinSource = {
  bop: 'BOP Pontevedra',
  webUrl: summaryUrl,
  async read(fecha, http) {
    const res = await http.request(summaryUrl(fecha));
    if (res.status === 404) return { estado: 'sen_boletin', trazas: [`BOP Pontevedra: sen boletín o ${fecha} (404)`] };
    if (res.status !== 200) throw new FormatError(`BOP Pontevedra: resposta ${res.status}`);
    return parseBopPontevedra(res.text, fecha);
  },
};
