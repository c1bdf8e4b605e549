const NON_ASCII = /[^\x00-\x7f]/;

/** Lower-case, accents removed, spaces collapsed: the form every text comparison uses. */
export function normalizeText(text: string): string {
  // Only a text with letters beyond ASCII has accents to take off.
  return (NON_ASCII.test(text) ? text.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : text)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
