import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths, readSession } from 'shared';

/** Guard of the admin screens: without a stored token, to the login page keeping where the user wanted to go. */
export function AdminGuard() {
  const location = useLocation();
  if (!readSession('accessToken')) {
    return <Navigate to={paths.adminLogin(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
