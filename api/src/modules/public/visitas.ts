import type { Queryable } from '../../db/client.js';

export interface VisitLog {
  warn(obj: object, msg: string): void;
}

/**
 * The offers' visit counter, batched: a view adds one in memory; every `flushMs` (and before any read of the counts,
 * and when the server stops) the pending views of all offers are written in one statement. A view is never lost
 * by a failed write (its count goes back to pending) nor by a graceful stop. The count shown with a view is the
 * stored count this process knows plus the views not yet written.
 */
export function createVisitCounter({ db, flushMs = 2000, log }: { db: Queryable; flushMs?: number; log?: VisitLog }) {
  let pending = new Map<string, number>();
  /** Views being written right now (moved out of `pending` by the running flush). */
  let writing = new Map<string, number>();
  /** The stored count of each offer, as last seen (offer read or flush); counts only grow. */
  const stored = new Map<string, number>();
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const writeOnce = async () => {
    if (pending.size === 0) return;
    writing = pending;
    pending = new Map();
    const uuids = [...writing.keys()];
    try {
      const rows = await db.query<{ uuid: string; numero_visitas: number }>(
        `UPDATE proceso_oposicion p SET numero_visitas = p.numero_visitas + v.n
         FROM unnest($1::uuid[], $2::int[]) AS v(uuid, n) WHERE p.uuid = v.uuid
         RETURNING p.uuid, p.numero_visitas`,
        [uuids, uuids.map((u) => writing.get(u)!)],
      );
      for (const r of rows) stored.set(r.uuid, Math.max(stored.get(r.uuid) ?? 0, Number(r.numero_visitas)));
    } catch (error) {
      // Not lost: back to pending, written by the next flush.
      for (const [uuid, n] of writing) pending.set(uuid, (pending.get(uuid) ?? 0) + n);
      throw error;
    } finally {
      writing = new Map();
    }
  };

  /** Writes every pending view; resolves once the views recorded before the call are stored. */
  const flush = async (): Promise<void> => {
    while (running) await running.catch(() => undefined);
    if (pending.size === 0) return;
    running = writeOnce();
    try {
      await running;
    } finally {
      running = null;
    }
  };

  return {
    /** The stored count of an offer as just read from the database (kept if it is the newest known). */
    seen(uuid: string, numeroVisitas: number) {
      stored.set(uuid, Math.max(stored.get(uuid) ?? 0, numeroVisitas));
    },
    /** Counts one view; returns the offer's count including it. */
    record(uuid: string): number {
      pending.set(uuid, (pending.get(uuid) ?? 0) + 1);
      return (stored.get(uuid) ?? 0) + (writing.get(uuid) ?? 0) + pending.get(uuid)!;
    },
    /** Views not yet written. */
    pendingViews: () => [...pending.values(), ...writing.values()].reduce((a, b) => a + b, 0),
    flush,
    start() {
      if (timer || flushMs <= 0) return;
      timer = setInterval(() => void flush().catch((err) => log?.warn({ err }, 'visit counter: write failed, kept for the next try')), flushMs);
      timer.unref();
    },
    /** Stops the timer and writes what is pending (graceful stop). */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
}

export type VisitCounter = ReturnType<typeof createVisitCounter>;

/** Admin calls read the counts (offer lists, statistics): the pending views are written before any of them runs. */
const READS_COUNTS = ['/api/v1/config/', '/api/v1/estadisticas/'];

/**
 * Runs the counter with the server: its timer from `onReady`, a flush before every admin call (after the admin
 * check), and the last flush on close, before the database closes.
 */
export function registerVisitCounter(app: import('fastify').FastifyInstance, visits: VisitCounter) {
  app.addHook('onReady', async () => visits.start());
  app.addHook('preHandler', async (req) => {
    if (visits.pendingViews() > 0 && READS_COUNTS.some((p) => req.url.startsWith(p))) await visits.flush();
  });
  app.addHook('onClose', async () => visits.stop());
}
