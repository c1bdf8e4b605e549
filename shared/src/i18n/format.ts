import { LOCALES, type Lang } from './language.js';

const GL_MONTHS = ['xaneiro', 'febreiro', 'marzo', 'abril', 'maio', 'xuño', 'xullo', 'agosto', 'setembro', 'outubro', 'novembro', 'decembro'];

/** Some browsers (Debian's Chromium) ship no Galician locale data and would answer in English. */
function hasLocale(locale: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
  } catch {
    return false;
  }
}

/** Long date of the language ("15 de marzo de 2024"), from a `[y, m, d]` array. */
export function formatDateArray(a: readonly number[] | null | undefined, lang: Lang): string {
  if (!a || a.length < 3) return '';
  if (lang === 'gl' && !hasLocale(LOCALES.gl)) return `${a[2]} de ${GL_MONTHS[a[1] - 1]} de ${a[0]}`;
  const d = new Date(Date.UTC(a[0], a[1] - 1, a[2]));
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

/** Date and time from a `[y, m, d, h, min]` array. */
export function formatDateTimeArray(a: readonly number[] | null | undefined, lang: Lang): string {
  if (!a || a.length < 5) return '';
  if (lang === 'gl' && !hasLocale(LOCALES.gl)) return `${formatDateArray(a, lang)}, ${String(a[3]).padStart(2, '0')}:${String(a[4]).padStart(2, '0')}`;
  const d = new Date(Date.UTC(a[0], a[1] - 1, a[2], a[3], a[4]));
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(d);
}
