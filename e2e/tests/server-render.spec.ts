import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/signIn';

// Public pages rendered on the server (docs/speed.md): the first HTML holds the content and the data it was drawn
// from; the browser hydrates it without asking the API again and without errors; with scripts off the page reads.

interface Oferta { titulo: string; urlAmigable: string }

/** A process the demo data shows, read through the public API. */
async function unProceso(page: Page): Promise<Oferta> {
  const etiquetas = (await (await page.request.get('/api/v1/opos/etiquetas')).json()) as string[];
  for (const etiqueta of etiquetas) {
    const procesos = (await (await page.request.get(`/api/v1/opos/procesoOpo/etiquetas?etiquetaBusqueda=${encodeURIComponent(etiqueta)}`)).json()) as Oferta[];
    if (procesos.length) return procesos[0];
  }
  throw new Error('the demo data has no process with a label');
}

/** The API calls and console errors of a page from its first request on. */
function watch(page: Page) {
  const apiCalls: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${url.pathname}${url.search}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { apiCalls, errors };
}

/** Hydrated: React answers a click (the language switch changes the page's words in place). */
async function expectHydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'ES' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'ES' }).click();
  await expect(page.getByRole('link', { name: 'Inicio', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

test.describe('content in the first HTML', () => {
  test('the home list arrives in the HTML with its state, and hydrates without a second API call or an error', async ({ page }) => {
    const html = await (await page.request.get('/public/', { headers: { 'accept-language': 'gl' } })).text();
    // The cards and the heading are in the HTML itself, and the state that drew them is beside it (no raw '<' in it).
    expect(html).toContain('Oposicións dos últimos 7 días');
    expect((html.match(/<li class="[^"]*\bopo-card\b/g) ?? []).length).toBeGreaterThan(5);
    const state = /<script type="application\/json" id="opos-estado">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).not.toContain('<');
    expect(Object.keys((JSON.parse(state) as { api: { queries: object } }).api.queries).some((k) => k.startsWith('publicOposDias'))).toBe(true);

    const { apiCalls, errors } = watch(page);
    await page.goto('/public/');
    await expect(page.locator('main li.opo-card').first()).toBeVisible();
    await expectHydrated(page);
    expect(apiCalls.filter((u) => u.startsWith('/api/v1/opos/consultaDias'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a process page hydrates without asking for its process again, and a later visit still reads it', async ({ page }) => {
    const proceso = await unProceso(page);
    const { apiCalls, errors } = watch(page);
    await page.goto(`/public/oposicion/${proceso.urlAmigable}`);
    await expect(page.getByRole('heading', { level: 1, name: proceso.titulo })).toBeVisible();
    await expectHydrated(page);
    expect(apiCalls.filter((u) => u.includes('/ver/procesoOposicion'))).toEqual([]);
    expect(errors).toEqual([]);
    // A navigation inside the site (no new HTML) reads the process as before.
    await page.getByRole('link', { name: 'Inicio', exact: true }).click();
    await page.locator(`main a[href$="/oposicion/${proceso.urlAmigable}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1, name: proceso.titulo })).toBeVisible();
    expect(apiCalls.filter((u) => u.includes('/ver/procesoOposicion')).length).toBeGreaterThan(0);
  });

  test('a page whose call fails (unknown process, unknown body, bad date) is drawn failed by the server and hydrates with no mismatch', async ({ page }) => {
    const name = 'non-existe-este-proceso-2026';
    const res = await page.request.get(`/public/oposicion/${name}`, { headers: { 'accept-language': 'gl' } });
    expect(res.status()).toBe(404);
    // The server's page says so itself, not "loading" (its last pass used to draw the refetch of the failed call).
    const root = (await res.text()).split('<div id="root">')[1] ?? '';
    expect(root).toContain('Oferta non atopada');
    expect(root).not.toContain('class="loading"');
    for (const [url, api, heading] of [
      [`/public/oposicion/${name}`, '/ver/procesoOposicion', 'Oferta non atopada'],
      ['/public/?fecha=2026-13-45', '/opos/consulta?', null],
      ['/public/oep/non-existe-este-organismo', '/oep/organismo', null],
    ] as const) {
      const { apiCalls, errors } = watch(page);
      await page.goto(url);
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectHydrated(page);
      // The failed call is not made again by the browser (the server's answer came with the page).
      expect(apiCalls.filter((u) => u.includes(api))).toEqual([]);
      // The document's own 4xx is the only error the browser logs: no hydration error (React 418).
      expect(errors.filter((e) => !/status of 40[04]/.test(e))).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
  });

  test('a drawn page asks for no script before its first paint, holds its controls until hydrated, then works', async ({ page }) => {
    const { errors } = watch(page);
    await page.goto('/public/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The language switch is pressed as soon as it can be: it waits for hydration (a press before would be lost).
    await page.getByRole('button', { name: 'ES' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oposiciones de los últimos 7 días' })).toBeVisible();
    const times = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance.getEntriesByType('resource').filter((r) => (r as PerformanceResourceTiming).initiatorType === 'script' || /\.js(\?|$)/.test(r.name))
        .map((r) => ({ name: r.name, start: r.startTime })),
    }));
    expect(times.paint, 'the browser reported the first paint').not.toBeNull();
    expect(times.scripts.length).toBeGreaterThan(0);
    for (const s of times.scripts) expect(s.start, s.name).toBeGreaterThanOrEqual(times.paint!);
    expect(errors).toEqual([]);
  });

  test('process pages with every kind of fact (group, pay, fee, places) hydrate with no mismatch, in both languages', async ({ page }) => {
    // A hydration mismatch (React error 418: a figure the server's Intl data writes otherwise than the browser's)
    // throws the server's page away and draws it again.
    const lista = (await (await page.request.get('/api/v1/opos/consultaDias?dias=30&ampliado=true')).json()) as { urlAmigableProceso?: string; grupo?: string }[];
    const conGrupo = [...new Set(lista.filter((o) => o.grupo && o.urlAmigableProceso).map((o) => o.urlAmigableProceso!))].slice(0, 4);
    expect(conGrupo.length, 'the demo has processes whose group (and so base pay) is read').toBeGreaterThan(0);
    let conSoldo = 0;
    for (const lang of ['gl', 'es'] as const) {
      for (const url of conGrupo) {
        const { errors } = watch(page);
        await page.goto(`/public/oposicion/${url}${lang === 'es' ? '?lang=es' : ''}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        if (await page.getByText(lang === 'gl' ? /soldo base anual/ : /sueldo base anual/).count()) conSoldo += 1;
        // hydrated: the gate frees its controls (Playwright reads a control's state, not the fieldset's)
        await expect(page.getByRole('button', { name: 'ES', exact: true })).toBeEnabled();
        expect(errors, `${url} (${lang})`).toEqual([]);
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
        page.removeAllListeners('request');
      }
    }
    expect(conSoldo, 'some of them show the base pay (a figure of four or five digits)').toBeGreaterThan(0);
  });

  test('the HTML is in the visitor\'s language: the browser\'s, then the choice made with the switch', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    const { errors } = watch(page);
    const response = await page.goto('/public/');
    // Spanish in the very HTML the server sent.
    expect(await response!.text()).toContain('Oposiciones de los últimos 7 días');
    await expect(page.getByRole('heading', { level: 1, name: 'Oposiciones de los últimos 7 días' })).toBeVisible();
    await page.getByRole('button', { name: 'GL' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oposicións dos últimos 7 días' })).toBeVisible();
    // The choice is remembered: the next page comes from the server in Galician, though the browser prefers Spanish.
    const again = await page.goto('/public/etiquetas');
    expect(await again!.text()).toMatch(/<html[^>]* lang="gl"/);
    await expect(page.getByRole('link', { name: 'Inicio', exact: true })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('filters in the URL are rendered by the server and still work in the browser', async ({ page }) => {
    const lugo = (await (await page.request.get('/api/v1/opos/consultaDias?dias=7&ampliado=true&provincia=Lugo')).json()) as unknown[];
    const html = await (await page.request.get('/public/?provincia=Lugo')).text();
    const count = lugo.length === 1 ? '1 resultado' : `${lugo.length} resultados`;
    expect(html).toContain(count);
    const { errors } = watch(page);
    await page.goto('/public/?provincia=Lugo');
    await expect(page.getByLabel('Provincia')).toHaveValue('Lugo');
    await expect(page.locator('.result-count')).toHaveText(count);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Provincia').selectOption('');
    await expect(page).not.toHaveURL(/provincia=/);
    await expect(page.locator('.result-count')).not.toHaveText(count);
    expect(errors).toEqual([]);
  });

  test('sign-in and the admin screens work as before, and a signed-in administrator\'s public page hydrates cleanly', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { errors } = watch(page);
    await page.goto('/public/etiquetas');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.goto('/public/admin/home');
    await expect(page.getByRole('navigation', { name: 'Menú de administración' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('with JavaScript off a process page shows its content, links work and forms say they need JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const proceso = await unProceso(page);
    await page.goto('/public/');
    await expect(page.locator('main li.opo-card').first()).toBeVisible();
    await page.locator(`main a[href$="/oposicion/${proceso.urlAmigable}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/oposicion/${proceso.urlAmigable}$`));
    await expect(page.getByRole('heading', { level: 1, name: proceso.titulo })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Edictos do proceso' })).toBeVisible();
    // Playwright turns scripts off after the parser has chosen to treat <noscript> as text, so its words are read as
    // the text of the element (a browser with scripts off shows them).
    expect(await page.locator('section.subscription-box noscript').textContent()).toContain('Este formulario necesita JavaScript');
    // The text search is a plain form: without scripts it still finds.
    await page.goto('/public/');
    await page.getByLabel('Buscar por texto').fill(proceso.titulo.split(' ')[0]);
    await page.getByRole('button', { name: 'Buscar texto' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Resultados da busca/);
    await context.close();
  });
});
