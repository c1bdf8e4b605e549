import AhoCorasick from 'modern-ahocorasick';
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
      const org = normalizeText(edict.organizacion);
      const text = [org, normalizeText(edict.titulo), normalizeText(edict.tituloAlternativo ?? '')].join(SEPARATOR);
      const titleStart = org.length + SEPARATOR.length;
      let best: { rule: FilterRule; order: number } | null = null;
      const labelPriority = new Map<string, number>();
      if (automaton) {
        for (const hit of automaton.search(text)) {
          for (const entry of entries[hit.patternIndex]) {
            if (entry.kind === 'filter') {
              if (hit.start < titleStart || entry.rule.bop !== edict.bop) continue;
              if (!best || entry.order < best.order) best = entry;
            } else {
              const rule = entry.rule;
              if (rule.comprobarCadenaCompleta && (WORD.test(text.charAt(hit.start - 1)) || WORD.test(text.charAt(hit.end)))) continue;
              const seen = labelPriority.get(rule.etiqueta);
              if (seen === undefined || rule.prioridad < seen) labelPriority.set(rule.etiqueta, rule.prioridad);
            }
          }
        }
      }
      const etiquetas = [...labelPriority.entries()].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).map(([e]) => e);
      return { filtro: best?.rule ?? null, etiquetas };
    },
  };
}

export type CompiledRules = ReturnType<typeof compileRules>;

/** The same decisions, rule by rule (the baseline the benchmark compares against). */
export function classifyNaively(filters: FilterRule[], labels: LabelRule[], edict: EdictText): Classification {
  const org = normalizeText(edict.organizacion);
  const title = `${normalizeText(edict.titulo)}${SEPARATOR}${normalizeText(edict.tituloAlternativo ?? '')}`;
  const text = `${org}${SEPARATOR}${title}`;
  const sortedFilters = [...filters].sort((a, b) => a.prioridad - b.prioridad || a.textoBusqueda.localeCompare(b.textoBusqueda));
  const filtro = sortedFilters.find((f) => f.bop === edict.bop && normalizeText(f.textoBusqueda) !== '' && title.includes(normalizeText(f.textoBusqueda))) ?? null;
  const labelPriority = new Map<string, number>();
  for (const rule of labels) {
    const p = normalizeText(rule.textoBusqueda);
    if (!p) continue;
    let at = text.indexOf(p);
    let ok = false;
    while (at >= 0 && !ok) {
      ok = !rule.comprobarCadenaCompleta || (!WORD.test(text.charAt(at - 1)) && !WORD.test(text.charAt(at + p.length)));
      at = text.indexOf(p, at + 1);
    }
    if (ok) {
      const seen = labelPriority.get(rule.etiqueta);
      if (seen === undefined || rule.prioridad < seen) labelPriority.set(rule.etiqueta, rule.prioridad);
    }
  }
  const etiquetas = [...labelPriority.entries()].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).map(([e]) => e);
  return { filtro, etiquetas };
}
