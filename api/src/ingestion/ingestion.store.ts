import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/client.js';
import type { FilterRule, LabelRule } from './matcher.js';
import type { SourceEdict } from './sources/source.js';

/**
 * How reading one bulletin for one date went: ok; sen_boletin (no bulletin that day: Sunday, holiday; normal);
 * bloqueado (robots.txt); erro (network, unexpected answer); estructura_cambiada (the day exists but its page does
 * not look like a valid day of that bulletin: the traces say what was missing).
 */
export type LecturaEstado = 'ok' | 'sen_boletin' | 'bloqueado' | 'erro' | 'estructura_cambiada';

/** Outcomes an administrator must look at. */
export const LECTURA_FALLIDA: LecturaEstado[] = ['erro', 'estructura_cambiada', 'bloqueado'];

export interface EdictoRow {
  uuid: string;
  bop: string;
  id_fuente: string;
  fecha_bop: string;
  bop_uuid: string | null;
  seccion: string;
  organizacion: string;
  titulo: string;
  titulo_alternativo: string;
  url_detalle: string;
}

export interface LecturaRow {
  bop: string;
  fecha_bop: string;
  estado: LecturaEstado;
  numero: string | null;
  numero_edictos: number;
  trazas: string;
}

export interface OpoOfEdictRow {
  uuid: string;
  edicto_uuid: string;
  organizacion: string;
  descripcion: string;
  url_detalle: string;
  verificado: boolean;
  editado_admin: boolean;
  uuid_proceso_selectivo: string | null;
  /** The link to the process was made by the analysis (not by an administrator): a new analysis may redo it. */
  ligazon_automatica: boolean;
  etiquetas: string[];
}

/** The bulletin issue of a date (created once; the web address refreshed). */
export async function upsertBop(tx: Queryable, bop: string, fecha: string, url: string): Promise<string> {
  const [row] = await tx.query<{ uuid: string }>(
    `INSERT INTO bop (uuid, bop, fecha_bop, url) VALUES ($1, $2, $3, $4)
     ON CONFLICT (bop, fecha_bop) DO UPDATE SET url = EXCLUDED.url RETURNING uuid`,
    [randomUUID(), bop, fecha, url],
  );
  return row.uuid;
}

/**
 * Stores the complete list of a bulletin's edicts for a date: new ones are inserted, known ones (same bulletin, date
 * and source id: an edict's identity, never shared by two edicts) updated in place, and edicts of that bulletin and date that are no longer listed are removed.
 */
export async function replaceEdicts(tx: Queryable, bop: string, fecha: string, bopUuid: string, edicts: SourceEdict[]): Promise<void> {
  const ids: string[] = [];
  for (const [orden, e] of edicts.entries()) {
    ids.push(e.idFuente);
    await tx.query(
      `INSERT INTO edicto (uuid, bop, id_fuente, fecha_bop, bop_uuid, seccion, organizacion, titulo, titulo_alternativo, url_detalle, url_pdf, orden)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (bop, fecha_bop, id_fuente) DO UPDATE SET
         bop_uuid = EXCLUDED.bop_uuid, seccion = EXCLUDED.seccion,
         organizacion = EXCLUDED.organizacion, titulo = EXCLUDED.titulo, titulo_alternativo = EXCLUDED.titulo_alternativo,
         url_detalle = EXCLUDED.url_detalle, url_pdf = EXCLUDED.url_pdf, orden = EXCLUDED.orden, updated_at = now()`,
      [randomUUID(), bop, e.idFuente, fecha, bopUuid, e.seccion, e.organizacion, e.titulo, e.tituloAlternativo ?? '', e.urlDetalle, e.urlPdf, orden],
    );
  }
  // Competitions of edicts no longer listed go too, unless an administrator made them their own.
  await tx.query(
    `WITH gone AS (DELETE FROM opo WHERE NOT editado_admin AND (uuid_proceso_selectivo IS NULL OR ligazon_automatica) AND edicto_uuid IN
       (SELECT uuid FROM edicto WHERE bop = $1 AND fecha_bop = $2 AND NOT (id_fuente = ANY($3::text[]))) RETURNING uuid)
     DELETE FROM fase WHERE automatica AND opo_uuid IN (SELECT uuid FROM gone)`,
    [bop, fecha, ids],
  );
  await tx.query('DELETE FROM edicto WHERE bop = $1 AND fecha_bop = $2 AND NOT (id_fuente = ANY($3::text[]))', [bop, fecha, ids]);
}

