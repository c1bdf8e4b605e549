import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The public site as a visitor uses it, on the demo data loaded at start (api/src/demo/demo.ts).

const noHorizontalScroll = async (page: Page) => {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
};

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

interface Opo { organizacion: string; fechaBop: number[]; bop: string; etiquetas: string[] }
interface Oferta { titulo: string; urlAmigable: string; procesoFinalizado: boolean; procesosOposicionesList: { titulo: string }[] }

/** What the demo data holds today, read through the public API, so the tests follow the data instead of guessing it. */
async function demo(page: Page) {
  const opos = (await (await page.request.get('/api/v1/opos/consultaDias?dias=7')).json()) as Opo[];
  const etiquetas = (await (await page.request.get('/api/v1/opos/etiquetas')).json()) as string[];
  for (const etiqueta of etiquetas) {
    const procesos = (await (await page.request.get(`/api/v1/opos/procesoOpo/etiquetas?etiquetaBusqueda=${encodeURIComponent(etiqueta)}`)).json()) as { urlAmigable: string; titulo: string }[];
    if (procesos.length) return { opos, etiquetas, etiqueta, proceso: procesos[0] };
  }
  throw new Error('the demo data has no offer with a label');
}

/** The cards naming a body: as their headline (an edict with no process) or beneath the post (a process). */
const cardsOf = (page: Page, organizacion: string) => page.locator('main li.opo-card').getByText(organizacion, { exact: true });

const iso = (a: number[]) => `${a[0]}-${String(a[1]).padStart(2, '0')}-${String(a[2]).padStart(2, '0')}`;
const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();

