import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from 'shared';

const authFailed = (error: unknown) =>
  Boolean(error && typeof error === 'object' && 'status' in error && [401, 403].includes((error as { status: unknown }).status as number));

/** Sends the administrator to the login page (coming back here) when a call says the session is gone. */
export function useLoginOnAuthError(...errors: unknown[]) {
  const navigate = useNavigate();
  const location = useLocation();
  const failed = errors.some(authFailed);
  useEffect(() => {
    if (failed) navigate(paths.adminLogin(location.pathname + location.search), { replace: true });
  }, [failed, navigate, location.pathname, location.search]);
}
