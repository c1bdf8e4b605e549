import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/signIn';

const PDF = join(__dirname, '..', 'fixtures', 'lista-provisional.pdf');

/** The card of one offer in one of the two lists of /public/admin/verProceso/opo. */
function offerCard(page: Page, list: 'EN PROCESO' | 'FINALIZADOS', titulo: string) {
  return page.getByRole('region', { name: list }).locator('article', { has: page.getByRole('heading', { name: titulo, exact: true }) });
}

test.describe('administering offers and their phases', () => {
  test('an administrator creates an offer from a competition, edits it, adds two phases, removes one and finishes it', async ({ page }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const slug = `e2e-oferta-${Date.now().toString(36)}`;
    const titulo = `Oferta de proba ${slug}`;

    await signIn(page);

    // From a competition of the last 7 days to the create form, prefilled.
    await page.goto('/public/admin/opos');
    await expect(page.getByRole('heading', { level: 2, name: 'Últimos 7 días' })).toBeVisible();
    const firstCard = page.locator('main article').first();
    const organizacion = (await firstCard.getByRole('heading').textContent())!.trim();
    await firstCard.getByRole('link', { name: 'Crear proceso' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crear proceso OPO' })).toBeVisible();
    await expect(page.getByLabel('Organización')).toHaveValue(organizacion);
    await expect(page.getByLabel('UUID da opo de inicio')).not.toHaveValue('');

    await page.getByLabel('urlAmigable').fill(slug);
    await page.getByLabel('Título').fill(titulo);
    await page.getByLabel('Sistema de selección').fill('Oposición libre');
    await page.getByLabel('Finalizado').selectOption({ label: 'NON' });
    await expect(page.getByLabel('Indexable')).toHaveValue('true');
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Opo creada correctamente' })).toBeVisible();
    await expect(page.getByLabel('urlAmigable')).toHaveValue('');

    // The same friendly URL again is refused, with the server's reason.
    await page.getByLabel('urlAmigable').fill(slug);
    await page.getByLabel('Título').fill('Outra');
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByRole('alert')).toContainText(`Erro ao crear opo Xa existe unha oferta coa urlAmigable "${slug}"`);
    await expect(page.getByLabel('urlAmigable')).toHaveValue(slug);

    // Find it among every process with the search box; the search stays in the address, through a reload too.
    await page.goto('/public/admin/verProceso/opo');
    const busca = page.getByRole('search', { name: 'Buscar procesos' });
    await busca.getByLabel('Texto').fill(slug);
    await busca.getByLabel('Tipo').selectOption({ label: 'Feitos a man' });
    await busca.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(new RegExp(`/public/admin/verProceso/opo\\?textoBusqueda=${slug}&tipo=manual$`));
    await expect(page.getByRole('region', { name: 'EN PROCESO' }).getByText('1 proceso', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('search', { name: 'Buscar procesos' }).getByLabel('Texto')).toHaveValue(slug);
    const listado = page.url();
    await busca.getByLabel('Tipo').selectOption({ label: 'Automáticos' });
    await busca.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('region', { name: 'EN PROCESO' })).toContainText('Non hai resultados.');
    await page.goBack();
    await expect(page).toHaveURL(listado);

    // Edit it.
    const card = offerCard(page, 'EN PROCESO', titulo);
    await expect(card).toBeVisible();
    await expect(card).toContainText(organizacion);
    await card.getByRole('link', { name: 'Modificar Proceso' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Modificar proceso OPO' })).toBeVisible();
    await expect(page.getByLabel('urlAmigable')).toHaveValue(slug);
    await page.getByLabel('Tipo de contrato').fill('Funcionario de carreira');
    await page.getByLabel('Detalle (HTML)').fill('<p>Prazo de <strong>20 días</strong></p><script>alert(1)</script>');
    await page.getByRole('button', { name: 'Modificar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Opo modificada correctamente' })).toBeVisible();

    // Two phases: one with a PDF, one with a link. A file over the server's limit is refused before it is sent.
    await page.goto(listado);
    await offerCard(page, 'EN PROCESO', titulo).getByRole('link', { name: 'Engadir paso a Proceso' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Engadir paso a Proceso' })).toBeVisible();
    await expect(page.getByLabel('UUID Proceso')).not.toHaveValue('');
    await page.getByLabel('Título').fill('Lista provisional de admitidos');
    await expect(page.getByText('PDF de ata 20 MB')).toBeVisible();
    const uploads: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/asignar/')) uploads.push(r.url()); });
    const grande = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(21 * 1024 * 1024, 32)]);
    await page.getByLabel('Arquivo (PDF)').setInputFiles({ name: 'grande.pdf', mimeType: 'application/pdf', buffer: grande });
    await page.getByRole('button', { name: 'Engadir' }).click();
    await expect(page.getByRole('alert')).toHaveText('O arquivo «grande.pdf» ocupa 21 MB e o máximo admitido é 20 MB: redúceo ou divídeo antes de envialo.');
    expect(uploads).toEqual([]);
    await page.getByLabel('Arquivo (PDF)').setInputFiles(PDF);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByLabel('Data do BOP').fill('2026-03-10');
    await page.getByRole('button', { name: 'Engadir' }).click();
    // Back to the list it came from, search included.
    await expect(page).toHaveURL(listado);
    await expect(page.getByRole('status').filter({ hasText: 'Opo engadida correctamente' })).toBeVisible();

    await offerCard(page, 'EN PROCESO', titulo).getByRole('link', { name: 'Engadir paso a Proceso' }).click();
    await page.getByLabel('Título').fill('Bases da convocatoria');
    await page.getByLabel('URL').fill('https://bop.example.gal/bases');
    await page.getByLabel('Data do BOP').fill('2026-03-02');
    await page.getByRole('button', { name: 'Engadir' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Opo engadida correctamente' })).toBeVisible();

    // The phases, in the order they were added.
    const toggle = offerCard(page, 'EN PROCESO', titulo).getByRole('button', { name: `Ver as fases de «${titulo}»` });
    await toggle.click();
    const fases = offerCard(page, 'EN PROCESO', titulo).getByRole('listitem');
    await expect(fases).toHaveCount(2);
    await expect(fases.nth(0)).toContainText('Lista provisional de admitidos');
    await expect(fases.nth(0)).toContainText('Orde 1');
    await expect(fases.nth(1)).toContainText('Bases da convocatoria');

    // The public offer page shows both, the file as a download and the link to its URL; the detail is sanitised.
    await page.goto(`/public/oposicion/${slug}`);
    await expect(page.getByRole('heading', { name: titulo })).toBeVisible();
    const download = page.getByRole('link', { name: 'Lista provisional de admitidos' });
    await expect(download).toHaveAttribute('href', /getArchivo\/procesoOposicion\?uuidArchivo=/);
    await expect(page.getByRole('link', { name: 'Bases da convocatoria' })).toHaveAttribute('href', 'https://bop.example.gal/bases');
    await expect(page.getByText('20 días')).toBeVisible();
    const pdf = await page.request.get((await download.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // A visitor's click saves the real file under the phase title with underscores + .pdf (the page's code names it:
    // wait until the server-drawn page is hydrated, its language switch enabled, as a click before it is a plain link).
    await expect(page.getByRole('button', { name: 'ES', exact: true })).toBeEnabled({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe('Lista_provisional_de_admitidos.pdf');

    // Remove the linked phase.
    await page.goto(listado);
    await offerCard(page, 'EN PROCESO', titulo).getByRole('button', { name: `Ver as fases de «${titulo}»` }).click();
    await offerCard(page, 'EN PROCESO', titulo).getByRole('button', { name: 'Eliminar Bases da convocatoria' }).click();
    await offerCard(page, 'EN PROCESO', titulo).getByRole('button', { name: 'Si, eliminar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Eliminada relación' })).toBeVisible();
    await expect(offerCard(page, 'EN PROCESO', titulo).getByRole('listitem')).toHaveCount(1);
    await page.goto(`/public/oposicion/${slug}`);
    await expect(page.getByRole('link', { name: 'Lista provisional de admitidos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bases da convocatoria' })).toHaveCount(0);

    // Mark it finished: it moves to 'FINALIZADOS'.
    await page.goto(listado);
    await offerCard(page, 'EN PROCESO', titulo).getByRole('link', { name: 'Modificar Proceso' }).click();
    // The list stays on screen until the form's code is there (a navigation is a transition); its region
    // "FINALIZADOS" would match a loose label.
    await expect(page.getByRole('heading', { level: 1, name: 'Modificar proceso OPO' })).toBeVisible();
    await expect(page.getByLabel('Finalizado', { exact: true })).toHaveValue('false');
    await page.getByLabel('Finalizado', { exact: true }).selectOption({ label: 'SI' });
    await page.getByRole('button', { name: 'Modificar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Opo modificada correctamente' })).toBeVisible();
    await page.goto(listado);
    await expect(offerCard(page, 'FINALIZADOS', titulo)).toBeVisible();
    await expect(offerCard(page, 'FINALIZADOS', titulo)).toContainText('Finalizado SI');
    await expect(offerCard(page, 'EN PROCESO', titulo)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
