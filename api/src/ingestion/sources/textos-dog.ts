import * as cheerio from 'cheerio';
import { parrafosHtml, requireCorpo, TextoIlexible, type LectorTexto } from './textos.js';

/**
 * The announcement page (`dog/Publicados/YYYY/YYYYMMDD/{id}_gl.html`): `div.story` holds the section, issuer and title
 * (`.dog-texto-seccion`, `.dog-texto-subseccion`, `.dog-texto-organismo`, `.dog-texto-sumario`), then the body
 * paragraphs, tables and the signature (`p.dog-firma-centrada`).
 */
export function lerAnuncioDog(html: string): string {
  const $ = cheerio.load(html);
  const story = $('div.story').first();
  if (story.length === 0) throw new TextoIlexible('DOG: a páxina do anuncio non ten div.story');
  const cabeceira = '.dog-texto-seccion, .dog-texto-subseccion, .dog-texto-organismo, .dog-texto-sumario';
  const parrafos = parrafosHtml($, story, (p) => p.is(cabeceira) || p.find(cabeceira).length > 0);
  return requireCorpo('DOG', parrafos, 'div.story');
}

export const textosDog: LectorTexto = {
  bop: 'DOG',
  documento: (e) => ({ url: e.urlDetalle, formato: 'html' }),
  async lerDocumento(res) {
    return lerAnuncioDog(res.text);
  },
};
