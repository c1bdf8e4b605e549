import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, ErrorMessage, listaDoCriterio, Loading, Notice, paths, usePageMeta, useT, type AlertasXestion } from 'shared';
import { useAlertasXestionBaixaMutation, useAlertasXestionBaixaTodasMutation, useAlertasXestionQuery } from '../../features/alertas/alertasApi';
import { LISTA_PERFIL, useNomeAlerta } from '../../features/alertas/useNomeAlerta';
import '../../features/alertas/alertas.css';
import '../../textos/alertas';

/**
 * /public/alertas/xestionar?token=…: every notice of an address, reached from any alert e-mail without an account
 * (the link is signed for the address): the alerts with their criterion and frequency, the followed offers; cancel
 * one, or all.
 */
export function AlertasXestionPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const q = useAlertasXestionQuery(token, { skip: !token });
  const [cancelOne, one] = useAlertasXestionBaixaMutation();
  const [cancelAll, all] = useAlertasXestionBaixaTodasMutation();
  const [vista, setVista] = useState<AlertasXestion | null>(null);
  const [feito, setFeito] = useState<string | null>(null);
  const [fallo, setFallo] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  usePageMeta(`${t('alertas.xestion.title')} · ${t('site.name')}`, t('alertas.xestion.meta'));

  const data = vista ?? q.data;
  const { nome: nomeDe } = useNomeAlerta(data?.alertas ?? []);
  const busy = one.isLoading || all.isLoading;

  const cancelar = async (uuid: string, nome: string) => {
    setFeito(null);
    setFallo(null);
    try {
      setVista(await cancelOne({ token, uuid }).unwrap());
      setFeito(t('alertas.xestion.cancelado', { nome }));
      heading.current?.focus(); // the button is gone: keep the focus on the page
    } catch (error) {
      setFallo(`${t('alertas.xestion.error')}: ${errorMessage(error)}`);
    }
  };
  const cancelarTodos = async () => {
    setFeito(null);
    setFallo(null);
    try {
      await cancelAll(token).unwrap();
      setVista({ alertas: [], outros: [], horaResumo: data?.horaResumo ?? '', zonaHoraria: data?.zonaHoraria ?? '' });
      setFeito(t('alertas.xestion.canceladosTodos'));
      heading.current?.focus();
    } catch (error) {
      setFallo(`${t('alertas.xestion.error')}: ${errorMessage(error)}`);
    }
  };

  let body;
  if (!token) body = <Notice kind="error">{t('alertas.noToken')}</Notice>;
  else if (q.isError) body = <ErrorMessage message={errorMessage(q.error)} />;
  else if (!data) body = <Loading />;
  else if (!data.alertas.length && !data.outros.length) body = <p>{t('alertas.xestion.empty')}</p>;
  else {
    body = (
      <>
        <p>{t('alertas.xestion.intro')}</p>
        {data.alertas.length ? (
          <section aria-labelledby="alertas-lista-title">
            <h2 id="alertas-lista-title">{t('alertas.xestion.alertas')}</h2>
            <ul className="alertas-lista">
              {data.alertas.map((a) => {
                const nome = nomeDe(a);
                return (
                  <li key={a.uuid}>
                    <div>
                      <Link className="alerta-criterio" to={a.perfil ? LISTA_PERFIL : listaDoCriterio(a.criterio)}>{nome}</Link>
                      <div className="alerta-meta">
                        {t(`alertas.frecuencia.${a.frecuencia}`, { hora: data.horaResumo })}
                        {a.confirmada ? null : ` · ${t('alertas.xestion.pendente')}`}
                      </div>
                      {a.feed ? <a className="alerta-meta" href={a.feed} type="application/atom+xml">{t('alertas.perfil.feed')}</a> : null}
                    </div>
                    <button type="button" className="secondary" disabled={busy} aria-label={t('alertas.xestion.cancelarUn', { nome })} onClick={() => void cancelar(a.uuid, nome)}>
                      {t('alertas.xestion.cancelar')}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
        {data.outros.length ? (
          <section aria-labelledby="outros-lista-title">
            <h2 id="outros-lista-title">{t('alertas.xestion.outros')}</h2>
            <ul className="alertas-lista">
              {data.outros.map((o) => {
                const nome = o.tipo === 'proceso' ? t('alertas.xestion.proceso', { titulo: o.titulo }) : t('alertas.xestion.etiqueta', { etiqueta: o.etiqueta ?? o.titulo });
                return (
                  <li key={o.uuid}>
                    <div>
                      {o.urlAmigable ? <Link to={paths.offer(o.urlAmigable)}>{nome}</Link> : o.etiqueta ? <Link to={paths.byLabel(o.etiqueta)}>{nome}</Link> : nome}
                      {o.confirmada ? null : <div className="alerta-meta">{t('alertas.xestion.pendente')}</div>}
                    </div>
                    <button type="button" className="secondary" disabled={busy} aria-label={t('alertas.xestion.cancelarUn', { nome })} onClick={() => void cancelar(o.uuid, nome)}>
                      {t('alertas.xestion.cancelar')}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
        <button type="button" className="danger" disabled={busy} onClick={() => void cancelarTodos()}>{t('alertas.xestion.cancelarTodos')}</button>
      </>
    );
  }
  return (
    <section className="card" data-remote="mf-public" data-screen="alertasXestion" aria-labelledby="alertas-xestion-title">
      <h1 id="alertas-xestion-title" ref={heading} tabIndex={-1}>{t('alertas.xestion.title')}</h1>
      {/* Always in the page, so what a click did is announced (polite) and failures at once (alert). */}
      <div role="status" aria-live="polite">{feito ? <p><strong>{feito}</strong></p> : null}</div>
      {fallo ? <Notice kind="error">{fallo}</Notice> : null}
      {body}
    </section>
  );
}
