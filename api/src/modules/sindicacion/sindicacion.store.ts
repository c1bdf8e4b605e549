import type { Queryable } from '../../db/client.js';

/** The phases of a process with the text of the edict each one is (what the calendar reads dates from). */
export interface FaseTextoRow {
  uuid: string;
  titulo: string;
  fecha_bop: string | null;
  tipo_edicto: string;
  bop: string;
  edicto_titulo: string;
  edicto_titulo_alternativo: string;
  opo_descripcion: string;
}

export async function findFasesConTexto(db: Queryable, procesoUuid: string): Promise<FaseTextoRow[]> {
  return db.query<FaseTextoRow>(
    `SELECT f.uuid, f.titulo, f.fecha_bop::text AS fecha_bop, f.tipo_edicto, f.bop,
            coalesce(e.titulo, '') AS edicto_titulo, coalesce(e.titulo_alternativo, '') AS edicto_titulo_alternativo,
            coalesce(o.descripcion, '') AS opo_descripcion
     FROM fase f LEFT JOIN opo o ON o.uuid = f.opo_uuid LEFT JOIN edicto e ON e.uuid = o.edicto_uuid
     WHERE f.proceso_uuid = $1
     ORDER BY f.fecha_bop NULLS LAST, f.orden, f.uuid`,
    [procesoUuid],
  );
}

/** The most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** Shown processes for the sitemap: their friendly URL and the day of their latest publication. */
export async function findProcesosSitemap(db: Queryable, limit: number): Promise<{ url_amigable: string; ultima: string | null }[]> {
  return db.query<{ url_amigable: string; ultima: string | null }>(
    `SELECT p.url_amigable,
            greatest(p.fecha_bop_inicio_proceso, (SELECT max(f.fecha_bop) FROM fase f WHERE f.proceso_uuid = p.uuid))::text AS ultima
     FROM proceso_oposicion p
     WHERE p.proceso_mostrable AND p.url_amigable <> ''
     ORDER BY ultima DESC NULLS LAST, p.url_amigable
     LIMIT ${Math.max(0, Math.floor(limit))}`,
  );
}

/** Days from `desde` on with at least one published competition, newest first. */
export async function findDiasConOpos(db: Queryable, desde: string): Promise<string[]> {
  const rows = await db.query<{ fecha: string }>(
    'SELECT DISTINCT fecha_bop::text AS fecha FROM opo WHERE verificado AND fecha_bop >= $1 ORDER BY fecha DESC',
    [desde],
  );
  return rows.map((r) => r.fecha);
}
