import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Issue 13: every competition leads to its process; a process gathers its edicts across bulletins into one timeline
// and says until when one can apply. On the demo data: the Ourense Policía Local call (a BOE extract in Spanish) and its
// list of admitted (BOP Ourense, in Galician) are one process.

/** Lists show 20 cards at a time (issue 15): "show more" until every card is there. */
async function showAll(page: import('@playwright/test').Page) {
  await expect(page.locator('.opo-list > li').first()).toBeVisible();
  const more = page.locator('.mais-resultados button');
  while (await more.count()) await more.click();
}

interface Opo { bop: string; descripcion: string; urlAmigableProceso?: string; tituloProceso?: string; procesoAutomatico?: boolean; prazoAberto?: boolean }

test('card → process page → timeline across bulletins → deadline, in Galician and in Spanish', async ({ page }) => {
  const opos = (await (await page.request.get('/api/v1/opos/consultaDias?dias=7')).json()) as Opo[];
  for (const o of opos) expect(o.urlAmigableProceso, `${o.bop}: ${o.descripcion}`).toBeTruthy();
  const boe = opos.find((o) => o.bop === 'BOE' && /Ayuntamiento de Ourense/.test(o.descripcion) && /Policía Local/.test(o.descripcion))!;
  const bop = opos.find((o) => o.bop === 'BOP Ourense' && /Policía Local/.test(o.descripcion))!;
  expect(boe.urlAmigableProceso).toBe(bop.urlAmigableProceso);

  await page.goto('/public/');
  await showAll(page);
  // One card for the process: its latest edict.
  const cards = page.getByRole('listitem').filter({ has: page.locator(`a[href$="/oposicion/${boe.urlAmigableProceso}"]`) });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('2 edictos neste proceso');
  // The post is the card's headline and its main link, the body beneath; a process kept by an administrator alike.
  await expect(cards.locator('.card-post a')).toHaveText(/^Axente da policía local/i);
  const manual = opos.find((o) => o.urlAmigableProceso && o.procesoAutomatico === false)!;
  const manualCard = page.locator('main li.opo-card').filter({ has: page.locator(`a[href$="/oposicion/${manual.urlAmigableProceso}"]`) }).first();
  await expect(manualCard.locator('h2.card-post a')).toHaveText(manual.tituloProceso!);
  await expect(manualCard.locator('h2.card-post + .card-organismo')).toBeVisible();
  await cards.locator('.card-post a').click();
  await expect(page).toHaveURL(new RegExp(`/public/oposicion/${boe.urlAmigableProceso}$`));

  const timeline = page.getByRole('region', { name: 'Edictos do proceso' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').first()).toContainText('Extracto da convocatoria · BOE');
  await expect(timeline.getByRole('listitem').last()).toContainText('Admitidos e excluídos · BOP Ourense');
  // One state, in words: the period open until a day and month (read in the text or estimated), or over.
  const estado = page.getByTestId('estado-proceso');
  await expect(estado).toHaveCount(1);
  await expect(estado.locator('.estado-texto')).toHaveText(/(Prazo aberto ata o \d{1,2} de [a-zñ]+( de \d{4})?( \(estimado\))?|En curso)$/);
  await expect(estado).toContainText(/(Quedan \d+ días hábiles \(\d+ días naturais\)|Queda 1 día hábil \(\d+ días naturais\)|Hoxe é o último día)\.|O prazo de presentación rematou o \d{1,2} de [a-zñ]+/);
  await expect(estado).toContainText(/É unha estimación|No texto: «|O prazo de presentación rematou/);

  await page.getByRole('button', { name: 'ES' }).click();
  await expect(page.getByRole('region', { name: 'Edictos del proceso' }).getByRole('listitem').first()).toContainText('Extracto de la convocatoria · BOE');
  await expect(estado.locator('.estado-texto')).toHaveText(/(Plazo abierto hasta el \d{1,2} de [a-zñ]+( de \d{4})?( \(estimado\))?|En curso)$/);
  await expect(estado).toContainText(/(Quedan \d+ días hábiles \(\d+ días naturales\)|Queda 1 día hábil \(\d+ días naturales\)|Hoy es el último día)\.|El plazo de presentación terminó el \d{1,2} de [a-zñ]+/);
  await expect(estado).toContainText(/Es una estimación|En el texto: «|El plazo de presentación terminó/);

  // The public filter "prazo aberto" keeps only processes whose period is open today, and stays in the URL.
  await page.goto('/public/');
  // The URL changes on a click (the router navigates), then the box shows it.
  await page.getByLabel('Solo con plazo abierto').click();
  await expect(page).toHaveURL(/prazoAberto=1/);
  await expect(page.getByLabel('Solo con plazo abierto')).toBeChecked();
  await showAll(page);
  const open = opos.filter((o) => o.prazoAberto).map((o) => o.urlAmigableProceso);
  await expect(page.locator('.opo-list > li')).toHaveCount(new Set(open).size);
});

interface Feito { valor: unknown; cita: string; edicto?: string }
interface ProcesoLido {
  urlAmigable: string;
  feitos?: Record<string, Feito | Feito[]>;
  procesosOposicionesList: { uuidOpo?: string; urlDetalle: string | null }[];
}

// Issue 22: a process built from a call shows the facts read from its edicts' texts, each with the sentence it came
// from and a link to that edict; on a phone too.
test('the process page shows the facts read from its texts, each with its quote and its edict, in both languages', async ({ page }) => {
  const opos = (await (await page.request.get('/api/v1/opos/consultaDias?dias=7')).json()) as Opo[];
  const boe = opos.find((o) => o.bop === 'BOE' && /Ayuntamiento de Ourense/.test(o.descripcion) && /Policía Local/.test(o.descripcion))!;
  const proceso = (await (await page.request.get(`/api/v1/opos/ver/procesoOposicion?urlAmigable=${boe.urlAmigableProceso}&ampliado=true`)).json()) as ProcesoLido;
  const grupo = proceso.feitos!.grupo as Feito;
  const edicto = proceso.procesosOposicionesList.find((f) => f.uuidOpo === grupo.edicto)!;

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/public/oposicion/${proceso.urlAmigable}`);
  const panel = page.getByRole('region', { name: 'Datos da convocatoria' });
  await expect(panel).toContainText('o que vale é o que din as bases');
  const fila = panel.locator('.feito').filter({ has: page.getByRole('term').filter({ hasText: /^Grupo$/ }) });
  await expect(fila.getByRole('definition').locator('.feito-valor')).toHaveText(String(grupo.valor));
  // The quote opens under its fact, with the link to the edict it was read from.
  const resumo = fila.getByText('Texto do edicto');
  await expect(fila.locator('blockquote')).toBeHidden();
  await resumo.click();
  await expect(fila.locator('blockquote')).toHaveText(grupo.cita);
  await expect(fila.getByRole('link', { name: /^Ver o edicto \(BOE, / })).toHaveAttribute('href', edicto.urlDetalle!);
  // A fact the texts do not state says so.
  const filas = ['posto', 'prazas', 'grupo', 'tipoPersoal', 'sistema', 'bolsa', 'titulacion', 'galego', 'carne', 'idade', 'taxa', 'sedeElectronica', 'prazo', 'datasExame'];
  const nonConsta = filas.filter((k) => !proceso.feitos![k]).length;
  await expect(panel.getByText('non consta', { exact: true })).toHaveCount(nonConsta);
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
  const axe = await new AxeBuilder({ page }).include('[data-testid="feitos-proceso"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.getByRole('button', { name: 'ES' }).click();
  const es = page.getByRole('region', { name: 'Datos de la convocatoria' });
  await expect(es).toContainText('lo que vale es lo que dicen las bases');
  await expect(es.getByText('Texto del edicto').first()).toBeVisible();
});
