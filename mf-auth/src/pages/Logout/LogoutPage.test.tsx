import { waitFor } from '@testing-library/react';
import { readSession, SESSION_KEYS, writeSession } from 'shared';
import { renderWithProviders } from 'shared/test-utils';
import { browser } from '../../oidc/browser';
import { resetOidcClient } from '../../oidc/oidcClient';
import { fakeProvider, ISSUER } from '../../test/fakeProvider';
import { LogoutPage } from './LogoutPage';

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  localStorage.clear();
  resetOidcClient();
});

test('clears every session item and ends the provider session with the ID token, back to /public/', async () => {
  for (const key of Object.keys(SESSION_KEYS) as (keyof typeof SESSION_KEYS)[]) writeSession(key, `v-${key}`);
  fakeProvider();
  const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  renderWithProviders(<LogoutPage />, { route: '/admin/cerrarSesion' });
  await waitFor(() => expect(assign).toHaveBeenCalled());
  const url = new URL(assign.mock.calls[0][0]);
  expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/session/end`);
  expect(url.searchParams.get('id_token_hint')).toBe('v-idToken');
  expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost/public/');
  expect(url.searchParams.get('client_id')).toBe('opos-web');
  for (const key of Object.keys(SESSION_KEYS) as (keyof typeof SESSION_KEYS)[]) expect(readSession(key)).toBeNull();
});

test('without an ID token it just goes to the public home', async () => {
  writeSession('accessToken', 'AT');
  fakeProvider();
  const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  const { router } = renderWithProviders(<LogoutPage />, { route: '/admin/cerrarSesion', path: '/admin/cerrarSesion' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(assign).not.toHaveBeenCalled();
  expect(readSession('accessToken')).toBeNull();
});
