import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/client.js';

export type Plantilla = 'confirmacion' | 'fase' | 'etiquetas' | 'telegram' | 'alerta-confirmacion' | 'alerta-resumo' | 'alerta-inmediata' | 'operador'
  | 'alerta-perfil-confirmacion' | 'alerta-perfil-resumo' | 'alerta-perfil-inmediata';
export type Estado = 'pending' | 'held' | 'sent' | 'failed' | 'cancelled';

/** One message of the outbox (a row of `notificacion`). */
export interface OutboxRow {
  uuid: string;
  tipo_envio: 'EMAIL' | 'TELEGRAM';
  plantilla: Plantilla;
  datos: Record<string, unknown>;
  destinatario: string;
  idioma: 'gl' | 'es';
  suscripcion_uuid: string | null;
  clave_idempotencia: string;
  intentos: number;
  prioridad: number;
}

export interface NewMessage {
  tipoEnvio: 'EMAIL' | 'TELEGRAM';
  plantilla: Plantilla;
  datos: unknown;
  destinatario: string;
  idioma: 'gl' | 'es';
  suscripcionUuid: string | null;
  eventoUuid: string | null;
  clave: string;
  asunto: string;
  prioridad?: number;
  estado: 'pending' | 'held';
}

/** The event of a change (once per key: a retried change does not make a second one); returns its uuid. */
export async function recordEvent(db: Queryable, tipo: string, clave: string, datos: unknown): Promise<string> {
  await db.query(
    'INSERT INTO notificacion_evento (uuid, tipo, clave, datos) VALUES ($1, $2, $3, $4) ON CONFLICT (clave) DO NOTHING',
    [randomUUID(), tipo, clave, JSON.stringify(datos)],
  );
  const [row] = await db.query<{ uuid: string }>('SELECT uuid FROM notificacion_evento WHERE clave = $1', [clave]);
  return row.uuid;
}

/**
 * Queues a message once per idempotency key. A held message (recorded without sending) is released when the same
 * message is queued again to be sent; a message already sent, failed or cancelled is never touched again.
 */
export async function enqueue(db: Queryable, m: NewMessage): Promise<void> {
  await db.query(
    `INSERT INTO notificacion (uuid, tipo_envio, prioridad, enviado, trazas, texto, auditoria_creador_por, evento_uuid,
       suscripcion_uuid, clave_idempotencia, destinatario, idioma, plantilla, datos, asunto, estado, intentos)
     VALUES ($1, $2, $3, false, '', $4, 'sistema', $5, $6, $7, $8, $9, $10, $11, $4, $12, 0)
     ON CONFLICT (clave_idempotencia) DO UPDATE SET estado = EXCLUDED.estado, datos = EXCLUDED.datos,
       asunto = EXCLUDED.asunto, texto = EXCLUDED.texto
     WHERE notificacion.estado = 'held'`,
    [randomUUID(), m.tipoEnvio, m.prioridad ?? 0, m.asunto, m.eventoUuid, m.suscripcionUuid, m.clave, m.destinatario, m.idioma,
      m.plantilla, JSON.stringify(m.datos), m.estado],
  );
}

/**
 * Queues a message only if no message has its idempotency key yet; true when this call queued it. A caller that
 * records something with the message (what an alert has sent) does so only when it was queued.
 */
