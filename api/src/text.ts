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
