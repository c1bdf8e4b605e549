import { chromium } from 'playwright';

export interface FirstView {
  path: string;
  /** JavaScript files the page loaded before it settled. */
  jsFiles: number;
  /** Bytes of JavaScript on the wire (compressed bodies + headers), and uncompressed. */
  jsTransferred: number;
  jsDecoded: number;
  /** Every text response (HTML, JS, CSS, JSON) that came without Content-Encoding although larger than 1 KB. */
  uncompressed: string[];
  /** Files holding a copy of the Module Federation runtime core. */
  runtimeCopies: number;
  /** Requests made twice (a preload hint the page did not use). */
  duplicates: string[];
  ms: number;
}

const RUNTIME_MARKER = '[ Federation Runtime ]';

/** Loads each path in a fresh headless Chromium context (empty cache, like a new visitor) and counts what it fetched. */
export async function measureFirstView(origin: string, paths: string[], settled: (path: string) => string): Promise<FirstView[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new'],
  });
  try {
    const out: FirstView[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const responses: Promise<{ url: string; type: string; enc: string | undefined; wire: number; decoded: number; runtime: boolean } | null>[] = [];
      page.on('requestfinished', (request) => {
        responses.push((async () => {
          const response = await request.response();
          if (!response) return null;
          const sizes = await request.sizes();
          const body = await response.body().catch(() => Buffer.alloc(0));
          return {
            url: request.url(),
            type: request.resourceType(),
            enc: (await response.allHeaders())['content-encoding'],
            wire: sizes.responseBodySize + sizes.responseHeadersSize,
            decoded: body.length,
            runtime: request.resourceType() === 'script' && body.includes(RUNTIME_MARKER),
          };
        })());
      });
      const started = Date.now();
      await page.goto(origin + path, { waitUntil: 'load' });
      await page.waitForSelector(settled(path), { state: 'attached', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const ms = Date.now() - started;
      const rs = (await Promise.all(responses)).filter((r): r is NonNullable<typeof r> => r !== null);
      const js = rs.filter((r) => r.type === 'script');
      const seen = new Map<string, number>();
      for (const r of rs) seen.set(r.url, (seen.get(r.url) ?? 0) + 1);
      out.push({
        path,
        jsFiles: js.length,
        jsTransferred: js.reduce((s, r) => s + r.wire, 0),
        jsDecoded: js.reduce((s, r) => s + r.decoded, 0),
        uncompressed: rs.filter((r) => !r.enc && r.decoded > 1024 && /^(document|script|stylesheet|fetch|xhr)$/.test(r.type)).map((r) => r.url),
        runtimeCopies: js.filter((r) => r.runtime).length,
        duplicates: [...seen.entries()].filter(([, n]) => n > 1).map(([u]) => u),
        ms,
      });
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}
