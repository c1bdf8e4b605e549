import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DateText, errorMessage, ErrorMessage, Loading, paths, safeHref, tituloProcesoNoIdioma, usePageMeta, useServedByServer, useT, type ProcesoOposicion } from 'shared';
import '../../features/layout/public.css';
import './offerDetail.css';
import { errorStatus, usePublicProcesoQuery } from '../../features/publicApi';
import { SubscriptionBox } from '../../features/subscription/SubscriptionBox';
import { SeguirProceso } from '../../features/feeds/SeguirProceso';
import { FaseItem } from './FaseItem';
import { FeitosProceso } from './FeitosProceso';
import { ComprobacionPerfil } from './ComprobacionPerfil';
import { hostOf } from './hostOf';
import { descricionDaCabeceira } from './descricion';
import { EstadoProceso } from '../../features/prazo/EstadoProceso';
import { useNomeEtiqueta } from '../../features/filtros/useNomeEtiqueta';
import '../../textos/proceso';

/** The offer's HTML detail with DOMPurify (DECISIONS.md 7): a chunk fetched only for an offer that has one. */
const Detalle = lazy(() => import(/* webpackChunkName: "offer-detalle" */ './Detalle'));

function Offer({ offer }: { offer: ProcesoOposicion }) {
  const { t, lang } = useT();
  const titulo = tituloProcesoNoIdioma(offer.titulo, offer.automatico, lang);
  const nomeEtiqueta = useNomeEtiqueta();
  const descripcion = descricionDaCabeceira(offer);
  const externa = safeHref(offer.urlInfoProcesoExterno);
  return (
    <article data-remote="mf-public" data-screen="offerDetail" aria-labelledby="offer-title">
      <header className="card offer-header">
        {safeHref(offer.urlImagen) ? <img className="offer-image" src={safeHref(offer.urlImagen)} alt="" /> : null}
        <div>
          <h1 id="offer-title">{titulo}</h1>
          {/* The body, unless the title already ends with it ("Axente da policía local · 6 prazas · Concello de Ourense"). */}
          {offer.organizacion && !titulo.endsWith(` · ${offer.organizacion}`) ? <p className="card-meta">{offer.organizacion}</p> : null}
          <EstadoProceso proceso={offer} />
          {descripcion ? <p>{descripcion}</p> : null}
          <dl className="offer-facts">
            {offer.sistemaSeleccion ? <><dt>{t('public.offer.sistemaSeleccion')}</dt><dd>{offer.sistemaSeleccion}</dd></> : null}
            {offer.tipoContrato ? <><dt>{t('public.offer.tipoContrato')}</dt><dd>{offer.tipoContrato}</dd></> : null}
            {offer.bop ? <><dt>{t('public.offer.bop')}</dt><dd>{offer.bop}</dd></> : null}
            {offer.fechaBopInicioProceso ? <><dt>{t('public.offer.fechaBop')}</dt><dd><DateText value={offer.fechaBopInicioProceso} /></dd></> : null}
            {offer.urlInfoProcesoExterno ? (
              <>
                <dt>{t('public.offer.urlProceso')}</dt>
                <dd>
                  {externa ? (
                    <a href={externa} rel="noopener noreferrer" target="_blank">
                      {hostOf(externa)}<span className="visually-hidden"> {t('public.bops.newWindow')}</span>
                    </a>
                  ) : offer.urlInfoProcesoExterno}
                </dd>
              </>
            ) : null}
          </dl>
          {offer.etiquetas.length ? (
            <ul className="chips" aria-label={t('public.offer.etiquetas')}>
              {offer.etiquetas.map((e) => <li key={e}><Link className="chip" to={paths.byLabel(e)}>{nomeEtiqueta(e)}</Link></li>)}
            </ul>
          ) : null}
        </div>
      </header>
      {/* an offer calls nothing yet: no one applies to it */}
      {offer.etapa !== 'oferta' ? <ComprobacionPerfil proceso={offer} /> : null}
      {offer.feitos ? <FeitosProceso feitos={offer.feitos} fases={offer.procesosOposicionesList} prazo={offer.prazo} /> : null}
      {offer.detalle ? <section className="card"><Suspense fallback={null}><Detalle html={offer.detalle} /></Suspense></section> : null}
      <section className="card" aria-labelledby="fases-title">
        <h2 id="fases-title">{t('public.offer.fases')}</h2>
        {offer.procesosOposicionesList.length ? (
          <ol className="fases">
            {offer.procesosOposicionesList.map((f) => <FaseItem key={f.uuid} fase={f} />)}
          </ol>
        ) : <p>{t('public.offer.fases.empty')}</p>}
      </section>
      <SeguirProceso urlAmigable={offer.urlAmigable} />
      <SubscriptionBox uuidProcesoOposicion={offer.uuidEntidad} />
    </article>
  );
}

/** /public/oposicion/:opo: one offer, found by its friendly URL name; an unknown name says so. */
export function OfferDetailPage() {
  const { t, lang } = useT();
  const { opo = '' } = useParams();
  // Every view is read anew (it counts), except the one the server has just rendered (and counted).
  const served = useServedByServer('publicProceso', opo);
  const q = usePublicProcesoQuery(opo, { skip: !opo, refetchOnMountOrArgChange: !served });
  const notFound = errorStatus(q.error) === 404 || !opo;
  const title = q.currentData ? tituloProcesoNoIdioma(q.currentData.titulo, q.currentData.automatico, lang) : notFound ? t('public.offer.notFound.title') : t('public.offer.meta.loading');
  usePageMeta(`${title} · ${t('site.name')}`, q.currentData ? `${q.currentData.organizacion}: ${q.currentData.descripcion}`.slice(0, 300) : t('public.home.meta.description'));

  if (q.isFetching && !q.currentData) return <Loading />;
  if (notFound) {
    return (
      <section className="card" data-remote="mf-public" data-screen="offerDetail">
        <h1>{t('public.offer.notFound.title')}</h1>
        <p>{t('public.offer.notFound.text', { opo })}</p>
        <Link to={paths.home()}>{t('public.offer.notFound.back')}</Link>
      </section>
    );
  }
  if (q.error) return <ErrorMessage message={errorMessage(q.error)} />;
  if (!q.currentData) return <Loading />;
  return <Offer offer={q.currentData} />;
}
