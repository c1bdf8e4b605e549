import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config.js';
import { loopbackOrigins } from '../security/origins.js';
import { accountClaims, devAccounts, type DevAccount } from './devAccounts.js';
import { databaseAdapter } from './idp.adapter.js';
import { errorPage, logoutPage, pageLang, postLogoutPage } from './idp.pages.js';
import type { IdpStore } from './idp.store.js';

/** Where the development provider lives on the site's own port. */
export const IDP_MOUNT = '/idp';

export const devIssuer = (config: Config) => `${config.publicUrl}${IDP_MOUNT}`;

const SCOPE = 'openid profile email offline_access';

/**
 * The development OpenID provider (oidc-provider, certified): two seeded accounts, a public client for the
 * browser (PKCE, no secret) and a confidential client for the API's token introspection. Keys and artefacts
 * live in the database, so a restart keeps signing keys, sessions and refresh tokens.
 */
export async function createDevProvider(config: Config, store: IdpStore) {
  const { oidc, publicUrl } = config;
  const accounts = devAccounts(config);
  const bySub = new Map<string, DevAccount>(accounts.map((a) => [a.sub, a]));
  const roleClaimTop = oidc.adminRoleClaim.split('.')[0];

  const jwks = await store.keyOf('jwks', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    return { keys: [{ ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' }] };
  });
  const cookieKeys = await store.keyOf('cookies', async () => [randomBytes(32).toString('base64url')]);
  const siteUrl = `${publicUrl}/public/`;
  // The site's own origin, and in development (PUBLIC_URL on a loopback address) its twins on localhost,
  // 127.0.0.1 and [::1] at the same port: the server listens on all of them, so sign-in works from each.
  const origins = [...new Set([new URL(publicUrl).origin, ...loopbackOrigins(publicUrl)])];

  const provider = new Provider(devIssuer(config), {
    adapter: databaseAdapter(store),
    jwks,
    cookies: { keys: cookieKeys },
    clients: [
      {
        client_id: oidc.publicClientId,
        client_name: 'Oposicións Galicia',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((o) => `${o}/public/admin/callback`),
        post_logout_redirect_uris: origins.map((o) => `${o}/public/`),
      },
      {
        client_id: oidc.apiClientId,
        client_secret: oidc.apiClientSecret,
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: [],
        response_types: [],
        redirect_uris: [],
      },
    ],
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', roleClaimTop],
      email: ['email', 'email_verified'],
    },
    scopes: SCOPE.split(' '),
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      introspection: {
        enabled: true,
        // Only the API's confidential client may ask about tokens.
        allowedPolicy: async (_ctx: unknown, client: { clientId: string }) => client.clientId === oidc.apiClientId,
      },
      revocation: {
        enabled: true,
        // A client revokes only its own tokens (the browser's sign-out).
        allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId: string }) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(pageLang(ctx.oidc.params?.ui_locales), form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = postLogoutPage('gl', siteUrl);
        },
      },
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${IDP_MOUNT}/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: unknown, sub: string) {
      const account = bySub.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => accountClaims(account, oidc.adminRoleClaim) };
    },
    // The introspection answer carries the user's name, e-mail and roles, as Keycloak's does.
    async extraTokenClaims(_ctx: unknown, token: { accountId?: string; kind?: string }) {
      const account = token.accountId ? bySub.get(token.accountId) : undefined;
      if (!account) return undefined;
      const { sub: _sub, ...claims } = accountClaims(account, oidc.adminRoleClaim);
      return claims;
    },
    // oidc-provider honours offline_access only with prompt=consent; our first-party browser client gets its
    // refresh token without a consent screen (it expires with the provider session, see expiresWithSession).
    async issueRefreshToken(_ctx: unknown, client: { clientId: string; grantTypeAllowed(type: string): boolean }) {
      return client.clientId === oidc.publicClientId && client.grantTypeAllowed('refresh_token');
    },
    // Our own site is a first-party client: consent is implied, no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId || session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (client.clientId !== oidc.publicClientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPE);
      grant.addOIDCClaims(['name', 'preferred_username', 'email', 'email_verified', roleClaimTop]);
      await grant.save();
      return grant;
    },
    ttl: {
      AccessToken: oidc.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
      // A browser's refresh token rotates on each use and does not outlive the first one's lifetime.
      RefreshToken: (ctx: { oidc?: { entities?: { RotatedRefreshToken?: { remainingTTL: number } } } } | undefined) =>
        ctx?.oidc?.entities?.RotatedRefreshToken?.remainingTTL ?? 8 * 3600,
    },
    clientBasedCORS: (_ctx: unknown, origin: string) => origins.includes(origin),
    async renderError(ctx: KoaContextWithOIDC, out: Record<string, unknown>) {
      ctx.type = 'html';
      ctx.body = errorPage(pageLang(ctx.oidc?.params?.ui_locales), siteUrl, out);
    },
  });
  // X-Forwarded-* are believed only behind a trusted proxy (TRUST_PROXY), as for the rest of the site.
  provider.proxy = config.trustProxy !== false;
  return { provider, accounts, bySub };
}

export type DevProvider = Awaited<ReturnType<typeof createDevProvider>>;
