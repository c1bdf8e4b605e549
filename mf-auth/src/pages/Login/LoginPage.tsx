import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorMessage, isAdminSignedIn, Loading, paths, readSession, usePageMeta, useT, writeSession } from 'shared';
import { authorizationUrl } from '../../oidc/oidcClient';
import { safeTarget } from '../../oidc/session';

/** /public/admin/login: a link to the provider's authorisation page (code + PKCE); keeps ?redirect_postlogin. */
export function LoginPage() {
  const { t, lang } = useT();
  const [params] = useSearchParams();
  const target = safeTarget(params.get('redirect_postlogin'));
  const [href, setHref] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  usePageMeta(`${t('auth.login.title')} · ${t('site.name')}`);

  useEffect(() => {
    if (target) writeSession('redirectTarget', target);
  }, [target]);

  useEffect(() => {
    let current = true;
    authorizationUrl(lang).then(
      (url) => current && setHref(url),
      (e: unknown) => current && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      current = false;
    };
  }, [lang]);

  const signedIn = isAdminSignedIn();
  return (
    <section className="card" data-screen="login">
      <h1>{t('auth.login.title')}</h1>
      {signedIn ? (
        <p>
          {t('auth.login.signedIn', { name: readSession('userName') ?? '' })}{' '}
          <Link to={target ?? paths.adminHome()}>{t('auth.login.goHome')}</Link>
        </p>
      ) : null}
      <p>{t('auth.login.text')}</p>
      {target ? <p>{t('auth.login.after', { target: `/public${target}` })}</p> : null}
      {error ? <ErrorMessage message={error} /> : href ? (
        <a className="button" href={href}>{t('auth.login.link')}</a>
      ) : (
        <Loading />
      )}
    </section>
  );
}
