/** The session items of SPEC.md section 3, kept in local storage under fixed names. */
export const SESSION_KEYS = {
  accessToken: 'opos.accessToken',
  refreshToken: 'opos.refreshToken',
  expiresAt: 'opos.tokenExpiresAt',
  reloadSessionId: 'opos.reloadSessionId',
  redirectTarget: 'opos.redirectPostLogin',
  adminAllowed: 'opos.adminAllowed',
  userName: 'opos.userName',
  idToken: 'opos.idToken',
  pkceVerifier: 'opos.pkceVerifier',
  oauthState: 'opos.oauthState',
  oauthNonce: 'opos.oauthNonce',
} as const;

export type SessionKey = keyof typeof SESSION_KEYS;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readSession(key: SessionKey): string | null {
  return storage()?.getItem(SESSION_KEYS[key]) ?? null;
}

export function writeSession(key: SessionKey, value: string | null): void {
  const s = storage();
  if (!s) return;
  if (value === null) s.removeItem(SESSION_KEYS[key]);
  else s.setItem(SESSION_KEYS[key], value);
}

/** Removes every session item (logout). `adminAllowed` stays only if asked, so the login link keeps showing. */
export function clearSession(options: { keepAdminAllowed?: boolean } = {}): void {
  for (const key of Object.keys(SESSION_KEYS) as SessionKey[]) {
    if (options.keepAdminAllowed && key === 'adminAllowed') continue;
    writeSession(key, null);
  }
}

export function isAdminSignedIn(): boolean {
  return Boolean(readSession('accessToken')) && readSession('adminAllowed') === 'true';
}

/**
 * Refreshing the session: mf-auth registers how (the OpenID provider's refresh token grant); every API call asks
 * for a fresh access token first, so an expired access token is renewed before the call, not after a 401.
 */
export type SessionRefresher = () => Promise<boolean>;

let refresher: SessionRefresher | null = null;
let refreshing: Promise<boolean> | null = null;

export function registerSessionRefresher(fn: SessionRefresher | null): void {
  refresher = fn;
}

/** True when the stored access token expires within `marginMs` (false when no lifetime is stored). */
export function accessTokenExpired(marginMs = 5_000, now = Date.now()): boolean {
  const expiresAt = Number(readSession('expiresAt'));
  return Boolean(expiresAt) && expiresAt - marginMs <= now;
}

/** Renews the tokens with the refresh token; concurrent callers share one renewal. False when it could not. */
export function refreshSession(): Promise<boolean> {
  if (!refresher || !readSession('refreshToken')) return Promise.resolve(false);
  refreshing ??= refresher()
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The access token to send now: renewed first when it has expired and a refresher is registered. */
export async function freshAccessToken(): Promise<string | null> {
  if (readSession('accessToken') && accessTokenExpired()) await refreshSession();
  return readSession('accessToken');
}
