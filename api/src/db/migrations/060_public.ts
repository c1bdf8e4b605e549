/**
 * Public search (issue #3). `opo.texto_normalizado` holds organisation, description, bulletin and labels,
 * lower-cased without accents (the form of `normalizeText`); a trigger keeps it filled on every insert and update,
 * so a writer that forgets `opoSearchText` cannot make a competition unsearchable. Two indexes serve `consultaTexto`:
 * the trigram one of 001_init (substring matches) and a full-text one (`simple` configuration: PostgreSQL ships no
 * Galician one, and the text is already unaccented).
 */
export const sql = `
CREATE OR REPLACE FUNCTION opo_texto_normalizado_trigger() RETURNS trigger AS $$
BEGIN
  NEW.texto_normalizado := btrim(regexp_replace(lower(unaccent(concat_ws(' ', NEW.organizacion, NEW.descripcion, NEW.bop, array_to_string(NEW.etiquetas, ' ')))), '\\s+', ' ', 'g'));
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS opo_texto_normalizado_fill ON opo;

CREATE TRIGGER opo_texto_normalizado_fill BEFORE INSERT OR UPDATE ON opo
  FOR EACH ROW EXECUTE FUNCTION opo_texto_normalizado_trigger();

UPDATE opo SET texto_normalizado = texto_normalizado;

CREATE INDEX IF NOT EXISTS opo_texto_fts_idx ON opo USING gin (to_tsvector('simple', texto_normalizado));

CREATE INDEX IF NOT EXISTS bop_fecha_idx ON bop (fecha_bop DESC, bop);
`;
