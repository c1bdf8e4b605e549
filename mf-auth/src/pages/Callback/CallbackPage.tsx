import { useT } from 'shared';

/** Placeholder: the screen comes with its own issue. */
export function CallbackPage() {
  const { t } = useT();
  return (
    <section className="card" data-remote="mf-auth" data-screen="callback">
      <h1>{t('site.name')}</h1>
    </section>
  );
}
