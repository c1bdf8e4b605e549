import { dateArrayToIso, dateInZone, type Estadistica, type EstadoLectura, type Notificacion } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { toDateArray, toDateTimeArray } from '../../db/mappers.js';
import { badRequest } from '../../errors.js';
import { parseIsoDate } from '../opos/opos.service.js';
import * as store from './estadisticas.store.js';

/** Most records one statistics page may ask for. */
export const MAX_ESTADISTICAS_PAGE = 200;
/** Most notifications listed for one day. */
export const MAX_NOTIFICACIONES_DIA = 1000;

/**
 * A sent e-mail as an administrator may read it: the signed `token` of every link (confirm, unsubscribe, one-click)
 * is a subscriber's own capability, so it is replaced; the rest of the text stays.
 */
export function redactSubscriberLinks(texto: string): string {
  return texto.replace(/([?&](?:amp;)?token=)[^\s&"'<>]+/gi, '$1[retirado]');
}

/** Statistics of the analyses and the notifications of a day (read only). */
export function createEstadisticasService({ db, timeZone, now }: { db: Db; timeZone: string; now: () => Date }) {
  const toEstadistica = (r: store.EstadisticaRow): Estadistica => ({
    uuidEntidad: r.uuid,
    bop: r.bop,
    fechaBop: toDateArray(r.fecha_bop)!,
    fechaCreacion: toDateTimeArray(r.fecha_creacion, timeZone)!,
    trazas: r.trazas,
    numeroTotalEdictosAnalizadas: r.numero_total_edictos,
    numeroEdictosOposAnalizadas: r.numero_edictos_opos,
    edictosList: r.edictos_list ?? [],
    ...(r.estado_lectura ? { estadoLectura: r.estado_lectura as EstadoLectura } : {}),
  });
  const toNotificacion = (r: store.NotificacionRow): Notificacion => ({
    uuidEntidad: r.uuid,
    tipoEnvio: r.tipo_envio,
    auditoriafechaEnvio: toDateTimeArray(r.auditoria_fecha_envio, timeZone),
    prioridad: r.prioridad,
    enviado: r.enviado,
    trazas: r.trazas,
    texto: redactSubscriberLinks(r.texto),
    auditoriaCreadorPor: r.auditoria_creador_por,
  });

  return {
    async verEstadisticas(numeroInicio: number, numeroFin: number): Promise<Estadistica[]> {
      if (numeroFin < numeroInicio) throw badRequest('numeroFin non pode ser menor que numeroInicio', 'RANGO_INCORRECTO', 'numeroFin no puede ser menor que numeroInicio');
      if (numeroFin - numeroInicio > MAX_ESTADISTICAS_PAGE) {
        throw badRequest(`Como moito ${MAX_ESTADISTICAS_PAGE} rexistros por petición`, 'RANGO_INCORRECTO', `Como mucho ${MAX_ESTADISTICAS_PAGE} registros por petición`);
      }
      return (await store.listEstadisticas(db, numeroInicio, numeroFin - numeroInicio)).map(toEstadistica);
    },
    async notificacionesDelDia(fecha?: string): Promise<Notificacion[]> {
      const iso = fecha ? parseIsoDate(fecha, 'fecha') : dateArrayToIso(dateInZone(now(), timeZone));
      return (await store.listNotificacionesDelDia(db, iso, timeZone, MAX_NOTIFICACIONES_DIA)).map(toNotificacion);
    },
  };
}

export type EstadisticasService = ReturnType<typeof createEstadisticasService>;
