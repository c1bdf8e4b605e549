import { LANG_COOKIE } from '../contract/serverState.js';

export type Lang = 'gl' | 'es';
export const LANGS: readonly Lang[] = ['gl', 'es'];
const LANG_KEY = 'opos.lang';
/** The URL parameter that names the page language (`?lang=es`): a shared link opens in its language. */
export const LANG_PARAM = 'lang';

const asLang = (value: string | null | undefined): Lang | null => (value === 'gl' || value === 'es' ? value : null);

/** The browser's preferred languages, first match wins: `es*` → es, `gl*` → gl; none of them → Galician. */
export function languageFromBrowser(languages: readonly string[] | undefined): Lang {
  for (const tag of languages ?? []) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (base === 'gl' || base === 'es') return base;
  }
  return 'gl';
}

/**
 * The first language of a visit: the URL's `?lang=` (not remembered: it is the link's, not the visitor's choice),
 * then the visitor's remembered choice, then the browser's languages, then Galician.
 */
export function initialLanguage(): Lang {
  if (typeof window === 'undefined') return 'gl';
  try {
    const fromUrl = asLang(new URLSearchParams(window.location.search).get(LANG_PARAM));
    if (fromUrl) return fromUrl;
  } catch {
    /* no URL to read */
  }
  try {
    const stored = asLang(window.localStorage.getItem(LANG_KEY));
    if (stored) return stored;
  } catch {
    /* storage may be disabled */
  }
  const nav = typeof navigator !== 'undefined' ? navigator : undefined;
  return languageFromBrowser(nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : []);
}

export function rememberLanguage(lang: Lang): void {
  try {
    document.documentElement.lang = lang;
    window.localStorage.setItem(LANG_KEY, lang);
  } catch {
    /* storage may be disabled: the choice then lasts for this page only */
  }
  rememberLanguageCookie(lang);
}

/** The visitor's remembered choice (not the URL's, not the browser's), or null. */
export function storedLanguage(): Lang | null {
  try {
    return asLang(window.localStorage.getItem(LANG_KEY));
  } catch {
    return null;
  }
}

/** Tells the server the visitor's choice (a year; sent only to this site's pages). */
export function rememberLanguageCookie(lang: Lang): void {
  try {
    document.cookie = `${LANG_COOKIE}=${lang}; path=/public; max-age=31536000; SameSite=Lax`;
  } catch {
    /* no cookies: the server then follows the browser's languages */
  }
}

export const LOCALES: Record<Lang, string> = { gl: 'gl-ES', es: 'es-ES' };
