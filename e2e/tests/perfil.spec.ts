import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Issue 24: "Can I apply?" A profile kept in the browser, the cards' answers, the "Para o meu perfil" filter and the
// process page's check, in both languages, on a phone and with the keyboard; nothing about the profile leaves the browser.

interface Feito { valor: unknown; cita: string; edicto?: string }
/** A list carries the requirements without their quotes (issue 25); the process carries them with. */
interface OpoLista { uuid: string; urlAmigableProceso?: string; requisitos?: Record<string, Omit<Feito, 'cita'>> }
interface ProcesoLido { feitos?: Record<string, Feito>; procesosOposicionesList: { uuidOpo?: string; urlDetalle: string | null }[] }

/** A word no page, list or request has unless the profile is sent somewhere. */
const TITULO = 'Paleografía Zqxw';
const CLAVE = 'oposicions.perfil.v1';

/** Opens a page and waits until it is hydrated and the profile's chunks are in (the server renders it without a profile). */
async function abrir(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

/** Every request the page makes: method, URL and body. */
function vixiar(page: Page): string[] {
  const vistas: string[] = [];
  page.on('request', (r) => vistas.push(`${r.method()} ${decodeURIComponent(r.url())} ${r.postData() ?? ''}`));
  return vistas;
}

const cards = (page: Page) => page.locator('.opo-list > li');
const total = async (page: Page) => Number((await page.locator('.result-count').textContent())!.match(/\d+/)![0]);

/** A process of the demo whose texts ask for a degree (no named one) and no licence: an ESO profile does not meet it. */
async function procesoDeGrao(page: Page) {
  const opos = (await (await page.request.get('/api/v1/opos/consultaDias?dias=7&ampliado=true')).json()) as OpoLista[];
  const o = opos.find((x) => {
    const t = x.requisitos?.titulacion?.valor as { nivel: string; nome?: string } | undefined;
    return x.urlAmigableProceso && t?.nivel === 'grao' && !t.nome && !x.requisitos?.carne;
  });
  expect(o, 'a demo process that asks for a degree').toBeTruthy();
  return o!;
}

test('the profile form fills in a few steps, stays in this browser, and every list and process page answers with its reasons (gl, es)', async ({ page }) => {
  const pedidos = vixiar(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await abrir(page, '/public/');
  const caixa = page.getByTestId('perfil-lista');
  await expect(caixa).toContainText('dirémosche a que procesos podes presentarte');
  // No profile: no answers on the cards, no filter to switch on.
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('perfil-resposta')).toHaveCount(0);
  await expect(page.getByLabel('Para o meu perfil')).toHaveCount(0);

  await caixa.getByRole('button', { name: 'O meu perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'O meu perfil: podo presentarme?' });
  await expect(dialog).toContainText('non se envía ao servidor');
  await expect(dialog.getByLabel('Titulación máis alta que tes')).toBeFocused();
  await dialog.getByLabel('Titulación máis alta que tes').selectOption('eso');
  await dialog.getByLabel('Título ou familia de FP (se queres)').fill(TITULO);
  await dialog.getByLabel('Galego (CELGA ou equivalente)').selectOption('3');
  await dialog.getByRole('group', { name: 'Carnés de conducir que tes' }).getByRole('checkbox', { name: 'B', exact: true }).check();
  await dialog.getByRole('button', { name: 'Gardar o perfil' }).click();
  await expect(dialog).toBeHidden();
  await expect(caixa.getByRole('button', { name: 'Cambiar o meu perfil' })).toBeFocused();
  await expect(caixa).toContainText('O teu perfil: ESO / Graduado escolar');
  expect(await page.evaluate((k) => JSON.parse(localStorage.getItem(k)!), CLAVE)).toEqual({
    titulacion: 'eso', titulo: TITULO, celga: 3, carnes: ['B'], provincias: [], concellos: [], persoal: [], quendas: [], funcionario: false,
  });

  // Every card now answers, with the words of its answer.
  const n = await cards(page).count();
  await expect(page.getByTestId('perfil-resposta')).toHaveCount(n);
  for (const r of await page.getByTestId('perfil-resposta').all()) {
    await expect(r.locator('.perfil-badge')).toHaveText(/^(✓ Podes presentarte|\? Revisa as bases|✗ Non cumpres)$/);
  }

  // A process that asks for a degree: "non cumpres", and why.
  const grao = await procesoDeGrao(page);
  await abrir(page, '/public/?titulacion=grao');
  const card = cards(page).filter({ has: page.locator(`a[href="/public/oposicion/${grao.urlAmigableProceso}"]`) });
  await expect(card.getByTestId('perfil-resposta')).toHaveText('✗ Non cumpres Titulación: pídese grao, diplomatura ou equivalente e tes ESO ou equivalente');

  // The filter keeps what the profile meets or must check, says how many it left out and why; the whole list is one click away.
  await abrir(page, '/public/');
  await expect(cards(page).first()).toBeVisible();
  const todos = await total(page);
  // The box follows the URL: a click navigates, then the box shows it (as the other list filters).
  await page.getByLabel('Para o meu perfil').click();
  await expect(page).toHaveURL(/[?&]perfil=1/);
  await expect(page.getByLabel('Para o meu perfil')).toBeChecked();
  await expect(page.locator('.opo-list [data-resposta="non"]')).toHaveCount(0);
  const estado = caixa.locator('.perfil-lista-estado');
  const kept = await total(page);
  await expect(estado).toContainText(`Mostrando os procesos para o teu perfil: ${kept} que cumpres ou debes revisar.`);
  const fora = todos - kept;
  expect(fora).toBeGreaterThan(0);
  await expect(estado).toContainText(new RegExp(`${fora} deixados? fóra porque non cumpres (algún|un) requisito: \\d+ por titulación`));
  // Kept across a reload: the filter in the URL, the profile in the browser.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Para o meu perfil')).toBeChecked();
  await expect(page.locator('.result-count')).toHaveText(new RegExp(`^${kept} `));
  await estado.getByRole('link', { name: 'Ver todos' }).click();
  await expect(page).not.toHaveURL(/perfil=1/);
  await expect(page.locator('.result-count')).toHaveText(new RegExp(`^${todos} `));

  // The process page: requirement by requirement, each with its quote and the link to its edict.
  const proceso = (await (await page.request.get(`/api/v1/opos/ver/procesoOposicion?urlAmigable=${grao.urlAmigableProceso}&ampliado=true`)).json()) as ProcesoLido;
  expect(grao.requisitos!.titulacion).not.toHaveProperty('cita');
  const titulacion = proceso.feitos!.titulacion!;
  expect(titulacion.edicto).toBe(grao.requisitos!.titulacion!.edicto);
  const edicto = proceso.procesosOposicionesList.find((f) => f.uuidOpo === titulacion.edicto)!;
  await abrir(page, `/public/oposicion/${grao.urlAmigableProceso}`);
  const check = page.getByRole('region', { name: 'Podo presentarme?' });
  await expect(check.locator('.perfil-badge').first()).toHaveText('✗ Non cumpres');
  const fila = check.locator('li[data-requisito="titulacion"]');
  await expect(fila).toHaveAttribute('data-resposta', 'non');
  await expect(fila.locator('p').first()).toHaveText('✗Titulación (Non cumpres): pídese grao, diplomatura ou equivalente e tes ESO ou equivalente');
  await fila.getByText('Texto do edicto').click();
  await expect(fila.locator('blockquote')).toHaveText(titulacion.cita);
  await expect(fila.getByRole('link', { name: /^Ver o edicto/ })).toHaveAttribute('href', edicto.urlDetalle!);
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);

  // In Spanish.
  await page.getByRole('button', { name: 'ES' }).click();
  const es = page.getByRole('region', { name: '¿Puedo presentarme?' });
  await expect(es.locator('.perfil-badge').first()).toHaveText('✗ No cumples');
  await expect(es.locator('li[data-requisito="titulacion"] p').first()).toHaveText('✗Titulación (No cumples): se pide grado, diplomatura o equivalente y tienes ESO o equivalente');
  await abrir(page, '/public/?perfil=1');
  await expect(page.getByLabel('Para mi perfil')).toBeChecked();
  await expect(page.getByTestId('perfil-lista').locator('.perfil-lista-estado')).toContainText(`Mostrando los procesos para tu perfil: ${kept} que cumples o debes revisar.`);
  await expect(page.getByTestId('perfil-lista').locator('.perfil-lista-estado')).toContainText(new RegExp(`${fora} dejados? fuera porque no cumples`));

  // Nothing about the profile went to the server: not its words, not its values, not even that a filter was on.
  const api = pedidos.filter((p) => p.includes('/api/'));
  expect(api.length).toBeGreaterThan(0);
  expect(pedidos.filter((p) => p.includes(TITULO) || /celga/i.test(p))).toEqual([]);
  expect(api.filter((p) => /perfil/i.test(p))).toEqual([]);
});

test('the profile dialog works with the keyboard alone, on a phone, with no serious accessibility violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await abrir(page, '/public/');
  const boton = page.getByTestId('perfil-lista').getByRole('button', { name: 'O meu perfil' });
  await boton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'O meu perfil: podo presentarme?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Titulación máis alta que tes')).toBeFocused();
  // The next field is the named degree; Escape closes without saving and the focus goes back to the button.
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Título ou familia de FP (se queres)')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(boton).toBeFocused();
  expect(await page.evaluate((k) => localStorage.getItem(k), CLAVE)).toBeNull();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // Saving without a qualification says what is missing, on the field.
  await dialog.getByRole('button', { name: 'Gardar o perfil' }).press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Escolle a túa titulación máis alta');
  await expect(dialog.getByLabel('Titulación máis alta que tes')).toBeFocused();
  const ancho = await dialog.evaluate((d) => ({ scroll: d.scrollWidth, client: d.clientWidth }));
  expect(ancho.scroll).toBeLessThanOrEqual(ancho.client);
  const axe = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Escape');

  // The list's profile box too.
  const caixa = await new AxeBuilder({ page }).include('[data-testid="perfil-lista"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(caixa.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
