import * as cheerio from 'cheerio';
import { parrafosHtml, requireCorpo, TextoIlexible, type LectorTexto } from './textos.js';

const BOP = 'BOP A Coruña';

/**
 * The edict's HTML page (`publicado/YYYY/MM/DD/YYYY_NNNNNNNNNN.html`, SOURCES.md 1.2): `div#contenido` holds two
 * `div.Marco-gr-fico-b-sico` frames, the first with the levels and the title, the second with "ANUNCIO" and the
 * body. The HTML twin of the PDF is read (the site blocks scrapers that download many PDFs, 1.4).
 */
export function lerEdictoCoruna(html: string): string {
  const $ = cheerio.load(html);
  const frames = $('#contenido .Marco-gr-fico-b-sico');
  if (frames.length === 0) throw new TextoIlexible(`${BOP}: a páxina do edicto non ten #contenido .Marco-gr-fico-b-sico`);
  // The body frame is the one after the title frame; a page with a single frame has the body after the title.
  const corpo = frames.length > 1 ? frames.slice(1) : frames;
  const parrafos = parrafosHtml($, corpo, (p) => p.is('.Nivel-1, .Nivel-2, .Nivel-3, .Nivel-4, .P-rrafo-texto-sumario'))
    // The closing line that repeats the registry number ("2023/1318") is not part of the text.
    .filter((p) => !/^\d{4}\/\d+$/.test(p));
  return requireCorpo(BOP, parrafos, 'a páxina do edicto');
}

/** The `.html` twin of an edict's address (the reader may have stored the PDF). */
const htmlDe = (url: string) => url.replace(/\.pdf$/i, '.html');

export const textosBopCoruna: LectorTexto = {
  bop: 'BOP A Coruña',
  documento: (e) => ({ url: htmlDe(/\.html?$/i.test(e.urlDetalle) ? e.urlDetalle : e.urlPdf ?? e.urlDetalle), formato: 'html' }),
  async lerDocumento(res) {
    return lerEdictoCoruna(res.text);
  },
};

