import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useT } from 'shared';

/** The router's error page (SPEC.md section 8). */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useT();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  if (error) console.error(error);
  return (
    <section className="card" role="alert">
      <h1>{t('error.unexpected')}</h1>
      {detail ? <p><code>{detail}</code></p> : null}
      <p><Link to="/">{t('error.back')}</Link></p>
    </section>
  );
}

export function NotFoundPage() {
  const { t } = useT();
  return (
    <section className="card">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p><Link to="/">{t('error.back')}</Link></p>
    </section>
  );
}
