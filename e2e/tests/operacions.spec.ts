import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Issue 26 on the admin home: the operator's alerts and the backfill of past bulletin days, in a browser, both
// languages, on a phone too. The backfill reads BOP Lugo days of January 2024 from the recorded files: none has a
// bulletin there, so it changes nothing the other specs see.

async function signIn(page: Page) {
  await page.goto('/public/admin/login');
  await page.getByRole('link', { name: 'Entrar co provedor de identidade' }).click();
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contrasinal').fill('admin');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benvida/o, admin' })).toBeVisible();
}

test('an administrator reads the history of a bulletin from the admin home and sees it done; the alerts are listed (gl, es)', async ({ page }) => {
  await signIn(page);
  const avisos = page.getByRole('region', { name: 'Avisos de operación' });
  await expect(avisos).toBeVisible();
  // The e2e server sets no OPERATOR_EMAIL.
  await expect(avisos.getByText('Non hai enderezo dos administradores (OPERATOR_EMAIL): os avisos só se mostran aquí.')).toBeVisible();

  const historico = page.getByRole('region', { name: 'Ler o histórico dos boletíns' });
  await historico.getByLabel('Desde').fill('2024-01-08');
  await historico.getByLabel('Ata (baleiro: onte)').fill('2024-01-13');
  await historico.getByRole('checkbox', { name: 'BOP Lugo' }).check();
  await historico.getByRole('button', { name: 'Ler o histórico' }).click();
  const row = historico.getByRole('row').filter({ hasText: '8 de xaneiro de 2024 – 13 de xaneiro de 2024' });
  await expect(row).toContainText('BOP Lugo');
  await expect(row).toContainText('6 de 6 días', { timeout: 30_000 });
  await expect(row).toContainText('Feito');
  await expect(row).toContainText('0 lecturas boas, 6 días sen boletín, 0 fallidas');
  await page.screenshot({ path: test.info().outputPath('admin-home-operacions-gl.png'), fullPage: true });
  const axe = await new AxeBuilder({ page }).include('[data-testid="historico"]').include('[data-testid="avisos-operador"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.getByRole('button', { name: 'ES' }).click();
  await expect(page.getByRole('region', { name: 'Leer el histórico de los boletines' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '8 de enero de 2024 – 13 de enero de 2024' })).toContainText('Hecho');
  await expect(page.getByRole('region', { name: 'Avisos de operación' }).getByText(/No hay dirección de los administradores/)).toBeVisible();
  await page.getByRole('button', { name: 'GL' }).click();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the backfill section fits the screen', async ({ page }) => {
    await signIn(page);
    const historico = page.getByRole('region', { name: 'Ler o histórico dos boletíns' });
    await historico.scrollIntoViewIfNeeded();
    await expect(historico.getByRole('button', { name: 'Ler o histórico' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('admin-home-operacions-phone.png'), fullPage: true });
  });
});
