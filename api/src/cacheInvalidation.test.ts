import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { App } from './services.js';
import { testConfig } from './config.js';
import { openPostgres, type Db } from './db/client.js';
import { migrate } from './db/migrate.js';
import { createTestSchema } from './test/harness.js';
import { signIn } from './test/tokens.js';

/**
 * Two real API server processes on one PostgreSQL database (a schema of its own): a write through one is seen
 * through the other at once, and views counted by a process that stops gracefully are not lost. PostgreSQL only:
 * with PGlite there is one process per database.
 */
const url = process.env.TEST_DATABASE_URL;
const describeOnPostgres = url ? describe : describe.skip;
const here = new URL('.', import.meta.url).pathname;
const LIST = '/api/v1/opos/consultaDias?dias=7';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

interface Instance {
  base: string;
  child: ChildProcess;
  /** The instance as the sign-in helper drives an app: requests over HTTP, its configuration. */
  asApp: App;
  exited: Promise<number | null>;
}

async function start(searchPath: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', join(here, 'ingestion/crash/register.mjs'), join(here, 'test/instanceChild.ts'), url!, searchPath, String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start: ${output}`)), 60_000);
    child.stdout!.on('data', (d) => {
      if (String(d).includes('READY')) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then((code) => reject(new Error(`instance exited (${code}): ${output}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const config = testConfig({ publicUrl: base, port });
  const asApp = {
    services: { config },
    async inject({ method = 'GET', url: path, headers = {}, payload }: { method?: string; url: string; headers?: Record<string, string>; payload?: string }) {
      const res = await fetch(base + path, { method, headers, body: payload, redirect: 'manual' });
      const body = await res.text();
      const h: Record<string, string | string[]> = {};
      res.headers.forEach((v, k) => (h[k] = v));
      h['set-cookie'] = res.headers.getSetCookie();
      return { statusCode: res.status, headers: h, body, json: () => JSON.parse(body) };
    },
  } as unknown as App;
  return { base, child, asApp, exited };
}

describeOnPostgres('two API processes on one PostgreSQL database', () => {
  let schema: Awaited<ReturnType<typeof createTestSchema>>;
  let db: Db;
  let a: Instance;
  let b: Instance;
  const opos = [randomUUID(), randomUUID(), randomUUID()];
  const oferta = randomUUID();

  beforeAll(async () => {
    schema = await createTestSchema(url!);
    db = await openPostgres(url!, { searchPath: schema.searchPath });
    await migrate(db);
    for (const [i, uuid] of opos.entries()) {
      await db.query(
        `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado)
         VALUES ($1, 'BOP Lugo', CURRENT_DATE - 1, 'Concello de Lugo', $2, '', '{}', true)`,
        [uuid, `Prazas de auxiliar administrativo, convocatoria ${i}`],
      );
    }
    await db.query("INSERT INTO proceso_oposicion (uuid, url_amigable, titulo, proceso_mostrable) VALUES ($1, 'auxiliar-lugo', 'Auxiliar en Lugo', true)", [oferta]);
    // One after the other: the first start creates the sign-in provider's keys in the database.
    a = await start(schema.searchPath);
    b = await start(schema.searchPath);
  }, 120_000);

  afterAll(async () => {
    for (const i of [a, b]) if (i && i.child.exitCode === null) i.child.kill('SIGKILL');
    await db?.close();
    await schema?.drop();
  });

  const get = (i: Instance, path: string, headers: Record<string, string> = {}) => fetch(i.base + path, { headers });
  const uuidsOf = async (res: Response) => ((await res.json()) as { uuid: string }[]).map((o) => o.uuid).sort();
  const modificarOpo = (i: Instance, token: string, uuidOpo: string, verificado: boolean) =>
    fetch(`${i.base}/api/v1/config/opo/modificar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ uuidOpo, organizacion: 'Concello de Lugo', descripcion: 'Prazas de auxiliar administrativo', urlDetalle: '', uuidProcesoSelectivo: '', verificado }),
    });

  it('a write through one process is seen through the other at once, in both directions', async () => {
    const tokenA = (await signIn(a.asApp, 'admin', 'admin')).access_token;
    const tokenB = (await signIn(b.asApp, 'admin', 'admin')).access_token;
    let expected = [...opos].sort();
    for (let round = 0; round < 6; round += 1) {
      const [writer, reader, token] = round % 2 === 0 ? [a, b, tokenA] : [b, a, tokenB];
      // The reader holds the list in memory (a second read is a 304 from its cache).
      const held = await get(reader, LIST);
      expect(await uuidsOf(held)).toEqual(expected);
      const etag = held.headers.get('etag')!;
      expect((await get(reader, LIST, { 'if-none-match': etag })).status).toBe(304);
      // Hide or show one competition through the other process, then read at once through the reader.
      const target = opos[round % 3];
      const show = !expected.includes(target);
      const write = await modificarOpo(writer, token, target, show);
      expect(write.status).toBe(200);
      expected = show ? [...expected, target].sort() : expected.filter((u) => u !== target);
      const now = await get(reader, LIST, { 'if-none-match': etag });
      expect(now.status).toBe(200);
      expect(await uuidsOf(now)).toEqual(expected);
      expect(now.headers.get('etag')).not.toBe(etag);
    }
  });

  it('an offer edited through one process shows its new title through the other at once', async () => {
    const path = '/api/v1/opos/ver/procesoOposicion?urlAmigable=auxiliar-lugo';
    expect(((await (await get(b, path)).json()) as { titulo: string }).titulo).toBe('Auxiliar en Lugo');
    const token = (await signIn(a.asApp, 'admin', 'admin')).access_token;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const current = (await (await fetch(`${a.base}/api/v1/config/ver/procesoOposicionPorUuid?uuid=${oferta}`, { headers: auth })).json()) as Record<string, string>;
    const res = await fetch(`${a.base}/api/v1/config/modificar/procesoOposicion`, {
      method: 'POST', headers: auth,
      body: JSON.stringify({
        uuidProcesoOposicion: oferta, urlAmigable: 'auxiliar-lugo', organizacion: current.organizacion, urlImagen: current.urlImagen,
        titulo: 'Auxiliar administrativo en Lugo', detalle: current.detalle, urlInfoProcesoExterno: current.urlInfoProcesoExterno,
        etiquetaBusquedaProceso: current.etiquetaBusquedaProceso, sistemaSeleccion: current.sistemaSeleccion, tipoContrato: current.tipoContrato,
        descripcion: current.descripcion, uuidOpoInicio: current.uuidOpoInicio, procesoFinalizado: false, procesoMostrable: true, etiquetaProceso: '',
      }),
    });
    expect(res.status).toBe(200);
    // The clear travels as a NOTIFY sent at commit: the other process has it within milliseconds (on a loaded
    // machine its HTTP request can be read in the same turn as the notification, so allow a second).
    const titulo = async () => ((await (await get(b, path)).json()) as { titulo: string }).titulo;
    let seen = await titulo();
    for (const until = Date.now() + 1000; seen !== 'Auxiliar administrativo en Lugo' && Date.now() < until;) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await titulo();
    }
    expect(seen).toBe('Auxiliar administrativo en Lugo');
  });

  it('views counted by a process that stops gracefully are all stored: the other process shows them', async () => {
    const count = async (i: Instance) => {
      const token = (await signIn(i.asApp, 'admin', 'admin')).access_token;
      const res = await fetch(`${i.base}/api/v1/config/ver/procesoOposicionPorUuid?uuid=${oferta}`, { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { numeroVisitas: number }).numeroVisitas;
    };
    const before = await count(b); // an admin read writes the views B holds so far
    for (let i = 0; i < 4; i += 1) expect((await get(b, '/api/v1/opos/ver/procesoOposicion?urlAmigable=auxiliar-lugo')).status).toBe(200);
    expect(await count(a)).toBe(before); // still in B's memory
    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);
    expect(await count(a)).toBe(before + 4);
  });
});
