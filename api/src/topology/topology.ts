/**
 * What the topology test (topology.test.ts) needs to run the deployment of deploy/ on this machine: the nginx site
 * of deploy/nginx with its ports and paths replaced, the environment files of deploy/env, API processes started as
 * systemd starts them (`node api/dist/server.js`), visitors that keep asking through nginx, and which process holds
 * a given TCP connection (to kill the one sending a given e-mail).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';

/** The nginx binary: on PATH, or where Debian's package puts it (/usr/sbin is not on every user's PATH). */
export function findNginx(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'];
  for (const dir of dirs) {
    const bin = join(dir, 'nginx');
    if (existsSync(bin)) return bin;
  }
  return null;
}

/** A systemd EnvironmentFile: KEY=VALUE lines, `#` comments, optional surrounding quotes. */
export function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const i = line.indexOf('=');
    if (i <= 0) throw new Error(`not an environment line: ${line}`);
    let value = line.slice(i + 1).trim();
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    env[line.slice(0, i).trim()] = value;
  }
  return env;
}

/**
 * The site of deploy/nginx/oposicions.conf for a test run: listening on `port`, balancing the `upstreams` ports
 * (in the order of the file's 127.0.0.1:8081, :8082, :8083) and serving the built files of `root`. Throws when the
 * file no longer has what is replaced, so the test always runs the file as shipped.
 */
export function nginxSite(template: string, o: { port: number; upstreams: number[]; root: string }): string {
  const servers = [...template.matchAll(/server 127\.0\.0\.1:(808\d)\b/g)];
  if (servers.length !== o.upstreams.length) throw new Error(`the nginx site balances ${servers.length} processes, the test starts ${o.upstreams.length}`);
  if (!/^\s*listen 80;$/m.test(template)) throw new Error('the nginx site has no "listen 80;" line to replace');
  if (!template.includes('/srv/oposicions')) throw new Error('the nginx site does not name /srv/oposicions');
  let site = template.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${o.port};`);
  servers.forEach((m, i) => (site = site.replace(`server 127.0.0.1:${m[1]}`, `server 127.0.0.1:${o.upstreams[i]}`)));
  return site.replaceAll('/srv/oposicions', o.root.replace(/\/$/, ''));
}

/**
 * A whole nginx.conf around the site, all of it under `prefix` (pid, logs, temporary files): nginx runs in the
 * foreground, as this user. The access log says which process answered each request (`-` for a file nginx sent).
 */
export function nginxMain(site: string, prefix: string, o: { mimeTypes?: string; user?: string } = {}): string {
  const mime = o.mimeTypes && existsSync(o.mimeTypes)
    ? `include ${o.mimeTypes};`
    : 'types { text/html html; text/css css; application/javascript js; application/json json map; image/svg+xml svg; text/plain txt; }';
  return `${o.user ? `user ${o.user};\n` : ''}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
    ${mime}
    default_type application/octet-stream;
    log_format topology '$status $request_method $uri "$upstream_addr" "$upstream_status"';
    access_log ${prefix}/access.log topology;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
${site}
}
`;
}

/** One line of the access log written with the format above. */
export interface AccessLine {
  status: number;
  method: string;
  uri: string;
  /** The processes nginx asked, in order ("" when nginx sent a file itself). */
  upstreams: string[];
  upstreamStatuses: string[];
}

export function parseAccessLog(text: string): AccessLine[] {
  const out: AccessLine[] = [];
  for (const line of text.split('\n')) {
    const m = /^(\d{3}) (\S+) (\S+) "([^"]*)" "([^"]*)"$/.exec(line.trim());
    if (!m) continue;
    // Several tries read "127.0.0.1:8081, 127.0.0.1:8082" ("502, 200"); " : " separates an internal redirect's.
    const list = (s: string) => (s === '-' || s === '' ? [] : s.split(/\s*,\s*|\s+:\s+/));
    out.push({ status: Number(m[1]), method: m[2], uri: m[3], upstreams: list(m[4]), upstreamStatuses: list(m[5]) });
  }
  return out;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers 200, or throws after `timeoutMs` (or at once when `alive()` turns false). */
export async function waitFor200(url: string, timeoutMs: number, alive: () => boolean = () => true): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    if (!alive()) throw new Error(`${url}: the process exited (${last})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (${last})`);
}

/** An API process as systemd runs it: `node api/dist/server.js` in the checkout, with its environment. */
export interface ApiProcess {
  name: string;
  port: number;
  env: Record<string, string>;
  child: ChildProcess;
  pid: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
}

export async function startApi(root: string, name: string, env: Record<string, string>, logFile: string): Promise<ApiProcess> {
  const child = spawn(process.execPath, [join(root, 'api/dist/server.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(logFile, { flags: 'a' });
  log.write(`--- ${name} started (pid ${child.pid}) at ${new Date().toISOString()}\n`);
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      running = false;
      log.write(`--- ${name} (pid ${child.pid}) exited: code ${code}, signal ${signal}\n`);
      resolve({ code, signal });
    }));
  const api: ApiProcess = { name, port: Number(env.PORT), env, child, pid: child.pid!, exited, alive: () => running };
  await waitFor200(`http://127.0.0.1:${api.port}/readyz`, 60_000, api.alive);
  return api;
}

/**
 * Which of `pids` holds the TCP connection whose local port is `localPort` (Linux: /proc/net/tcp gives the socket's
 * inode, /proc/<pid>/fd links to it).
 */
export function pidOfLocalPort(localPort: number, pids: number[]): number | null {
  const inodes = new Set<string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length > 9 && parseInt(f[1].split(':')[1], 16) === localPort) inodes.add(f[9]);
    }
  }
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m && inodes.has(m[1])) return pid;
      } catch {
        /* closed meanwhile */
      }
    }
  }
  return null;
}

/** What the visitors got: every answer that was not the expected one is a failure, with what it was. */
export interface VisitorStats {
  ok: number;
  failures: string[];
}

/**
 * `n` visitors asking for `paths` in turn through `base`, each waiting `pauseMs` between requests, until `stop()`.
 * Each path must answer 200.
 */
export function startVisitors(base: string, paths: string[], n: number, pauseMs = 15) {
  let running = true;
  const stats: VisitorStats = { ok: 0, failures: [] };
  const loops = Array.from({ length: n }, async (_, k) => {
    let i = k;
    while (running) {
      const path = paths[i % paths.length];
      i += 1;
      try {
        const res = await fetch(base + path, { headers: { 'accept-encoding': 'gzip', 'accept-language': 'gl' }, signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (res.status === 200) stats.ok += 1;
        else stats.failures.push(`${new Date().toISOString()} ${path}: HTTP ${res.status}`);
      } catch (error) {
        stats.failures.push(`${new Date().toISOString()} ${path}: ${(error as Error).message}`);
      }
      await sleep(pauseMs);
    }
  });
  return {
    stats,
    async stop() {
      running = false;
      await Promise.all(loops);
      return stats;
    },
  };
}
