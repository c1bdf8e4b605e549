import { screen, waitFor } from '@testing-library/react';
import { readSession, writeSession } from 'shared';
import { renderWithProviders } from 'shared/test-utils';
import { resetOidcClient } from '../../oidc/oidcClient';
import { fakeProvider, idToken } from '../../test/fakeProvider';
import { CallbackPage } from './CallbackPage';

function startedSignIn() {
  writeSession('oauthState', 'st-1');
  writeSession('pkceVerifier', 'v'.repeat(43));
  writeSession('oauthNonce', 'n-1');
}

const tokens = (extra: Record<string, unknown> = {}) => ({
  body: { access_token: 'AT-1', refresh_token: 'RT-1', expires_in: 900, token_type: 'Bearer', id_token: idToken({ nonce: 'n-1' }), ...extra },
});

const render = (query: string) =>
  renderWithProviders(<CallbackPage />, { route: `/admin/callback${query}`, path: '/admin/callback' });

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  localStorage.clear();
  resetOidcClient();
  window.history.replaceState(null, '', '/');
});

function at(query: string) {
  // The page reads the browser's URL for the provider's answer, as in the real callback.
  window.history.replaceState(null, '', `/public/admin/callback${query}`);
  return query;
}

test('exchanges the code with the PKCE verifier (no secret), stores the session, and goes to the admin home', async () => {
  startedSignIn();
  const { tokenForms, calls } = fakeProvider({ token: () => tokens(), authorizationAdmin: (auth) => (auth === 'Bearer AT-1' ? { body: { nombre: 'admin', sub: 'dev-admin', admin: true } } : { status: 401 }) });
  const { router } = render(at('?code=C1&state=st-1'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/home'));
  const form = tokenForms[0];
  expect(Object.fromEntries(form)).toEqual({
    grant_type: 'authorization_code', code: 'C1', code_verifier: 'v'.repeat(43), redirect_uri: 'http://localhost/public/admin/callback', client_id: 'opos-web',
  });
  expect(readSession('accessToken')).toBe('AT-1');
  expect(readSession('refreshToken')).toBe('RT-1');
  expect(Number(readSession('expiresAt'))).toBeGreaterThan(Date.now());
  expect(readSession('reloadSessionId')).toBe('sid-1');
  expect(readSession('userName')).toBe('admin');
  expect(readSession('adminAllowed')).toBe('true');
  expect(readSession('pkceVerifier')).toBeNull();
  expect(calls.some((c) => c.url.pathname === '/api/v1/oauth/authorizationAdmin')).toBe(true);
});

test('goes to the stored redirect target', async () => {
  startedSignIn();
  writeSession('redirectTarget', '/admin/opos?fecha=2024-03-15');
  fakeProvider({ token: () => tokens(), authorizationAdmin: () => ({ body: { nombre: 'admin', sub: 'dev-admin', admin: true } }) });
  const { router } = render(at('?code=C1&state=st-1'));
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/admin/opos?fecha=2024-03-15'));
  expect(readSession('redirectTarget')).toBeNull();
});

test('without a code it goes to the login page', async () => {
  fakeProvider();
  const { router } = render(at(''));
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
});

test("a visitor without admin rights sees a clear refusal, and keeps no tokens", async () => {
  startedSignIn();
  fakeProvider({ token: () => tokens(), authorizationAdmin: () => ({ status: 403, body: { codigo: 'SEN_PERMISOS', descripcion: 'Sen permisos de administración' } }) });
  render(at('?code=C1&state=st-1'));
  expect(await screen.findByRole('heading', { name: 'Sen permisos de administración' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('esta conta non ten permisos de administración');
  expect(screen.getByRole('link', { name: 'Pechar a sesión e entrar con outra conta' })).toHaveAttribute('href', '/admin/cerrarSesion');
  expect(readSession('accessToken')).toBeNull();
  expect(readSession('refreshToken')).toBeNull();
  expect(readSession('adminAllowed')).toBe('false');
  expect(readSession('idToken')).not.toBeNull();
});

test("no access token from the token endpoint: 'Error endpoint Token'", async () => {
  startedSignIn();
  fakeProvider({ token: () => ({ body: { token_type: 'Bearer', id_token: idToken({ nonce: 'n-1' }) } }) });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(at('?code=C1&state=st-1'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Error endpoint Token');
  expect(readSession('accessToken')).toBeNull();
});

test('an inactive token is removed and the error shown', async () => {
  startedSignIn();
  fakeProvider({ token: () => tokens(), authorizationAdmin: () => ({ status: 401, body: { codigo: 'TOKEN_NON_VALIDO', descripcion: 'x' } }) });
  render(at('?code=C1&state=st-1'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: O token de acceso non está activo');
  expect(readSession('accessToken')).toBeNull();
});

test('a state that does not match is refused before any exchange', async () => {
  startedSignIn();
  const { tokenForms } = fakeProvider({ token: () => tokens() });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(at('?code=C1&state=forged'));
  expect(await screen.findByRole('alert')).toHaveTextContent('non corresponde a este acceso');
  expect(tokenForms).toHaveLength(0);
});
