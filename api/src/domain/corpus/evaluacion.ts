import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { defaultLabelRules } from '../../ingestion/defaults.js';
import { compileRules } from '../../ingestion/matcher.js';
import { isGalicianBoeItem } from '../organismos.js';
import { classifyEdict, type Clasificacion, type TipoEdicto } from '../clasificador.js';

/** One hand-labelled edict of the corpus (see README.md beside this file). */
export interface CorpusItem {
  titulo: string;
  tituloAlternativo?: string;
  organizacion: string;
  seccion?: string;
  departamento?: string;
  lingua: 'gl' | 'es';
  emprego: boolean;
  galego?: boolean;
  tipo: TipoEdicto;
  etiquetas: string[];
}

/** The file of each source, and the bulletin name the product gives it. */
export const CORPUS_FILES: Record<string, string> = {
  'bop-coruna.json': 'BOP A Coruña', 'bop-lugo.json': 'BOP Lugo', 'bop-ourense.json': 'BOP Ourense',
  'bop-pontevedra.json': 'BOP Pontevedra', 'boe.json': 'BOE', 'dog.json': 'DOG',
};

/** The folder of the corpus files, from the sources (tests) or from the build (npm run eval). */
export function corpusDir(): string {
  return fileURLToPath(new URL('.', import.meta.url)).replace(/([\\/])dist([\\/]domain[\\/]corpus[\\/]?)$/, '$1src$2');
}

export function loadCorpus(dir = corpusDir()): Map<string, CorpusItem[]> {
  const out = new Map<string, CorpusItem[]>();
  for (const file of readdirSync(dir).filter((f) => f in CORPUS_FILES).sort()) {
    out.set(CORPUS_FILES[file], JSON.parse(readFileSync(join(dir, file), 'utf8')) as CorpusItem[]);
  }
  return out;
}

/** The held-out set (holdout/dificiles.json): hard cases written separately, each item naming its bulletin. */
export function loadHoldout(dir = corpusDir()): Map<string, CorpusItem[]> {
  const items = JSON.parse(readFileSync(join(dir, 'holdout', 'dificiles.json'), 'utf8')) as (CorpusItem & { bop: string })[];
  const out = new Map<string, CorpusItem[]>();
  for (const item of items) out.set(item.bop, [...(out.get(item.bop) ?? []), item]);
  return out;
}

export interface Score {
  items: number;
  /** Jobs of Galician bodies: what a perfect reader would create. */
  relevant: number;
  created: number;
  published: number;
  tpCreated: number;
  tpPublished: number;
  precision: number;
  recall: number;
  precisionPublished: number;
  labels: { expected: number; given: number; correct: number; precision: number; recall: number };
}

export interface Mistake { bop: string; item: CorpusItem; got: Clasificacion; created: boolean }

export interface Evaluation {
  perSource: Map<string, Score>;
  overall: Score;
  /** expected kind → predicted kind → count, over every item. */
  confusion: Map<string, Map<string, number>>;
  mistakes: Mistake[];
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
const emptyScore = (): Score => ({ items: 0, relevant: 0, created: 0, published: 0, tpCreated: 0, tpPublished: 0, precision: 1, recall: 1, precisionPublished: 1,
  labels: { expected: 0, given: 0, correct: 0, precision: 1, recall: 1 } });

function finish(s: Score): Score {
  s.precision = ratio(s.tpCreated, s.created);
  s.recall = ratio(s.tpCreated, s.relevant);
  s.precisionPublished = ratio(s.tpPublished, s.published);
  s.labels.precision = ratio(s.labels.correct, s.labels.given);
  s.labels.recall = ratio(s.labels.correct, s.labels.expected);
  return s;
}

function add(to: Score, from: Score) {
  for (const k of ['items', 'relevant', 'created', 'published', 'tpCreated', 'tpPublished'] as const) to[k] += from[k];
  for (const k of ['expected', 'given', 'correct'] as const) to.labels[k] += from.labels[k];
}

/**
 * Classifies every item as ingestion does (in the BOE, only Galician bodies are kept) with the default label rules,
 * and scores it: a competition is "created" when published or sent to review.
 */
export function evaluate(corpus: Map<string, CorpusItem[]>): Evaluation {
  const labelRules = compileRules([], defaultLabelRules());
  const perSource = new Map<string, Score>();
  const overall = emptyScore();
  const confusion = new Map<string, Map<string, number>>();
  const mistakes: Mistake[] = [];
  for (const [bop, items] of corpus) {
    const score = emptyScore();
    for (const item of items) {
      const got = classifyEdict({ bop, titulo: item.titulo, tituloAlternativo: item.tituloAlternativo, organizacion: item.organizacion, seccion: item.seccion });
      const kept = bop !== 'BOE' || isGalicianBoeItem(item.departamento ?? '', item.titulo);
      const relevant = item.emprego && item.galego !== false;
      const created = kept && got.decision !== 'descartar';
      const published = kept && got.decision === 'publicar';
      score.items += 1;
      if (relevant) score.relevant += 1;
      if (created) score.created += 1;
      if (published) score.published += 1;
      if (created && relevant) score.tpCreated += 1;
      if (published && relevant) score.tpPublished += 1;
      if (created !== relevant || (created && got.decision === 'revisar')) mistakes.push({ bop, item, got, created });
      const row = confusion.get(item.tipo) ?? new Map<string, number>();
      confusion.set(item.tipo, row);
      row.set(got.tipo, (row.get(got.tipo) ?? 0) + 1);
      if (relevant && created) {
        const given = new Set(labelRules.classify({ bop, titulo: item.titulo, tituloAlternativo: item.tituloAlternativo, organizacion: item.organizacion }).etiquetas);
        const expected = new Set(item.etiquetas);
        score.labels.expected += expected.size;
        score.labels.given += given.size;
        score.labels.correct += [...given].filter((l) => expected.has(l)).length;
      }
    }
    perSource.set(bop, finish(score));
    add(overall, score);
  }
  return { perSource, overall: finish(overall), confusion, mistakes };
}
