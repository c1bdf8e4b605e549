/** Offers, phases and their files (issue #6). */
export const sql = `
-- Set when an administrator edits, verifies or links a competition, so a new analysis run keeps the change.
ALTER TABLE opo ADD COLUMN IF NOT EXISTS editado_admin boolean NOT NULL DEFAULT false;

-- The competition (edict) that announces a phase, when the administrator names one.
ALTER TABLE fase ADD COLUMN IF NOT EXISTS opo_uuid uuid;

CREATE INDEX IF NOT EXISTS fase_archivo_idx ON fase (archivo_uuid);
CREATE INDEX IF NOT EXISTS archivo_sha256_idx ON archivo (sha256);
CREATE INDEX IF NOT EXISTS proceso_listado_idx ON proceso_oposicion (proceso_finalizado, fecha_bop_inicio_proceso DESC, created_at DESC);
CREATE INDEX IF NOT EXISTS opo_bop_uuid_idx ON opo (bop_uuid);
CREATE INDEX IF NOT EXISTS bop_fecha_idx ON bop (fecha_bop DESC, bop);
`;
