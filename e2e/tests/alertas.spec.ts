import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { received } from './helpers/mail';

// Issue 16: alerts for a label, a search or a filtered list, from the list to the inbox to the manage page.

async function noSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

test.describe('alerts of new competitions', () => {
  test('a label alert in Galician: ask on the label page, confirm from the e-mail, see it on the manage page and cancel it', async ({ page }) => {
    const labels = (await (await page.request.get('/api/v1/opos/etiquetas/nomes')).json()) as { gl: string; es: string }[];
    expect(labels.length).toBeGreaterThan(0);
    const { gl: etiqueta } = labels[0];
    const email = `alerta-${Date.now()}@example.org`;

    await page.goto(`/public/?etiquetaBusqueda=${encodeURIComponent(etiqueta)}`);
    const box = page.getByRole('region', { name: 'Avisarme de novas como estas' });
    await expect(box).toBeVisible();
    await expect(box).toContainText(`Recibe por correo as novas oposicións de: etiqueta «${etiqueta}».`);
    await expect(box.getByRole('link', { name: 'Aviso de privacidade' })).toHaveAttribute('href', '/public/privacidade');
    await noSeriousViolations(page, 'label page with the alert box');

    // A wrong address is said next to the field; then the real one, immediate.
    await box.getByLabel('O teu correo electrónico').fill('non-e-un-correo');
    await box.getByRole('button', { name: 'Crear o aviso' }).click();
    await expect(box.getByRole('alert')).toContainText('Ese correo non parece válido');
    await box.getByLabel('O teu correo electrónico').fill(email);
    await box.getByRole('radio', { name: /Ao momento/ }).check();
    await box.getByRole('button', { name: 'Crear o aviso' }).click();
    await expect(box.getByRole('status')).toContainText('Enviámosche un correo para confirmar o aviso');

    const eml = await received(email);
    expect(eml).toMatch(/^Content-Language: gl$/m);
    expect(eml).toMatch(/^List-Unsubscribe: <http:\/\/localhost:\d+\/api\/v1\/alertas\/baixa\?token=[\w.-]+>$/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(eml).toContain('Confirmar o aviso');
    const confirm = eml.match(/https?:\/\/[^\s"<>]+\/public\/alertas\/confirmar\?token=[\w.-]+&(?:amp;)?lang=gl/)![0].replace('&amp;', '&');

    await page.goto(confirm);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmación do aviso' })).toBeVisible();
    await expect(page.getByText('Aviso confirmado')).toBeVisible();
    await expect(page.getByText(`Recibirás un correo en canto se publiquen novas oposicións de: etiqueta «${etiqueta}».`)).toBeVisible();
    await page.getByRole('link', { name: 'Ver e cancelar os meus avisos' }).click();

    await expect(page).toHaveURL(/\/public\/alertas\/xestionar\?token=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Os meus avisos' })).toBeVisible();
    const lista = page.getByRole('region', { name: 'Avisos de novas oposicións' });
    await expect(lista.getByRole('link', { name: `etiqueta «${etiqueta}»` })).toBeVisible();
    await expect(lista).toContainText('Ao momento');
    await noSeriousViolations(page, 'manage page');
    const cancel = page.getByRole('button', { name: `Cancelar o aviso: etiqueta «${etiqueta}»` });
    expect((await cancel.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await cancel.click();
    await expect(page.getByRole('status')).toContainText(`Aviso cancelado: etiqueta «${etiqueta}».`);
    await expect(page.getByText('Este enderezo non ten ningún aviso.')).toBeVisible();

    // Gone on the server too: the link of the e-mail now shows nothing.
    await page.reload();
    await expect(page.getByText('Este enderezo non ten ningún aviso.')).toBeVisible();
  });

  test('a search alert in Spanish: the daily digest chosen, confirmed in Spanish, all cancelled in one click', async ({ page }) => {
    const email = `busca-${Date.now()}@example.org`;
    await page.goto('/public/?textoBusqueda=bombero&lang=es');
    const box = page.getByRole('region', { name: 'Avisarme de novedades como estas' });
    await expect(box).toContainText('Recibe por correo las nuevas oposiciones de: «bombero».');
    await expect(box.getByRole('radio', { name: /Un resumen diario/ })).toBeChecked();
    await box.getByLabel('Tu correo electrónico').fill(email);
    await box.getByRole('button', { name: 'Crear el aviso' }).click();
    await expect(box.getByRole('status')).toContainText('Te hemos enviado un correo para confirmar el aviso');

    const eml = await received(email);
    expect(eml).toMatch(/^Content-Language: es$/m);
    expect(eml).toContain('Hemos recibido una petición para enviar a esta dirección avisos de las nuevas oposiciones de: «bombero» (un resumen diario a las 08:00).');
    const confirm = eml.match(/https?:\/\/[^\s"<>]+\/public\/alertas\/confirmar\?token=[\w.-]+&(?:amp;)?lang=es/)![0].replace('&amp;', '&');
    const manage = eml.match(/https?:\/\/[^\s"<>]+\/public\/alertas\/xestionar\?token=[\w.-]+&(?:amp;)?lang=es/)![0].replace('&amp;', '&');

    // The link's language wins.
    await page.goto(confirm);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmación del aviso' })).toBeVisible();
    await expect(page.getByText('Cada día a las 08:00 recibirás un correo con las nuevas oposiciones de: «bombero». Los días sin novedades no enviaremos nada.')).toBeVisible();

    await page.goto(manage);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis avisos' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Avisos de nuevas oposiciones' })).toContainText('Resumen diario a las 08:00');
    await page.getByRole('button', { name: 'Cancelar todos los avisos' }).click();
    await expect(page.getByRole('status')).toContainText('Has cancelado todos los avisos de esta dirección.');
    await expect(page.getByText('Esta dirección no tiene ningún aviso.')).toBeVisible();
  });

  test('a bulletin day offers no alert, a filtered list does', async ({ page }) => {
    await page.goto('/public/?provincia=Lugo');
    await expect(page.getByRole('region', { name: 'Avisarme de novas como estas' })).toContainText('de: en Lugo.');
    const bops = (await (await page.request.get('/api/v1/opos/bop/consulta')).json()) as { fechaBop: number[] }[];
    const [y, m, d] = bops[0].fechaBop;
    await page.goto(`/public/?fecha=${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Avisarme de novas como estas' })).toHaveCount(0);
  });
});
