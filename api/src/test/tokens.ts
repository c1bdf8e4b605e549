import type { App } from '../app.js';

export type TokenKind = 'admin' | 'visitor' | 'expired' | 'invalid';

/**
 * A bearer token of each kind for API tests. PLACEHOLDER: issue #5 replaces the body with a real sign-in
 * through the development OpenID provider (same signature, so the tests of the other areas keep working).
 */
export async function tokenFor(app: App, kind: TokenKind): Promise<string> {
  if (kind === 'invalid') return 'not-a-real-token';
  return app.services.devTokens.issue(kind);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
