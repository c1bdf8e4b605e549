import { distance } from 'fastest-levenshtein';
import { normalizeText } from '../text.js';

/**
 * "Did you mean" for a search that found nothing: the query with each unknown word replaced by the nearest known word
 * (labels' and bodies' words: a typo of one letter in a short word, two in a longer one), and the labels nearest to
 * the whole query. Candidates only; the caller keeps those that find something. Pure, no I/O.
 */
export function candidatasSuxestion(query: string, vocabulario: { frases: readonly string[] }): string[] {
  const q = normalizeText(query).replace(/[^\p{L}\p{N} ]+/gu, ' ').replace(/\s+/g, ' ').trim();
  if (!q) return [];
  const frases = [...new Set(vocabulario.frases.map((f) => f.trim()).filter(Boolean))];
  const words = new Map<string, string>();
  for (const f of frases) for (const w of normalizeText(f).split(/[^\p{L}\p{N}]+/u)) if (w.length >= 3) words.set(w, w);
  const tolerance = (w: string) => (w.length <= 4 ? 0 : w.length <= 6 ? 1 : 2);
  const out: string[] = [];
  // the whole query, word by word
  const corrected = q.split(' ').map((w) => {
    if (words.has(w) || tolerance(w) === 0) return w;
    let best = w;
    let bestD = tolerance(w) + 1;
    for (const v of words.keys()) {
      if (Math.abs(v.length - w.length) > tolerance(w)) continue;
      const d = distance(w, v);
      if (d < bestD) [best, bestD] = [v, d];
    }
    return best;
  }).join(' ');
  if (corrected !== q) out.push(corrected);
  // whole labels or bodies near the query
  const near = frases
    .map((f) => ({ f, d: distance(q, normalizeText(f)) }))
    .filter(({ f, d }) => d > 0 && d <= Math.max(1, Math.floor(normalizeText(f).length / 4)))
    .sort((a, b) => a.d - b.d)
    .map(({ f }) => f);
  out.push(...near);
  return [...new Set(out)].filter((s) => normalizeText(s) !== q).slice(0, 5);
}
