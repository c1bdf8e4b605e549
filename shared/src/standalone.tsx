import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { ROUTER_BASENAME } from './contract/paths.js';
import type { RemoteRoutesModule } from './remote.js';
import { makeStore } from './store/store.js';

/** Runs one remote alone, with its own store and router, for its team's development (`npm run dev -w <remote>`). */
export function renderStandalone({ routes, screens }: RemoteRoutesModule, container = document.getElementById('root')!): void {
  const store = makeStore();
  const router = createBrowserRouter(
    [{
      path: '/',
      element: <main className="main"><Outlet /></main>,
      children: routes.map(({ path, screen }) => {
        const Screen = screens[screen];
        return { path: path.replace(/^\//, ''), element: <Screen /> };
      }),
    }],
    { basename: ROUTER_BASENAME },
  );
  createRoot(container).render(
    <React.StrictMode>
      <Provider store={store}><RouterProvider router={router} /></Provider>
    </React.StrictMode>,
  );
}
