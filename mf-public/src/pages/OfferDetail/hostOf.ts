/** The host of a web address, as a person names a site ("bop.dacoruna.gal"); the address itself when it has none. */
export function hostOf(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, '') || href;
  } catch {
    return href;
  }
}
