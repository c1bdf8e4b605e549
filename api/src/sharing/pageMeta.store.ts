import type { FeitosDoTexto } from 'shared/contract';
import type { Queryable } from '../db/client.js';

export interface ProcesoCompartirRow {
  url_amigable: string;
  titulo: string;
  automatico: boolean;
  organizacion: string;
  descripcion: string;
  url_imagen: string;
  fecha_inicio: string | null;
  prazo_ultimo_dia: string | null;
  prazo_estimado: boolean;
  prazo_pendente: boolean;
  proceso_finalizado: boolean;
  feitos: FeitosDoTexto | null;
}

/** What the sharing tags of a shown process need, by its friendly URL name (null: no such shown process). */
export async function findProcesoParaCompartir(db: Queryable, urlAmigable: string): Promise<ProcesoCompartirRow | null> {
  const [row] = await db.query<ProcesoCompartirRow>(
    `SELECT url_amigable, titulo, automatico, organizacion, descripcion, url_imagen, fecha_bop_inicio_proceso::text AS fecha_inicio,
            prazo_ultimo_dia::text AS prazo_ultimo_dia, prazo_estimado, prazo_pendente, proceso_finalizado, feitos
     FROM proceso_oposicion WHERE url_amigable = $1 AND proceso_mostrable`,
    [urlAmigable],
  );
  return row ?? null;
}
