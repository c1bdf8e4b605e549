/**
 * Alerts for a label, a search or a filtered list (issue 16). An alert is a subscription (`suscripcion`, with its
 * double opt-in, language, suppression on leaving and outbox messages) whose topic is a criterion
 * (`tema = 'alerta:<canonical criterion>'`, `criterio`) and which has a frequency (a daily digest or immediate).
 */
export const sql = `
ALTER TABLE suscripcion ADD COLUMN IF NOT EXISTS criterio jsonb;
ALTER TABLE suscripcion ADD COLUMN IF NOT EXISTS frecuencia text;
ALTER TABLE suscripcion ADD CONSTRAINT suscripcion_frecuencia_chk
  CHECK ((criterio IS NULL AND frecuencia IS NULL) OR (criterio IS NOT NULL AND frecuencia IN ('DIARIA', 'INMEDIATA')));
CREATE INDEX IF NOT EXISTS suscripcion_alerta_idx ON suscripcion (frecuencia) WHERE confirmada AND criterio IS NOT NULL;

-- An address that has asked for alerts: the random id its manage link is signed for (no account, no password).
-- Deleted with the address's last subscription.
CREATE TABLE suscritor (
  uuid uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

-- What each alert has already told its subscriber (a competition, a phase of a followed process): never twice.
CREATE TABLE alerta_enviado (
  suscripcion_uuid uuid NOT NULL REFERENCES suscripcion(uuid) ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('opo', 'fase')),
  uuid uuid NOT NULL,
  enviado_en timestamptz NOT NULL,
  PRIMARY KEY (suscripcion_uuid, tipo, uuid)
);
CREATE INDEX alerta_enviado_en_idx ON alerta_enviado (enviado_en);

-- The processes an alert follows (those of the competitions it has sent), and since when: their new phases are
-- the "process events" of its messages.
CREATE TABLE alerta_proceso (
  suscripcion_uuid uuid NOT NULL REFERENCES suscripcion(uuid) ON DELETE CASCADE,
  proceso_uuid uuid NOT NULL REFERENCES proceso_oposicion(uuid) ON DELETE CASCADE,
  desde timestamptz NOT NULL,
  PRIMARY KEY (suscripcion_uuid, proceso_uuid)
);
CREATE INDEX alerta_proceso_proceso_idx ON alerta_proceso (proceso_uuid);

-- Days whose daily digest run has finished, so a restart later that day does not walk every alert again.
CREATE TABLE alerta_resumo_dia (
  dia date PRIMARY KEY,
  feito_en timestamptz NOT NULL
);

-- "Anything new since the last look?" for the immediate alerts, without a scan.
CREATE INDEX IF NOT EXISTS opo_updated_idx ON opo (updated_at);
CREATE INDEX IF NOT EXISTS opo_created_idx ON opo (created_at);
CREATE INDEX IF NOT EXISTS fase_created_idx ON fase (created_at);
`;
