import { expect, test, type Page } from '@playwright/test';

// Sign-in through the embedded development OpenID provider (access tokens live 20 s in the e2e configuration).

async function signInAtProvider(page: Page, username: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Acceso á administración' })).toBeVisible();
  await page.getByRole('link', { name: 'Entrar co provedor de identidade' }).click();
  // The provider's own login form (not the site): its URL is under /idp.
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contrasinal').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

test.describe('signing in to the admin area', () => {
  test('the administrator signs in, stays signed in on reload, keeps working after the token expires, and signs out', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto('/public/admin/login');
    await signInAtProvider(page, 'admin', 'admin');

    await expect(page).toHaveURL(/\/public\/admin\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Benvida/o, admin' })).toBeVisible();
    const adminMenu = page.getByRole('navigation', { name: 'Menú de administración' });
    await expect(adminMenu.getByRole('link', { name: 'Pechar sesión' })).toBeVisible();
    await expect(page.getByRole('switch')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Benvida/o, admin' })).toBeVisible();
    await expect(page.getByRole('switch')).toBeVisible();

    // Let the access token expire for real: the server refuses it once its 20 s are over.
    const firstToken = await stored(page, 'opos.accessToken');
    expect(firstToken).toBeTruthy();
    await expect
      .poll(async () => (await request.get('/api/v1/oauth/authorizationAdmin', { headers: { authorization: `Bearer ${firstToken}` } })).status(), {
        timeout: 45_000,
        intervals: [1_000],
      })
      .toBe(401);

    // Still working: the next call renews the token with the refresh token first.
    await page.getByRole('button', { name: 'Borrar cachés' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cachés borradas' })).toBeVisible();
    const secondToken = await stored(page, 'opos.accessToken');
    expect(secondToken).toBeTruthy();
    expect(secondToken).not.toBe(firstToken);
    // And a navigation re-checks the session with the renewed token.
    await adminMenu.getByRole('link', { name: 'Inicio admin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Benvida/o, admin' })).toBeVisible();

    await adminMenu.getByRole('link', { name: 'Pechar sesión' }).click();
    await expect(page).toHaveURL(/\/public\/$/);
    await expect(page.getByRole('navigation', { name: 'Menú de administración' })).toHaveCount(0);
    expect(await stored(page, 'opos.accessToken')).toBeNull();
    expect(await stored(page, 'opos.refreshToken')).toBeNull();

    // The provider session is over too: signing in again asks for the password.
    await page.goto('/public/admin/login');
    await page.getByRole('link', { name: 'Entrar co provedor de identidade' }).click();
    await expect(page.getByLabel('Contrasinal')).toBeVisible();
  });

  test('the visitor account is refused with a clear message', async ({ page }) => {
    await page.goto('/public/admin/login');
    await signInAtProvider(page, 'visitante', 'visitante');
    await expect(page.getByRole('heading', { name: 'Sen permisos de administración' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('esta conta non ten permisos de administración');
    await expect(page.getByRole('navigation', { name: 'Menú de administración' })).toHaveCount(0);
    await page.goto('/public/admin/home');
    await expect(page).toHaveURL(/\/public\/admin\/login\?redirect_postlogin=/);
  });

  test('a wrong password stays on the provider form with a message', async ({ page }) => {
    await page.goto('/public/admin/login');
    await signInAtProvider(page, 'admin', 'non-e-esta');
    await expect(page.getByRole('alert')).toHaveText('Usuario ou contrasinal incorrectos.');
    await page.getByLabel('Contrasinal').fill('admin');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Benvida/o, admin' })).toBeVisible();
  });

  test('an admin URL opened while signed out comes back to that URL after signing in', async ({ page }) => {
    await page.goto('/public/admin/configurarBusqueda');
    await expect(page).toHaveURL(/\/public\/admin\/login\?redirect_postlogin=%2Fadmin%2FconfigurarBusqueda$/);
    await signInAtProvider(page, 'admin', 'admin');
    await expect(page).toHaveURL(/\/public\/admin\/configurarBusqueda$/);
    await expect(page.getByRole('navigation', { name: 'Menú de administración' })).toBeVisible();
  });
});
