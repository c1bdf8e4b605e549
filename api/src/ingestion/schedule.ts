import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Cron } from 'croner';
import { dateArrayToIso, dateInZone } from 'shared/contract';
import { HttpError } from '../errors.js';
import {
  claimJob, enqueueScheduled, failExhaustedJobs, finishJob, readConstant, releaseJob, scheduledJobExists,
} from './ingestion.store.js';
import { soltarTextos } from './textos.store.js';
import { readDate, withDateLock, type IngestionDeps } from './run.js';
import { trasLerTextos } from './analyze.js';
import { relerFeitos } from './relerFeitos.js';
import { executorTextos, lerTextosPendentes } from './textos.js';

export const PAUSE_CONSTANT = 'BLOQUEO_BUSQUEDA_BOP_BOE';

export interface SchedulerOptions {
  cron: string;
  timeZone: string;
  now?: () => Date;
  /** How long a claimed job stays reserved to its worker; after that another worker may re-run it. */
  leaseMs?: number;
  maxIntentos?: number;
  /** How often workers look for jobs left by a killed process. */
  pollMs?: number;
  log?: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

/**
 * The daily reading: a cron slot (default Monday–Saturday 09:30 Europe/Madrid) enqueues that day's reading in the
 * `ingestion_job` table once, and any server's worker claims it with a lease. A missed slot (server down) is
 * caught up at start; a job whose worker died is claimed again when its lease runs out. BLOQUEO_BUSQUEDA_BOP_BOE
 * = 'true' pauses the automatic reading (manual re-runs still work).
 */
export function createReadingScheduler(deps: IngestionDeps, options: SchedulerOptions) {
  const { cron: pattern, timeZone, now = () => new Date(), leaseMs = 15 * 60_000, maxIntentos = 5, pollMs = 60_000 } = options;
  const log = options.log ?? { info: () => undefined, error: () => undefined };
  const executor = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let cron: Cron | null = null;
  let timer: NodeJS.Timeout | null = null;
  let draining: Promise<number> | null = null;
  let stopped = false;

  const paused = async () => (await readConstant(deps.db, PAUSE_CONSTANT)) === 'true';
  const slotDate = (at: Date) => dateArrayToIso(dateInZone(at, timeZone));

  /** The latest slot at or before `at` within the last 8 days, or null. */
  function lastSlot(at: Date): Date | null {
    const probe = new Cron(pattern, { timezone: timeZone, paused: true });
    const runs = probe.nextRuns(20, new Date(at.getTime() - 8 * 86_400_000)).filter((d) => d.getTime() <= at.getTime());
    probe.stop();
    return runs.length ? runs[runs.length - 1] : null;
  }

  /** Runs the claimable jobs one after another; returns how many ran. */
  async function runPending(): Promise<number> {
    if (draining) return draining;
    draining = (async () => {
      let ran = 0;
      while (!stopped) {
        if (await paused()) break;
        const at = now();
        await failExhaustedJobs(deps.db, at, maxIntentos);
        const job = await claimJob(deps.db, executor, at, leaseMs, maxIntentos);
        if (!job) break;
        try {
          const summary = await readDate(deps, job.fecha, { envioNotificacion: job.envio_notificacion });
          await finishJob(deps.db, job.uuid, executor, 'feito', summary.descripcion);
          log.info({ fecha: job.fecha, job: job.uuid }, summary.descripcion);
        } catch (error) {
          const busy = error instanceof HttpError && error.status === 409;
          // A manual run of the same date holds the lock: that run does the work; otherwise record the failure.
          await finishJob(deps.db, job.uuid, executor, busy ? 'feito' : 'erro', busy ? 'feita por outra execución simultánea' : '', busy ? '' : String((error as Error).stack ?? error));
          if (!busy) log.error({ err: error, fecha: job.fecha }, 'scheduled bulletin reading failed');
        }
        ran += 1;
      }
      // Edict bodies whose back-off has passed (a bulletin site that was down, a page published late).
      if (!stopped) {
        const textos = await lerTextosPendentes({ ...deps, now, log }, { parar: () => stopped }).catch((error) => {
          log.error({ err: error }, 'fetching pending edict bodies failed');
          return null;
        });
        // Facts read by older rules (after an upgrade) are read again from the stored texts, a batch per round.
        const relidos = stopped ? null : await relerFeitos({ ...deps, now, log }, { parar: () => stopped }).catch((error) => {
          log.error({ err: error }, 'reading the facts of stored bodies again failed');
          return null;
        });
        // bodies read late (or read again) join the grouping of their days: titles, facts and deadlines follow them
        for (const fecha of [...new Set([...(textos?.fechas ?? []), ...(relidos?.fechas ?? [])])].sort()) {
          await trasLerTextos(deps, fecha, (fn) => withDateLock(deps.db, fecha, fn))
            .catch((error) => log.error({ err: error, fecha }, 'grouping again after late bodies waits for the next round'));
        }
      }
      return ran;
    })().finally(() => {
      draining = null;
    });
    return draining;
  }

  /** A slot fired (or was missed): enqueue its date's reading, unless paused, and work. */
  async function onSlot(at: Date): Promise<void> {
    if (await paused()) {
      log.info({ fecha: slotDate(at) }, `automatic reading paused (${PAUSE_CONSTANT} = true)`);
      return;
    }
    await enqueueScheduled(deps.db, slotDate(at), true);
    await runPending();
  }

  return {
    executor,
    runPending,
    onSlot,
    /** Enqueues the last slot's reading when no server did it (the server was down at that time). */
    async catchUp(): Promise<void> {
      const slot = lastSlot(now());
      if (slot && !(await scheduledJobExists(deps.db, slotDate(slot)))) await onSlot(slot);
      else await runPending();
    },
    start() {
      stopped = false;
      cron = new Cron(pattern, { timezone: timeZone, protect: true }, () => onSlot(now()).catch((error) => log.error({ err: error }, 'schedule slot failed')));
      timer = setInterval(() => void runPending().catch((error) => log.error({ err: error }, 'job poll failed')), pollMs);
      timer.unref();
      void this.catchUp().catch((error) => log.error({ err: error }, 'catch-up failed'));
    },
    /**
     * Stops: no new slot or claim; the work in hand may finish within `graceMs`, else this process gives back its
     * job and bodies (pending again, for another server at its next poll) and returns without waiting further.
     */
    async stop(graceMs = Infinity) {
      stopped = true;
      cron?.stop();
      if (timer) clearInterval(timer);
      if (!draining) return;
      let timeout: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        draining.then(() => true, () => true),
        new Promise<boolean>((resolve) => { if (Number.isFinite(graceMs)) timeout = setTimeout(() => resolve(false), graceMs); }),
      ]);
      clearTimeout(timeout);
      if (finished) return;
      const [jobs, bodies] = [await releaseJob(deps.db, executor), await soltarTextos(deps.db, executorTextos())];
      log.info({ jobs, bodies }, 'stopping before the reading ended: its job and edict bodies given back');
    },
  };
}
