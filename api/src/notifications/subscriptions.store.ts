import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/client.js';

export interface SuscripcionRow {
  uuid: string;
  email: string;
  tema: string;
  proceso_uuid: string | null;
  etiqueta: string | null;
  idioma: 'gl' | 'es';
  confirmada: boolean;
}

export interface TemaInfo {
  titulo: string;
  urlAmigable: string | null;
  etiqueta: string | null;
}

const SUB_COLUMNS = 'uuid, email, tema, proceso_uuid, etiqueta, idioma, confirmada';

/** The signing key of the links: created once (random) and kept in the database so it survives restarts. */
export async function signingKey(db: Queryable): Promise<string> {
  await db.query('INSERT INTO notificacion_clave (id, clave) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [randomBytes(32).toString('base64url')]);
  const [row] = await db.query<{ clave: string }>('SELECT clave FROM notificacion_clave WHERE id = 1');
  return row.clave;
}

/** Records which optional channels this server has, so event writers (that only get a transaction) know. */
export async function setChannelActive(db: Queryable, canal: string, activo: boolean): Promise<void> {
  await db.query(
    'INSERT INTO notificacion_canal (canal, activo) VALUES ($1, $2) ON CONFLICT (canal) DO UPDATE SET activo = EXCLUDED.activo',
    [canal, activo],
  );
}

export interface OfferRow {
  uuid: string;
  titulo: string;
  automatico: boolean;
  url_amigable: string;
  organizacion: string;
}

export async function findOffer(db: Queryable, uuid: string): Promise<OfferRow | null> {
  const [row] = await db.query<OfferRow>(
    'SELECT uuid, titulo, automatico, url_amigable, organizacion FROM proceso_oposicion WHERE uuid = $1',
    [uuid],
  );
  return row ?? null;
}

/** A label exists when a label rule, a competition or an offer carries it. */
export async function labelExists(db: Queryable, etiqueta: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM etiqueta_regla WHERE etiqueta = $1
     UNION ALL SELECT 1 FROM (SELECT 1 FROM opo WHERE etiquetas @> ARRAY[$1]::text[] LIMIT 1) o
     UNION ALL SELECT 1 FROM (SELECT 1 FROM proceso_oposicion WHERE etiquetas @> ARRAY[$1]::text[] LIMIT 1) p
     LIMIT 1`,
    [etiqueta],
  );
  return rows.length > 0;
}

/** Requests of one key (hashed client address or recipient) since `since`. */
export async function countRequests(db: Queryable, clave: string, since: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM suscripcion_solicitude WHERE clave = $1 AND solicitada_en > $2',
    [clave, since],
  );
  return row.n;
}

/** When the `n`-th newest request of a key in the window was made: once it leaves the window, one more fits. */
export async function nthNewestRequest(db: Queryable, clave: string, since: Date, n: number): Promise<Date | null> {
  const [row] = await db.query<{ at: Date | string }>(
    'SELECT solicitada_en AS at FROM suscripcion_solicitude WHERE clave = $1 AND solicitada_en > $2 ORDER BY solicitada_en DESC OFFSET $3 LIMIT 1',
    [clave, since, Math.max(0, n - 1)],
  );
  return row ? new Date(row.at) : null;
}

export async function recordRequest(db: Queryable, claves: string[], at: Date): Promise<void> {
  for (const clave of claves) await db.query('INSERT INTO suscripcion_solicitude (clave, solicitada_en) VALUES ($1, $2)', [clave, at]);
}

export async function purgeRequests(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM suscripcion_solicitude WHERE solicitada_en < $1', [before]);
}

/**
 * Requests never confirmed since `before` go (the privacy notice promises it): the subscription, the address on its
 * messages, and any message still waiting.
 */
export async function purgeUnconfirmed(db: Queryable, before: Date): Promise<number> {
  const gone = await db.query<{ uuid: string }>('SELECT uuid FROM suscripcion WHERE NOT confirmada AND solicitada_en < $1', [before]);
  if (!gone.length) return 0;
  const uuids = gone.map((r) => r.uuid);
  // A profile alert's profile goes from what its confirmation said too (issue 24).
  await db.query(
    `UPDATE notificacion SET datos = '{}', texto = '', html = '' WHERE suscripcion_uuid IN (SELECT uuid FROM suscripcion WHERE uuid = ANY($1::uuid[]) AND perfil IS NOT NULL)`,
    [uuids],
  );
  await db.query(
    `UPDATE notificacion SET destinatario = '', reservada_ata = NULL,
       estado = CASE WHEN estado IN ('pending', 'held') THEN 'cancelled' ELSE estado END
     WHERE suscripcion_uuid = ANY($1::uuid[])`,
    [uuids],
  );
  await db.query('DELETE FROM suscripcion WHERE uuid = ANY($1::uuid[])', [uuids]);
  return uuids.length;
}

/** The subscription of an address to a topic: the existing one, or a new pending one (race-safe). */
export async function upsertPending(
  db: Queryable,
  s: { email: string; tema: string; procesoUuid: string | null; etiqueta: string | null; idioma: 'gl' | 'es'; at: Date },
): Promise<SuscripcionRow> {
  await db.query(
    `INSERT INTO suscripcion (uuid, email, tema, proceso_uuid, etiqueta, idioma, confirmada, solicitada_en)
     VALUES ($1, $2, $3, $4, $5, $6, false, $7) ON CONFLICT (email, tema) DO NOTHING`,
    [randomUUID(), s.email, s.tema, s.procesoUuid, s.etiqueta, s.idioma, s.at],
  );
  const [row] = await db.query<SuscripcionRow>(`SELECT ${SUB_COLUMNS} FROM suscripcion WHERE email = $1 AND tema = $2`, [s.email, s.tema]);
  return row;
}

export async function findSubscription(db: Queryable, uuid: string): Promise<SuscripcionRow | null> {
  const [row] = await db.query<SuscripcionRow>(`SELECT ${SUB_COLUMNS} FROM suscripcion WHERE uuid = $1`, [uuid]);
  return row ?? null;
}

/** Confirms once: a second confirmation changes nothing. */
export async function confirm(db: Queryable, uuid: string, at: Date): Promise<void> {
  await db.query('UPDATE suscripcion SET confirmada = true, confirmada_en = $2 WHERE uuid = $1 AND NOT confirmada', [uuid, at]);
}

export async function temaInfo(db: Queryable, sub: SuscripcionRow): Promise<TemaInfo> {
  if (sub.proceso_uuid) {
    const offer = await findOffer(db, sub.proceso_uuid);
    return { titulo: offer?.titulo ?? '', urlAmigable: offer?.url_amigable ?? null, etiqueta: null };
  }
  return { titulo: sub.etiqueta ?? '', urlAmigable: null, etiqueta: sub.etiqueta };
}

/** Unsubscribe: the subscription goes, a suppression entry (keyed hash of address + topic) stays. */
export async function unsubscribe(db: Queryable, sub: SuscripcionRow, emailHash: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO suscripcion_baixa (email_hash, tema, baixa_en) VALUES ($1, $2, $3)
     ON CONFLICT (email_hash, tema) DO UPDATE SET baixa_en = EXCLUDED.baixa_en`,
    [emailHash, sub.tema, at],
  );
  await db.query(
    `UPDATE notificacion SET estado = 'cancelled', reservada_ata = NULL,
       trazas = trazas || CASE WHEN trazas = '' THEN '' ELSE E'\\n' END || 'Cancelada: baixa da subscrición'
     WHERE suscripcion_uuid = $1 AND estado IN ('pending', 'held')`,
    [sub.uuid],
  );
  // The address itself is not kept anywhere else: the messages already sent keep only that they were sent.
  await db.query(`UPDATE notificacion SET destinatario = '' WHERE suscripcion_uuid = $1`, [sub.uuid]);
  await db.query('DELETE FROM suscripcion WHERE uuid = $1', [sub.uuid]);
}

/** A new confirmation lifts the suppression entry of that address and topic. */
export async function liftSuppression(db: Queryable, emailHash: string, tema: string): Promise<void> {
  await db.query('DELETE FROM suscripcion_baixa WHERE email_hash = $1 AND tema = $2', [emailHash, tema]);
}

export async function confirmedByOffer(db: Queryable, procesoUuid: string): Promise<SuscripcionRow[]> {
  return db.query<SuscripcionRow>(`SELECT ${SUB_COLUMNS} FROM suscripcion WHERE proceso_uuid = $1 AND confirmada ORDER BY uuid`, [procesoUuid]);
}

export async function confirmedByLabels(db: Queryable, etiquetas: string[]): Promise<SuscripcionRow[]> {
  if (!etiquetas.length) return [];
  return db.query<SuscripcionRow>(`SELECT ${SUB_COLUMNS} FROM suscripcion WHERE etiqueta = ANY($1::text[]) AND confirmada ORDER BY uuid`, [etiquetas]);
}
