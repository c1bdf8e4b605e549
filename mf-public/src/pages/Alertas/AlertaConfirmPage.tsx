import { Link } from 'react-router-dom';
import { listaDoCriterio, Notice, paths, useT } from 'shared';
import { useAlertaConfirmarMutation } from '../../features/alertas/alertasApi';
import { LISTA_PERFIL, useNomeAlerta } from '../../features/alertas/useNomeAlerta';
import { LigazonFirmada } from '../../features/ligazon/LigazonFirmada';
import '../../features/alertas/alertas.css';
import '../../textos/alertas';

/** /public/alertas/confirmar?token=…: the confirmation link of an alert's double opt-in e-mail. */
export function AlertaConfirmPage() {
  const { t } = useT();
  const [send, result] = useAlertaConfirmarMutation();
  const { nome, perfil } = useNomeAlerta([result.data?.alerta]);
  return (
    <LigazonFirmada
      screen="alertaConfirm" title={t('alertas.confirmar.title')} meta={t('alertas.confirmar.meta')} noToken={t('alertas.noToken')}
      send={send} result={result}
      feito={({ alerta, tokenXestion, horaResumo }) => (
        <>
          <Notice kind="success"><strong>{t('alertas.confirmar.done')}</strong></Notice>
          {alerta.perfil ? (
            <p>{t(`alertas.perfil.confirmar.${alerta.frecuencia}`, { perfil: perfil(alerta.perfil), hora: horaResumo })}</p>
          ) : (
            <p>{t(`alertas.confirmar.${alerta.frecuencia}`, { criterio: nome(alerta), hora: horaResumo })}</p>
          )}
          <p>{t('alertas.confirmar.leave')}</p>
          <p className="alertas-ligazons">
            {alerta.perfil ? <Link to={LISTA_PERFIL}>{t('alertas.perfil.verLista')}</Link> : <Link to={listaDoCriterio(alerta.criterio)}>{t('alertas.verLista')}</Link>}
            {alerta.feed ? <a href={alerta.feed} type="application/atom+xml">{t('alertas.perfil.feed')}</a> : null}
            <Link to={paths.alertasXestionar(tokenXestion)}>{t('alertas.xestionar')}</Link>
          </p>
        </>
      )}
    />
  );
}
