import type { Queryable } from '../db/client.js';
import { channelActive, enqueue, recordEvent } from './outbox.store.js';
import { confirmedByLabels, confirmedByOffer, findOffer } from './subscriptions.store.js';
import { subjectOf, type EtiquetasDatos, type FaseDatos, type TelegramDatos } from './templates.js';

/**
 * What other capabilities tell the notifications outbox, inside their own transaction: the event and its messages
 * are written with the change that causes them (all or nothing), and the dispatcher sends them afterwards.
 */
export interface PhaseAddedEvent {
  procesoUuid: string;
  faseUuid: string;
  titulo: string;
  fechaBop: string | null;
  urlDetalle: string | null;
  archivoUuid: string | null;
}

/** A phase added to an offer: one message to each confirmed subscriber of that offer (once per phase). */
export async function recordPhaseAdded(tx: Queryable, event: PhaseAddedEvent): Promise<void> {
  const offer = await findOffer(tx, event.procesoUuid);
  if (!offer) return;
  const subs = await confirmedByOffer(tx, event.procesoUuid);
  const datos: FaseDatos = {
    proceso: { titulo: offer.titulo, ...(offer.automatico ? { automatico: true } : {}), urlAmigable: offer.url_amigable, organizacion: offer.organizacion },
    fase: { titulo: event.titulo, fechaBop: event.fechaBop, urlDetalle: event.urlDetalle, archivoUuid: event.archivoUuid },
  };
  const eventoUuid = await recordEvent(tx, 'FASE_ENGADIDA', `fase:${event.faseUuid}`, { procesoUuid: event.procesoUuid, ...datos });
  for (const s of subs) {
    await enqueue(tx, {
      tipoEnvio: 'EMAIL', plantilla: 'fase', datos, destinatario: s.email, idioma: s.idioma, suscripcionUuid: s.uuid, eventoUuid,
      clave: `fase:${event.faseUuid}:${s.uuid}`, asunto: subjectOf('fase', datos, s.idioma), estado: 'pending',
    });
  }
}

export interface LabelDigestEvent {
  fecha: string;
  opos: { uuid: string; organizacion: string; descripcion: string; urlDetalle: string; bop: string; etiquetas: string[] }[];
}

/**
 * Competitions found by an analysis run: one digest per confirmed subscriber of each label, per day, and (when a
 * Telegram channel is configured) one channel post per competition. `send: false` records them without sending
 * ('held'); a later run of the same day with `send: true` releases them.
 */
export async function recordLabelDigest(tx: Queryable, event: LabelDigestEvent, options: { send: boolean }): Promise<void> {
  if (!event.opos.length) return;
  const estado = options.send ? 'pending' : 'held';
  const etiquetas = [...new Set(event.opos.flatMap((o) => o.etiquetas))];
  const eventoUuid = await recordEvent(tx, 'OPOS_DO_DIA', `opos:${event.fecha}`, { fecha: event.fecha, opos: event.opos.map((o) => o.uuid) });
  const resumen = (o: LabelDigestEvent['opos'][number]) => ({ uuid: o.uuid, organizacion: o.organizacion, descripcion: o.descripcion, urlDetalle: o.urlDetalle, bop: o.bop });
  for (const s of await confirmedByLabels(tx, etiquetas)) {
    const datos: EtiquetasDatos = { fecha: event.fecha, etiqueta: s.etiqueta!, opos: event.opos.filter((o) => o.etiquetas.includes(s.etiqueta!)).map(resumen) };
    await enqueue(tx, {
      tipoEnvio: 'EMAIL', plantilla: 'etiquetas', datos, destinatario: s.email, idioma: s.idioma, suscripcionUuid: s.uuid, eventoUuid,
      clave: `etiquetas:${event.fecha}:${s.uuid}`, asunto: subjectOf('etiquetas', datos, s.idioma), estado,
    });
  }
  if (await channelActive(tx, 'TELEGRAM')) {
    for (const o of event.opos) {
      const datos: TelegramDatos = { fecha: event.fecha, opo: resumen(o) };
      await enqueue(tx, {
        tipoEnvio: 'TELEGRAM', plantilla: 'telegram', datos, destinatario: 'telegram', idioma: 'gl', suscripcionUuid: null, eventoUuid,
        clave: `telegram:${o.uuid}`, asunto: subjectOf('telegram', datos, 'gl'), estado,
      });
    }
  }
}
