import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Issue 15: search in either language, lists that narrow (filters kept in the URL, across a reload), pages of 20.

const cards = (page: import('@playwright/test').Page) => page.locator('.opo-list > li');

test('a Spanish search finds what the Galician one finds, and a Spanish label link works', async ({ page }) => {
  await page.goto('/public/?textoBusqueda=bombeiro');
  await expect(page.locator('.result-count')).toHaveText(/\d+ resultados?/);
  const gl = await page.locator('.result-count').textContent();
  expect(gl).not.toBe('0 resultados');
  await page.goto('/public/?textoBusqueda=bombero');
  await expect(page.locator('.result-count')).toHaveText(gl!);
  await page.goto('/public/?textoBusqueda=Orense');
  await expect(page.locator('.result-count')).not.toHaveText('0 resultados');
  const orense = await page.locator('.result-count').textContent();
  await page.goto('/public/?textoBusqueda=Ourense');
  await expect(page.locator('.result-count')).toHaveText(orense!);

  // A Spanish label name opens the Galician label's list.
  const labels = (await (await page.request.get('/api/v1/opos/etiquetas/nomes')).json()) as { gl: string; es: string }[];
  const label = labels.find((l) => l.gl !== l.es);
  expect(label, 'a label whose Spanish name differs').toBeTruthy();
  const inGl = (await (await page.request.get(`/api/v1/opos/consulta/etiqueta?etiquetaBusqueda=${encodeURIComponent(label!.gl)}`)).json()) as unknown[];
  const inEs = (await (await page.request.get(`/api/v1/opos/consulta/etiqueta?etiquetaBusqueda=${encodeURIComponent(label!.es)}`)).json()) as unknown[];
  expect(inEs).toEqual(inGl);
});

test('nothing found: searches near the text that find something', async ({ page }) => {
  await page.goto('/public/?textoBusqueda=socorista');
  await expect(page.getByText('Non hai oposicións para esta busca.')).toBeVisible();
  const suggestion = page.locator('.suxestions a[href*="textoBusqueda"]').first();
  await expect(suggestion).toHaveText(/socorrista/i);
  await suggestion.click();
  await expect(page.locator('.result-count')).not.toHaveText('0 resultados');
});

test('filters combine, live in the URL and survive a reload; long lists show 20 at a time', async ({ page }) => {
  await page.goto('/public/');
  await expect(cards(page).first()).toBeVisible();
  const total = Number((await page.locator('.result-count').textContent())!.match(/\d+/)![0]);
  expect(total).toBeGreaterThan(20);
  await expect(cards(page)).toHaveCount(20);
  await page.getByRole('button', { name: /^Amosar \d+ máis$/ }).click();
  await expect(cards(page)).toHaveCount(Math.min(40, total));

  // Each option says how many competitions it keeps; the list then shows exactly that many. The URL changes before the
  // page is drawn again (the navigation is a transition), so the chosen value and the count are awaited, not read at once.
  const optionCount = async (label: string) => Number((await page.getByLabel(label).locator('option:checked').textContent())!.match(/\((\d+)\)/)![1]);
  await page.getByLabel('Provincia').selectOption('Lugo');
  await expect(page).toHaveURL(/provincia=Lugo/);
  await expect(page.getByLabel('Provincia')).toHaveValue('Lugo');
  const lugo = await optionCount('Provincia');
  expect(lugo).toBeGreaterThan(0);
  expect(lugo).toBeLessThan(total);
  await expect(page.locator('.result-count')).toHaveText(lugo === 1 ? '1 resultado' : `${lugo} resultados`);
  const tipoValue = (await page.getByLabel('Tipo de anuncio').locator('option').nth(1).getAttribute('value'))!;
  await page.getByLabel('Tipo de anuncio').selectOption(tipoValue);
  await expect(page).toHaveURL(/provincia=Lugo&tipo=/);
  await expect(page.getByLabel('Tipo de anuncio')).toHaveValue(tipoValue);
  const tipo = await optionCount('Tipo de anuncio');
  const both = tipo === 1 ? '1 resultado' : `${tipo} resultados`;
  await expect(page.locator('.result-count')).toHaveText(both);

  await page.reload();
  await expect(page.getByLabel('Provincia')).toHaveValue('Lugo');
  await expect(page.locator('.result-count')).toHaveText(both);
  // Each card names a bulletin of Lugo's (or a state or regional one); a card may have other meta lines (its process's edicts).
  for (const card of await cards(page).all()) await expect(card.locator('.card-meta').filter({ hasText: /BOP Lugo|BOE|DOG/ })).not.toHaveCount(0);

  // The same filters in Spanish, then cleared.
  await page.getByRole('button', { name: 'ES' }).click();
  await expect(page.getByLabel('Provincia')).toHaveValue('Lugo');
  await page.getByRole('button', { name: 'Quitar los filtros' }).click();
  await expect(page).not.toHaveURL(/provincia=/);
  await expect(page.locator('.result-count')).toHaveText(`${total} resultados`);
});

