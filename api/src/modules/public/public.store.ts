import type { FeitosDoTexto } from 'shared/contract';
import type { Queryable } from '../../db/client.js';
import type { BopRow, FaseRow, ProcesoRow } from '../../db/mappers.js';

/** Bulletins shown on /public/bop: the newest first, about two months of the four provincial bulletins. */
export const BOP_LIST_LIMIT = 240;

export async function findRecentBops(db: Queryable): Promise<BopRow[]> {
  return db.query<BopRow>(`SELECT uuid, bop, fecha_bop FROM bop ORDER BY fecha_bop DESC, bop LIMIT ${BOP_LIST_LIMIT}`);
}

export interface ProcesoEtiquetaRow {
  uuid: string;
  titulo: string;
  automatico: boolean;
  url_amigable: string;
  fecha_bop_inicio_proceso: string | null;
}

/**
 * Shown offers of a label (in their labels, or as their search/process label): those an administrator keeps (with
 * their description, system and contract) first, then the processes the analysis found; newest first in each.
 */
export async function findProcesosByEtiqueta(db: Queryable, etiqueta: string): Promise<ProcesoEtiquetaRow[]> {
  return db.query<ProcesoEtiquetaRow>(
    `SELECT uuid, titulo, automatico, url_amigable, fecha_bop_inicio_proceso FROM proceso_oposicion
     WHERE proceso_mostrable
       AND (etiquetas @> ARRAY[$1]::text[] OR etiqueta_busqueda_proceso = $1 OR etiqueta_proceso = $1)
     ORDER BY automatico, fecha_bop_inicio_proceso DESC NULLS LAST, titulo, uuid LIMIT 200`,
    [etiqueta],
  );
}

export type { FaseRow, ProcesoRow };

/** A shown offer's row, with the facts read from its edicts' texts (null: none was read). */
export type ProcesoVistoRow = ProcesoRow & { feitos: FeitosDoTexto | null };
/** A phase's row, with the competition it is and that competition's bulletin (null: an administrator added it by hand). */
export type FaseVistaRow = FaseRow & { opo_uuid: string | null; opo_bop: string | null };

/** A shown offer by its friendly URL name, or null. */
export async function findShownProceso(db: Queryable, urlAmigable: string): Promise<ProcesoVistoRow | null> {
  const [row] = await db.query<ProcesoVistoRow>(
    `SELECT uuid, url_amigable, organizacion, bop, url_imagen, titulo, descripcion, detalle, url_info_proceso_externo,
            etiqueta_busqueda_proceso, etiqueta_proceso, etiquetas, sistema_seleccion, tipo_contrato, uuid_opo_inicio,
            proceso_finalizado, proceso_mostrable, numero_visitas, fecha_bop_inicio_proceso, automatico, etapa,
            prazo_ultimo_dia::text AS prazo_ultimo_dia, prazo_texto, prazo_estimado, prazo_pendente, concello_prazo, feitos
     FROM proceso_oposicion WHERE url_amigable = $1 AND proceso_mostrable`,
    [urlAmigable],
  );
  return row ?? null;
}

/** The phases of an offer in reading order: `orden`, then bulletin date. */
export async function findFases(db: Queryable, procesoUuid: string): Promise<FaseVistaRow[]> {
  return db.query<FaseVistaRow>(
    `SELECT f.uuid, f.titulo, f.orden, f.fecha_bop, f.url_detalle, f.archivo_uuid, f.tipo_edicto, f.bop, f.opo_uuid, o.bop AS opo_bop
     FROM fase f LEFT JOIN opo o ON o.uuid = f.opo_uuid
     WHERE f.proceso_uuid = $1 ORDER BY f.orden, f.fecha_bop NULLS LAST, f.created_at, f.uuid`,
    [procesoUuid],
  );
}
