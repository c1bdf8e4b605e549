import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore, readSession, writeSession } from 'shared';
import { resetOidcClient } from '../oidc/oidcClient';
import { fakeProvider, idToken } from '../test/fakeProvider';
import { AdminGuard } from './AdminGuard';

function renderGuarded(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <AdminGuard />, children: [{ path: 'home', element: <p>admin home</p> }, { path: 'opos', element: <p>admin opos</p> }] },
      { path: '/admin/login', element: <p>login page</p> },
    ],
    { initialEntries: [url] },
  );
  render(<Provider store={makeStore()}><RouterProvider router={router} /></Provider>);
  return router;
}

const admin = { body: { nombre: 'admin', sub: 'dev-admin', admin: true } };

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  localStorage.clear();
  resetOidcClient();
});

test('without a token it goes to the login page, keeping the wanted URL', async () => {
  fakeProvider();
  const router = renderGuarded('/admin/opos?fecha=2024-03-15');
  expect(await screen.findByText('login page')).toBeInTheDocument();
  expect(router.state.location.search).toBe(`?redirect_postlogin=${encodeURIComponent('/admin/opos?fecha=2024-03-15')}`);
});

test('with a valid token it shows the screen and re-checks the session on each navigation', async () => {
  writeSession('accessToken', 'AT-1');
  writeSession('expiresAt', String(Date.now() + 60_000));
  const { calls } = fakeProvider({ authorizationAdmin: (auth) => (auth === 'Bearer AT-1' ? admin : { status: 401 }) });
  const router = renderGuarded('/admin/home');
  expect(await screen.findByText('admin home')).toBeInTheDocument();
  await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/v1/oauth/authorizationAdmin')).toHaveLength(1));
  await router.navigate('/admin/opos');
  expect(await screen.findByText('admin opos')).toBeInTheDocument();
  await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/v1/oauth/authorizationAdmin')).toHaveLength(2));
});

test('an expired access token is renewed with the refresh token before the check', async () => {
  writeSession('accessToken', 'AT-old');
  writeSession('refreshToken', 'RT-old');
  writeSession('expiresAt', String(Date.now() - 1000));
  const { tokenForms } = fakeProvider({
    token: (form) => (form.get('refresh_token') === 'RT-old'
      ? { body: { access_token: 'AT-new', refresh_token: 'RT-new', expires_in: 20, token_type: 'Bearer', id_token: idToken() } }
      : { status: 400, body: { error: 'invalid_grant' } }),
    authorizationAdmin: (auth) => (auth === 'Bearer AT-new' ? admin : { status: 401 }),
  });
  renderGuarded('/admin/home');
  expect(await screen.findByText('admin home')).toBeInTheDocument();
  expect(Object.fromEntries(tokenForms[0])).toEqual({ grant_type: 'refresh_token', refresh_token: 'RT-old', client_id: 'opos-web' });
  expect(readSession('accessToken')).toBe('AT-new');
  expect(readSession('refreshToken')).toBe('RT-new');
});

test('a failed check (token refused and refresh refused) signs out and goes to the login page', async () => {
  writeSession('accessToken', 'AT-1');
  writeSession('refreshToken', 'RT-1');
  writeSession('adminAllowed', 'true');
  writeSession('expiresAt', String(Date.now() + 60_000));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeProvider({ authorizationAdmin: () => ({ status: 401, body: { codigo: 'TOKEN_NON_VALIDO', descripcion: 'x' } }) });
  const router = renderGuarded('/admin/home');
  expect(await screen.findByText('login page')).toBeInTheDocument();
  expect(router.state.location.search).toBe(`?redirect_postlogin=${encodeURIComponent('/admin/home')}`);
  expect(readSession('accessToken')).toBeNull();
  expect(readSession('refreshToken')).toBeNull();
  expect(readSession('adminAllowed')).toBe('true');
});

test('a token without admin rights signs out', async () => {
  writeSession('accessToken', 'AT-v');
  fakeProvider({ authorizationAdmin: () => ({ status: 403, body: { codigo: 'SEN_PERMISOS', descripcion: 'x' } }) });
  renderGuarded('/admin/home');
  expect(await screen.findByText('login page')).toBeInTheDocument();
  expect(readSession('accessToken')).toBeNull();
  expect(readSession('adminAllowed')).toBe('false');
});
