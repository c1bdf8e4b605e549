import * as cheerio from 'cheerio';
import { MARCA_REXISTRO, parrafosHtml, requireCorpo, TextoIlexible, type DocumentoTexto, type EdictoTexto, type LectorTexto } from './textos.js';
import { textoDoPdf } from './textos-pdf.js';

const BOP = 'BOP Ourense';
const API = 'https://bop.depourense.es/portalapi/api/edicto/descargar';
const idDe = (url: string) => /\/descargar\/(?:html|pdf)\/(\d+)\//.exec(url)?.[1] ?? null;
const pdfDe = (id: string): DocumentoTexto => ({ url: `${API}/pdf/${id}/idioma/gl`, formato: 'pdf' });

/**
 * The edict HTML (`descargar/html/{id}/gl`, SOURCES.md 3.1): `span.bop-texto-sumario` (title) and
 * `span.bop-texto-organismo` (issuer) head it; the body follows. Long edicts sometimes come with the heading only:
 * that is not a body (the PDF is read instead).
 */
export function lerEdictoOurenseHtml(html: string): string {
  const $ = cheerio.load(html);
  const sumario = $('span.bop-texto-sumario').first();
  if (sumario.length === 0) throw new TextoIlexible(`${BOP}: a páxina do edicto non ten span.bop-texto-sumario`);
  const texto = $('.bop-texto').first();
  const root = texto.length ? texto : $('body');
  const parrafos = parrafosHtml($, root, (p) => p.find('span.bop-texto-sumario, span.bop-texto-organismo').length > 0 || p.is('.bop-cabeceira, .bop-seccion'))
    .filter((p) => !MARCA_REXISTRO.test(p));
  return requireCorpo(BOP, parrafos, 'a páxina HTML do edicto');
}

/** The edict PDF: its text without the running header and the closing registry mark. */
export async function lerEdictoOurensePdf(bytes: Uint8Array): Promise<string> {
  const linhas = (await textoDoPdf(bytes)).split('\n').filter((l) => !MARCA_REXISTRO.test(l.trim()));
  return requireCorpo(BOP, linhas, 'o PDF do edicto');
}

export const textosBopOurense: LectorTexto = {
  bop: 'BOP Ourense',
  // Days laid out as HTML (maquetadosn "S") link the HTML; the others the PDF, since their HTML answers 500.
  documento: (e: EdictoTexto) => (/\/descargar\/html\//.test(e.urlDetalle) ? { url: e.urlDetalle, formato: 'html' } : pdfDe(idDe(e.urlPdf ?? e.urlDetalle) ?? e.idFuente)),
  alternativa: (e) => (/\/descargar\/html\//.test(e.urlDetalle) ? pdfDe(idDe(e.urlDetalle) ?? e.idFuente) : null),
  async lerDocumento(res, doc) {
    if (doc.formato === 'html') return lerEdictoOurenseHtml(res.text);
    if (!res.bytes) throw new TextoIlexible(`${BOP}: o PDF do edicto chegou sen bytes`);
    return lerEdictoOurensePdf(res.bytes);
  },
};
