const MB = 1024 * 1024;

/** A file size as an administrator reads it, in the page's language ("40 MB", "20,5 MB", "512 KB"). */
export function formatSize(bytes: number, lang: string, fractionDigits = 1): string {
  const number = new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'gl-ES', { maximumFractionDigits: fractionDigits });
  return bytes < MB ? `${number.format(Math.ceil(bytes / 1024))} KB` : `${number.format(bytes / MB)} MB`;
}

/** A file's size and the limit it exceeds, written so that they never read the same ("20 MB" over "20 MB"). */
export function formatSizeOverLimit(size: number, max: number, lang: string): { size: string; max: string } {
  const limit = formatSize(max, lang);
  let digits = 1;
  let shown = formatSize(size, lang, digits);
  while (shown === limit && digits < 6) shown = formatSize(size, lang, (digits += 1));
  return { size: shown, max: limit };
}
