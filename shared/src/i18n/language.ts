export type Lang = 'gl' | 'es';
export const LANGS: readonly Lang[] = ['gl', 'es'];
const LANG_KEY = 'opos.lang';

/** Galician by default; the visitor's choice is remembered in the browser. */
export function initialLanguage(): Lang {
  try {
    const stored = typeof window !== 'undefined' ? window.localStorage.getItem(LANG_KEY) : null;
    return stored === 'es' || stored === 'gl' ? stored : 'gl';
  } catch {
    return 'gl';
  }
}

export function rememberLanguage(lang: Lang): void {
  try {
    window.localStorage.setItem(LANG_KEY, lang);
    document.documentElement.lang = lang;
  } catch {
    /* storage may be disabled: the choice then lasts for this page only */
  }
}

export const LOCALES: Record<Lang, string> = { gl: 'gl-ES', es: 'es-ES' };