export async function enqueueNew(db: Queryable, m: NewMessage): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO notificacion (uuid, tipo_envio, prioridad, enviado, trazas, texto, auditoria_creador_por, evento_uuid,
       suscripcion_uuid, clave_idempotencia, destinatario, idioma, plantilla, datos, asunto, estado, intentos)
     VALUES ($1, $2, $3, false, '', $4, 'sistema', $5, $6, $7, $8, $9, $10, $11, $4, $12, 0)
     ON CONFLICT (clave_idempotencia) DO NOTHING RETURNING uuid`,
    [randomUUID(), m.tipoEnvio, m.prioridad ?? 0, m.asunto, m.eventoUuid, m.suscripcionUuid, m.clave, m.destinatario, m.idioma,
      m.plantilla, JSON.stringify(m.datos), m.estado],
  );
  return rows.length > 0;
}

export async function channelActive(db: Queryable, canal: string): Promise<boolean> {
  const [row] = await db.query<{ activo: boolean }>('SELECT activo FROM notificacion_canal WHERE canal = $1', [canal]);
  return row?.activo ?? false;
}

/**
 * Claims up to `limit` due messages for `leaseMs`: rows locked by another server are skipped, and a claim that is
 * never finished (a crash between claim and send) expires, so a restart sends the message.
 */
export async function claimDue(db: Queryable, now: Date, leaseMs: number, limit: number): Promise<OutboxRow[]> {
  const rows = await db.query<OutboxRow & { created_at: Date }>(
    `UPDATE notificacion SET reservada_ata = $2, intentos = intentos + 1
     WHERE uuid IN (
       SELECT uuid FROM notificacion
       WHERE estado = 'pending' AND (proximo_intento IS NULL OR proximo_intento <= $1) AND (reservada_ata IS NULL OR reservada_ata <= $1)
       ORDER BY prioridad DESC, created_at, uuid
       LIMIT $3
       FOR UPDATE SKIP LOCKED)
     RETURNING uuid, tipo_envio, plantilla, datos, destinatario, idioma, suscripcion_uuid, clave_idempotencia, intentos, prioridad, created_at`,
    [now, new Date(now.getTime() + leaseMs), limit],
  );
  return rows
    .sort((a, b) => b.prioridad - a.prioridad || new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || a.uuid.localeCompare(b.uuid))
    .map(({ created_at: _c, ...r }) => ({ ...r, datos: typeof r.datos === 'string' ? JSON.parse(r.datos) : r.datos }));
}

/** Gives back claimed messages that were not tried (the dispatcher is stopping). */
export async function releaseClaim(db: Queryable, uuids: string[]): Promise<void> {
  if (!uuids.length) return;
  await db.query(
    `UPDATE notificacion SET reservada_ata = NULL, intentos = GREATEST(intentos - 1, 0) WHERE uuid = ANY($1::uuid[]) AND estado = 'pending'`,
    [uuids],
  );
}

/** Marks a claimed message sent, with what was sent; false when it was no longer pending (cancelled meanwhile). */
export async function markSent(
  db: Queryable,
  uuid: string,
  at: Date,
  sent: { trazas: string; asunto: string; texto: string; html: string; urlBaixa: string; destinatario?: string },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE notificacion SET estado = 'sent', enviado = true, auditoria_fecha_envio = $2, reservada_ata = NULL,
       trazas = CASE WHEN trazas = '' THEN $3 ELSE trazas || E'\\n' || $3 END, asunto = $4, texto = $5, html = $6, url_baixa = $7,
       destinatario = COALESCE($8, destinatario)
     WHERE uuid = $1 AND estado = 'pending' RETURNING uuid`,
    [uuid, at, sent.trazas, sent.asunto, sent.texto, sent.html, sent.urlBaixa, sent.destinatario ?? null],
  );
  return rows.length > 0;
}

/** A failed try: retried at `retryAt`, or marked failed with its trace when `retryAt` is null (last try). */
export async function markFailed(db: Queryable, uuid: string, trace: string, retryAt: Date | null): Promise<void> {
  await db.query(
    `UPDATE notificacion SET reservada_ata = NULL, proximo_intento = $3,
       estado = CASE WHEN $3::timestamptz IS NULL THEN 'failed' ELSE estado END,
       trazas = CASE WHEN trazas = '' THEN $2 ELSE trazas || E'\\n' || $2 END
     WHERE uuid = $1 AND estado = 'pending'`,
    [uuid, trace, retryAt],
  );
}

/** Cancels the confirmation messages still waiting for a subscription that is now confirmed. */
export async function cancelPendingConfirmations(db: Queryable, suscripcionUuid: string): Promise<void> {
  await db.query(
    `UPDATE notificacion SET estado = 'cancelled', trazas = 'Cancelada: subscrición xa confirmada'
     WHERE suscripcion_uuid = $1 AND plantilla = 'confirmacion' AND estado = 'pending' AND reservada_ata IS NULL`,
    [suscripcionUuid],
  );
}
