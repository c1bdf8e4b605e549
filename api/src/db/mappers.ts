import type { Bop, DateArray, DateTimeArray, Fase, Opo, Prazo, ProcesoOposicion } from 'shared/contract';
import { estadoPrazo } from '../domain/prazos.js';
import { textoParaMostrar } from '../domain/maiusculas.js';
import { provinciaDoAnuncio } from '../domain/organismos.js';
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
  tipo_edicto?: string | null;
  /** Only selected by the administration's queries. */
  motivo_clasificacion?: string;
  /** The shown process of the competition, when the query joins it. */
  url_amigable_proceso?: string | null;
  titulo_proceso?: string | null;
  proceso_automatico?: boolean | null;
  edictos_proceso?: number | null;
  prazo_ultimo_dia?: string | Date | null;
}

/** Today in Madrid (YYYY-MM-DD): the day deadlines are judged on. */
export function todayInMadrid(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const isoOf = (v: string | Date) => (v instanceof Date ? v.toISOString().slice(0, 10) : v.slice(0, 10));

/**
 * A row as a competition. `ampliado` adds what the site's lists narrow and show by (province, kind of notice,
 * sentence-case description); SPEC's shape stays exact without it.
 */
export function toOpo(r: OpoRow, { ampliado = false }: { ampliado?: boolean } = {}): Opo {
  const clasificacion = {
    ...(ampliado && r.tipo_edicto ? { tipoEdicto: r.tipo_edicto } : {}),
    ...(r.motivo_clasificacion === undefined ? {} : { tipoEdicto: r.tipo_edicto ?? '', motivoClasificacion: r.motivo_clasificacion ?? '' }),
  };
  const provincia = ampliado ? provinciaDoAnuncio(r.bop, r.organizacion) : null;
  const descripcionMostrar = ampliado ? textoParaMostrar(r.descripcion) : null;
  const proceso = r.url_amigable_proceso ? {
    urlAmigableProceso: r.url_amigable_proceso,
    tituloProceso: r.titulo_proceso ?? '',
    procesoAutomatico: Boolean(r.proceso_automatico),
    edictosProceso: Number(r.edictos_proceso ?? 1),
    prazoAberto: r.prazo_ultimo_dia ? isoOf(r.prazo_ultimo_dia) >= todayInMadrid() : false,
    prazoUltimoDia: r.prazo_ultimo_dia ? toDateArray(isoOf(r.prazo_ultimo_dia)) : null,
  } : {};
  return {
    ...clasificacion,
    ...proceso,
    uuid: r.uuid,
    organizacion: r.organizacion,
    descripcion: r.descripcion,
    urlDetalle: r.url_detalle,
    bop: r.bop,
    fechaBop: toDateArray(r.fecha_bop)!,
    etiquetas: r.etiquetas ?? [],
    verificado: r.verificado,
    ...(provincia ? { provincia } : {}),
    ...(descripcionMostrar ? { descripcionMostrar } : {}),
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

export interface ProcesoRow {
  uuid: string;
  url_amigable: string;
  organizacion: string;
  bop: string;
  url_imagen: string;
  titulo: string;
  descripcion: string;
  detalle: string;
  url_info_proceso_externo: string;
  etiqueta_busqueda_proceso: string;
  etiqueta_proceso: string;
  etiquetas: string[];
  sistema_seleccion: string;
  tipo_contrato: string;
  uuid_opo_inicio: string;
  proceso_finalizado: boolean;
  proceso_mostrable: boolean;
  numero_visitas: number;
  fecha_bop_inicio_proceso: string | null;
  /** Selected by the public offer query (issue 13). */
  automatico?: boolean;
  etapa?: string;
  prazo_ultimo_dia?: string | Date | null;
  prazo_texto?: string;
  prazo_estimado?: boolean;
  prazo_pendente?: boolean;
  concello_prazo?: string;
}

export interface FaseRow {
  uuid: string;
  titulo: string;
  orden: number;
  fecha_bop: string | null;
  url_detalle: string | null;
  archivo_uuid: string | null;
  tipo_edicto?: string;
  bop?: string;
}

export function toFase(r: FaseRow): Fase {
  return {
    uuid: r.uuid,
    titulo: r.titulo,
    orden: r.orden,
    fechaBop: toDateArray(r.fecha_bop),
    urlDetalle: r.url_detalle || null,
    archivo: r.archivo_uuid,
    ...(r.tipo_edicto ? { tipoEdicto: r.tipo_edicto } : {}),
    ...(r.bop ? { bop: r.bop } : {}),
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
    numeroVisitas: Number(r.numero_visitas),
    fechaBopInicioProceso: toDateArray(r.fecha_bop_inicio_proceso),
    procesosOposicionesList: fases.map(toFase),
    // Issue 13's fields only where they say something, so an offer an administrator keeps by hand reads as before.
    ...(r.automatico ? { automatico: true } : {}),
    ...(r.etapa ? { etapa: r.etapa } : {}),
    ...(toPrazoOrNull(r)),
  };
}

const toPrazoOrNull = (r: ProcesoRow) => {
  const prazo = r.prazo_ultimo_dia !== undefined ? toPrazo(r) : null;
  return prazo ? { prazo } : {};
};

/** The deadline as a visitor sees it today: last day, open or closed, business days left. */
export function toPrazo(r: ProcesoRow, today = todayInMadrid()): Prazo | null {
  if (!r.prazo_ultimo_dia && !r.prazo_pendente) return null;
  const base = { estimado: Boolean(r.prazo_estimado), pendente: Boolean(r.prazo_pendente), texto: r.prazo_texto ?? '' };
  if (!r.prazo_ultimo_dia) return { ultimoDia: null, aberto: false, diasHabilesRestantes: 0, diasRestantes: 0, ...base };
  const ultimo = isoOf(r.prazo_ultimo_dia);
  const estado = estadoPrazo(ultimo, today, r.concello_prazo ? { concello: r.concello_prazo } : undefined);
  return { ultimoDia: toDateArray(ultimo), aberto: estado.aberto, diasHabilesRestantes: estado.diasHabilesRestantes, diasRestantes: estado.diasRestantes, ...base };
}
