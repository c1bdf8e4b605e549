import type { Queryable } from '../../db/client.js';
import type { OpoRow } from '../../db/mappers.js';

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

export async function searchOposByText(db: Queryable, plan: SearchPlan): Promise<OpoRow[]> {
  // Letters the index does not hold as words and too short for a substring ("ড়"): nothing can match.
  if (!plan.tsquery && !plan.phrases.some((t) => t.trim().length >= 3)) return [];
  const { sql, params } = textSearchSql(plan);
  return db.query<OpoRow>(sql, params);
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
