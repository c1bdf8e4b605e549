import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { messages } from './messages.js';
import type { Lang } from './language.js';
import { formatDateArray, formatDateTimeArray, formatDayMonthArray } from './format.js';

export type Params = Record<string, string | number>;

export function translate(lang: Lang, key: string, params?: Params): string {
  const text = messages[lang][key] ?? messages.gl[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

export function useLang(): Lang {
  return useSelector((s: { language: { lang: Lang } }) => s.language.lang);
}

/** `t(key, params)` in the current language, plus date formatting in that language (long date, with time, day and month). */
export function useT() {
  const lang = useLang();
  const t = useCallback((key: string, params?: Params) => translate(lang, key, params), [lang]);
  const date = useCallback((a: readonly number[] | null | undefined) => formatDateArray(a, lang), [lang]);
  const dateTime = useCallback((a: readonly number[] | null | undefined) => formatDateTimeArray(a, lang), [lang]);
  const dayMonth = useCallback((a: readonly number[] | null | undefined) => formatDayMonthArray(a, lang), [lang]);
  return { t, lang, date, dateTime, dayMonth };
}