/**
 * Records how reading a bulletin went. A re-reading that finds nothing (failure, block, no bulletin) keeps the
 * edicts and outcome of an earlier good one, and says so in its traces.
 */
export async function saveLectura(tx: Queryable, l: Omit<LecturaRow, 'fecha_bop'> & { fecha: string }): Promise<void> {
  if (l.estado !== 'ok') {
    const updated = await tx.query(
      `UPDATE lectura_bop SET trazas = $3 || E'\\n' || trazas, lida_en = now() WHERE bop = $1 AND fecha_bop = $2 AND estado = 'ok' RETURNING bop`,
      [l.bop, l.fecha, `Nova lectura sen resultado (${l.estado}): ${l.trazas}; mantense a anterior`],
    );
    if (updated.length) return;
  }
  await tx.query(
    `INSERT INTO lectura_bop (bop, fecha_bop, estado, numero, numero_edictos, trazas, lida_en) VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (bop, fecha_bop) DO UPDATE SET estado = EXCLUDED.estado, numero = EXCLUDED.numero,
       numero_edictos = EXCLUDED.numero_edictos, trazas = EXCLUDED.trazas, lida_en = now()`,
    [l.bop, l.fecha, l.estado, l.numero, l.numero_edictos, l.trazas],
  );
}

/** The latest readings that failed (erro, estructura_cambiada, bloqueado), newest bulletin date first. */
export const failedLecturas = (db: Queryable, limit: number) =>
  db.query<LecturaRow & { lida_en: Date | string }>(
    `SELECT bop, fecha_bop, estado, numero, numero_edictos, trazas, lida_en FROM lectura_bop
     WHERE estado = ANY($1::text[]) ORDER BY fecha_bop DESC, bop LIMIT $2`,
    [LECTURA_FALLIDA, limit],
  );

export const lecturasOfDate = (db: Queryable, fecha: string) =>
  db.query<LecturaRow>('SELECT bop, fecha_bop, estado, numero, numero_edictos, trazas FROM lectura_bop WHERE fecha_bop = $1', [fecha]);

export const edictsOfDate = (db: Queryable, fecha: string) =>
  db.query<EdictoRow>(
    `SELECT uuid, bop, id_fuente, fecha_bop, bop_uuid, seccion, organizacion, titulo, titulo_alternativo, url_detalle
     FROM edicto WHERE fecha_bop = $1 ORDER BY bop, orden, id_fuente`,
    [fecha],
  );

export async function loadRules(db: Queryable): Promise<{ filters: FilterRule[]; labels: LabelRule[] }> {
  const filters = await db.query<{ uuid: string; bop: string; texto_busqueda: string; prioridad: number; indexable: boolean }>(
    'SELECT uuid, bop, texto_busqueda, prioridad, indexable FROM filtro_busqueda',
  );
  const labels = await db.query<{ etiqueta: string; texto_busqueda: string; prioridad: number; comprobar_cadena_completa: boolean }>(
    'SELECT etiqueta, texto_busqueda, prioridad, comprobar_cadena_completa FROM etiqueta_regla',
  );
  return {
    filters: filters.map((f) => ({ uuid: f.uuid, bop: f.bop, textoBusqueda: f.texto_busqueda, prioridad: f.prioridad, indexable: f.indexable })),
    labels: labels.map((l) => ({ etiqueta: l.etiqueta, textoBusqueda: l.texto_busqueda, prioridad: l.prioridad, comprobarCadenaCompleta: l.comprobar_cadena_completa })),
  };
}

/**
 * Seeds the default rules once per database (first start), each table only when it is empty: an administrator's
 * choices are never overwritten, and rules an administrator deleted later do not come back.
 */
