/**
 * Notifications (issue #8): confirmed subscriptions (double opt-in), suppression entries, outbox events, and the
 * outbox columns of `notificacion` (each row of it is one message: pending, held, sent, failed or cancelled).
 */
export const sql = `
-- One subscription of an address to an offer or to a label, with its consent (requested, confirmed, language).
CREATE TABLE suscripcion (
  uuid uuid PRIMARY KEY,
  email text NOT NULL,
  tema text NOT NULL,
  proceso_uuid uuid REFERENCES proceso_oposicion(uuid) ON DELETE CASCADE,
  etiqueta text,
  idioma text NOT NULL DEFAULT 'gl',
  confirmada boolean NOT NULL DEFAULT false,
  solicitada_en timestamptz NOT NULL,
  confirmada_en timestamptz,
  UNIQUE (email, tema)
);
CREATE INDEX suscripcion_proceso_idx ON suscripcion (proceso_uuid) WHERE confirmada;
CREATE INDEX suscripcion_etiqueta_idx ON suscripcion (etiqueta) WHERE confirmada;

-- What remains of an address after it unsubscribes: a keyed hash of it and of the topic, nothing else.
CREATE TABLE suscripcion_baixa (
  email_hash text NOT NULL,
  tema text NOT NULL,
  baixa_en timestamptz NOT NULL,
  PRIMARY KEY (email_hash, tema)
);

-- Subscription requests of the last hours, by keyed hash of client address and of recipient (rate limit).
CREATE TABLE suscripcion_solicitude (
  clave text NOT NULL,
  solicitada_en timestamptz NOT NULL
);
CREATE INDEX suscripcion_solicitude_idx ON suscripcion_solicitude (clave, solicitada_en);

-- The server's signing key for confirmation and unsubscribe links (kept here so it survives restarts).
CREATE TABLE notificacion_clave (
  id integer PRIMARY KEY,
  clave text NOT NULL
);

-- Channels this server has configured (Telegram ...): the event writers only queue messages for an active one.
CREATE TABLE notificacion_canal (
  canal text PRIMARY KEY,
  activo boolean NOT NULL
);

-- Outbox events: written in the same transaction as the change that causes them.
CREATE TABLE notificacion_evento (
  uuid uuid PRIMARY KEY,
  tipo text NOT NULL,
  clave text NOT NULL UNIQUE,
  datos jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE notificacion ADD COLUMN evento_uuid uuid REFERENCES notificacion_evento(uuid) ON DELETE SET NULL;
ALTER TABLE notificacion ADD COLUMN suscripcion_uuid uuid REFERENCES suscripcion(uuid) ON DELETE SET NULL;
ALTER TABLE notificacion ADD COLUMN clave_idempotencia text;
ALTER TABLE notificacion ADD COLUMN destinatario text NOT NULL DEFAULT '';
ALTER TABLE notificacion ADD COLUMN idioma text NOT NULL DEFAULT 'gl';
ALTER TABLE notificacion ADD COLUMN plantilla text NOT NULL DEFAULT '';
ALTER TABLE notificacion ADD COLUMN datos jsonb NOT NULL DEFAULT '{}';
ALTER TABLE notificacion ADD COLUMN asunto text NOT NULL DEFAULT '';
ALTER TABLE notificacion ADD COLUMN html text NOT NULL DEFAULT '';
ALTER TABLE notificacion ADD COLUMN url_baixa text NOT NULL DEFAULT '';
ALTER TABLE notificacion ADD COLUMN estado text NOT NULL DEFAULT 'sent';
ALTER TABLE notificacion ADD COLUMN intentos integer NOT NULL DEFAULT 0;
ALTER TABLE notificacion ADD COLUMN proximo_intento timestamptz;
ALTER TABLE notificacion ADD COLUMN reservada_ata timestamptz;
ALTER TABLE notificacion ADD CONSTRAINT notificacion_estado_chk CHECK (estado IN ('pending', 'held', 'sent', 'failed', 'cancelled'));
CREATE UNIQUE INDEX notificacion_idempotencia_uq ON notificacion (clave_idempotencia);
CREATE INDEX notificacion_pendiente_idx ON notificacion (proximo_intento) WHERE estado = 'pending';
CREATE INDEX notificacion_suscripcion_idx ON notificacion (suscripcion_uuid);
`;
