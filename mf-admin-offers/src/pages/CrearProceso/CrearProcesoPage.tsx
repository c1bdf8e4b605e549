import { useT } from 'shared';

/** Placeholder: the screen comes with its own issue. */
export function CrearProcesoPage() {
  const { t } = useT();
  return (
    <section className="card" data-remote="mf-admin-offers" data-screen="crearProceso">
      <h1>{t('site.name')}</h1>
    </section>
  );
}
