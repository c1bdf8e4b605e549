import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';

// Issue 17: the browser policy. The whole site (shell + the four remotes), the sign-in provider's pages and the
// sign-out work under the Content-Security-Policy with no violation, and sign-in works from 127.0.0.1 too.

/** Every CSP violation of every document the page loads, and console messages that mention the policy. */
async function watchPolicy(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(t: string): void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI} at ${e.documentURI}`);
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|evaluate|connect|frame)/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
  return violations;
}

test.describe('browser policy', () => {
  test('every response carries the policy: CSP without inline scripts, no framing, nosniff, no referrer', async ({ request }) => {
    for (const path of ['/public/', '/public/admin/login', '/api/v1/opos/etiquetas', '/idp/.well-known/openid-configuration']) {
      const res = await request.get(path);
      const headers = res.headers();
      expect(headers['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
      expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
    }
  });

  test('the composed site, sign-in, the admin remotes and sign-out run with no CSP violation', async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await watchPolicy(page);

    await page.goto('/public/');
    await expect(page.locator('[data-remote="mf-public"]').first()).toBeVisible();
    await page.goto('/public/bop');
    await expect(page.locator('[data-remote="mf-public"]').first()).toBeVisible();

    await page.goto('/public/admin/login');
    await page.getByRole('link', { name: 'Entrar co provedor de identidade' }).click();
    await expect(page).toHaveURL(/\/idp\/interaction\//);
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contrasinal').fill('admin');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/public\/admin\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Benvida/o, admin' })).toBeVisible();

    // The offers administration remote and the configuration remote.
    await page.goto('/public/admin/crearProceso/opo');
    await expect(page.locator('[data-remote="mf-admin-offers"]')).toBeVisible();
    await page.goto('/public/admin/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Benvida/o, admin' })).toBeVisible();

    // Sign-out: the provider's page submits its form with its one (hash-allowed) inline script.
    await page.getByRole('navigation', { name: 'Menú de administración' }).getByRole('link', { name: 'Pechar sesión' }).click();
    await expect(page).not.toHaveURL(/\/public\/admin\/home$/, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');

    expect(violations).toEqual([]);
  });

  test('sign-in works from http://127.0.0.1 (the development provider accepts every loopback address)', async ({ page }) => {
    const port = new URL(baseURL).port;
    const violations = await watchPolicy(page);
    await page.goto(`http://127.0.0.1:${port}/public/admin/login`);
    await page.getByRole('link', { name: 'Entrar co provedor de identidade' }).click();
    await expect(page).toHaveURL(/\/idp\/interaction\//);
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contrasinal').fill('admin');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${port}/public/admin/home$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Benvida/o, admin' })).toBeVisible();
    expect(violations).toEqual([]);

    // The policy is enforced (and the watcher sees it): an injected inline script does not run.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  });
});
