import { stubFetch } from 'shared/test-utils';

/** An OpenID provider at the machine's edge for component tests: discovery, token endpoint, admin check. */
export const ISSUER = 'http://localhost/idp';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** An ID token as the provider would sign it (oauth4webapi checks its claims; the signature is the provider's). */
export function idToken(claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'RS256', kid: 'k1' })}.${b64({ iss: ISSUER, aud: 'opos-web', sub: 'dev-admin', iat: now, exp: now + 300, sid: 'sid-1', ...claims })}.c2ln`;
}

type Answer = { status?: number; body?: unknown };

export function fakeProvider(routes: {
  token?: (form: URLSearchParams) => Answer;
  authorizationAdmin?: (authorization: string | null) => Answer;
  extra?: Parameters<typeof stubFetch>[0];
} = {}) {
  const tokenForms: URLSearchParams[] = [];
  const calls = stubFetch({
    '/public/runtime-config.json': () => ({
      body: { remotes: {}, canalMensaxeriaUrl: '', contactoUrl: '', oidc: { issuer: ISSUER, clientId: 'opos-web', scope: 'openid profile email offline_access', redirectPath: '/public/admin/callback' } },
    }),
    '/idp/.well-known/openid-configuration': () => ({
      body: {
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/auth`,
        token_endpoint: `${ISSUER}/token`,
        end_session_endpoint: `${ISSUER}/session/end`,
        jwks_uri: `${ISSUER}/jwks`,
        code_challenge_methods_supported: ['S256'],
      },
    }),
    '/api/v1/oauth/authorizationAdmin': (_url, init) => {
      const headers = new Headers(init.headers);
      return routes.authorizationAdmin ? routes.authorizationAdmin(headers.get('authorization')) : { status: 401, body: { codigo: 'NON_AUTENTICADO', descripcion: 'x' } };
    },
    ...routes.extra,
  });
  // The token endpoint takes a form, which stubFetch (JSON bodies) does not read: answered here.
  const json = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    if (req.method === 'POST' && new URL(req.url).pathname === '/idp/token') {
      const form = new URLSearchParams(await req.text());
      tokenForms.push(form);
      const out = routes.token ? routes.token(form) : { status: 400, body: { error: 'invalid_grant' } };
      return new Response(JSON.stringify(out.body ?? {}), { status: out.status ?? 200, headers: { 'content-type': 'application/json' } });
    }
    return json(input, init);
  }) as typeof fetch;
  return { calls, tokenForms };
}
