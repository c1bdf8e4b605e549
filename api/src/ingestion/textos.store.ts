import type { Queryable } from '../db/client.js';
import { TITULO_XENERICO_MOTIVO } from '../domain/clasificador.js';

export type EstadoTexto = 'ok' | 'pendente' | 'erro';

/** A body waiting to be fetched (or re-validated), with what the fetcher needs from its edict. */
export interface TextoPorLer {
  opo_uuid: string;
  bop: string;
  fecha_bop: string;
  id_fuente: string;
  url_detalle: string;
  url_pdf: string | null;
  titulo: string;
  organizacion: string;
  tipo_edicto: string;
  estado: EstadoTexto;
  intentos: number;
  sha256: string | null;
  etag: string | null;
  last_modified: string | null;
}

/**
 * Every competition found from an edict gets its body row (pending), published or waiting for review; `fecha` limits
 * it to one bulletin date. Rows already there are kept. Returns how many were added.
 */
export async function enfilarTextos(db: Queryable, agora: Date, fecha?: string): Promise<number> {
  const rows = await db.query(
    `INSERT INTO texto_edicto (opo_uuid, edicto_uuid, bop, fecha_bop, seguinte_intento, creado, actualizado)
     SELECT o.uuid, o.edicto_uuid, o.bop, o.fecha_bop, $2, $2, $2 FROM opo o
     WHERE o.edicto_uuid IS NOT NULL AND ($1::date IS NULL OR o.fecha_bop = $1::date)
     ON CONFLICT (opo_uuid) DO NOTHING RETURNING opo_uuid`,
    [fecha ?? null, agora],
  );
  return rows.length;
}

const COLUMNAS = `t.opo_uuid, t.bop, t.fecha_bop::text AS fecha_bop, e.id_fuente, e.url_detalle, e.url_pdf, e.titulo, e.organizacion,
  o.tipo_edicto, t.estado, t.intentos, t.sha256, t.etag, t.last_modified`;

/**
 * Claims the due pending bodies (those of `fecha` only, when given) for `executor` until `leaseAta`: a body another
 * worker holds is skipped (SKIP LOCKED), one whose worker died is claimed again once its lease ran out.
 */
export async function reclamarTextos(db: Queryable, o: { executor: string; agora: Date; leaseAta: Date; limite: number; fecha?: string }): Promise<TextoPorLer[]> {
  const claimed = await db.query<{ opo_uuid: string }>(
    `UPDATE texto_edicto SET lease_ata = $2, executor = $1
     WHERE opo_uuid IN (
       SELECT opo_uuid FROM texto_edicto
       WHERE estado = 'pendente' AND seguinte_intento <= $3 AND (lease_ata IS NULL OR lease_ata < $3)
         AND ($5::date IS NULL OR fecha_bop = $5::date)
       ORDER BY seguinte_intento, opo_uuid LIMIT $4 FOR UPDATE SKIP LOCKED)
     RETURNING opo_uuid`,
    [o.executor, o.leaseAta, o.agora, o.limite, o.fecha ?? null],
  );
  if (!claimed.length) return [];
  return db.query<TextoPorLer>(
    `SELECT ${COLUMNAS} FROM texto_edicto t JOIN opo o ON o.uuid = t.opo_uuid JOIN edicto e ON e.uuid = o.edicto_uuid
     WHERE t.opo_uuid = ANY($1::uuid[]) ORDER BY t.bop, e.orden`,
    [claimed.map((c) => c.opo_uuid)],
  );
}

/** A stopping worker gives back the bodies it still holds, so another server may fetch them at once. */
export async function soltarTextos(db: Queryable, executor: string): Promise<number> {
  const rows = await db.query(
    `UPDATE texto_edicto SET lease_ata = NULL, executor = NULL WHERE executor = $1 AND estado = 'pendente' AND lease_ata IS NOT NULL RETURNING opo_uuid`,
    [executor],
  );
  return rows.length;
}

/** The stored bodies of a date (to re-validate them with conditional requests). */
export const textosGardadosDe = (db: Queryable, fecha: string) =>
  db.query<TextoPorLer>(
    `SELECT ${COLUMNAS} FROM texto_edicto t JOIN opo o ON o.uuid = t.opo_uuid JOIN edicto e ON e.uuid = o.edicto_uuid
     WHERE t.fecha_bop = $1::date AND t.estado = 'ok' ORDER BY t.bop, e.orden`,
    [fecha],
  );

