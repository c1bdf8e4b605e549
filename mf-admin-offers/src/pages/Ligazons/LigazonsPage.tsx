import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, DateText, errorMessage, ErrorMessage, Loading, Notice, paths, usePageMeta, useT, type LigazonRevisar } from 'shared';
import { useAdminOffersDecidirLigazonMutation, useAdminOffersLigazonsQuery } from '../../adminOffersApi';

function Ligazon({ l }: { l: LigazonRevisar }) {
  const { t } = useT();
  const [decidir, { isLoading, error, isSuccess }] = useAdminOffersDecidirLigazonMutation();
  const [destino, setDestino] = useState('');
  return (
    <Card as="li">
      <h2>{l.organizacion}</h2>
      <p className="card-meta"><DateText value={l.fechaBop} /> · {l.bop}</p>
      <p>{l.descripcion}</p>
      <p>{t('adminOffers.ligazons.proceso')}: <Link to={paths.offer(l.urlAmigable)}>{l.tituloProceso}</Link></p>
      <p className="card-meta">{t('adminOffers.ligazons.confianza', { n: Math.round(l.confianza * 100) })} · {t('adminOffers.ligazons.evidencias')}: {l.evidencias}</p>
      <div className="ao-actions">
        <button type="button" disabled={isLoading} onClick={() => decidir({ accion: 'confirmar', uuidOpo: l.uuidOpo })}>{t('adminOffers.ligazons.confirmar')}</button>
        <button type="button" disabled={isLoading} onClick={() => decidir({ accion: 'separar', uuidOpo: l.uuidOpo })}>{t('adminOffers.ligazons.separar')}</button>
        <form onSubmit={(e) => { e.preventDefault(); if (destino.trim()) void decidir({ accion: 'mover', uuidOpo: l.uuidOpo, uuidProceso: destino.trim() }); }}>
          <label>{t('adminOffers.ligazons.destino')} <input value={destino} onChange={(e) => setDestino(e.target.value)} /></label>
          <button type="submit" disabled={isLoading}>{t('adminOffers.ligazons.mover')}</button>
        </form>
      </div>
      {isSuccess ? <Notice kind="success">{t('adminOffers.ligazons.feito')}</Notice> : null}
      {error ? <ErrorMessage message={errorMessage(error)} /> : null}
    </Card>
  );
}

/** /public/admin/procesos/revisar: uncertain links between edicts and processes, decided in one click. */
export function LigazonsPage() {
  const { t } = useT();
  usePageMeta(t('adminOffers.ligazons.title'), t('adminOffers.ligazons.intro'));
  const q = useAdminOffersLigazonsQuery();
  return (
    <section data-remote="mf-admin-offers" data-screen="ligazons">
      <h1>{t('adminOffers.ligazons.title')}</h1>
      <p>{t('adminOffers.ligazons.intro')}</p>
      {q.isLoading ? <Loading /> : null}
      {q.error ? <ErrorMessage message={errorMessage(q.error)} /> : null}
      {q.data && q.data.length === 0 ? <p>{t('adminOffers.ligazons.empty')}</p> : null}
      {q.data?.length ? <ul className="card-list">{q.data.map((l) => <Ligazon key={l.uuidOpo} l={l} />)}</ul> : null}
    </section>
  );
}
