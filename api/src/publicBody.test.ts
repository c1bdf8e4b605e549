import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApp } from './app.js';
import { testConfig } from './config.js';
import { databases, freshDatabase, testApp } from './test/harness.js';
import { bearer, tokenFor } from './test/tokens.js';
import { cachedBodyOf } from './publicBody.js';

const NOW = () => new Date('2026-03-15T10:00:00+01:00');
const LIST = '/api/v1/opos/consultaDias?dias=7';

/** Enough competitions that the list is well over the compression threshold. */
async function seed(db: { query: (sql: string, params?: unknown[]) => Promise<unknown> }) {
  const uuids: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    const uuid = randomUUID();
    uuids.push(uuid);
    await db.query(
      `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado)
       VALUES ($1, 'BOP Lugo', '2026-03-1${i % 5}', 'Concello de Lugo', $2, 'https://bop.example/' || $3, '{auxiliar administrativo}', true)`,
      [uuid, `Bases do proceso selectivo número ${i} para prazas de auxiliar administrativo, quenda libre`, String(i)],
    );
  }
  return uuids;
}

describe.each(databases)('public reads kept serialized and compressed, with ETags (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let opos: string[];
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW });
    opos = await seed(t.db);
  });
  afterAll(() => t.close());

  it('answers brotli, gzip or plain bytes of one body by Accept-Encoding, with one strong ETag and Vary: Accept-Encoding', async () => {
    const br = await t.app.inject({ url: LIST, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await t.app.inject({ url: LIST, headers: { 'accept-encoding': 'gzip' } });
    const plain = await t.app.inject({ url: LIST, headers: { 'accept-encoding': 'identity' } });
    expect([br.statusCode, gz.statusCode, plain.statusCode]).toEqual([200, 200, 200]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list = JSON.parse(plain.body);
    expect(list).toHaveLength(20);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(list);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(list);
    for (const res of [br, gz, plain]) {
      expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
      expect(res.headers.etag).toBe(br.headers.etag);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('answers 304 with no body to If-None-Match naming the current ETag (also in a list or weak), 200 otherwise', async () => {
    const first = await t.app.inject({ url: LIST });
    const etag = first.headers.etag as string;
    for (const header of [etag, `"other", ${etag}`, `W/${etag}`]) {
      const again = await t.app.inject({ url: LIST, headers: { 'if-none-match': header, 'accept-encoding': 'br' } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const stale = await t.app.inject({ url: LIST, headers: { 'if-none-match': '"not-it"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
    // Kept, not rebuilt: a change behind the server's back (no write through it, no clear) is not seen.
    await t.db.query("UPDATE opo SET descripcion = 'Cambiada por fóra' WHERE uuid = $1", [opos[1]]);
    const kept = await t.app.inject({ url: LIST, headers: { 'if-none-match': etag } });
    expect(kept.statusCode).toBe(304);
    await t.db.query("UPDATE opo SET descripcion = 'Bases do proceso selectivo número 1 para prazas de auxiliar administrativo, quenda libre' WHERE uuid = $1", [opos[1]]);
  });

  it('a write clears the kept body: the next read shows the change under a new ETag, the old ETag gets 200', async () => {
    const before = await t.app.inject({ url: LIST });
    const etag = before.headers.etag as string;
    expect(before.json().map((o: { uuid: string }) => o.uuid)).toContain(opos[0]);
    const auth = bearer(await tokenFor(t.app, 'admin'));
    const write = await t.app.inject({
      method: 'POST', url: '/api/v1/config/opo/modificar', headers: auth,
      payload: { uuidOpo: opos[0], organizacion: 'Concello de Lugo', descripcion: 'Retirada', urlDetalle: '', uuidProcesoSelectivo: '', verificado: false },
    });
    expect(write.statusCode).toBe(200);
    const after = await t.app.inject({ url: LIST, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().map((o: { uuid: string }) => o.uuid)).not.toContain(opos[0]);
    expect(after.json()).toHaveLength(19);
  });

  it('concurrent first reads of one URL get the same body; errors are never kept', async () => {
    const url = '/api/v1/opos/consultaDias?dias=6';
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject({ url })));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    for (let i = 0; i < 2; i += 1) {
      const bad = await t.app.inject({ url: '/api/v1/opos/consultaDias?dias=0' });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers.etag).toBeUndefined();
      expect(bad.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
    }
  });
});

describe.each(databases)('the batched visit counter (%s)', (kind) => {
  async function appOn(db: Awaited<ReturnType<typeof freshDatabase>>, visitFlushMs: number) {
    const app = await buildApp({ config: testConfig({ logLevel: 'silent', visitFlushMs }), db, now: NOW });
    await app.ready();
    return app;
  }
  const offer = async (db: Awaited<ReturnType<typeof freshDatabase>>) => {
    const uuid = randomUUID();
    await db.query("INSERT INTO proceso_oposicion (uuid, url_amigable, titulo, proceso_mostrable) VALUES ($1, $2, 'Auxiliar', true)", [uuid, `oferta-${uuid.slice(0, 8)}`]);
    return { uuid, url: `/api/v1/opos/ver/procesoOposicion?urlAmigable=oferta-${uuid.slice(0, 8)}` };
  };
  const stored = async (db: Awaited<ReturnType<typeof freshDatabase>>, uuid: string) =>
    (await db.query<{ numero_visitas: number }>('SELECT numero_visitas FROM proceso_oposicion WHERE uuid = $1', [uuid]))[0].numero_visitas;

  it('does not write once per view; a graceful stop writes every pending view', async () => {
    const db = await freshDatabase(kind);
    try {
      const app = await appOn(db, 0); // no timer: only admin reads and the stop write
      const a = await offer(db);
      const b = await offer(db);
      const counts = [];
      for (let i = 0; i < 5; i += 1) counts.push((await app.inject({ url: a.url })).json().numeroVisitas);
      await app.inject({ url: b.url });
      expect(counts).toEqual([1, 2, 3, 4, 5]);
      expect(await stored(db, a.uuid)).toBe(0);
      await app.close();
      expect(await stored(db, a.uuid)).toBe(5);
      expect(await stored(db, b.uuid)).toBe(1);
    } finally {
      await db.close();
    }
  });

  it('writes the pending views every VISIT_FLUSH_MS', async () => {
    const db = await freshDatabase(kind);
    try {
      const app = await appOn(db, 50);
      const a = await offer(db);
      await app.inject({ url: a.url });
      await app.inject({ url: a.url });
      for (let i = 0; i < 100 && (await stored(db, a.uuid)) < 2; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(await stored(db, a.uuid)).toBe(2);
      await app.close();
      expect(await stored(db, a.uuid)).toBe(2);
    } finally {
      await db.close();
    }
  });
});

describe('a body kept for every visitor', () => {
  it('compressed harder on request (a rendered page): fewer bytes, the same page', async () => {
    const cards = Array.from({ length: 60 }, (_, i) => `<li><a href="/public/oposicion/p-${i}">Auxiliar administrativo/a · ${i % 7 + 1} prazas C2 · Concello ${randomUUID()}</a><p>Prazo ata o ${i % 28 + 1} de decembro</p></li>`).join('');
    const html = `<!doctype html><html lang="gl"><body><ul>${cards}</ul><script type="application/json">${JSON.stringify({ cards: cards.length })}</script></body></html>`;
    const usual = await cachedBodyOf(html, 'text/html; charset=utf-8');
    const page = await cachedBodyOf(html, 'text/html; charset=utf-8', { brotliQuality: 11 });
    expect(page.br!.length).toBeLessThan(usual.br!.length);
    expect(brotliDecompressSync(page.br!).toString()).toBe(html);
    expect(page.etag).toBe(usual.etag);
  });
});
