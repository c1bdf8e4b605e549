import type { Queryable } from '../../db/client.js';
import type { OpoRow } from '../../db/mappers.js';

const OPO_COLUMNS = 'uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado';
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
  const columns = f.soloVerificadas ? OPO_COLUMNS : `${OPO_COLUMNS}, tipo_edicto, motivo_clasificacion`;
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

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Verified competitions whose searchable text matches any of `terms` (alternative forms of one query, already
 * normalised: the query itself first, then any expansions such as gl/es synonyms): every word of a term (full-text
 * index on the stored `texto_tsv`) or a whole term as a substring (trigram index, terms of 3 characters or more).
 * The candidate sets are a UNION of index-backed subqueries, never an OR the planner cannot split. Best first:
 * whole-term matches, then organisation matches, then full-text rank, then newest.
 */
export function textSearchSql(terms: string | readonly string[]): { sql: string; params: unknown[] } {
  const list = (typeof terms === 'string' ? [terms] : [...terms]).filter((t) => t.trim() !== '');
  if (list.length === 0) throw new Error('textSearchSql needs at least one term');
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const tsquery = list.map((t) => `websearch_to_tsquery('simple', ${param(t)})`).join(' || ');
  const likes = list.filter((t) => t.length >= 3).map((t) => param(likePattern(t)));
  const newest = `ORDER BY fecha_bop DESC, uuid LIMIT ${TEXT_SEARCH_CANDIDATES}`;
  const candidates = [
    `(SELECT uuid FROM opo WHERE verificado AND texto_tsv @@ (${tsquery}) ${newest})`,
    ...likes.map((p) => `(SELECT uuid FROM opo WHERE verificado AND texto_normalizado LIKE ${p} ${newest})`),
  ];
  const any = (column: string) => (likes.length ? likes.map((p) => `${column} LIKE ${p}`).join(' OR ') : 'false');
  const sql = `
    SELECT ${OPO_COLUMNS},
      (CASE WHEN ${any('o.texto_normalizado')} THEN 2 ELSE 0 END)
      + (CASE WHEN ${any('lower(unaccent(o.organizacion))')} THEN 1 ELSE 0 END)
      + ts_rank(o.texto_tsv, ${tsquery}) AS rank
    FROM (${candidates.join('\n      UNION ')}) AS c
    JOIN opo o USING (uuid)
    ORDER BY rank DESC, o.fecha_bop DESC, o.uuid
    LIMIT ${TEXT_SEARCH_LIMIT}`;
  return { sql, params };
}

export async function searchOposByText(db: Queryable, terms: string | readonly string[]): Promise<OpoRow[]> {
  const { sql, params } = textSearchSql(terms);
  return db.query<OpoRow>(sql, params);
}

/** Verified competitions carrying a label (GIN index on `etiquetas`), newest first. */
export async function findOposByEtiqueta(db: Queryable, etiqueta: string): Promise<OpoRow[]> {
  return db.query<OpoRow>(
    `SELECT ${OPO_COLUMNS} FROM opo WHERE verificado AND etiquetas @> ARRAY[$1]::text[] ${ORDER} LIMIT 500`,
    [etiqueta],
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

/** The shown process of each of these competitions (issue 13): the card links to it and shows its deadline. */
export async function findProcesosOfOpos(db: Queryable, uuids: string[]): Promise<Map<string, { url_amigable_proceso: string; titulo_proceso: string; proceso_automatico: boolean; edictos_proceso: number; prazo_ultimo_dia: string | null }>> {
  if (!uuids.length) return new Map();
  const rows = await db.query<{ uuid: string; url_amigable_proceso: string; titulo_proceso: string; proceso_automatico: boolean; edictos_proceso: number; prazo_ultimo_dia: string | null }>(
    `SELECT o.uuid, p.url_amigable AS url_amigable_proceso, p.titulo AS titulo_proceso, p.automatico AS proceso_automatico, p.prazo_ultimo_dia::text AS prazo_ultimo_dia,
       (SELECT count(*)::int FROM fase f WHERE f.proceso_uuid = p.uuid) AS edictos_proceso
     FROM opo o JOIN proceso_oposicion p ON p.uuid = o.uuid_proceso_selectivo AND p.proceso_mostrable
     WHERE o.uuid = ANY($1::uuid[])`,
    [uuids],
  );
  return new Map(rows.map(({ uuid, ...r }) => [uuid, r]));
}
