import { useT } from 'shared';

/** Placeholder: the screen comes with its own issue. */
export function EtiquetasPage() {
  const { t } = useT();
  return (
    <section className="card" data-remote="mf-public" data-screen="etiquetas">
      <h1>{t('site.name')}</h1>
    </section>
  );
}
