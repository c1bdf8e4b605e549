import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { transformFileSync } from '@swc/core';

const SRC = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const ROOT = resolve(SRC, '../..');
const FILES = [
  'db/client.ts',
  'notifications/alertas.templates.ts',
  'notifications/alertasPerfil.templates.ts',
  'notifications/dispatcher.ts',
  'notifications/mailer.ts',
  'notifications/outbox.store.ts',
  'notifications/subscriptions.store.ts',
  'notifications/templates.ts',
  'notifications/tokens.ts',
  'ops/avisos.templates.ts',
];

const CHILD = `
import { openPglite, openPostgres } from './src/db/client.js';
import { dispatcherFromConfig } from './src/notifications/dispatcher.js';
const e = JSON.parse(process.env.DISPATCHER_CHILD);
const db = e.dir ? await openPglite(e.dir) : await openPostgres(e.url, { searchPath: e.searchPath });
const dispatcher = dispatcherFromConfig(e.config, { db, now: () => new Date(e.now) });
process.send('started');
await dispatcher.drain();
await dispatcher.stop();
await db.close();
process.send('done');
`;

/**
 * The dispatcher in a separate Node process (the sources compiled with swc), so a test can kill it with SIGKILL
 * in the middle of a batch, exactly as a crash would.
 */
export function startChildDispatcher(env: { dir: string | null; url: string | null; searchPath: string | null; now: string; config: unknown }) {
  const out = mkdtempSync(join(tmpdir(), 'opos-dispatcher-'));
  for (const f of FILES) {
    const { code } = transformFileSync(join(SRC, f), {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'es6' },
    });
    mkdirSync(dirname(join(out, 'src', f)), { recursive: true });
    writeFileSync(join(out, 'src', f.replace(/\.ts$/, '.js')), code);
  }
  writeFileSync(join(out, 'package.json'), '{"type":"module"}');
  symlinkSync(join(ROOT, 'node_modules'), join(out, 'node_modules'));
  writeFileSync(join(out, 'child.mjs'), CHILD);
  const child: ChildProcess = fork(join(out, 'child.mjs'), [], {
    env: { ...process.env, DISPATCHER_CHILD: JSON.stringify(env) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => child.on('exit', (code, signal) => res({ code, signal })));
  return {
    child,
    exited,
    kill() {
      child.kill('SIGKILL');
      return exited;
    },
    dispose: () => rmSync(out, { recursive: true, force: true }),
  };
}
