import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import robotsParserModule from 'robots-parser';

interface RobotsRules {
  isAllowed(url: string, ua?: string): boolean | undefined;
}
// A CommonJS module whose typings declare an ES default export: take whichever shape is there at run time.
const robotsParser = ((robotsParserModule as unknown as { default?: unknown }).default ?? robotsParserModule) as (url: string, text: string) => RobotsRules;

/** What a bulletin source needs from the network: one request, its status and its text. */
export interface HttpRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Form fields (sent as application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  /** Keep the body as bytes (`bytes`) as well: PDFs. */
  binary?: boolean;
}

export interface HttpResponse {
  status: number;
  text: string;
  /** The body as bytes, when the request asked for `binary`. */
  bytes?: Uint8Array;
  /** Response headers, lower-case names (etag, last-modified, content-type). */
  headers?: Record<string, string>;
}

/** The validators of a fetched document, sent back on the next request of the same address (a 304 keeps it). */
export function conditionalHeaders(v: { etag?: string | null; lastModified?: string | null }): Record<string, string> {
  const h: Record<string, string> = {};
  if (v.etag) h['if-none-match'] = v.etag;
  if (v.lastModified) h['if-modified-since'] = v.lastModified;
  return h;
}

export interface HttpClient {
  request(url: string, options?: HttpRequest): Promise<HttpResponse>;
}

/** The site forbids this address in its robots.txt and no administrator allowed it. */
export class BlockedError extends Error {
  constructor(readonly url: string) {
    super(`robots.txt de ${new URL(url).host} non permite ler ${new URL(url).pathname}`);
  }
}

/** The site answered, but not with something usable (5xx after retries, network failure). */
export class FetchError extends Error {}

export interface WebClientOptions {
  userAgent: string;
  /** Hosts (or bulletin keys mapped to hosts by the caller) whose robots.txt is not applied. */
  ignoreRobotsFor?: (host: string) => boolean;
  timeoutMs?: number;
  retries?: number;
  /** Minimum time between two requests to the same host. */
  minIntervalMs?: number;
  backoffMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  clock?: () => number;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The polite web client: a timeout per request, retries with exponential backoff on network errors, 429 and 5xx,
 * at most one request per second per host, an honest User-Agent, and robots.txt respected unless allowed.
 */
export function createWebHttpClient(options: WebClientOptions): HttpClient {
  const {
    userAgent, ignoreRobotsFor = () => false, timeoutMs = 20_000, retries = 3, minIntervalMs = 1000, backoffMs = 1000,
    fetchImpl = fetch, sleep = defaultSleep, clock = Date.now,
  } = options;
  const nextSlot = new Map<string, number>();
  const robots = new Map<string, Promise<RobotsRules | null>>();

  /** Waits for this host's turn; the slot is reserved before waiting so concurrent callers queue up. */
  async function politeTurn(host: string) {
    const now = clock();
    const slot = Math.max(now, nextSlot.get(host) ?? 0);
    nextSlot.set(host, slot + minIntervalMs);
    if (slot > now) await sleep(slot - now);
  }

  async function once(url: string, init: RequestInit, binary = false): Promise<HttpResponse> {
    await politeTurn(new URL(url).host);
    const res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    if (!binary) return { status: res.status, text: await res.text(), headers };
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { status: res.status, text: '', bytes, headers };
  }

  async function withRetries(url: string, init: RequestInit, binary = false): Promise<HttpResponse> {
    let lastError: unknown = null;
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
      try {
        const res = await once(url, init, binary);
        if (res.status === 429 || res.status >= 500) {
          lastError = new FetchError(`${url} respondeu ${res.status}`);
          continue;
        }
        return res;
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError instanceof FetchError ? lastError : new FetchError(`${url}: ${(lastError as Error)?.message ?? lastError}`);
  }

  async function robotsFor(url: URL) {
    const key = url.origin;
    if (!robots.has(key)) {
      const robotsUrl = `${key}/robots.txt`;
      robots.set(key, withRetries(robotsUrl, { headers: { 'user-agent': userAgent } })
        .then((r) => (r.status >= 200 && r.status < 300 ? robotsParser(robotsUrl, r.text) : null))
        // No robots.txt (404) or an unreachable one: nothing forbids reading.
        .catch(() => null));
    }
    return robots.get(key)!;
  }

  return {
    async request(url, req = {}) {
      const parsed = new URL(url);
      if (!ignoreRobotsFor(parsed.host)) {
        const rules = await robotsFor(parsed);
        if (rules && rules.isAllowed(url, userAgent) === false) throw new BlockedError(url);
      }
      const headers: Record<string, string> = { 'user-agent': userAgent, ...req.headers };
      let body: string | undefined;
      if (req.form) {
        body = new URLSearchParams(req.form).toString();
        headers['content-type'] = 'application/x-www-form-urlencoded';
      }
      return withRetries(url, { method: req.method ?? (req.form ? 'POST' : 'GET'), headers, body }, req.binary);
    },
  };
}

/** One recorded answer: a file, or a file with its status and headers (ETag, Last-Modified) for conditional requests. */
type RecordedEntry = string | { file: string; status?: number; headers?: Record<string, string> };

/**
 * Recorded responses instead of the web (BULLETIN_SOURCE_DIR): `recorded.json` in the folder maps
 * "METHOD URL" to a file (or to {file, status, headers}); every other address answers 404, like a day without
 * bulletin. A request whose If-None-Match is the recorded ETag (or whose If-Modified-Since is not older than the
 * recorded Last-Modified) answers 304 without a body, as a web server would.
 */
export function createRecordedHttpClient(dir: string): HttpClient {
  const root = resolve(dir);
  let index: Promise<Record<string, RecordedEntry>> | null = null;
  const load = () => {
    index ??= readFile(join(root, 'recorded.json'), 'utf8').then((text) => (JSON.parse(text) as { responses: Record<string, RecordedEntry> }).responses);
    return index;
  };
  return {
    async request(url, req = {}) {
      const method = req.method ?? (req.form ? 'POST' : 'GET');
      const key = req.form ? `${method} ${url} ${new URLSearchParams(req.form).toString()}` : `${method} ${url}`;
      const entry = (await load())[key];
      if (!entry) return { status: 404, text: '' };
      const { file, status = 200, headers = {} } = typeof entry === 'string' ? { file: entry } : entry;
      const path = resolve(root, file);
      if (!path.startsWith(root)) throw new FetchError(`recorded file outside ${root}: ${file}`);
      const sent = Object.fromEntries(Object.entries(req.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
      const recorded = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
      if (status === 200 && notModified(sent, recorded)) return { status: 304, text: '', headers: recorded };
      const data = await readFile(path);
      if (req.binary) return { status, text: '', bytes: new Uint8Array(data), headers: recorded };
      return { status, text: data.toString('utf8'), headers: recorded };
    },
  };
}

/** RFC 9110 13.1: If-None-Match decides when sent; otherwise If-Modified-Since against Last-Modified. */
function notModified(sent: Record<string, string>, recorded: Record<string, string>): boolean {
  if (sent['if-none-match']) return Boolean(recorded.etag) && sent['if-none-match'].split(',').map((t) => t.trim()).includes(recorded.etag);
  if (sent['if-modified-since'] && recorded['last-modified']) {
    const since = Date.parse(sent['if-modified-since']);
    const last = Date.parse(recorded['last-modified']);
    return !Number.isNaN(since) && !Number.isNaN(last) && last <= since;
  }
  return false;
}

export function userAgentFor(publicUrl: string, contactoEmail: string): string {
  return `OposicionsGalicia/1.0 (+${publicUrl}; ${contactoEmail})`;
}
