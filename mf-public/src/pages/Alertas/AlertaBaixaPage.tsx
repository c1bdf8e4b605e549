import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, ErrorMessage, Loading, Notice, paths, usePageMeta, useT } from 'shared';
import { useAlertaBaixaMutation } from '../../features/alertas/alertasApi';
import { useCriterioEnPalabras } from '../../features/alertas/useCriterioEnPalabras';
import '../../features/alertas/alertas.css';

/** /public/alertas/baixa?token=…: the "leave this alert" link of every alert e-mail (one click). */
export function AlertaBaixaPage() {
  const { t } = useT();
  const enPalabras = useCriterioEnPalabras();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [send, result] = useAlertaBaixaMutation();
  const sent = useRef<string | null>(null);
  usePageMeta(`${t('alertas.baixa.title')} · ${t('site.name')}`, t('alertas.baixa.meta'));

  useEffect(() => {
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
    const { alerta } = result.data;
    body = (
      <>
        <Notice kind="success"><strong>{t('alertas.baixa.done')}</strong></Notice>
        <p>{alerta ? t('alertas.baixa.detalle', { criterio: enPalabras(alerta.criterio, alerta.etiquetaEs) }) : t('alertas.baixa.xenerico')}</p>
        <p className="alertas-ligazons"><Link to={paths.home()}>{t('subscriptions.goHome')}</Link></p>
      </>
    );
  }
  return (
    <section className="card" data-remote="mf-public" data-screen="alertaBaixa" aria-labelledby="alerta-baixa-title">
      <h1 id="alerta-baixa-title">{t('alertas.baixa.title')}</h1>
      {body}
    </section>
  );
}
