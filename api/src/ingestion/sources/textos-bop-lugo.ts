import { MARCA_REXISTRO, TextoIlexible, type EdictoTexto, type LectorTexto } from './textos.js';
import { textoDoPdf } from './textos-pdf.js';

/** The day PDF without its page anchor: every edict of the day points at the same file. */
const diaPdf = (url: string) => url.replace(/#.*$/, '');

/**
 * The part of the day's text that belongs to an edict: from its headings down to its registry mark "R. N" (SOURCES.md
 * 2.1: each edict starts with its hierarchy and the word "Anuncio" and ends with "R. NNNN" on a line of its own).
 * "R. N-k" is the k-th edict of the day printed with the same number (the reader's key for repeated numbers).
 */
export function cortarEdictoLugo(dia: string, idFuente: string): string | null {
  const m = /^R\.\s*(\d+)(?:-(\d+))?$/.exec(idFuente);
  if (!m) return null;
  const linhas = dia.split('\n');
  const marcas = linhas.flatMap((l, i) => (MARCA_REXISTRO.exec(l.trim()) ? [i] : []));
  const desta = marcas.filter((i) => MARCA_REXISTRO.exec(linhas[i].trim())![1] === m[1]);
  const fin = desta[(m[2] ? Number(m[2]) : 1) - 1];
  if (fin === undefined) return null;
  const anterior = marcas.filter((i) => i < fin).pop() ?? -1;
  const parte = linhas.slice(anterior + 1, fin);
  // Headings of the next section belong to the edicts after the previous mark: keep the run of headings just above
  // "Anuncio" (organism, section), drop what comes before it (the summary, for the first edict of the day).
  const anuncio = parte.findIndex((l) => /^(anuncio|edicto)\.?$/i.test(l.trim()));
  if (anuncio < 0) return parte.join('\n').trim() || null;
  // At most the section, the organism and one service above it: the summary before the first edict is not its own.
  let inicio = anuncio;
  while (inicio > 0 && anuncio - inicio < 3 && esCabeceira(parte[inicio - 1])) inicio -= 1;
  return parte.slice(inicio).join('\n').trim() || null;
}

/** A heading line of the day PDF: written in capitals (section, organism, service). */
const esCabeceira = (l: string) => /[A-ZÁÉÍÓÚÑ]/.test(l) && l === l.toUpperCase() && l.length < 160;

export const textosBopLugo: LectorTexto = {
  bop: 'BOP Lugo',
  documento: (e: EdictoTexto) => ({ url: diaPdf(e.urlPdf ?? e.urlDetalle), formato: 'pdf', compartido: true }),
  async lerDocumento(res) {
    if (!res.bytes) throw new TextoIlexible('BOP Lugo: o PDF do día chegou sen bytes');
    const texto = await textoDoPdf(res.bytes);
    if (!texto.split('\n').some((l) => MARCA_REXISTRO.test(l.trim()))) {
      throw new TextoIlexible('BOP Lugo: o PDF do día non ten ningunha marca de rexistro "R. NNNN" (sen capa de texto ou formato cambiado)');
    }
    return texto;
  },
  textoDoEdicto: (dia, e) => cortarEdictoLugo(dia, e.idFuente),
};
