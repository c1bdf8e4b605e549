import { mkdirSync, openSync, closeSync, readFileSync, unlinkSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

/** What the stores need from a database: parameterised queries and transactions, on PGlite or PostgreSQL alike. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: everything it writes lands together or not at all. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` only if no other process holds the named lock (a PostgreSQL advisory lock, taken for the
   * duration of `fn`); returns `{ ran: false }` otherwise.
   */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  /**
   * PostgreSQL only (other processes may share the database): LISTENs on `channel` on a connection of its own,
   * reconnecting after a loss; `onState(false)` when it is lost (messages may be missed until `onState(true)`).
   */
  listen?(channel: string, onMessage: (payload: string) => void, onState: (listening: boolean) => void): Promise<{ close(): Promise<void> }>;
  /** PGlite only: its whole data folder as one tar (PGlite's `dumpDataDir`), after a checkpoint: `npm run backup`. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;
/** Both drivers return calendar dates as `YYYY-MM-DD` strings and counts as numbers. */
const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  [DATE_OID]: (v) => v,
  [INT8_OID]: (v) => Number(v),
  [NUMERIC_OID]: (v) => Number(v),
};

function lockKey(name: string): number {
  let h = 0;
  for (const c of name) h = (Math.imul(31, h) + c.charCodeAt(0)) | 0;
  return h;
}

/**
 * PGlite persisted in `dataDir` (or in memory with `memory://`). One process per folder: a lock file says so.
 * `loadDataDir`: a tar of `dumpDataDir` to create the database from (`npm run restore`; the folder must have none).
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  let lockFile: string | null = null;
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    lockFile = join(dataDir, '.opos.lock');
    takeLock(lockFile);
  }
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir.startsWith('memory://') ? undefined : join(dataDir, 'pgdata'), {
      extensions: { pg_trgm, unaccent },
      parsers: TYPE_PARSERS,
      loadDataDir: options.loadDataDir,
    });
  } catch (error) {
    if (lockFile) releaseLock(lockFile);
    throw error;
  }
  const heldLocks = new Set<string>();
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await db.query<T>(sql, params);
      return r.rows;
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return db.transaction(async (tx) =>
        fn({ query: async <R>(sql: string, params: unknown[] = []) => (await tx.query<R>(sql, params)).rows }),
      );
    },
    async withLock<T>(name: string, fn: () => Promise<T>) {
      // PGlite lives in this one process (the lock file guarantees it): an in-process lock is enough.
      if (heldLocks.has(name)) return { ran: false as const };
      heldLocks.add(name);
      try {
        return { ran: true as const, value: await fn() };
      } finally {
        heldLocks.delete(name);
      }
    },
    async dumpDataDir() {
      await db.exec('CHECKPOINT');
      return db.dumpDataDir('none');
    },
    async close() {
      try {
        await db.exec('CHECKPOINT');
      } catch {
        /* closing anyway */
      }
      await db.close();
      if (lockFile) releaseLock(lockFile);
    },
  };
}

/**
 * Holds the data folder's lock (as a server does) until `release()`: `npm run restore` keeps a server from starting
 * on a folder it is filling. Throws "in use by process N" when a live process holds it.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, '.opos.lock');
  takeLock(file);
  return { release: () => releaseLock(file) };
}

function takeLock(file: string): void {
  try {
    const fd = openSync(file, 'wx');
    writeFileSync(fd, String(process.pid));
    closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && processAlive(pid)) {
      throw new Error(`The data folder ${file.replace(/\/\.opos\.lock$/, '')} is in use by process ${pid}. PGlite allows one process per folder; stop it or set DATA_DIR to another folder.`);
    }
    writeFileSync(file, String(process.pid)); // stale lock of a process that is gone
  }
}

function releaseLock(file: string): void {
  try {
    if (existsSync(file) && Number(readFileSync(file, 'utf8')) === process.pid) unlinkSync(file);
  } catch {
    /* nothing to release */
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PostgreSQL through a node-postgres pool. `searchPath` isolates test runs in their own schema. */
export async function openPostgres(url: string, options: { searchPath?: string } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  await pool.query('SELECT 1');
  const run = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params: unknown[] = []) =>
    (await client.query(sql, params)).rows as T[];
  return {
    kind: 'postgres',
    query: <T>(sql: string, params?: unknown[]) => run<T>(pool, sql, params),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn({ query: <R>(sql: string, params?: unknown[]) => run<R>(client, sql, params) });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async withLock<T>(name: string, fn: () => Promise<T>) {
      const client = await pool.connect();
      try {
        const [row] = (await client.query('SELECT pg_try_advisory_lock($1) AS ok', [lockKey(name)])).rows as { ok: boolean }[];
        if (!row.ok) return { ran: false as const };
        try {
          return { ran: true as const, value: await fn() };
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lockKey(name)]);
        }
      } finally {
        client.release();
      }
    },
    async listen(channel, onMessage, onState) {
      let current: pg.Client | null = null;
      let closed = false;
      let retry: NodeJS.Timeout | undefined;
      const lost = (c: pg.Client) => {
        if (current !== c) return;
        current = null;
        c.end().catch(() => undefined);
        onState(false);
        schedule();
      };
      const connect = async () => {
        const c = new pg.Client({ connectionString: url, options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined });
        c.on('notification', (m) => {
          if (m.channel === channel) onMessage(m.payload ?? '');
        });
        c.on('error', () => lost(c));
        c.on('end', () => lost(c));
        try {
          await c.connect();
          await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          c.end().catch(() => undefined);
          throw error;
        }
        if (closed) {
          await c.end();
          return;
        }
        current = c;
        onState(true);
      };
      const schedule = () => {
        if (closed) return;
        retry = setTimeout(() => connect().catch(schedule), 1000);
        retry.unref();
      };
      await connect();
      return {
        async close() {
          closed = true;
          clearTimeout(retry);
          const c = current;
          current = null;
          await c?.end().catch(() => undefined);
        },
      };
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(config: { databaseUrl: string | null; dataDir: string }): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
