/** Every entity of SPEC.md section 3. Later migrations add what each capability needs. */
export const sql = `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- Bulletin issue: one per bulletin and date.
CREATE TABLE bop (
  uuid uuid PRIMARY KEY,
  bop text NOT NULL,
  fecha_bop date NOT NULL,
  url text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (bop, fecha_bop)
);

-- Competition (opo): an edict that announces a public job competition.
CREATE TABLE opo (
  uuid uuid PRIMARY KEY,
  bop_uuid uuid REFERENCES bop(uuid) ON DELETE CASCADE,
  bop text NOT NULL,
  fecha_bop date NOT NULL,
  organizacion text NOT NULL DEFAULT '',
  descripcion text NOT NULL DEFAULT '',
  url_detalle text NOT NULL DEFAULT '',
  etiquetas text[] NOT NULL DEFAULT '{}',
  verificado boolean NOT NULL DEFAULT false,
  uuid_proceso_selectivo uuid,
  texto_normalizado text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX opo_fecha_idx ON opo (fecha_bop DESC, bop);
CREATE INDEX opo_etiquetas_idx ON opo USING gin (etiquetas);
CREATE INDEX opo_texto_trgm_idx ON opo USING gin (texto_normalizado gin_trgm_ops);

-- Label rule.
CREATE TABLE etiqueta_regla (
  uuid uuid PRIMARY KEY,
  etiqueta text NOT NULL,
  texto_busqueda text NOT NULL,
  prioridad integer NOT NULL DEFAULT 0,
  comprobar_cadena_completa boolean NOT NULL DEFAULT true,
  UNIQUE (etiqueta, texto_busqueda)
);

-- Search filter per bulletin.
CREATE TABLE filtro_busqueda (
  uuid uuid PRIMARY KEY,
  bop text NOT NULL,
  texto_busqueda text NOT NULL,
  prioridad integer NOT NULL DEFAULT 0,
  indexable boolean NOT NULL DEFAULT true,
  UNIQUE (bop, texto_busqueda)
);

-- Offer (procesoOposicion) and its phases.
CREATE TABLE proceso_oposicion (
  uuid uuid PRIMARY KEY,
  url_amigable text NOT NULL UNIQUE,
  organizacion text NOT NULL DEFAULT '',
  bop text NOT NULL DEFAULT '',
  url_imagen text NOT NULL DEFAULT '',
  titulo text NOT NULL DEFAULT '',
  descripcion text NOT NULL DEFAULT '',
  detalle text NOT NULL DEFAULT '',
  url_info_proceso_externo text NOT NULL DEFAULT '',
  etiqueta_busqueda_proceso text NOT NULL DEFAULT '',
  etiqueta_proceso text NOT NULL DEFAULT '',
  etiquetas text[] NOT NULL DEFAULT '{}',
  sistema_seleccion text NOT NULL DEFAULT '',
  tipo_contrato text NOT NULL DEFAULT '',
  uuid_opo_inicio text NOT NULL DEFAULT '',
  proceso_finalizado boolean NOT NULL DEFAULT false,
  proceso_mostrable boolean NOT NULL DEFAULT true,
  numero_visitas integer NOT NULL DEFAULT 0,
  fecha_bop_inicio_proceso date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX proceso_etiquetas_idx ON proceso_oposicion USING gin (etiquetas);

CREATE TABLE archivo (
  uuid uuid PRIMARY KEY,
  nombre text NOT NULL DEFAULT '',
  tipo text NOT NULL DEFAULT 'application/pdf',
  tamano integer NOT NULL,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE fase (
  uuid uuid PRIMARY KEY,
  proceso_uuid uuid NOT NULL REFERENCES proceso_oposicion(uuid) ON DELETE CASCADE,
  titulo text NOT NULL,
  orden integer NOT NULL,
  fecha_bop date,
  url_detalle text,
  archivo_uuid uuid REFERENCES archivo(uuid),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fase_proceso_idx ON fase (proceso_uuid, orden, fecha_bop);

-- Notification (one message to send, or sent).
CREATE TABLE notificacion (
  uuid uuid PRIMARY KEY,
  tipo_envio text NOT NULL DEFAULT 'EMAIL',
  auditoria_fecha_envio timestamptz,
  prioridad integer NOT NULL DEFAULT 0,
  enviado boolean NOT NULL DEFAULT false,
  trazas text NOT NULL DEFAULT '',
  texto text NOT NULL DEFAULT '',
  auditoria_creador_por text NOT NULL DEFAULT 'sistema',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notificacion_created_idx ON notificacion (created_at);

-- Statistic: one per bulletin and date.
CREATE TABLE estadistica (
  uuid uuid PRIMARY KEY,
  bop text NOT NULL,
  fecha_bop date NOT NULL,
  fecha_creacion timestamptz NOT NULL DEFAULT now(),
  trazas text NOT NULL DEFAULT '',
  numero_total_edictos integer NOT NULL DEFAULT 0,
  numero_edictos_opos integer NOT NULL DEFAULT 0,
  edictos_list text[] NOT NULL DEFAULT '{}',
  UNIQUE (bop, fecha_bop)
);

-- Business constants (BLOQUEO_BUSQUEDA_BOP_BOE ...).
CREATE TABLE constante (
  nombre text PRIMARY KEY,
  valor text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO constante (nombre, valor) VALUES ('BLOQUEO_BUSQUEDA_BOP_BOE', 'false');
`;
