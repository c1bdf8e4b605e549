#!/usr/bin/env node
// `npm test`: every suite (front-end units, API on PGlite and PostgreSQL, browser end-to-end), then one line
// with the totals: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);

const totals = { passed: 0, failed: 0 };
const lines = [];

function run(label, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function countJest(label, file, status) {
  if (!existsSync(file)) {
    totals.failed += 1;
    lines.push(`${label}: did not run (exit ${status})`);
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const failedSuites = r.numRuntimeErrorTestSuites ?? 0;
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + failedSuites;
  lines.push(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests + failedSuites} failed${r.numPendingTests ? `, ${r.numPendingTests} skipped` : ''}`);
}

const jestBin = join(root, 'node_modules/jest/bin/jest.js');

if (want('build')) {
  const s = run('build (if needed)', [join(root, 'scripts/build.mjs'), '--if-needed']);
  if (s !== 0) {
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  }
}

if (want('unit')) {
  const file = join(reports, 'front-end.json');
  const s = run('front-end units (jest + testing-library)', [jestBin, '--ci', '--json', `--outputFile=${file}`]);
  countJest('front-end units', file, s);
}

if (want('api')) {
  const file = join(reports, 'api.json');
  const dbs = process.env.TEST_DATABASE_URL ? 'PGlite + PostgreSQL' : 'PGlite (set TEST_DATABASE_URL for PostgreSQL too)';
  const s = run(`API (${dbs})`, ['--experimental-vm-modules', '--no-warnings', jestBin, '--ci', '--json', `--outputFile=${file}`, '--config', join(root, 'api/jest.config.js')]);
  countJest('API', file, s);
}

if (want('topology')) {
  // The deployment of deploy/ for real: PostgreSQL, nginx and three API processes under load (api/src/topology).
  // Skipped (and said so) without TEST_DATABASE_URL or without nginx.
  const file = join(reports, 'topology.json');
  const s = run('several servers behind nginx (deploy/: PostgreSQL + nginx + 3 API processes)', ['--experimental-vm-modules', '--no-warnings', jestBin, '--ci', '--forceExit', '--json', `--outputFile=${file}`, '--config', join(root, 'api/jest.topology.config.js')]);
  countJest('topology', file, s);
}

if (want('e2e')) {
  const file = join(reports, 'e2e.json');
  const s = run('end-to-end (Playwright + Chromium)', [join(root, 'node_modules/playwright/cli.js'), 'test', '--config', join(root, 'e2e/playwright.config.ts')], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  if (!existsSync(file)) {
    totals.failed += 1;
    lines.push(`e2e: did not run (exit ${s})`);
  } else {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    const passed = (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
    const failed = (r.stats?.unexpected ?? 0) + (r.errors?.length ?? 0);
    totals.passed += passed;
    totals.failed += failed;
    lines.push(`e2e: ${passed} passed, ${failed} failed${r.stats?.skipped ? `, ${r.stats.skipped} skipped` : ''}`);
  }
}

console.log('\n=== summary ===');
for (const l of lines) console.log(l);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
