import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTER_BASENAME } from 'shared';
import { ErrorPage, NotFoundPage } from './layout/ErrorPage';
import { Layout } from './layout/Layout';
import { loadGuard, loadScreen } from './remoteScreens';
import { adminHomeRoute, adminRoutes, homeRoute, publicRoutes, type ScreenRoute } from './routeTable';

const toRoute = ({ path, remote, screen }: ScreenRoute): RouteObject => ({
  path,
  lazy: () => loadScreen(remote, screen),
  errorElement: <ErrorPage />,
});

export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <Layout />,
      errorElement: <ErrorPage />,
      children: [
        { index: true, lazy: () => loadScreen(homeRoute.remote, homeRoute.screen), errorElement: <ErrorPage /> },
        ...publicRoutes.map(toRoute),
        {
          path: 'admin',
          lazy: loadGuard,
          errorElement: <ErrorPage />,
          children: [
            { index: true, lazy: () => loadScreen(adminHomeRoute.remote, adminHomeRoute.screen), errorElement: <ErrorPage /> },
            ...adminRoutes.map(toRoute),
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(buildRoutes(), { basename: ROUTER_BASENAME });
}
