import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { received } from './helpers/mail';

// Issue 24: "avísame cando se abra un proceso para min". The profile filled in the browser, the alert asked from the
// profile box above the list, the confirmation e-mail read and its link followed, the alert's Atom feed read, and (in
// Galician) the one-click leave that deletes the profile from the server; in Galician and in Spanish.

const TEXTOS = {
  gl: {
    boton: 'O meu perfil', dialogo: 'O meu perfil: podo presentarme?', titulacion: 'Titulación máis alta que tes', celga: 'Galego (CELGA ou equivalente)',
    carnes: 'Carnés de conducir que tes', gardar: 'Gardar o perfil', alerta: 'Avísame cando se abra un proceso para min',
    rexion: 'Aviso por correo de procesos para o teu perfil', email: 'O teu correo electrónico', crear: 'Crear o aviso', ok: 'Enviámosche un correo para confirmar o aviso',
    perfil: 'O teu perfil: ESO / Graduado escolar · CELGA 4 · B.', confirmar: 'Confirmación do aviso', feed: 'Seguir estes procesos nun lector de noticias (Atom)',
    titulo: '<title>Oposicións Galicia: procesos para o teu perfil</title>', respostas: /^(✓ Podes presentarte|\? Revisa as bases): /, non: 'Non cumpres',
  },
  es: {
    boton: 'Mi perfil', dialogo: 'Mi perfil: ¿puedo presentarme?', titulacion: 'Titulación más alta que tienes', celga: 'Gallego (CELGA o equivalente)',
    carnes: 'Carnés de conducir que tienes', gardar: 'Guardar el perfil', alerta: 'Avísame cuando se abra un proceso para mí',
    rexion: 'Aviso por correo de procesos para tu perfil', email: 'Tu correo electrónico', crear: 'Crear el aviso', ok: 'Te hemos enviado un correo para confirmar el aviso',
    perfil: 'Tu perfil: ESO / Graduado escolar · CELGA 4 · B.', confirmar: 'Confirmación del aviso', feed: 'Seguir estos procesos en un lector de noticias (Atom)',
    titulo: '<title>Oposicións Galicia: procesos para tu perfil</title>', respostas: /^(✓ Puedes presentarte|\? Revisa las bases): /, non: 'No cumples',
  },
} as const;

/** Fills the profile in the dialog of the box above the list: ESO, CELGA 4, licence B. */
async function encherPerfil(page: Page, lang: 'gl' | 'es') {
  const x = TEXTOS[lang];
  const caixa = page.getByTestId('perfil-lista');
  await caixa.getByRole('button', { name: x.boton, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: x.dialogo });
  await dialog.getByLabel(x.titulacion).selectOption('eso');
  await dialog.getByLabel(x.celga).selectOption('4');
  await dialog.getByRole('group', { name: x.carnes }).getByRole('checkbox', { name: 'B', exact: true }).check();
  await dialog.getByRole('button', { name: x.gardar }).click();
  await expect(dialog).toBeHidden();
  return caixa;
}

/** Asks for the profile alert from the box; answers the confirmation e-mail and its link. */
async function pedirAlerta(page: Page, lang: 'gl' | 'es', email: string, inmediata: boolean) {
  const x = TEXTOS[lang];
  const caixa = await encherPerfil(page, lang);
  await caixa.getByRole('button', { name: x.alerta }).click();
  const rexion = caixa.getByRole('region', { name: x.rexion });
  await expect(rexion).toBeVisible();
  // The alert's form, as a screen reader or a keyboard meets it: no serious or critical violation.
  const axe = await new AxeBuilder({ page }).include('[data-testid="perfil-lista"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await rexion.getByLabel(x.email).fill(email);
  if (inmediata) await rexion.getByRole('radio', { name: lang === 'gl' ? /Ao momento/ : /Al momento/ }).check();
  await rexion.getByRole('button', { name: x.crear }).click();
  await expect(rexion.getByRole('status')).toContainText(x.ok);
  const eml = await received(email);
  expect(eml).toMatch(new RegExp(`^Content-Language: ${lang}$`, 'm'));
  expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(eml).toContain(x.perfil);
  const link = (page: string) => eml.match(new RegExp(`https?://[^\\s"<>]+/public/alertas/${page}\\?token=[\\w.-]+&(?:amp;)?lang=${lang}`))![0].replace('&amp;', '&');
  return { confirmar: link('confirmar'), baixa: link('baixa') };
}

/** The feed of the confirmed alert: its processes, each with the answer in its title; never one the profile does not meet. */
async function lerFeed(page: Page, lang: 'gl' | 'es') {
  const x = TEXTOS[lang];
  const href = await page.getByRole('link', { name: x.feed }).getAttribute('href');
  expect(href).toMatch(/^\/api\/v1\/feeds\/perfil\.atom\?token=[\w-]+\.[\w-]+$/);
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const atom = await res.text();
  expect(atom).toContain(x.titulo);
  const titulos = [...atom.matchAll(/<entry>\s*<title type="html"><!\[CDATA\[([^\]]*)\]\]><\/title>/g)].map((m) => m[1]);
  expect(titulos.length, 'the demo has processes that open for an ESO, CELGA 4, B profile').toBeGreaterThan(0);
  for (const t of titulos) expect(t).toMatch(x.respostas);
  expect(atom).not.toContain(x.non);
  return href!;
}

test('the profile alert in Galician: asked from the profile box, confirmed from the e-mail, its feed read, left in one click', async ({ page }) => {
  const email = `perfil-${Date.now()}@example.org`;
  await page.goto('/public/');
  const { confirmar, baixa } = await pedirAlerta(page, 'gl', email, true);

  await page.goto(confirmar);
  await expect(page.getByRole('heading', { level: 1, name: TEXTOS.gl.confirmar })).toBeVisible();
  await expect(page.getByText('Aviso confirmado')).toBeVisible();
  await expect(page.getByText('Recibirás un correo en canto se abra un proceso ao que podes presentarte ou cuxas bases debes revisar segundo o teu perfil (ESO / Graduado escolar · CELGA 4 · B), co porqué.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver os procesos para o meu perfil' })).toHaveAttribute('href', '/public/?perfil=1');
  const feed = await lerFeed(page, 'gl');

  // Leaving (the link of every e-mail) deletes the alert and its profile: the feed is gone with it.
  await page.goto(baixa);
  await expect(page.getByText('Baixa feita')).toBeVisible();
  await expect(page.getByText('O teu perfil borrouse do servidor (neste navegador segue, se o gardaras).')).toBeVisible();
  expect((await page.request.get(feed)).status()).toBe(404);
});

test('the profile alert in Spanish: a daily digest, confirmed in Spanish, its feed in Spanish', async ({ page }) => {
  const email = `perfil-es-${Date.now()}@example.org`;
  await page.goto('/public/?lang=es');
  const { confirmar } = await pedirAlerta(page, 'es', email, false);
  await page.goto(confirmar);
  await expect(page.getByRole('heading', { level: 1, name: TEXTOS.es.confirmar })).toBeVisible();
  await expect(page.getByText('Cada día a las 08:00 recibirás un correo con los nuevos procesos a los que puedes presentarte o cuyas bases debes revisar según tu perfil (ESO / Graduado escolar · CELGA 4 · B), con el porqué. Los días sin novedades no enviaremos nada.')).toBeVisible();
  await lerFeed(page, 'es');
});
