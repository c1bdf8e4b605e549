import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { accessTokenExpired, Loading, paths, readSession, useAppDispatch, writeSession } from 'shared';
import { checkAdmin, forgetTokens } from '../oidc/session';

/**
 * Guard of the admin screens. No token: to the login page, keeping where the user wanted to go. On each
 * navigation it re-checks the session (renewing an expired access token with the refresh token); a failed
 * check signs out.
 */
export function AdminGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const wanted = location.pathname + location.search;
  const hasToken = Boolean(readSession('accessToken'));
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (!readSession('accessToken')) return;
    let current = true;
    void checkAdmin(dispatch).then((check) => {
      if (!current) return;
      if (check.kind === 'admin' || check.kind === 'unavailable') {
        // A server that cannot answer now is not a reason to sign out; the screen shows its own error.
        setChecked(true);
        return;
      }
      forgetTokens();
      if (check.kind === 'refused') writeSession('adminAllowed', 'false');
      navigate(paths.adminLogin(wanted), { replace: true });
    });
    return () => {
      current = false;
    };
    // Each navigation (a new location key) is checked again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  if (!hasToken) return <Navigate to={paths.adminLogin(wanted)} replace />;
  // Only the very first pass waits, and only when the stored token has already expired (it is being renewed).
  if (!checked && accessTokenExpired()) return <Loading />;
  return <Outlet />;
}
