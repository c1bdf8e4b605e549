/**
 * Bulletin ingestion (issue #4): the edicts read from each bulletin, the outcome of each reading, the link from a
 * competition to its edict, the administrator-edited flag that protects a competition from re-analysis, and the
 * job table of the daily schedule (a small lease-based queue that works on PGlite and PostgreSQL alike).
 * The default search filters and label rules are seeded at start by the ingestion module when the tables are empty.
 */
export const sql = `
-- One row per edict read, whatever the analysis decides. The natural key (bulletin, its own id) makes re-reading idempotent.
CREATE TABLE edicto (
  uuid uuid PRIMARY KEY,
  bop text NOT NULL,
  id_fuente text NOT NULL,
  fecha_bop date NOT NULL,
  bop_uuid uuid REFERENCES bop(uuid) ON DELETE CASCADE,
  seccion text NOT NULL DEFAULT '',
  organizacion text NOT NULL DEFAULT '',
  titulo text NOT NULL,
  titulo_alternativo text NOT NULL DEFAULT '',
  url_detalle text NOT NULL DEFAULT '',
  url_pdf text,
  orden integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (bop, id_fuente)
);
CREATE INDEX edicto_fecha_idx ON edicto (fecha_bop, bop, orden);

-- Outcome of reading one bulletin for one date: ok, sen_boletin (normal), bloqueado (robots.txt), erro (format changed, network).
CREATE TABLE lectura_bop (
  bop text NOT NULL,
  fecha_bop date NOT NULL,
  estado text NOT NULL,
  numero text,
  numero_edictos integer NOT NULL DEFAULT 0,
  trazas text NOT NULL DEFAULT '',
  lida_en timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bop, fecha_bop)
);

-- A competition found by the analysis points at its edict; the admin flag keeps its edits through re-analysis.
ALTER TABLE opo ADD COLUMN edicto_uuid uuid UNIQUE REFERENCES edicto(uuid) ON DELETE SET NULL;
ALTER TABLE opo ADD COLUMN editado_admin boolean NOT NULL DEFAULT false;

-- Jobs of the reading schedule. A worker claims a job with a lease (FOR UPDATE SKIP LOCKED); a job whose lease
-- ran out (process killed) is claimed again and re-run, which is safe because reading and analysis are idempotent.
CREATE TABLE ingestion_job (
  uuid uuid PRIMARY KEY,
  tipo text NOT NULL,
  fecha date NOT NULL,
  orixe text NOT NULL,
  envio_notificacion boolean NOT NULL DEFAULT false,
  estado text NOT NULL DEFAULT 'pendente',
  intentos integer NOT NULL DEFAULT 0,
  lease_ata timestamptz,
  executor text,
  resumo text NOT NULL DEFAULT '',
  erro text NOT NULL DEFAULT '',
  creado timestamptz NOT NULL DEFAULT now(),
  iniciado timestamptz,
  rematado timestamptz
);
CREATE UNIQUE INDEX ingestion_job_programado_uq ON ingestion_job (tipo, fecha) WHERE orixe = 'programada';
CREATE INDEX ingestion_job_estado_idx ON ingestion_job (estado, creado);

-- One-time steps of this capability already done (e.g. the default rules seeded on the first start).
CREATE TABLE ingestion_marca (
  nome text PRIMARY KEY,
  creado timestamptz NOT NULL DEFAULT now()
);
`;
