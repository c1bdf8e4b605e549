import { useT } from 'shared';

/** Placeholder: the screen comes with its own issue. */
export function OfferDetailPage() {
  const { t } = useT();
  return (
    <section className="card" data-remote="mf-public" data-screen="offerDetail">
      <h1>{t('site.name')}</h1>
    </section>
  );
}
