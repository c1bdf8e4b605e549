import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/client.js';

/** What the metrics read from the database at each scrape (the same for every server: they share it). */
export interface OpsSnapshot {
  lecturas: { bop: string; estado: string; n: number }[];
  ultimaBoa: { bop: string; lida_en: Date | string; fecha_bop: string }[];
  outbox: { estado: string; n: number; mais_vella: Date | string | null }[];
  textos: { bop: string; estado: string; n: number }[];
}

export async function opsSnapshot(db: Queryable): Promise<OpsSnapshot> {
  const [lecturas, ultimaBoa, outbox, textos] = await Promise.all([
    db.query<{ bop: string; estado: string; n: number }>('SELECT bop, estado, count(*)::int AS n FROM lectura_bop GROUP BY bop, estado'),
    db.query<{ bop: string; lida_en: Date | string; fecha_bop: string }>(
      `SELECT DISTINCT ON (bop) bop, lida_en, fecha_bop FROM lectura_bop WHERE estado = 'ok' ORDER BY bop, fecha_bop DESC`),
    db.query<{ estado: string; n: number; mais_vella: Date | string | null }>(
      `SELECT estado, count(*)::int AS n, min(created_at) AS mais_vella FROM notificacion
       WHERE estado IN ('pending', 'failed') GROUP BY estado`),
    db.query<{ bop: string; estado: string; n: number }>(
      `SELECT bop, estado, count(*)::int AS n FROM texto_edicto WHERE estado <> 'ok' GROUP BY bop, estado`),
  ]);
  return { lecturas, ultimaBoa, outbox, textos };
}

/** The migrations this database has applied. */
export const appliedMigrations = async (db: Queryable) =>
  new Set((await db.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id));

// ---- Operator alerts ----

export interface AvisoRow {
  uuid: string;
  clave: string;
  tipo: 'lectura_fallida' | 'sen_ler' | 'correo_atascado';
  bop: string | null;
  fecha_bop: string | null;
  estado_lectura: string | null;
  detalle: string;
  notificacion_uuid: string | null;
  creado_en: Date | string;
  resolto_en: Date | string | null;
  estado_correo?: string | null;
}

/** Failed readings (erro, estructura_cambiada) of bulletin days on or after `desde`. */
export const lecturasFallidasDesde = (db: Queryable, desde: string) =>
  db.query<{ bop: string; fecha_bop: string; estado: string; trazas: string }>(
    `SELECT bop, fecha_bop, estado, trazas FROM lectura_bop
     WHERE estado IN ('erro', 'estructura_cambiada') AND fecha_bop >= $1 ORDER BY fecha_bop, bop`,
    [desde],
  );

/** The bulletins that have a reading (whatever its outcome) of `fecha`. */
export const boletinsLidos = async (db: Queryable, fecha: string) =>
  new Set((await db.query<{ bop: string }>('SELECT bop FROM lectura_bop WHERE fecha_bop = $1', [fecha])).map((r) => r.bop));

/** E-mails waiting since before `antes` (pending) or given up (failed since `desdeFallo`): how many and the oldest. */
export async function correosAtascados(db: Queryable, antes: Date, desdeFallo: Date): Promise<{ n: number; mais_vella: Date | string | null }> {
  const [row] = await db.query<{ n: number; mais_vella: Date | string | null }>(
    `SELECT count(*)::int AS n, min(created_at) AS mais_vella FROM notificacion
     WHERE plantilla <> 'operador' AND ((estado = 'pending' AND created_at < $1) OR (estado = 'failed' AND created_at >= $2))`,
    [antes, desdeFallo],
  );
  return row;
}

/** Records a failure once per key; true when this call recorded it (the caller then tells the operator). */
export async function gardarAviso(db: Queryable, a: Omit<AvisoRow, 'uuid' | 'creado_en' | 'resolto_en' | 'notificacion_uuid'>, at: Date): Promise<string | null> {
  const rows = await db.query<{ uuid: string }>(
    `INSERT INTO aviso_operador (uuid, clave, tipo, bop, fecha_bop, estado_lectura, detalle, creado_en)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (clave) DO NOTHING RETURNING uuid`,
    [randomUUID(), a.clave, a.tipo, a.bop, a.fecha_bop, a.estado_lectura, a.detalle, at],
  );
  return rows[0]?.uuid ?? null;
}

export const ligarNotificacion = (db: Queryable, avisos: string[], notificacion: string) =>
  db.query('UPDATE aviso_operador SET notificacion_uuid = $2 WHERE uuid = ANY($1::uuid[])', [avisos, notificacion]);

