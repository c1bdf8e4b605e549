import { Link } from 'react-router-dom';
import { Notice, paths, useT } from 'shared';
import { useAlertaBaixaMutation } from '../../features/alertas/alertasApi';
import { useNomeAlerta } from '../../features/alertas/useNomeAlerta';
import { LigazonFirmada } from '../../features/ligazon/LigazonFirmada';
import '../../features/alertas/alertas.css';
import '../../textos/subscriptions';

/** /public/alertas/baixa?token=…: the "leave this alert" link of every alert e-mail (one click). */
export function AlertaBaixaPage() {
  const { t } = useT();
  const [send, result] = useAlertaBaixaMutation();
  const { nome } = useNomeAlerta([result.data?.alerta]);
  return (
    <LigazonFirmada
      screen="alertaBaixa" title={t('alertas.baixa.title')} meta={t('alertas.baixa.meta')} noToken={t('alertas.noToken')}
      send={send} result={result}
      feito={({ alerta }) => (
        <>
          <Notice kind="success"><strong>{t('alertas.baixa.done')}</strong></Notice>
          <p>{alerta ? t('alertas.baixa.detalle', { criterio: nome(alerta) }) : t('alertas.baixa.xenerico')}</p>
          {alerta?.perfil ? <p>{t('alertas.perfil.baixa')}</p> : null}
          <p className="alertas-ligazons"><Link to={paths.home()}>{t('subscriptions.goHome')}</Link></p>
        </>
      )}
    />
  );
}
