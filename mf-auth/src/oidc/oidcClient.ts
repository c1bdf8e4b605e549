import * as oauth from 'oauth4webapi';
import { accessTokenExpired, readSession, writeSession, type RuntimeConfig } from 'shared';
import { browser } from './browser';

/**
 * The browser side of OpenID Connect (oauth4webapi): discovery, authorization code + PKCE with a public client
 * (no secret), refresh, and RP-initiated logout. The provider and client id come from the run-time config.
 */
type OidcSettings = RuntimeConfig['oidc'];

interface Discovered {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  settings: OidcSettings;
  options: { [oauth.allowInsecureRequests]?: boolean };
}

export const RUNTIME_CONFIG_URL = '/public/runtime-config.json';

let discovered: Promise<Discovered> | null = null;

/** Forgets the discovered provider (tests; a changed configuration). */
export function resetOidcClient(): void {
  discovered = null;
}

async function discover(): Promise<Discovered> {
  const res = await fetch(RUNTIME_CONFIG_URL, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`runtime configuration: HTTP ${res.status}`);
  const settings = ((await res.json()) as RuntimeConfig).oidc;
  const issuer = new URL(settings.issuer);
  // Plain http only for a provider on this machine (the embedded development provider, or local tests).
  const options = issuer.protocol === 'http:' ? { [oauth.allowInsecureRequests]: true } : {};
  const response = await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...options });
  const as = await oauth.processDiscoveryResponse(issuer, response);
  return { as, client: { client_id: settings.clientId }, settings, options };
}

export function provider(): Promise<Discovered> {
  discovered ??= discover().catch((error) => {
    discovered = null; // try again next time
    throw error;
  });
  return discovered;
}

export const redirectUri = (settings: OidcSettings) => `${browser.origin()}${settings.redirectPath}`;

/** Starts a sign-in: stores PKCE verifier, state and nonce, and returns the provider's authorization URL. */
export async function authorizationUrl(lang: string): Promise<string> {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  writeSession('pkceVerifier', verifier);
  writeSession('oauthState', state);
  writeSession('oauthNonce', nonce);
  const { as, settings } = await provider();
  if (!as.authorization_endpoint) throw new Error('the provider has no authorization_endpoint');
  const url = new URL(as.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: redirectUri(settings),
    response_type: 'code',
    scope: settings.scope,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ui_locales: lang,
  }).toString();
  return url.href;
}

/** The error the spec names when the token endpoint gives no access token. */
export const TOKEN_ENDPOINT_ERROR = 'Error endpoint Token';

function storeTokens(result: oauth.TokenEndpointResponse): void {
  if (!result.access_token) throw new Error(TOKEN_ENDPOINT_ERROR);
  writeSession('accessToken', result.access_token);
  if (result.refresh_token) writeSession('refreshToken', result.refresh_token);
  writeSession('expiresAt', result.expires_in ? String(Date.now() + result.expires_in * 1000) : null);
  if (result.id_token) writeSession('idToken', result.id_token);
}

/** Back from the provider: checks state, exchanges the code with the PKCE verifier, stores the tokens. */
export async function exchangeCode(currentUrl: URL): Promise<void> {
  const { as, client, settings, options } = await provider();
  const expectedState = readSession('oauthState');
  const verifier = readSession('pkceVerifier');
  const expectedNonce = readSession('oauthNonce') ?? undefined;
  if (!expectedState || !verifier) throw new Error('state');
  // Throws when the state does not match or the provider answered with an error.
  const params = oauth.validateAuthResponse(as, client, currentUrl, expectedState);
  writeSession('oauthState', null);
  writeSession('pkceVerifier', null);
  writeSession('oauthNonce', null);
  let result: oauth.TokenEndpointResponse;
  try {
    const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, redirectUri(settings), verifier, options);
    result = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce, requireIdToken: true });
  } catch (error) {
    console.error('[mf-auth] token endpoint', error);
    throw new Error(TOKEN_ENDPOINT_ERROR);
  }
  storeTokens(result);
  const claims = oauth.getValidatedIdTokenClaims(result);
  writeSession('reloadSessionId', typeof claims?.sid === 'string' ? claims.sid : oauth.generateRandomState());
}

/** Renews the tokens with the refresh token. Other tabs may renew at the same time: a Web Lock lets one do it. */
export async function refreshTokens(): Promise<boolean> {
  const before = readSession('expiresAt');
  const run = async () => {
    // Another tab renewed while this one waited for the lock.
    if (readSession('expiresAt') !== before && !accessTokenExpired()) return true;
    const refreshToken = readSession('refreshToken');
    if (!refreshToken) return false;
    const { as, client, options } = await provider();
    try {
      const response = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), refreshToken, options);
      storeTokens(await oauth.processRefreshTokenResponse(as, client, response));
      return true;
    } catch (error) {
      console.error('[mf-auth] refresh', error);
      return false;
    }
  };
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks ? locks.request('opos-session-refresh', run) : run();
}

/** The provider's end-session URL for the stored ID token (null when the provider has none). */
export async function endSessionUrl(idToken: string | null): Promise<string | null> {
  const { as, settings } = await provider();
  if (!as.end_session_endpoint) return null;
  const url = new URL(as.end_session_endpoint);
  const params = new URLSearchParams({ client_id: settings.clientId, post_logout_redirect_uri: `${browser.origin()}/public/` });
  if (idToken) params.set('id_token_hint', idToken);
  url.search = params.toString();
  return url.href;
}
