/**
 * The text of every job edict (issue 22): one row per competition (`opo`) found from an edict, with where its body
 * was read (address, format), the text with its SHA-256, the HTTP validators for a later conditional request, and
 * the state of the fetch: `ok`, `pendente` (not read yet, or retried later with back-off) or `erro` (attempts used
 * up: an administrator may retry). The facts read from the text (`feitos`, JSON) are filled once the text is stored.
 * A document that holds the bodies of several edicts (BOP Lugo's day PDF) is kept once in `texto_documento`, so each
 * edict of that day is cut from it without fetching it again.
 */
export const sql = `
CREATE TABLE texto_edicto (
  opo_uuid uuid PRIMARY KEY REFERENCES opo(uuid) ON DELETE CASCADE,
  edicto_uuid uuid REFERENCES edicto(uuid) ON DELETE SET NULL,
  bop text NOT NULL,
  fecha_bop date NOT NULL,
  url text NOT NULL DEFAULT '',
  formato text CHECK (formato IN ('html', 'pdf', 'xml')),
  texto text,
  sha256 text,
  lido_en timestamptz,
  etag text,
  last_modified text,
  estado text NOT NULL DEFAULT 'pendente' CHECK (estado IN ('ok', 'pendente', 'erro')),
  intentos integer NOT NULL DEFAULT 0,
  seguinte_intento timestamptz NOT NULL DEFAULT now(),
  ultimo_erro text NOT NULL DEFAULT '',
  lease_ata timestamptz,
  executor text,
  feitos jsonb,
  feitos_lidos_en timestamptz,
  texto_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', coalesce(texto, ''))) STORED,
  creado timestamptz NOT NULL DEFAULT now(),
  actualizado timestamptz NOT NULL DEFAULT now()
);
-- The queue: due rows first; the counts per bulletin and day of the coverage page and the admin home.
CREATE INDEX texto_edicto_cola_idx ON texto_edicto (seguinte_intento) WHERE estado = 'pendente';
CREATE INDEX texto_edicto_bop_fecha_idx ON texto_edicto (bop, fecha_bop, estado);
CREATE INDEX texto_edicto_tsv_idx ON texto_edicto USING gin (texto_tsv);

CREATE TABLE texto_documento (
  url text PRIMARY KEY,
  formato text NOT NULL CHECK (formato IN ('html', 'pdf', 'xml')),
  texto text NOT NULL,
  sha256 text NOT NULL,
  etag text,
  last_modified text,
  lido_en timestamptz NOT NULL DEFAULT now()
);
`;
