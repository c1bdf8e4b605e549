import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorMessage, Loading, Notice, paths, readSession, useAppDispatch, usePageMeta, useT, writeSession } from 'shared';
import { completeSignIn, safeTarget, type AdminCheck } from '../../oidc/session';

type View = { kind: 'working' } | { kind: 'refused' } | { kind: 'error'; message: string };

/**
 * /public/admin/callback: back from the provider with ?code. Exchanges it (PKCE, no secret), checks admin rights,
 * then goes to the stored target or the admin home. Without a code, to the login page.
 */
export function CallbackPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const code = params.get('code');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ kind: 'working' });
  usePageMeta(`${t('auth.callback.title')} · ${t('site.name')}`);

  useEffect(() => {
    if (!code) return;
    let current = true;
    completeSignIn(new URL(window.location.href), dispatch).then(
      (check: AdminCheck) => {
        if (!current) return;
        if (check.kind === 'admin') {
          const target = safeTarget(readSession('redirectTarget')) ?? paths.adminHome();
          writeSession('redirectTarget', null);
          navigate(target, { replace: true });
        } else if (check.kind === 'refused') {
          setView({ kind: 'refused' });
        } else if (check.kind === 'signedOut') {
          setView({ kind: 'error', message: t('auth.callback.inactive') });
        } else {
          setView({ kind: 'error', message: check.message });
        }
      },
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : String(error);
        console.error('[mf-auth] sign-in', error);
        setView({ kind: 'error', message: message === 'state' || /state/i.test(message) ? t('auth.callback.state') : message });
      },
    );
    return () => {
      current = false;
    };
  }, [code, dispatch, navigate, t]);

  if (!code) return <Navigate to={paths.adminLogin()} replace />;
  return (
    <section className="card" data-screen="callback">
      {view.kind === 'working' ? (
        <>
          <h1>{t('auth.callback.title')}</h1>
          <Loading />
        </>
      ) : view.kind === 'refused' ? (
        <>
          <h1>{t('auth.callback.refusedTitle')}</h1>
          <Notice kind="error">{t('auth.callback.refused')}</Notice>
          <Link className="button" to={paths.adminLogout()}>{t('auth.callback.signOut')}</Link>
        </>
      ) : (
        <>
          <h1>{t('auth.callback.title')}</h1>
          <ErrorMessage message={view.message} />
          <Link to={paths.adminLogin()}>{t('auth.callback.retry')}</Link>
        </>
      )}
    </section>
  );
}
