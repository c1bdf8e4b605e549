import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium against the product started exactly as `npm start` starts it.
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(`Chromium not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
}
const port = Number(process.env.E2E_PORT || 8181);
export const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'opos-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  outputDir: `./test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npm start',
    cwd: join(__dirname, '..'),
    url: `${baseURL}/public/runtime-config.json`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OIDC_ACCESS_TOKEN_TTL: process.env.E2E_TOKEN_TTL || '20',
      READING_SCHEDULE_ENABLED: 'false',
      // Every spec subscribes from 127.0.0.1 to one server: the per-address limit (tested in the API suite) is raised.
      NOTIFICATIONS_RATE_LIMIT: '100',
      // The machine has no network: every bulletin is read from the recorded sample days.
      BULLETIN_SOURCE_DIR: join(__dirname, '..', 'api', 'fixtures', 'bulletins'),
    },
  },
});
