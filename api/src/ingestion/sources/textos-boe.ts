import * as cheerio from 'cheerio';
import { parrafosHtml, requireCorpo, TextoIlexible, type LectorTexto } from './textos.js';

/** The item's XML (`diario_boe/xml.php?id=BOE-A-…`): `<documento><metadatos>…</metadatos>…<texto><p>…</p></texto>`. */
export function lerDocumentoBoe(xml: string): string {
  const $ = cheerio.load(xml, { xml: true });
  const texto = $('documento > texto').first();
  if (texto.length === 0) throw new TextoIlexible('BOE: o XML do documento non ten documento > texto');
  return requireCorpo('BOE', parrafosHtml($, texto), 'documento > texto');
}

const idDe = (url: string) => /[?&]id=(BOE-[A-Z]-\d{4}-\d+)/.exec(url)?.[1] ?? /(BOE-[A-Z]-\d{4}-\d+)/.exec(url)?.[1] ?? null;

export const textosBoe: LectorTexto = {
  bop: 'BOE',
  documento: (e) => ({
    url: `https://www.boe.es/diario_boe/xml.php?id=${idDe(e.urlDetalle) ?? e.idFuente}`,
    formato: 'xml',
    headers: { accept: 'application/xml' },
  }),
  async lerDocumento(res) {
    return lerDocumentoBoe(res.text);
  },
};
