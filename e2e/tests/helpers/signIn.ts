import { expect, type Page } from '@playwright/test';

/**
 * Signs in to the admin area as a user does: the site's login page, the provider's login form, back to the
 * admin home. The embedded development provider seeds admin/admin.
 */
export async function signIn(page: Page, username = 'admin', password = 'admin'): Promise<void> {
  await page.goto('/public/admin/login');
  await page.getByRole('link', { name: 'Entrar co provedor de identidade' }).click();
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contrasinal').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/public\/admin\/home$/);
}
