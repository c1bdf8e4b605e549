import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore, type RootState } from '../store/store.js';
import { adminCatalogues } from '../i18n/catalogues/adminAreas.js';
import { paxinas } from '../i18n/catalogues/paxinas.js';
import { sitePages } from '../i18n/catalogues/sitePages.js';
import { oep } from '../i18n/catalogues/oep.js';
import { alertas } from '../i18n/catalogues/alertas.js';
import { feitos } from '../i18n/catalogues/feitos.js';
import { listas } from '../i18n/catalogues/listas.js';
import { subscriptions } from '../i18n/catalogues/subscriptions.js';
import { proceso } from '../i18n/catalogues/proceso.js';
import { etiquetasBoletins } from '../i18n/catalogues/etiquetasBoletins.js';
import { addCatalogues } from '../i18n/messages.js';

// Unit tests render any screen at once: every text is known (the browser fetches admin and site-page ones when needed;
// a screen's own areas come with its code).
addCatalogues([...Object.values(adminCatalogues), sitePages, paxinas, oep, listas, alertas, feitos, proceso, etiquetasBoletins, subscriptions]);

/** Renders a component with a fresh store (and optionally a router at `route`), as the shell would. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, route = '/', path = '*' }: { preloadedState?: Partial<RootState>; route?: string; path?: string } = {},
) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter([{ path, element: ui }, { path: '*', element: <div data-testid="other-route" /> }], { initialEntries: [route] });
  const Wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const result = render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return { store, router, ...result };
}

type Handler = (url: URL, init: RequestInit & { body?: unknown }) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/**
 * Replaces `fetch` (the machine's edge) with answers by path, for component tests.
 * Returns the list of calls so a test can check what the screen sent.
 */
export function stubFetch(routes: Record<string, Handler>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(req.url, 'http://localhost');
    const text = req.method === 'GET' || req.method === 'HEAD' ? '' : await req.text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ method: req.method, url, body });
    const key = Object.keys(routes).find((k) => {
      const [m, p] = k.includes(' ') ? k.split(' ') : ['GET', k];
      return m === req.method && url.pathname === p;
    });
    if (!key) return new Response(JSON.stringify({ codigo: 'NOT_FOUND', descripcion: `No stub for ${req.method} ${url.pathname}` }), { status: 404, headers: { 'content-type': 'application/json' } });
    const out = await routes[key](url, { ...init, headers: req.headers, body });
    return new Response(out.body === undefined ? null : JSON.stringify(out.body), { status: out.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  globalThis.fetch = fake as typeof fetch;
  return calls;
}
