import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.js';

/** The two seeded accounts of the development OpenID provider: an administrator and a visitor without admin rights. */
export interface DevAccount {
  sub: string;
  username: string;
  name: string;
  email: string;
  roles: string[];
  password: string;
}

export function devAccounts(config: Config): DevAccount[] {
  const { devAdminUser, devAdminPassword, devVisitorUser, devVisitorPassword, adminRole } = config.oidc;
  return [
    { sub: `dev-${devAdminUser}`, username: devAdminUser, name: devAdminUser, email: `${devAdminUser}@localhost`, roles: [adminRole], password: devAdminPassword },
    { sub: `dev-${devVisitorUser}`, username: devVisitorUser, name: devVisitorUser, email: `${devVisitorUser}@localhost`, roles: [], password: devVisitorPassword },
  ];
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** The account whose user name and password match, compared in constant time. */
export function authenticate(accounts: DevAccount[], username: string, password: string): DevAccount | null {
  let found: DevAccount | null = null;
  for (const account of accounts) {
    const userOk = timingSafeEqual(digest(account.username), digest(username));
    const passOk = timingSafeEqual(digest(account.password), digest(password));
    if (userOk && passOk) found = account;
  }
  return found;
}

/** The claims of an account: standard profile/email claims plus the role claim the API checks for admin rights. */
export function accountClaims(account: DevAccount, roleClaim: string): Record<string, unknown> {
  const claims: Record<string, unknown> = {
    sub: account.sub,
    name: account.name,
    preferred_username: account.username,
    email: account.email,
    email_verified: true,
  };
  setPath(claims, roleClaim, account.roles);
  return claims;
}

/** Sets `a.b.c` style claim paths (Keycloak's `realm_access.roles`, for instance). */
function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] = (node[part] as Record<string, unknown> | undefined) ?? {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]] = value;
}

/** How to sign in to the development provider; the server prints it at start. */
export function describeDevAccounts(config: Config): string {
  if (config.oidc.issuer) return `  Sign-in: OpenID provider ${config.oidc.issuer}`;
  const { devAdminUser, devAdminPassword, devVisitorUser, devVisitorPassword } = config.oidc;
  return [
    `  Sign-in: development OpenID provider at ${config.publicUrl}/idp`,
    `    administrator: ${devAdminUser} / ${devAdminPassword}`,
    `    visitor (no admin rights): ${devVisitorUser} / ${devVisitorPassword}`,
  ].join('\n');
}
