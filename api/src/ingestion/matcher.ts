import { AhoCorasick } from './ahoCorasick.js';
import { foldNormalizedCodesInto, foldText, partialRulePatterns } from '../domain/tesauro.js';
import { normalizeIntoCodes, normalizeText } from '../text.js';

/** A search filter (DECISIONS.md 10): per bulletin, first match by ascending priority decides. */
export interface FilterRule {
  uuid?: string;
  bop: string;
  textoBusqueda: string;
  prioridad: number;
  indexable: boolean;
}

/**
 * A label rule (DECISIONS.md 11): adds `etiqueta` when the text contains `textoBusqueda` (compared lower-cased,
 * accents ignored), with `comprobarCadenaCompleta` only as a whole word or phrase. Both are also compared in the
 * thesaurus' folded form (domain/tesauro.ts), so one Galician rule finds the Spanish, feminine and plural forms
 * ("bombeiro" finds "Bomberas"). A partial rule (comprobarCadenaCompleta false) matches part of a word: in the text as
 * published ("nombramien" finds "nombramiento") and in its folded form (`partialRulePatterns`: "nombramien" also
 * finds "nomeamento", "nomeamen" finds "nombramiento").
 */
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
 * Compiles the filters and the partial label rules into one Aho–Corasick automaton and the label rules into another:
 * each edict's titles are scanned once for all filters and partial rules (accent- and case-insensitively, as
 * normalizeText sees them; the body's name too when there are partial rules) and its folded text once for all labels
 * (the thesaurus' form, so gl/es, gender and plural forms meet).
 */
export function compileRules(filters: FilterRule[], labels: LabelRule[]) {
  const group = <E>(pairs: [string, E][]) => {
    const byPattern = new Map<string, E[]>();
    for (const [key, entry] of pairs) {
      if (!key) continue; // an empty rule would match everything
      const list = byPattern.get(key);
      if (list) list.push(entry);
      else byPattern.set(key, [entry]);
    }
    const patterns = [...byPattern.keys()];
    return { patterns, entries: patterns.map((p) => byPattern.get(p)!), automaton: patterns.length ? new AhoCorasick(patterns) : null };
  };
  const sortedFilters = [...filters].sort((a, b) => a.prioridad - b.prioridad || a.textoBusqueda.localeCompare(b.textoBusqueda));
  // Filters compare the plain text (DECISIONS.md 10), and so do partial label rules (as SPEC's rule reads): one
  // automaton for both, so the titles are scanned once. Labels compare the folded text of the thesaurus too.
  type PlainEntry = { filter: { rule: FilterRule; order: number } } | { label: LabelRule };
  const plainSet = group<PlainEntry>([
    ...sortedFilters.map((rule, order): [string, PlainEntry] => [normalizeText(rule.textoBusqueda), { filter: { rule, order } }]),
    ...labels.filter((rule) => !rule.comprobarCadenaCompleta).map((rule): [string, PlainEntry] => [normalizeText(rule.textoBusqueda), { label: rule }]),
  ]);
  const labelSet = group(labels.flatMap((rule): [string, LabelRule][] =>
    (rule.comprobarCadenaCompleta ? [foldText(rule.textoBusqueda)] : partialRulePatterns(rule.textoBusqueda)).map((p) => [p, rule])));
  const partialLabels = labels.some((rule) => !rule.comprobarCadenaCompleta);

  // Per pattern, what a match of it does, in arrays read without a test of the entry's kind: the filters (by their
  // order), the labels (by a number per label name), and for the folded set whether the rule wants whole words.
  const etiquetas: string[] = [];
  const etiquetaId = new Map<string, number>();
  const idOf = (rule: LabelRule) => {
    let id = etiquetaId.get(rule.etiqueta);
    if (id === undefined) etiquetaId.set(rule.etiqueta, (id = etiquetas.push(rule.etiqueta) - 1));
    return id;
  };
  const plainFilters = plainSet.entries.map((list) => list.flatMap((e) => ('filter' in e ? [e.filter] : [])));
  const plainLabels = plainSet.entries.map((list) => list.flatMap((e) => ('label' in e ? [{ id: idOf(e.label), prioridad: e.label.prioridad }] : [])));
  const foldedLabels = labelSet.entries.map((list) => list.map((rule) => ({ id: idOf(rule), prioridad: rule.prioridad, whole: rule.comprobarCadenaCompleta })));
  // One classification at a time (JavaScript runs one at a time): the labels found so far, reset after each.
  const seen = new Uint8Array(etiquetas.length);
  const priority = new Array<number>(etiquetas.length).fill(0);
  const found: number[] = [];
  let codes: Uint16Array = new Uint16Array(512);
  let folded: Uint16Array = new Uint16Array(512);
  let bop = '';
  let best: { rule: FilterRule; order: number } | null = null;

  const addLabel = (id: number, prioridad: number) => {
    if (!seen[id]) {
      seen[id] = 1;
      priority[id] = prioridad;
      found.push(id);
    } else if (prioridad < priority[id]) priority[id] = prioridad;
  };
  const onTitle = (pattern: number) => {
    for (const entry of plainFilters[pattern]) if (entry.rule.bop === bop && (best === null || entry.order < best.order)) best = entry;
    for (const l of plainLabels[pattern]) addLabel(l.id, l.prioridad);
  };
  // Filters only look at the titles (a body's name is no signal); partial label rules at the body's name too.
  const onBody = (pattern: number) => {
    for (const l of plainLabels[pattern]) addLabel(l.id, l.prioridad);
  };
  const onLabel = (pattern: number, before: number, after: number) => {
    for (const l of foldedLabels[pattern]) {
      if (l.whole && (isWordCode(before) || isWordCode(after))) continue;
      addLabel(l.id, l.prioridad);
    }
  };
  // The folded text of a part: a string (a body's name, kept by foldText) or code units (a long title).
  let foldedText = '';
  const onFoldedText = (pattern: number, start: number, end: number) =>
    onLabel(pattern, start > 0 ? foldedText.charCodeAt(start - 1) : -1, end < foldedText.length ? foldedText.charCodeAt(end) : -1);
  let foldedLength = 0;
  const onFoldedCodes = (pattern: number, start: number, end: number) =>
    onLabel(pattern, start > 0 ? folded[start - 1] : -1, end < foldedLength ? folded[end] : -1);
  const labelScan = (text: string) => {
    foldedText = text;
    labelSet.automaton!.scan(text, onFoldedText);
  };
  /** A part in normalizeText's form as code units (its length, or -1: then the caller reads the text itself). */
  const normalized = (text: string) => {
    if (codes.length < text.length) codes = new Uint16Array(text.length * 2);
    return normalizeIntoCodes(text, codes);
  };
  const title = (text: string) => {
    const length = normalized(text);
    if (plainSet.automaton) {
      if (length >= 0) plainSet.automaton.scanCodes(codes, length, onTitle);
      else plainSet.automaton.scanFolded(text, onTitle);
    }
    if (!labelSet.automaton) return;
    // A short text may repeat and is kept by foldText; a long one is folded from the code units just read.
    if (length >= 0 && text.length > 80) {
      ({ codes: folded, length: foldedLength } = foldNormalizedCodesInto(codes, length, folded));
      labelSet.automaton.scanCodes(folded, foldedLength, onFoldedCodes);
    } else labelScan(foldText(text));
  };

  return {
    patternCount: plainSet.patterns.length + labelSet.patterns.length,
    classify(edict: EdictText): Classification {
      bop = edict.bop;
      best = null;
      // Each part on its own, so no match spans two parts. A title is folded into code units once (normalizeText's
      // form): the plain automaton scans them, and the thesaurus folds its words from them.
      if (partialLabels && plainSet.automaton && edict.organizacion) {
        const length = normalized(edict.organizacion);
        if (length >= 0) plainSet.automaton.scanCodes(codes, length, onBody);
        else plainSet.automaton.scanFolded(edict.organizacion, onBody);
      }
      if (labelSet.automaton && edict.organizacion) labelScan(foldText(edict.organizacion));
      if (edict.titulo) title(edict.titulo);
      if (edict.tituloAlternativo) title(edict.tituloAlternativo);
      const filtro = (best as { rule: FilterRule } | null)?.rule ?? null;
      const labelsFound = found
        .sort((a, b) => priority[a] - priority[b] || etiquetas[a].localeCompare(etiquetas[b]))
        .map((id) => etiquetas[id]);
      for (const id of found) seen[id] = 0;
      found.length = 0;
      return { filtro, etiquetas: labelsFound };
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
    .map((rule) => ({ rule, p: foldText(rule.textoBusqueda) }))
    .filter((l) => l.p !== '' || !l.rule.comprobarCadenaCompleta)
    .map(({ rule, p }) => {
      if (!rule.comprobarCadenaCompleta) {
        const folded = partialRulePatterns(rule.textoBusqueda).filter(Boolean);
        const plain = normalizeText(rule.textoBusqueda);
        return { rule, test: (t: string, published: string) => folded.some((f) => t.includes(f)) || (plain !== '' && published.includes(plain)) };
      }
      const wholeWord = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(p)}(?![\\p{L}\\p{N}])`, 'u');
      return { rule, test: (t: string) => wholeWord.test(t) };
    });
  return {
    classify(edict: EdictText): Classification {
      const title = `${normalizeText(edict.titulo)}${SEPARATOR}${normalizeText(edict.tituloAlternativo ?? '')}`;
      const parts = [edict.organizacion, edict.titulo, edict.tituloAlternativo ?? ''];
      const text = parts.map(foldText).join(SEPARATOR);
      const published = parts.map(normalizeText).join(SEPARATOR);
      const filtro = sortedFilters.find((f) => f.rule.bop === edict.bop && title.includes(f.p))?.rule ?? null;
      const labelPriority = new Map<string, number>();
      for (const { rule, test } of labelRules) {
        if (!test(text, published)) continue;
        const seen = labelPriority.get(rule.etiqueta);
        if (seen === undefined || rule.prioridad < seen) labelPriority.set(rule.etiqueta, rule.prioridad);
      }
      const etiquetas = [...labelPriority.entries()].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).map(([e]) => e);
      return { filtro, etiquetas };
    },
  };
}
