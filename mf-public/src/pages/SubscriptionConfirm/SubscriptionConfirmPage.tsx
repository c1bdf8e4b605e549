import { SubscriptionLinkResult } from './SubscriptionLinkResult';

/** /public/avisos/confirmar?token=…: the confirmation link of the double opt-in e-mail. */
export function SubscriptionConfirmPage() {
  return <SubscriptionLinkResult kind="confirm" />;
}
