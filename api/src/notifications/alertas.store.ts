import { randomUUID } from 'node:crypto';
import type { AlertaCriterio, FrecuenciaAlerta, Perfil } from 'shared/contract';
import type { Queryable } from '../db/client.js';

/** An alert: a subscription whose topic is a criterion (migration 110_alertas). */
export interface AlertaRow {
  uuid: string;
  email: string;
  tema: string;
  idioma: 'gl' | 'es';
  confirmada: boolean;
  confirmada_en: Date | null;
  criterio: AlertaCriterio;
  frecuencia: FrecuenciaAlerta;
  /** A profile alert's profile (issue 24, migration 210_alerta_perfil); null for an alert of a criterion. */
  perfil: Perfil | null;
}

const ALERTA_COLUMNS = 'uuid, email, tema, idioma, confirmada, confirmada_en, criterio, frecuencia, perfil';

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const toAlerta = (r: AlertaRow): AlertaRow => ({
  ...r,
  criterio: json<AlertaCriterio>(r.criterio),
  perfil: r.perfil ? json<Perfil>(r.perfil) : null,
  confirmada_en: r.confirmada_en ? new Date(r.confirmada_en) : null,
});

/** The address's alert for this criterion: the existing one, or a new pending one (race-safe). */
export async function upsertAlerta(
  db: Queryable,
  a: { email: string; tema: string; criterio: AlertaCriterio; frecuencia: FrecuenciaAlerta; idioma: 'gl' | 'es'; at: Date; perfil?: Perfil },
): Promise<AlertaRow> {
  await db.query(
    `INSERT INTO suscripcion (uuid, email, tema, proceso_uuid, etiqueta, idioma, confirmada, solicitada_en, criterio, frecuencia, perfil)
     VALUES ($1, $2, $3, NULL, NULL, $4, false, $5, $6, $7, $8) ON CONFLICT (email, tema) DO NOTHING`,
    [randomUUID(), a.email, a.tema, a.idioma, a.at, JSON.stringify(a.criterio), a.frecuencia, a.perfil ? JSON.stringify(a.perfil) : null],
  );
  // Asked again before confirming: the latest choice of frequency and language holds (a confirmed alert is left as it is).
  await db.query(
    'UPDATE suscripcion SET frecuencia = $3, idioma = $4 WHERE email = $1 AND tema = $2 AND NOT confirmada AND criterio IS NOT NULL',
    [a.email, a.tema, a.frecuencia, a.idioma],
  );
  const [row] = await db.query<AlertaRow>(`SELECT ${ALERTA_COLUMNS} FROM suscripcion WHERE email = $1 AND tema = $2`, [a.email, a.tema]);
  return toAlerta(row);
}

export async function countAlertas(db: Queryable, email: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM suscripcion WHERE email = $1 AND criterio IS NOT NULL', [email]);
  return row.n;
}

export async function findAlerta(db: Queryable, uuid: string): Promise<AlertaRow | null> {
  const [row] = await db.query<AlertaRow>(`SELECT ${ALERTA_COLUMNS} FROM suscripcion WHERE uuid = $1 AND criterio IS NOT NULL`, [uuid]);
  return row ? toAlerta(row) : null;
}

/** The alert, locked until the transaction ends: one run at a time decides what it sends. */
export async function lockAlerta(db: Queryable, uuid: string): Promise<AlertaRow | null> {
  const [row] = await db.query<AlertaRow>(`SELECT ${ALERTA_COLUMNS} FROM suscripcion WHERE uuid = $1 AND criterio IS NOT NULL FOR UPDATE`, [uuid]);
  return row ? toAlerta(row) : null;
}

export async function confirmedAlertas(db: Queryable, frecuencia: FrecuenciaAlerta): Promise<AlertaRow[]> {
  const rows = await db.query<AlertaRow>(
    `SELECT ${ALERTA_COLUMNS} FROM suscripcion WHERE confirmada AND criterio IS NOT NULL AND frecuencia = $1 ORDER BY uuid`,
    [frecuencia],
  );
  return rows.map(toAlerta);
}

/** Every subscription of an address, as its manage page lists them (alerts, offers, label digests). */
export interface AvisoRow {
  uuid: string;
  tema: string;
  proceso_uuid: string | null;
  etiqueta: string | null;
  criterio: AlertaCriterio | null;
  frecuencia: FrecuenciaAlerta | null;
  perfil: Perfil | null;
  confirmada: boolean;
  titulo: string | null;
  url_amigable: string | null;
}

