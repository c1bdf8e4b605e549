import type { Config } from '../../config.js';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Db, type Queryable } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import type { DatabaseKind } from '../../test/harness.js';
import { recordPhaseAdded } from '../events.js';
import { confirm, upsertPending } from '../subscriptions.store.js';

/** Notification settings for tests: fast retries, the default limits. */
export function testNotifications(overrides: Partial<Config['notifications']> = {}): Config['notifications'] {
  return { secret: null, dispatcherEnabled: false, pollMs: 50, batchSize: 20, maxAttempts: 3, retryBaseMs: 60_000, leaseMs: 60_000, rateLimit: 5, rateWindowMinutes: 60, ...overrides };
}

/**
 * A database that a second connection (or a second process) can open too: PGlite in a folder, or a PostgreSQL
 * schema of its own. `reopen` gives another handle (close the PGlite one first: one process per folder).
 */
export async function sharedDatabase(kind: DatabaseKind) {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'opos-outbox-'));
    const open = () => openPglite(dir);
    const db = await open();
    await migrate(db);
    return { db, dir, url: null, searchPath: null, reopen: open, dispose: () => rmSync(dir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const searchPath = `${schema},public`;
  const open = () => openPostgres(url, { searchPath });
  const db = await open();
  await migrate(db);
  return {
    db, dir: null, url, searchPath, reopen: open,
    async dispose() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

export async function seedOffer(db: Queryable, uuid = randomUUID(), urlAmigable = `oferta-${uuid.slice(0, 8)}`) {
  await db.query(
    `INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, titulo) VALUES ($1, $2, 'Concello de Lugo', 'Auxiliar administrativo')`,
    [uuid, urlAmigable],
  );
  return uuid;
}

/** Confirmed subscribers, as the confirmation link would leave them. */
export async function seedSubscribers(db: Queryable, emails: string[], topic: { procesoUuid: string } | { etiqueta: string }, idioma: 'gl' | 'es' = 'gl') {
  const at = new Date('2026-03-01T10:00:00Z');
  for (const email of emails) {
    const tema = 'procesoUuid' in topic ? `proceso:${topic.procesoUuid}` : `etiqueta:${topic.etiqueta}`;
    const sub = await upsertPending(db, {
      email, tema, idioma, at,
      procesoUuid: 'procesoUuid' in topic ? topic.procesoUuid : null,
      etiqueta: 'etiqueta' in topic ? topic.etiqueta : null,
    });
    await confirm(db, sub.uuid, at);
  }
}

/** Adds a phase and records its event in the same transaction, as the offers admin does. */
export async function seedPhase(db: Db, procesoUuid: string, titulo = 'Lista de admitidos') {
  const faseUuid = randomUUID();
  await db.transaction(async (tx) => {
    await tx.query(`INSERT INTO fase (uuid, proceso_uuid, titulo, orden, fecha_bop) VALUES ($1, $2, $3, 1, '2026-03-16')`, [faseUuid, procesoUuid, titulo]);
    await recordPhaseAdded(tx, { procesoUuid, faseUuid, titulo, fechaBop: '2026-03-16', urlDetalle: 'https://bop.example/e', archivoUuid: null });
  });
  return faseUuid;
}

export async function outboxStates(db: Queryable) {
  return db.query<{ destinatario: string; estado: string; enviado: boolean; intentos: number; trazas: string; plantilla: string; tipo_envio: string }>(
    'SELECT destinatario, estado, enviado, intentos, trazas, plantilla, tipo_envio FROM notificacion ORDER BY destinatario',
  );
}

/** A published competition, created at `createdAt` (the analysis that found it). */
export async function seedOpo(db: Queryable, o: { organizacion: string; descripcion: string; bop: string; fecha: string; etiquetas?: string[]; createdAt: Date; proceso?: string; verificado?: boolean }) {
  const uuid = randomUUID();
  await db.query(
    `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado, uuid_proceso_selectivo, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [uuid, o.bop, o.fecha, o.organizacion, o.descripcion, `https://bop.example/${uuid.slice(0, 8)}`, o.etiquetas ?? [], o.verificado ?? true, o.proceso ?? null, o.createdAt],
  );
  return uuid;
}
