/**
 * Search the bodies (issue 22). `texto_busca` holds, for each competition whose body was read (`texto_edicto.estado`
 * = 'ok' with a text), the searchable words of its title and body together: `tsv` is the `simple` tsvector of the
 * text folded as the queries are (lower case, accents off, every character that is not a letter or a digit a space,
 * so "CELGA-4", "39/2015" and "B/C" give the words the query side gives), over the title (`opo.texto_normalizado`)
 * and the first TEXTO_BUSCA_MAX_CHARS characters of the body, without positions (nothing ranks bodies by position).
 * A row beside `opo` and `texto_edicto`, not a column of them, so that its two indexes are the only ways to it: the
 * GIN index (rare words) and the date index of the verified rows (a walk, newest first, for common words); the
 * planner chooses between them from the statistics of `tsv`, kept fine-grained (1000) so a rare word is known rare.
 * `tsv` is kept in the row (MAIN storage): a walk reads each vector without a TOAST fetch.
 * Triggers keep it right: a body stored or changed, or a title, verification or date changed. The unfolded
 * `texto_edicto.texto_tsv` of 120_textos (no query could match its accented words) goes, with its index.
 */
export const TEXTO_BUSCA_MAX_CHARS = 200_000;

export const sql = `
DROP INDEX IF EXISTS texto_edicto_tsv_idx;
ALTER TABLE texto_edicto DROP COLUMN IF EXISTS texto_tsv;

CREATE TABLE texto_busca (
  opo_uuid uuid PRIMARY KEY REFERENCES texto_edicto(opo_uuid) ON DELETE CASCADE,
  fecha_bop date NOT NULL,
  verificado boolean NOT NULL,
  tsv tsvector NOT NULL
);
ALTER TABLE texto_busca ALTER COLUMN tsv SET STORAGE MAIN;
ALTER TABLE texto_busca ALTER COLUMN tsv SET STATISTICS 1000;
CREATE INDEX texto_busca_tsv_idx ON texto_busca USING gin (tsv) WHERE verificado;
CREATE INDEX texto_busca_fecha_idx ON texto_busca (fecha_bop DESC, opo_uuid) WHERE verificado;

-- The searchable vector of a title (already folded) and a body, folded like the queries.
CREATE OR REPLACE FUNCTION texto_busca_tsv(titulo text, corpo text) RETURNS tsvector AS $$
  SELECT strip(to_tsvector('simple', regexp_replace(lower(unaccent(coalesce(titulo, '') || ' ' || left(corpo, ${TEXTO_BUSCA_MAX_CHARS}))), '[^a-z0-9]+', ' ', 'g')))
$$ LANGUAGE sql STABLE;

-- A body stored (or changed, or no longer 'ok'): its row written again, or removed.
CREATE OR REPLACE FUNCTION texto_busca_do_texto() RETURNS trigger AS $$
BEGIN
  IF NEW.estado <> 'ok' OR NEW.texto IS NULL THEN
    DELETE FROM texto_busca WHERE opo_uuid = NEW.opo_uuid;
  ELSIF TG_OP = 'INSERT' OR NEW.texto IS DISTINCT FROM OLD.texto OR OLD.estado <> 'ok'
        OR NOT EXISTS (SELECT 1 FROM texto_busca WHERE opo_uuid = NEW.opo_uuid) THEN
    INSERT INTO texto_busca (opo_uuid, fecha_bop, verificado, tsv)
      SELECT o.uuid, o.fecha_bop, o.verificado, texto_busca_tsv(o.texto_normalizado, NEW.texto) FROM opo o WHERE o.uuid = NEW.opo_uuid
      ON CONFLICT (opo_uuid) DO UPDATE SET fecha_bop = EXCLUDED.fecha_bop, verificado = EXCLUDED.verificado, tsv = EXCLUDED.tsv;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER texto_busca_do_texto AFTER INSERT OR UPDATE OF texto, estado ON texto_edicto
  FOR EACH ROW EXECUTE FUNCTION texto_busca_do_texto();

-- A competition verified (or not), moved to another date, or its title or labels changed.
CREATE OR REPLACE FUNCTION texto_busca_da_opo() RETURNS trigger AS $$
BEGIN
  IF NEW.texto_normalizado IS DISTINCT FROM OLD.texto_normalizado THEN
    UPDATE texto_busca b SET fecha_bop = NEW.fecha_bop, verificado = NEW.verificado, tsv = texto_busca_tsv(NEW.texto_normalizado, t.texto)
      FROM texto_edicto t WHERE b.opo_uuid = NEW.uuid AND t.opo_uuid = NEW.uuid;
  ELSE
    UPDATE texto_busca SET fecha_bop = NEW.fecha_bop, verificado = NEW.verificado WHERE opo_uuid = NEW.uuid;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER texto_busca_da_opo AFTER UPDATE ON opo
  FOR EACH ROW
  WHEN (OLD.verificado IS DISTINCT FROM NEW.verificado OR OLD.fecha_bop IS DISTINCT FROM NEW.fecha_bop OR OLD.texto_normalizado IS DISTINCT FROM NEW.texto_normalizado)
  EXECUTE FUNCTION texto_busca_da_opo();

INSERT INTO texto_busca (opo_uuid, fecha_bop, verificado, tsv)
  SELECT o.uuid, o.fecha_bop, o.verificado, texto_busca_tsv(o.texto_normalizado, t.texto)
  FROM texto_edicto t JOIN opo o ON o.uuid = t.opo_uuid WHERE t.estado = 'ok' AND t.texto IS NOT NULL;

ANALYZE texto_busca;
`;
