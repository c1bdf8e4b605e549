import { randomUUID } from 'node:crypto';
import type { ReadCache } from './cache.js';
import type { Db } from './db/client.js';

export interface InvalidationLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** How long a write's answer waits for its clear to be confirmed (its own echo, and every other process's ack). */
const ECHO_TIMEOUT_MS = 2000;

/** What goes on the channel: a clear, a process's ack of another's clear, a hello (a process listening), a goodbye. */
interface Message { i?: string; n?: number; p?: string; ack?: string; hello?: boolean; bye?: boolean }

/**
 * Several server processes on one PostgreSQL database each keep their own read cache: every clear is announced with
 * NOTIFY on a channel of the database schema, and each process LISTENs, clears the same prefix and acknowledges it
 * on the channel. A write's answer is sent only after its clear came back to the writer's own listener and every
 * other process it knows has acknowledged it (a notification reaches each listening session at commit, but a busy
 * process may read it after a request that came in meanwhile: without the acks a client could read the old answer
 * through another process just after the write, seen under load in CI), so a client that then reads through another
 * process finds that process already cleared. Processes know each other by a hello when they start listening
 * (answered once by each process that did not know the sender), a goodbye when they close, and any message they
 * send; one that does not acknowledge within the timeout is forgotten until it is heard again. While the listening
 * connection is down the cache is off (every read goes to the database) and it is emptied when the connection is
 * back, since clears may have been missed meanwhile.
 * PGlite is one process: nothing to do.
 */
export async function shareCacheInvalidation(db: Db, cache: ReadCache, log?: InvalidationLog): Promise<{ close(): Promise<void> } | null> {
  if (db.kind !== 'postgres' || !db.listen) return null;
  const [{ schema }] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const channel = `opos_cache_${schema}`.slice(0, 63);
  const instance = randomUUID();
  let seq = 0;
  let listening = false;
  const peers = new Set<string>();
  /** Per clear of ours in flight: what it still waits for (our echo, the acks) and how to end the wait. */
  const pending = new Map<number, { echoed: boolean; waiting: Set<string>; done: () => void }>();
  const send = (message: Message) => db.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ ...message, i: message.i ?? instance })]);
  const settle = (n: number) => {
    const p = pending.get(n);
    if (p && p.echoed && p.waiting.size === 0) p.done();
  };

  cache.setEnabled(false);
  const listener = await db.listen(
    channel,
    (payload) => {
      let message: Message;
      try {
        message = JSON.parse(payload) as Message;
      } catch {
        return;
      }
      const from = message.i;
      if (typeof from !== 'string') return;
      if (from === instance) {
        if (message.ack === undefined && !message.hello && !message.bye) {
          const p = pending.get(message.n ?? -1);
          if (p) (p.echoed = true), settle(message.n ?? -1);
        }
        return;
      }
      if (message.bye) {
        peers.delete(from);
        for (const [n, p] of pending) if (p.waiting.delete(from)) settle(n);
        return;
      }
      const known = peers.has(from);
      peers.add(from);
      if (message.hello) {
        if (!known) void send({ hello: true }).catch(() => undefined);
        return;
      }
      if (message.ack !== undefined) {
        if (message.ack === instance && typeof message.n === 'number' && pending.get(message.n)?.waiting.delete(from)) settle(message.n);
        return;
      }
      cache.clearLocal(typeof message.p === 'string' ? message.p : '');
      void send({ ack: from, n: message.n }).catch(() => undefined);
    },
    (on) => {
      listening = on;
      if (on) log?.info({ channel }, 'read cache: listening to the other processes\' clears');
      else log?.warn({ channel }, 'read cache: lost the connection that hears other processes\' clears; cache off until it is back');
      // Off: nothing is kept. Back on: start empty (clears may have been missed meanwhile), and say so to the others.
      cache.setEnabled(false);
      if (on) {
        cache.setEnabled(true);
        void send({ hello: true }).catch(() => undefined);
      }
    },
  );

  cache.setPublisher(async (prefix) => {
    seq += 1;
    const n = seq;
    let timer: NodeJS.Timeout | undefined;
    const waiting = new Set(peers);
    const confirmed = new Promise<void>((resolve) => {
      pending.set(n, { echoed: false, waiting, done: resolve });
      timer = setTimeout(() => {
        for (const peer of waiting) {
          peers.delete(peer);
          log?.warn({ channel, peer }, 'read cache: a process did not acknowledge a clear in time; forgotten until it is heard again');
        }
        resolve();
      }, ECHO_TIMEOUT_MS);
    });
    try {
      await send({ n, p: prefix });
      if (listening) await confirmed;
    } catch (err) {
      log?.warn({ err, channel }, 'read cache: could not announce a clear to the other processes');
      throw err;
    } finally {
      clearTimeout(timer);
      pending.delete(n);
    }
  });

  return {
    async close() {
      cache.setPublisher(null);
      await cache.settled();
      await send({ bye: true }).catch(() => undefined);
      await listener.close();
    },
  };
}
