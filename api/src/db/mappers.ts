import type { Bop, DateArray, DateTimeArray, Opo } from 'shared/contract';
import { dateTimeInZone, isoToDateArray } from 'shared/contract';

/** The one place that maps database rows to the contract shapes (dates as arrays). */
export function toDateArray(value: string | Date | null | undefined): DateArray | null {
  if (value === null || value === undefined) return null;
  const iso = value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);
  return isoToDateArray(iso);
}

export function toDateTimeArray(value: Date | string | null | undefined, timeZone = 'Europe/Madrid'): DateTimeArray | null {
  if (value === null || value === undefined) return null;
  return dateTimeInZone(value instanceof Date ? value : new Date(value), timeZone);
}

export interface OpoRow {
  uuid: string;
  bop: string;
  fecha_bop: string;
  organizacion: string;
  descripcion: string;
  url_detalle: string;
  etiquetas: string[];
  verificado: boolean;
}

export function toOpo(r: OpoRow): Opo {
  return {
    uuid: r.uuid,
    organizacion: r.organizacion,
    descripcion: r.descripcion,
    urlDetalle: r.url_detalle,
    bop: r.bop,
    fechaBop: toDateArray(r.fecha_bop)!,
    etiquetas: r.etiquetas ?? [],
    verificado: r.verificado,
  };
}

export interface BopRow {
  uuid: string;
  bop: string;
  fecha_bop: string;
}

export function toBop(r: BopRow): Bop {
  return { uuid: r.uuid, bop: r.bop, fechaBop: toDateArray(r.fecha_bop)! };
}
