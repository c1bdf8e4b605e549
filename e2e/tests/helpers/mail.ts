import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The .eml file (embedded default without SMTP_URL) addressed to `to`, with quoted-printable undone (UTF-8). */
export function emlTo(to: string): string | null {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox-eml');
  if (!existsSync(dir)) return null;
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.eml'))) {
    const raw = readFileSync(join(dir, f), 'latin1');
    if (!raw.includes(`\nTo: ${to}\n`)) continue;
    // Quoted-printable bytes, then the bytes read as UTF-8.
    const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return null;
}

/** The first e-mail to `to`, once the outbox has written it. */
export async function received(to: string): Promise<string> {
  let eml: string | null = null;
  await expect.poll(() => (eml = emlTo(to)) !== null, { timeout: 20_000 }).toBe(true);
  return eml!;
}