export async function avisosOf(db: Queryable, email: string): Promise<AvisoRow[]> {
  const rows = await db.query<AvisoRow>(
    `SELECT s.uuid, s.tema, s.proceso_uuid, s.etiqueta, s.criterio, s.frecuencia, s.perfil, s.confirmada, p.titulo, p.url_amigable
     FROM suscripcion s LEFT JOIN proceso_oposicion p ON p.uuid = s.proceso_uuid
     WHERE s.email = $1 ORDER BY s.solicitada_en, s.uuid`,
    [email],
  );
  return rows.map((r) => ({ ...r, criterio: r.criterio ? json<AlertaCriterio>(r.criterio) : null, perfil: r.perfil ? json<Perfil>(r.perfil) : null }));
}

export async function findAviso(db: Queryable, email: string, uuid: string): Promise<{ uuid: string; email: string; tema: string } | null> {
  const [row] = await db.query<{ uuid: string; email: string; tema: string }>('SELECT uuid, email, tema FROM suscripcion WHERE uuid = $1 AND email = $2', [uuid, email]);
  return row ?? null;
}

/** The random id an address's manage link is signed for (made once per address). */
export async function ensureSuscritor(db: Queryable, email: string, at: Date): Promise<string> {
  await db.query('INSERT INTO suscritor (uuid, email, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING', [randomUUID(), email, at]);
  const [row] = await db.query<{ uuid: string }>('SELECT uuid FROM suscritor WHERE email = $1', [email]);
  return row.uuid;
}

export async function suscritorEmail(db: Queryable, uuid: string): Promise<string | null> {
  const [row] = await db.query<{ email: string }>('SELECT email FROM suscritor WHERE uuid = $1', [uuid]);
  return row?.email ?? null;
}

/** The address goes with its last subscription (nothing else keeps it). */
export async function dropSuscritorIfEmpty(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM suscritor s WHERE s.email = $1 AND NOT EXISTS (SELECT 1 FROM suscripcion x WHERE x.email = s.email)', [email]);
}

/** Addresses left without subscriptions (their requests expired unconfirmed, say) since before `before`. */
export async function purgeSuscritores(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM suscritor s WHERE s.created_at < $1 AND NOT EXISTS (SELECT 1 FROM suscripcion x WHERE x.email = s.email)', [before]);
}

/** What alerts sent before `before` is forgotten: older competitions are out of every alert's window anyway. */
export async function purgeEnviados(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM alerta_enviado WHERE enviado_en < $1', [before]);
}

/** Cancels the alert's confirmation messages still waiting once it is confirmed. */
export async function cancelPendingAlertConfirmations(db: Queryable, suscripcionUuid: string): Promise<void> {
  await db.query(
    `UPDATE notificacion SET estado = 'cancelled', trazas = 'Cancelada: aviso xa confirmado'
     WHERE suscripcion_uuid = $1 AND plantilla = 'alerta-confirmacion' AND estado = 'pending' AND reservada_ata IS NULL`,
    [suscripcionUuid],
  );
}

/** A competition an alert has not sent yet: published, created since `since`, one of `candidates`. */
export interface NovaOpoRow {
  uuid: string;
  created_at: Date;
  proceso_uuid: string | null;
}

export async function novasOpos(db: Queryable, suscripcionUuid: string, candidates: string[], since: Date): Promise<NovaOpoRow[]> {
  if (!candidates.length) return [];
  const rows = await db.query<NovaOpoRow>(
    `SELECT o.uuid, o.created_at, p.uuid AS proceso_uuid
     FROM opo o LEFT JOIN proceso_oposicion p ON p.uuid = o.uuid_proceso_selectivo AND p.proceso_mostrable
     WHERE o.uuid = ANY($2::uuid[]) AND o.verificado AND o.created_at >= $3
       -- stored lately but of a bulletin day long past (a backfill of the history): not news
       AND o.fecha_bop >= ($3::timestamptz - interval '8 days')::date
       AND NOT EXISTS (SELECT 1 FROM alerta_enviado e WHERE e.suscripcion_uuid = $1 AND e.tipo = 'opo' AND e.uuid = o.uuid)
     ORDER BY o.fecha_bop DESC, o.created_at DESC, o.uuid`,
    [suscripcionUuid, candidates, since],
  );
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
}

/** A new phase of a process the alert follows. */
export interface NovoEventoRow {
  uuid: string;
  titulo: string;
  fecha_bop: string | null;
  proceso_titulo: string;
  url_amigable: string;
}

/**
 * New phases of the processes an alert follows, added since it follows them (and since `since`), not sent yet;
 * not the edicts listed as new competitions in the same message, nor edicts that are not published.
 */
