import { LOCALES, type Lang } from './language.js';

const GL_MONTHS = ['xaneiro', 'febreiro', 'marzo', 'abril', 'maio', 'xuño', 'xullo', 'agosto', 'setembro', 'outubro', 'novembro', 'decembro'];

const localeSupport = new Map<string, boolean>();
/** Some browsers (Debian's Chromium) ship no Galician locale data and would answer in English. */
function hasLocale(locale: string): boolean {
  let known = localeSupport.get(locale);
  if (known === undefined) {
    try {
      known = Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
    } catch {
      known = false;
    }
    localeSupport.set(locale, known);
  }
  return known;
}

// Building an Intl.DateTimeFormat costs far more than using one (a list of 20 cards built 40): one per language and
// kind, kept.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(lang: Lang, withTime: boolean): Intl.DateTimeFormat {
  const key = `${lang}:${withTime}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang], withTime ? { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' } : { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(key, f);
  }
  return f;
}

/** Long date of the language ("15 de marzo de 2024"), from a `[y, m, d]` array. */
export function formatDateArray(a: readonly number[] | null | undefined, lang: Lang): string {
  if (!a || a.length < 3) return '';
  if (lang === 'gl' && !hasLocale(LOCALES.gl)) return `${a[2]} de ${GL_MONTHS[a[1] - 1]} de ${a[0]}`;
  const d = new Date(Date.UTC(a[0], a[1] - 1, a[2]));
  return format(lang, false).format(d);
}

const dayMonthFormats = new Map<Lang, Intl.DateTimeFormat>();
/**
 * Day and month of the language ("12 de marzo"), as one says a deadline; the year is added when it is not the year of
 * `today` ("12 de marzo de 2027").
 */
export function formatDayMonthArray(a: readonly number[] | null | undefined, lang: Lang, today: Date = new Date()): string {
  if (!a || a.length < 3) return '';
  if (a[0] !== today.getFullYear()) return formatDateArray(a, lang);
  if (lang === 'gl' && !hasLocale(LOCALES.gl)) return `${a[2]} de ${GL_MONTHS[a[1] - 1]}`;
  let f = dayMonthFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'long', timeZone: 'UTC' });
    dayMonthFormats.set(lang, f);
  }
  return f.format(new Date(Date.UTC(a[0], a[1] - 1, a[2])));
}

/** Date and time from a `[y, m, d, h, min]` array. */
export function formatDateTimeArray(a: readonly number[] | null | undefined, lang: Lang): string {
  if (!a || a.length < 5) return '';
  if (lang === 'gl' && !hasLocale(LOCALES.gl)) return `${formatDateArray(a, lang)}, ${String(a[3]).padStart(2, '0')}:${String(a[4]).padStart(2, '0')}`;
  const d = new Date(Date.UTC(a[0], a[1] - 1, a[2], a[3], a[4]));
  return format(lang, true).format(d);
}
