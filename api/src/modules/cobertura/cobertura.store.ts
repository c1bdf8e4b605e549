import type { Queryable } from '../../db/client.js';
import type { EstadoLectura } from '../../domain/cobertura.js';

export interface LecturaCoberturaRow {
  bop: string;
  fecha: string;
  estado: EstadoLectura;
  edictos: number;
  opos: number;
}

/**
 * The readings of every bulletin between two dates (inclusive), each with the competitions published from that
 * day's edicts. One row per bulletin and date read; ordered by bulletin, then date.
 */
export const lecturasEntre = (db: Queryable, desde: string, ata: string) =>
  db.query<LecturaCoberturaRow>(
    `SELECT l.bop, l.fecha_bop::text AS fecha, l.estado, l.numero_edictos AS edictos, COALESCE(o.n, 0)::int AS opos
     FROM lectura_bop l
     LEFT JOIN (SELECT bop, fecha_bop, count(*) AS n FROM opo WHERE verificado AND fecha_bop BETWEEN $1::date AND $2::date GROUP BY bop, fecha_bop) o
       ON o.bop = l.bop AND o.fecha_bop = l.fecha_bop
     WHERE l.fecha_bop BETWEEN $1::date AND $2::date
     ORDER BY l.bop, l.fecha_bop`,
    [desde, ata],
  );

export interface UltimaLecturaRow {
  bop: string;
  lida_en: Date | string;
  fecha: string;
}

/** Per bulletin, when its last good reading ran and the newest bulletin date read correctly (all time). */
export const ultimasLecturasCorrectas = (db: Queryable) =>
  db.query<UltimaLecturaRow>(
    `SELECT bop, max(lida_en) AS lida_en, max(fecha_bop)::text AS fecha FROM lectura_bop WHERE estado = 'ok' GROUP BY bop`,
  );

// ---- edict bodies (issue 22) ------------------------------------------------------------------------------------------

export interface TextoPendenteRow {
  opo_uuid: string;
  bop: string;
  fecha_bop: string;
  titulo: string;
  organizacion: string;
  url: string;
  url_detalle: string;
  estado: 'pendente' | 'erro';
  intentos: number;
  seguinte_intento: Date | string;
  ultimo_erro: string;
}

/** The bodies not stored yet (pending or failed), newest bulletin date first, and how many there are per bulletin. */
export async function textosPendentes(db: Queryable, limite: number): Promise<{ total: number; porBoletin: { bop: string; n: number }[]; filas: TextoPendenteRow[] }> {
  const porBoletin = await db.query<{ bop: string; n: number }>(
    `SELECT bop, count(*)::int AS n FROM texto_edicto WHERE estado <> 'ok' GROUP BY bop ORDER BY bop`,
  );
  const filas = await db.query<TextoPendenteRow>(
    `SELECT t.opo_uuid, t.bop, t.fecha_bop::text AS fecha_bop, o.descripcion AS titulo, o.organizacion, t.url, o.url_detalle, t.estado, t.intentos,
       t.seguinte_intento, t.ultimo_erro
     FROM texto_edicto t JOIN opo o ON o.uuid = t.opo_uuid
     WHERE t.estado <> 'ok' ORDER BY t.fecha_bop DESC, t.bop, o.descripcion LIMIT $1`,
    [limite],
  );
  return { total: porBoletin.reduce((n, b) => n + Number(b.n), 0), porBoletin, filas };
}

/** Per bulletin, the bodies of published competitions of bulletin dates between two dates: read and missing. */
export const textosPorBoletin = (db: Queryable, desde: string, ata: string) =>
  db.query<{ bop: string; lidos: number; pendentes: number }>(
    `SELECT t.bop, count(*) FILTER (WHERE t.estado = 'ok')::int AS lidos, count(*) FILTER (WHERE t.estado <> 'ok')::int AS pendentes
     FROM texto_edicto t JOIN opo o ON o.uuid = t.opo_uuid
     WHERE o.verificado AND t.fecha_bop BETWEEN $1::date AND $2::date GROUP BY t.bop`,
    [desde, ata],
  );
