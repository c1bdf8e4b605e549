import { chromium } from 'playwright';
import { HYDRATION_GATE_CLASS } from 'shared/contract';

export interface FirstView {
  path: string;
  /** JavaScript files the page loaded before it settled. */
  jsFiles: number;
  /** Bytes of JavaScript on the wire (compressed bodies + response headers, as DevTools counts "transferred"). */
  jsTransferred: number;
  /** The same without the response headers (what HTTP/2 header compression would leave). */
  jsBodies: number;
  /** Bytes of JavaScript once decoded. */
  jsDecoded: number;
  /** Every text response (HTML, JS, CSS, JSON) of more than 1 KB that came without Content-Encoding. */
  uncompressed: string[];
  /** Encodings seen per kind of text response (document, script, stylesheet, fetch). */
  encodings: Record<string, string[]>;
  /** Files holding a copy of the Module Federation runtime core. */
  runtimeCopies: number;
  /** Requests made twice (a preload hint the page did not use). */
  duplicates: string[];
  ms: number;
}

const RUNTIME_MARKER = '[ Federation Runtime ]';
/** In the page: the shell's entry is in and no hydration gate is still held (shared/src/ui/hydrationGate.tsx). */
const HYDRATED = `[...document.scripts].some((s) => /\\/main\\.js$/.test(s.src)) && !document.querySelector('fieldset.${HYDRATION_GATE_CLASS}:disabled')`;
const TEXT_TYPES: Record<string, string> = { Document: 'document', Script: 'script', Stylesheet: 'stylesheet', Fetch: 'fetch', XHR: 'fetch' };

/**
 * Loads each path in a fresh headless Chromium context (empty cache, like a new visitor, phone-sized) and counts what
 * it fetched, from the DevTools protocol (encodedDataLength: bytes received, headers included).
 */
export async function measureFirstView(origin: string, paths: string[], settled: (path: string) => string): Promise<FirstView[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new'],
  });
  try {
    const out: FirstView[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const seen = new Map<string, { url: string; type: string; enc: string | undefined; headerBytes: number; finished?: number; decoded: number }>();
      const requested = new Map<string, number>();
      cdp.on('Network.requestWillBeSent', (e) => requested.set(e.request.url, (requested.get(e.request.url) ?? 0) + 1));
      cdp.on('Network.responseReceived', (e) => {
        const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
        const headerBytes = Object.entries(e.response.headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 20);
        seen.set(e.requestId, { url: e.response.url, type: e.type, enc: h['content-encoding'], headerBytes, decoded: 0 });
      });
      cdp.on('Network.dataReceived', (e) => {
        const r = seen.get(e.requestId);
        if (r) r.decoded += e.dataLength;
      });
      cdp.on('Network.loadingFinished', (e) => {
        const r = seen.get(e.requestId);
        if (r) r.finished = e.encodedDataLength;
      });
      const started = Date.now();
      await page.goto(origin + path, { waitUntil: 'load' });
      await page.waitForSelector(settled(path), { state: 'attached', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      // A server-drawn page is settled once its code has hydrated it (its hydration gates freed), not at the first
      // quiet half second: the entry starts after the first paint, and evaluating it is a pause without requests.
      await page.waitForFunction(HYDRATED, undefined, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const ms = Date.now() - started;
      const rs = [...seen.values()].filter((r) => r.finished !== undefined);
      for (const r of rs) if (r.type === 'Other' && /\/api\/|\.json(\?|$)/.test(r.url)) r.type = 'Fetch'; // preloaded JSON
      const js = rs.filter((r) => r.type === 'Script');
      const duplicates = [...requested.entries()].filter(([, n]) => n > 1).map(([u]) => u);
      let runtimeCopies = 0;
      for (const r of js) {
        const text = await page.evaluate(async (u) => (await fetch(u)).text(), r.url).catch(() => '');
        if (text.includes(RUNTIME_MARKER)) runtimeCopies += 1;
      }
      const encodings: Record<string, string[]> = {};
      for (const r of rs) {
        const kind = TEXT_TYPES[r.type];
        if (!kind) continue;
        (encodings[kind] ??= []);
        const e = r.enc ?? 'none';
        if (!encodings[kind].includes(e)) encodings[kind].push(e);
      }
      out.push({
        path,
        jsFiles: js.length,
        jsTransferred: js.reduce((s, r) => s + r.finished!, 0),
        jsBodies: js.reduce((s, r) => s + Math.max(0, r.finished! - r.headerBytes), 0),
        jsDecoded: js.reduce((s, r) => s + r.decoded, 0),
        uncompressed: rs.filter((r) => TEXT_TYPES[r.type] && !r.enc && r.decoded > 1024).map((r) => r.url),
        encodings,
        runtimeCopies,
        duplicates,
        ms,
      });
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}
