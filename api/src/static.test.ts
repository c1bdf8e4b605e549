import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { testApp } from './test/harness.js';

function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'opos-static-'));
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), '<!doctype html><title>Oposicións Galicia</title><div id="root"></div>');
  writeFileSync(join(root, 'shell/dist/main.js'), 'console.log("main")');
  writeFileSync(join(root, 'shell/dist/540.9d18e93a05.js'), 'console.log("chunk")');
  mkdirSync(join(root, 'mf-public/dist'), { recursive: true });
  writeFileSync(join(root, 'mf-public/dist/mf-manifest.json'), '{"id":"mf_public"}');
  writeFileSync(join(root, 'mf-public/dist/remoteEntry.js'), 'var mf_public;');
  writeFileSync(join(root, 'mf-public/dist/129.357d92d387.js'), 'console.log("remote chunk")');
  // The build writes a brotli and a gzip twin beside each file (shared/webpack/precompress.cjs).
  for (const f of ['shell/dist/540.9d18e93a05.js', 'mf-public/dist/remoteEntry.js', 'mf-public/dist/129.357d92d387.js']) {
    const text = `/* ${f} */ ${'var x = 1;'.repeat(200)}`;
    writeFileSync(join(root, f), text);
    writeFileSync(join(root, `${f}.br`), brotliCompressSync(text));
    writeFileSync(join(root, `${f}.gz`), gzipSync(text));
  }
  return root;
}

describe('one port serves the shell, the remotes and the run-time configuration', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp('pglite', { config: { staticRoot: fakeBuild(), remotes: { mf_public: 'https://cdn.example.org/mf-public/mf-manifest.json', mf_admin_offers: '/remotes/mf-admin-offers/mf-manifest.json', mf_admin_config: '/remotes/mf-admin-config/mf-manifest.json', mf_auth: '/remotes/mf-auth/mf-manifest.json' } } });
  });
  afterAll(() => t.close());

  it('redirects / to /public/', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/public/');
  });

  it.each([['/public/', 200], ['/public/etiquetas', 200], ['/public/admin/home', 200], ['/public/oposicion/algo', 404], ['/public/non-existe', 404]])('answers %s with the shell (history fallback), not cached: %s', async (url, status) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed files as immutable and stable names as no-cache', async () => {
    const chunk = await t.app.inject({ url: '/public/540.9d18e93a05.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toContain('immutable');
    const main = await t.app.inject({ url: '/public/main.js' });
    expect(main.headers['cache-control']).toBe('no-cache');
    const remoteChunk = await t.app.inject({ url: '/remotes/mf-public/129.357d92d387.js' });
    expect(remoteChunk.headers['cache-control']).toContain('immutable');
    for (const f of ['mf-manifest.json', 'remoteEntry.js']) {
      const r = await t.app.inject({ url: `/remotes/mf-public/${f}` });
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers.etag).toBeTruthy();
    }
  });

  it('hands the shell each remote manifest URL from configuration', async () => {
    const res = await t.app.inject({ url: '/public/runtime-config.json' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json().remotes.mf_public).toBe('https://cdn.example.org/mf-public/mf-manifest.json');
  });

  it.each([
    ['/public/540.9d18e93a05.js', 'public, max-age=31536000, immutable'],
    ['/remotes/mf-public/129.357d92d387.js', 'public, max-age=31536000, immutable'],
    ['/remotes/mf-public/remoteEntry.js', 'no-cache'],
  ])('sends the precompressed twin of %s by Accept-Encoding, with Vary and the same cache rule', async (url, cacheControl) => {
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe(cacheControl);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    if (cacheControl === 'no-cache') {
      expect(br.headers.etag).toBeTruthy();
      const again = await t.app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
  });

  it('compresses the JSON the API builds', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).openapi).toBeTruthy();
  });

  it('names in preload hints what the route needs first, and answers 304 to its ETag', async () => {
    const home = await t.app.inject({ url: '/public/' });
    expect(home.body).toContain('<link rel="preload" href="/public/runtime-config.json" as="fetch" crossorigin="anonymous">');
    expect(home.body).toContain('<link rel="preload" href="/api/v1/opos/consultaDias?dias=7&amp;ampliado=true" as="fetch" crossorigin="anonymous">');
    const offer = await t.app.inject({ url: '/public/oposicion/algo' });
    expect(offer.body).not.toContain('consultaDias');
    const again = await t.app.inject({ url: '/public/', headers: { 'if-none-match': String(home.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('the preload hints of a public route name its screen chunks and its first API call (mf-public served here)', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    const root = fakeBuild();
    writeFileSync(join(root, 'mf-public/dist/mf-manifest.json'), JSON.stringify({
      id: 'mf_public', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'routes', assets: { js: { sync: ['__federation_expose_routes.1a2b3c4d5e.js'] } } }],
    }));
    writeFileSync(join(root, 'mf-public/dist/chunk-groups.json'), JSON.stringify({
      'screen-home': ['742.aaaaaaaaaa.js', 'screen-home.bbbbbbbbbb.js'],
      'screen-offerDetail': ['742.aaaaaaaaaa.js', 'screen-offerDetail.cccccccccc.js'],
      'offer-detalle': ['offer-detalle.dddddddddd.js'],
    }));
    t = await testApp('pglite', { config: { staticRoot: root } });
  });
  afterAll(() => t.close());

  const hints = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]);

  it('home: the manifest, the remote entry, the routes chunk, the home screen and the list call', async () => {
    const home = hints((await t.app.inject({ url: '/public/' })).body);
    expect(home).toEqual(expect.arrayContaining([
      '/remotes/mf-public/mf-manifest.json', '/remotes/mf-public/remoteEntry.js', '/remotes/mf-public/__federation_expose_routes.1a2b3c4d5e.js',
      '/remotes/mf-public/742.aaaaaaaaaa.js', '/remotes/mf-public/screen-home.bbbbbbbbbb.js', '/api/v1/opos/consultaDias?dias=7&amp;ampliado=true',
    ]));
    expect(home.some((h) => h.includes('offerDetail') || h.includes('offer-detalle'))).toBe(false);
  });

  it('an offer: its screen and its own read (the URL RTK Query asks for), nothing of the home', async () => {
    const offer = hints((await t.app.inject({ url: '/public/oposicion/auxiliar-lugo-2026' })).body);
    expect(offer).toEqual(expect.arrayContaining([
      '/remotes/mf-public/742.aaaaaaaaaa.js', '/remotes/mf-public/screen-offerDetail.cccccccccc.js',
      '/api/v1/opos/ver/procesoOposicion?urlAmigable=auxiliar-lugo-2026&amp;ampliado=true',
    ]));
    expect(offer.some((h) => h.includes('screen-home') || h.includes('consultaDias') || h.includes('offer-detalle'))).toBe(false);
  });
});
