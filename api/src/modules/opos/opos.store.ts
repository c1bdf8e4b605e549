import type { Queryable } from '../../db/client.js';
import type { FeitosDoTexto } from 'shared/contract';
import type { OpoRow } from '../../db/mappers.js';
import { tsqueryParts } from './opoSearchText.js';
import { likePattern } from '../../db/likePattern.js';

const OPO_COLUMNS = 'uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado, tipo_edicto';
const ORDER = 'ORDER BY fecha_bop DESC, bop, organizacion, uuid';

export interface OpoFilter {
  desde?: string;
  hasta?: string;
  fecha?: string;
  bop?: string;
  soloVerificadas: boolean;
}

/** Competitions by date window, date, or date + bulletin. */
export async function findOpos(db: Queryable, f: OpoFilter): Promise<OpoRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length}`));
  };
  if (f.soloVerificadas) where.push('verificado');
  if (f.fecha) add('fecha_bop = ?', f.fecha);
  if (f.desde) add('fecha_bop >= ?', f.desde);
  if (f.hasta) add('fecha_bop <= ?', f.hasta);
  if (f.bop) add('bop = ?', f.bop);
  // The administration's lists also carry the classifier's kind and reason (the review queue shows them).
  const columns = f.soloVerificadas ? OPO_COLUMNS : `${OPO_COLUMNS}, motivo_clasificacion`;
  const sql = `SELECT ${columns} FROM opo ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ${ORDER} LIMIT 2000`;
  return db.query<OpoRow>(sql, params);
}

/** Public text search: the limit keeps a common term cheap (no count, no unbounded sort). */
export const TEXT_SEARCH_LIMIT = 100;
/**
 * Ranking is bounded: each candidate set (full-text matches, substring matches of the phrase) contributes at most its
 * newest TEXT_SEARCH_CANDIDATES rows, and only those are ranked. A common word ("concello") thus costs a walk down
 * the date index, not a ts_rank of half the table.
 */
export const TEXT_SEARCH_CANDIDATES = 100;
/**
 * How many times the rows it expects a walk may read before it is judged by what it found (`walkAgain`, then the
 * rarest part's index): some room for words that go together a little less than the estimate assumes.
 */
export const WALK_FACTOR = 3;


/** What one search looks for: a full-text query in both languages and the phrases whose substring ranks first. */
export interface SearchPlan {
  /** `to_tsquery('simple', …)` text, or null when only substrings are searched. */
  tsquery: string | null;
  /** Normalised phrases (the query, and the same in the other language), matched as substrings. */
  phrases: readonly string[];
}

/**
 * A table searched by a stored full-text vector, verified rows only: its key (a competition's uuid), its vector, and
 * two partial indexes on `verificado`, a GIN one on the vector and one on (fecha_bop DESC, key).
 */
export interface FullTextSource {
  table: string;
  key: string;
  vector: string;
}
/** The titles: organisation, description, bulletin and labels (`opo.texto_tsv`, migration 090_search). */
export const TITLES: FullTextSource = { table: 'opo', key: 'uuid', vector: 'texto_tsv' };
/** Title and body together, once the body is read (`texto_busca.tsv`, migration 130_busca_textos). */
export const BODIES: FullTextSource = { table: 'texto_busca', key: 'opo_uuid', vector: 'tsv' };

/**
 * What a search looks for in a source: the check a walk makes on each row it reads (written so that no index takes
 * it as its condition) and the condition an index answers (its rows are checked too). Values are named `{name}` in
 * them, and bound as parameters in each statement (`bind`).
 */
export interface Condition {
  check: string;
  indexed: string;
  values: Record<string, unknown>;
}

/** A statement with `{name}` values as numbered parameters, each once, in order of first use. */
function bind(sql: string, values: Record<string, unknown>): { sql: string; params: unknown[] } {
  const names: string[] = [];
  const text = sql.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (!(name in values)) throw new Error(`no value for {${name}}`);
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return { sql: text, params: names.map((n) => values[n]) };
}

/**
 * The full-text query: every part checked on each row (`ts_match_vq`, a function call, not the indexed `@@`), the
 * rarest part alone through the GIN index.
 */
export const fullTextCondition = (s: FullTextSource, tsquery: string, rarest: string): Condition => ({
  check: `ts_match_vq(${s.vector}, to_tsquery('simple', {query}))`,
  indexed: `${s.vector} @@ to_tsquery('simple', {rarest})`,
  values: { query: tsquery, rarest },
});

/** A whole phrase as a substring of the titles' searchable text: checked on each row, or through the trigram index. */
export const phraseCondition = (like: string): Condition => ({ check: 'texto_normalizado LIKE {like}', indexed: 'texto_normalizado LIKE {like}', values: { like } });

/**
 * The walk: at most `walk` rows, newest first, after the first `offset` (a walk that goes on from where an earlier one
 * stopped: the rows it skips are read through the date index but not checked), each checked; at most `limit` matches,
 * newest first.
 */
export function walkSql(s: FullTextSource, c: Condition, excluded: readonly string[], limit: number, walk: number, offset = 0, also?: Condition): { sql: string; params: unknown[] } {
  return bind(`SELECT ${s.key} AS uuid${also ? `, (${also.check}) AS also` : ''} FROM (
        SELECT * FROM ${s.table} WHERE verificado ORDER BY fecha_bop DESC, ${s.key}${offset ? ` OFFSET ${offset}` : ''} LIMIT ${walk}
      ) AS newest WHERE ${c.check} AND ${s.key} <> ALL({excluded}::uuid[]) ORDER BY fecha_bop DESC, ${s.key} LIMIT ${limit}`,
  { ...c.values, ...also?.values, excluded: [...excluded] });
}

/**
 * Through the index: the rows of the indexed condition, checked; newest first, at most `limit`, each with how many
 * there are in all (`matched`). The matches are a materialized set, sorted afterwards: ordered that way, the date
 * index could serve the ORDER BY and the planner would walk it (a walk whose length nothing bounds) rather than read
 * the index. With `also` (a narrower condition, such as the whole phrase of the query's words), the same set's newest
 * `alsoLimit` rows meeting it follow, marked `parte = 'also'`: every row meeting both, read once.
 */
export function indexSql(s: FullTextSource, c: Condition, excluded: readonly string[], limit: number, also?: Condition, alsoLimit = limit): { sql: string; params: unknown[] } {
  const matches = `WITH matches AS MATERIALIZED (
        SELECT ${s.key} AS uuid, fecha_bop${also ? `, (${also.check}) AS also` : ''} FROM ${s.table} WHERE verificado AND ${c.indexed} AND ${c.check} AND ${s.key} <> ALL({excluded}::uuid[]))`;
  if (!also) return bind(`${matches} SELECT uuid, count(*) OVER ()::int AS matched FROM matches ORDER BY fecha_bop DESC, uuid LIMIT ${limit}`, { ...c.values, excluded: [...excluded] });
  return bind(`${matches}
      (SELECT uuid, also, count(*) OVER ()::int AS matched, 'main' AS parte FROM matches ORDER BY fecha_bop DESC, uuid LIMIT ${limit})
      UNION ALL
      (SELECT uuid, also, 0, 'also' FROM matches WHERE also ORDER BY fecha_bop DESC, uuid LIMIT ${alsoLimit})`,
  { ...c.values, ...also.values, excluded: [...excluded] });
}

interface PlanNode { 'Node Type': string; 'Plan Rows': number; Plans?: PlanNode[] }

/**
 * The planner's estimates, from the table's statistics (nothing is read): verified rows, and those matching each part.
 * Each branch is under a LIMIT that never bounds anything, so that its node reports its whole estimate even when
 * the planner would scan it in parallel (the rows of a parallel node are those of one worker).
 */
export async function estimateMatches(db: Queryable, s: FullTextSource, parts: readonly string[]): Promise<{ total: number; partes: number[] }> {
  const branch = (where: string) => `(SELECT ${s.key} FROM ${s.table} WHERE verificado${where} LIMIT ${2 ** 31 - 1})`;
  const branches = [branch(''), ...parts.map((_p, i) => branch(` AND ${s.vector} @@ to_tsquery('simple', $${i + 1})`))];
  const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${branches.join(' UNION ALL ')}`, [...parts]);
  const raw = row['QUERY PLAN'];
  let [{ Plan: plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  while (plan['Node Type'] !== 'Append' && plan.Plans?.length === 1) plan = plan.Plans[0];
  const rows = (plan.Plans ?? []).map((c) => Math.max(1, c['Plan Rows']));
  if (rows.length !== branches.length) throw new Error(`estimateMatches: ${rows.length} estimates for ${branches.length} branches`);
  return { total: rows[0], partes: rows.slice(1) };
}

/**
 * What a row costs the index path against a walked one: the walk reads the newest rows in the order of their index,
 * the index path rows from anywhere in the table.
 */
export const INDEX_ROW_COST = 2;

/**
 * Whether to walk first, and how far: when the walk is expected to cost less than reading the `rarest` rows the index
 * gives (so about √(limit × total) rows at most either way). The walk expects limit ÷ share rows (the parts of the
 * query go together, as the words of one phrase do); WALK_FACTOR times that bounds it when they do not, and so does
 * what the index would cost (INDEX_ROW_COST × rarest): a walk that finds too little never costs more than the index
 * path after it. Null: no walk.
 */
export function chooseWalk(total: number, rarest: number, limit: number): number | null {
  const expected = (limit * total) / rarest;
  return expected < INDEX_ROW_COST * rarest ? Math.ceil(Math.min(total, WALK_FACTOR * expected, INDEX_ROW_COST * rarest)) : null;
}

/**
 * After a walk of `walked` rows that found `found` (< limit) matches: how far the walk should reach in all, from the
 * share it found, when that costs less than the rarest part's rows (`rarest`); null when the index should take over
 * (nothing found, or too little). The walk goes on from where it stopped (`walkSql`'s offset).
 */
export function walkAgain(found: number, walked: number, limit: number, total: number, rarest: number): number | null {
  if (found === 0 || walked >= total) return null;
  const needed = (walked * limit) / found;
  return needed < INDEX_ROW_COST * rarest ? Math.ceil(Math.min(total, 1.25 * needed)) : null;
}

/**
 * What a bounded search found, and how many rows it judges to meet its condition (see `newestRows`); with `also`, the
 * rows found meeting that condition too, and whether they hold all its newest `limit` (`complete`).
 */
export interface Found<T> {
  rows: T[];
  matches: number;
  also?: { rows: T[]; complete: boolean };
}

/**
 * What the caller wants of the keys a statement finds (`newestRows`): a statement around them (`keys`, whose values
 * take the first `used` parameters), with values of its own (`params`, bound from `$used + 1` on).
 */
export interface Select {
  sql: (keys: string, used: number) => string;
  params?: unknown[];
}

/**
 * The newest `limit` verified rows of `s` meeting `c`, not in `excluded`, newest first, for at most `rarest` rows
 * through the index out of `total`: a walk down the date index that checks every row and stops at the limit (cheap
 * when matches are common), walked on once as far as the share it found asks (`walkAgain`); or the index, its rows
 * checked (cheap when they are few). A walk that stops short read every newer row: the index finds the older ones.
 * Neither reads the whole table for a rare condition, nor all the matches of a common one. `select` turns the
 * statement of the keys into what the caller wants of them (in the same order, or its own). Also returns how many rows
 * meet `c`: exact when the index path ran (it reads them all), else the share a walk found times the table, else
 * `rarest` (a narrower condition, such as a phrase of these words, is judged by it: `searchOposByText`).
 * With `also` (a condition only rows meeting `c` meet): the rows found meeting both (the walk's, then the index's
 * newest `limit`; newest first when `select` keeps the order), `complete` when the index path ran (the walk's window
 * and the index's set hold every row meeting `c`, so these hold the newest `limit` meeting both).
 */
export async function newestRows<T extends { uuid: string }>(
  db: Queryable, s: FullTextSource, c: Condition, excluded: readonly string[], limit: number,
  { total, rarest, select, also }: { total: number; rarest: number; select?: Select; also?: Condition },
): Promise<Found<T>> {
  if (limit <= 0) return { rows: [], matches: rarest, ...(also ? { also: { rows: [], complete: false } } : {}) };
  type Row = T & { also?: boolean; matched?: unknown; parte?: string };
  const run = ({ sql, params }: { sql: string; params: unknown[] }) =>
    db.query<Row>(select ? select.sql(sql, params.length) : sql, [...params, ...(select?.params ?? [])]);
  const walk = chooseWalk(total, rarest, limit);
  let found: Row[] = [];
  // The share of matches is known from a walk that read all its rows (one that stopped at the limit read fewer).
  let share = rarest;
  if (walk !== null) {
    found = await run(walkSql(s, c, excluded, limit, walk, 0, also));
    const again = found.length < limit ? walkAgain(found.length, walk, limit, total, rarest) : null;
    if (found.length < limit) share = Math.min(rarest, Math.ceil((found.length / walk) * total));
    if (again !== null) {
      const more = await run(walkSql(s, c, excluded, limit - found.length, again - walk, walk, also));
      found = [...found, ...more];
      if (found.length < limit) share = Math.min(rarest, Math.ceil((found.length / again) * total));
    }
  }
  const alsoRows = found.filter((r) => r.also === true);
  let complete = false;
  if (found.length < limit) {
    const walked = found.length;
    const result = await run(indexSql(s, c, [...excluded, ...found.map((r) => r.uuid)], limit - found.length, also, limit - alsoRows.length));
    const indexed = result.filter((r) => r.parte !== 'also');
    found = [...found, ...indexed];
    // Every match was counted.
    const matched = indexed[0]?.matched;
    if (typeof matched === 'number') share = walked + matched;
    // (the walk's rows are newer than every row the index adds: it read all the rows of its window)
    alsoRows.push(...result.filter((r) => r.parte === 'also'));
    complete = true;
  }
  const plain = (r: Row) => {
    const { also: _a, matched: _m, parte: _p, ...row } = r;
    return row as unknown as T;
  };
  const rows = found.map(plain);
  return {
    rows,
    matches: rows.length < limit ? rows.length : Math.max(limit, share),
    ...(also ? { also: { rows: alsoRows.map(plain), complete } } : {}),
  };
}

/**
 * The newest `limit` verified rows of `s` matching the full-text query, not in `excluded`. The query is the AND of
 * parts (`tsqueryParts`: each word in all its forms); the statistics (`estimateMatches`) give each part's rows, and
 * the rarest part is the index's condition, however common the others are (their postings are never read); every row
 * is checked against the whole query, its rarest parts first (a row is checked part by part, left first, until one
 * fails). The plan does not depend on the planner guessing how the words go together. Also returns the estimates.
 */
export async function newestMatches<T extends { uuid: string } = { uuid: string }>(
  db: Queryable, s: FullTextSource, tsquery: string, excluded: readonly string[], limit: number, select?: Select, also?: Condition,
): Promise<Found<T> & { total: number; rarest: number }> {
  const positive = tsqueryParts(tsquery).filter((p) => !p.startsWith('!'));
  if (!positive.length) return { rows: [], matches: 0, total: 0, rarest: 0 };
  const { total, partes } = await estimateMatches(db, s, positive);
  const order = positive.map((p, i) => ({ p, rows: partes[i] })).sort((a, b) => a.rows - b.rows);
  const checked = [...order.map((x) => x.p), ...tsqueryParts(tsquery).filter((p) => p.startsWith('!'))].join(' & ');
  const rarest = order[0].rows;
  const found = await newestRows<T>(db, s, fullTextCondition(s, checked, order[0].p), excluded, limit, { total, rarest, select, also });
  return { ...found, total, rarest };
}

/** The competition's columns read from `o`. */
const O_COLUMNS = OPO_COLUMNS.split(', ').map((c) => `o.${c}`).join(', ');

/**
 * How a title candidate ranks (`rank`, higher first): whole-phrase matches (the query, or the same in the other
 * language) 2, organisation matches 1, plus the full-text rank; ties go to the newest, then the key (`byRank`). The
 * expression reads the candidate's row as `o`; its values are numbered by `p`.
 */
export function rankTerms(plan: SearchPlan): { values: unknown[]; sql: (p: (i: number) => string) => string } {
  const phrases = plan.phrases.filter((t) => t.trim().length >= 3);
  const values: unknown[] = [];
  const tsquery = plan.tsquery ? values.push(plan.tsquery) - 1 : -1;
  const likes = phrases.map((t) => values.push(likePattern(t)) - 1);
  return {
    values,
    sql: (p) => {
      const any = (column: string) => (likes.length ? likes.map((i) => `${column} LIKE ${p(i)}`).join(' OR ') : 'false');
      return `(CASE WHEN ${any('o.texto_normalizado')} THEN 2 ELSE 0 END)
      + (CASE WHEN ${any('lower(unaccent(o.organizacion))')} THEN 1 ELSE 0 END)
      ${tsquery >= 0 ? `+ ts_rank(o.texto_tsv, to_tsquery('simple', ${p(tsquery)}))` : ''}`;
    },
  };
}

type Dated = { fecha_bop: string; uuid: string };
/** Newest first, then by key: `ORDER BY fecha_bop DESC, uuid` as the database sorts it. */
const byNewest = (a: Dated, b: Dated): number =>
  (a.fecha_bop < b.fecha_bop ? 1 : a.fecha_bop > b.fecha_bop ? -1 : 0) || (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0);

/** The order of `rankTerms` as the database sorts it: rank descending, then newest, then key. */
export function byRank(a: Dated & { rank: unknown }, b: Dated & { rank: unknown }): number {
  return Number(b.rank) - Number(a.rank) || byNewest(a, b);
}

/** Ranks the title candidates (`candidates`: keys) by `rankTerms`, best first, at most TEXT_SEARCH_LIMIT. */
export function textSearchSql(plan: SearchPlan, candidates: readonly string[]): { sql: string; params: unknown[] } {
  const rank = rankTerms(plan);
  const sql = `
    SELECT ${O_COLUMNS}, ${rank.sql((i) => `$${i + 2}`)} AS rank
    FROM opo o WHERE o.uuid = ANY($1::uuid[]) AND o.verificado
    ORDER BY rank DESC, o.fecha_bop DESC, o.uuid
    LIMIT ${TEXT_SEARCH_LIMIT}`;
  return { sql, params: [[...candidates], ...rank.values] };
}

/**
 * The competitions of the keys a statement finds, each with its rank (`rankTerms`), read in the same statement: what
 * the title search asks of its candidate statements (`newestRows`' `select`).
 */
function withRank(plan: SearchPlan): Select {
  const rank = rankTerms(plan);
  const columns = OPO_COLUMNS.split(', ').filter((c) => c !== 'uuid').map((c) => `o.${c}`).join(', ');
  return {
    sql: (keys, used) => `SELECT k.*, ${columns}, ${rank.sql((i) => `$${used + 1 + i}`)} AS rank
      FROM (${keys}) AS k JOIN opo o ON o.uuid = k.uuid`,
    params: rank.values,
  };
}

/**
 * Text search. The title candidates: the newest TEXT_SEARCH_CANDIDATES full-text matches (`newestMatches` on
 * TITLES), and, for a query of several words (or one with no full-text query) whose full-text matches are more than
 * that, the newest matches of the query as a whole phrase (`phraseCondition`, phrases of 3 characters or more): marked
 * by the full-text search among the rows it reads, which are all of them when it goes through the index, else found
 * the same bounded way (a phrase is no commoner than the titles holding all its words); the other-language phrases
 * hold words the full-text set already has: they only rank (`textSearchSql`). Then, when the title matches are fewer
 * than TEXT_SEARCH_LIMIT, the competitions found through title and body together (`newestMatches` on BODIES), newest first, up to the limit: a title match always
 * comes before a body-only one, and a word that fills the list from the titles never reads a body.
 */
export async function searchOposByText(db: Queryable, plan: SearchPlan): Promise<OpoRow[]> {
  const phrases = plan.phrases.filter((t) => t.trim().length >= 3);
  // Letters the index does not hold as words and too short for a substring ("ড়"): nothing can match.
  if (!plan.tsquery && !phrases.length) return [];
  const wantsPhrase = phrases.length > 0 && (!plan.tsquery || /\s/.test(phrases[0]));
  const phrase = wantsPhrase ? phraseCondition(likePattern(phrases[0])) : undefined;
  // Every title holding the phrase holds its words (but for a phrase inside a longer word; and none is excluded, "!"):
  // the full-text search marks the phrase's titles among those it reads, and when it reads them all (its index path)
  // they are the phrase's newest, with no search of their own.
  const marks = plan.tsquery !== null && !tsqueryParts(plan.tsquery).some((p) => p.startsWith('!')) ? phrase : undefined;
  if (!plan.tsquery) {
    // Only a phrase: its newest matches, ranked.
    const found = await newestRows(db, TITLES, phrase!, [], TEXT_SEARCH_CANDIDATES, { total: 1, rarest: 1 });
    const ranked = textSearchSql(plan, found.rows.map((r) => r.uuid));
    return found.rows.length ? db.query<OpoRow>(ranked.sql, ranked.params) : [];
  }
  // The candidates come with their rows and rank (`withRank`), and are ranked here.
  type Ranked = OpoRow & { rank: unknown };
  const select = withRank(plan);
  const fullText = await newestMatches<Ranked>(db, TITLES, plan.tsquery, [], TEXT_SEARCH_CANDIDATES, select, marks);
  const candidates = new Map(fullText.rows.map((r) => [r.uuid, r]));
  // A full-text set smaller than its bound holds every title match, and so (but for a phrase inside a longer word)
  // every title holding the phrase: the phrase then only ranks, and is not looked for again.
  if (phrase && fullText.rows.length >= TEXT_SEARCH_CANDIDATES) {
    let phraseRows: Ranked[];
    if (fullText.also?.complete) {
      // (the newest of those marked: the walk's and the index's, in the order of no statement once ranked)
      phraseRows = [...fullText.also.rows].sort(byNewest).slice(0, TEXT_SEARCH_CANDIDATES);
    } else {
      // A phrase of these words is no commoner than the titles holding them all (`matches`), however common each word
      // is; and as common among them as among the newest the full-text search read and marked (one more of each, so
      // that none marked is not taken for none at all).
      const share = fullText.also ? (fullText.also.rows.length + 1) / (fullText.rows.length + 1) : 1;
      const rarest = Math.max(1, Math.ceil(share * fullText.matches));
      phraseRows = (await newestRows<Ranked>(db, TITLES, phrase, [], TEXT_SEARCH_CANDIDATES, { total: fullText.total, rarest, select })).rows;
    }
    for (const r of phraseRows) candidates.set(r.uuid, r);
  }
  const titles = [...candidates.values()].sort(byRank).slice(0, TEXT_SEARCH_LIMIT);
  if (titles.length >= TEXT_SEARCH_LIMIT) return titles;
  // The competitions of the keys found, newest first as found (texto_busca keeps each competition's date).
  const asOpos = (keys: string) => `SELECT ${O_COLUMNS}
    FROM (${keys}) AS k JOIN opo o ON o.uuid = k.uuid ORDER BY o.fecha_bop DESC, o.uuid`;
  const bodies = await newestMatches<OpoRow>(db, BODIES, plan.tsquery, titles.map((t) => t.uuid), TEXT_SEARCH_LIMIT - titles.length, { sql: asOpos });
  return [...titles, ...bodies.rows];
}

/** Verified competitions carrying any of these labels (GIN index on `etiquetas`), newest first. */
export async function findOposByEtiqueta(db: Queryable, etiquetas: string | readonly string[]): Promise<OpoRow[]> {
  return db.query<OpoRow>(
    `SELECT ${OPO_COLUMNS} FROM opo WHERE verificado AND etiquetas && $1::text[] ${ORDER} LIMIT 500`,
    [typeof etiquetas === 'string' ? [etiquetas] : [...etiquetas]],
  );
}

/** Every public label: those of the label rules and those used by verified competitions or shown offers. */
export async function findPublicEtiquetas(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ etiqueta: string }>(
    `SELECT etiqueta FROM etiqueta_regla
     UNION SELECT unnest(etiquetas) FROM opo WHERE verificado
     UNION SELECT unnest(etiquetas) FROM proceso_oposicion WHERE proceso_mostrable`,
  );
  return rows.map((r) => r.etiqueta).filter((e) => e.trim() !== '');
}

