import type { Fase, ProcesoEtiqueta, ProcesoOposicion } from 'shared/contract';
import { toDateArray } from '../../db/mappers.js';
import type { FaseRow, ProcesoEtiquetaRow, ProcesoRow } from './public.store.js';

export function toProcesoEtiqueta(r: ProcesoEtiquetaRow): ProcesoEtiqueta {
  return { titulo: r.titulo, urlAmigable: r.url_amigable, fechaBopInicioProceso: toDateArray(r.fecha_bop_inicio_proceso), uuid: r.uuid };
}

export function toFase(r: FaseRow): Fase {
  return {
    uuid: r.uuid,
    titulo: r.titulo,
    orden: r.orden,
    fechaBop: toDateArray(r.fecha_bop),
    urlDetalle: r.url_detalle || null,
    archivo: r.archivo_uuid,
  };
}

export function toProcesoOposicion(r: ProcesoRow, fases: FaseRow[]): ProcesoOposicion {
  return {
    uuidEntidad: r.uuid,
    urlAmigable: r.url_amigable,
    organizacion: r.organizacion,
    bop: r.bop,
    urlImagen: r.url_imagen,
    titulo: r.titulo,
    descripcion: r.descripcion,
    detalle: r.detalle,
    urlInfoProcesoExterno: r.url_info_proceso_externo,
    etiquetaBusquedaProceso: r.etiqueta_busqueda_proceso,
    etiquetaProceso: r.etiqueta_proceso,
    etiquetas: r.etiquetas ?? [],
    sistemaSeleccion: r.sistema_seleccion,
    tipoContrato: r.tipo_contrato,
    uuidOpoInicio: r.uuid_opo_inicio,
    procesoFinalizado: r.proceso_finalizado,
    procesoMostrable: r.proceso_mostrable,
    numeroVisitas: r.numero_visitas,
    fechaBopInicioProceso: toDateArray(r.fecha_bop_inicio_proceso),
    procesosOposicionesList: fases.map(toFase),
  };
}
