/**
 * The language of an answer: Spanish when the request's Accept-Language prefers it to Galician, Galician otherwise
 * (the site's default). Only these two exist; other languages in the header are skipped.
 */
export type Lang = 'gl' | 'es';

export function requestLang(acceptLanguage: string | string[] | undefined): Lang {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  if (!header || header.length > 1000) return 'gl';
  let best: { lang: Lang; q: number } | null = null;
  for (const part of header.split(',').slice(0, 30)) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const lang: Lang | null = tag === 'gl' || tag.startsWith('gl-') ? 'gl' : tag === 'es' || tag.startsWith('es-') ? 'es' : null;
    if (!lang) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang, q };
  }
  return best?.lang ?? 'gl';
}

/** A text in both languages. */
export type Texts = Record<Lang, string>;
