import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/client.js';
import { opsSnapshot } from './ops.store.js';

/** Hit and miss counts of a cache since start. */
export interface CacheStats {
  stats(): { hits: number; misses: number };
}

export interface MetricsDeps {
  db: Db;
  now: () => Date;
  /** The read cache (data) and the kept public bodies. */
  caches: { data: CacheStats; body: CacheStats };
}

/**
 * The Prometheus registry of one server: its own requests (by route pattern, method, status; latency), its read
 * caches, the Node process; and, read from the database at each scrape (so every server tells the same), the
 * readings by bulletin and outcome, the age of each bulletin's last good reading, the outbox and the missing bodies.
 */
export function createMetrics(deps: MetricsDeps) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'opos_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'opos_http_requests_total', help: 'HTTP requests answered, by route pattern, method and status', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'opos_http_request_duration_seconds', help: 'Time to answer an HTTP request, by route pattern, method and status', labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [registry],
  });

  const cacheRequests = new Counter({
    name: 'opos_read_cache_requests_total', help: 'Reads through the read caches, by cache (data, body) and result (hit, miss)',
    labelNames: ['cache', 'result'], registers: [registry],
    collect() {
      this.reset();
      for (const [cache, c] of Object.entries(deps.caches)) {
        const s = c.stats();
        this.inc({ cache, result: 'hit' }, s.hits);
        this.inc({ cache, result: 'miss' }, s.misses);
      }
    },
  });
  void cacheRequests;
  new Gauge({
    name: 'opos_read_cache_hit_ratio', help: 'Share of reads answered from the read caches since start (data and body together)', registers: [registry],
    collect() {
      let hits = 0;
      let all = 0;
      for (const c of Object.values(deps.caches)) {
        const s = c.stats();
        hits += s.hits;
        all += s.hits + s.misses;
      }
      this.set(all ? hits / all : 0);
    },
  });

  // One database read per scrape, shared by the gauges below (each collect() awaits the same snapshot).
  let snapshot: Promise<Awaited<ReturnType<typeof opsSnapshot>>> | null = null;
  const snap = () => (snapshot ??= opsSnapshot(deps.db).finally(() => setTimeout(() => { snapshot = null; }, 0)));
  const seconds = (d: Date | string | null) => (d ? Math.max(0, (deps.now().getTime() - new Date(d).getTime()) / 1000) : 0);

  new Gauge({
    name: 'opos_bulletin_readings', help: 'Stored bulletin readings (one per bulletin and day), by bulletin and outcome', labelNames: ['bulletin', 'outcome'], registers: [registry],
    async collect() {
      this.reset();
      for (const l of (await snap()).lecturas) this.set({ bulletin: l.bop, outcome: l.estado }, l.n);
    },
  });
  new Gauge({
    name: 'opos_bulletin_last_ok_age_seconds', help: "Seconds since the reading of each bulletin's newest good day", labelNames: ['bulletin'], registers: [registry],
    async collect() {
      this.reset();
      for (const l of (await snap()).ultimaBoa) this.set({ bulletin: l.bop }, seconds(l.lida_en));
    },
  });
  new Gauge({
    name: 'opos_outbox_messages', help: 'Outbox messages waiting (pending) or given up (failed)', labelNames: ['state'], registers: [registry],
    async collect() {
      const rows = (await snap()).outbox;
      for (const state of ['pending', 'failed']) this.set({ state }, rows.find((r) => r.estado === state)?.n ?? 0);
    },
  });
  new Gauge({
    name: 'opos_outbox_oldest_pending_age_seconds', help: 'Age of the oldest message still waiting in the outbox (0 when none)', registers: [registry],
    async collect() {
      this.set(seconds((await snap()).outbox.find((r) => r.estado === 'pending')?.mais_vella ?? null));
    },
  });
  new Gauge({
    name: 'opos_edict_bodies_missing', help: 'Edict bodies not stored, by bulletin and state (pendente: retried; erro: attempts used up)', labelNames: ['bulletin', 'state'], registers: [registry],
    async collect() {
      this.reset();
      for (const t of (await snap()).textos) this.set({ bulletin: t.bop, state: t.estado }, t.n);
    },
  });

  return {
    registry,
    /** Counts every answer under its route pattern (never the raw URL: ids and queries would explode the labels). */
    hook(app: FastifyInstance) {
      app.addHook('onResponse', async (req, reply) => {
        const labels = { method: req.method, route: routeOf(req), status: String(reply.statusCode) };
        requests.inc(labels);
        duration.observe(labels, reply.elapsedTime / 1000);
      });
    },
  };
}

function routeOf(req: FastifyRequest): string {
  const url = req.routeOptions.url;
  return url && !req.is404 ? url : 'no_route';
}

/** A bearer token compared in constant time. */
export function tokenMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(.+)$/i.exec(header ?? '');
  if (!m) return false;
  const a = Buffer.from(m[1].trim());
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
