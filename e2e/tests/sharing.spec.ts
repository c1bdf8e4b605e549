import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Issue 16: what a link preview or a search engine reads from the HTML the server sends (not the app), the real 404,
// and the bulletins' coverage page, on the demo data loaded at start.

interface Opo { urlAmigableProceso?: string; prazoUltimoDia?: number[] | null }
interface Proceso {
  titulo: string;
  organizacion: string;
  descripcion: string;
  fechaBopInicioProceso: number[] | null;
  prazo?: { ultimoDia: number[] | null; estimado: boolean; pendente: boolean } | null;
}

const iso = (a: number[]) => `${a[0]}-${String(a[1]).padStart(2, '0')}-${String(a[2]).padStart(2, '0')}`;
const ddmmyyyy = (a: number[]) => `${String(a[2]).padStart(2, '0')}/${String(a[1]).padStart(2, '0')}/${a[0]}`;

/** The served HTML's head, read with the browser's own HTML parser. */
async function headOf(page: Page, url: string, headers: Record<string, string> = {}) {
  const res = await page.request.get(url, { headers });
  const html = await res.text();
  const head = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const attr = (sel: string, name = 'content') => doc.querySelector(sel)?.getAttribute(name) ?? null;
    const ld = doc.querySelector('script[type="application/ld+json"]');
    return {
      lang: doc.documentElement.lang,
      title: doc.title,
      descriptions: doc.querySelectorAll('meta[name="description"]').length,
      description: attr('meta[name="description"]'),
      robots: attr('meta[name="robots"]'),
      canonical: attr('link[rel="canonical"]', 'href'),
      ogTitle: attr('meta[property="og:title"]'),
      ogDescription: attr('meta[property="og:description"]'),
      ogUrl: attr('meta[property="og:url"]'),
      ogType: attr('meta[property="og:type"]'),
      twitterCard: attr('meta[name="twitter:card"]'),
      hreflangEs: attr('link[rel="alternate"][hreflang="es"]', 'href'),
      jsonLd: ld ? (JSON.parse(ld.textContent ?? 'null') as Record<string, unknown>) : null,
    };
  }, html);
  return { status: res.status(), ...head };
}

