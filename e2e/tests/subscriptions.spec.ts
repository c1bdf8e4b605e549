import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/** The .eml file (embedded default without SMTP_URL) addressed to `to`, as text with quoted-printable undone. */
function emlTo(to: string): string | null {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox-eml');
  if (!existsSync(dir)) return null;
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.eml'))) {
    const raw = readFileSync(join(dir, f), 'utf8');
    if (raw.includes(`\nTo: ${to}\n`)) return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  }
  return null;
}

test.describe('e-mail notices of an offer', () => {
  test('a visitor subscribes on an offer page, receives the confirmation e-mail, confirms, and can leave', async ({ page }) => {
    const email = `visitante-${Date.now()}@example.org`;
    await page.goto('/public/oposicion/auxiliar-administrativo-oleiros-2026');
    const titulo = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await page.getByPlaceholder('Introduce o teu correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Subscribirme' }).click();
    await expect(page.getByText('Aviso de notificación creado correctamente')).toBeVisible();

    // Without SMTP_URL the message is written to the data folder: the newcomer opens what would have been mailed.
    let eml: string | null = null;
    await expect.poll(() => (eml = emlTo(email)) !== null, { timeout: 20_000 }).toBe(true);
    expect(eml!).toMatch(/^List-Unsubscribe: <http:\/\/localhost:\d+\/api\/v1\/opos\/baixaNotificacion\?token=[\w.-]+>$/m);
    expect(eml!).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const confirm = eml!.match(/https?:\/\/[^\s"<>]+\/public\/avisos\/confirmar\?token=[\w.-]+/)![0];
    const leave = eml!.match(/https?:\/\/[^\s"<>]+\/public\/avisos\/baixa\?token=[\w.-]+/)![0];

    await page.goto(confirm);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmación da subscrición' })).toBeVisible();
    await expect(page.getByText('Subscrición confirmada')).toBeVisible();
    await expect(page.getByText(`Recibirás un correo cada vez que se publique unha nova fase de «${titulo}».`)).toBeVisible();
    await page.getByRole('link', { name: 'Ver o proceso' }).click();
    await expect(page).toHaveURL(/\/public\/oposicion\/auxiliar-administrativo-oleiros-2026$/);

    await page.goto(leave);
    await expect(page.getByRole('heading', { level: 1, name: 'Baixa dos avisos' })).toBeVisible();
    await expect(page.getByText('Baixa feita')).toBeVisible();
  });

  test('a link that was altered is refused on the page', async ({ page }) => {
    await page.goto('/public/avisos/confirmar?token=AAAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('alert')).toContainText('Error: A ligazón non é válida');
  });
});
