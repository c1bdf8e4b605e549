import type { Db } from './client.js';
import { migrations } from './migrations/index.js';

/** Applies the pending migrations, each in its own transaction; a failure stops the start. */
export async function migrate(db: Db): Promise<string[]> {
  const applied: string[] = [];
  const run = async () => {
    await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await db.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id));
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      await db.transaction(async (tx) => {
        for (const statement of splitStatements(m.sql)) await tx.query(statement);
        await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
      });
      applied.push(m.id);
    }
  };
  // Two servers starting at once on PostgreSQL: one migrates, the other waits for it.
  for (;;) {
    const r = await db.withLock('schema-migrations', run);
    if (r.ran) return applied;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Splits a migration into statements (parameterised queries take one statement at a time). */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line) && !inDollar) continue;
    current += `${line}\n`;
    const dollars = (line.match(/\$\$/g) ?? []).length;
    if (dollars % 2 === 1) inDollar = !inDollar;
    if (!inDollar && /;\s*$/.test(line)) {
      out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
