import { LOCALES, type Lang } from './language.js';

/** Long date of the language ("15 de marzo de 2024"), from a `[y, m, d]` array. */
export function formatDateArray(a: readonly number[] | null | undefined, lang: Lang): string {
  if (!a || a.length < 3) return '';
  const d = new Date(Date.UTC(a[0], a[1] - 1, a[2]));
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

/** Date and time from a `[y, m, d, h, min]` array. */
export function formatDateTimeArray(a: readonly number[] | null | undefined, lang: Lang): string {
  if (!a || a.length < 5) return '';
  const d = new Date(Date.UTC(a[0], a[1] - 1, a[2], a[3], a[4]));
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(d);
}
