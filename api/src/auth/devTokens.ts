import { randomBytes } from 'node:crypto';
import type { TokenVerifier } from './adminOnly.js';

/**
 * PLACEHOLDER verifier (until issue #5): tokens issued in-process by `issue`. Replaced by the OpenID provider.
 */
export function createDevTokenStore() {
  const tokens = new Map<string, { admin: boolean; expires: number; name: string }>();
  const verify: TokenVerifier = async (token) => {
    const t = tokens.get(token);
    if (!t) return null;
    return { active: t.expires > Date.now(), admin: t.admin, user: { sub: t.name, name: t.name } };
  };
  return {
    verify,
    issue(kind: 'admin' | 'visitor' | 'expired'): string {
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, { admin: kind !== 'visitor', expires: kind === 'expired' ? Date.now() - 1000 : Date.now() + 3600_000, name: kind });
      return token;
    },
  };
}
