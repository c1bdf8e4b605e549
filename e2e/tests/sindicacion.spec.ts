import { readFileSync } from 'node:fs';
import { parseFeed } from '@rowanmanning/feed-parser';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';

// Issue 16: follow anything without an account, on the demo data as `npm start` serves it — the feed a page names,
// the process calendar from its button, the open-data page and export, sitemap.xml and robots.txt.

interface Opo { bop: string; descripcion: string; urlAmigableProceso?: string }

test('a process: its calendar from "Engadir ao calendario", its feed, both read by real parsers, in Galician and Spanish', async ({ page }) => {
  const opos = (await (await page.request.get('/api/v1/opos/consultaDias?dias=7')).json()) as Opo[];
  const url = opos.find((o) => o.bop === 'BOE' && /Policía Local/.test(o.descripcion))!.urlAmigableProceso!;

  // The HTML the server sends names the process's feed.
  const html = await (await page.request.get(`/public/oposicion/${url}`)).text();
  expect(html).toMatch(new RegExp(`<link rel="alternate" type="application/atom\\+xml" title="Fases en Atom: [^"]+" href="http://localhost:\\d+/api/v1/feeds/proceso\\.atom\\?urlAmigable=${url}&amp;lang=gl">`));

  await page.goto(`/public/oposicion/${url}`);
  const seguir = page.getByRole('region', { name: 'Seguir este proceso' });
  const downloading = page.waitForEvent('download');
  await seguir.getByRole('link', { name: 'Engadir ao calendario' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${url}.ics`);
  const cal = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, 'utf8')));
  const events = cal.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  // The estimated deadline and the two publications (the BOE extract and the list of admitted).
  expect(events.filter((e) => e.summary.startsWith('Último día de prazo: '))).toHaveLength(1);
  expect(events.filter((e) => e.summary.startsWith('Publicado: '))).toHaveLength(2);
  expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  await expect(seguir.getByRole('link', { name: 'Subscribirse desde o calendario' })).toHaveAttribute('href', new RegExp(`^webcal://localhost:\\d+/api/v1/calendario/proceso\\.ics\\?urlAmigable=${url}&lang=gl$`));

  const feedHref = await seguir.getByRole('link', { name: 'Fases en Atom' }).getAttribute('href');
  const feed = parseFeed(await (await page.request.get(feedHref!)).text());
  expect(feed.items).toHaveLength(2);
  expect(feed.items.every((i) => i.url?.endsWith(`/public/oposicion/${url}`))).toBe(true);

  await page.getByRole('button', { name: 'ES' }).click();
  await expect(seguir.getByRole('link', { name: 'Añadir al calendario' })).toHaveAttribute('href', `/api/v1/calendario/proceso.ics?urlAmigable=${url}&lang=es`);
  const es = new ICAL.Component(ICAL.parse(await (await page.request.get(`/api/v1/calendario/proceso.ics?urlAmigable=${url}&lang=es`)).text()));
  expect(es.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c).summary).filter((s) => s.startsWith('Último día de plazo: '))).toHaveLength(1);
});

test('a list names its feed with its search, the open-data page explains the addresses, the export and the search-engine files answer', async ({ page }) => {
  await page.goto('/public/?provincia=Ourense');
  const follow = page.getByRole('link', { name: 'Seguir estas oposicións nun lector de novas (Atom)' });
  await expect(follow).toHaveAttribute('href', '/api/v1/feeds/opos.atom?provincia=Ourense&lang=gl');
  await expect(page.locator('head link[type="application/atom+xml"]')).toHaveAttribute('href', /\/api\/v1\/feeds\/opos\.atom\?provincia=Ourense&lang=gl$/);
  const feed = parseFeed(await (await page.request.get('/api/v1/feeds/opos.atom?provincia=Ourense&lang=gl')).text());
  expect(feed.title).toBe('Oposicións Galicia: últimas convocatorias (Ourense)');
  expect(feed.items.length).toBeGreaterThan(0);

  await page.getByRole('navigation', { name: 'Sobre o sitio' }).getByRole('link', { name: 'Datos abertos' }).click();
  await expect(page).toHaveURL(/\/public\/datos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Datos abertos' })).toBeVisible();
  const csvHref = await page.getByRole('region', { name: 'Descarga en CSV e JSON' }).getByRole('link').first().getAttribute('href');
  const csv = await page.request.get(csvHref!);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8; header=present');
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toBe('uuid,fechaBop,bop,organizacion,descripcion,urlDetalle,etiquetas,provincia,tipo,tipoEdicto,urlProceso,tituloProceso,prazoUltimoDia,grupo,nivelTitulacion,tipoPersoal,quendas,bolsa,prazas,grupos');
  expect(lines.length).toBeGreaterThan(1);

  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/public\/admin$/m);
  expect(robots).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>http:\/\/localhost:\d+\/public\/oposicion\/[^<]+<\/loc>/);
  const rss = await page.request.get('/public/rss.xml');
  expect(rss.headers()['content-type']).toMatch(/^application\/atom\+xml/);
});
