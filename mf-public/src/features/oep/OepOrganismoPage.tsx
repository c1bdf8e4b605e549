import { Link, useParams } from 'react-router-dom';
import { ErrorMessage, errorMessage, FEED_PATHS, Loading, paths, tituloProcesoNoIdioma, usePageMeta, useT, type OfertaEmprego, type PostoOep } from 'shared';
import '../layout/public.css';
import './oep.css';
import { errorStatus } from '../publicApi';
import { usePublicOepOrganismoQuery } from './oepApi';
import { ContasPrazas, contar, useResumoPrazas } from './ResumoPrazas';

function Posto({ l }: { l: PostoOep }) {
  const { t, lang, date } = useT();
  const detalles = [l.grupo ? t('public.oep.grupo', { grupo: l.grupo }) : '', l.persoal ? t(`public.oep.persoal.${l.persoal}`) : '', l.quenda ? t(`public.oep.quenda.${l.quenda}`) : '']
    .filter(Boolean).join(' · ');
  return (
    <li className="oep-posto">
      <h3>{l.posto}</h3>
      {detalles ? <p className="card-meta">{detalles}</p> : null}
      <ContasPrazas aprobadas={l.prazas} convocadas={l.convocadas} pendentes={l.pendentes} />
      {l.convocatorias.length ? (
        <>
          <p className="card-meta">{t('public.oep.convocatorias')}</p>
          <ul className="oep-convocatorias">
            {l.convocatorias.map((c) => (
              <li key={c.urlAmigable}>
                <Link to={paths.offer(c.urlAmigable)}>{tituloProcesoNoIdioma(c.titulo, c.automatico, lang)}</Link>
                {' · '}
                {c.prazas === null ? t('public.oep.convocatoria.senPrazas') : contar(t, 'public.oep.convocatoria.prazas', c.prazas)}
                {c.excedente > 0 ? ` (${contar(t, 'public.oep.convocatoria.excedente', c.excedente)})` : ''}
                {c.fechaBop ? ` · ${date(c.fechaBop)}` : ''}
                {' · '}
                <span className="card-meta">{t(`public.oep.convocatoria.${c.por}`)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <details className="oep-cita">
        <summary>{t('public.oep.cita')}</summary>
        <q>{l.cita}</q>
      </details>
    </li>
  );
}

function Oferta({ o, nome }: { o: OfertaEmprego; nome: string }) {
  const { t, date } = useT();
  const resumo = useResumoPrazas();
  const id = `oep-${o.uuidOpo}`;
  return (
    <section className="card oep-oferta" aria-labelledby={id} data-ano={o.ano}>
      <h2 id={id}>{t('public.oep.oferta', { nome, ano: o.ano })}</h2>
      <p className="oep-resumo">
        {`${resumo(o.aprobadas, o.convocadas, o.pendentes)} (${t(o.caducada ? 'public.oep.caducada' : 'public.oep.prazo', { data: date(o.prazoLimite) })})`}
      </p>
      {o.caducada ? <p className="oep-caducada notice">{t('public.oep.caducadaEtiqueta')}</p> : null}
      <p className="card-meta">
        {t('public.oep.publicada', { bop: o.bop, data: date(o.fechaBop) })}
        {o.urlDetalle ? <>{' · '}<a href={o.urlDetalle} rel="noopener noreferrer" target="_blank">{t('public.oep.verBoletin')}</a></> : null}
      </p>
      <ul className="oep-postos">
        {o.postos.map((l, i) => <Posto key={`${l.posto}-${i}`} l={l} />)}
      </ul>
    </section>
  );
}

/** /public/oep/:organismo: one body's public employment offers, newest first, each post with its places. */
export function OepOrganismoPage() {
  const { t } = useT();
  const { organismo = '' } = useParams();
  const q = usePublicOepOrganismoQuery(organismo, { skip: !organismo });
  const notFound = errorStatus(q.error) === 404 || !organismo;
  const nome = q.data?.nome;
  usePageMeta(`${nome ? `${nome} · ` : ''}${t('public.oep.title')} · ${t('site.name')}`, t('public.oep.meta.description'));
  if (q.isLoading) return <Loading />;
  if (notFound) {
    return (
      <section className="card" data-remote="mf-public" data-screen="oepOrganismo">
        <h1>{t('public.oep.title')}</h1>
        <p>{t('public.oep.notFound')}</p>
        <Link to={paths.oep()}>{t('public.oep.volver')}</Link>
      </section>
    );
  }
  if (q.error) return <ErrorMessage message={errorMessage(q.error)} />;
  if (!q.data) return <Loading />;
  return (
    <div data-remote="mf-public" data-screen="oepOrganismo">
      <p className="card-meta"><Link to={paths.oep()}>{t('public.oep.volver')}</Link></p>
      <h1>{q.data.nome}</h1>
      <p className="card-meta">{t('public.oep.lei')}</p>
      {q.data.ofertas.map((o) => <Oferta key={o.uuidOpo} o={o} nome={q.data!.nome} />)}
      <p className="card-meta">{t('public.oep.aviso')} <a href={FEED_PATHS.datosOepCsv}>CSV</a> · <a href={FEED_PATHS.datosOepJson}>JSON</a></p>
    </div>
  );
}
