import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type AppDeps } from '../app.js';
import { testConfig, type Config } from '../config.js';
import { openPglite, openPostgres, type Db } from '../db/client.js';
import { migrate } from '../db/migrate.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases every API test runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const databases: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, migrated database: in-memory PGlite, or a schema of its own in PostgreSQL (dropped on close). */
export async function freshDatabase(kind: DatabaseKind): Promise<Db> {
  if (kind === 'pglite') {
    const db = await openPglite('memory://');
    await migrate(db);
    return db;
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = await createTestSchema(url);
  const db = await openPostgres(url, { searchPath: schema.searchPath });
  await migrate(db);
  const close = db.close.bind(db);
  return Object.assign(db, {
    async close() {
      await close();
      await schema.drop();
    },
  });
}

/** A PostgreSQL schema of its own for one test (its search path also sees the extensions in `public`). */
export async function createTestSchema(url: string): Promise<{ name: string; searchPath: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE SCHEMA ${name}`);
  return { name, searchPath: `${name},public`, drop: () => run(`DROP SCHEMA ${name} CASCADE`) };
}

/** The real app, in-process, on a fresh database. */
export async function testApp(kind: DatabaseKind, options: { config?: Partial<Config>; now?: () => Date } & Partial<Omit<AppDeps, 'config' | 'db'>> = {}) {
  const db = await freshDatabase(kind);
  const config = testConfig({ logLevel: 'silent', ...options.config });
  const app = await buildApp({ ...options, config, db });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/**
 * The facts threads' task as the build compiles it (ingestion/feitosEnFios.ts): a thread runs JavaScript, not these
 * sources, so tests of the threads need the API built first (`npm test` builds it).
 */
export const FIO_COMPILADO = new URL('../../dist/ingestion/lerFeitosFio.js', import.meta.url);
