import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { dateArrayToIso, dateInZone, DateText, NeedsJavaScript, paths, safeHref, usePageMeta, useT, type Bop } from 'shared';
import '../../features/layout/public.css';
import { QueryState } from '../../features/layout/states';
import { usePublicBopsQuery, usePublicBopsWebQuery } from '../../features/publicApi';
import { UltimasLecturas } from '../../features/cobertura/UltimasLecturas';
import '../../textos/etiquetasBoletins';

const todayIso = () => dateArrayToIso(dateInZone(new Date(), 'Europe/Madrid'));

/** 'Abrir WEB BOPs': the website of each bulletin for a date (?fecha= on this page, today by default). */
function BopsWeb() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const fecha = params.get('fecha') || todayIso();
  const [value, setValue] = useState(fecha);
  const q = usePublicBopsWebQuery(fecha);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value) setParams({ fecha: value });
  };
  return (
    <section className="card" aria-labelledby="bops-web">
      <h2 id="bops-web">{t('public.bops.web')}</h2>
      <NeedsJavaScript />
      <form className="bops-date-form" onSubmit={submit}>
        <div className="form-field">
          <label htmlFor="bops-fecha">{t('public.bops.web.fecha')}</label>
          <input id="bops-fecha" type="date" required value={value} onChange={(e) => setValue(e.target.value)} />
        </div>
        <button type="submit">{t('public.bops.web.button')}</button>
      </form>
      <QueryState isLoading={q.isFetching && q.currentData === undefined} error={q.isFetching ? undefined : q.error} data={q.currentData} empty={t('public.bops.web.empty')}>
        {(webs) => (
          <ul className="link-list">
            {webs.map((w) => (
              <li key={`${w.bop}|${w.url}`}>
                <a href={safeHref(w.url)} rel="noopener noreferrer" target="_blank">
                  {w.bop}<span className="visually-hidden"> {t('public.bops.newWindow')}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** Bulletins grouped by date, keeping the newest-first order of the server. */
function groupByDate(bops: Bop[]): [string, Bop[]][] {
  const groups = new Map<string, Bop[]>();
  for (const b of bops) {
    const iso = dateArrayToIso(b.fechaBop);
    groups.set(iso, [...(groups.get(iso) ?? []), b]);
  }
  return [...groups];
}

/** 'Listado BOPs': the bulletins read, newest first, each linking to its competitions. */
function BopsList() {
  const { t, date } = useT();
  const q = usePublicBopsQuery();
  return (
    <section className="card" aria-labelledby="bops-list">
      <h2 id="bops-list">{t('public.bops.list')}</h2>
      <QueryState isLoading={q.isLoading} error={q.error} data={q.data} empty={t('public.bops.list.empty')}>
        {(bops) => (
          <ul className="link-list bops-by-date">
            {groupByDate(bops).map(([iso, group]) => (
              <li key={iso}>
                <DateText value={group[0].fechaBop} />:{' '}
                {group.map((b, i) => (
                  <span key={b.uuid}>
                    {i > 0 ? ' · ' : null}
                    <Link to={paths.byBop(iso, b.bop)}>{b.bop}<span className="visually-hidden">, {date(b.fechaBop)}</span></Link>
                  </span>
                ))}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** /public/bop: links to the bulletins' websites and the list of bulletins read. */
export function BopsPage() {
  const { t } = useT();
  usePageMeta(`${t('public.bops.title')} · ${t('site.name')}`, t('public.bops.meta.description'));
  return (
    <div data-remote="mf-public" data-screen="bops">
      <h1>{t('public.bops.title')}</h1>
      <UltimasLecturas />
      <BopsWeb />
      <BopsList />
    </div>
  );
}
