import { searchPhrases, searchTsQuery } from '../../domain/tesauro.js';
import { normalizeText } from '../../text.js';
import type { SearchPlan } from './opos.store.js';

/**
 * The searchable text of a competition (`opo.texto_normalizado`): organisation, description, bulletin and labels,
 * lower-cased without accents. Writers of `opo` may set it with this; a trigger (migration 060_public) computes the
 * same value on every insert and update anyway, so the column is never stale.
 */
export function opoSearchText(opo: { organizacion: string; descripcion: string; bop: string; etiquetas: readonly string[] }): string {
  return normalizeText([opo.organizacion, opo.descripcion, opo.bop, ...opo.etiquetas].join(' '));
}

/** A search text as the index holds it; `null` when nothing searchable is left (only spaces or punctuation). */
export function searchQuery(text: string): string | null {
  const q = normalizeText(text);
  return /[\p{L}\p{N}]/u.test(q) ? q : null;
}

/**
 * What a normalised query is searched with: every word in any of its Galician and Spanish forms (the thesaurus of
 * the domain: gl/es equivalents, place-name variants, body names, abbreviations, plural and feminine), and the whole
 * query as a phrase in both languages. "bombero" and "bombeiro" find the same competitions.
 */
export function searchPlan(q: string): SearchPlan {
  return { tsquery: searchTsQuery(q), phrases: searchPhrases(q) };
}

/**
 * The parts a full-text query is the AND of (`searchTsQuery` joins them with " & "): each word in all its forms, and
 * "!word" for a word the query excludes. Parentheses group the forms of one word, so only the top level is split.
 */
export function tsqueryParts(tsquery: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of tsquery) {
    if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    if (c === '&' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += c;
  }
  parts.push(current.trim());
  return parts.filter(Boolean);
}
