import { useDeferredValue } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { cumpreFiltros, DateText, isoToDateArray, paths, tituloProcesoNoIdioma, usePageMeta, useT } from 'shared';
import '../../features/layout/public.css';
import { groupByProceso } from '../../features/opoCard/OpoCard';
import { FiltrosBar, ListaPaxinada, useFiltros } from '../../features/filtros/Filtros';
import { useNomeEtiqueta } from '../../features/filtros/useNomeEtiqueta';
import { DiaNav, Suxestions } from '../../features/search/SenResultados';
import { SearchBoxes } from '../../features/search/SearchBoxes';
import { AvisoLecturas } from '../../features/cobertura/AvisoLecturas';
import { ResultsAnnouncer, useFocusAfterSearch } from '../../features/search/resultsFocus';
import { SiteIntro } from '../../features/site/SiteIntro';
import { FeedDaLista } from '../../features/feeds/FeedDaLista';
import { AlertaBox } from '../../features/alertas/AlertaBox';
import { QueryState } from '../../features/layout/states';
import { PerfilLista, useFiltroPerfil } from '../../features/perfil/PerfilLista';
import { filtrarPorPerfil } from '../../features/perfil/filtroPerfil';
import { usePerfil } from '../../features/perfil/usePerfil';
import { useAvaliacionPerfil } from '../../features/perfil/textosPerfil';
import {
  usePublicOposDiasQuery, usePublicOposEtiquetaQuery, usePublicOposFechaQuery, usePublicOposTextoQuery, usePublicProcesosEtiquetaQuery,
} from '../../features/publicApi';
import '../../textos/listas';

/** Default listing window (SPEC.md section 9). */
export const DIAS = 7;

type Search =
  | { kind: 'etiqueta'; etiqueta: string }
  | { kind: 'texto'; texto: string }
  | { kind: 'fecha'; fecha: string; bop?: string }
  | { kind: 'dias' };

/** Which search the URL asks for; the URL always says what the list shows, so every result page can be shared. */
export function searchFromParams(params: URLSearchParams): Search {
  const etiqueta = params.get('etiquetaBusqueda')?.trim();
  if (etiqueta) return { kind: 'etiqueta', etiqueta };
  const texto = params.get('textoBusqueda')?.trim();
  if (texto) return { kind: 'texto', texto };
  const fecha = params.get('fecha')?.trim();
  if (fecha) return { kind: 'fecha', fecha, bop: params.get('bop')?.trim() || undefined };
  return { kind: 'dias' };
}

function useOpos(search: Search) {
  const dias = usePublicOposDiasQuery(DIAS, { skip: search.kind !== 'dias' });
  const fecha = usePublicOposFechaQuery(search.kind === 'fecha' ? { date: search.fecha, bop: search.bop } : { date: '' }, { skip: search.kind !== 'fecha' });
  const texto = usePublicOposTextoQuery(search.kind === 'texto' ? search.texto : '', { skip: search.kind !== 'texto' });
  const etiqueta = usePublicOposEtiquetaQuery(search.kind === 'etiqueta' ? search.etiqueta : '', { skip: search.kind !== 'etiqueta' });
  return { dias, fecha, texto, etiqueta }[search.kind];
}

