import type { ProcesoEtiqueta } from 'shared/contract';
import { toDateArray } from '../../db/mappers.js';
import type { ProcesoEtiquetaRow } from './public.store.js';

export function toProcesoEtiqueta(r: ProcesoEtiquetaRow): ProcesoEtiqueta {
  return { titulo: r.titulo, ...(r.automatico ? { automatico: true } : {}), urlAmigable: r.url_amigable, fechaBopInicioProceso: toDateArray(r.fecha_bop_inicio_proceso), uuid: r.uuid };
}

export { toFase, toProcesoOposicion } from '../../db/mappers.js';
