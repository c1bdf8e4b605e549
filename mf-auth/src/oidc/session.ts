import { clearSession, freshAccessToken, readSession, refreshSession, registerSessionRefresher, writeSession, type AppDispatch } from 'shared';
import { authApi } from './authApi';
import { exchangeCode, refreshTokens } from './oidcClient';

// Every API call of the site renews an expired access token through this (see shared/src/session).
registerSessionRefresher(refreshTokens);

export type AdminCheck = { kind: 'admin'; name: string } | { kind: 'refused' } | { kind: 'signedOut' } | { kind: 'unavailable'; message: string };

async function askAuthorization(dispatch: AppDispatch) {
  const request = dispatch(authApi.endpoints.authAuthorizationAdmin.initiate(undefined, { subscribe: false, forceRefetch: true }));
  return request;
}

const statusOf = (error: unknown) => (error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined);

/**
 * The session check (SPEC.md section 4): the admin authorization call with the stored token, renewing it first
 * when it has expired (and once more when the server says 401). Stores the user name and admin-allowed flag.
 */
export async function checkAdmin(dispatch: AppDispatch): Promise<AdminCheck> {
  if (!(await freshAccessToken())) return { kind: 'signedOut' };
  let result = await askAuthorization(dispatch);
  if (result.error && statusOf(result.error) === 401 && (await refreshSession())) result = await askAuthorization(dispatch);
  if (result.data) {
    writeSession('userName', result.data.nombre);
    writeSession('adminAllowed', 'true');
    return { kind: 'admin', name: result.data.nombre };
  }
  const status = statusOf(result.error);
  if (status === 403) return { kind: 'refused' };
  if (status === 401) return { kind: 'signedOut' };
  const message = result.error && typeof result.error === 'object' && 'error' in result.error ? String(result.error.error) : `HTTP ${String(status)}`;
  return { kind: 'unavailable', message };
}

/** Signed out in this browser: tokens gone (the admin-allowed flag stays so the login link keeps showing). */
export function forgetTokens(options: { keepIdToken?: boolean } = {}): void {
  const idToken = readSession('idToken');
  clearSession({ keepAdminAllowed: true });
  if (options.keepIdToken && idToken) writeSession('idToken', idToken);
}

const signIns = new Map<string, Promise<AdminCheck>>();

/**
 * The callback's work, once per code (React may run an effect twice; a code is single-use): exchange, then the
 * admin check. A visitor without admin rights keeps only the ID token, to end the provider session.
 */
export function completeSignIn(currentUrl: URL, dispatch: AppDispatch): Promise<AdminCheck> {
  const code = currentUrl.searchParams.get('code') ?? '';
  let pending = signIns.get(code);
  if (!pending) {
    pending = (async () => {
      await exchangeCode(currentUrl);
      const check = await checkAdmin(dispatch);
      if (check.kind === 'refused') {
        forgetTokens({ keepIdToken: true });
        writeSession('adminAllowed', 'false');
      } else if (check.kind !== 'admin') {
        forgetTokens({ keepIdToken: true });
      }
      return check;
    })();
    signIns.set(code, pending);
    // React's second run of the effect comes at once; after that the code is spent anyway.
    void pending.catch(() => undefined).finally(() => signIns.delete(code));
  }
  return pending;
}

/** A target inside the site (relative to /public), never another origin. */
export function safeTarget(raw: string | null): string | null {
  if (!raw) return null;
  const path = raw.startsWith('/public/') ? raw.slice('/public'.length) : raw;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  if (path.startsWith('/admin/login') || path.startsWith('/admin/callback') || path.startsWith('/admin/cerrarSesion')) return null;
  return path;
}
