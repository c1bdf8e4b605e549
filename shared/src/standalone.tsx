import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { ROUTER_BASENAME } from './contract/paths.js';
import type { RemoteRoutesModule } from './remote.js';
import { makeStore } from './store/store.js';
import { loadAdminCatalogues, loadSitePagesCatalogue } from './i18n/messages.js';

/** Runs one remote alone, with its own store and router, for its team's development (`npm run dev -w <remote>`). */
export function renderStandalone({ routes, screens }: RemoteRoutesModule, container = document.getElementById('root')!): void {
  const store = makeStore();
  const table: RouteObject[] = [{
    path: '/',
    element: <main className="main"><Outlet /></main>,
    children: routes.map(({ path, screen }) => {
      const Screen = screens[screen];
      return { path: path.replace(/^\//, ''), element: <Screen /> };
    }),
  }];
  const App = () => useRoutes(table);
  // Every text, admin and sign-in ones too, before the first render.
  void Promise.all([loadAdminCatalogues(), loadSitePagesCatalogue()]).catch(() => undefined).then(() =>
    createRoot(container).render(
      <React.StrictMode>
        <Provider store={store}><BrowserRouter basename={ROUTER_BASENAME}><App /></BrowserRouter></Provider>
      </React.StrictMode>,
    ),
  );
}
