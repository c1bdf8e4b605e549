import { useT } from 'shared';

/** Placeholder: the screen comes with its own issue. */
export function BopsPage() {
  const { t } = useT();
  return (
    <section className="card" data-remote="mf-public" data-screen="bops">
      <h1>{t('site.name')}</h1>
    </section>
  );
}
