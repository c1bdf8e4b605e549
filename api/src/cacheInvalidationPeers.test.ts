import pg from 'pg';
import { createReadCache } from './cache.js';
import { shareCacheInvalidation } from './cacheInvalidation.js';
import { openPostgres, type Db } from './db/client.js';
import { createTestSchema } from './test/harness.js';

/**
 * The acks between processes (cacheInvalidation.ts), with one real process's cache and a raw PostgreSQL session
 * playing a second process: a process that said hello and then stays silent holds a write up for the timeout once,
 * is forgotten (no write waits for it again), and is known again as soon as it speaks; its acks then settle a write.
 * PostgreSQL only: with PGlite there is no channel.
 */
const url = process.env.TEST_DATABASE_URL;
const describeOnPostgres = url ? describe : describe.skip;

describeOnPostgres('cache clears acknowledged between processes: a silent process', () => {
  let schema: Awaited<ReturnType<typeof createTestSchema>>;
  let db: Db;
  let other: pg.Client;
  let channel: string;
  const heard: { hello?: boolean; ack?: string; n?: number; i?: string; p?: string }[] = [];
  const warnings: { peer?: string; msg: string }[] = [];
  const cache = createReadCache();
  let handle: { close(): Promise<void> } | null = null;
  let acking = false;

  const until = async (what: () => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!what()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const say = (message: object) => other.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ ...message, i: 'other' })]);

  beforeAll(async () => {
    schema = await createTestSchema(url!);
    db = await openPostgres(url!, { searchPath: schema.searchPath });
    channel = `opos_cache_${schema.name}`.slice(0, 63);
    other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query(`LISTEN "${channel}"`);
    other.on('notification', (n) => {
      const message = JSON.parse(n.payload ?? '{}') as (typeof heard)[number];
      if (message.i === 'other') return;
      heard.push(message);
      // A clear from the process: the other one acknowledges it only when it is awake.
      if (acking && message.n !== undefined && message.ack === undefined) void say({ ack: message.i, n: message.n });
    });
    handle = await shareCacheInvalidation(db, cache, { warn: (obj: { peer?: string }, msg) => warnings.push({ peer: obj.peer, msg }), info: () => undefined });
    await until(() => cache.enabled());
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await other?.end();
    await db?.close();
    await schema?.drop();
  });

  it('waits for a silent process once, forgets it, and knows it again when it speaks', async () => {
    // The other process says hello; the process answers with its own (it did not know the sender).
    // Its own hello at start reaches us too, before or after ours: the answer is the second hello we hear.
    await say({ hello: true });
    await until(() => heard.filter((m) => m.hello).length >= 2);

    // A clear now waits for the other's ack, which never comes: it ends at the timeout, and the other is forgotten.
    cache.clear('/api/v1/opos');
    expect(cache.unsettled()).toBe(true);
    await cache.settled();
    expect(warnings.filter((w) => w.peer === 'other')).toHaveLength(1);
    expect(heard.filter((m) => m.p === '/api/v1/opos')).toHaveLength(1);

    // Forgotten: the next clear does not wait for it (and warns no more).
    cache.clear('/api/v1/etiquetas');
    await cache.settled();
    expect(warnings.filter((w) => w.peer === 'other')).toHaveLength(1);

    // The other wakes up and acknowledges what it hears: known again (by its message), its ack settles the next clear.
    acking = true;
    await say({ hello: true });
    await new Promise((r) => setTimeout(r, 300));
    cache.clear('/api/v1/procesos');
    await cache.settled();
    expect(warnings.filter((w) => w.peer === 'other')).toHaveLength(1);
    expect(heard.filter((m) => m.p === '/api/v1/procesos')).toHaveLength(1);
  }, 30_000);
});