export interface TextoLido {
  url: string;
  formato: 'html' | 'pdf' | 'xml';
  texto: string;
  sha256: string;
  etag: string | null;
  lastModified: string | null;
}

/**
 * Stores a body read. A text with the hash already stored is not written again (nor are its facts cleared): only when
 * it was read and its validators change.
 */
export async function gardarTexto(db: Queryable, opoUuid: string, t: TextoLido, agora: Date): Promise<void> {
  await db.query(
    `UPDATE texto_edicto SET url = $2, formato = $3,
       texto = CASE WHEN sha256 IS DISTINCT FROM $5 THEN $4 ELSE texto END,
       feitos = CASE WHEN sha256 IS DISTINCT FROM $5 THEN NULL ELSE feitos END,
       sha256 = $5, etag = $6, last_modified = $7, lido_en = $8, estado = 'ok', ultimo_erro = '',
       lease_ata = NULL, executor = NULL, actualizado = $8
     WHERE opo_uuid = $1`,
    [opoUuid, t.url, t.formato, t.texto, t.sha256, t.etag, t.lastModified, agora],
  );
}

/** A conditional request answered 304: the stored body stands; only when it was checked changes. */
export async function confirmarTexto(db: Queryable, opoUuid: string, agora: Date): Promise<void> {
  await db.query(`UPDATE texto_edicto SET lido_en = $2, lease_ata = NULL, executor = NULL, actualizado = $2 WHERE opo_uuid = $1`, [opoUuid, agora]);
}

/**
 * A fetch that failed: one more attempt counted, the next one after `seguinte` (back-off), or `erro` once the
 * attempts are used up. A stored body being re-validated keeps its text and state.
 */
export async function rexistrarFallo(db: Queryable, opoUuid: string, o: { erro: string; seguinte: Date; esgotado: boolean; agora: Date }): Promise<void> {
  await db.query(
    `UPDATE texto_edicto SET intentos = intentos + 1, ultimo_erro = $2, seguinte_intento = $3,
       estado = CASE WHEN estado = 'ok' THEN 'ok' WHEN $4 THEN 'erro' ELSE 'pendente' END,
       lease_ata = NULL, executor = NULL, actualizado = $5
     WHERE opo_uuid = $1`,
    [opoUuid, o.erro.slice(0, 2000), o.seguinte, o.esgotado, o.agora],
  );
}

/** The facts read from a stored body (JSON), or null when they could not be read. */
/** The facts read from a body, with the version of the rules that read them (null: read again at the next round). */
export async function gardarFeitos(db: Queryable, opoUuid: string, feitos: unknown, agora: Date, version: string | null): Promise<void> {
  await db.query(`UPDATE texto_edicto SET feitos = $2::jsonb, feitos_lidos_en = $3, feitos_version = $4 WHERE opo_uuid = $1`,
    [opoUuid, feitos === null ? null : JSON.stringify(feitos), agora, version]);
}

/** A stored body whose facts were read by other rules than `version`, with what reading them (and its kind) needs. */
export interface TextoConFeitosVellos {
  opo_uuid: string;
  bop: string;
  fecha_bop: string;
  titulo: string;
  titulo_alternativo: string;
  organizacion: string;
  seccion: string;
  tipo_edicto: string;
  /** An administrator made the edict their own (edited it, linked it, named it in a phase): its kind stays. */
  curada: boolean;
  texto: string;
}

/**
 * An edict an administrator made their own: edited (or verified) it, linked it to a process, confirmed or moved its
 * link, or named it in a phase they added. The analysis and the grouping leave such an edict as it is (analyze.ts,
 * `oposParaAgrupar`), and so does the reading again of its kind.
 */
const CURADA = `(o.editado_admin OR (o.uuid_proceso_selectivo IS NOT NULL AND NOT o.ligazon_automatica)
  OR EXISTS (SELECT 1 FROM fase f WHERE f.opo_uuid = o.uuid AND NOT f.automatica))`;