/** The shown process of a competition as the lists use it: link, headline, deadline, and (issue 22) the facts they filter by. */
export interface ProcesoDaOpoRow {
  url_amigable_proceso: string;
  titulo_proceso: string;
  proceso_automatico: boolean;
  edictos_proceso: number;
  prazo_ultimo_dia: string | null;
  grupo: string | null;
  grupos: string[] | null;
  nivel_titulacion: string | null;
  tipo_persoal: string | null;
  quendas: string[] | null;
  bolsa: boolean | null;
  prazas: number | null;
  feitos: FeitosDoTexto | null;
}

/** The shown process of each of these competitions (issue 13): the card links to it and shows its deadline and facts. */
export async function findProcesosOfOpos(db: Queryable, uuids: string[]): Promise<Map<string, ProcesoDaOpoRow>> {
  if (!uuids.length) return new Map();
  const rows = await db.query<ProcesoDaOpoRow & { uuid: string }>(
    `SELECT o.uuid, p.url_amigable AS url_amigable_proceso, p.titulo AS titulo_proceso, p.automatico AS proceso_automatico, p.prazo_ultimo_dia::text AS prazo_ultimo_dia,
       (SELECT count(*)::int FROM fase f WHERE f.proceso_uuid = p.uuid) AS edictos_proceso,
       p.grupo, p.grupos, p.nivel_titulacion, p.tipo_persoal, p.quendas, p.bolsa, p.prazas, p.feitos
     FROM opo o JOIN proceso_oposicion p ON p.uuid = o.uuid_proceso_selectivo AND p.proceso_mostrable
     WHERE o.uuid = ANY($1::uuid[])`,
    [uuids],
  );
  return new Map(rows.map(({ uuid, ...r }) => [uuid, r]));
}

/** The names of the bodies of the newest verified competitions (the vocabulary of search suggestions). */
export async function findPublicOrganizacions(db: Queryable, limit = 1000): Promise<string[]> {
  const rows = await db.query<{ organizacion: string }>(
    `SELECT organizacion FROM (SELECT organizacion, max(fecha_bop) AS f FROM opo WHERE verificado GROUP BY organizacion) o ORDER BY f DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.organizacion);
}
