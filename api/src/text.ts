const NON_ASCII = /[^\x00-\x7f]/;

/** Lower-case, accents removed, spaces collapsed: the form every text comparison uses. */
export function normalizeText(text: string): string {
  // Only a text with letters beyond ASCII has accents to take off.
  return (NON_ASCII.test(text) ? text.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : text)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An abbreviation written with a dot after each letter ("T.A.X.", "s.a.f.", "A.E.D.L", "B.O.P.") as the bare letters
 * ("TAX", "saf", "AEDL", "BOP"), the way clerks also write it: two to six single letters, each but perhaps the last
 * followed by a dot, standing as a word of their own. A word shortened with one dot ("Aux.", "Adm.") and an ordinal
 * ("1.ª") are left as they are.
 */
export function siglasSenPuntos(text: string): string {
  return text.includes('.') ? text.replace(/(?<![\p{L}\p{N}.])\p{L}(?:\.\p{L}){1,5}\.?(?![\p{L}\p{N}])/gu, (m) => m.replace(/\./g, '')) : text;
}

/**
 * normalizeText's folding of each code unit below U+0370 as one code unit: lower case without accent, 32 for
 * whitespace, 0 for a combining accent (dropped), -1 when it folds to several characters (handled one by one).
 */
export const FOLD_CODE = Int32Array.from({ length: 0x370 }, (_, c) => {
  const ch = String.fromCharCode(c);
  if (c >= 0x300) return 0;
  if (/\s/.test(ch)) return 32;
  const f = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return f.length === 1 ? f.charCodeAt(0) : -1;
});

/**
 * normalizeText(text) as code units, written into `into` (at least text.length long: the form is never longer than
 * the text), without building the string: its length, or -1 when the text has a character FOLD_CODE does not fold
 * to one code unit (a letter, mark or any other character from U+0370 on, or one folding to several), for which
 * the caller takes normalizeText itself.
 */
export function normalizeIntoCodes(text: string, into: Uint16Array): number {
  let len = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 0x370) return -1;
    const f = FOLD_CODE[c];
    if (f === 0) continue;
    if (f === -1) return -1;
    if (f === 32 && (len === 0 || into[len - 1] === 32)) continue;
    into[len++] = f;
  }
  return len > 0 && into[len - 1] === 32 ? len - 1 : len;
}

/** How much of a text `aberturaDoTexto(texto, { max })` reads: a caller that loads texts for it loads no more. */
export const caracteresDaAbertura = (max: number): number => max + 900;

/**
 * What a body says first, folded as `normalizeText` folds: up to `max` characters, cut at the end of its last whole
 * sentence there (or of its first one, `unhaFrase`), once that sentence runs past the heading lines (120 characters).
 * There a body names what the edict does and about what ("Por Resolución da Alcaldía… apróbanse as bases para…").
 */
export function aberturaDoTexto(texto: string, { max, unhaFrase = false, comoImpreso = false }: { max: number; unhaFrase?: boolean; comoImpreso?: boolean }): string {
  // (as printed, case and accents kept, where a name is told by its capitals)
  const head = comoImpreso ? texto.slice(0, caracteresDaAbertura(max)) : normalizeText(texto.slice(0, caracteresDaAbertura(max)));
  // (a body shorter than the opening is read whole: its last sentence has no ". " after it)
  if (!unhaFrase && texto.length <= caracteresDaAbertura(max) && head.length <= max) return head;
  const end = unhaFrase ? head.indexOf('. ', 120) : head.slice(0, max).lastIndexOf('. ');
  return end > 120 && end < max ? head.slice(0, end + 1) : head.slice(0, max);
}
