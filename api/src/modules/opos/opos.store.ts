import type { Queryable } from '../../db/client.js';
import type { OpoRow } from '../../db/mappers.js';
import { tsqueryParts } from './opoSearchText.js';

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
 * Ranking is bounded: each candidate set (full-text matches, substring matches of each term) contributes at most its
 * newest TEXT_SEARCH_CANDIDATES rows, and only those are ranked. A common word ("concello") thus costs a walk down
 * the date index, not a ts_rank of half the table.
 */
export const TEXT_SEARCH_CANDIDATES = 100;
/** The newest full-text matches are first looked for among the rows of this many days before the newest one. */
export const TEXT_SEARCH_RECENT_DAYS = 365;

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What one search looks for: a full-text query in both languages and the phrases whose substring ranks first. */
export interface SearchPlan {
  /** `to_tsquery('simple', …)` text, or null when only substrings are searched. */
  tsquery: string | null;
  /** Normalised phrases (the query, and the same in the other language), matched as substrings. */
  phrases: readonly string[];
}

/**
 * Verified competitions whose searchable text matches the plan: every word in one of its forms (full-text index on
 * the stored `texto_tsv`, prefix terms) or a whole phrase as a substring (trigram index, phrases of 3 characters or
 * more). The candidate sets are a UNION of index-backed subqueries, never an OR the planner cannot split, each
 * bounded to its newest TEXT_SEARCH_CANDIDATES rows. Best first: whole-phrase matches, then organisation matches,
 * then full-text rank, then newest.
 */
export function textSearchSql(plan: SearchPlan): { sql: string; params: unknown[] } {
  const phrases = plan.phrases.filter((t) => t.trim().length >= 3);
  if (!plan.tsquery && phrases.length === 0) throw new Error('textSearchSql needs a query or a phrase');
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const tsquery = plan.tsquery ? `to_tsquery('simple', ${param(plan.tsquery)})` : null;
  const likes = phrases.map((t) => param(likePattern(t)));
  const newest = `ORDER BY fecha_bop DESC, uuid LIMIT ${TEXT_SEARCH_CANDIDATES}`;
  // Candidates: the full-text matches (every form of every word, word starts included), and, for a query of several
  // words, the newest matches of the query as a whole phrase (which rank first). The other-language phrases hold
  // words the full-text set already has: they only rank.
  // The newest full-text matches are looked for in the last year of the table first (the index of dates narrows the
  // rows read), and before it only for as many as the year lacks: the same rows as one unbounded search, without
  // reading every match of a common word.
  const wholePhrase = !tsquery || /\s/.test(phrases[0] ?? '');
  const since = `(SELECT max(fecha_bop) FROM opo) - ${TEXT_SEARCH_RECENT_DAYS}`;
  const recent = tsquery
    ? `WITH recent AS (SELECT uuid FROM opo WHERE verificado AND texto_tsv @@ ${tsquery} AND fecha_bop >= ${since} ${newest})`
    : '';
  const candidates = [
    ...(tsquery
      ? [`(SELECT uuid FROM recent
          UNION ALL (SELECT uuid FROM opo WHERE verificado AND texto_tsv @@ ${tsquery} AND fecha_bop < ${since}
            ORDER BY fecha_bop DESC, uuid LIMIT ${TEXT_SEARCH_CANDIDATES} - (SELECT count(*) FROM recent)))`]
      : []),
    ...(wholePhrase ? likes.slice(0, 1) : []).map((p) => `(SELECT uuid FROM opo WHERE verificado AND texto_normalizado LIKE ${p} ${newest})`),
  ];
  const any = (column: string) => (likes.length ? likes.map((p) => `${column} LIKE ${p}`).join(' OR ') : 'false');
  const sql = `${recent}
    SELECT ${OPO_COLUMNS},
      (CASE WHEN ${any('o.texto_normalizado')} THEN 2 ELSE 0 END)
      + (CASE WHEN ${any('lower(unaccent(o.organizacion))')} THEN 1 ELSE 0 END)
      ${tsquery ? `+ ts_rank(o.texto_tsv, ${tsquery})` : ''} AS rank
    FROM (${candidates.join('\n      UNION ')}) AS c
    JOIN opo o USING (uuid)
    ORDER BY rank DESC, o.fecha_bop DESC, o.uuid
    LIMIT ${TEXT_SEARCH_LIMIT}`;
  return { sql, params };
}