export async function seedRulesIfEmpty(tx: Queryable, filters: FilterRule[], labels: LabelRule[]): Promise<{ filters: number; labels: number }> {
  const first = await tx.query(`INSERT INTO ingestion_marca (nome) VALUES ('reglas_por_defecto') ON CONFLICT DO NOTHING RETURNING nome`);
  if (first.length === 0) return { filters: 0, labels: 0 };
  const [{ n: nf }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM filtro_busqueda');
  const [{ n: nl }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM etiqueta_regla');
  if (nf === 0) {
    for (const f of filters) {
      await tx.query(
        'INSERT INTO filtro_busqueda (uuid, bop, texto_busqueda, prioridad, indexable) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
        [randomUUID(), f.bop, f.textoBusqueda, f.prioridad, f.indexable],
      );
    }
  }
  if (nl === 0) {
    for (const l of labels) {
      await tx.query(
        'INSERT INTO etiqueta_regla (uuid, etiqueta, texto_busqueda, prioridad, comprobar_cadena_completa) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
        [randomUUID(), l.etiqueta, l.textoBusqueda, l.prioridad, l.comprobarCadenaCompleta],
      );
    }
  }
  return { filters: nf === 0 ? filters.length : 0, labels: nl === 0 ? labels.length : 0 };
}

export const oposOfEdicts = (db: Queryable, edictoUuids: string[]) =>
  db.query<OpoOfEdictRow>(
    `SELECT uuid, edicto_uuid, organizacion, descripcion, url_detalle, verificado, editado_admin, uuid_proceso_selectivo, ligazon_automatica, etiquetas
     FROM opo WHERE edicto_uuid = ANY($1::uuid[])`,
    [edictoUuids],
  );

export interface OpoWrite {
  bopUuid: string | null;
  bop: string;
  fecha: string;
  edictoUuid: string;
  organizacion: string;
  descripcion: string;
  urlDetalle: string;
  etiquetas: string[];
  verificado: boolean;
  textoNormalizado: string;
  /** The kind of edict and the classifier's reason (shown to administrators in the review queue). */
  tipoEdicto: string;
  motivoClasificacion: string;
}

export async function insertOpo(tx: Queryable, o: OpoWrite): Promise<string> {
  const uuid = randomUUID();
  await tx.query(
    `INSERT INTO opo (uuid, bop_uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado, texto_normalizado, edicto_uuid,
       tipo_edicto, motivo_clasificacion)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [uuid, o.bopUuid, o.bop, o.fecha, o.organizacion, o.descripcion, o.urlDetalle, o.etiquetas, o.verificado, o.textoNormalizado, o.edictoUuid,
      o.tipoEdicto, o.motivoClasificacion],
  );
  return uuid;
}

/** Re-analysis of a competition nobody edited: everything comes from the edict and the rules again. */
export async function updateOpoFromAnalysis(tx: Queryable, uuid: string, o: OpoWrite): Promise<void> {
  await tx.query(
    `UPDATE opo SET bop_uuid = $2, bop = $3, fecha_bop = $4, organizacion = $5, descripcion = $6, url_detalle = $7,
       etiquetas = $8, verificado = $9, texto_normalizado = $10, tipo_edicto = $11, motivo_clasificacion = $12, updated_at = now()
     WHERE uuid = $1`,
    [uuid, o.bopUuid, o.bop, o.fecha, o.organizacion, o.descripcion, o.urlDetalle, o.etiquetas, o.verificado, o.textoNormalizado,
      o.tipoEdicto, o.motivoClasificacion],
  );
}

/** Re-analysis of a competition an administrator edited, verified or linked: only its labels are refreshed. */
export async function updateOpoLabels(tx: Queryable, uuid: string, etiquetas: string[], textoNormalizado: string): Promise<void> {
  await tx.query('UPDATE opo SET etiquetas = $2, texto_normalizado = $3, updated_at = now() WHERE uuid = $1', [uuid, etiquetas, textoNormalizado]);
}

export async function deleteOpos(tx: Queryable, uuids: string[]): Promise<void> {
  if (!uuids.length) return;
  // Their places in automatic processes go with them (the processes left empty are removed by the grouping).
  await tx.query('DELETE FROM fase WHERE automatica AND opo_uuid = ANY($1::uuid[])', [uuids]);
  await tx.query('DELETE FROM opo WHERE uuid = ANY($1::uuid[])', [uuids]);
}

export async function saveEstadistica(
  tx: Queryable,
  e: { bop: string; fecha: string; trazas: string; total: number; opos: number; edictos: string[] },
): Promise<void> {
  await tx.query(
    `INSERT INTO estadistica (uuid, bop, fecha_bop, fecha_creacion, trazas, numero_total_edictos, numero_edictos_opos, edictos_list)
     VALUES ($1, $2, $3, now(), $4, $5, $6, $7)
     ON CONFLICT (bop, fecha_bop) DO UPDATE SET fecha_creacion = now(), trazas = EXCLUDED.trazas,
       numero_total_edictos = EXCLUDED.numero_total_edictos, numero_edictos_opos = EXCLUDED.numero_edictos_opos,
       edictos_list = EXCLUDED.edictos_list`,
    [randomUUID(), e.bop, e.fecha, e.trazas, e.total, e.opos, e.edictos],
  );
}

export async function readConstant(db: Queryable, nombre: string): Promise<string | null> {
  const [row] = await db.query<{ valor: string }>('SELECT valor FROM constante WHERE nombre = $1', [nombre]);
  return row?.valor ?? null;
}

// ---- jobs of the schedule ----------------------------------------------------------------------------------------

export interface JobRow {
  uuid: string;
  tipo: 'lectura';
  fecha: string;
  orixe: 'programada' | 'manual';
  envio_notificacion: boolean;
  estado: 'pendente' | 'en_curso' | 'feito' | 'erro';
  intentos: number;
}

/** Enqueues the scheduled reading of a date once (two servers ticking at once insert one row). */
export async function enqueueScheduled(db: Queryable, fecha: string, envioNotificacion: boolean): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO ingestion_job (uuid, tipo, fecha, orixe, envio_notificacion) VALUES ($1, 'lectura', $2, 'programada', $3)
     ON CONFLICT (tipo, fecha) WHERE orixe = 'programada' DO NOTHING RETURNING uuid`,
    [randomUUID(), fecha, envioNotificacion],
  );
  return rows.length > 0;
}

export async function scheduledJobExists(db: Queryable, fecha: string): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM ingestion_job WHERE tipo = 'lectura' AND orixe = 'programada' AND fecha = $1`, [fecha])).length > 0;
}

/**
 * Claims the oldest runnable job: pending, or running with an expired lease (its worker died). The row lock with
 * SKIP LOCKED lets several workers claim concurrently without taking the same job.
 */
export async function claimJob(db: Queryable, executor: string, now: Date, leaseMs: number, maxIntentos: number): Promise<JobRow | null> {
  const [row] = await db.query<JobRow>(
    `UPDATE ingestion_job SET estado = 'en_curso', intentos = intentos + 1, executor = $1, lease_ata = $2, iniciado = $3
     WHERE uuid = (
       SELECT uuid FROM ingestion_job
       WHERE (estado = 'pendente' OR (estado = 'en_curso' AND lease_ata < $3)) AND intentos < $4
       ORDER BY creado LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING uuid, tipo, fecha, orixe, envio_notificacion, estado, intentos`,
    [executor, new Date(now.getTime() + leaseMs), now, maxIntentos],
  );
  return row ?? null;
}

export async function finishJob(db: Queryable, uuid: string, executor: string, estado: 'feito' | 'erro', resumo: string, erro = ''): Promise<void> {
  await db.query(
    `UPDATE ingestion_job SET estado = $3, resumo = $4, erro = $5, rematado = now(), lease_ata = NULL WHERE uuid = $1 AND executor = $2`,
    [uuid, executor, estado, resumo, erro],
  );
}

/**
 * A stopping worker gives back the job it could not finish: pending again at once, this try not counted, and no
 * longer its own (its reading, should it still end before the process exits, cannot close the job: the next worker
 * reads the day again, which a reading allows).
 */
export async function releaseJob(db: Queryable, executor: string): Promise<number> {
  const rows = await db.query(
    `UPDATE ingestion_job SET estado = 'pendente', lease_ata = NULL, executor = NULL, intentos = GREATEST(intentos - 1, 0)
     WHERE executor = $1 AND estado = 'en_curso' RETURNING uuid`,
    [executor],
  );
  return rows.length;
}

/** Jobs that used up their attempts while a worker held them are closed as failed. */
export async function failExhaustedJobs(db: Queryable, now: Date, maxIntentos: number): Promise<void> {
  await db.query(
    `UPDATE ingestion_job SET estado = 'erro', erro = 'esgotáronse os intentos', rematado = $1
     WHERE estado = 'en_curso' AND lease_ata < $1 AND intentos >= $2`,
    [now, maxIntentos],
  );
}
