import { Link } from 'react-router-dom';
import { errorMessage, ErrorMessage, Loading, paths, usePageMeta, useT, type CoberturaBoletin, type DateArray } from 'shared';
import '../../features/layout/public.css';
import '../../features/cobertura/cobertura.css';
import { CoberturaChart, CoberturaLenda } from '../../features/cobertura/CoberturaChart';
import { usePublicCoberturaQuery } from '../../features/cobertura/coberturaApi';

function Boletin({ b, desde, ata }: { b: CoberturaBoletin; desde: DateArray; ata: DateArray }) {
  const { t, date, dateTime } = useT();
  const id = `cobertura-${b.bop.replace(/[^A-Za-z0-9]+/g, '-')}`;
  return (
    <section className="card cobertura-boletin" aria-labelledby={id} data-bop={b.bop}>
      <h2 id={id}>
        <span>{b.bop}</span>
        <span className={`cobertura-estado ${b.aviso ? 'aviso' : 'ok'}`}>{t(b.aviso ? 'public.cobertura.estado.aviso' : 'public.cobertura.estado.ok')}</span>
      </h2>
      {b.diasPublicacionFallidosSeguidos > 0 ? <p className={b.aviso ? 'notice notice-error' : 'card-meta'}>{t('public.cobertura.seguidos', { n: b.diasPublicacionFallidosSeguidos })}</p> : null}
      <p className="cobertura-data"><span>{t('public.cobertura.ultimaLectura')}:</span> <strong>{b.ultimaLecturaCorrecta ? dateTime(b.ultimaLecturaCorrecta) : t('public.cobertura.nunca')}</strong></p>
      <p className="cobertura-data"><span>{t('public.cobertura.ultimoBoletin')}:</span> <strong>{b.ultimoBoletinLido ? date(b.ultimoBoletinLido) : t('public.cobertura.nunca')}</strong></p>
      <dl className="cobertura-feitos">
        {([
          ['diasLidos', b.diasLidos],
          ['diasSenBoletin', b.diasSenBoletin],
          ['diasFallidos', b.diasFallidos],
          ['diasEstruturaCambiada', b.diasEstruturaCambiada],
        ] as const).map(([key, n]) => (
          <div key={key} className={n > 0 && (key === 'diasFallidos' || key === 'diasEstruturaCambiada') ? 'mal' : undefined}>
            <dt>{t(`public.cobertura.${key}`)}</dt>
            <dd>{n}</dd>
          </div>
        ))}
      </dl>
      {b.textos ? (
        <dl className="cobertura-feitos cobertura-textos" aria-label={t('public.cobertura.textos')} title={t('public.cobertura.textosAxuda')}>
          <div>
            <dt>{t('public.cobertura.textosLidos')}</dt>
            <dd>{b.textos.lidos}</dd>
          </div>
          <div className={b.textos.pendentes > 0 ? 'mal' : undefined}>
            <dt>{t('public.cobertura.textosPendentes')}</dt>
            <dd>{b.textos.pendentes}</dd>
          </div>
        </dl>
      ) : null}
      <CoberturaChart bop={b.bop} dias={b.dias} desde={desde} ata={ata} />
    </section>
  );
}

/** /public/cobertura: how each bulletin's daily reading went over the last months, with a small chart each. */
export function CoberturaPage() {
  const { t, date } = useT();
  usePageMeta(`${t('public.cobertura.title')} · ${t('site.name')}`, t('public.cobertura.meta.description'));
  const q = usePublicCoberturaQuery();
  return (
    <div data-remote="mf-public" data-screen="cobertura">
      <h1>{t('public.cobertura.title')}</h1>
      {q.isLoading ? <Loading /> : q.error ? <ErrorMessage message={errorMessage(q.error)} /> : q.data ? (
        <>
          <p>{t('public.cobertura.intro', { desde: date(q.data.desde), ata: date(q.data.ata) })}</p>
          <p className="card-meta">{t('public.cobertura.fonte')} <Link to={paths.bops()}>{t('public.bops.title')}</Link></p>
          <p className="card-meta"><Link to={paths.oep()}>{t('public.oep.link')}</Link></p>
          <CoberturaLenda />
          {q.data.boletins.length ? (
            <div className="cobertura-grid">
              {q.data.boletins.map((b) => <Boletin key={b.bop} b={b} desde={q.data!.desde} ata={q.data!.ata} />)}
            </div>
          ) : <p className="empty">{t('public.cobertura.empty')}</p>}
        </>
      ) : null}
    </div>
  );
}
