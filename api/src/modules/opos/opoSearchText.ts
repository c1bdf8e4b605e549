import { normalizeText } from '../../text.js';

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
 * The alternative forms a normalised query is searched with, the query itself first. Today only the query; an
 * expansion (gl/es synonyms: "concello" ↔ "ayuntamiento") returns more terms here, and the search SQL
 * (`textSearchSql`) already matches and ranks any of them.
 */
export function searchTerms(q: string): string[] {
  return [q];
}