test.describe('public site', () => {
  test('a visitor searches by text, date, label and bulletin, in Galician', async ({ page }) => {
    const { opos, etiqueta, proceso } = await demo(page);
    const first = opos[0];
    await page.goto('/public/');
    await expect(page.getByRole('heading', { level: 1, name: 'Oposicións dos últimos 7 días' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Máis información/ }).first()).toBeVisible();
    await expect(page).toHaveTitle('Oposicións Galicia: oposicións dos últimos 7 días');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Galicia/);

    // Text, ignoring case and accents: the organisation upper-cased without accents.
    const query = plain(first.organizacion);
    await page.getByLabel('Buscar por texto').fill(query);
    await page.getByRole('button', { name: 'Buscar texto' }).click();
    await expect(page).toHaveURL(new RegExp(`/public/?\\?textoBusqueda=${encodeURIComponent(query).replace(/[()*]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Resultados da busca «${query}»`);
    await expect(cardsOf(page, first.organizacion).first()).toBeVisible();
    await page.getByRole('link', { name: 'Limpar a busca' }).click();
    await expect(page).toHaveURL(/\/public\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Oposicións dos últimos 7 días' })).toBeVisible();

    // Date: the competitions of that bulletin date, the date in the long Galician format.
    await page.getByLabel('Buscar por data').fill(iso(first.fechaBop));
    await page.getByRole('button', { name: 'Buscar data' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?fecha=${iso(first.fechaBop)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Oposicións do \d{1,2} de [a-zñ]+ de \d{4}$/);
    await expect(cardsOf(page, first.organizacion).first()).toBeVisible();

    // Label: with the block of the label's offers.
    await page.goto(`/public/etiquetas`);
    await page.getByRole('link', { name: etiqueta, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?etiquetaBusqueda=${encodeURIComponent(etiqueta).replace(/[()*]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Listaxe de Procesos de Oposición' })).toBeVisible();
    // The offer in the block of the label's offers (its card, headed by the same title, follows in the list).
    await expect(page.getByRole('region', { name: 'Listaxe de Procesos de Oposición' }).getByRole('link', { name: proceso.titulo })).toHaveAttribute('href', `/public/oposicion/${proceso.urlAmigable}`);
    // A label chip of a card leads to its label search.
    const chip = page.locator('main li.opo-card .chips a').first();
    const chipText = (await chip.textContent())!;
    await chip.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Oposicións coa etiqueta «${chipText}»`);

    // Bulletins: the websites for the date, and the list linking to one bulletin's competitions.
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Boletíns' }).click();
    const web = page.getByRole('region', { name: 'Abrir WEB BOPs' });
    const webAnswer = await page.request.get(`/api/v1/opos/bop/listadoBopsWeb?date=${today()}`);
    if (webAnswer.ok() && (await webAnswer.json()).length) {
      await expect(web.getByRole('link').first()).toHaveAttribute('href', /^https?:\/\//);
    } else if (!webAnswer.ok()) {
      await expect(web.getByRole('alert')).toHaveText(/^Error: /);
    }
    const list = page.getByRole('region', { name: 'Listaxe BOPs' });
    const bopLink = list.getByRole('link').first();
    const href = (await bopLink.getAttribute('href'))!;
    const bop = new URL(href, 'http://x').searchParams.get('bop')!;
    await bopLink.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?.*+()]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^Oposicións do ${bop} do `));
    await expect(page.locator('main .loading')).toHaveCount(0);
    for (const text of await page.locator('main li.opo-card').allTextContents()) expect(text).toContain(bop);
  });

  test('a visitor opens an offer, follows its phases and subscribes, in Galician', async ({ page }) => {
    const { etiqueta, proceso } = await demo(page);
    const oferta = (await (await page.request.get(`/api/v1/opos/ver/procesoOposicion?urlAmigable=${proceso.urlAmigable}`)).json()) as Oferta;
    await page.goto(`/public/?etiquetaBusqueda=${encodeURIComponent(etiqueta)}`);
    await page.getByRole('region', { name: 'Listaxe de Procesos de Oposición' }).getByRole('link', { name: proceso.titulo }).click();
    await expect(page).toHaveURL(new RegExp(`/public/oposicion/${proceso.urlAmigable}$`));
    await expect(page.getByRole('heading', { level: 1, name: proceso.titulo })).toBeVisible();
    await expect(page).toHaveTitle(`${proceso.titulo} · Oposicións Galicia`);
    // One state, in words (never "Estado oferta: Aberto" beside the stage).
    const estado = page.getByTestId('estado-proceso').locator('.estado-texto');
    await expect(estado).toHaveText(oferta.procesoFinalizado ? /Rematado$/ : /(Prazo aberto ata o \d{1,2} de [a-zñ]+( de \d{4})?( \(estimado\))?|Prazo pendente de publicación no BOE|Convocado|En curso|Rematado)$/);
    await expect(page.getByText('Estado oferta')).toHaveCount(0);
    await expect(page.locator('dt', { hasText: 'Sistema de selección' })).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Tipo de contrato' })).toBeVisible();
    const fases = page.getByRole('region', { name: 'Edictos do proceso' });
    await expect(fases.getByRole('listitem')).toHaveCount(oferta.procesosOposicionesList.length);
    await expect(fases.getByRole('link').first()).toHaveAttribute('href', /^https?:\/\//);
    await expect(fases.getByRole('listitem').first()).toContainText(/Data BOP: \d{1,2} de [a-zñ]+ de \d{4}/);
    await expect(page.locator('article .chips a').first()).toHaveAttribute('href', /^\/public\/?\?etiquetaBusqueda=/);

    // Subscription: the success only on a 2xx answer, otherwise the failure with the server's descripcion.
    const box = page.getByRole('region', { name: 'Subscríbete aos avisos desta OPO!' });
    const email = box.getByPlaceholder('Introduce o teu correo electrónico');
    await expect(email).toHaveAttribute('required', '');
    await email.fill('visitante@example.org');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/opos/addNotificion') && r.request().method() === 'POST'),
      box.getByRole('button', { name: 'Subscribirme' }).click(),
    ]);
    const sent = answer.request().postDataJSON();
    expect(sent).toEqual({ uuidProcesoOposicion: expect.any(String), etiqueta: '', tipoNotificacion: 'EMAIL', destinatario: 'visitante@example.org', idioma: 'gl' });
    if (answer.ok()) {
      await expect(box.getByRole('status')).toHaveText('Aviso de notificación creado correctamente');
    } else {
      await expect(box.getByRole('alert')).toContainText('Erro ao crear a notificación');
      await expect(box.getByText('Aviso de notificación creado correctamente')).toHaveCount(0);
    }
  });

  test('a phase with a file offers the download and saves it as its title with underscores + .pdf', async ({ page }) => {
    const { proceso, etiqueta } = await demo(page);
    // The demo offers have phases with URLs only, so this test gives the offer two phases with a file (the offer
    // answer and the file are served by the browser's route), to prove the browser side of the download. The offer is
    // reached by a navigation inside the site: its first HTML would come with the data rendered by the server.
    await page.route('**/api/v1/opos/ver/procesoOposicion?*', async (route) => {
      const res = await route.fetch();
      const offer = await res.json();
      offer.procesosOposicionesList[0].archivo = '00000000-0000-4000-8000-000000000001';
      offer.procesosOposicionesList[0].urlDetalle = 'https://example.org/edicto';
      offer.procesosOposicionesList.push({ uuid: 'x2', titulo: 'Anexo de prazas convocadas', orden: 99, fechaBop: [2026, 1, 2], urlDetalle: null, archivo: '00000000-0000-4000-8000-000000000002' });
      await route.fulfill({ response: res, json: offer });
    });
    await page.route('**/api/v1/opos/getArchivo/procesoOposicion?*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/pdf', body: '%PDF-1.4\n%%EOF\n' }));
    await page.goto(`/public/?etiquetaBusqueda=${encodeURIComponent(etiqueta)}`);
    await page.waitForLoadState('networkidle'); // hydrated: the link is the router's, not a new page
    await page.locator(`main a[href$="/oposicion/${proceso.urlAmigable}"]`).first().click();
    const fases = page.getByRole('region', { name: 'Edictos do proceso' });
    const both = fases.getByRole('listitem').first();
    await expect(both.getByRole('link', { name: /^Ligazón - / })).toHaveAttribute('href', 'https://example.org/edicto');
    const titulo = ((await both.getByRole('link', { name: /^Arquivo - / }).textContent()) ?? '').replace(/^Arquivo - /, '');
    const [download] = await Promise.all([page.waitForEvent('download'), both.getByRole('link', { name: /^Arquivo - / }).click()]);
    expect(download.suggestedFilename()).toBe(`${titulo.replace(/ /g, '_')}.pdf`);
    const [second] = await Promise.all([
      page.waitForEvent('download'),
      fases.getByRole('link', { name: 'Anexo de prazas convocadas', exact: true }).click(),
    ]);
    expect(second.suggestedFilename()).toBe('Anexo_de_prazas_convocadas.pdf');
  });

  test('an unknown offer says so clearly', async ({ page }) => {
    await page.goto('/public/oposicion/non-existe-esta-oferta');
    await expect(page.getByRole('heading', { level: 1, name: 'Oferta non atopada' })).toBeVisible();
    await expect(page.getByText('«non-existe-esta-oferta»')).toBeVisible();
  });

  test('in Spanish on a 360 px phone: every public screen fits, with Spanish texts and dates', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const first = (await demo(page)).opos[0];
    await page.goto('/public/');
    await page.getByRole('button', { name: 'ES' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oposiciones de los últimos 7 días' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Más información/ }).first()).toBeVisible();
    await expect(page.locator('main li.opo-card time').first()).toHaveText(/^\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}$/);
    await noHorizontalScroll(page);

    await page.getByLabel('Buscar por texto').fill(first.organizacion.toLowerCase());
    await page.getByRole('button', { name: 'Buscar texto' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Resultados de la búsqueda «${first.organizacion.toLowerCase()}»`);
    await expect(cardsOf(page, first.organizacion).first()).toBeVisible();
    await noHorizontalScroll(page);

    const { etiqueta, proceso } = await demo(page);
    await page.goto(`/public/?etiquetaBusqueda=${encodeURIComponent(etiqueta)}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Listado de Procesos de Oposición' })).toBeVisible();
    await noHorizontalScroll(page);

    await page.goto('/public/etiquetas');
    await expect(page.getByRole('link', { name: etiqueta, exact: true })).toBeVisible();
    await noHorizontalScroll(page);

    await page.goto('/public/bop');
    await expect(page.getByRole('heading', { level: 2, name: 'Listado BOPs' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Abrir WEB BOPs' })).toBeVisible();
    await noHorizontalScroll(page);

    await page.goto(`/public/oposicion/${proceso.urlAmigable}`);
    await expect(page.getByTestId('estado-proceso').locator('.estado-texto')).toHaveText(/(Plazo abierto hasta el \d{1,2} de [a-zñ]+( de \d{4})?( \(estimado\))?|Plazo pendiente de publicación en el BOE|Convocado|En curso|Finalizado)$/);
    await expect(page.getByRole('region', { name: 'Edictos del proceso' }).getByRole('listitem').first()).toContainText('Fecha BOP:');
    const box = page.getByRole('region', { name: '¡Suscríbete a los avisos de esta OPO!' });
    await box.getByPlaceholder('Introduce tu correo electrónico').fill('telefono@example.org');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/opos/addNotificion')),
      box.getByRole('button', { name: 'Suscribirme' }).click(),
    ]);
    expect(answer.request().postDataJSON().idioma).toBe('es');
    if (answer.ok()) await expect(box.getByRole('status')).toHaveText('Aviso de notificación creado correctamente');
    else await expect(box.getByRole('alert')).toContainText('Error al crear notificación');
    await noHorizontalScroll(page);

    // The choice is remembered.
    await page.reload();
    await expect(page.getByRole('button', { name: 'ES' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the login link shows only when the admin-allowed flag is stored', async ({ page }) => {
    await page.goto('/public/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login Administracion' })).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('opos.adminAllowed', 'true'));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Login Administracion' })).toHaveAttribute('href', '/public/admin/login');
    await expect(page.getByRole('link', { name: 'Contacto' }).first()).toHaveAttribute('href', '#contacto');
  });

  for (const [name, path] of [
    ['home', '/public/'],
    ['home by label', 'LABEL'],
    ['home by text', '/public/?textoBusqueda=concello'],
    ['labels', '/public/etiquetas'],
    ['bulletins', '/public/bop'],
    ['offer', 'OFFER'],
    ['unknown offer', '/public/oposicion/non-existe'],
    ['about', '/public/acerca'],
    ['privacy notice', '/public/privacidade'],
    ['legal notice', '/public/aviso-legal'],
    ['public employment offers', '/public/oep'],
    ['offers of one body', '/public/oep/concello%3Alugo'],
    ['coverage', '/public/cobertura'],
    ['open data', '/public/datos'],
  ] as const) {
    test(`axe: ${name} has no serious or critical accessibility violation`, async ({ page }) => {
      if (path === 'LABEL' || path === 'OFFER') {
        const { etiqueta, proceso } = await demo(page);
        await page.goto(path === 'LABEL' ? `/public/?etiquetaBusqueda=${encodeURIComponent(etiqueta)}` : `/public/oposicion/${proceso.urlAmigable}`);
      } else {
        await page.goto(path);
      }
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('main .loading')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
});
