import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { makeStore, ROUTER_BASENAME } from 'shared';
import 'shared/styles.css';
import { routes, screens } from './routes';

// Runs this remote alone, with its own store and router, for its team's development.
const store = makeStore();
const router = createBrowserRouter(
  [{ path: '/', element: <main className="main"><Outlet /></main>, children: routes.map(({ path, screen }) => {
    const Screen = screens[screen];
    return { path: path.replace(/^\//, ''), element: <Screen /> };
  }) }],
  { basename: ROUTER_BASENAME },
);
createRoot(document.getElementById('root')!).render(
  <React.StrictMode>
    <Provider store={store}><RouterProvider router={router} /></Provider>
  </React.StrictMode>,
);