test('the facts of the processes narrow a list: counts that add up, the URL, a reload, the API agreeing, both languages', async ({ page }) => {
  await page.goto('/public/');
  await expect(cards(page).first()).toBeVisible();
  const total = Number((await page.locator('.result-count').textContent())!.match(/\d+/)![0]);
  const count = (text: string | null) => Number(text!.match(/\((\d+)\)$|: (\d+)$/)!.slice(1).find(Boolean));
  // Each value's count, and how many competitions do not state the group: they add up to the list, but for a call of
  // posts of several groups, counted once under each of its groups.
  const gruposDe = (o: { grupo?: string; grupos?: string[] }) => o.grupos ?? (o.grupo ? [o.grupo] : []);
  const todas = (await (await page.request.get('/api/v1/opos/consultaDias?dias=7&ampliado=true')).json()) as { grupo?: string; grupos?: string[] }[];
  const dobres = todas.reduce((n, o) => n + Math.max(0, gruposDe(o).length - 1), 0);
  expect(dobres, 'the demo has calls of posts of several groups').toBeGreaterThan(0);
  const grupo = page.getByLabel('Grupo');
  const values = grupo.locator('option:not([disabled]):not([value=""])');
  expect(await values.count(), 'the demo processes state some group').toBeGreaterThan(0);
  const counts = (await values.allTextContents()).map(count);
  const nonConsta = grupo.locator('option[disabled]');
  const senGrupo = (await nonConsta.count()) ? count(await nonConsta.textContent()) : 0;
  if (senGrupo) await expect(nonConsta).toHaveText(/^Non o din os textos: \d+$/);
  const suma = counts.reduce((a, b) => a + b, 0) + senGrupo;
  expect(suma).toBeGreaterThanOrEqual(total);
  expect(suma - total).toBeLessThanOrEqual(dobres);

  const value = (await values.first().getAttribute('value'))!;
  await grupo.selectOption(value);
  await expect(page).toHaveURL(new RegExp(`[?&]grupo=${value}(&|$)`));
  await expect(grupo).toHaveValue(value);
  await expect(page.locator('.result-count')).toHaveText(counts[0] === 1 ? '1 resultado' : `${counts[0]} resultados`);
  // The list API answers the same filter with competitions of that group only.
  const api = (await (await page.request.get(`/api/v1/opos/consultaDias?dias=7&ampliado=true&grupo=${value}`)).json()) as { grupo?: string; grupos?: string[] }[];
  expect(api.length).toBeGreaterThan(0);
  expect(api.every((o) => gruposDe(o).includes(value))).toBe(true);
  expect((await page.request.get('/api/v1/opos/consultaDias?dias=7&grupo=Z9')).status()).toBe(400);

  // Pool or permanent posts combines with it; the choice is kept across a reload and named in Spanish.
  const bolsa = page.getByLabel('Bolsa ou prazas');
  const bolsaValue = await bolsa.locator('option:not([disabled]):not([value=""])').first().getAttribute('value');
  if (bolsaValue) {
    await bolsa.selectOption(bolsaValue);
    await expect(page).toHaveURL(new RegExp(`grupo=${value}&bolsa=${bolsaValue}`));
  }
  await page.reload();
  await expect(page.getByLabel('Grupo')).toHaveValue(value);
  await page.getByRole('button', { name: 'ES' }).click();
  await expect(page.getByLabel('Grupo')).toHaveValue(value);
  await expect(page.getByLabel('Titulación exigida')).toBeVisible();
  await expect(page.getByLabel('Tipo de personal')).toBeVisible();
  await expect(page.getByLabel('Turno')).toBeVisible();
  if (bolsaValue) await expect(page.getByLabel('Bolsa o plazas').locator('option:checked')).toHaveText(bolsaValue === '1' ? /^Bolsa de empleo \(\d+\)$/ : /^Plazas en propiedad \(\d+\)$/);
  await page.getByRole('button', { name: 'Quitar los filtros' }).click();
  await expect(page).not.toHaveURL(/grupo=/);
  await expect(page.locator('.result-count')).toHaveText(`${total} resultados`);
});

test('on a phone the filters, facts included, fold under "Filtrar" until opened', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/public/');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByLabel('Grupo')).toBeHidden();
  await page.locator('details.filtros > summary').click();
  await expect(page.getByLabel('Grupo')).toBeVisible();
  await expect(page.getByLabel('Bolsa ou prazas')).toBeVisible();
});

test('axe: a filtered list, a search with no result and a bulletin day have no serious or critical violation', async ({ page }) => {
  for (const url of ['/public/?provincia=Lugo', '/public/?grupo=C2&bolsa=0', '/public/?textoBusqueda=socorista', '/public/?fecha=2020-01-01']) {
    await page.goto(url);
    await expect(page.locator('h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page }).analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${url}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
