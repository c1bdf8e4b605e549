import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, ErrorMessage, Loading, Notice, paths, usePageMeta, useT } from 'shared';
import { usePublicSubscriptionConfirmMutation, usePublicSubscriptionUnsubscribeMutation } from './subscriptionLinkApi';

/**
 * The page a link of a notification e-mail opens: it sends the link's signed token once and shows the outcome.
 * Both pages share it; `kind` says which call and which texts.
 */
export function SubscriptionLinkResult({ kind }: { kind: 'confirm' | 'unsubscribe' }) {
  const { t } = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = usePublicSubscriptionConfirmMutation();
  const unsubscribe = usePublicSubscriptionUnsubscribeMutation();
  const [send, result] = kind === 'confirm' ? confirm : unsubscribe;
  const sent = useRef<string | null>(null);
  usePageMeta(`${t(`subscriptions.${kind}.title`)} · ${t('site.name')}`, t(`subscriptions.${kind}.meta`));

  useEffect(() => {
    // Once per token (StrictMode runs effects twice; the call is idempotent anyway).
    if (token && sent.current !== token) {
      sent.current = token;
      void send(token);
    }
  }, [token, send]);

  let body;
  if (!token) body = <Notice kind="error">{t('subscriptions.noToken')}</Notice>;
  else if (result.isError) body = <ErrorMessage message={errorMessage(result.error)} />;
  else if (!result.data) body = <Loading />;
  else {
    const { titulo, urlAmigable, etiqueta } = result.data;
    const detail = etiqueta
      ? t(`subscriptions.${kind}.label`, { etiqueta })
      : titulo
        ? t(`subscriptions.${kind}.offer`, { titulo })
        : t('subscriptions.unsubscribe.generic');
    body = (
      <>
        <Notice kind="success">
          <strong>{t(`subscriptions.${kind}.done`)}</strong>
        </Notice>
        <p>{detail}</p>
        {kind === 'confirm' ? <p>{t('subscriptions.confirm.leave')}</p> : null}
        <p>
          {urlAmigable ? <Link to={paths.offer(urlAmigable)}>{t('subscriptions.goOffer')}</Link>
            : etiqueta ? <Link to={paths.byLabel(etiqueta)}>{t('subscriptions.goLabel')}</Link>
              : <Link to={paths.home()}>{t('subscriptions.goHome')}</Link>}
        </p>
      </>
    );
  }
  return (
    <section className="card" data-remote="mf-public" data-screen={kind === 'confirm' ? 'subscriptionConfirm' : 'subscriptionUnsubscribe'} aria-labelledby="subscription-title">
      <h1 id="subscription-title">{t(`subscriptions.${kind}.title`)}</h1>
      {body}
    </section>
  );
}
