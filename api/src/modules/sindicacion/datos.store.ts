import type { Queryable } from '../../db/client.js';
import type { OpoRow } from '../../db/mappers.js';
import type { FeitosColumnas } from '../opos/opoFeitos.js';

/** Where a page of an export starts: after this (date, uuid) in the export's order. */
export interface Cursor {
  fecha: string;
  uuid: string;
}

/** Published competitions of a date range, oldest first (by bulletin date, then uuid), after a cursor. */
export async function findOposExport(
  db: Queryable,
  o: { desde: string; hasta: string; bop?: string; despois?: Cursor; limit: number },
): Promise<OpoRow[]> {
  const params: unknown[] = [o.desde, o.hasta];
  const where = ['verificado', 'fecha_bop BETWEEN $1 AND $2'];
  if (o.bop) {
    params.push(o.bop);
    where.push(`bop = $${params.length}`);
  }
  if (o.despois) {
    params.push(o.despois.fecha, o.despois.uuid);
    where.push(`(fecha_bop, uuid) > ($${params.length - 1}::date, $${params.length}::uuid)`);
  }
  return db.query<OpoRow>(
    `SELECT uuid, bop, fecha_bop::text AS fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado, tipo_edicto
     FROM opo WHERE ${where.join(' AND ')}
     ORDER BY fecha_bop, uuid LIMIT ${Math.max(1, Math.floor(o.limit))}`,
    params,
  );
}

export interface ProcesoExportRow extends FeitosColumnas {
  uuid: string;
  url_amigable: string;
  titulo: string;
  organizacion: string;
  bop: string;
  sistema_seleccion: string;
  tipo_contrato: string;
  etiquetas: string[];
  etiqueta_proceso: string;
  etiqueta_busqueda_proceso: string;
  fecha_bop_inicio_proceso: string | null;
  proceso_finalizado: boolean;
  etapa: string;
  automatico: boolean;
  prazo_ultimo_dia: string | null;
  prazo_texto: string;
  prazo_estimado: boolean;
  prazo_pendente: boolean;
  concello_prazo: string;
  numero_edictos: number;
  ultima_publicacion: string | null;
  tipos_edicto: string[] | null;
  /** The key of the export's order: the start date, or 0001-01-01 for a process without one. */
  orde_fecha: string;
}

/**
 * Shown processes with a publication in a date range (their start or any of their edicts), in the order of their
 * start date then uuid, after a cursor; each with its number of edicts, its latest publication and the kinds of
 * its edicts.
 */
export async function findProcesosExport(
  db: Queryable,
  o: { desde: string; hasta: string; despois?: Cursor; limit: number },
): Promise<ProcesoExportRow[]> {
  const params: unknown[] = [o.desde, o.hasta];
  const where = [
    'p.proceso_mostrable',
    "p.url_amigable <> ''",
    `(p.fecha_bop_inicio_proceso BETWEEN $1 AND $2
      OR EXISTS (SELECT 1 FROM fase x WHERE x.proceso_uuid = p.uuid AND x.fecha_bop BETWEEN $1 AND $2))`,
  ];
  if (o.despois) {
    params.push(o.despois.fecha, o.despois.uuid);
    where.push(`(coalesce(p.fecha_bop_inicio_proceso, DATE '0001-01-01'), p.uuid) > ($${params.length - 1}::date, $${params.length}::uuid)`);
  }
  return db.query<ProcesoExportRow>(
    `SELECT p.uuid, p.url_amigable, p.titulo, p.organizacion, p.bop, p.sistema_seleccion, p.tipo_contrato, p.etiquetas,
            p.etiqueta_proceso, p.etiqueta_busqueda_proceso, p.fecha_bop_inicio_proceso::text AS fecha_bop_inicio_proceso,
            p.proceso_finalizado, p.etapa, p.automatico, p.prazo_ultimo_dia::text AS prazo_ultimo_dia, p.prazo_texto,
            p.prazo_estimado, p.prazo_pendente, p.concello_prazo,
            f.numero_edictos, f.ultima_publicacion, f.tipos_edicto,
            p.grupo, p.grupos, p.nivel_titulacion, p.tipo_persoal, p.quendas, p.bolsa, p.prazas,
            coalesce(p.fecha_bop_inicio_proceso, DATE '0001-01-01')::text AS orde_fecha
     FROM proceso_oposicion p
     LEFT JOIN LATERAL (
       SELECT count(*)::int AS numero_edictos, max(fecha_bop)::text AS ultima_publicacion,
              array_remove(array_agg(DISTINCT tipo_edicto), '') AS tipos_edicto
       FROM fase WHERE proceso_uuid = p.uuid
     ) f ON true
     WHERE ${where.join(' AND ')}
     ORDER BY coalesce(p.fecha_bop_inicio_proceso, DATE '0001-01-01'), p.uuid
     LIMIT ${Math.max(1, Math.floor(o.limit))}`,
    params,
  );
}
