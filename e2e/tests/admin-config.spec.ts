import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

// Configuration administration: an administrator adds a label rule and a search filter, re-runs the analysis of a
// sample day (bundled bulletins, shown by the demo data as recent days) and sees the effect on the site.

const BOP = 'BOP A Coruña';
const LABEL = 'Socorrismo';
/** In the sample day of BOP A Coruña: "…dúas prazas de socorrista…" is a competition already. */
const LABEL_TEXT = 'SOCORRISTA';
/** …and "Formalización do contrato do servizo de mantemento de zonas verdes" (edict 2023/1275) is not, until this filter. */
const FILTER_TEXT = 'zonas verdes';
const NEW_EDICT = '2023/1275';

async function signIn(page: Page) {
  await page.goto('/public/admin/login');
  await page.getByRole('link', { name: 'Entrar co provedor de identidade' }).click();
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contrasinal').fill('admin');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benvida/o, admin' })).toBeVisible();
}

const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú de administración' });
const iso = (a: number[]) => `${a[0]}-${String(a[1]).padStart(2, '0')}-${String(a[2]).padStart(2, '0')}`;
const longGl = (a: number[]) => new Intl.DateTimeFormat('gl-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(a[0], a[1] - 1, a[2])));

/** The date the demo shows the sample day of BOP A Coruña on (it follows today's date). */
async function sampleDay(page: Page): Promise<number[]> {
  const token = await page.evaluate(() => window.localStorage.getItem('opos.accessToken'));
  const res = await page.request.get('/api/v1/estadisticas/verEstadisticas?numeroInicio=0&numeroFin=30', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const stat = ((await res.json()) as { bop: string; fechaBop: number[] }[]).find((s) => s.bop === BOP);
  expect(stat, 'the demo data has a statistic of the BOP A Coruña sample day').toBeTruthy();
  return stat!.fechaBop;
}

/** The statistics row of the bulletin and date, and the row with its details just below it. */
async function statisticRows(page: Page, fecha: number[]): Promise<{ row: Locator; details: Locator }> {
  await adminMenu(page).getByRole('link', { name: 'Estatísticas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Estatísticas' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Edictos analizados e oposicións atopadas por día e boletín/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'Estatísticas por boletín e data' });
  const row = table.getByRole('row').filter({ hasText: BOP }).filter({ hasText: longGl(fecha) });
  await expect(row).toHaveCount(1);
  return { row, details: row.locator('xpath=following-sibling::tr[1]') };
}

async function rerunAnalysis(page: Page, fecha: number[]) {
  await adminMenu(page).getByRole('link', { name: 'Inicio admin' }).click();
  const section = page.getByRole('region', { name: 'Relanzar a análise' });
  await section.getByLabel('Data').fill(iso(fecha));
  await section.getByRole('button', { name: 'Relanzar análise' }).click();
  await expect(section.locator('.notice-success')).toBeVisible({ timeout: 30_000 });
}

test.describe('configuration administration', () => {
  let fecha: number[] | null = null;

  test.afterEach(async ({ page }) => {
    // Leave the shared server as it was for the next spec files: remove the rule and the filter, analyse again.
    if (!fecha) return;
    await page.goto('/public/admin/etiquetas');
    await page.getByLabel('Buscar nas regras').fill(LABEL);
    const del = page.getByRole('button', { name: `Eliminar: ${LABEL} – ${LABEL_TEXT.toLowerCase()}` });
    if (await del.count()) {
      await del.click();
      await page.getByRole('button', { name: `Confirmar eliminación: ${LABEL} – ${LABEL_TEXT.toLowerCase()}` }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Regra de etiqueta eliminada correctamente' })).toBeVisible();
    }
    await page.goto('/public/admin/configurarBusqueda');
    const delF = page.getByRole('button', { name: `Eliminar: ${BOP} – ${FILTER_TEXT.toUpperCase()}` });
    await expect(page.getByRole('region', { name: new RegExp(`^${BOP} \\(`) })).toBeVisible();
    if (await delF.count()) {
      await delF.click();
      await page.getByRole('button', { name: `Confirmar eliminación: ${BOP} – ${FILTER_TEXT.toUpperCase()}` }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Filtro de busca eliminado correctamente' })).toBeVisible();
    }
    await rerunAnalysis(page, fecha);
    fecha = null;
  });

  test('an administrator adds a label rule and a filter, re-runs the analysis and sees the new label, the new competition and the changed statistics', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const day = await sampleDay(page);

    // Before: the day's statistics of the bulletin, without the edict the new filter will catch.
    let { row, details } = await statisticRows(page, day);
    const oposBefore = Number(await row.getByRole('cell').nth(3).textContent());
    await expect(row.getByRole('cell').nth(2)).toHaveText('36');
    await details.getByText(/^Edictos \(\d+\)$/).click();
    await expect(details.getByText(new RegExp(`^${NEW_EDICT} `))).toHaveCount(0);
    fecha = day;

    // A label rule: the search text is stored lower-cased; the whole-string check defaults to SI.
    await adminMenu(page).getByRole('link', { name: 'Etiquetas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Regras de etiquetas' })).toBeVisible();
    await expect(page.getByText(/aplícanse na próxima análise/)).toBeVisible();
    const regla = page.getByRole('form', { name: 'Nova regra' });
    await regla.getByLabel('Etiqueta').fill(LABEL);
    await regla.getByLabel('Texto a buscar').fill(LABEL_TEXT);
    await regla.getByLabel('Prioridade').fill('1');
    await expect(regla.getByLabel('Comprobar cadea completa')).toHaveValue('true');
    await regla.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Regra de etiqueta creada correctamente' })).toBeVisible();
    await page.getByLabel('Buscar nas regras').fill(LABEL);
    const ruleRow = page.getByRole('row').filter({ hasText: LABEL });
    await expect(ruleRow.getByRole('cell')).toHaveText([LABEL, 'socorrista', '1', 'SI', /Editar/]);

    // The same rule twice is refused with the server's reason.
    await regla.getByLabel('Etiqueta').fill(LABEL);
    await regla.getByLabel('Texto a buscar').fill('socorrista');
    await regla.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Error: Xa existe unha regra da etiqueta "Socorrismo"/);

    // A search filter of the bulletin: the text is stored upper-cased.
    await adminMenu(page).getByRole('link', { name: 'Filtros de busca' }).click();
    const filtro = page.getByRole('form', { name: 'Novo filtro' });
    await filtro.getByLabel('Boletín').selectOption(BOP);
    await filtro.getByLabel('Texto de busca').fill(FILTER_TEXT);
    await filtro.getByLabel('Prioridade').fill('1');
    await expect(filtro.getByLabel('Indexable')).toHaveValue('true');
    await filtro.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Filtro de busca creado correctamente' })).toBeVisible();
    await page.getByLabel('Mostrar o boletín').selectOption(BOP);
    await expect(page.getByRole('region', { name: new RegExp(`^${BOP} \\(`) }).getByRole('cell', { name: 'ZONAS VERDES', exact: true })).toBeVisible();

    // Nothing changes until the next analysis: run it for the sample day from the admin home.
    await rerunAnalysis(page, day);

    // The day's statistics changed: one more competition, the new edict among them.
    ({ row, details } = await statisticRows(page, day));
    await expect(row.getByRole('cell').nth(3)).toHaveText(String(oposBefore + 1));
    await details.getByText(`Edictos (${oposBefore + 1})`).click();
    await expect(details.getByText(new RegExp(`^${NEW_EDICT} `))).toBeVisible();

    // The public list of that bulletin and day: the new label on the matching competition, and the new competition.
    await page.goto(`/public/?fecha=${iso(day)}&bop=${encodeURIComponent(BOP)}`);
    const socorrista = page.getByRole('listitem').filter({ hasText: 'prazas de socorrista' });
    await expect(socorrista.getByRole('link', { name: LABEL, exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'mantemento de zonas verdes' })).toHaveCount(1);
    await socorrista.getByRole('link', { name: LABEL, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Oposicións coa etiqueta «${LABEL}»`);
    await expect(page.getByRole('listitem').filter({ hasText: 'prazas de socorrista' })).toHaveCount(1);
  });

  test('the notifications of a day: a new one is listed today with its traces folded; the date picker changes the URL', async ({ page }) => {
    // A visitor's subscription queues a confirmation e-mail: a notification of today.
    const offer = await (await page.request.get('/api/v1/opos/ver/procesoOposicion?urlAmigable=policia-local-lugo-2026')).json();
    const sub = await page.request.post('/api/v1/opos/addNotificion', {
      data: { uuidProcesoOposicion: offer.uuidEntidad, etiqueta: '', tipoNotificacion: 'EMAIL', destinatario: 'admin-config-e2e@example.org' },
      // A client address of its own, so this sign-up does not count against the other spec files' rate limit.
      headers: { 'x-forwarded-for': '203.0.113.71' },
    });
    expect(sub.ok()).toBe(true);

    await signIn(page);
    await adminMenu(page).getByRole('link', { name: 'Notificacións' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notificacións' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ notificacións do / })).toBeVisible();
    const table = page.getByRole('table', { name: /notificacións do/ });
    const row = table.getByRole('row').filter({ hasText: offer.titulo }).first();
    await expect(row.getByRole('cell').first()).toHaveText('EMAIL');
    const details = row.locator('xpath=following-sibling::tr[1]').locator('details');
    await expect(details).not.toHaveAttribute('open', '');
    await details.getByText('Trazas').click();
    await expect(details).toHaveAttribute('open', '');

    await page.getByLabel('Día').fill('2020-01-02');
    await expect(page).toHaveURL(/\/public\/admin\/notificaciones\?fecha=2020-01-02$/);
    await expect(page.getByText('Non hai notificacións do 2 de xaneiro de 2020.')).toBeVisible();
  });

  test('axe: the four screens have no serious or critical accessibility violation', async ({ page }) => {
    test.setTimeout(120_000); // a hundred-odd rules and filters make axe slow
    await signIn(page);
    for (const screen of ['etiquetas', 'configurarBusqueda', 'notificaciones', 'estadisticas']) {
      await page.goto(`/public/admin/${screen}`);
      await expect(page.locator(`[data-screen="${screen}"] h1`)).toBeVisible();
      await expect(page.locator('main .loading')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${screen} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    }
  });
});
