import * as cheerio from 'cheerio';
import { absolute, clean, FormatError, isoParts, parseLongDate, tidyName, type BulletinSource, type SourceEdict, type SourceReading } from './source.js';

const SITE = 'https://boppo.depo.gal';
const summaryUrl = (fecha: string) => {
  const { y, m, d } = isoParts(fecha);
  return `${SITE}/web/boppo/detalle/-/boppo/${y}/${m}/${d}`;
};

/** The daily summary: h4.tit (section), p.Org (level), ul.listadoSumario > li (span.pub, p.sumario a, a.botDescPDF). */
export function parseBopPontevedra(html: string, fecha: string): SourceReading {
  const $ = cheerio.load(html);
  const sumario = $('#contSumario');
  if (sumario.length === 0) throw new FormatError('BOP Pontevedra: a páxina non ten #contSumario');
  const numeroTexto = clean(sumario.find('h2.numero').first().text());
  if (!numeroTexto) return { estado: 'sen_boletin', trazas: [`BOP Pontevedra: sen boletín o ${fecha}`] };
  const fechaBoletin = parseLongDate(clean(sumario.find('span.fecha').first().text()));
  if (fechaBoletin && fechaBoletin !== fecha) {
    return { estado: 'sen_boletin', trazas: [`BOP Pontevedra: a páxina mostra o boletín do ${fechaBoletin}, non do ${fecha}`] };
  }
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
    if (!href || !id) throw new FormatError('BOP Pontevedra: elemento do sumario sen ligazón ao detalle');
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
