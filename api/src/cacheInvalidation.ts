import { randomUUID } from 'node:crypto';
import type { ReadCache } from './cache.js';
import type { Db } from './db/client.js';

export interface InvalidationLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** How long a write's answer waits for its clear to come back from PostgreSQL (it reached every listener then). */
const ECHO_TIMEOUT_MS = 1000;

/**
 * Several server processes on one PostgreSQL database each keep their own read cache: every clear is announced with
 * NOTIFY on a channel of the database schema, and each process LISTENs and clears the same prefix. A write's
 * answer is sent only after its clear came back to the writer's own listener (PostgreSQL delivers a notification
 * to every listening session at commit), so a client that then reads through another process finds that process
 * already cleared. While the listening connection is down the cache is off (every read goes to the database) and
 * it is emptied when the connection is back, since clears may have been missed meanwhile.
 * PGlite is one process: nothing to do.
 */
export async function shareCacheInvalidation(db: Db, cache: ReadCache, log?: InvalidationLog): Promise<{ close(): Promise<void> } | null> {
  if (db.kind !== 'postgres' || !db.listen) return null;
  const [{ schema }] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const channel = `opos_cache_${schema}`.slice(0, 63);
  const instance = randomUUID();
  let seq = 0;
  let listening = false;
  const echoes = new Map<number, () => void>();

  cache.setEnabled(false);
  const listener = await db.listen(
    channel,
    (payload) => {
      let message: { i?: string; n?: number; p?: string };
      try {
        message = JSON.parse(payload);
      } catch {
        return;
      }
      if (message.i === instance) {
        echoes.get(message.n ?? -1)?.();
        return;
      }
      cache.clearLocal(typeof message.p === 'string' ? message.p : '');
    },
    (on) => {
      listening = on;
      if (on) log?.info({ channel }, 'read cache: listening to the other processes\' clears');
      else log?.warn({ channel }, 'read cache: lost the connection that hears other processes\' clears; cache off until it is back');
      // Off: nothing is kept. Back on: start empty (clears may have been missed meanwhile).
      cache.setEnabled(false);
      if (on) cache.setEnabled(true);
    },
  );

  cache.setPublisher(async (prefix) => {
    seq += 1;
    const n = seq;
    let timer: NodeJS.Timeout | undefined;
    const echoed = new Promise<void>((resolve) => {
      echoes.set(n, resolve);
      timer = setTimeout(resolve, ECHO_TIMEOUT_MS);
    });
    try {
      await db.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ i: instance, n, p: prefix })]);
      if (listening) await echoed;
    } catch (err) {
      log?.warn({ err, channel }, 'read cache: could not announce a clear to the other processes');
      throw err;
    } finally {
      clearTimeout(timer);
      echoes.delete(n);
    }
  });

  return {
    async close() {
      cache.setPublisher(null);
      await cache.settled();
      await listener.close();
    },
  };
}
