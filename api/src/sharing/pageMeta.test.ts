import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import { databases, testApp } from '../test/harness.js';
import { bearer, tokenFor } from '../test/tokens.js';
import { clip, jsonForScript, pageMeta, renderShellHtml } from './pageMeta.js';

// The sharing tags as a link preview or a search engine reads them: from the HTML the server sends, not the app.

const NOW = () => new Date('2026-12-10T10:00:00+01:00');
const BASE = 'https://oposicions.example';

/** A built shell like the real one (shell/dist/index.html): lang, generic description and title. */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'opos-sharing-'));
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  // As the build writes it: minified, attributes unquoted where possible, a '>' inside the description.
  writeFileSync(join(root, 'shell/dist/index.html'), '<!doctype html><html lang=gl><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">'
    + '<meta name=description content="Oposicións e emprego público en Galicia > BOP, DOG, BOE."><meta name=theme-color content=#0a4f8f><title>Oposicións Galicia</title>'
    + '<link rel=icon href=/public/favicon.svg><script defer src=/public/main.js></script></head><body><div id=root></div></body></html>');
  return root;
}

interface Seed {
  url: string;
  titulo?: string;
  automatico?: boolean;
  organizacion?: string;
  descripcion?: string;
  urlImagen?: string;
  inicio?: string | null;
  prazo?: string | null;
  estimado?: boolean;
  pendente?: boolean;
  finalizado?: boolean;
  mostrable?: boolean;
  feitos?: Record<string, unknown>;
}

/** A fact as the texts give it (domain/feitos): its value with the sentence it was read from. */
const feito = (valor: unknown) => ({ valor, cita: 'Texto das bases.', edicto: randomUUID(), confianza: 0.9 });

