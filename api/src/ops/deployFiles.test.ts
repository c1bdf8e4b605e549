import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { testApp } from '../test/harness.js';
import { bearer } from '../test/tokens.js';
import { testOps } from './test/helpers.js';

const ROOT = resolve(new URL('.', import.meta.url).pathname, '../../..');
const TOKEN = 'metrics-token-0123456789abcdef';

/** The metric names an expression uses (words followed by a selector, a range or a space, not functions or labels). */
function metricsOf(expr: string): string[] {
  const withoutStrings = expr.replace(/"[^"]*"/g, '""');
  return [...withoutStrings.matchAll(/\b((?:opos_[a-z0-9_]+)|up)\b(?=\s*[{[)\s]|$)/g)].map((m) => m[1]);
}

/** Every metric name the server declares (histograms as _bucket, _sum, _count). */
async function exposedNames(): Promise<Set<string>> {
  const t = await testApp('pglite', { config: { ops: { ...testOps(), metricsToken: TOKEN } } });
  try {
    await t.app.inject({ url: '/healthz' });
    const text = (await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) })).body;
    // Every metric is declared by a TYPE line, with or without samples yet.
    const names = new Set<string>();
    for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
      else names.add(name);
    }
    return names;
  } finally {
    await t.close();
  }
}

describe('deploy/prometheus/alerts.yml and the Grafana dashboard', () => {
  let names: Set<string>;
  beforeAll(async () => {
    names = await exposedNames();
    names.add('up');
  });

  it('every alert rule is well formed and uses only metrics the server exposes', () => {
    const doc = parse(readFileSync(resolve(ROOT, 'deploy/prometheus/alerts.yml'), 'utf8')) as {
      groups: { name: string; rules: { alert: string; expr: string; for?: string; labels: { severity: string }; annotations: { summary: string } }[] }[];
    };
    const rules = doc.groups.flatMap((g) => g.rules);
    expect(rules.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rules.map((r) => r.alert)).size).toBe(rules.length);
    for (const r of rules) {
      expect(r.alert).toMatch(/^Oposicions[A-Z]\w+$/);
      expect(['page', 'ticket', 'info']).toContain(r.labels.severity);
      expect(r.annotations.summary.length).toBeGreaterThan(10);
      if (r.for) expect(r.for).toMatch(/^\d+[smhd]$/);
      const used = metricsOf(r.expr);
      expect(used.length).toBeGreaterThan(0);
      for (const m of used) expect({ rule: r.alert, metric: m, exposed: names.has(m) }).toEqual({ rule: r.alert, metric: m, exposed: true });
    }
    // The failures the issue names each have a rule.
    const exprs = rules.map((r) => r.expr).join('\n');
    for (const m of ['opos_bulletin_last_ok_age_seconds', 'opos_bulletin_readings', 'opos_outbox_oldest_pending_age_seconds', 'opos_outbox_messages', 'opos_http_requests_total']) {
      expect(exprs).toContain(m);
    }
  });

  it('every dashboard panel queries metrics the server exposes', () => {
    const dash = JSON.parse(readFileSync(resolve(ROOT, 'deploy/grafana/oposicions-dashboard.json'), 'utf8')) as { panels: { title: string; targets: { expr: string }[] }[] };
    expect(dash.panels.length).toBeGreaterThanOrEqual(10);
    for (const p of dash.panels) {
      for (const target of p.targets) {
        for (const m of metricsOf(target.expr)) expect({ panel: p.title, metric: m, exposed: names.has(m) }).toEqual({ panel: p.title, metric: m, exposed: true });
      }
    }
  });
});
