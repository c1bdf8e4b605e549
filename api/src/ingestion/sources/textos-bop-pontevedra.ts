import * as cheerio from 'cheerio';
import { parrafosHtml, requireCorpo, TextoIlexible, type LectorTexto } from './textos.js';

const BOP = 'BOP Pontevedra';

/**
 * The edict detail page (`web/boppo/detalle/-/boppo/YYYY/MM/DD/{id}`, SOURCES.md 4.1). Its body markup was not seen
 * (INFERRED): the text is read from `div.textoAnuncio`, or else from the paragraphs of the page's portlet that are not
 * its header (number, date, section, issuer, title) nor its navigation.
 */
export function lerEdictoPontevedra(html: string): string {
  const $ = cheerio.load(html);
  const texto = $('div.textoAnuncio').first();
  if (texto.length) return requireCorpo(BOP, parrafosHtml($, texto), 'div.textoAnuncio');
  const portlet = $('#contAnuncio, #contSumario, .portlet-boppo').first();
  if (portlet.length === 0) throw new TextoIlexible(`${BOP}: a páxina do edicto non ten div.textoAnuncio nin #contAnuncio`);
  const parrafos = parrafosHtml($, portlet, (p) => p.is('h2.numero, h3, h4.tit, p.Org, p.categoria, p.rexistro') || p.parents('nav, header, footer, ul.listadoSumario').length > 0);
  return requireCorpo(BOP, parrafos, '#contAnuncio');
}

export const textosBopPontevedra: LectorTexto = {
  bop: 'BOP Pontevedra',
  documento: (e) => ({ url: e.urlDetalle, formato: 'html' }),
  async lerDocumento(res) {
    return lerEdictoPontevedra(res.text);
  },
};
