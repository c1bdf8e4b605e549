/**
 * Issue 22: the facts of a stored body are read again when the rules that read them change (ingestion/relerFeitos.ts):
 * each body keeps the version of the rules its facts were read with. Bodies read before this have none: the first
 * round after the upgrade reads them all again, a batch at a time.
 */
export const sql = `
ALTER TABLE texto_edicto ADD COLUMN IF NOT EXISTS feitos_version text;
`;
