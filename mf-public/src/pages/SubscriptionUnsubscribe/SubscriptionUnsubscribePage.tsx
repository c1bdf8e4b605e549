import { SubscriptionLinkResult } from '../SubscriptionConfirm/SubscriptionLinkResult';

/** /public/avisos/baixa?token=…: the unsubscribe link of every notification e-mail. */
export function SubscriptionUnsubscribePage() {
  return <SubscriptionLinkResult kind="unsubscribe" />;
}
