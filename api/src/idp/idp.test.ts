import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { databases, freshDatabase, testApp } from '../test/harness.js';
import { bearer, revoke, signIn } from '../test/tokens.js';

const oidcWith = (patch: Partial<ReturnType<typeof testConfig>['oidc']>) => ({ oidc: { ...testConfig().oidc, ...patch } });
const form = (o: Record<string, string>) => new URLSearchParams(o).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(databases)('the development OpenID provider (%s)', (kind) => {
  test('discovery names the endpoints under /idp; devInteractions are off', async () => {
    const ctx = await testApp(kind);
    try {
      const res = await ctx.app.inject({ url: '/idp/.well-known/openid-configuration' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.issuer).toBe(`${ctx.app.services.config.publicUrl}/idp`);
      expect(new URL(doc.token_endpoint).pathname).toBe('/idp/token');
      expect(new URL(doc.authorization_endpoint).pathname).toBe('/idp/auth');
      expect(new URL(doc.end_session_endpoint).pathname).toBe('/idp/session/end');
      expect(new URL(doc.introspection_endpoint).pathname).toBe('/idp/token/introspection');
      expect(doc.code_challenge_methods_supported).toEqual(['S256']);
      expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'offline_access']));
    } finally {
      await ctx.close();
    }
  });

  test('the login form refuses a wrong password, and an authorization request without PKCE is refused', async () => {
    const ctx = await testApp(kind);
    try {
      const { oidc } = ctx.app.services.config;
      await expect(signIn(ctx.app, oidc.devAdminUser, 'wrong')).rejects.toThrow(/wrong credentials/);
      const noPkce = await ctx.app.inject({
        url: `/idp/auth?${form({ client_id: oidc.publicClientId, redirect_uri: `${ctx.app.services.config.publicUrl}/public/admin/callback`, response_type: 'code', scope: 'openid' })}`,
      });
      expect(noPkce.statusCode).toBe(303);
      expect(noPkce.headers.location).toContain('error=invalid_request');
    } finally {
      await ctx.close();
    }
  });

  test('an access token stops working once expired; the refresh token (rotated) gives a working one', async () => {
    const ctx = await testApp(kind, { config: oidcWith({ accessTokenTtlSeconds: 3 }) });
    try {
      const { oidc } = ctx.app.services.config;
      const tokens = await signIn(ctx.app, oidc.devAdminUser, oidc.devAdminPassword);
      expect(tokens.expires_in).toBe(3);
      expect(tokens.refresh_token).toEqual(expect.any(String));
      const status = async (token: string) => (await ctx.app.inject({ url: '/api/v1/oauth/authorizationAdmin', headers: bearer(token) })).statusCode;
      expect(await status(tokens.access_token)).toBe(200);
      // The provider's clock counts whole seconds: ask until the token is refused (or give up after 10 s).
      const deadline = Date.now() + 10_000;
      let last = 200;
      while (last === 200 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        last = await status(tokens.access_token);
      }
      expect(last).toBe(401);
      const refreshed = await ctx.app.inject({
        method: 'POST', url: '/idp/token', headers: formHeaders,
        payload: form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: oidc.publicClientId }),
      });
      expect(refreshed.statusCode).toBe(200);
      const next = refreshed.json();
      expect(next.refresh_token).not.toBe(tokens.refresh_token);
      expect(await status(next.access_token)).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  test('only the API client may introspect, with its secret', async () => {
    const ctx = await testApp(kind);
    try {
      const { oidc } = ctx.app.services.config;
      const { access_token } = await signIn(ctx.app, oidc.devAdminUser, oidc.devAdminPassword);
      const basic = (id: string, secret: string) => ({ ...formHeaders, authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` });
      const good = await ctx.app.inject({ method: 'POST', url: '/idp/token/introspection', headers: basic(oidc.apiClientId, oidc.apiClientSecret), payload: form({ token: access_token }) });
      expect(good.json()).toMatchObject({ active: true, sub: 'dev-admin', name: 'admin', roles: ['admin'], client_id: oidc.publicClientId });
      const badSecret = await ctx.app.inject({ method: 'POST', url: '/idp/token/introspection', headers: basic(oidc.apiClientId, 'nope'), payload: form({ token: access_token }) });
      expect(badSecret.statusCode).toBe(401);
      const asPublic = await ctx.app.inject({ method: 'POST', url: '/idp/token/introspection', headers: formHeaders, payload: form({ token: access_token, client_id: oidc.publicClientId }) });
      expect(asPublic.json()).toEqual({ active: false });
    } finally {
      await ctx.close();
    }
  });

  test('a revoked token is refused at once', async () => {
    const ctx = await testApp(kind);
    try {
      const { oidc } = ctx.app.services.config;
      const { access_token } = await signIn(ctx.app, oidc.devAdminUser, oidc.devAdminPassword);
      await revoke(ctx.app, access_token);
      expect((await ctx.app.inject({ url: '/api/v1/oauth/authorizationAdmin', headers: bearer(access_token) })).statusCode).toBe(401);
    } finally {
      await ctx.close();
    }
  });

  test('a refresh token is not accepted as a bearer token', async () => {
    const ctx = await testApp(kind);
    try {
      const { oidc } = ctx.app.services.config;
      const { refresh_token } = await signIn(ctx.app, oidc.devAdminUser, oidc.devAdminPassword);
      expect((await ctx.app.inject({ url: '/api/v1/oauth/authorizationAdmin', headers: bearer(refresh_token!) })).statusCode).toBe(401);
    } finally {
      await ctx.close();
    }
  });

  test('signing keys, sessions and tokens survive a restart on the same database', async () => {
    const db = await freshDatabase(kind);
    const config = testConfig({ logLevel: 'silent' });
    try {
      const first = await buildApp({ config, db });
      await first.ready();
      const tokens = await signIn(first, config.oidc.devAdminUser, config.oidc.devAdminPassword);
      const jwks1 = (await first.inject({ url: '/idp/jwks' })).json();
      await first.close();

      const second = await buildApp({ config, db });
      await second.ready();
      try {
        expect((await second.inject({ url: '/idp/jwks' })).json()).toEqual(jwks1);
        expect((await second.inject({ url: '/api/v1/oauth/authorizationAdmin', headers: bearer(tokens.access_token) })).statusCode).toBe(200);
        const refreshed = await second.inject({
          method: 'POST', url: '/idp/token', headers: formHeaders,
          payload: form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: config.oidc.publicClientId }),
        });
        expect(refreshed.statusCode).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await db.close();
    }
  });
});
