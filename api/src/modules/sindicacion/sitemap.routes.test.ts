import { XMLParser, XMLValidator } from 'fast-xml-parser';
import robotsParserModule from 'robots-parser';
import { databases, testApp } from '../../test/harness.js';
import { BASE, NOW, seedSindicacion, type Seeded } from './test/seed.js';

// CommonJS module: its function is the default export under ESM, or the module itself.
const robotsParser = ((robotsParserModule as unknown as { default?: unknown }).default ?? robotsParserModule) as (url: string, text: string) => {
  isAllowed(url: string, ua?: string): boolean | undefined;
  getSitemaps(): string[];
};

describe.each(databases)('sitemap.xml and robots.txt (issue 16) on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let s: Seeded;
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW, config: { publicBaseUrl: BASE } });
    s = await seedSindicacion(t.db);
  });
  afterAll(() => t.close());

  it('sitemap.xml lists the public pages with absolute URLs: home, labels, bulletins, shown processes, each label, recent days', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => name === 'url' }).parse(res.body);
    expect(doc.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = doc.urlset.url as { loc: string; lastmod?: string; changefreq?: string }[];
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((l) => l.startsWith(`${BASE}/public/`))).toBe(true);
    expect(locs.slice(0, 6)).toEqual([`${BASE}/public/`, `${BASE}/public/etiquetas`, `${BASE}/public/bop`, `${BASE}/public/cobertura`, `${BASE}/public/acerca`, `${BASE}/public/datos`]);
    // Shown processes (hidden ones never), with the day of their latest publication.
    expect(urls.find((u) => u.loc === `${BASE}/public/oposicion/auxiliar-lugo-2026`)?.lastmod).toBe('2026-11-20');
    expect(urls.find((u) => u.loc === `${BASE}/public/oposicion/bombeiros-vigo`)?.lastmod).toBe('2025-06-01');
    expect(locs).not.toContain(`${BASE}/public/oposicion/${s.oculto.url}`);
    // Label pages, also a label with quotes and angle brackets, escaped as XML and as a URL.
    expect(locs).toContain(`${BASE}/public/?etiquetaBusqueda=auxiliar+administrativo`);
    expect(locs).toContain(`${BASE}/public/?etiquetaBusqueda=a+%22b%22+%3Cc%3E`);
    // Days with published competitions in the last 60 days; not older ones, not days with only unverified ones.
    const dias = locs.filter((l) => l.includes('?fecha=')).map((l) => l.split('=')[1]);
    expect(dias).toEqual(['2026-11-19', '2026-11-18', '2026-11-17', '2026-10-01']);
    expect(urls.every((u) => !u.lastmod || /^\d{4}-\d{2}-\d{2}$/.test(u.lastmod))).toBe(true);
  });

  it('robots.txt keeps admin, subscribers\' links and the API out, lets in pages, public reads, feeds and open data, and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    const robots = robotsParser(`${BASE}/robots.txt`, res.body);
    const allowed = (path: string) => robots.isAllowed(`${BASE}${path}`, 'Googlebot');
    for (const path of ['/public/', '/public/oposicion/auxiliar-lugo-2026', '/public/?etiquetaBusqueda=x', '/public/etiquetas', '/api/v1/opos/consultaDias?dias=7',
      '/api/v1/feeds/opos.atom', '/api/v1/calendario/proceso.ics?urlAmigable=x', '/api/v1/datos/opos.csv', '/remotes/mf-public/remoteEntry.js']) {
      expect([path, allowed(path)]).toEqual([path, true]);
    }
    for (const path of ['/public/admin/home', '/public/admin/login', '/public/avisos/confirmar?token=x', '/public/alertas/xestionar?token=x', '/api/v1/config/opos/consultaDias?dias=7',
      '/api/v1/estadisticas/verEstadisticas', '/api/docs', '/idp/auth']) {
      expect([path, allowed(path)]).toEqual([path, false]);
    }
    expect(robots.getSitemaps()).toEqual([`${BASE}/sitemap.xml`]);
  });

  it('names the request\'s own host without PUBLIC_BASE_URL', async () => {
    const other = await testApp(kind, { now: NOW, config: { publicBaseUrl: null } });
    try {
      const robots = await other.app.inject({ url: '/robots.txt', headers: { host: 'localhost:8300' } });
      expect(robots.body).toContain('Sitemap: http://localhost:8300/sitemap.xml');
      const sitemap = await other.app.inject({ url: '/sitemap.xml', headers: { host: 'localhost:8300' } });
      expect(sitemap.body).toContain('<loc>http://localhost:8300/public/</loc>');
    } finally {
      await other.close();
    }
  });
});