/**
 * Body search (`texto_busca`, migration 130_busca_textos: the words of each title and body together, verified rows
 * only). A query is the AND of parts (`tsqueryParts`: each word in all its forms); its cost is bounded by choosing,
 * from the database's own statistics (`estimateBodyMatches`), between two plans:
 *  - a walk down the date index, newest first, checking each row against the whole query, that stops at the limit:
 *    cheap when every part is common (about limit ÷ share of matching rows), and never longer than
 *    BODY_WALK_FACTOR times the rows expected;
 *  - the GIN index searched for the rarest part alone, the rows it gives checked against the whole query: cheap
 *    when a part is rare (its rows), whatever the other parts cost in the index.
 * The walk is chosen when it is expected to read fewer rows than the rarest part has; if it stops at its bound with
 * too few (words common apart but rare together), the rarest part's index finds the older ones.
 */
export const BODY_WALK_FACTOR = 4;

type BodyRow = { opo_uuid: string; fecha_bop: string };
const BODY_WHERE = `verificado AND opo_uuid <> ALL($2::uuid[])`;
/** The whole query, checked on each row read: a function call, so that no index takes it as its condition. */
const BODY_MATCH = `ts_match_vq(tsv, to_tsquery('simple', $1))`;

/** The walk: at most `walk` rows, newest first, each checked against the whole query; at most `limit` matches. */
export function bodyWalkSql(tsquery: string, excluded: readonly string[], limit: number, walk: number): { sql: string; params: unknown[] } {
  return {
    sql: `SELECT opo_uuid, fecha_bop::text AS fecha_bop FROM (
        SELECT opo_uuid, fecha_bop, tsv FROM texto_busca WHERE verificado ORDER BY fecha_bop DESC, opo_uuid LIMIT ${Math.ceil(walk)}
      ) AS newest WHERE ${BODY_MATCH} AND opo_uuid <> ALL($2::uuid[]) ORDER BY fecha_bop DESC, opo_uuid LIMIT ${limit}`,
    params: [tsquery, [...excluded]],
  };
}

/** The rarest part through the GIN index, its rows checked against the whole query; newest first, at most `limit`. */
export function bodyIndexSql(tsquery: string, rarest: string, excluded: readonly string[], limit: number): { sql: string; params: unknown[] } {
  return {
    sql: `SELECT opo_uuid, fecha_bop::text AS fecha_bop FROM texto_busca
      WHERE tsv @@ to_tsquery('simple', $3) AND ${BODY_MATCH} AND ${BODY_WHERE} ORDER BY fecha_bop DESC, opo_uuid LIMIT ${limit}`,
    params: [tsquery, [...excluded], rarest],
  };
}