export async function novosEventos(db: Queryable, suscripcionUuid: string, since: Date, listedOpos: string[]): Promise<NovoEventoRow[]> {
  return db.query<NovoEventoRow>(
    `SELECT f.uuid, f.titulo, f.fecha_bop::text AS fecha_bop, p.titulo AS proceso_titulo, p.url_amigable
     FROM alerta_proceso ap
     JOIN fase f ON f.proceso_uuid = ap.proceso_uuid AND f.created_at >= ap.desde AND f.created_at >= $2
       AND (f.fecha_bop IS NULL OR f.fecha_bop >= ($2::timestamptz - interval '8 days')::date)
     JOIN proceso_oposicion p ON p.uuid = f.proceso_uuid AND p.proceso_mostrable
     WHERE ap.suscripcion_uuid = $1
       AND NOT EXISTS (SELECT 1 FROM alerta_enviado e WHERE e.suscripcion_uuid = $1 AND e.tipo = 'fase' AND e.uuid = f.uuid)
       AND (f.opo_uuid IS NULL OR (
         NOT (f.opo_uuid = ANY($3::uuid[]))
         AND NOT EXISTS (SELECT 1 FROM alerta_enviado e WHERE e.suscripcion_uuid = $1 AND e.tipo = 'opo' AND e.uuid = f.opo_uuid)
         AND EXISTS (SELECT 1 FROM opo o WHERE o.uuid = f.opo_uuid AND o.verificado)))
     ORDER BY f.fecha_bop DESC NULLS LAST, f.created_at DESC, f.uuid`,
    [suscripcionUuid, since, listedOpos],
  );
}

/** Records what a message of the alert told (in the transaction that queued it). */
export async function markEnviados(db: Queryable, suscripcionUuid: string, tipo: 'opo' | 'fase', uuids: string[], at: Date): Promise<void> {
  if (!uuids.length) return;
  await db.query(
    `INSERT INTO alerta_enviado (suscripcion_uuid, tipo, uuid, enviado_en) SELECT $1, $2, u, $4 FROM unnest($3::uuid[]) AS u
     ON CONFLICT DO NOTHING`,
    [suscripcionUuid, tipo, uuids, at],
  );
}

/** The processes an alert has told (or follows): a profile alert tells each process once. */
export async function procesosSeguidos(db: Queryable, suscripcionUuid: string): Promise<Set<string>> {
  const rows = await db.query<{ proceso_uuid: string }>('SELECT proceso_uuid FROM alerta_proceso WHERE suscripcion_uuid = $1', [suscripcionUuid]);
  return new Set(rows.map((r) => r.proceso_uuid));
}

/** From now on the alert follows these processes (from the creation of the competition that led to each). */
export async function followProcesos(db: Queryable, suscripcionUuid: string, procesos: { uuid: string; desde: Date }[]): Promise<void> {
  for (const p of procesos) {
    await db.query(
      'INSERT INTO alerta_proceso (suscripcion_uuid, proceso_uuid, desde) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [suscripcionUuid, p.uuid, p.desde],
    );
  }
}

export async function resumoFeito(db: Queryable, dia: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM alerta_resumo_dia WHERE dia = $1', [dia])).length > 0;
}

export async function marcarResumo(db: Queryable, dia: string, at: Date): Promise<void> {
  await db.query('INSERT INTO alerta_resumo_dia (dia, feito_en) VALUES ($1, $2) ON CONFLICT (dia) DO NOTHING', [dia, at]);
}

/** A value that changes whenever a competition is published or edited or a phase is added (index-backed maxima). */
export async function marcaDeNovidades(db: Queryable): Promise<string> {
  const [row] = await db.query<{ a: unknown; b: unknown; c: unknown }>(
    `SELECT (SELECT max(updated_at) FROM opo)::text AS a, (SELECT max(created_at) FROM opo)::text AS b, (SELECT max(created_at) FROM fase)::text AS c`,
  );
  return `${row.a}|${row.b}|${row.c}`;
}

/**
 * Of these competitions, those whose text is still waiting to be read (and was queued after `since`): a profile
 * alert waits for their facts rather than answer "revisa" for want of them (issue 24).
 */
export async function textosPorLer(db: Queryable, opos: string[], since: Date): Promise<Set<string>> {
  if (!opos.length) return new Set();
  const rows = await db.query<{ opo_uuid: string }>(
    `SELECT opo_uuid FROM texto_edicto WHERE opo_uuid = ANY($1::uuid[]) AND estado = 'pendente' AND creado > $2`,
    [opos, since],
  );
  return new Set(rows.map((r) => r.opo_uuid));
}

/**
 * What a profile alert's messages said of the profile goes with it (issue 24): their data, text and HTML (reasons
 * such as "tes CELGA 3") are emptied before the alert is deleted; that a message was sent is all that remains.
 */
export async function olvidarMensaxes(db: Queryable, suscripcionUuid: string): Promise<void> {
  await db.query(`UPDATE notificacion SET datos = '{}', texto = '', html = '' WHERE suscripcion_uuid = $1`, [suscripcionUuid]);
}