/** Up to `limite` stored bodies whose facts were read by other rules than `version` (or none), oldest reading first. */
export const textosConFeitosVellos = (db: Queryable, version: string, limite: number) =>
  db.query<TextoConFeitosVellos>(
    `SELECT t.opo_uuid, t.bop, t.fecha_bop::text AS fecha_bop, e.titulo, COALESCE(e.titulo_alternativo, '') AS titulo_alternativo,
       e.organizacion, COALESCE(e.seccion, '') AS seccion, o.tipo_edicto, ${CURADA} AS curada, t.texto
     FROM texto_edicto t JOIN opo o ON o.uuid = t.opo_uuid JOIN edicto e ON e.uuid = o.edicto_uuid
     WHERE t.estado = 'ok' AND t.texto IS NOT NULL AND t.feitos_version IS DISTINCT FROM $1
     ORDER BY t.feitos_lidos_en NULLS FIRST, t.opo_uuid LIMIT $2`,
    [version, limite],
  );

/**
 * The kind newer rules read for an edict replaces the one stored (`de`), unless an administrator made the edict
 * their own meanwhile or its kind changed since it was read. Only the kind: its decision and visibility stay.
 * True when it changed.
 */
export async function cambiarTipoRelido(db: Queryable, opoUuid: string, de: string, a: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE opo o SET tipo_edicto = $3, updated_at = now() WHERE o.uuid = $1 AND o.tipo_edicto = $2 AND NOT ${CURADA} RETURNING o.uuid`,
    [opoUuid, de, a],
  );
  return rows.length > 0;
}

/** Bodies an administrator asked to retry: failed ones become due again, with their attempts counted from zero. */
export async function reactivarFallidos(db: Queryable, agora: Date, fecha?: string): Promise<number> {
  const rows = await db.query(
    `UPDATE texto_edicto SET estado = 'pendente', intentos = 0, seguinte_intento = $1
     WHERE estado <> 'ok' AND ($2::date IS NULL OR fecha_bop = $2::date) RETURNING opo_uuid`,
    [agora, fecha ?? null],
  );
  return rows.length;
}

// ---- shared documents (BOP Lugo's day PDF) ------------------------------------------------------------------------------

export interface DocumentoGardado {
  url: string;
  texto: string;
  sha256: string;
  etag: string | null;
  last_modified: string | null;
}

export async function documentoGardado(db: Queryable, url: string): Promise<DocumentoGardado | null> {
  const [row] = await db.query<DocumentoGardado>('SELECT url, texto, sha256, etag, last_modified FROM texto_documento WHERE url = $1', [url]);
  return row ?? null;
}

export async function gardarDocumento(db: Queryable, d: DocumentoGardado & { formato: string }, agora: Date): Promise<void> {
  await db.query(
    `INSERT INTO texto_documento (url, formato, texto, sha256, etag, last_modified, lido_en) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (url) DO UPDATE SET formato = EXCLUDED.formato, texto = EXCLUDED.texto, sha256 = EXCLUDED.sha256, etag = EXCLUDED.etag,
       last_modified = EXCLUDED.last_modified, lido_en = EXCLUDED.lido_en`,
    [d.url, d.formato, d.texto, d.sha256, d.etag, d.last_modified, agora],
  );
}

/** The stored bodies of these edicts (those read so far), by edict: their first `max` characters. */
export async function textosDosEdictos(db: Queryable, edictos: string[], max: number): Promise<Map<string, string>> {
  if (!edictos.length) return new Map();
  const rows = await db.query<{ edicto_uuid: string; texto: string }>(
    'SELECT edicto_uuid, left(texto, $2) AS texto FROM texto_edicto WHERE edicto_uuid = ANY($1::uuid[]) AND texto IS NOT NULL',
    [edictos, max],
  );
  return new Map(rows.map((r) => [r.edicto_uuid, r.texto]));
}

/** Whether a competition of the date was kept for its body because its title decides nothing ("Edicto", "Anuncio"). */
export async function hayTitulosXenericos(db: Queryable, fecha: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM opo o JOIN texto_edicto t ON t.opo_uuid = o.uuid
     WHERE o.fecha_bop = $1::date AND t.texto IS NOT NULL AND o.motivo_clasificacion LIKE $2 LIMIT 1`,
    [fecha, `${TITULO_XENERICO_MOTIVO}%`],
  );
  return rows.length > 0;
}
