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
