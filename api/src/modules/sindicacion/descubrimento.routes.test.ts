import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import * as cheerio from 'cheerio';
import { databases, testApp } from '../../test/harness.js';
import { atomProblems } from './test/atomValidator.js';
import { BASE, NOW, seedSindicacion } from './test/seed.js';

/** A built shell as the build writes it (minified), so the server sends its pages. */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'opos-feeds-'));
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), '<!doctype html><html lang=gl><head><meta charset=utf-8><meta name=description content="x">'
    + '<title>Oposicións Galicia</title><script defer src=/public/main.js></script></head><body><div id=root></div></body></html>');
  return root;
}

describe.each(databases)('feed discovery in the served pages (issue 16) on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW, config: { staticRoot: fakeBuild(), publicBaseUrl: BASE } });
    await seedSindicacion(t.db);
  });
  afterAll(() => t.close());

  /** What a feed reader does with a page address: read the HTML the server sends, follow its Atom link. */
  const discover = async (page: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: page, headers });
    expect(res.statusCode).toBe(200);
    const links = cheerio.load(res.body)('link[rel="alternate"][type="application/atom+xml"]').toArray().map((e) => e.attribs);
    expect(links).toHaveLength(1);
    const { href, title } = links[0];
    expect(href.startsWith(`${BASE}/api/v1/feeds/`)).toBe(true);
    const feed = await t.app.inject({ url: href.slice(BASE.length) });
    expect(feed.statusCode).toBe(200);
    expect(atomProblems(feed.body)).toEqual([]);
    return { href, title, feed: parseFeed(feed.body) };
  };

  it('the home page names the latest competitions\' feed', async () => {
    const d = await discover('/public/');
    expect(d.href).toBe(`${BASE}/api/v1/feeds/opos.atom?lang=gl`);
    expect(d.title).toBe('Novidades en Atom: Oposicións Galicia: oposicións dos últimos 7 días');
    expect(d.feed.items.length).toBe(3);
  });

  it('a filtered, searched list names the feed with the same search and filters, in the page\'s language', async () => {
    const d = await discover('/public/?etiquetaBusqueda=auxiliar%20administrativo&provincia=Lugo&prazoAberto=1&pagina=2&lang=es');
    expect(d.href).toBe(`${BASE}/api/v1/feeds/opos.atom?etiquetaBusqueda=auxiliar%20administrativo&provincia=Lugo&prazoAberto=true&lang=es`);
    expect(d.title).toMatch(/^Novedades en Atom: /);
    expect(d.feed.title).toBe('Oposicións Galicia: etiqueta «auxiliar administrativo» (Lugo, plazo abierto)');
    expect(d.feed.items.map((i) => i.url)).toEqual([`${BASE}/public/oposicion/auxiliar-lugo-2026`, `${BASE}/public/oposicion/auxiliar-lugo-2026`]);
  });

  it('a process page names its phases\' feed', async () => {
    const d = await discover('/public/oposicion/auxiliar-lugo-2026');
    expect(d.href).toBe(`${BASE}/api/v1/feeds/proceso.atom?urlAmigable=auxiliar-lugo-2026&lang=gl`);
    expect(d.title).toMatch(/^Fases en Atom: Dúas prazas de auxiliar administrativo/);
    expect(d.feed.items).toHaveLength(3);
  });

  it('other pages, and a page not found, name no feed', async () => {
    for (const url of ['/public/etiquetas', '/public/datos', '/public/oposicion/non-existe', '/public/non-existe']) {
      const res = await t.app.inject({ url });
      expect([url, cheerio.load(res.body)('link[type="application/atom+xml"]').length]).toEqual([url, 0]);
    }
    expect((await t.app.inject({ url: '/public/datos' })).statusCode).toBe(200);
  });
});
