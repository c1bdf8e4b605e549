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
  const sql = `SELECT ${OPO_COLUMNS} FROM opo ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ${ORDER} LIMIT 2000`;
  return db.query<OpoRow>(sql, params);
}

/** Public text search: the limit keeps a common term cheap (no count, no unbounded sort). */
export const TEXT_SEARCH_LIMIT = 100;

/**
 * Verified competitions whose searchable text matches `q` (already normalised): every word of it (full-text
 * index) or the whole phrase as a substring (trigram index, only from 3 characters). Best first: phrase matches,
 * then organisation matches, then full-text rank, then newest.
 */
export function textSearchSql(q: string): { sql: string; params: unknown[] } {
  const like = q.length >= 3 ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const sql = `
    SELECT ${OPO_COLUMNS},
      (CASE WHEN $2::text IS NOT NULL AND texto_normalizado LIKE $2 THEN 2 ELSE 0 END)
      + (CASE WHEN $2::text IS NOT NULL AND lower(unaccent(organizacion)) LIKE $2 THEN 1 ELSE 0 END)
      + ts_rank(to_tsvector('simple', texto_normalizado), websearch_to_tsquery('simple', $1)) AS rank
    FROM opo
    WHERE verificado
      AND (to_tsvector('simple', texto_normalizado) @@ websearch_to_tsquery('simple', $1)
           OR ($2::text IS NOT NULL AND texto_normalizado LIKE $2))
    ORDER BY rank DESC, fecha_bop DESC, uuid
    LIMIT ${TEXT_SEARCH_LIMIT}`;
  return { sql, params: [q, like] };
}

export async function searchOposByText(db: Queryable, q: string): Promise<OpoRow[]> {
  const { sql, params } = textSearchSql(q);
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
