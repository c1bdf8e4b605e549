import { BlockedError, conditionalHeaders, createRecordedHttpClient, createWebHttpClient, FetchError } from './http.js';

/** A fake network: answers by URL, records every request with its headers and the (fake) time it was made. */
function fakeNet(routes: Record<string, (n: number) => { status: number; body?: string } | Error>) {
  let clock = 0;
  const calls: { url: string; at: number; ua: string | null }[] = [];
  const count = new Map<string, number>();
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const n = (count.get(url) ?? 0) + 1;
    count.set(url, n);
    calls.push({ url, at: clock, ua: new Headers(init?.headers).get('user-agent') });
    const route = routes[url];
    const r = route ? route(n) : { status: 404 };
    if (r instanceof Error) throw r;
    return new Response(r.body ?? '', { status: r.status });
  }) as typeof fetch;
  const sleep = async (ms: number) => {
    clock += ms;
  };
  return { fetchImpl, sleep, calls, now: () => clock };
}

const UA = 'OposicionsGalicia/1.0 (+https://oposicions.gal; contacto@oposicions.gal)';

describe('the polite web client', () => {
  it('sends its User-Agent and asks each host at most once per second', async () => {
    const net = fakeNet({ 'https://a.gal/1': () => ({ status: 200, body: 'one' }), 'https://a.gal/2': () => ({ status: 200, body: 'two' }) });
    let realNow = 0;
    const client = createWebHttpClient({
      userAgent: UA, fetchImpl: net.fetchImpl, clock: () => realNow, sleep: async (ms) => { realNow += ms; await net.sleep(ms); },
    });
    expect(await client.request('https://a.gal/1')).toMatchObject({ status: 200, text: 'one' });
    expect((await client.request('https://a.gal/2')).text).toBe('two');
    // robots.txt (404: nothing forbidden), then the two pages, one second apart each.
    expect(net.calls.map((c) => [c.url, c.at])).toEqual([['https://a.gal/robots.txt', 0], ['https://a.gal/1', 1000], ['https://a.gal/2', 2000]]);
    expect(net.calls.every((c) => c.ua === UA)).toBe(true);
  });

  it('retries network errors and 5xx with exponential backoff, then gives up with a FetchError', async () => {
    const net = fakeNet({
      'https://b.gal/robots.txt': () => ({ status: 404 }),
      'https://b.gal/ok': (n) => (n === 1 ? new TypeError('fetch failed') : n === 2 ? { status: 503 } : { status: 200, body: 'ok' }),
      'https://b.gal/down': () => ({ status: 500 }),
    });
    const waits: number[] = [];
    const client = createWebHttpClient({ userAgent: UA, fetchImpl: net.fetchImpl, minIntervalMs: 0, sleep: async (ms) => void waits.push(ms) });
    expect((await client.request('https://b.gal/ok')).text).toBe('ok');
    expect(waits).toEqual([1000, 2000]);
    await expect(client.request('https://b.gal/down')).rejects.toThrow(FetchError);
    expect(net.calls.filter((c) => c.url === 'https://b.gal/down')).toHaveLength(4);
  });

  it('respects robots.txt unless an administrator allowed the host', async () => {
    const routes = { 'https://c.gal/robots.txt': () => ({ status: 200, body: 'User-agent: *\nDisallow: /web/\n' }), 'https://c.gal/web/x': () => ({ status: 200, body: 'x' }) };
    const strict = createWebHttpClient({ userAgent: UA, fetchImpl: fakeNet(routes).fetchImpl, minIntervalMs: 0 });
    await expect(strict.request('https://c.gal/web/x')).rejects.toThrow(BlockedError);
    const allowed = createWebHttpClient({ userAgent: UA, fetchImpl: fakeNet(routes).fetchImpl, minIntervalMs: 0, ignoreRobotsFor: (h) => h === 'c.gal' });
    expect((await allowed.request('https://c.gal/web/x')).text).toBe('x');
  });

  it('gives up on a request that takes longer than its timeout', async () => {
    const hanging = (async (_url: string | URL | Request, init?: RequestInit) => new Promise<Response>((_r, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
    })) as typeof fetch;
    const client = createWebHttpClient({ userAgent: UA, fetchImpl: hanging, timeoutMs: 50, retries: 1, backoffMs: 1, minIntervalMs: 0, ignoreRobotsFor: () => true });
    await expect(client.request('https://d.gal/slow')).rejects.toThrow(FetchError);
  });
});

describe('bodies: bytes, validators and conditional requests', () => {
  it('gives PDFs as bytes and every answer its headers (ETag, Last-Modified)', async () => {
    const fetchImpl = (async () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { etag: '"v1"', 'Last-Modified': 'Tue, 20 Apr 2021 06:00:00 GMT' } })) as typeof fetch;
    const client = createWebHttpClient({ userAgent: UA, fetchImpl, minIntervalMs: 0, ignoreRobotsFor: () => true });
    const res = await client.request('https://e.gal/dia.pdf', { binary: true });
    expect([...res.bytes!]).toEqual([37, 80, 68, 70]);
    expect(res.headers).toMatchObject({ etag: '"v1"', 'last-modified': 'Tue, 20 Apr 2021 06:00:00 GMT' });
  });

  it('sends the validators back and takes a 304 as an answer, not as a failure to retry', async () => {
    const sent: (string | null)[] = [];
    const fetchImpl = (async (_u: string | URL | Request, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('if-none-match'));
      return new Response(null, { status: 304 });
    }) as typeof fetch;
    const client = createWebHttpClient({ userAgent: UA, fetchImpl, minIntervalMs: 0, ignoreRobotsFor: () => true });
    const res = await client.request('https://e.gal/x.html', { headers: conditionalHeaders({ etag: '"v1"', lastModified: null }) });
    expect(res.status).toBe(304);
    expect(sent).toEqual(['"v1"']);
  });

  it('answers 304 from the recorded files when the ETag or the date still match', async () => {
    const recorded = createRecordedHttpClient(new URL('../../fixtures/bulletins', import.meta.url).pathname);
    const url = 'https://www.boe.es/diario_boe/xml.php?id=BOE-A-2025-90030';
    const first = await recorded.request(url);
    expect(first.status).toBe(200);
    expect(first.text).toMatch(/^<\?xml/);
    expect((await recorded.request(url, { headers: conditionalHeaders({ etag: first.headers!.etag }) })).status).toBe(304);
    expect((await recorded.request(url, { headers: conditionalHeaders({ lastModified: first.headers!['last-modified'] }) })).status).toBe(304);
    expect((await recorded.request(url, { headers: conditionalHeaders({ etag: '"outro"' }) })).status).toBe(200);
  });
});
