import { expect, test } from '@playwright/test';

// Issue 24: the places approved in public employment offers and still to be called, per body, in both languages,
// rendered on the server (docs/speed.md) and readable on a phone. The demo data holds the Lugo offer of 2020, whose
// four police places the demo's Lugo police call cites, and three offers read from the sample days.

test.describe('public employment offers', () => {
  test('the list and a body\'s page arrive in the first HTML, in Galician and in Spanish', async ({ page }) => {
    const gl = await (await page.request.get('/public/oep', { headers: { 'accept-language': 'gl' } })).text();
    expect(gl).toContain('Prazas aprobadas e pendentes de convocar');
    expect(gl).toMatch(/Concello de Lugo/);
    expect(gl).toMatch(/8 prazas aprobadas/);
    const es = await (await page.request.get('/public/oep/concello%3Alugo', { headers: { 'accept-language': 'es' } })).text();
    expect(es).toMatch(/Concello de Lugo · OEP 2020/);
    expect(es).toMatch(/8 plazas aprobadas, 4 convocadas, 4 pendientes \(plazo hasta el \d+ de \w+ de \d{4}\)/);
  });

  test('a visitor on a phone goes from the list to a body, sees what is pending and the call that used the places', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'gl-ES' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/public/cobertura');
    await page.getByRole('link', { name: 'Prazas aprobadas nas ofertas de emprego' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prazas aprobadas e pendentes de convocar' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver as ofertas de Concello de Lugo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Concello de Lugo' })).toBeVisible();
    const oferta = page.getByRole('region', { name: 'Concello de Lugo · OEP 2020' });
    await expect(oferta.getByText(/^8 prazas aprobadas, 4 convocadas, 4 pendentes \(prazo ata o \d+ de \w+ de \d{4}\)$/)).toBeVisible();
    const policia = oferta.locator('li.oep-posto', { has: page.getByRole('heading', { name: 'Axente da policía local' }) });
    await expect(policia).toContainText('Grupo C1');
    await expect(policia).toContainText('cita esta oferta');
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByRole('button', { name: 'ES' }).click();
    await expect(oferta.getByText(/^8 plazas aprobadas, 4 convocadas, 4 pendientes \(plazo hasta el \d+ de \w+ de \d{4}\)$/)).toBeVisible();
    await expect(policia).toContainText('personal funcionario');
    await policia.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/public\/oposicion\/policia-local-lugo-2026$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a body without offers says so', async ({ page }) => {
    await page.goto('/public/oep/concello%3Aningures');
    await expect(page.getByText('Non lemos ningunha oferta de emprego público deste organismo.')).toBeVisible();
    await page.getByRole('link', { name: 'Todos os organismos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prazas aprobadas e pendentes de convocar' })).toBeVisible();
  });
});
