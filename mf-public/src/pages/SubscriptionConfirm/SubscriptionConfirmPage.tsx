import { useT } from 'shared';

/** Placeholder: the screen comes with its own issue. */
export function SubscriptionConfirmPage() {
  const { t } = useT();
  return (
    <section className="card" data-remote="mf-public" data-screen="subscriptionConfirm">
      <h1>{t('site.name')}</h1>
    </section>
  );
}
