import type { Queryable } from '../../db/client.js';

/** Reads of what the analysis (`estadistica`) and the notifications outbox (`notificacion`) wrote. */
export interface EstadisticaRow {
  uuid: string;
  bop: string;
  fecha_bop: string;
  fecha_creacion: Date | string;
  trazas: string;
  numero_total_edictos: number;
  numero_edictos_opos: number;
  edictos_list: string[];
  /** The reading's outcome for that bulletin and date (null when never read). */
  estado_lectura: string | null;
}

export interface NotificacionRow {
  uuid: string;
  tipo_envio: string;
  auditoria_fecha_envio: Date | string | null;
  prioridad: number;
  enviado: boolean;
  trazas: string;
  texto: string;
  auditoria_creador_por: string;
}

/** Statistics newest first (bulletin date, then creation), records `offset` .. `offset + limit - 1`. */
export const listEstadisticas = (db: Queryable, offset: number, limit: number) =>
  db.query<EstadisticaRow>(
    `SELECT e.uuid, e.bop, e.fecha_bop, e.fecha_creacion, e.trazas, e.numero_total_edictos, e.numero_edictos_opos, e.edictos_list,
            l.estado AS estado_lectura
     FROM estadistica e LEFT JOIN lectura_bop l ON l.bop = e.bop AND l.fecha_bop = e.fecha_bop
     ORDER BY e.fecha_bop DESC, e.fecha_creacion DESC, e.bop, e.uuid OFFSET $1 LIMIT $2`,
    [offset, limit],
  );

/** Notifications created or sent on one calendar day of `timeZone`, latest first. */
export const listNotificacionesDelDia = (db: Queryable, fechaIso: string, timeZone: string, limit: number) =>
  db.query<NotificacionRow>(
    `SELECT uuid, tipo_envio, auditoria_fecha_envio, prioridad, enviado, trazas, texto, auditoria_creador_por
     FROM notificacion
     WHERE (created_at >= ($1::date)::timestamp AT TIME ZONE $2 AND created_at < ($1::date + 1)::timestamp AT TIME ZONE $2)
        OR (auditoria_fecha_envio >= ($1::date)::timestamp AT TIME ZONE $2 AND auditoria_fecha_envio < ($1::date + 1)::timestamp AT TIME ZONE $2)
     ORDER BY COALESCE(auditoria_fecha_envio, created_at) DESC, uuid
     LIMIT $3`,
    [fechaIso, timeZone, limit],
  );