describe.each(databases)('sharing tags and 404 in the served HTML on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  const seed = (s: Seed) =>
    t.db.query(
      `INSERT INTO proceso_oposicion (uuid, url_amigable, titulo, organizacion, descripcion, url_imagen, fecha_bop_inicio_proceso, prazo_ultimo_dia,
         prazo_estimado, prazo_pendente, proceso_finalizado, proceso_mostrable, bop, feitos, automatico)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'BOP A Coruña', $13::jsonb, $14)`,
      [randomUUID(), s.url, s.titulo ?? 'Auxiliar administrativo/a', s.organizacion ?? 'Concello de Oleiros',
        s.descripcion ?? 'Seis prazas de auxiliar administrativo/a, subgrupo C2, por oposición libre.', s.urlImagen ?? '',
        s.inicio === undefined ? '2026-11-20' : s.inicio, s.prazo === undefined ? '2026-12-17' : s.prazo, s.estimado ?? false, s.pendente ?? false,
        s.finalizado ?? false, s.mostrable ?? true, s.feitos ? JSON.stringify(s.feitos) : null, s.automatico ?? false],
    );
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    const $ = cheerio.load(res.body);
    const meta = (sel: string) => $(sel).attr('content');
    const ld = $('script[type="application/ld+json"]');
    return {
      res, $,
      status: res.statusCode,
      lang: $('html').attr('lang'),
      title: $('title').text(),
      description: meta('meta[name="description"]'),
      descriptions: $('meta[name="description"]').length,
      robots: meta('meta[name="robots"]'),
      canonical: $('link[rel="canonical"]').attr('href'),
      hreflang: Object.fromEntries($('link[rel="alternate"][hreflang]').toArray().map((e) => [$(e).attr('hreflang'), $(e).attr('href')])),
      og: Object.fromEntries($('meta[property^="og:"]').toArray().map((e) => [$(e).attr('property'), $(e).attr('content')])),
      twitter: Object.fromEntries($('meta[name^="twitter:"]').toArray().map((e) => [$(e).attr('name'), $(e).attr('content')])),
      jsonLd: ld.length ? JSON.parse(ld.text()) as Record<string, any> : null,
    };
  };

  beforeAll(async () => {
    t = await testApp(kind, { now: NOW, config: { staticRoot: fakeBuild(), publicBaseUrl: BASE } });
    await seed({ url: 'auxiliar-oleiros-2026' });
    await seed({ url: 'estimado-lugo', organizacion: 'Concello de Lugo', titulo: 'Axente da Policía Local', prazo: '2026-12-22', estimado: true, urlImagen: 'https://img.example/policia.png' });
    await seed({ url: 'rematado-ferrol', organizacion: 'Concello de Ferrol', titulo: 'Bombeiro/a-condutor/a', finalizado: true });
    await seed({ url: 'pendente-boe', organizacion: 'Deputación de Lugo', titulo: 'Técnico/a de xestión', prazo: null, pendente: true });
    await seed({ url: 'oculto', mostrable: false });
    await seed({
      url: 'traballador-social', organizacion: 'Concello de Narón', titulo: 'Traballador/a social · 6 prazas A2 · Concello de Narón', feitos: {
        prazas: feito({ total: 6, libre: 5, promocionInterna: 1 }), tipoPersoal: feito('funcionario_carreira'), grupo: feito('A2'),
        titulacion: feito({ nivel: 'grao', nome: 'Grao en Traballo Social' }), galego: feito({ requisito: 'celga', nivel: 4 }), carne: feito(['B']),
        taxa: feito(30), prazo: feito({ cantidade: 20, unidade: 'dias_habiles', desde: 'bop' }),
      },
    });
    await seed({
      url: 'limpeza-temporal', organizacion: 'Concello de Lalín', titulo: 'Limpador/a · Concello de Lalín', prazo: '2026-12-22', estimado: true, feitos: {
        tipoPersoal: feito('laboral_temporal'), titulacion: feito({ nivel: 'eso' }), galego: feito({ requisito: 'exame' }), bolsa: feito(true), grupo: feito('AP'),
      },
    });
    await seed({ url: 'peon-sen-titulo', organizacion: 'Concello de Boiro', titulo: 'Peón', feitos: { titulacion: feito({ nivel: 'ningunha' }), galego: feito({ requisito: 'ningun' }), grupo: { ...feito('AP'), confianza: 0.3 } } });
    await seed({ url: 'socorrista-ribadeo', organizacion: 'Concello de Ribadeo', titulo: 'Socorrista · 2 prazas agrupacións profesionais · Concello de Ribadeo', automatico: true });
    await seed({ url: 'automatico-ourense', organizacion: 'Ourense', titulo: 'Axente da policía local (6 prazas) · Ourense' });
    await seed({
      url: 'hostil', titulo: 'Praza </script><script>alert(1)</script> "x" & <b>', organizacion: 'Concello de "Ourense" <i>',
      descripcion: 'Texto con </script> e \u2028 separador & <img src=x onerror=alert(1)>',
    });
  });
  afterAll(() => t.close());

  it('a process page shares its post, body and deadline, with a canonical URL and JSON-LD JobPosting', async () => {
    const p = await page('/public/oposicion/auxiliar-oleiros-2026');
    expect(p.status).toBe(200);
    expect(p.lang).toBe('gl');
    expect(p.title).toBe('Auxiliar administrativo/a · Concello de Oleiros · Oposicións Galicia');
    expect(p.descriptions).toBe(1);
    expect(p.description).toBe('Prazo de presentación: ata o 17/12/2026. Seis prazas de auxiliar administrativo/a, subgrupo C2, por oposición libre.');
    const url = `${BASE}/public/oposicion/auxiliar-oleiros-2026`;
    expect(p.canonical).toBe(url);
    expect(p.hreflang).toEqual({ gl: url, es: `${url}?lang=es`, 'x-default': url });
    expect(p.og).toMatchObject({
      'og:site_name': 'Oposicións Galicia', 'og:type': 'article', 'og:url': url, 'og:locale': 'gl_ES',
      'og:title': 'Auxiliar administrativo/a · Concello de Oleiros', 'og:description': p.description,
    });
    expect(p.og['og:image']).toBeUndefined();
    expect(p.twitter).toEqual({ 'twitter:card': 'summary', 'twitter:title': 'Auxiliar administrativo/a · Concello de Oleiros', 'twitter:description': p.description });
    expect(p.jsonLd).toEqual({
      '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Auxiliar administrativo/a',
      description: 'Seis prazas de auxiliar administrativo/a, subgrupo C2, por oposición libre.', datePosted: '2026-11-20',
      validThrough: '2026-12-17T23:59:59+01:00', hiringOrganization: { '@type': 'Organization', name: 'Concello de Oleiros' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Oleiros', addressRegion: 'Galicia', addressCountry: 'ES' } },
      directApply: false, url,
    });
    // The preload hints stay.
    expect(p.res.body).toContain('<link rel="preload" href="/public/runtime-config.json"');
  });

  it('a JobPosting adds the facts read from the texts: qualification, requirements in words, places and employment type, nothing else', async () => {
    const p = await page('/public/oposicion/traballador-social');
    expect(p.jsonLd).toMatchObject({
      educationRequirements: {
        '@type': 'EducationalOccupationalCredential', credentialCategory: 'bachelor degree', educationalLevel: 'grao, diplomatura ou equivalente', name: 'Grao en Traballo Social',
      },
      qualifications: 'grao, diplomatura ou equivalente (Grao en Traballo Social); Galego: CELGA 4; Carné de conducir: B',
      totalJobOpenings: 6,
      employmentType: 'FULL_TIME',
      // The last day read from a text.
      validThrough: '2026-12-17T23:59:59+01:00',
      // Subgroup A2 in 2026: 12 × 1,199.52 € (Real Decreto-lei 14/2025), without complements.
      baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', value: 14394.24, unitText: 'YEAR' } },
    });
    // Temporary staff; a level with no category of its own (ESO) is named in words only; an estimated deadline and
    // places no text states are left out.
    const temporal = await page('/public/oposicion/limpeza-temporal', { 'accept-language': 'es' });
    expect(temporal.jsonLd).toMatchObject({
      educationRequirements: { '@type': 'EducationalOccupationalCredential', educationalLevel: 'ESO o equivalente' },
      qualifications: 'ESO o equivalente; Gallego: prueba de gallego en el proceso',
      employmentType: ['FULL_TIME', 'TEMPORARY'],
    });
    expect(temporal.jsonLd!.educationRequirements).not.toHaveProperty('credentialCategory');
    expect(temporal.jsonLd).not.toHaveProperty('totalJobOpenings');
    expect(temporal.jsonLd).not.toHaveProperty('validThrough');
    // A text that says no qualification is required.
    const peon = await page('/public/oposicion/peon-sen-titulo');
    expect(peon.jsonLd).toMatchObject({ educationRequirements: 'no requirements', qualifications: 'non se esixe titulación' });
    expect(peon.jsonLd).not.toHaveProperty('employmentType');
    // No salary where the group is unknown, read with doubt, or the staff are employees paid by their agreement.
    expect(peon.jsonLd).not.toHaveProperty('baseSalary');
    expect(temporal.jsonLd).not.toHaveProperty('baseSalary');
    expect((await page('/public/oposicion/auxiliar-oleiros-2026')).jsonLd).not.toHaveProperty('baseSalary');
  });

  it('speaks Spanish when the URL or the browser asks for it', async () => {
    const byHeader = await page('/public/oposicion/auxiliar-oleiros-2026', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' });
    expect(byHeader.lang).toBe('es');
    expect(byHeader.description).toBe('Plazo de presentación: hasta el 17/12/2026. Seis prazas de auxiliar administrativo/a, subgrupo C2, por oposición libre.');
    expect(byHeader.og['og:locale']).toBe('es_ES');
    expect(byHeader.canonical).toBe(`${BASE}/public/oposicion/auxiliar-oleiros-2026?lang=es`);
    expect(String(byHeader.res.headers.vary)).toMatch(/Accept-Language/);
    const byUrl = await page('/public/etiquetas?lang=es', { 'accept-language': 'gl' });
    expect(byUrl.lang).toBe('es');
    expect(byUrl.title).toBe('Etiquetas · Oposicións Galicia');
    expect(byUrl.description).toMatch(/^Todas las etiquetas/);
    const gl = await page('/public/bop?lang=gl', { 'accept-language': 'es' });
    expect(gl.title).toBe('Boletíns oficiais · Oposicións Galicia');
    expect(gl.canonical).toBe(`${BASE}/public/bop`);
  });

  it('an estimated deadline says so and is not given to search engines as validThrough; the image is shared', async () => {
    const p = await page('/public/oposicion/estimado-lugo');
    expect(p.description).toMatch(/^Prazo de presentación: ata o 22\/12\/2026 \(estimado\)\. /);
    expect(p.jsonLd).toMatchObject({ '@type': 'JobPosting', jobLocation: { address: { addressLocality: 'Lugo' } } });
    expect(p.jsonLd).not.toHaveProperty('validThrough');
    expect(p.og['og:image']).toBe('https://img.example/policia.png');
    expect(p.twitter['twitter:card']).toBe('summary_large_image');
  });

  it('a finished process is not a job posting; a period pending the BOE says so; a body that is not a council has no town', async () => {
    const done = await page('/public/oposicion/rematado-ferrol');
    expect(done.status).toBe(200);
    expect(done.description).toMatch(/^Estado oferta: Pechado\. /);
    expect(done.jsonLd).toBeNull();
    const pending = await page('/public/oposicion/pendente-boe', { 'accept-language': 'es' });
    expect(pending.description).toMatch(/^Plazo de presentación: se abrirá con la publicación del extracto en el BOE\. /);
    expect(pending.jsonLd).toMatchObject({ hiringOrganization: { name: 'Deputación de Lugo' }, jobLocation: { address: { addressRegion: 'Galicia', addressCountry: 'ES' } } });
    expect(pending.jsonLd!.jobLocation.address).not.toHaveProperty('addressLocality');
    expect(pending.jsonLd).not.toHaveProperty('validThrough');
  });

  it('does not name the body twice when the title already does', async () => {
    const p = await page('/public/oposicion/automatico-ourense');
    expect(p.og['og:title']).toBe('Axente da policía local (6 prazas) · Ourense');
    expect(p.title).toBe('Axente da policía local (6 prazas) · Ourense · Oposicións Galicia');
    expect(p.jsonLd).toMatchObject({ hiringOrganization: { name: 'Ourense' }, jobLocation: { address: { addressLocality: 'Ourense' } } });
  });

  it('says the places and group of a title the analysis built in the page\'s language, in the tags and the JobPosting', async () => {
    const es = await page('/public/oposicion/socorrista-ribadeo?lang=es');
    expect(es.og['og:title']).toBe('Socorrista · 2 plazas agrupaciones profesionales · Concello de Ribadeo');
    expect(es.jsonLd).toMatchObject({ title: 'Socorrista · 2 plazas agrupaciones profesionales · Concello de Ribadeo' });
    const gl = await page('/public/oposicion/socorrista-ribadeo');
    expect(gl.og['og:title']).toBe('Socorrista · 2 prazas agrupacións profesionais · Concello de Ribadeo');
  });

  it('escapes every value: a hostile title cannot leave its attribute, its element or the JSON-LD script', async () => {
    const p = await page('/public/oposicion/hostil');
    expect(p.status).toBe(200);
    expect(p.res.body).not.toContain('<script>alert(1)</script>');
    expect(p.res.body).not.toContain('<img src=x');
    expect(p.res.body).not.toContain('<b>');
    // Only the JSON-LD and the app's own script: nothing injected.
    expect(p.$('script').toArray().map((e) => p.$(e).attr('type') ?? p.$(e).attr('src'))).toEqual(['application/ld+json', '/public/main.js']);
    expect(p.title).toBe('Praza </script><script>alert(1)</script> "x" & <b> · Concello de "Ourense" <i> · Oposicións Galicia');
    expect(p.og['og:title']).toBe('Praza </script><script>alert(1)</script> "x" & <b> · Concello de "Ourense" <i>');
    expect(p.jsonLd!.title).toBe('Praza </script><script>alert(1)</script> "x" & <b>');
    expect(p.jsonLd!.description).toBe('Texto con </script> e \u2028 separador & <img src=x onerror=alert(1)>');
    expect(jsonForScript({ a: '</script>\u2029' })).toBe('{"a":"\\u003c/script\\u003e\\u2029"}');
  });

  it.each([
    ['/public/oposicion/non-existe', 'Oferta non atopada · Oposicións Galicia'],
    ['/public/oposicion/oculto', 'Oferta non atopada · Oposicións Galicia'],
    ['/public/nada', 'Páxina non atopada · Oposicións Galicia'],
    ['/public/oposicion', 'Páxina non atopada · Oposicións Galicia'],
    ['/public/oposicion/a/b', 'Páxina non atopada · Oposicións Galicia'],
    ['/public/admin/nada', 'Páxina non atopada · Oposicións Galicia'],
    ['/public/etiquetas/extra', 'Páxina non atopada · Oposicións Galicia'],
    ['/public/rss.xml.bak', 'Páxina non atopada · Oposicións Galicia'],
  ])('answers %s with HTTP 404 and the friendly page, not indexed', async (url, title) => {
    const p = await page(url);
    expect(p.status).toBe(404);
    expect(p.res.headers['content-type']).toMatch(/^text\/html/);
    expect(p.$('#root')).toHaveLength(1);
    expect(p.title).toBe(title);
    expect(p.robots).toBe('noindex');
    expect(p.canonical).toBeUndefined();
    // A 404 is never turned into a 304 by its ETag.
    const again = await get(url, { 'if-none-match': String(p.res.headers.etag) });
    expect(again.statusCode).toBe(404);
  });

  it.each([
    ['/public/', `${BASE}/public/`, 'Oposicións Galicia: oposicións dos últimos 7 días', undefined],
    ['/public/home', `${BASE}/public/`, 'Oposicións Galicia: oposicións dos últimos 7 días', undefined],
    ['/public/HOME/', `${BASE}/public/`, 'Oposicións Galicia: oposicións dos últimos 7 días', undefined],
    ['/public/?etiquetaBusqueda=bombeiro&utm_source=x', `${BASE}/public/?etiquetaBusqueda=bombeiro`, 'Oposicións coa etiqueta «bombeiro» · Oposicións Galicia', undefined],
    ['/public/?bop=BOP+Lugo&fecha=2026-03-02', `${BASE}/public/?fecha=2026-03-02&bop=BOP+Lugo`, 'Oposicións do BOP Lugo do 2 de marzo de 2026 · Oposicións Galicia', undefined],
    ['/public/?textoBusqueda=auxiliar', `${BASE}/public/?textoBusqueda=auxiliar`, 'Resultados da busca «auxiliar» · Oposicións Galicia', 'noindex'],
    ['/public/etiquetas', `${BASE}/public/etiquetas`, 'Etiquetas · Oposicións Galicia', undefined],
    ['/public/bop?fecha=2026-03-02', `${BASE}/public/bop`, 'Boletíns oficiais · Oposicións Galicia', undefined],
    ['/public/cobertura', `${BASE}/public/cobertura`, 'Cobertura dos boletíns · Oposicións Galicia', undefined],
    ['/public/avisos/confirmar?token=abc', `${BASE}/public/avisos/confirmar`, 'Confirmación da subscrición · Oposicións Galicia', 'noindex'],
    ['/public/admin/login', `${BASE}/public/admin/login`, 'Administración · Oposicións Galicia', 'noindex'],
    ['/public/admin/estadisticas', `${BASE}/public/admin/estadisticas`, 'Administración · Oposicións Galicia', 'noindex'],
    ['/public/admin/', `${BASE}/public/admin`, 'Administración · Oposicións Galicia', 'noindex'],
  ])('%s is a screen: 200, canonical %s', async (url, canonical, title, robots) => {
    const p = await page(url);
    expect(p.status).toBe(200);
    expect(p.canonical).toBe(canonical);
    expect(p.og['og:url']).toBe(canonical);
    expect(p.title).toBe(title);
    expect(p.robots).toBe(robots);
    expect(p.description).toBeTruthy();
    expect(p.og['og:type']).toBe('website');
  });

  it('follows a change of the process at once (the look-up is cleared with the public read cache)', async () => {
    const auth = bearer(await tokenFor(t.app, 'admin'));
    await seed({ url: 'cambia' });
    expect((await page('/public/oposicion/cambia')).og['og:title']).toBe('Auxiliar administrativo/a · Concello de Oleiros');
    const [row] = await t.db.query<{ uuid: string }>("SELECT uuid FROM proceso_oposicion WHERE url_amigable = 'cambia'");
    const p = (await t.app.inject({ url: `/api/v1/config/ver/procesoOposicionPorUuid?uuid=${row.uuid}`, headers: auth })).json();
    const modificar = (over: Record<string, unknown>) => t.app.inject({
      method: 'POST', url: '/api/v1/config/modificar/procesoOposicion', headers: auth,
      payload: {
        uuidProcesoOposicion: p.uuidEntidad, urlAmigable: p.urlAmigable, organizacion: 'Concello de Vigo', urlImagen: '', titulo: 'Conserxe',
        detalle: '', urlInfoProcesoExterno: '', etiquetaBusquedaProceso: '', sistemaSeleccion: '', tipoContrato: '', descripcion: p.descripcion,
        uuidOpoInicio: '', procesoFinalizado: false, procesoMostrable: true, etiquetaProceso: '', ...over,
      },
    });
    expect((await modificar({})).statusCode).toBe(200);
    expect((await page('/public/oposicion/cambia')).og['og:title']).toBe('Conserxe · Concello de Vigo');
    expect((await modificar({ procesoMostrable: false })).statusCode).toBe(200);
    expect((await page('/public/oposicion/cambia')).status).toBe(404);
  });

  it('replaces the language and the generic description of an unminified index too', () => {
    const meta = pageMeta({ match: { pattern: 'etiquetas', params: {} }, query: new URLSearchParams(), lang: 'es', base: BASE, today: '2026-12-10' });
    const html = renderShellHtml('<html lang="gl">\n<head>\n<meta name="description" content="Xenérico" />\n<title>Oposicións Galicia</title></head></html>', meta, '<link rel="preload" href="/x">');
    const $ = cheerio.load(html);
    expect($('html').attr('lang')).toBe('es');
    expect($('meta[name="description"]').toArray().map((e) => $(e).attr('content'))).toEqual([meta.description]);
    expect(html).toContain('</title><link rel="preload" href="/x">');
  });

  it('a page with a parameter in its address is its own canonical URL (a body\'s offers, issue 24)', () => {
    const meta = pageMeta({ match: { pattern: 'oep/:organismo', params: { organismo: 'concello:lugo' } }, query: new URLSearchParams(), lang: 'es', base: BASE, today: '2026-12-10' });
    expect(meta.canonical).toBe(`${BASE}/public/oep/concello%3Alugo?lang=es`);
    expect(meta.alternates.gl).toBe(`${BASE}/public/oep/concello%3Alugo`);
    expect(meta.shareTitle).toBe('Plazas aprobadas y pendientes de convocar');
  });

  it('clips a long description at a word', () => {
    const long = `${'palabra '.repeat(60)}fin`;
    const c = clip(long);
    expect(c.length).toBeLessThanOrEqual(300);
    expect(c.endsWith('palabra…')).toBe(true);
  });
});

describe('canonical base from the request when none is configured', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp('pglite', { now: NOW, config: { staticRoot: fakeBuild(), publicBaseUrl: null, publicUrl: 'http://localhost:8080' } });
  });
  afterAll(() => t.close());

  it('uses the Host the page was asked for, and the configured origin when the Host is not a plain host name', async () => {
    const ok = cheerio.load((await t.app.inject({ url: '/public/etiquetas', headers: { host: 'opos.example.org:8443' } })).body);
    expect(ok('link[rel="canonical"]').attr('href')).toBe('http://opos.example.org:8443/public/etiquetas');
    const bad = await t.app.inject({ url: '/public/etiquetas', headers: { host: 'evil.example/"><script>x</script>' } });
    expect(bad.body).not.toContain('evil.example');
    expect(cheerio.load(bad.body)('link[rel="canonical"]').attr('href')).toBe('http://localhost:8080/public/etiquetas');
  });
});
