import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, ErrorMessage, listaDoCriterio, Loading, Notice, paths, usePageMeta, useT } from 'shared';
import { useAlertaConfirmarMutation } from '../../features/alertas/alertasApi';
import { useCriterioEnPalabras } from '../../features/alertas/useCriterioEnPalabras';
import '../../features/alertas/alertas.css';

/** /public/alertas/confirmar?token=…: the confirmation link of an alert's double opt-in e-mail. */
export function AlertaConfirmPage() {
  const { t } = useT();
  const enPalabras = useCriterioEnPalabras();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [send, result] = useAlertaConfirmarMutation();
  const sent = useRef<string | null>(null);
  usePageMeta(`${t('alertas.confirmar.title')} · ${t('site.name')}`, t('alertas.confirmar.meta'));

  useEffect(() => {
    // Once per token (StrictMode runs effects twice; the call is idempotent anyway).
    if (token && sent.current !== token) {
      sent.current = token;
      void send(token);
    }
  }, [token, send]);

  let body;
  if (!token) body = <Notice kind="error">{t('alertas.noToken')}</Notice>;
  else if (result.isError) body = <ErrorMessage message={errorMessage(result.error)} />;
  else if (!result.data) body = <Loading />;
  else {
    const { alerta, tokenXestion, horaResumo } = result.data;
    body = (
      <>
        <Notice kind="success"><strong>{t('alertas.confirmar.done')}</strong></Notice>
        <p>{t(`alertas.confirmar.${alerta.frecuencia}`, { criterio: enPalabras(alerta.criterio, alerta.etiquetaEs), hora: horaResumo })}</p>
        <p>{t('alertas.confirmar.leave')}</p>
        <p className="alertas-ligazons">
          <Link to={listaDoCriterio(alerta.criterio)}>{t('alertas.verLista')}</Link>
          <Link to={paths.alertasXestionar(tokenXestion)}>{t('alertas.xestionar')}</Link>
        </p>
      </>
    );
  }
  return (
    <section className="card" data-remote="mf-public" data-screen="alertaConfirm" aria-labelledby="alerta-confirm-title">
      <h1 id="alerta-confirm-title">{t('alertas.confirmar.title')}</h1>
      {body}
    </section>
  );
}
