import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { expect, test } from '@playwright/test';

// Issue 17: a remote deployed on another origin (a CDN) works under the Content-Security-Policy, which names
// exactly the configured remote's origin. A second copy of the site is started for this, with
// REMOTE_MF_PUBLIC_URL pointing at a plain static server on another origin that serves mf-public/dist.

const root = join(__dirname, '..', '..');
const SITE_PORT = Number(process.env.E2E_PORT || 8181) + 101;
const CDN_PORT = SITE_PORT + 1;
const site = `http://localhost:${SITE_PORT}`;
const cdn = `http://127.0.0.1:${CDN_PORT}`;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.map': 'application/json', '.svg': 'image/svg+xml' };

let server: ChildProcess;
let static_: Server;
const served: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dist = join(root, 'mf-public', 'dist');
  static_ = createServer((req, res) => {
    const rel = normalize(decodeURIComponent((req.url ?? '/').split('?')[0])).replace(/^\/mf-public\//, '');
    const file = join(dist, rel);
    served.push(rel);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => static_.listen(CDN_PORT, '127.0.0.1', resolve));

  server = spawn(process.execPath, [join(root, 'api', 'dist', 'server.js')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(SITE_PORT),
      PUBLIC_URL: site,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'opos-e2e-cdn-')),
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      READING_SCHEDULE_ENABLED: 'false',
      NOTIFICATIONS_DISPATCHER: 'false',
      BULLETIN_SOURCE_DIR: join(root, 'api', 'fixtures', 'bulletins'),
      REMOTE_MF_PUBLIC_URL: `${cdn}/mf-public/mf-manifest.json`,
    },
  });
  await expect.poll(async () => (await fetch(`${site}/public/runtime-config.json`).catch(() => null))?.status ?? 0, { timeout: 90_000, intervals: [500] }).toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise<void>((resolve) => (static_ ? static_.close(() => resolve()) : resolve()));
});

test('the public remote served from another origin loads under the policy, with no CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  const res = await page.goto(`${site}/public/`);
  const csp = res!.headers()['content-security-policy'];
  expect(csp).toMatch(new RegExp(`script-src [^;]*${cdn.replace(/[.]/g, '\\.')}`));
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${cdn.replace(/[.]/g, '\\.')}`));
  await expect(page.locator('[data-remote="mf-public"]').first()).toBeVisible({ timeout: 30_000 });
  // The server drew the content: the remote's code (from the other origin) comes after it, to hydrate the page.
  await expect.poll(() => served, { timeout: 30_000 }).toEqual(expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js']));
  // hydrated: the page's gate (a fieldset) frees its controls; Playwright reads a control's state, not the fieldset's
  await expect(page.getByRole('button', { name: 'ES', exact: true })).toBeEnabled({ timeout: 30_000 });
  expect(violations).toEqual([]);
});
