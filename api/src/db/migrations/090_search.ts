/**
 * Search at scale (issue #14). `opo.texto_tsv` stores the full-text vector of `texto_normalizado` (a generated
 * column: PostgreSQL computes it after the BEFORE trigger of 060_public has filled the text), so neither a query nor
 * the ranking computes `to_tsvector` per row. Its GIN index keeps the name the EXPLAIN test looks for and, like the
 * date index, only holds verified competitions (the only ones the public reads see). The trigram index of 001_init
 * already indexes the unaccented, lower-cased `texto_normalizado` for substring (LIKE) matches.
 */
export const sql = `
ALTER TABLE opo ADD COLUMN IF NOT EXISTS texto_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', texto_normalizado)) STORED;

DROP INDEX IF EXISTS opo_texto_fts_idx;
CREATE INDEX opo_texto_fts_idx ON opo USING gin (texto_tsv) WHERE verificado;

CREATE INDEX IF NOT EXISTS opo_verificado_fecha_idx ON opo (fecha_bop DESC, uuid) WHERE verificado;

ANALYZE opo;
`;
