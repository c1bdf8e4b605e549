import { screen } from '@testing-library/react';
import { readSession } from 'shared';
import { renderWithProviders } from 'shared/test-utils';
import { resetOidcClient } from '../../oidc/oidcClient';
import { fakeProvider, ISSUER } from '../../test/fakeProvider';
import { LoginPage } from './LoginPage';

beforeEach(() => {
  localStorage.clear();
  resetOidcClient();
});

test('links to the provider with client id, redirect URI, code, PKCE S256, state, nonce and offline_access', async () => {
  fakeProvider();
  renderWithProviders(<LoginPage />, { route: '/admin/login' });
  const link = await screen.findByRole('link', { name: 'Entrar co provedor de identidade' });
  const url = new URL(link.getAttribute('href')!);
  expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/auth`);
  const q = url.searchParams;
  expect(q.get('client_id')).toBe('opos-web');
  expect(q.get('redirect_uri')).toBe('http://localhost/public/admin/callback');
  expect(q.get('response_type')).toBe('code');
  expect(q.get('code_challenge_method')).toBe('S256');
  expect(q.get('scope')).toBe('openid profile email offline_access');
  expect(q.get('state')).toBe(readSession('oauthState'));
  expect(q.get('nonce')).toBe(readSession('oauthNonce'));
  expect(q.get('ui_locales')).toBe('gl');
  // The challenge is the S256 of the stored verifier.
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(readSession('pkceVerifier')!));
  expect(q.get('code_challenge')).toBe(Buffer.from(digest).toString('base64url'));
});

test('stores ?redirect_postlogin for after the sign-in, only when it stays on the site', async () => {
  fakeProvider();
  renderWithProviders(<LoginPage />, { route: `/admin/login?redirect_postlogin=${encodeURIComponent('/admin/opos?fecha=2024-03-15')}` });
  await screen.findByRole('link', { name: 'Entrar co provedor de identidade' });
  expect(readSession('redirectTarget')).toBe('/admin/opos?fecha=2024-03-15');
  expect(screen.getByText('Despois de entrar volverás a /public/admin/opos?fecha=2024-03-15.')).toBeInTheDocument();
});

test('ignores a redirect to another site', async () => {
  fakeProvider();
  renderWithProviders(<LoginPage />, { route: `/admin/login?redirect_postlogin=${encodeURIComponent('//evil.example/x')}` });
  await screen.findByRole('link', { name: 'Entrar co provedor de identidade' });
  expect(readSession('redirectTarget')).toBeNull();
});

test('shows the error when the provider cannot be discovered', async () => {
  fakeProvider({ extra: { '/idp/.well-known/openid-configuration': () => ({ status: 503, body: {} }) } });
  renderWithProviders(<LoginPage />, { route: '/admin/login' });
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: /);
});
