#!/usr/bin/env node
// Builds the API (tsc) and the five front-end packages (webpack). `--if-needed` skips a package whose build is
// newer than every one of its sources (and of `shared`, which every front end bundles).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const ifNeeded = process.argv.includes('--if-needed');
const FRONT_ENDS = ['shell', 'mf-public', 'mf-admin-offers', 'mf-admin-config', 'mf-auth'];

function newest(dir) {
  if (!existsSync(dir)) return 0;
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

function stale(pkg, marker, inputs) {
  if (!ifNeeded) return true;
  const out = join(root, pkg, marker);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return inputs.some((dir) => newest(join(root, dir)) > built);
}

function run(label, cmd, args) {
  const started = Date.now();
  process.stdout.write(`build: ${label} ... `);
  const r = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) {
    console.log('FAILED');
    console.error(r.stdout, r.stderr);
    process.exit(r.status ?? 1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

// One build at a time on this machine (two test runs starting at once must not write the same dist folders).
const lockDir = join(tmpdir(), `opos-build-${Buffer.from(root).toString('hex').slice(-24)}.lock`);
function lock() {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lockDir);
      process.on('exit', () => rmSync(lockDir, { recursive: true, force: true }));
      return;
    } catch {
      if (Date.now() - statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs > 10 * 60_000) rmSync(lockDir, { recursive: true, force: true });
      if (Date.now() - started > 15 * 60_000) throw new Error(`build lock ${lockDir} held for too long`);
      spawnSync('sleep', ['1']);
    }
  }
}
lock();

if (stale('api', 'dist/server.js', ['api/src', 'shared/src/contract', 'shared/src/i18n/catalogues'])) {
  run('api (tsc)', process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.contract.json', 'api']);
}
for (const pkg of FRONT_ENDS) {
  if (stale(pkg, pkg === 'shell' ? 'dist/index.html' : 'dist/mf-manifest.json', [`${pkg}/src`, `${pkg}/public`, 'shared/src', 'shared/webpack'])) {
    run(`${pkg} (webpack)`, process.execPath, [join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '--config', `${pkg}/webpack.config.cjs`]);
  }
}
