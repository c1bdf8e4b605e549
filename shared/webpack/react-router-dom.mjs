// What every front end may import from 'react-router-dom', shared as that one singleton (shared/webpack/federation.cjs).
// A module shared through Module Federation cannot be tree-shaken (the shell cannot know what a remote will use), so
// sharing the package itself sends all of React Router (~190 KB) to every first view. This module names the part the
// front ends use; the build tree-shakes the rest. It is React Router's declarative API (<BrowserRouter>, useRoutes):
// the data router (createBrowserRouter, loaders, useRouteError) is not used and would add ~15 KB (brotli).
// Only the names in use are listed (each costs bytes in every first view). A name missing here fails the test
// shared/src/sharedRouter.test.ts: add it here (it is then part of the shared copy). NavLink is left out (~0.5 KB
// brotli): the shell's menus mark the current page with their own MenuLink (shell/src/layout/Layout.tsx).
export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