test.describe('sharing tags, 404 and coverage', () => {
  test('a process page shares its post, body and deadline in the HTML the server sends, in gl and es', async ({ page, baseURL }) => {
    await page.goto('/public/etiquetas');
    // A process of the demo data with an application deadline, found through the public API.
    const opos = (await (await page.request.get('/api/v1/opos/consultaDias?dias=7')).json()) as Opo[];
    const slug = opos.find((o) => o.urlAmigableProceso && o.prazoUltimoDia)?.urlAmigableProceso;
    expect(slug, 'the demo data has a process with a deadline').toBeTruthy();
    const p = (await (await page.request.get(`/api/v1/opos/ver/procesoOposicion?urlAmigable=${encodeURIComponent(slug!)}`)).json()) as Proceso;
    const url = `${baseURL}/public/oposicion/${slug}`;

    const gl = await headOf(page, `/public/oposicion/${slug}`);
    expect(gl.status).toBe(200);
    expect(gl.lang).toBe('gl');
    expect(gl.descriptions).toBe(1);
    expect(gl.canonical).toBe(url);
    expect(gl.ogUrl).toBe(url);
    expect(gl.ogType).toBe('article');
    expect(gl.twitterCard).toMatch(/^summary/);
    expect(gl.hreflangEs).toBe(`${url}?lang=es`);
    expect(gl.ogTitle).toContain(p.titulo);
    expect(`${gl.ogTitle}`).toContain(p.organizacion);
    expect(gl.title).toBe(`${gl.ogTitle} · Oposicións Galicia`);
    const prazo = p.prazo!;
    expect(gl.ogDescription).toBe(gl.description);
    expect(gl.description).toMatch(new RegExp(`^Prazo de presentación: ata o ${ddmmyyyy(prazo.ultimoDia!)}${prazo.estimado ? ' \\(estimado\\)' : ''}\\. `));
    expect(gl.jsonLd).toMatchObject({
      '@context': 'https://schema.org', '@type': 'JobPosting', title: p.titulo, datePosted: iso(p.fechaBopInicioProceso!),
      hiringOrganization: { '@type': 'Organization', name: p.organizacion }, directApply: false, url,
      jobLocation: { '@type': 'Place', address: { addressRegion: 'Galicia', addressCountry: 'ES' } },
    });
    if (prazo.estimado || prazo.pendente) expect(gl.jsonLd).not.toHaveProperty('validThrough');
    else expect(gl.jsonLd!.validThrough).toMatch(new RegExp(`^${iso(prazo.ultimoDia!)}T23:59:59\\+0[12]:00$`));

    const es = await headOf(page, `/public/oposicion/${slug}`, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(es.lang).toBe('es');
    expect(es.description).toMatch(new RegExp(`^Plazo de presentación: hasta el ${ddmmyyyy(prazo.ultimoDia!)}`));
    expect(es.canonical).toBe(`${url}?lang=es`);

    // The page itself still works as before, and its address is the canonical one.
    await page.goto(`/public/oposicion/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: p.titulo })).toBeVisible();
  });

  test('unknown pages and processes answer HTTP 404 with the friendly page; known screens 200', async ({ page }) => {
    for (const url of ['/public/non-existe', '/public/oposicion/non-existe-2026', '/public/admin/non-existe']) {
      const head = await headOf(page, url);
      expect(head.status, url).toBe(404);
      expect(head.robots).toBe('noindex');
      expect(head.canonical).toBeNull();
    }
    const res = await page.goto('/public/non-existe');
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Páxina non atopada' })).toBeVisible();
    const offer = await page.goto('/public/oposicion/non-existe-2026');
    expect(offer!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oferta non atopada' })).toBeVisible();
    for (const url of ['/public/', '/public/home', '/public/etiquetas', '/public/bop', '/public/cobertura', '/public/admin/login']) {
      expect((await page.request.get(url)).status(), url).toBe(200);
    }
    const cobertura = await headOf(page, '/public/cobertura?lang=es');
    expect(cobertura.title).toBe('Cobertura de los boletines · Oposicións Galicia');
  });

  test('the coverage page shows each bulletin with its chart, in Galician and Spanish, reached from /public/bop and the footer', async ({ page }) => {
    const health = (await (await page.request.get('/api/v1/opos/bop/cobertura')).json()) as { boletins: { bop: string; diasLidos: number; aviso: boolean }[] };
    expect(health.boletins.map((b) => b.bop)).toEqual(['BOP A Coruña', 'BOP Lugo', 'BOP Ourense', 'BOP Pontevedra', 'BOE', 'DOG']);

    await page.goto('/public/bop');
    const last = page.getByRole('region', { name: 'Última lectura de cada boletín' });
    await expect(last.getByText('DOG', { exact: true })).toBeVisible();
    await last.getByRole('link', { name: 'Cobertura dos boletíns' }).click();
    await expect(page).toHaveURL(/\/public\/cobertura$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cobertura dos boletíns' })).toBeVisible();
    await expect(page).toHaveTitle('Cobertura dos boletíns · Oposicións Galicia');
    for (const b of health.boletins) {
      const card = page.getByRole('region', { name: new RegExp(`^${b.bop}`) });
      await expect(card.getByText(b.aviso ? 'Con fallos' : 'Ao día')).toBeVisible();
      await expect(card.getByRole('img', { name: new RegExp(`^Edictos e oposicións por día: ${b.bop}\\.`) })).toBeVisible();
      await expect(card.getByText('Días lidos', { exact: true }).locator('..')).toContainText(String(b.diasLidos));
    }
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await page.getByRole('button', { name: 'ES' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cobertura de los boletines' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^DOG/ }).getByText('Días leídos', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: /^BOE/ }).getByRole('img', { name: /^Edictos y oposiciones por día: BOE\./ })).toBeVisible();

    await page.goto('/public/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cobertura de los boletines' }).click();
    await expect(page).toHaveURL(/\/public\/cobertura$/);
    const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
    expect(scroll).toBeLessThanOrEqual(width);
  });
});
