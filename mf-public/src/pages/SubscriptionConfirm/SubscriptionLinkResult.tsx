import { Link } from 'react-router-dom';
import { Notice, paths, useT } from 'shared';
import { LigazonFirmada } from '../../features/ligazon/LigazonFirmada';
import { usePublicSubscriptionConfirmMutation, usePublicSubscriptionUnsubscribeMutation } from './subscriptionLinkApi';
import '../../textos/subscriptions';

/**
 * The page a link of a notification e-mail opens (LigazonFirmada): confirm or leave an offer's or a label's notices;
 * `kind` says which call and which texts.
 */
export function SubscriptionLinkResult({ kind }: { kind: 'confirm' | 'unsubscribe' }) {
  const { t } = useT();
  const confirm = usePublicSubscriptionConfirmMutation();
  const unsubscribe = usePublicSubscriptionUnsubscribeMutation();
  const [send, result] = kind === 'confirm' ? confirm : unsubscribe;
  return (
    <LigazonFirmada
      screen={kind === 'confirm' ? 'subscriptionConfirm' : 'subscriptionUnsubscribe'}
      title={t(`subscriptions.${kind}.title`)} meta={t(`subscriptions.${kind}.meta`)} noToken={t('subscriptions.noToken')}
      send={send} result={result}
      feito={({ titulo, urlAmigable, etiqueta }) => {
        const detail = etiqueta
          ? t(`subscriptions.${kind}.label`, { etiqueta })
          : titulo
            ? t(`subscriptions.${kind}.offer`, { titulo })
            : t('subscriptions.unsubscribe.generic');
        return (
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
      }}
    />
  );
}
