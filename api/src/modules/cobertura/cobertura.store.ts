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