function ProcesosDaEtiqueta({ etiqueta }: { etiqueta: string }) {
  const { t, lang } = useT();
  const q = usePublicProcesosEtiquetaQuery(etiqueta);
  return (
    <section className="card" aria-labelledby="procesos-etiqueta">
      <h2 id="procesos-etiqueta">{t('public.home.procesos')}</h2>
      <QueryState isLoading={q.isLoading} error={q.error} data={q.data} empty={t('public.home.procesos.empty')}>
        {(procesos) => (
          <ul className="link-list">
            {procesos.map((p) => (
              <li key={p.uuid}>
                <Link to={paths.offer(p.urlAmigable)}>{tituloProcesoNoIdioma(p.titulo, p.automatico, lang)}</Link>
                {p.fechaBopInicioProceso ? <> · <DateText value={p.fechaBopInicioProceso} /></> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** /public/ and /public/home: the competition list with every query form of the spec and the two search boxes. */
export function HomePage() {
  const { t, date } = useT();
  const [params] = useSearchParams();
  const location = useLocation();
  const search = searchFromParams(params);
  const [filtros, setFiltros] = useFiltros();
  const nomeEtiqueta = useNomeEtiqueta();
  const q = useOpos(search);
  // After a search: the focus goes to the results heading and the number of results is said (polite live region).
  const headingRef = useFocusAfterSearch<HTMLHeadingElement>(!q.isFetching);
  // A new answer replacing a list already drawn waits for transition priority (React draws the cards in slices, the
  // page stays responsive); the first answer is drawn at once: a deferred render can be put off or held by a chunk
  // still loading on a busy machine, and "Cargando…" would stay on screen with the list already there.
  const deferred = useDeferredValue(q.currentData);
  const data = deferred === undefined ? q.currentData : deferred;
  const opos = q.isFetching ? undefined : data;
  // One card per process (its latest edict); a bulletin day (?fecha=) lists every edict of that day as published.
  const all = data ? (search.kind === 'fecha' ? data : groupByProceso(data)) : undefined;
  const filtered = all?.filter((o) => cumpreFiltros(o, filtros));
  // "Para o meu perfil" (issue 24): checked in the browser against the profile kept there.
  const perfil = usePerfil();
  const [porPerfil] = useFiltroPerfil();
  const avaliacion = useAvaliacionPerfil(perfil !== null);
  const filtrado = perfil && porPerfil && avaliacion && filtered ? filtrarPorPerfil(avaliacion, filtered, perfil) : null;
  const shown = filtrado ? filtrado.kept : filtered;
  const countText = opos && shown ? (shown.length === 1 ? t('public.home.count.one') : t('public.home.count', { n: shown.length })) : '';

  const fechaArray = search.kind === 'fecha' ? isoToDateArray(search.fecha) : null;
  const fechaText = search.kind === 'fecha' ? (fechaArray ? date(fechaArray) : search.fecha) : '';
  let title: string;
  let description: string;
  switch (search.kind) {
    case 'etiqueta':
      title = t('public.home.title.etiqueta', { etiqueta: nomeEtiqueta(search.etiqueta) });
      description = t('public.home.meta.etiqueta', { etiqueta: nomeEtiqueta(search.etiqueta) });
      break;
    case 'texto':
      title = t('public.home.title.texto', { texto: search.texto });
      description = t('public.home.meta.texto', { texto: search.texto });
      break;
    case 'fecha':
      title = search.bop ? t('public.home.title.fechaBop', { bop: search.bop, fecha: fechaText }) : t('public.home.title.fecha', { fecha: fechaText });
      description = t('public.home.meta.fecha', { fecha: fechaText });
      break;
    default:
      title = t('public.home.title.dias');
      description = t('public.home.meta.description');
  }
  usePageMeta(search.kind === 'dias' ? t('public.home.meta.title') : `${title} · ${t('site.name')}`, description);

  return (
    <div data-remote="mf-public" data-screen="home">
      {search.kind === 'dias' ? <SiteIntro /> : null}
      {/* key: a new search in the URL (back/forward, a chip) refills the boxes */}
      <SearchBoxes key={location.search} fecha={search.kind === 'fecha' ? search.fecha : ''} texto={search.kind === 'texto' ? search.texto : ''} />
      <div className="query-summary">
        <h1 ref={headingRef} tabIndex={-1}>{title}</h1>
        {search.kind !== 'dias' ? <Link to={paths.home()}>{t('public.home.clear')}</Link> : null}
      </div>
      {search.kind === 'etiqueta' ? <ProcesosDaEtiqueta etiqueta={search.etiqueta} /> : null}
      <ResultsAnnouncer text={countText} />
      <AvisoLecturas />
      <section aria-labelledby="resultados">
        <h2 id="resultados" className="visually-hidden">{title}</h2>
        <QueryState isLoading={data === undefined && (q.isFetching || q.currentData !== undefined)} error={q.isFetching ? undefined : q.error} data={data} empty={t('public.home.empty')}>
          {() => (
            <>
              <FiltrosBar opos={all ?? []} filtros={filtros} onChange={setFiltros} />
              <PerfilLista filtrado={filtrado} />
              <p className="result-count">{shown?.length === 1 ? t('public.home.count.one') : t('public.home.count', { n: shown?.length ?? 0 })}</p>
              {shown && shown.length ? (
                <ListaPaxinada key={location.search} opos={shown} />
              ) : (
                <p className="empty">{t('public.lista.senResultadosFiltros')}</p>
              )}
            </>
          )}
        </QueryState>
        {opos && opos.length === 0 && search.kind === 'texto' ? <Suxestions texto={search.texto} /> : null}
        {search.kind === 'fecha' ? <DiaNav fecha={search.fecha} bop={search.bop} /> : null}
      </section>
      <AlertaBox />
      <FeedDaLista search={location.search} />
    </div>
  );
}
