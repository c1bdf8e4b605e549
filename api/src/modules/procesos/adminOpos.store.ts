import type { Queryable } from '../../db/client.js';
import type { OpoRow } from '../../db/mappers.js';

/** What administrators read and change of competitions (opo) and bulletins (bop). */

const OPO_COLUMNS = 'uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado, tipo_edicto, motivo_clasificacion';
const ORDER = 'ORDER BY fecha_bop DESC, bop, organizacion, uuid';
const MAX_RESULTS = 500;

export async function findOpoByUuid(db: Queryable, uuid: string): Promise<OpoRow | null> {
  const [row] = await db.query<OpoRow>(`SELECT ${OPO_COLUMNS} FROM opo WHERE uuid = $1`, [uuid]);
  return row ?? null;
}

/** Competitions whose normalised text contains every word of the query. */
export async function searchOposByText(db: Queryable, words: string[]): Promise<OpoRow[]> {
  const params = words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const where = params.map((_, i) => `texto_normalizado LIKE $${i + 1}`).join(' AND ');
  return db.query<OpoRow>(`SELECT ${OPO_COLUMNS} FROM opo WHERE ${where || 'true'} ${ORDER} LIMIT ${MAX_RESULTS}`, params);
}

export async function searchOposByLabel(db: Queryable, etiqueta: string): Promise<OpoRow[]> {
  return db.query<OpoRow>(`SELECT ${OPO_COLUMNS} FROM opo WHERE etiquetas @> ARRAY[$1]::text[] ${ORDER} LIMIT ${MAX_RESULTS}`, [etiqueta]);
}

export async function updateOpo(
  db: Queryable,
  o: { uuid: string; organizacion: string; descripcion: string; urlDetalle: string; uuidProcesoSelectivo: string | null; verificado: boolean; textoNormalizado: string },
): Promise<OpoRow | null> {
  const [row] = await db.query<OpoRow>(
    `UPDATE opo SET organizacion = $2, descripcion = $3, url_detalle = $4, uuid_proceso_selectivo = $5, verificado = $6,
       texto_normalizado = $7, editado_admin = true, updated_at = now()
     WHERE uuid = $1 RETURNING ${OPO_COLUMNS}`,
    [o.uuid, o.organizacion, o.descripcion, o.urlDetalle, o.uuidProcesoSelectivo, o.verificado, o.textoNormalizado],
  );
  return row ?? null;
}

/** Links a competition to an offer (when an offer is created from it, or a phase names it). */
export async function linkOpoToProceso(db: Queryable, opoUuid: string, procesoUuid: string): Promise<void> {
  await db.query(
    `UPDATE opo SET uuid_proceso_selectivo = $2, editado_admin = true, updated_at = now()
     WHERE uuid = $1 AND uuid_proceso_selectivo IS DISTINCT FROM $2::uuid`,
    [opoUuid, procesoUuid],
  );
}

export async function procesoExists(db: Queryable, uuid: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM proceso_oposicion WHERE uuid = $1', [uuid])).length > 0;
}

export async function deleteOpo(db: Queryable, uuid: string): Promise<boolean> {
  return (await db.query('DELETE FROM opo WHERE uuid = $1 RETURNING uuid', [uuid])).length > 0;
}

export interface BopAdminRow {
  uuid: string;
  bop: string;
  fecha_bop: string;
  url: string;
  numero_opos: number;
}

/** Bulletins, newest first, with how many competitions each one holds. */
export async function listBops(db: Queryable, { offset, limit }: { offset: number; limit: number }): Promise<BopAdminRow[]> {
  return db.query<BopAdminRow>(
    `SELECT b.uuid, b.bop, b.fecha_bop, b.url,
       (SELECT count(*) FROM opo o WHERE o.bop_uuid = b.uuid OR (o.bop_uuid IS NULL AND o.bop = b.bop AND o.fecha_bop = b.fecha_bop)) AS numero_opos
     FROM bop b ORDER BY b.fecha_bop DESC, b.bop, b.uuid OFFSET $1 LIMIT $2`,
    [offset, limit],
  );
}

/** Deletes a bulletin and its competitions (offers and their phases are kept); null when it does not exist. */
export async function deleteBop(db: Queryable, uuid: string): Promise<{ opos: number } | null> {
  const [bop] = await db.query<{ bop: string; fecha_bop: string }>('SELECT bop, fecha_bop FROM bop WHERE uuid = $1 FOR UPDATE', [uuid]);
  if (!bop) return null;
  const opos = await db.query(
    'DELETE FROM opo WHERE bop_uuid = $1 OR (bop_uuid IS NULL AND bop = $2 AND fecha_bop = $3) RETURNING uuid',
    [uuid, bop.bop, bop.fecha_bop],
  );
  await db.query('DELETE FROM bop WHERE uuid = $1', [uuid]);
  return { opos: opos.length };
}
