import { parseFeed } from '@rowanmanning/feed-parser';
import { databases, testApp } from '../../test/harness.js';
import { bearer, tokenFor } from '../../test/tokens.js';
import { atomProblems } from './test/atomValidator.js';
import { BASE, HOSTILE, NOW, seedSindicacion, type Seeded } from './test/seed.js';

const ATOM = /^application\/atom\+xml; charset=utf-8$/;

describe.each(databases)('Atom feeds (issue 16) on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let s: Seeded;
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW, config: { publicBaseUrl: BASE } });
    s = await seedSindicacion(t.db);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  /** The feed, checked against RFC 4287 and read by a real feed parser. */
  const feedAt = async (url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(ATOM);
    expect(atomProblems(res.body)).toEqual([]);
    return { res, feed: parseFeed(res.body) };
  };

  it('the latest competitions: the last 7 days, newest first, valid Atom with links to the public pages', async () => {
    const { res, feed } = await feedAt('/api/v1/feeds/opos.atom');
    expect(feed.title).toBe('Oposicións Galicia: últimas convocatorias');
    // The self link names the language it was served in, so a reader keeps getting that language.
    expect(feed.self).toBe(`${BASE}/api/v1/feeds/opos.atom?lang=gl`);
    expect(feed.url).toBe(`${BASE}/public/`);
    expect(feed.items.map((i) => i.id)).toEqual([`urn:uuid:${s.opo.lugo}`, `urn:uuid:${s.opo.vigo}`, `urn:uuid:${s.opo.hostil}`]);
    const [lugo, vigo] = feed.items;
    expect(lugo.title).toBe('Concello de Lugo: Bases para cubrir dúas prazas de auxiliar administrativo');
    // An edict of a shown process leads to the process page; another to its bulletin day.
    expect(lugo.url).toBe(`${BASE}/public/oposicion/auxiliar-lugo-2026`);
    expect(vigo.url).toBe(`${BASE}/public/?fecha=2026-11-18&bop=DOG`);
    expect(lugo.updated?.toISOString()).toBe('2026-11-18T23:00:00.000Z');
    expect(lugo.description).toContain('Prazo de presentación: ata o 17/12/2026');
    expect(lugo.description).toContain('Publicado no BOP Lugo o 19 de novembro de 2026');
    expect(lugo.categories.map((c) => c.term)).toEqual(['auxiliar administrativo']);
    // The feed's updated is its newest entry's; the feed id is a tag: URI under the contact address's domain.
    expect(feed.updated?.toISOString()).toBe('2026-11-18T23:00:00.000Z');
    expect(res.body).toContain('<id>tag:oposicions.gal,2024:feed:/api/v1/feeds/opos.atom?lang=gl</id>');
    expect(res.body).toContain('<rights>Compilación: Oposicións Galicia, baixo licenza CC BY 4.0');
    // Unverified competitions and those older than 7 days are not in it.
    expect(res.body).not.toContain(s.opo.oculta);
    expect(res.body).not.toContain(s.opo.vella);
  });

  it('carries hostile text intact and well-formed (markup, quotes, a CDATA end; control characters dropped)', async () => {
    const { feed } = await feedAt('/api/v1/feeds/opos.atom');
    const hostil = feed.items.find((i) => i.id === `urn:uuid:${s.opo.hostil}`)!;
    expect(hostil.title).toBe(`Concello de O Carballiño: ${HOSTILE.replace('\u0001', '')}`);
    expect(hostil.categories.map((c) => c.term)).toEqual(['auxiliar administrativo', 'a ”b” ‹c›']);
  });

  it('titles follow ?lang= or Accept-Language, in Spanish and Galician', async () => {
    const es = await feedAt('/api/v1/feeds/opos.atom?lang=es');
    expect(es.feed.self).toBe(`${BASE}/api/v1/feeds/opos.atom?lang=es`);
    expect(es.feed.items[0].description).toContain('Plazo de presentación: hasta el 17/12/2026');
    expect(es.feed.items[0].description).toContain('Publicado en el BOP Lugo el 19 de noviembre de 2026');
    const header = await feedAt('/api/v1/feeds/opos.atom?etiquetaBusqueda=bombeiro', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(header.feed.title).toBe('Oposicións Galicia: etiqueta «bombeiro»');
    expect(header.feed.items[0].description).toContain('Publicado en el DOG el 18 de noviembre de 2026');
    const gl = await feedAt('/api/v1/feeds/opos.atom?etiquetaBusqueda=bombeiro&lang=gl', { 'accept-language': 'es' });
    expect(gl.feed.items[0].description).toContain('Publicado no DOG o 18 de novembro de 2026');
  });

  it('per label: every published competition of the label, also older than a week, and the label page as its alternate', async () => {
    const { feed } = await feedAt(`/api/v1/feeds/opos.atom?etiquetaBusqueda=${encodeURIComponent('auxiliar administrativo')}`);
    expect(feed.title).toBe('Oposicións Galicia: etiqueta «auxiliar administrativo»');
    expect(feed.url).toBe(`${BASE}/public/?etiquetaBusqueda=auxiliar+administrativo`);
    expect(feed.items.map((i) => i.id)).toEqual([`urn:uuid:${s.opo.lugo}`, `urn:uuid:${s.opo.hostil}`, `urn:uuid:${s.opo.vella}`]);
  });

  it('per search and filter URL: the text search and the lists\' filters, named in the title', async () => {
    const texto = await feedAt('/api/v1/feeds/opos.atom?textoBusqueda=bombeiro');
    expect(texto.feed.title).toBe('Oposicións Galicia: busca «bombeiro»');
    expect(texto.feed.items.map((i) => i.id)).toEqual([`urn:uuid:${s.opo.vigo}`]);

    const provincia = await feedAt('/api/v1/feeds/opos.atom?provincia=Lugo');
    expect(provincia.feed.title).toBe('Oposicións Galicia: últimas convocatorias (Lugo)');
    expect(provincia.feed.items.map((i) => i.id)).toEqual([`urn:uuid:${s.opo.lugo}`]);

    const boletin = await feedAt('/api/v1/feeds/opos.atom?boletin=DOG&lang=es');
    expect(boletin.feed.title).toBe('Oposicións Galicia: últimas convocatorias (DOG)');
    expect(boletin.feed.items.map((i) => i.id)).toEqual([`urn:uuid:${s.opo.vigo}`]);

    const tipo = await feedAt(`/api/v1/feeds/opos.atom?etiquetaBusqueda=${encodeURIComponent('auxiliar administrativo')}&tipo=bolsa`);
    expect(tipo.feed.items.map((i) => i.id)).toEqual([`urn:uuid:${s.opo.vella}`]);

    const prazo = await feedAt('/api/v1/feeds/opos.atom?prazoAberto=true');
    expect(prazo.feed.title).toBe('Oposicións Galicia: últimas convocatorias (prazo aberto)');
    expect(prazo.feed.url).toBe(`${BASE}/public/?prazoAberto=1`);
    expect(prazo.feed.items.map((i) => i.id)).toEqual([`urn:uuid:${s.opo.lugo}`]);

    const dia = await feedAt('/api/v1/feeds/opos.atom?fecha=2026-11-18&bop=DOG&lang=es');
    expect(dia.feed.title).toBe('Oposicións Galicia: DOG del 18 de noviembre de 2026');
    expect(dia.feed.items.map((i) => i.id)).toEqual([`urn:uuid:${s.opo.vigo}`]);

    const none = await feedAt('/api/v1/feeds/opos.atom?textoBusqueda=astronauta');
    expect(none.feed.items).toEqual([]);
  });

  it('per process: its phases newest first, each with its kind, linking the process page and the bulletin', async () => {
    const { feed, res } = await feedAt('/api/v1/feeds/proceso.atom?urlAmigable=auxiliar-lugo-2026');
    expect(feed.title).toBe('Dúas prazas de auxiliar administrativo: fases do proceso');
    expect(feed.description).toBe('Concello de Lugo · Prazo de presentación: ata o 17/12/2026');
    expect(feed.url).toBe(`${BASE}/public/oposicion/auxiliar-lugo-2026`);
    expect(feed.items.map((i) => i.id)).toEqual([`urn:uuid:${s.fase.manual}`, `urn:uuid:${s.fase.exame}`, `urn:uuid:${s.fase.bases}`]);
    expect(feed.items[1].title).toBe('Bases e convocatoria: Bases para cubrir dúas prazas de auxiliar administrativo');
    expect(feed.items[1].description).toContain(`href="https://bop.example/fase/${s.fase.exame}"`);
    expect(feed.items.every((i) => i.url === `${BASE}/public/oposicion/auxiliar-lugo-2026`)).toBe(true);
    expect(res.body).toContain(`<id>tag:oposicions.gal,2024:proceso:${s.proceso.uuid}:gl</id>`);
    const es = await feedAt('/api/v1/feeds/proceso.atom?urlAmigable=auxiliar-lugo-2026&lang=es');
    expect(es.feed.title).toBe('Dúas prazas de auxiliar administrativo: fases del proceso');
    expect(es.feed.items[1].title).toBe('Bases y convocatoria: Bases para cubrir dúas prazas de auxiliar administrativo');
    // A phase without a date takes the process's start; a process without phases is an empty, valid feed.
    const curado = await feedAt(`/api/v1/feeds/proceso.atom?urlAmigable=${s.curado.url}`);
    expect(curado.feed.items[0].updated?.toISOString()).toBe('2025-05-31T22:00:00.000Z');
  });

  it('answers 404 {codigo, descripcion} for a hidden or unknown process, and 400 for bad input, never a 500', async () => {
    for (const url of [`/api/v1/feeds/proceso.atom?urlAmigable=${s.oculto.url}`, '/api/v1/feeds/proceso.atom?urlAmigable=non-existe']) {
      const res = await get(url, { 'accept-language': 'es' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ codigo: 'PROCESO_NON_ATOPADO', descripcion: expect.any(String) });
    }
    for (const url of [
      '/api/v1/feeds/proceso.atom', '/api/v1/feeds/opos.atom?fecha=2026-02-30', '/api/v1/feeds/opos.atom?lang=fr',
      '/api/v1/feeds/opos.atom?tipo=calquera', '/api/v1/feeds/opos.atom?prazoAberto=quizais', `/api/v1/feeds/opos.atom?textoBusqueda=${'x'.repeat(201)}`,
      '/api/v1/feeds/opos.atom?textoBusqueda=%C2%BF%3F', '/api/v1/feeds/opos.atom?etiquetaBusqueda=a%00b',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
    }
  });

  it('is cached like the other public reads: an ETag and 304, kept until a write clears it', async () => {
    const first = await get('/api/v1/feeds/opos.atom?boletin=DOG');
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const again = await get('/api/v1/feeds/opos.atom?boletin=DOG', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    // A change behind the server's back is not seen (cached)…
    await t.db.query("UPDATE opo SET descripcion = 'Cambiada á man' WHERE uuid = $1", [s.opo.vigo]);
    expect((await get('/api/v1/feeds/opos.atom?boletin=DOG')).body).toBe(first.body);
    // …an administrator's edit is, at once.
    const admin = bearer(await tokenFor(t.app, 'admin'));
    const edit = await t.app.inject({
      method: 'POST', url: '/api/v1/config/opo/modificar', headers: admin,
      payload: { uuidOpo: s.opo.vigo, organizacion: 'Concello de Vigo', descripcion: 'Lista definitiva de admitidos de bombeiro', urlDetalle: 'https://bop.example/v', uuidProcesoSelectivo: '', verificado: true },
    });
    expect(edit.statusCode).toBe(200);
    const after = await feedAt('/api/v1/feeds/opos.atom?boletin=DOG');
    expect(after.feed.items[0].title).toBe('Concello de Vigo: Lista definitiva de admitidos de bombeiro');
    expect(after.res.headers.etag).not.toBe(first.headers.etag);
  });

  it('takes its absolute links from the request host when PUBLIC_BASE_URL is not set, and guessed feed addresses redirect', async () => {
    const other = await testApp(kind, { now: NOW, config: { publicBaseUrl: null } });
    try {
      const res = await other.app.inject({ url: '/api/v1/feeds/opos.atom', headers: { host: 'opos.example.org:8443' } });
      expect(parseFeed(res.body).self).toBe('http://opos.example.org:8443/api/v1/feeds/opos.atom?lang=gl');
      const evil = await other.app.inject({ url: '/api/v1/feeds/opos.atom', headers: { host: 'a"b<c>' } });
      expect(evil.statusCode).toBe(200);
      expect(parseFeed(evil.body).self).toBe(`${other.app.services.config.publicUrl}/api/v1/feeds/opos.atom?lang=gl`);
    } finally {
      await other.close();
    }
    const rss = await get('/public/rss.xml');
    expect(rss.statusCode).toBe(301);
    expect(rss.headers.location).toBe('/api/v1/feeds/opos.atom');
  });
});
