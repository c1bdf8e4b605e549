import { testConfig } from '../config.js';
import { createTokenVerifier, type Introspection } from './tokenVerifier.js';

/** The verifier against an external provider (Keycloak-like introspection answers), without the network. */
function verifierAnswering(answer: Introspection, patch: Partial<ReturnType<typeof testConfig>['oidc']> = {}) {
  const config = testConfig({ oidc: { ...testConfig().oidc, issuer: 'https://sso.example.org/realms/opos', ...patch } });
  const calls: { form: URLSearchParams; authorization: string }[] = [];
  const { verify } = createTokenVerifier({
    config,
    transport: async (form, authorization) => {
      calls.push({ form, authorization });
      return { status: 200, body: answer };
    },
  });
  return { verify, calls };
}
const soon = () => Math.floor(Date.now() / 1000) + 300;

test('introspects with the API client credentials and reads roles at a claim path', async () => {
  const { verify, calls } = verifierAnswering(
    { active: true, sub: 'u1', exp: soon(), azp: 'opos-web', typ: 'Bearer', preferred_username: 'ana', realm_access: { roles: ['admin', 'x'] } },
    { adminRoleClaim: 'realm_access.roles' },
  );
  expect(await verify('tok')).toEqual({ active: true, admin: true, user: { sub: 'u1', name: 'ana' } });
  expect(calls[0].authorization).toBe(`Basic ${Buffer.from('opos-api:opos-api-dev-secret').toString('base64')}`);
  expect(calls[0].form.get('token')).toBe('tok');
  await verify('tok');
  expect(calls).toHaveLength(1); // cached briefly
});

test('admin rights by allowed e-mail, only when verified; otherwise a valid non-admin', async () => {
  const ok = verifierAnswering({ active: true, sub: 'u2', exp: soon(), aud: ['opos-api'], email: 'Ana@Example.org', email_verified: true }, { adminEmails: ['ana@example.org'] });
  expect((await ok.verify('t'))?.admin).toBe(true);
  const unverified = verifierAnswering({ active: true, sub: 'u2', exp: soon(), aud: 'opos-api', email: 'ana@example.org', email_verified: false }, { adminEmails: ['ana@example.org'] });
  expect(await unverified.verify('t')).toEqual({ active: true, admin: false, user: { sub: 'u2', name: 'ana@example.org' } });
});

test('inactive, expired, refresh-type or foreign-audience tokens are refused', async () => {
  expect(await verifierAnswering({ active: false }).verify('t')).toBeNull();
  expect(await verifierAnswering({ active: true, sub: 'u', exp: 1000, azp: 'opos-web' }).verify('t')).toBeNull();
  expect(await verifierAnswering({ active: true, sub: 'u', exp: soon(), azp: 'opos-web', typ: 'Refresh' }).verify('t')).toBeNull();
  expect(await verifierAnswering({ active: true, sub: 'u', exp: soon(), azp: 'other-app', aud: 'account' }).verify('t')).toBeNull();
});

test('a provider that cannot answer is a 503, not a 401', async () => {
  const config = testConfig({ oidc: { ...testConfig().oidc, issuer: 'https://sso.example.org' } });
  const { verify } = createTokenVerifier({ config, transport: async () => ({ status: 500, body: null }) });
  await expect(verify('t')).rejects.toMatchObject({ status: 503 });
});
