import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The real server process (as `npm start` runs it) on an embedded PGlite data folder.
const serverJs = resolve(new URL('.', import.meta.url).pathname, '../../dist/server.js');

async function freePort(): Promise<number> {
  return new Promise((ok) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

function start(dataDir: string, port: number): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let out = '';
  const child = spawn(process.execPath, [serverJs], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', READING_SCHEDULE_ENABLED: 'false', DATABASE_URL: '', DEMO_DATA: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)));
  return { child, output: () => out, exited };
}

async function waitUntilUp(port: number, proc: { output: () => string }): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/v1/opos/consultaDias?dias=7`);
      if (r.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((ok) => setTimeout(ok, 250));
  }
  throw new Error(`server did not start:\n${proc.output()}`);
}

const uuids = async (port: number) =>
  ((await (await fetch(`http://127.0.0.1:${port}/api/v1/opos/consultaDias?dias=7`)).json()) as { uuid: string }[]).map((o) => o.uuid).sort();

describe('the embedded database', () => {
  beforeAll(() => {
    if (!existsSync(serverJs)) throw new Error(`${serverJs} is missing: run \`node scripts/build.mjs\` first (npm test does).`);
  });

  it('keeps acknowledged data after kill -9 and restart, loads demo data only once, and refuses a second process on the same folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'opos-persist-'));
    const port = await freePort();
    const first = start(dataDir, port);
    await waitUntilUp(port, first);
    const before = await uuids(port);
    expect(before.length).toBeGreaterThan(0);

    const port2 = await freePort();
    const intruder = start(dataDir, port2);
    expect(await intruder.exited).not.toBe(0);
    expect(intruder.output()).toMatch(/in use by process/);

    first.child.kill('SIGKILL');
    await first.exited;

    const second = start(dataDir, port);
    await waitUntilUp(port, second);
    expect(await uuids(port)).toEqual(before);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);
});
