import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { HydrationGate, type RemoteName } from 'shared';
import { ErrorPage, NotFoundPage } from './layout/ErrorPage';
import { Layout } from './layout/Layout';
import { loadGuard, loadScreen } from './remoteScreens';
import { adminHomeRoute, adminRoutes, homeRoute, publicRoutes, type ScreenRoute } from './routeTable';

/**
 * The router is React Router's declarative one (`<BrowserRouter>` + `useRoutes`), not the data router: nothing here
 * uses loaders or actions, and the data router is ~15 KB (brotli) more in every first view. Screens load lazily
 * (React.lazy over loadScreen); a navigation is a transition, so the page on screen stays until the next one's code
 * is there; an error while rendering a screen shows the error page in its place.
 */

/** Catches what a screen throws while rendering; a new location clears it. */
class RouteErrorBoundary extends Component<{ children: ReactNode; location: string }, { error: unknown; location: string }> {
  override state = { error: null as unknown, location: this.props.location };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: { location: string }, state: { error: unknown; location: string }) {
    return props.location === state.location ? null : { error: null, location: props.location };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

function Guarded({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary location={pathname}>{children}</RouteErrorBoundary>;
}

const screens = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per remote screen (as the data router keeps a route's `lazy` result). A remote that could not
 * be loaded shows its in-place message, whose button reloads the page.
 */
function lazyOf(key: string, load: () => Promise<{ Component: ComponentType }>) {
  let screen = screens.get(key);
  if (!screen) {
    screen = lazy(async () => ({ default: (await load()).Component }));
    screens.set(key, screen);
  }
  return screen;
}

function RemoteScreen({ remote, screen }: { remote: RemoteName; screen: string }) {
  const Screen = lazyOf(`${remote}/${screen}`, () => loadScreen(remote, screen));
  return <Guarded><Screen /></Guarded>;
}

function AdminGuard() {
  const Guard = lazyOf('mf_auth/guard', loadGuard);
  return <Guarded><Guard /></Guarded>;
}

const toRoute = ({ path, remote, screen }: ScreenRoute): RouteObject => ({ path, element: <RemoteScreen remote={remote} screen={screen} /> });

export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <Guarded><Layout /></Guarded>,
      children: [
        { index: true, element: <RemoteScreen remote={homeRoute.remote} screen={homeRoute.screen} /> },
        ...publicRoutes.map(toRoute),
        {
          path: 'admin',
          element: <AdminGuard />,
          children: [
            { index: true, element: <RemoteScreen remote={adminHomeRoute.remote} screen={adminHomeRoute.screen} /> },
            ...adminRoutes.map(toRoute),
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

const routes = buildRoutes();

/** The site's routes, inside `<BrowserRouter basename={ROUTER_BASENAME}>` (bootstrap.tsx). */
export function AppRoutes() {
  // One boundary above every route: the first view shows nothing until its screen is there; later navigations
  // (transitions) keep the current page meanwhile.
  return <Suspense fallback={null}><HydrationGate>{useRoutes(routes)}</HydrationGate></Suspense>;
}
