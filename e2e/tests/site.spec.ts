import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers/signIn';

// Issue 15: a site that explains itself (about, privacy, legal), the language of the browser, focus after a search,
// the compact phone header and touch targets. Runs on the demo data loaded at start.

const PHONE = { width: 390, height: 844 };

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Width and height of every visible element the locator finds, with a name to say which one is too small. */
async function sizes(locator: Locator) {
  return locator.evaluateAll((els) =>
    els
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && style.visibility !== 'hidden';
      })
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { what: `${el.tagName.toLowerCase()} «${(el.textContent ?? '').trim().slice(0, 40)}»`, width: Math.round(r.width * 10) / 10, height: Math.round(r.height * 10) / 10 };
      }),
  );
}

async function expectTargets(locator: Locator, { minWidth = 0 } = {}) {
  const found = await sizes(locator);
  expect(found.length).toBeGreaterThan(0);
  expect(found.filter((s) => s.height < 44 || s.width < minWidth)).toEqual([]);
  return found;
}

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('opens the site in Spanish, and the visitor’s choice is remembered over the browser’s', async ({ page }) => {
    await page.goto('/public/');
    await expect(page.getByRole('heading', { level: 1, name: 'Oposiciones de los últimos 7 días' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'ES' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/^Reunimos las oposiciones y el empleo público de Galicia publicados en el BOE, el DOG y los BOP/)).toBeVisible();

    await page.getByRole('button', { name: 'GL' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oposicións dos últimos 7 días' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Oposicións dos últimos 7 días' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'GL' })).toHaveAttribute('aria-pressed', 'true');

    // A link that names its language wins, without changing the remembered choice.
    await page.goto('/public/acerca?lang=es');
    await expect(page.getByRole('heading', { level: 1, name: 'Acerca de Oposicións Galicia' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Prevalece el texto del boletín' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('opos.lang'))).toBe('gl');
  });
});

test.describe('a Galician or English browser', () => {
  test.use({ locale: 'en-GB' });

  test('opens the site in Galician', async ({ page }) => {
    await page.goto('/public/');
    await expect(page.getByRole('heading', { level: 1, name: 'Oposicións dos últimos 7 días' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'gl');
  });
});

test.describe('the site explains itself', () => {
  test('the home introduction leads to the about page, which links coverage, privacy and the legal notice', async ({ page }) => {
    await page.goto('/public/');
    const intro = page.getByText(/^Reunimos as oposicións e o emprego público de Galicia publicados no BOE, no DOG e nos BOP da Coruña, Lugo, Ourense e Pontevedra\. Non somos fonte oficial/);
    await expect(intro).toBeVisible();
    await intro.getByRole('link', { name: 'Máis sobre este sitio' }).click();
    await expect(page).toHaveURL(/\/public\/acerca$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Acerca de Oposicións Galicia' })).toBeVisible();
    await expect(page).toHaveTitle('Acerca de Oposicións Galicia · Oposicións Galicia');
    const fontes = page.getByRole('region', { name: 'De onde sae' });
    await expect(fontes.getByRole('link')).toHaveCount(6);
    // The schedule the server runs (READING_SCHEDULE is off in the e2e server: it says so).
    await expect(page.getByRole('region', { name: 'Cando se len' })).toContainText(/Lemos os boletíns|non a unha hora fixa/);
    await expect(page.getByRole('link', { name: 'Cobertura: a última lectura de cada boletín' })).toHaveAttribute('href', '/public/cobertura');

    const footer = page.getByRole('navigation', { name: 'Sobre o sitio' });
    await footer.getByRole('link', { name: 'Aviso legal' }).click();
    await expect(page).toHaveURL(/\/public\/aviso-legal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aviso legal' })).toBeVisible();
    // The operator named by the deployment (SITE_OPERATOR_*; the demo value here).
    await expect(page.getByText('Este sitio web é de Oposicións Galicia, que o mantén.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Titular' }).getByRole('link', { name: 'contacto@oposicions.gal' })).toBeVisible();

    await footer.getByRole('link', { name: 'Privacidade' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidade' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Durante canto tempo' })).toContainText('30 días');
  });

  test('every e-mail box links the privacy notice, and a subscription asks to confirm by e-mail (Spanish)', async ({ page }) => {
    const etiquetas = (await (await page.request.get('/api/v1/opos/etiquetas')).json()) as string[];
    let url = '';
    for (const etiqueta of etiquetas) {
      const procesos = (await (await page.request.get(`/api/v1/opos/procesoOpo/etiquetas?etiquetaBusqueda=${encodeURIComponent(etiqueta)}`)).json()) as { urlAmigable: string }[];
      if (procesos.length) { url = procesos[0].urlAmigable; break; }
    }
    expect(url).not.toBe('');
    await page.goto(`/public/oposicion/${url}?lang=es`);
    const box = page.getByRole('region', { name: '¡Suscríbete a los avisos de esta OPO!' });
    await expect(box.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute('href', '/public/privacidade');
    await box.getByPlaceholder('Introduce tu correo electrónico').fill(`confirma-${Date.now()}@example.org`);
    await box.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(box.getByRole('status')).toHaveText('Aviso de notificación creado correctamente');
    await expect(box.getByText('Revisa tu correo y confirma la suscripción.')).toBeVisible();
    await box.getByRole('link', { name: 'Aviso de privacidad' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeVisible();
  });

  for (const path of ['/public/acerca', '/public/privacidade', '/public/aviso-legal']) {
    for (const lang of ['gl', 'es']) {
      test(`axe: ${path} in ${lang} has no serious or critical violation, on a desktop and a phone`, async ({ page }) => {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.locator('main h1')).toBeVisible();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.setViewportSize(PHONE);
        await page.getByRole('button', { name: 'Menú' }).click();
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  }
});

test.describe('after a search', () => {
  test('the focus moves to the results heading and the count is said in a polite live region, for both boxes', async ({ page }) => {
    const opos = (await (await page.request.get('/api/v1/opos/consultaDias?dias=7')).json()) as { organizacion: string; fechaBop: number[] }[];
    await page.goto('/public/');
    await expect(page.getByRole('heading', { level: 1, name: 'Oposicións dos últimos 7 días' })).toBeVisible();
    const live = page.locator('main [aria-live="polite"].results-announcer');

    await page.getByLabel('Buscar por texto').fill(opos[0].organizacion);
    await page.getByLabel('Buscar por texto').press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: `Resultados da busca «${opos[0].organizacion}»` });
    await expect(heading).toBeFocused();
    await expect(live).toHaveText(/^(1 resultado|\d+ resultados)$/);
    // The next Tab leaves the heading forward, into the results area, never back to the search boxes.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.public-search')))).toBe(false);

    const d = opos[0].fechaBop;
    const iso = `${d[0]}-${String(d[1]).padStart(2, '0')}-${String(d[2]).padStart(2, '0')}`;
    await page.getByLabel('Buscar por data').fill(iso);
    await page.getByRole('button', { name: 'Buscar data' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Oposicións do / })).toBeFocused();
    await expect(live).toHaveText(/^(1 resultado|\d+ resultados)$/);
  });
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: PHONE });

  test('the header is one compact row; the menu button opens the links, Escape closes it', async ({ page }) => {
    await page.goto('/public/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.locator('header.site-header');
    const height = (await header.boundingBox())!.height;
    console.log(`phone header height: ${height} px`);
    expect(height).toBeLessThanOrEqual(72);

    const button = page.getByRole('button', { name: 'Menú' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The links are in the page but folded away.
    await expect(page.locator('#site-menu a', { hasText: 'Etiquetas' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Etiquetas', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'ES' })).toBeVisible();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('link', { name: 'Etiquetas' })).toBeVisible();
    await expectTargets(menu.getByRole('link'));
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Inicio' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(menu).toBeHidden();

    // A link chosen in the menu closes it and the page gets the focus.
    await button.click();
    await menu.getByRole('link', { name: 'Etiquetas' }).click();
    await expect(page).toHaveURL(/\/public\/etiquetas$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main')).toBeFocused();
    const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
    expect(scroll).toBeLessThanOrEqual(width);
  });

  test('every touch target is at least 44 px: language switch, menu button, chips, card links, buttons, footer links', async ({ page }) => {
    await page.goto('/public/');
    await expect(page.locator('main li.opo-card').first()).toBeVisible();
    const header = await expectTargets(page.locator('header .lang-switch button, header .menu-button'), { minWidth: 44 });
    const cards = await expectTargets(page.locator('main li.opo-card a'));
    const buttons = await expectTargets(page.locator('main button'), { minWidth: 44 });
    await expectTargets(page.locator('main input:not([type="checkbox"]):not([type="radio"])'));
    // The filters fold under their summary on a phone: it is a target too, and so is every control once open.
    const summary = page.locator('main details.filtros > summary');
    await expectTargets(summary);
    if (!(await page.locator('main details.filtros').getAttribute('open'))) await summary.click();
    await expectTargets(page.locator('main details.filtros select'));
    await expectTargets(page.locator('footer a'));
    await page.goto('/public/etiquetas');
    await expect(page.locator('main .chip').first()).toBeVisible();
    const chips = await expectTargets(page.locator('main .chip'), { minWidth: 44 });
    console.log(`touch targets measured: ${header.length} header, ${cards.length} card links, ${buttons.length} buttons, ${chips.length} label chips; smallest chip ${Math.min(...chips.map((c) => c.height))} px high`);
  });

  test('signed in, the admin menu folds into the same menu and Login Administracion is gone; with the session ended it is back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    await page.setViewportSize(PHONE);
    await page.goto('/public/admin/home');
    const header = page.locator('header.site-header');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    await expect(page.locator('a', { hasText: 'Login Administracion' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Menú' }).click();
    const admin = page.getByRole('navigation', { name: 'Menú de administración' });
    await expect(admin.getByRole('link', { name: 'Pechar sesión' })).toBeVisible();
    await page.goto('/public/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('a', { hasText: 'Login Administracion' })).toHaveCount(0);

    // A session that ended (its tokens gone, the admin-allowed flag kept, as when a refresh fails): the link is back.
    await page.evaluate(() => { localStorage.removeItem('opos.accessToken'); localStorage.removeItem('opos.refreshToken'); });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('a', { hasText: 'Login Administracion' })).toHaveCount(1);
  });
});
