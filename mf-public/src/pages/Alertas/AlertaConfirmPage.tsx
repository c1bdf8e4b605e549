import { Link } from 'react-router-dom';
import { listaDoCriterio, Notice, paths, useT } from 'shared';
import { useAlertaConfirmarMutation } from '../../features/alertas/alertasApi';
import { useCriterioEnPalabras } from '../../features/alertas/useCriterioEnPalabras';
import { LigazonFirmada } from '../../features/ligazon/LigazonFirmada';
import '../../features/alertas/alertas.css';

/** /public/alertas/confirmar?token=…: the confirmation link of an alert's double opt-in e-mail. */
export function AlertaConfirmPage() {
  const { t } = useT();
  const enPalabras = useCriterioEnPalabras();
  const [send, result] = useAlertaConfirmarMutation();
  return (
    <LigazonFirmada
      screen="alertaConfirm" title={t('alertas.confirmar.title')} meta={t('alertas.confirmar.meta')} noToken={t('alertas.noToken')}
      send={send} result={result}
      feito={({ alerta, tokenXestion, horaResumo }) => (
        <>
          <Notice kind="success"><strong>{t('alertas.confirmar.done')}</strong></Notice>
          <p>{t(`alertas.confirmar.${alerta.frecuencia}`, { criterio: enPalabras(alerta.criterio, alerta.etiquetaEs), hora: horaResumo })}</p>
          <p>{t('alertas.confirmar.leave')}</p>
          <p className="alertas-ligazons">
            <Link to={listaDoCriterio(alerta.criterio)}>{t('alertas.verLista')}</Link>
            <Link to={paths.alertasXestionar(tokenXestion)}>{t('alertas.xestionar')}</Link>
          </p>
        </>
      )}
    />
  );
}
