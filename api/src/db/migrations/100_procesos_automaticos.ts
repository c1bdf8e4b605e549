/**
 * Processes found by the analysis (issue 13): an offer (proceso_oposicion) may be started automatically from an
 * edict, and edicts are linked to it with a confidence and their evidence; uncertain links wait for an administrator,
 * whose decisions (confirm, move, split) are never undone by a re-analysis. Each process keeps its application
 * deadline as computed from the edict that opens it.
 */
export const sql = `
ALTER TABLE proceso_oposicion ADD COLUMN IF NOT EXISTS automatico boolean NOT NULL DEFAULT false;
ALTER TABLE proceso_oposicion ADD COLUMN IF NOT EXISTS chave_corpo text;
ALTER TABLE proceso_oposicion ADD COLUMN IF NOT EXISTS chave jsonb;
ALTER TABLE proceso_oposicion ADD COLUMN IF NOT EXISTS etapa text NOT NULL DEFAULT '';
ALTER TABLE proceso_oposicion ADD COLUMN IF NOT EXISTS prazo_ultimo_dia date;
ALTER TABLE proceso_oposicion ADD COLUMN IF NOT EXISTS prazo_texto text NOT NULL DEFAULT '';
ALTER TABLE proceso_oposicion ADD COLUMN IF NOT EXISTS prazo_estimado boolean NOT NULL DEFAULT false;
ALTER TABLE proceso_oposicion ADD COLUMN IF NOT EXISTS prazo_pendente boolean NOT NULL DEFAULT false;
ALTER TABLE proceso_oposicion ADD COLUMN IF NOT EXISTS concello_prazo text NOT NULL DEFAULT '';
CREATE INDEX IF NOT EXISTS proceso_chave_corpo_idx ON proceso_oposicion (chave_corpo, fecha_bop_inicio_proceso DESC);

ALTER TABLE fase ADD COLUMN IF NOT EXISTS tipo_edicto text NOT NULL DEFAULT '';
ALTER TABLE fase ADD COLUMN IF NOT EXISTS bop text NOT NULL DEFAULT '';
ALTER TABLE fase ADD COLUMN IF NOT EXISTS automatica boolean NOT NULL DEFAULT false;
CREATE INDEX IF NOT EXISTS fase_opo_idx ON fase (opo_uuid);

ALTER TABLE opo ADD COLUMN IF NOT EXISTS ligazon_automatica boolean NOT NULL DEFAULT false;
ALTER TABLE opo ADD COLUMN IF NOT EXISTS ligazon_confianza real;
ALTER TABLE opo ADD COLUMN IF NOT EXISTS ligazon_evidencias text NOT NULL DEFAULT '';
ALTER TABLE opo ADD COLUMN IF NOT EXISTS ligazon_revisar boolean NOT NULL DEFAULT false;
CREATE INDEX IF NOT EXISTS opo_proceso_idx ON opo (uuid_proceso_selectivo);
CREATE INDEX IF NOT EXISTS opo_ligazon_revisar_idx ON opo (ligazon_revisar) WHERE ligazon_revisar;
`;
