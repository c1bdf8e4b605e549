import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { DateText, isoToDateArray, paths, usePageMeta, useT } from 'shared';
import '../../features/layout/public.css';
import { groupByProceso, OpoList } from '../../features/opoCard/OpoCard';
import { SearchBoxes } from '../../features/search/SearchBoxes';
import { QueryState } from '../../features/layout/states';
import {
  usePublicOposDiasQuery, usePublicOposEtiquetaQuery, usePublicOposFechaQuery, usePublicOposTextoQuery, usePublicProcesosEtiquetaQuery,
} from '../../features/publicApi';

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

/** The public filter "prazo aberto", kept in the URL (shareable) with whatever search is shown. */
function PrazoAbertoFilter() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const on = params.get('prazoAberto') === '1';
  return (
    <label className="filter-prazo">
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => {
          const next = new URLSearchParams(params);
          if (e.target.checked) next.set('prazoAberto', '1');
          else next.delete('prazoAberto');
          setParams(next);
        }}
      />{' '}
      {t('public.filtro.prazoAberto')}
    </label>
  );
}

function ProcesosDaEtiqueta({ etiqueta }: { etiqueta: string }) {
  const { t } = useT();
  const q = usePublicProcesosEtiquetaQuery(etiqueta);
  return (
    <section className="card" aria-labelledby="procesos-etiqueta">
      <h2 id="procesos-etiqueta">{t('public.home.procesos')}</h2>
      <QueryState isLoading={q.isLoading} error={q.error} data={q.data} empty={t('public.home.procesos.empty')}>
        {(procesos) => (
          <ul className="link-list">
            {procesos.map((p) => (
              <li key={p.uuid}>
                <Link to={paths.offer(p.urlAmigable)}>{p.titulo}</Link>
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
  const soloPrazoAberto = params.get('prazoAberto') === '1';
  const q = useOpos(search);

  const fechaArray = search.kind === 'fecha' ? isoToDateArray(search.fecha) : null;
  const fechaText = search.kind === 'fecha' ? (fechaArray ? date(fechaArray) : search.fecha) : '';
  let title: string;
  let description: string;
  switch (search.kind) {
    case 'etiqueta':
      title = t('public.home.title.etiqueta', { etiqueta: search.etiqueta });
      description = t('public.home.meta.etiqueta', { etiqueta: search.etiqueta });
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
      {/* key: a new search in the URL (back/forward, a chip) refills the boxes */}
      <SearchBoxes key={location.search} fecha={search.kind === 'fecha' ? search.fecha : ''} texto={search.kind === 'texto' ? search.texto : ''} />
      <div className="query-summary">
        <h1>{title}</h1>
        {search.kind !== 'dias' ? <Link to={paths.home()}>{t('public.home.clear')}</Link> : null}
      </div>
      {search.kind === 'etiqueta' ? <ProcesosDaEtiqueta etiqueta={search.etiqueta} /> : null}
      <section aria-labelledby="resultados">
        <h2 id="resultados" className="visually-hidden">{title}</h2>
        <QueryState isLoading={q.isFetching && q.currentData === undefined} error={q.isFetching ? undefined : q.error} data={q.currentData} empty={t('public.home.empty')}>
          {(opos) => (
            <>
              <PrazoAbertoFilter />
              {(() => {
                // One card per process (its latest edict); with the filter, only processes whose period is open today.
                // A bulletin day (?fecha=) lists every edict of that day as it was published.
                const shown = (search.kind === 'fecha' ? opos : groupByProceso(opos)).filter((o) => !soloPrazoAberto || o.prazoAberto);
                return (
                  <>
                    <p className="result-count">{shown.length === 1 ? t('public.home.count.one') : t('public.home.count', { n: shown.length })}</p>
                    <OpoList opos={shown} />
                  </>
                );
              })()}
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
