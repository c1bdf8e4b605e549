import { AhoCorasick } from './ahoCorasick.js';
import { normalizeText } from '../text.js';

/** A search filter (DECISIONS.md 10): per bulletin, first match by ascending priority decides. */
export interface FilterRule {
  uuid?: string;
  bop: string;
  textoBusqueda: string;
  prioridad: number;
  indexable: boolean;
}

/** A label rule (DECISIONS.md 11): adds `etiqueta` when the text contains `textoBusqueda` (optionally as a whole word). */
export interface LabelRule {
  etiqueta: string;
  textoBusqueda: string;
  prioridad: number;
  comprobarCadenaCompleta: boolean;
}

/** The texts of one edict the rules look at. */
export interface EdictText {
  bop: string;
  /** Filters look at the title(s) only: a body's name ("Consellería de Emprego") is no signal. */
  titulo: string;
  tituloAlternativo?: string;
  organizacion: string;
}

export interface Classification {
  /** The deciding filter, or null when no filter of the bulletin matches (not a competition). */
  filtro: FilterRule | null;
  /** Labels of the matching rules, by ascending priority. */
  etiquetas: string[];
}

type Entry = { kind: 'filter'; rule: FilterRule; order: number } | { kind: 'label'; rule: LabelRule; order: number };

/** Normalised parts are joined with a character no rule contains, so no match spans two parts. */
const SEPARATOR = ' \u0001 ';
const WORD = /[\p{L}\p{N}]/u;
/** Whether a (folded) code unit is part of a word: letters and digits; -1 (an edge) is not. */
function isWordCode(c: number): boolean {
  if (c < 0) return false;
  if (c < 0x80) return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
  return WORD.test(String.fromCharCode(c));
}

/**
 * Compiles every filter and label rule into one Aho–Corasick automaton: each edict's text is scanned once for
 * all rules, accent- and case-insensitively (both sides go through normalizeText).
 */
export function compileRules(filters: FilterRule[], labels: LabelRule[]) {
  const byPattern = new Map<string, Entry[]>();
  const add = (pattern: string, entry: Entry) => {
    const key = normalizeText(pattern);
    if (!key) return; // an empty rule would match everything
    const list = byPattern.get(key);
    if (list) list.push(entry);
    else byPattern.set(key, [entry]);
  };
  const sortedFilters = [...filters].sort((a, b) => a.prioridad - b.prioridad || a.textoBusqueda.localeCompare(b.textoBusqueda));
  sortedFilters.forEach((rule, order) => add(rule.textoBusqueda, { kind: 'filter', rule, order }));
  labels.forEach((rule, order) => add(rule.textoBusqueda, { kind: 'label', rule, order }));
  const patterns = [...byPattern.keys()];
  const entries = patterns.map((p) => byPattern.get(p)!);
  const automaton = patterns.length ? new AhoCorasick(patterns) : null;

  return {
    patternCount: patterns.length,
    classify(edict: EdictText): Classification {
      let best: { rule: FilterRule; order: number } | null = null;
      const labelPriority = new Map<string, number>();
      let part = 0;
      const onMatch = (pattern: number, before: number, after: number) => {
        for (const entry of entries[pattern]) {
          if (entry.kind === 'filter') {
            // Filters only look at the titles (parts 1 and 2), and only those of the edict's bulletin.
            if (part === 0 || entry.rule.bop !== edict.bop) continue;
            if (best === null || entry.order < best.order) best = entry;
          } else {
            const rule = entry.rule;
            if (rule.comprobarCadenaCompleta && (isWordCode(before) || isWordCode(after))) continue;
            const seen = labelPriority.get(rule.etiqueta);
            if (seen === undefined || rule.prioridad < seen) labelPriority.set(rule.etiqueta, rule.prioridad);
          }
        }
      };
      if (automaton) {
        // Each part on its own, so no match spans two parts.
        automaton.scanFolded(edict.organizacion, onMatch);
        part = 1;
        automaton.scanFolded(edict.titulo, onMatch);
        part = 2;
        if (edict.tituloAlternativo) automaton.scanFolded(edict.tituloAlternativo, onMatch);
      }
      const filtro = (best as { rule: FilterRule } | null)?.rule ?? null;
      const etiquetas = [...labelPriority.entries()].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).map(([e]) => e);
      return { filtro, etiquetas };
    },
  };
}

export type CompiledRules = ReturnType<typeof compileRules>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The same decisions, rule by rule (the baseline the benchmark compares against): each rule prepared once (a
 * substring test, or a regular expression for whole words), then every rule tried on every edict.
 */
export function compileNaively(filters: FilterRule[], labels: LabelRule[]) {
  const sortedFilters = [...filters]
    .sort((a, b) => a.prioridad - b.prioridad || a.textoBusqueda.localeCompare(b.textoBusqueda))
    .map((rule) => ({ rule, p: normalizeText(rule.textoBusqueda) }))
    .filter((f) => f.p !== '');
  const labelRules = labels
    .map((rule) => ({ rule, p: normalizeText(rule.textoBusqueda) }))
    .filter((l) => l.p !== '')
    .map(({ rule, p }) => {
      if (!rule.comprobarCadenaCompleta) return { rule, test: (t: string) => t.includes(p) };
      const wholeWord = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(p)}(?![\\p{L}\\p{N}])`, 'u');
      return { rule, test: (t: string) => wholeWord.test(t) };
    });
  return {
    classify(edict: EdictText): Classification {
      const org = normalizeText(edict.organizacion);
      const title = `${normalizeText(edict.titulo)}${SEPARATOR}${normalizeText(edict.tituloAlternativo ?? '')}`;
      const text = `${org}${SEPARATOR}${title}`;
      const filtro = sortedFilters.find((f) => f.rule.bop === edict.bop && title.includes(f.p))?.rule ?? null;
      const labelPriority = new Map<string, number>();
      for (const { rule, test } of labelRules) {
        if (!test(text)) continue;
        const seen = labelPriority.get(rule.etiqueta);
        if (seen === undefined || rule.prioridad < seen) labelPriority.set(rule.etiqueta, rule.prioridad);
      }
      const etiquetas = [...labelPriority.entries()].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).map(([e]) => e);
      return { filtro, etiquetas };
    },
  };
}
