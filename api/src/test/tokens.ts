import { createHash, randomBytes } from 'node:crypto';
import type { App } from '../services.js';

export type TokenKind = 'admin' | 'visitor' | 'expired' | 'invalid';

type Injected = Awaited<ReturnType<App['inject']>>;

/** Cookies of one browser, enough for the provider's interaction and session cookies. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(res: Injected) {
    const raw = res.headers['set-cookie'];
    for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const pathOf = (location: string) => {
  const u = new URL(location, 'http://localhost');
  return u.pathname + u.search;
};

export interface SignIn {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
}

/**
 * A real sign-in at the embedded development provider, as the browser does it: authorization request with PKCE,
 * the provider's login form, the redirect back with a code, and the code exchange at the token endpoint.
 */
export async function signIn(app: App, username: string, password: string): Promise<SignIn> {
  const { config } = app.services;
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${config.publicUrl}/public/admin/callback`;
  const state = randomBytes(8).toString('hex');
  const auth = new URLSearchParams({
    client_id: config.oidc.publicClientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
  });
  const step = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
    const res = await app.inject({
      method,
      url,
      headers: { cookie: jar.header(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    jar.take(res);
    return res;
  };

  let res = await step('GET', `/idp/auth?${auth}`);
  let code: string | null = null;
  for (let hops = 0; hops < 10 && !code; hops += 1) {
    if (res.statusCode >= 400) throw new Error(`sign-in failed at ${hops}: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
    const location = res.headers.location;
    if (typeof location !== 'string') {
      // The provider's login form.
      const action = /action="([^"]+\/login)"/.exec(res.body)?.[1];
      if (!action) throw new Error(`sign-in: no login form (HTTP ${res.statusCode})`);
      res = await step('POST', action, { username, password });
      if (res.statusCode === 401) throw new Error(`sign-in: wrong credentials for ${username}`);
      continue;
    }
    if (location.startsWith(redirectUri)) {
      const back = new URL(location);
      if (back.searchParams.get('state') !== state) throw new Error('sign-in: state mismatch');
      code = back.searchParams.get('code');
      if (!code) throw new Error(`sign-in: ${back.searchParams.get('error')} ${back.searchParams.get('error_description')}`);
      break;
    }
    res = await step('GET', pathOf(location));
  }
  if (!code) throw new Error('sign-in: no code');
  const token = await app.inject({
    method: 'POST',
    url: '/idp/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: config.oidc.publicClientId,
      code_verifier: verifier,
    }).toString(),
  });
  if (token.statusCode !== 200) throw new Error(`token endpoint: HTTP ${token.statusCode} ${token.body}`);
  return token.json() as SignIn;
}

/** Revokes a token at the provider (RFC 7009), as the browser's client may. */
export async function revoke(app: App, token: string): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/idp/token/revocation',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, client_id: app.services.config.oidc.publicClientId }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`revocation: HTTP ${res.statusCode} ${res.body}`);
}

const signedIn = new WeakMap<App, Map<'admin' | 'visitor', Promise<string>>>();

/**
 * A bearer token of each kind for API tests, from a real sign-in at the embedded OpenID provider:
 * 'admin' and 'visitor' (the seeded accounts; one sign-in per app, reused), 'expired' (a token the provider
 * no longer honours: signed in, then revoked), 'invalid' (not a token at all).
 */
export async function tokenFor(app: App, kind: TokenKind): Promise<string> {
  if (kind === 'invalid') return 'not-a-real-token';
  const { oidc } = app.services.config;
  if (kind === 'expired') {
    const { access_token } = await signIn(app, oidc.devAdminUser, oidc.devAdminPassword);
    await revoke(app, access_token);
    return access_token;
  }
  let perApp = signedIn.get(app);
  if (!perApp) signedIn.set(app, (perApp = new Map()));
  let token = perApp.get(kind);
  if (!token) {
    token = kind === 'admin'
      ? signIn(app, oidc.devAdminUser, oidc.devAdminPassword).then((t) => t.access_token)
      : signIn(app, oidc.devVisitorUser, oidc.devVisitorPassword).then((t) => t.access_token);
    perApp.set(kind, token);
  }
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