/**
 * Closes what is over: a reading alert once that day reads `ok` (or has no bulletin), an unread day once it has a
 * reading, the outbox episode once nothing is stuck (its key is freed for the next episode).
 */
export async function resolverAvisos(db: Queryable, at: Date, correoAtascado: boolean): Promise<void> {
  await db.query(
    `UPDATE aviso_operador a SET resolto_en = $1 FROM lectura_bop l
     WHERE a.resolto_en IS NULL AND a.tipo = 'lectura_fallida' AND l.bop = a.bop AND l.fecha_bop = a.fecha_bop AND l.estado IN ('ok', 'sen_boletin')`,
    [at],
  );
  await db.query(
    `UPDATE aviso_operador a SET resolto_en = $1 FROM lectura_bop l
     WHERE a.resolto_en IS NULL AND a.tipo = 'sen_ler' AND l.bop = a.bop AND l.fecha_bop = a.fecha_bop`,
    [at],
  );
  if (!correoAtascado) {
    await db.query(
      `UPDATE aviso_operador SET resolto_en = $1, clave = 'correo_atascado:' || uuid WHERE clave = 'correo_atascado'`,
      [at],
    );
  }
}

/** The latest alerts (open first), with the state of the e-mail that told them. */
export const ultimosAvisos = (db: Queryable, limit: number) =>
  db.query<AvisoRow>(
    `SELECT a.uuid, a.clave, a.tipo, a.bop, a.fecha_bop, a.estado_lectura, a.detalle, a.notificacion_uuid, a.creado_en, a.resolto_en,
       n.estado AS estado_correo
     FROM aviso_operador a LEFT JOIN notificacion n ON n.uuid = a.notificacion_uuid
     ORDER BY (a.resolto_en IS NULL) DESC, a.creado_en DESC, a.clave LIMIT $1`,
    [limit],
  );

/** The operator message's id, looked up by its idempotency key. */
export const notificacionDe = async (db: Queryable, clave: string) =>
  (await db.query<{ uuid: string }>('SELECT uuid FROM notificacion WHERE clave_idempotencia = $1', [clave]))[0]?.uuid ?? null;

// ---- Backfill of past days ----

export interface HistoricoRow {
  uuid: string;
  desde: string;
  ata: string;
  boletins: string[];
  estado: 'en_curso' | 'parado' | 'feito';
  total_dias: number;
  dias_feitos: number;
  lecturas_ok: number;
  lecturas_sen_boletin: number;
  lecturas_fallidas: number;
  lecturas_previas: number;
  edictos: number;
  opos: number;
  executor: string | null;
  lease_ata: Date | string | null;
  iniciado_por: string;
  creado_en: Date | string;
  actualizado_en: Date | string;
  rematado_en: Date | string | null;
}

const HISTORICO_COLS = `uuid, desde, ata, boletins, estado, total_dias, dias_feitos, lecturas_ok, lecturas_sen_boletin, lecturas_fallidas,
  lecturas_previas, edictos, opos, executor, lease_ata, iniciado_por, creado_en, actualizado_en, rematado_en`;

/** The unfinished backfill of exactly these days and bulletins (to resume it), if any. */
export const historicoSenRematar = async (db: Queryable, desde: string, ata: string, boletins: string[]) =>
  (await db.query<HistoricoRow>(
    `SELECT ${HISTORICO_COLS} FROM historico WHERE desde = $1 AND ata = $2 AND boletins = $3::text[] AND estado <> 'feito'
     ORDER BY creado_en DESC LIMIT 1`,
    [desde, ata, boletins],
  ))[0] ?? null;

export async function crearHistorico(db: Queryable, h: { desde: string; ata: string; boletins: string[]; totalDias: number; iniciadoPor: string }, at: Date): Promise<HistoricoRow> {
  const [row] = await db.query<HistoricoRow>(
    `INSERT INTO historico (uuid, desde, ata, boletins, estado, total_dias, iniciado_por, creado_en, actualizado_en)
     VALUES ($1, $2, $3, $4, 'parado', $5, $6, $7, $7) RETURNING ${HISTORICO_COLS}`,
    [randomUUID(), h.desde, h.ata, h.boletins, h.totalDias, h.iniciadoPor, at],
  );
  return row;
}

/**
 * Takes the backfill for this worker for `leaseMs` (renewed after every day): no other process runs it meanwhile;
 * one whose worker died is taken again once its lease has run out. True when taken.
 */
