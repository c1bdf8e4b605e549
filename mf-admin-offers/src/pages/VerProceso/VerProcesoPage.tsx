import { useT } from 'shared';

/** Placeholder: the screen comes with its own issue. */
export function VerProcesoPage() {
  const { t } = useT();
  return (
    <section className="card" data-remote="mf-admin-offers" data-screen="verProceso">
      <h1>{t('site.name')}</h1>
    </section>
  );
}
