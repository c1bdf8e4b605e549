import { useT } from 'shared';

/** Placeholder: the screen comes with its own issue. */
export function LogoutPage() {
  const { t } = useT();
  return (
    <section className="card" data-remote="mf-auth" data-screen="logout">
      <h1>{t('site.name')}</h1>
    </section>
  );
}
