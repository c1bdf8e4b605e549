import { waitFor } from '@testing-library/react';
import { api, errorMessage } from './api';
import { makeStore } from '../store/store';
import { SESSION_KEYS } from '../session/session';
import { stubFetch } from '../test-utils';

const probe = api.injectEndpoints({
  endpoints: (b) => ({ sharedProbe: b.query<{ ok: boolean }, void>({ query: () => '/probe' }) }),
});

describe('the one RTK Query api', () => {
  beforeEach(() => localStorage.clear());

  it('calls /api/v1 with the stored bearer token', async () => {
    localStorage.setItem(SESSION_KEYS.accessToken, 'abc');
    let auth: string | null = null;
    stubFetch({ '/api/v1/probe': (_url, init) => { auth = new Headers(init.headers).get('authorization'); return { body: { ok: true } }; } });
    const store = makeStore();
    const result = await store.dispatch(probe.endpoints.sharedProbe.initiate());
    expect(result.data).toEqual({ ok: true });
    await waitFor(() => expect(auth).toBe('Bearer abc'));
  });

  it('turns a server error into its descripcion', async () => {
    stubFetch({ '/api/v1/probe': () => ({ status: 400, body: { codigo: 'X', descripcion: 'Data incorrecta' } }) });
    const store = makeStore();
    const result = await store.dispatch(probe.endpoints.sharedProbe.initiate());
    expect(errorMessage(result.error)).toBe('Data incorrecta');
  });

  it('names the HTTP status when an error body is not JSON (a gateway error page)', async () => {
    globalThis.fetch = (async () => new Response('Error occurred while proxying', { status: 504 })) as typeof fetch;
    const store = makeStore();
    const result = await store.dispatch(probe.endpoints.sharedProbe.initiate());
    expect(errorMessage(result.error)).toBe('HTTP 504');
  });
});
