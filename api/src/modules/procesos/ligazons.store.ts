import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client.js';

/** The SQL of the administrator's decisions on links between edicts and processes (issue 13). */

export interface LigazonRow {
  uuid_opo: string;
  organizacion: string;
  descripcion: string;
  bop: string;
  fecha_bop: string;
  confianza: number | null;
  evidencias: string;
  uuid_proceso: string;
  titulo_proceso: string;
  url_amigable: string;
}

export const ligazonsRevisar = (db: Queryable) =>
  db.query<LigazonRow>(
    `SELECT o.uuid AS uuid_opo, o.organizacion, o.descripcion, o.bop, o.fecha_bop::text AS fecha_bop, o.ligazon_confianza AS confianza,
       o.ligazon_evidencias AS evidencias, p.uuid AS uuid_proceso, p.titulo AS titulo_proceso, p.url_amigable
     FROM opo o JOIN proceso_oposicion p ON p.uuid = o.uuid_proceso_selectivo
     WHERE o.ligazon_revisar ORDER BY o.fecha_bop DESC, o.uuid LIMIT 500`,
  );

export const procesoDaOpo = async (db: Queryable, uuidOpo: string) =>
  (await db.query<{ uuid_proceso_selectivo: string | null; descripcion: string; organizacion: string; bop: string; fecha_bop: string; tipo_edicto: string; url_detalle: string }>(
    'SELECT uuid_proceso_selectivo, descripcion, organizacion, bop, fecha_bop::text AS fecha_bop, tipo_edicto, url_detalle FROM opo WHERE uuid = $1 FOR UPDATE',
    [uuidOpo],
  ))[0] ?? null;

export const procesoExiste = async (db: Queryable, uuid: string) =>
  (await db.query('SELECT 1 FROM proceso_oposicion WHERE uuid = $1', [uuid])).length > 0;

/** The administrator's decision: the link is theirs from now on (a new analysis leaves it as it is). */
export async function fixarLigazon(db: Queryable, uuidOpo: string, uuidProceso: string): Promise<void> {
  await db.query(
    `UPDATE opo SET uuid_proceso_selectivo = $2, ligazon_automatica = false, ligazon_revisar = false, editado_admin = true, updated_at = now()
     WHERE uuid = $1`,
    [uuidOpo, uuidProceso],
  );
  const [{ n }] = await db.query<{ n: number }>('SELECT COALESCE(MAX(orden), 0) + 1 AS n FROM fase WHERE proceso_uuid = $1', [uuidProceso]);
  const moved = await db.query(
    `UPDATE fase SET automatica = false, orden = CASE WHEN proceso_uuid = $2 THEN orden ELSE $3 END, proceso_uuid = $2 WHERE opo_uuid = $1 RETURNING uuid`,
    [uuidOpo, uuidProceso, Number(n)],
  );
  if (!moved.length) {
    await db.query(
      `INSERT INTO fase (uuid, proceso_uuid, titulo, orden, fecha_bop, url_detalle, opo_uuid, tipo_edicto, bop)
       SELECT $3, $2, o.descripcion, $4, o.fecha_bop, NULLIF(o.url_detalle, ''), o.uuid, o.tipo_edicto, o.bop FROM opo o WHERE o.uuid = $1`,
      [uuidOpo, uuidProceso, randomUUID(), Number(n)],
    );
  }
}

export async function crearProcesoSeparado(
  db: Queryable,
  p: { urlAmigable: string; organizacion: string; bop: string; titulo: string; descripcion: string; fecha: string; chaveCorpo: string; uuidOpo: string },
): Promise<string> {
  const uuid = randomUUID();
  await db.query(
    `INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, bop, titulo, descripcion, fecha_bop_inicio_proceso, uuid_opo_inicio, automatico, chave_corpo,
       proceso_mostrable, etiquetas)
     SELECT $1, $2, $3, $4, $5, $6, $7::date, $8::text, true, $9, o.verificado, '{}'::text[] FROM opo o WHERE o.uuid = $10::uuid`,
    [uuid, p.urlAmigable, p.organizacion, p.bop, p.titulo, p.descripcion, p.fecha, p.uuidOpo, p.chaveCorpo, p.uuidOpo],
  );
  return uuid;
}