/** The planner's estimates (no query runs): verified bodies in all, and those matching each part. */
export async function estimateBodyMatches(db: Queryable, parts: readonly string[]): Promise<{ total: number; partes: number[] }> {
  const branches = ['SELECT opo_uuid FROM texto_busca WHERE verificado',
    ...parts.map((_p, i) => `SELECT opo_uuid FROM texto_busca WHERE verificado AND tsv @@ to_tsquery('simple', $${i + 1})`)];
  const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${branches.join(' UNION ALL ')}`, [...parts]);
  const raw = row['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const children = plan[0].Plan['Node Type'] === 'Append' ? plan[0].Plan.Plans ?? [] : [plan[0].Plan];
  const rows = children.map((c) => Math.max(1, c['Plan Rows']));
  return { total: rows[0], partes: rows.slice(1) };
}
interface PlanNode { 'Node Type': string; 'Plan Rows': number; Plans?: PlanNode[] }

/**
 * The plan of a body search from the estimates: the rarest part (the index's condition), and the rows to walk first
 * (null: no walk) when the walk is expected to read fewer rows than the rarest part has, so never more than about
 * √(limit × total) rows either way. The walk expects limit ÷ share rows (the parts go together, as the words of one
 * phrase do); BODY_WALK_FACTOR times that bounds it when they do not.
 */
export function chooseBodyPlan(total: number, partes: readonly number[], limit: number): { rarestAt: number; walk: number | null } {
  const rarestAt = partes.indexOf(Math.min(...partes));
  const expected = (limit * total) / partes[rarestAt];
  return { rarestAt, walk: expected < partes[rarestAt] ? Math.ceil(Math.min(total, BODY_WALK_FACTOR * expected)) : null };
}

/**
 * Verified competitions matching the full-text query through their title and body, not in `excluded` (the title
 * matches already found), newest first, at most `limit`.
 */
export async function searchBodies(db: Queryable, tsquery: string, excluded: readonly string[], limit: number): Promise<OpoRow[]> {
  const positive = tsqueryParts(tsquery).filter((p) => !p.startsWith('!'));
  if (!positive.length || limit <= 0) return [];
  const { total, partes } = await estimateBodyMatches(db, positive);
  const { rarestAt, walk } = chooseBodyPlan(total, partes, limit);
  let found: BodyRow[] = [];
  if (walk !== null) {
    const w = bodyWalkSql(tsquery, excluded, limit, walk);
    found = await db.query<BodyRow>(w.sql, w.params);
  }
  // The walk read every row newer than where it stopped: what it lacks is older, and the rarest part's index finds it.
  if (found.length < limit) {
    const g = bodyIndexSql(tsquery, positive[rarestAt], [...excluded, ...found.map((r) => r.opo_uuid)], limit - found.length);
    found = [...found, ...(await db.query<BodyRow>(g.sql, g.params))];
  }
  if (!found.length) return [];
  const rows = await db.query<OpoRow>(`SELECT ${OPO_COLUMNS} FROM opo WHERE uuid = ANY($1::uuid[])`, [found.map((r) => r.opo_uuid)]);
  const byUuid = new Map(rows.map((r) => [r.uuid, r]));
  return found.map((r) => byUuid.get(r.opo_uuid)).filter((r): r is OpoRow => r !== undefined);
}

/**
 * Text search: the title matches first (`textSearchSql`, ranked), then, when they are fewer than TEXT_SEARCH_LIMIT,
 * the competitions found only through their body (`searchBodies`, newest first) up to the limit. A title match thus
 * always comes before a body-only one, and a word that fills the list from the titles never reads a body.
 */
export async function searchOposByText(db: Queryable, plan: SearchPlan): Promise<OpoRow[]> {
  // Letters the index does not hold as words and too short for a substring ("ড়"): nothing can match.
  if (!plan.tsquery && !plan.phrases.some((t) => t.trim().length >= 3)) return [];
  const { sql, params } = textSearchSql(plan);
  const titles = await db.query<OpoRow>(sql, params);
  if (!plan.tsquery || titles.length >= TEXT_SEARCH_LIMIT) return titles;
  return [...titles, ...(await searchBodies(db, plan.tsquery, titles.map((t) => t.uuid), TEXT_SEARCH_LIMIT - titles.length))];
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
  nivel_titulacion: string | null;
  tipo_persoal: string | null;
  quendas: string[] | null;
  bolsa: boolean | null;
  prazas: number | null;
}

/** The shown process of each of these competitions (issue 13): the card links to it and shows its deadline and facts. */
export async function findProcesosOfOpos(db: Queryable, uuids: string[]): Promise<Map<string, ProcesoDaOpoRow>> {
  if (!uuids.length) return new Map();
  const rows = await db.query<ProcesoDaOpoRow & { uuid: string }>(
    `SELECT o.uuid, p.url_amigable AS url_amigable_proceso, p.titulo AS titulo_proceso, p.automatico AS proceso_automatico, p.prazo_ultimo_dia::text AS prazo_ultimo_dia,
       (SELECT count(*)::int FROM fase f WHERE f.proceso_uuid = p.uuid) AS edictos_proceso,
       p.grupo, p.nivel_titulacion, p.tipo_persoal, p.quendas, p.bolsa, p.prazas
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
