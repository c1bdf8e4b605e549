/**
 * Issue 22: the facts of a process read from its edicts' texts (domain/feitos: feitosDoProceso), kept with the process
 * as JSON (each fact with its quote and edict), and the ones lists filter on as columns: group or subgroup, level of
 * the qualification required, staff type, turns with places, job pool or permanent posts, places in total.
 */
export const sql = `
ALTER TABLE proceso_oposicion ADD COLUMN IF NOT EXISTS feitos jsonb;
ALTER TABLE proceso_oposicion ADD COLUMN IF NOT EXISTS grupo text;
ALTER TABLE proceso_oposicion ADD COLUMN IF NOT EXISTS nivel_titulacion text;
ALTER TABLE proceso_oposicion ADD COLUMN IF NOT EXISTS tipo_persoal text;
ALTER TABLE proceso_oposicion ADD COLUMN IF NOT EXISTS quendas text[] NOT NULL DEFAULT '{}';
ALTER TABLE proceso_oposicion ADD COLUMN IF NOT EXISTS bolsa boolean;
ALTER TABLE proceso_oposicion ADD COLUMN IF NOT EXISTS prazas integer;
`;
