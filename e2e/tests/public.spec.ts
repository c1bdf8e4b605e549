import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The public site as a visitor uses it, on the demo data loaded at start (api/src/demo/demo.ts).

const noHorizontalScroll = async (page: Page) => {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
};

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

test.describe('public site', () => {
  test('a visitor searches by text, date, label and bulletin, in Galician', async ({ page }) => {
    await page.goto('/public/');
    await expect(page.getByRole('heading', { level: 1, name: 'Oposicións dos últimos 7 días' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Máis información/ }).first()).toBeVisible();
    await expect(page).toHaveTitle('Oposicións Galicia: oposicións dos últimos 7 días');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Galicia/);
    // No admin-allowed flag stored: no login link.
    await expect(page.getByRole('link', { name: 'Login Administracion' })).toHaveCount(0);

    // Text, ignoring case and accents.
    await page.getByLabel('Buscar por texto').fill('POLICIA local');
    await page.getByRole('button', { name: 'Buscar texto' }).click();
    await expect(page).toHaveURL(/\/public\/\?textoBusqueda=POLICIA%20local$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados da busca «POLICIA local»');
    await expect(page.getByRole('heading', { level: 2, name: 'Concello de Viveiro' })).toBeVisible();
    await page.getByRole('link', { name: 'Limpar a busca' }).click();
    await expect(page).toHaveURL(/\/public\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Oposicións dos últimos 7 días' })).toBeVisible();

    // Date: the competitions of today, with the date in the long Galician format.
    await page.getByLabel('Buscar por data').fill(today());
    await page.getByRole('button', { name: 'Buscar data' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?fecha=${today()}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Oposicións do \d{1,2} de [a-zñ]+ de \d{4}$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Concello de Oleiros' })).toBeVisible();

    // Label: a chip of a card, with the block of the label's offers.
    await page.getByRole('link', { name: 'auxiliar administrativo' }).first().click();
    await expect(page).toHaveURL(/\?etiquetaBusqueda=auxiliar%20administrativo$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Listaxe de Procesos de Oposición' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Seis prazas de auxiliar administrativo' })).toHaveAttribute('href', '/public/oposicion/auxiliar-administrativo-oleiros-2026');
    await expect(page.getByRole('heading', { level: 2, name: 'Deputación de Pontevedra' })).toBeVisible();

    // Labels page.
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Etiquetas' }).click();
    await page.getByRole('link', { name: 'policía local', exact: true }).click();
    await expect(page).toHaveURL(/\?etiquetaBusqueda=polic%C3%ADa%20local$/);
    await expect(page.getByRole('link', { name: 'Dúas prazas de policía local' })).toBeVisible();

    // Bulletins: the websites for the date, and the list linking to one bulletin's competitions.
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Boletíns' }).click();
    const web = page.getByRole('region', { name: 'Abrir WEB BOPs' });
    const webAnswer = await page.request.get(`/api/v1/opos/bop/listadoBopsWeb?date=${today()}`);
    if (webAnswer.ok()) {
      await expect(web.getByRole('link', { name: /BOP Lugo/ })).toHaveAttribute('href', /^https?:\/\//);
    } else {
      await expect(web.getByRole('alert')).toHaveText(/^Error: /);
    }
    const list = page.getByRole('region', { name: 'Listaxe BOPs' });
    await list.getByRole('link', { name: /^BOP Lugo/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`\\?fecha=${today()}&bop=BOP%20Lugo$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Oposicións do BOP Lugo do /);
    const cards = page.locator('main li.opo-card');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(text).toContain('BOP Lugo');
  });

  test('a visitor opens an offer, follows its phases and subscribes, in Galician', async ({ page }) => {
    await page.goto('/public/?etiquetaBusqueda=bombeiro');
    await page.getByRole('link', { name: 'Bombeiro/a-condutor/a do Concello de Vigo' }).click();
    await expect(page).toHaveURL(/\/public\/oposicion\/bombeiro-vigo-2025$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bombeiro/a-condutor/a do Concello de Vigo' })).toBeVisible();
    await expect(page).toHaveTitle('Bombeiro/a-condutor/a do Concello de Vigo · Oposicións Galicia');
    await expect(page.locator('dt', { hasText: 'Estado oferta' }).locator('+ dd')).toHaveText('Pechado');
    await expect(page.locator('dt', { hasText: 'Sistema de selección' }).locator('+ dd')).toHaveText('Oposición');
    await expect(page.locator('dt', { hasText: 'Tipo de contrato' }).locator('+ dd')).toHaveText('Funcionario de carreira');
    const fases = page.getByRole('region', { name: 'Edictos do proceso' });
    await expect(fases.getByRole('listitem')).toHaveCount(3);
    await expect(fases.getByRole('link', { name: 'Publicación das bases' })).toHaveAttribute('href', /^https?:\/\//);
    await expect(fases.getByRole('listitem').first()).toContainText(/Data BOP: \d{1,2} de [a-zñ]+ de \d{4}/);
    await expect(page.getByRole('link', { name: 'bombeiro', exact: true })).toHaveAttribute('href', '/public/?etiquetaBusqueda=bombeiro');

    // Subscription: the success only on a 2xx answer, otherwise the failure with the server's descripcion.
    const box = page.getByRole('region', { name: 'Subscríbete aos avisos desta OPO!' });
    const email = box.getByPlaceholder('Introduce o teu correo electrónico');
    await expect(email).toHaveAttribute('required', '');
    await email.fill('visitante@example.org');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/opos/addNotificion') && r.request().method() === 'POST'),
      box.getByRole('button', { name: 'Subscribirme' }).click(),
    ]);
    const sent = answer.request().postDataJSON();
    expect(sent).toEqual({ uuidProcesoOposicion: expect.any(String), etiqueta: '', tipoNotificacion: 'EMAIL', destinatario: 'visitante@example.org', idioma: 'gl' });
    if (answer.ok()) {
      await expect(box.getByRole('status')).toHaveText('Aviso de notificación creado correctamente');
    } else {
      await expect(box.getByRole('alert')).toContainText('Erro ao crear a notificación');
      await expect(box.getByText('Aviso de notificación creado correctamente')).toHaveCount(0);
    }
  });

  test('a phase with a file offers the download and saves it as its title with underscores + .pdf', async ({ page }) => {
    // The demo offers have phases with URLs only, so this test gives one phase a file (offer answer and file
    // both served by the browser's route), to prove the browser side of the download.
    await page.route('**/api/v1/opos/ver/procesoOposicion?*', async (route) => {
      const res = await route.fetch();
      const offer = await res.json();
      offer.procesosOposicionesList[0].archivo = '00000000-0000-4000-8000-000000000001';
      offer.procesosOposicionesList[1].archivo = '00000000-0000-4000-8000-000000000002';
      offer.procesosOposicionesList[1].urlDetalle = null;
      await route.fulfill({ response: res, json: offer });
    });
    await page.route('**/api/v1/opos/getArchivo/procesoOposicion?*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/pdf', body: '%PDF-1.4\n%%EOF\n' }));
    await page.goto('/public/oposicion/policia-local-viveiro-2026');
    const fases = page.getByRole('region', { name: 'Edictos do proceso' });
    await expect(fases.getByRole('link', { name: 'Ligazón - Publicación das bases' })).toHaveAttribute('href', /^https?:\/\//);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      fases.getByRole('link', { name: 'Arquivo - Publicación das bases' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Publicación_das_bases.pdf');
    const [second] = await Promise.all([
      page.waitForEvent('download'),
      fases.getByRole('link', { name: 'Lista provisional de admitidos e excluídos', exact: true }).click(),
    ]);
    expect(second.suggestedFilename()).toBe('Lista_provisional_de_admitidos_e_excluídos.pdf');
  });

  test('an unknown offer says so clearly', async ({ page }) => {
    await page.goto('/public/oposicion/non-existe-esta-oferta');
    await expect(page.getByRole('heading', { level: 1, name: 'Oferta non atopada' })).toBeVisible();
    await expect(page.getByText('«non-existe-esta-oferta»')).toBeVisible();
  });

  test('in Spanish on a 360 px phone: every public screen fits, with Spanish texts and dates', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/public/');
    await page.getByRole('button', { name: 'ES' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oposiciones de los últimos 7 días' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Más información/ }).first()).toBeVisible();
    await expect(page.locator('main li.opo-card time').first()).toHaveText(/^\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}$/);
    await noHorizontalScroll(page);

    await page.getByLabel('Buscar por texto').fill('oleiros');
    await page.getByRole('button', { name: 'Buscar texto' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados de la búsqueda «oleiros»');
    await noHorizontalScroll(page);

    await page.goto('/public/?etiquetaBusqueda=auxiliar%20administrativo');
    await expect(page.getByRole('heading', { level: 2, name: 'Listado de Procesos de Oposición' })).toBeVisible();
    await noHorizontalScroll(page);

    await page.goto('/public/etiquetas');
    await expect(page.getByRole('link', { name: 'bombeiro', exact: true })).toBeVisible();
    await noHorizontalScroll(page);

    await page.goto('/public/bop');
    await expect(page.getByRole('heading', { level: 2, name: 'Listado BOPs' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Abrir WEB BOPs' })).toBeVisible();
    await noHorizontalScroll(page);

    await page.goto('/public/oposicion/auxiliar-administrativo-oleiros-2026');
    await expect(page.locator('dt', { hasText: 'Estado oferta' }).locator('+ dd')).toHaveText('Abierto');
    await expect(page.getByRole('region', { name: 'Edictos del proceso' }).getByRole('listitem').first()).toContainText('Fecha BOP:');
    const box = page.getByRole('region', { name: '¡Suscríbete a los avisos de esta OPO!' });
    await box.getByPlaceholder('Introduce tu correo electrónico').fill('telefono@example.org');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/opos/addNotificion')),
      box.getByRole('button', { name: 'Suscribirme' }).click(),
    ]);
    expect(answer.request().postDataJSON().idioma).toBe('es');
    if (answer.ok()) await expect(box.getByRole('status')).toHaveText('Aviso de notificación creado correctamente');
    else await expect(box.getByRole('alert')).toContainText('Error al crear notificación');
    await noHorizontalScroll(page);

    // The choice is remembered.
    await page.reload();
    await expect(page.getByRole('button', { name: 'ES' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the login link shows only when the admin-allowed flag is stored', async ({ page }) => {
    await page.goto('/public/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login Administracion' })).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('opos.adminAllowed', 'true'));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Login Administracion' })).toHaveAttribute('href', '/public/admin/login');
    await expect(page.getByRole('link', { name: 'Contacto' }).first()).toHaveAttribute('href', '#contacto');
  });

  for (const [name, path] of [
    ['home', '/public/'],
    ['home by label', '/public/?etiquetaBusqueda=auxiliar%20administrativo'],
    ['home by text', '/public/?textoBusqueda=concello'],
    ['labels', '/public/etiquetas'],
    ['bulletins', '/public/bop'],
    ['offer', '/public/oposicion/auxiliar-administrativo-oleiros-2026'],
    ['unknown offer', '/public/oposicion/non-existe'],
  ] as const) {
    test(`axe: ${name} has no serious or critical accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('main .loading')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
});
