import type { Queryable } from '../db/client.js';

/**
 * What other capabilities tell the notifications outbox, inside their own transaction (issue #8 fills these in:
 * they write the event and its messages to the outbox in the same transaction as the change that causes them).
 */
export interface PhaseAddedEvent {
  procesoUuid: string;
  faseUuid: string;
  titulo: string;
  fechaBop: string | null;
  urlDetalle: string | null;
  archivoUuid: string | null;
}

export async function recordPhaseAdded(_tx: Queryable, _event: PhaseAddedEvent): Promise<void> {
  /* filled by issue #8 */
}

export interface LabelDigestEvent {
  fecha: string;
  opos: { uuid: string; organizacion: string; descripcion: string; urlDetalle: string; bop: string; etiquetas: string[] }[];
}

/** Competitions found by an analysis run; `send: false` records the notifications without sending them. */
export async function recordLabelDigest(_tx: Queryable, _event: LabelDigestEvent, _options: { send: boolean }): Promise<void> {
  /* filled by issue #8 */
}
