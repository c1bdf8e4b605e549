import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession, Loading, paths, readSession, usePageMeta, useT } from 'shared';
import { browser } from '../../oidc/browser';
import { endSessionUrl } from '../../oidc/oidcClient';

/** /public/admin/cerrarSesion: clears every session item, ends the provider session, lands on /public/. */
export function LogoutPage() {
  const { t } = useT();
  const navigate = useNavigate();
  usePageMeta(`${t('admin.menu.cerrarSesion')} · ${t('site.name')}`);

  useEffect(() => {
    const idToken = readSession('idToken');
    clearSession();
    let current = true;
    endSessionUrl(idToken).then(
      (url) => {
        if (!current) return;
        if (url && idToken) browser.assign(url);
        else navigate(paths.home(), { replace: true });
      },
      (error: unknown) => {
        console.error('[mf-auth] end session', error);
        if (current) navigate(paths.home(), { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [navigate]);

  return (
    <section className="card" data-screen="logout">
      <h1>{t('auth.logout.working')}</h1>
      <Loading />
    </section>
  );
}
