import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Lighthouse 13 (the version of the checks), mobile preset (its default form factor and simulated throttling), run
 * with Node 22 from the registry's `node` package (Lighthouse 13 needs it; this machine may have only 20), on Chromium.
 */
export const LIGHTHOUSE = 'lighthouse@13.5.0';
const NODE = 'node@22.22.0';

export interface LighthouseRun { performance: number; fcp: number; lcp: number; tbt: number; cls: number; lcpElement: string }

function runOnce(url: string, chrome: string): Promise<LighthouseRun> {
  const dir = mkdtempSync(join(tmpdir(), 'opos-lh-'));
  const out = join(dir, 'report.json');
  const cmd = `lighthouse '${url}' --only-categories=performance --output=json --output-path='${out}' --chrome-path='${chrome}' --chrome-flags='--headless=new --no-sandbox --disable-gpu' --quiet`;
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['-y', '-p', NODE, '-p', LIGHTHOUSE, '-c', cmd], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited ${code}: ${err.slice(-500)}`);
        const r = JSON.parse(readFileSync(out, 'utf8')) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue?: number; details?: { items?: { items?: { nodeLabel?: string }[] ; nodeLabel?: string }[] } }> };
        const a = r.audits;
        const n = (k: string) => a[k]?.numericValue ?? NaN;
        const lcpNode = a['lcp-breakdown-insight']?.details?.items?.find((i) => i.nodeLabel)?.nodeLabel ?? '';
        resolve({ performance: Math.round(r.categories.performance.score * 100), fcp: n('first-contentful-paint'), lcp: n('largest-contentful-paint'), tbt: n('total-blocking-time'), cls: n('cumulative-layout-shift'), lcpElement: lcpNode });
      } catch (error) {
        reject(error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Three runs, each figure's median (as the checks report them). */
export async function lighthouseMedian(url: string, chrome: string, runs = 3): Promise<LighthouseRun & { runs: LighthouseRun[] }> {
  const all: LighthouseRun[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await runOnce(url, chrome));
  return {
    performance: median(all.map((r) => r.performance)), fcp: median(all.map((r) => r.fcp)), lcp: median(all.map((r) => r.lcp)),
    tbt: median(all.map((r) => r.tbt)), cls: median(all.map((r) => r.cls)), lcpElement: all[0].lcpElement, runs: all,
  };
}
