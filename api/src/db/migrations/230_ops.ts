/**
 * Operations (issue 26). `aviso_operador`: one row per failure an operator was told of (a bulletin reading that
 * failed or stayed unread, e-mails stuck in the outbox); its key is unique, so the same failure is told once, whatever
 * restarts or servers. An open outbox episode has the key 'correo_atascado' until it is over, then its own.
 * `historico` / `historico_dia`: a backfill of past bulletin days and the days it has done (so a stop resumes).
 */
export const sql = `
CREATE TABLE aviso_operador (
  uuid uuid PRIMARY KEY,
  clave text NOT NULL UNIQUE,
  tipo text NOT NULL CHECK (tipo IN ('lectura_fallida', 'sen_ler', 'correo_atascado')),
  bop text,
  fecha_bop date,
  estado_lectura text,
  detalle text NOT NULL DEFAULT '',
  notificacion_uuid uuid,
  creado_en timestamptz NOT NULL DEFAULT now(),
  resolto_en timestamptz
);
CREATE INDEX aviso_operador_creado_idx ON aviso_operador (creado_en DESC);

CREATE TABLE historico (
  uuid uuid PRIMARY KEY,
  desde date NOT NULL,
  ata date NOT NULL,
  boletins text[] NOT NULL,
  estado text NOT NULL CHECK (estado IN ('en_curso', 'parado', 'feito')),
  total_dias integer NOT NULL,
  dias_feitos integer NOT NULL DEFAULT 0,
  lecturas_ok integer NOT NULL DEFAULT 0,
  lecturas_sen_boletin integer NOT NULL DEFAULT 0,
  lecturas_fallidas integer NOT NULL DEFAULT 0,
  lecturas_previas integer NOT NULL DEFAULT 0,
  edictos integer NOT NULL DEFAULT 0,
  opos integer NOT NULL DEFAULT 0,
  executor text,
  lease_ata timestamptz,
  iniciado_por text NOT NULL DEFAULT '',
  creado_en timestamptz NOT NULL DEFAULT now(),
  actualizado_en timestamptz NOT NULL DEFAULT now(),
  rematado_en timestamptz
);
CREATE INDEX historico_creado_idx ON historico (creado_en DESC);

CREATE TABLE historico_dia (
  historico_uuid uuid NOT NULL REFERENCES historico(uuid) ON DELETE CASCADE,
  fecha date NOT NULL,
  descripcion text NOT NULL DEFAULT '',
  feito_en timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (historico_uuid, fecha)
);
`;
