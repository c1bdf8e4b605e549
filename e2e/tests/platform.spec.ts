import { expect, test } from '@playwright/test';

test.describe('the composed site', () => {
  test('serves /public/ with the shell and a remote composed, one React, one store, no console errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    await expect(page).toHaveURL(/\/public\/$/);
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await expect(page.locator('main [data-remote="mf-public"], main h1').first()).toBeVisible();
    await expect(page.getByText('© 2024')).toBeVisible();
    // The page is drawn by the server; its code starts after the first paint and enables the page once hydrated.
    // (Playwright reads a control's own state: a control inside the disabled gate, not the fieldset, says so.)
    await expect(page.getByRole('button', { name: 'ES', exact: true })).toBeEnabled();
    const probe = await page.evaluate(() => {
      const p = (window as unknown as { __OPOS_RUNTIME__: { sharedInstances: number; stores: number; reacts: Set<unknown> } }).__OPOS_RUNTIME__;
      return { shared: p.sharedInstances, stores: p.stores, reacts: p.reacts.size };
    });
    expect(probe).toEqual({ shared: 1, stores: 1, reacts: 1 });
    expect(errors).toEqual([]);
  });

  test('a remote whose files cannot be loaded shows a message in its place; the rest keeps working', async ({ page }) => {
    await page.route('**/remotes/mf-public/**', (route) => route.abort());
    await page.goto('/public/');
    await expect(page.getByRole('alert')).toContainText('non está dispoñible');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await page.goto('/public/admin/login');
    await expect(page.locator('main')).not.toContainText('non está dispoñible');
  });

  test('a remote answering 404 or a broken script is contained too', async ({ page }) => {
    await page.route('**/remotes/mf-admin-config/mf-manifest.json', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.route('**/remotes/mf-auth/remoteEntry.js', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("broken deploy")' }));
    await page.goto('/public/admin/login');
    await expect(page.getByRole('alert')).toContainText('non está dispoñible');
    await page.getByRole('link', { name: 'Inicio' }).first().click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('unknown URLs show a not-found page inside the layout', async ({ page }) => {
    await page.goto('/public/non-existe');
    await expect(page.getByRole('heading', { name: 'Páxina non atopada' })).toBeVisible();
  });
});