export async function reclamarHistorico(db: Queryable, uuid: string, executor: string, at: Date, leaseMs: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE historico SET estado = 'en_curso', executor = $2, lease_ata = $4, actualizado_en = $3
     WHERE uuid = $1 AND estado <> 'feito' AND (estado = 'parado' OR executor = $2 OR lease_ata IS NULL OR lease_ata <= $3) RETURNING uuid`,
    [uuid, executor, at, new Date(at.getTime() + leaseMs)],
  );
  return rows.length > 0;
}

/** Any backfill some worker holds right now (one at a time: they share the bulletins' pace). */
export const historicoEnCurso = async (db: Queryable, at: Date) =>
  (await db.query<HistoricoRow>(
    `SELECT ${HISTORICO_COLS} FROM historico WHERE estado = 'en_curso' AND lease_ata > $1 ORDER BY creado_en DESC LIMIT 1`,
    [at],
  ))[0] ?? null;

export const diasFeitos = async (db: Queryable, uuid: string) =>
  new Set((await db.query<{ fecha: string }>('SELECT fecha FROM historico_dia WHERE historico_uuid = $1', [uuid])).map((r) => r.fecha));

export interface DiaConta {
  ok: number;
  senBoletin: number;
  fallidas: number;
  previas: number;
  edictos: number;
  opos: number;
}

/** One day done: recorded with its counts and the lease renewed (call in a transaction); false once asked to stop. */
export async function gardarDia(db: Queryable, uuid: string, executor: string, fecha: string, descripcion: string, c: DiaConta, at: Date, leaseMs: number): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO historico_dia (historico_uuid, fecha, descripcion, feito_en) VALUES ($1, $2, $3, $4)
     ON CONFLICT (historico_uuid, fecha) DO NOTHING RETURNING fecha`,
    [uuid, fecha, descripcion, at],
  );
  // The day counts even when a stop was asked meanwhile; the answer says whether to go on.
  const rows = await db.query<{ estado: string }>(
    `UPDATE historico SET dias_feitos = dias_feitos + $3, lecturas_ok = lecturas_ok + $4, lecturas_sen_boletin = lecturas_sen_boletin + $5,
       lecturas_fallidas = lecturas_fallidas + $6, lecturas_previas = lecturas_previas + $7, edictos = edictos + $8, opos = opos + $9,
       lease_ata = $10, actualizado_en = $11
     WHERE uuid = $1 AND executor = $2 RETURNING estado`,
    inserted.length
      ? [uuid, executor, 1, c.ok, c.senBoletin, c.fallidas, c.previas, c.edictos, c.opos, new Date(at.getTime() + leaseMs), at]
      : [uuid, executor, 0, 0, 0, 0, 0, 0, 0, new Date(at.getTime() + leaseMs), at],
  );
  return rows[0]?.estado === 'en_curso';
}

/** Ends this worker's hold: `feito` when every day is done, `parado` when stopped before. */
export const soltarHistorico = (db: Queryable, uuid: string, executor: string, estado: 'parado' | 'feito', at: Date) =>
  db.query(
    `UPDATE historico SET estado = $3::text, executor = NULL, lease_ata = NULL, actualizado_en = $4::timestamptz,
       rematado_en = CASE WHEN $3::text = 'feito' THEN $4::timestamptz ELSE NULL END
     WHERE uuid = $1 AND executor = $2`,
    [uuid, executor, estado, at],
  );

/** Asks the worker holding it to stop after the day in hand (it sees the request when it renews its lease). */
export const pedirParada = (db: Queryable, uuid: string, at: Date) =>
  db.query<{ uuid: string }>(`UPDATE historico SET estado = 'parado', actualizado_en = $2 WHERE uuid = $1 AND estado = 'en_curso' RETURNING uuid`, [uuid, at]);

export const historico = async (db: Queryable, uuid: string) =>
  (await db.query<HistoricoRow>(`SELECT ${HISTORICO_COLS} FROM historico WHERE uuid = $1`, [uuid]))[0] ?? null;

export const ultimosHistoricos = (db: Queryable, limit: number) =>
  db.query<HistoricoRow>(`SELECT ${HISTORICO_COLS} FROM historico ORDER BY creado_en DESC LIMIT $1`, [limit]);

/** The readings already stored for these days: a good one (or a day without bulletin) is not read again. */
export const lecturasGardadas = (db: Queryable, desde: string, ata: string) =>
  db.query<{ bop: string; fecha_bop: string; estado: string }>(
    'SELECT bop, fecha_bop, estado FROM lectura_bop WHERE fecha_bop BETWEEN $1 AND $2',
    [desde, ata],
  );
