import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { ENTRY_LOADER_SCRIPT } from 'shared/contract';
import { testConfig } from './config.js';
import { loadDemoDataIfEmpty } from './demo/demo.js';
import { serverBundleOf } from './serverRender.js';
import { databases, testApp } from './test/harness.js';
import { bearer, tokenFor } from './test/tokens.js';

// The real server builds of the shell and mf-public (`npm run build`, which `npm test` runs first) render the pages.
const root = testConfig().staticRoot;
const built = existsSync(join(root, 'shell/dist/server/render.cjs')) && existsSync(join(root, 'mf-public/dist/server/routes.cjs'));
if (!built) throw new Error('server rendering tests need the front-end build: run `node scripts/build.mjs --if-needed` first');

const stateOf = (html: string) => {
  const m = /<script type="application\/json" id="opos-estado">([\s\S]*?)<\/script>/.exec(html);
  return m ? { raw: m[1], value: JSON.parse(m[1]) as { lang: string; api: { queries: Record<string, { endpointName: string; status: string; data: unknown }> } } } : null;
};
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

describe.each(databases)('public pages rendered on the server with their content and state (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let proceso: { titulo: string; urlAmigable: string; uuidEntidad: string };
  beforeAll(async () => {
    t = await testApp(kind);
    await loadDemoDataIfEmpty(t.app.services);
    const etiquetas = (await t.app.inject({ url: '/api/v1/opos/etiquetas' })).json() as string[];
    for (const e of etiquetas) {
      const list = (await t.app.inject({ url: `/api/v1/opos/procesoOpo/etiquetas?etiquetaBusqueda=${encodeURIComponent(e)}` })).json() as { urlAmigable: string }[];
      if (list.length) {
        proceso = (await t.app.inject({ url: `/api/v1/opos/ver/procesoOposicion?urlAmigable=${list[0].urlAmigable}` })).json();
        break;
      }
    }
  }, 60_000);
  afterAll(() => t.close());

  it('a process page holds its title, its phases and the serialised process the browser hydrates from', async () => {
    const res = await t.app.inject({ url: `/public/oposicion/${proceso.urlAmigable}`, headers: { 'accept-language': 'gl' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const body = rootOf(res.body);
    expect(body).toContain(`<h1 id="offer-title">${proceso.titulo.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</h1>`);
    expect(body).toContain('Edictos do proceso');
    const state = stateOf(res.body)!;
    expect(state.raw).not.toContain('<');
    expect(state.value.lang).toBe('gl');
    const entry = Object.values(state.value.api.queries).find((q) => q.endpointName === 'publicProceso')!;
    expect(entry.status).toBe('fulfilled');
    expect((entry.data as { urlAmigable: string }).urlAmigable).toBe(proceso.urlAmigable);
    // The generic "needs JavaScript" notice is gone: the page reads without it; its forms carry their own.
    expect(res.body).not.toContain('Esta web necesita JavaScript');
    expect(body).toContain('<noscript><p class="noscript-form">Este formulario necesita JavaScript');
  });

  it('the home holds the list\'s cards in the visitor\'s language, and filters in the URL choose them', async () => {
    const es = await t.app.inject({ url: '/public/', headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(es.body).toMatch(/<html[^>]* lang="es"/);
    expect(rootOf(es.body)).toContain('Oposiciones de los últimos 7 días');
    const list = (await t.app.inject({ url: '/api/v1/opos/consultaDias?dias=7&ampliado=true' })).json() as { provincia: string }[];
    const cards = (html: string) => (rootOf(html).match(/<li class="[^"]*\bopo-card\b/g) ?? []).length;
    expect(cards(es.body)).toBe(Math.min(20, list.length));
    // The visitor's own choice (its cookie) wins over the browser's languages; ?lang= over both.
    const cookie = await t.app.inject({ url: '/public/', headers: { 'accept-language': 'es', cookie: 'opos_lang=gl' } });
    expect(rootOf(cookie.body)).toContain('Oposicións dos últimos 7 días');
    const param = await t.app.inject({ url: '/public/?lang=es', headers: { cookie: 'opos_lang=gl' } });
    expect(rootOf(param.body)).toContain('Oposiciones de los últimos 7 días');
    const provincia = list[0].provincia;
    const lugo = list.filter((o) => o.provincia === provincia).length;
    const filtered = await t.app.inject({ url: `/public/?provincia=${encodeURIComponent(provincia)}` });
    expect(rootOf(filtered.body)).toContain(lugo === 1 ? '1 resultado' : `${lugo} resultados`);
    // Every part finished in place: no out-of-order part, whose inline script the page's CSP would refuse.
    for (const html of [es.body, filtered.body]) expect(rootOf(html)).not.toMatch(/<script|<!--\$[?!]-->/);
    // The alert form of a filtered list (code of its own, met in a later pass) is there, in place.
    expect(rootOf(filtered.body)).toContain('data-testid="alerta-box"');
  });

  it('a drawn page preloads no script (the content needs none to paint) and is painted once its content is parsed (issue 25)', async () => {
    const head = (html: string) => html.split('<div id="root">')[0];
    const home = await t.app.inject({ url: '/public/' });
    const offerPage = await t.app.inject({ url: `/public/oposicion/${proceso.urlAmigable}` });
    for (const res of [home, offerPage]) {
      expect(rootOf(res.body)).not.toBe('');
      expect(head(res.body)).not.toMatch(/<link rel="preload"[^>]*as="script"/);
      expect(head(res.body)).not.toContain('mf-manifest.json');
      expect(head(res.body)).toContain('<link rel="expect" href="#contacto" blocking="render">');
      // The element it waits for comes after the content.
      expect(res.body.indexOf('id="contacto"')).toBeGreaterThan(res.body.indexOf('<main'));
      // Its style sheets are linked, not copied into every page (the page's bytes, docs/speed.md), and served.
      expect(head(res.body)).not.toContain('<style');
      const sheets = [...head(res.body).matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
      expect(sheets.length).toBeGreaterThanOrEqual(2);
      for (const href of sheets) {
        const css = await t.app.inject({ url: href });
        expect(css.statusCode).toBe(200);
        expect(css.headers['content-type']).toMatch(/text\/css/);
      }
    }
    // The list in the home's state carries the requirements without their quotes (issue 25).
    expect(stateOf(home.body)!.raw).not.toContain('"cita"');
  });

  it('a drawn page starts its scripts after its first paint, through the one inline loader the policy allows by hash', async () => {
    const home = await t.app.inject({ url: '/public/' });
    const head = home.body.split('<div id="root">')[0];
    // No script is requested from the head while the page paints: the shell's entry travels in the loader's data-src.
    expect(head).not.toMatch(/<script[^>]*\ssrc=/);
    const loaders = [...head.matchAll(/<script data-src="([^"]+)">([\s\S]*?)<\/script>/g)];
    expect(loaders.map((m) => m[1])).toEqual(['/public/main.js']);
    expect(loaders[0][2]).toBe(ENTRY_LOADER_SCRIPT);
    const hash = `'sha256-${createHash('sha256').update(loaders[0][2]).digest('base64')}'`;
    const scriptSrc = String(home.headers['content-security-policy']).split(';').find((d) => d.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toContain(hash);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // The entry it loads is served.
    expect((await t.app.inject({ url: '/public/main.js' })).statusCode).toBe(200);
  });

  it('labels, bulletins and the site\'s own pages are rendered too; a token page and the admin are left to the browser', async () => {
    for (const [url, text] of [['/public/etiquetas', 'data-screen="etiquetas"'], ['/public/bop', 'data-screen="bops"'], ['/public/acerca', '<h1'], ['/public/privacidade', '<h1']]) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'gl' } });
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toContain(text);
    }
    for (const url of ['/public/admin/home', '/public/avisos/confirmar?token=x']) {
      const res = await t.app.inject({ url });
      expect(res.body).toContain('<div id=root></div>');
      expect(stateOf(res.body)).toBeNull();
    }
  });

  it('keeps a rendered page compressed with a strong ETag (304 on a match), counts each view, and renders anew after a write', async () => {
    const url = `/public/oposicion/${proceso.urlAmigable}`;
    const first = await t.app.inject({ url, headers: { 'accept-encoding': 'br', 'accept-language': 'gl' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(String(first.headers.vary)).toMatch(/Accept-Language/);
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain(proceso.titulo.slice(0, 20));
    const again = await t.app.inject({ url, headers: { 'if-none-match': first.headers.etag as string, 'accept-language': 'gl' } });
    expect(again.statusCode).toBe(304);
    // A view served from memory still counts (the visit counter sees it).
    const count = () => t.app.services.visits.record(proceso.uuidEntidad);
    const before = count();
    await t.app.inject({ url, headers: { 'accept-language': 'gl' } });
    expect(count()).toBe(before + 2);

    // An administrator renames the process: the next page shows the new title, with a new ETag.
    const token = await tokenFor(t.app, 'admin');
    const auth = bearer(token);
    const p = (await t.app.inject({ url: `/api/v1/config/ver/procesoOposicionPorUuid?uuid=${proceso.uuidEntidad}`, headers: auth })).json();
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/config/modificar/procesoOposicion', headers: auth,
      payload: {
        uuidProcesoOposicion: p.uuidEntidad, urlAmigable: p.urlAmigable, organizacion: p.organizacion, urlImagen: p.urlImagen, titulo: `${p.titulo} (renomeado)`,
        detalle: p.detalle, urlInfoProcesoExterno: p.urlInfoProcesoExterno, etiquetaBusquedaProceso: p.etiquetaBusquedaProceso, sistemaSeleccion: p.sistemaSeleccion,
        tipoContrato: p.tipoContrato, descripcion: p.descripcion, uuidOpoInicio: p.uuidOpoInicio, procesoFinalizado: p.procesoFinalizado,
        procesoMostrable: p.procesoMostrable, etiquetaProceso: '',
      },
    });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({ url, headers: { 'accept-language': 'gl' } });
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(rootOf(after.body)).toContain('(renomeado)');
  });
});

describe('where a remote\'s server build is', () => {
  it('beside the manifest the run-time configuration names: a local folder, or the URL it is served from', () => {
    expect(serverBundleOf('/remotes/mf-public/mf-manifest.json', '/srv')).toEqual({ file: '/srv/mf-public/dist/server/routes.cjs' });
    expect(serverBundleOf('https://cdn.example.org/mf-public/mf-manifest.json', '/srv')).toEqual({ url: 'https://cdn.example.org/mf-public/server/routes.cjs' });
    expect(serverBundleOf('mf-manifest.json', '/srv')).toBeNull();
  });
});

describe('a remote that cannot render on the server', () => {
  it('leaves its pages to the browser (the shell page, no state), never a broken page', async () => {
    const t = await testApp('pglite', { config: { remotes: { ...testConfig().remotes, mf_public: 'https://cdn.invalid/mf-public/mf-manifest.json' } } });
    try {
      const res = await t.app.inject({ url: '/public/etiquetas' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id=root></div>');
      expect(stateOf(res.body)).toBeNull();
    } finally {
      await t.close();
    }
  });
});
