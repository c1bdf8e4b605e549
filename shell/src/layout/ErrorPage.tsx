import { Link } from 'react-router-dom';
import { useT } from 'shared';

/** The error page (SPEC.md section 8): what a screen threw while rendering (shell/src/router.tsx). */
export function ErrorPage({ error }: { error?: unknown }) {
  const { t } = useT();
  const detail = error instanceof Error ? error.message : '';
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
