import { useT } from 'shared';

/** Placeholder: the screen comes with its own issue. */
export function LoginPage() {
  const { t } = useT();
  return (
    <section className="card" data-remote="mf-auth" data-screen="login">
      <h1>{t('site.name')}</h1>
    </section>
  );
}
