import { createHash } from 'node:crypto';
import { addDaysIso, dateArrayToIso, dateInZone } from 'shared/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { avisoCorreo, avisoLectura, avisosSenLer, slotDeHoxe, type Aviso } from '../domain/operacions.js';
import { readConstant } from '../ingestion/ingestion.store.js';
import { PAUSE_CONSTANT } from '../ingestion/schedule.js';
import { enqueueNew } from '../notifications/outbox.store.js';
import type { AvisoOperadorDatos } from './avisos.templates.js';
import {
  boletinsLidos, correosAtascados, gardarAviso, lecturasFallidasDesde, ligarNotificacion, notificacionDe, resolverAvisos,
} from './ops.store.js';

/** How far back a failed reading is still news to an operator (older ones are history: a backfill's, say). */
const DIAS_RECENTES = 7;

export interface AvisosDeps {
  db: Db;
  config: Pick<Config, 'timeZone' | 'publicUrl' | 'schedule' | 'ops'>;
  now: () => Date;
  boletins: string[];
  /** A message was queued (the dispatcher of this process may send it at once). */
  onQueued?: () => void;
}

/**
 * One check for the operator: failed readings of the last days, bulletins still unread past the schedule's hour
 * (unless the reading is paused), e-mails stuck in the outbox. Each failure is recorded under its key, once, and the
 * new ones of a check go out as one message to OPERATOR_EMAIL through the outbox (in the same transaction, so a
 * crash neither loses nor repeats it); what is over is closed. Returns the failures recorded by this check.
 */
export async function comprobarAvisos(d: AvisosDeps): Promise<Aviso[]> {
  const { db, config } = d;
  const at = d.now();
  const tz = config.timeZone;
  const today = dateArrayToIso(dateInZone(at, tz));
  const candidatos: Aviso[] = (await lecturasFallidasDesde(db, addDaysIso(today, -DIAS_RECENTES))).map(avisoLectura);
  if ((await readConstant(db, PAUSE_CONSTANT)) !== 'true') {
    const slot = slotDeHoxe(at, config.schedule.cron, tz);
    if (slot) {
      const lidos = await boletinsLidos(db, today);
      candidatos.push(...avisosSenLer({ boletins: d.boletins, lidos, slot, agora: at, lateMinutes: config.ops.lateMinutes, timeZone: tz }));
    }
  }
  const stuckMinutes = config.ops.outboxStuckMinutes;
  const atascados = await correosAtascados(db, new Date(at.getTime() - stuckMinutes * 60_000), new Date(at.getTime() - DIAS_RECENTES * 86_400_000));
  const correo = avisoCorreo({ n: atascados.n, maisVella: atascados.mais_vella ? new Date(atascados.mais_vella) : null, stuckMinutes });
  if (correo) candidatos.push(correo);

  const novos = await db.transaction(async (tx) => {
    await resolverAvisos(tx, at, correo !== null);
    const gardados: (Aviso & { uuid: string })[] = [];
    for (const a of candidatos) {
      const uuid = await gardarAviso(tx, a, at);
      if (uuid) gardados.push({ ...a, uuid });
    }
    const to = config.ops.operatorEmail;
    if (gardados.length && to) {
      const clave = `operador:${createHash('sha256').update(gardados.map((g) => g.uuid).sort().join(',')).digest('hex').slice(0, 32)}`;
      const datos: AvisoOperadorDatos = {
        avisos: gardados.map(({ tipo, bop, fecha_bop, estado_lectura, detalle }) => ({ tipo, bop, fecha_bop, estado_lectura, detalle })),
        adminUrl: `${config.publicUrl}/public/admin`,
      };
      await enqueueNew(tx, {
        tipoEnvio: 'EMAIL', plantilla: 'operador', datos, destinatario: to, idioma: 'gl', suscripcionUuid: null, eventoUuid: null,
        clave, asunto: `Aviso de operación (${gardados.length})`, prioridad: 10, estado: 'pending',
      });
      const notificacion = await notificacionDe(tx, clave);
      if (notificacion) await ligarNotificacion(tx, gardados.map((g) => g.uuid), notificacion);
    }
    return gardados;
  });
  if (novos.length && config.ops.operatorEmail) d.onQueued?.();
  return novos;
}

/** The loop every server that sends e-mail runs (first check after one interval); a failed check waits for the next. */
export function createAvisosLoop(d: AvisosDeps & { log?: { error(obj: object, msg: string): void } }) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  return {
    start() {
      timer = setInterval(() => {
        if (running) return;
        running = comprobarAvisos(d).catch((err) => d.log?.error({ err }, 'operator check failed')).finally(() => { running = null; });
      }, d.config.ops.checkMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

