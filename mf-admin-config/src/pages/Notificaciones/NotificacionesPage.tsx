import { useT } from 'shared';

/** Placeholder: the screen comes with its own issue. */
export function NotificacionesPage() {
  const { t } = useT();
  return (
    <section className="card" data-remote="mf-admin-config" data-screen="notificaciones">
      <h1>{t('site.name')}</h1>
    </section>
  );
}
