import { Fragment, Suspense, lazy, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorMessage, Loading, errorMessage, useT, usePageMeta } from 'shared';
import { Trazas } from '../../components/Trazas';
import '../../components/adminConfig.css';
import type { ChartRow } from './EstadisticasChart';
import { useAdminConfigEstadisticasQuery } from './estadisticasApi';

const EstadisticasChart = lazy(() => import('./EstadisticasChart'));

/** Reading outcomes an administrator must look at: the row is marked and its traces shown open. */
const FALLIDA = new Set(['erro', 'estructura_cambiada', 'bloqueado']);

/** SPEC.md section 9: statistics are requested from record 0 to 30. */
export const PAGE_SIZE = 30;

const pad = (n: number) => String(n).padStart(2, '0');

/** /public/admin/estadisticas[?numeroInicio=n]: statistics per bulletin and date, a chart and a table of the same data. */
export function EstadisticasPage() {
  const { t, date, dateTime } = useT();
  usePageMeta(`${t('adminConfig.estadisticas.title')} · ${t('site.name')}`);
  const [params, setParams] = useSearchParams();
  const parsed = Number(params.get('numeroInicio') ?? 0);
  const numeroInicio = Number.isInteger(parsed) && parsed >= 0 ? parsed : 0;
  const list = useAdminConfigEstadisticasQuery({ numeroInicio, numeroFin: numeroInicio + PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const data = list.currentData;

  // Oldest first in the chart, so it reads left to right, top to bottom, like a calendar.
  const chartRows = useMemo<ChartRow[]>(
    () => [...(data ?? [])].reverse().map((e) => ({
      label: `${pad(e.fechaBop[2])}/${pad(e.fechaBop[1])} ${e.bop}`,
      analizadas: e.numeroTotalEdictosAnalizadas,
      opos: e.numeroEdictosOposAnalizadas,
    })),
    [data],
  );

  const go = (inicio: number) => setParams(inicio > 0 ? { numeroInicio: String(inicio) } : {});

  const pager = data ? (
    <nav className="ac-pager" aria-label={t('adminConfig.estadisticas.paxinacion')}>
      <button type="button" className="secondary" disabled={numeroInicio === 0} onClick={() => go(Math.max(0, numeroInicio - PAGE_SIZE))}>
        {t('adminConfig.estadisticas.recentes')}
      </button>
      <span>{data.length > 0 ? t('adminConfig.estadisticas.rango', { desde: numeroInicio + 1, ata: numeroInicio + data.length }) : null}</span>
      <button type="button" className="secondary" disabled={data.length < PAGE_SIZE} onClick={() => go(numeroInicio + PAGE_SIZE)}>
        {t('adminConfig.estadisticas.anteriores')}
      </button>
    </nav>
  ) : null;

  return (
    <section data-remote="mf-admin-config" data-screen="estadisticas">
      <h1>{t('adminConfig.estadisticas.title')}</h1>
      {list.isFetching && !data ? <Loading /> : null}
      {list.isError ? <ErrorMessage message={errorMessage(list.error)} /> : null}
      {pager}
      {data && data.length === 0 ? <p>{t('adminConfig.estadisticas.ningunha')}</p> : null}
      {data && data.length > 0 ? (
        <>
          <figure className="ac-chart card" aria-labelledby="estadisticas-grafico">
            <figcaption id="estadisticas-grafico">{t('adminConfig.estadisticas.grafico')}</figcaption>
            <Suspense fallback={<Loading />}>
              <EstadisticasChart rows={chartRows} analizadasLabel={t('adminConfig.estadisticas.analizadas')} oposLabel={t('adminConfig.estadisticas.opos')} />
            </Suspense>
          </figure>

          <h2 id="estadisticas-taboa">{t('adminConfig.estadisticas.taboa')}</h2>
          <div className="table-wrap">
            <table className="ac-table" aria-labelledby="estadisticas-taboa">
              <thead>
                <tr>
                  <th scope="col">{t('adminConfig.estadisticas.fechaBop')}</th>
                  <th scope="col">{t('adminConfig.estadisticas.bop')}</th>
                  <th scope="col" className="ac-num">{t('adminConfig.estadisticas.analizadas')}</th>
                  <th scope="col" className="ac-num">{t('adminConfig.estadisticas.opos')}</th>
                  <th scope="col">{t('adminConfig.estadisticas.creada')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((e) => {
                  const fallida = e.estadoLectura !== undefined && FALLIDA.has(e.estadoLectura);
                  return (
                  <Fragment key={e.uuidEntidad}>
                    <tr className={fallida ? 'ac-row-fallida' : undefined}>
                      <td className="ac-nowrap" data-label={t('adminConfig.estadisticas.fechaBop')}>{date(e.fechaBop)}</td>
                      <td data-label={t('adminConfig.estadisticas.bop')}>
                        {e.bop}
                        {fallida ? (
                          <>
                            {' '}
                            <span className="ac-badge-fallida" title={t('adminConfig.estadisticas.fallidaAxuda')}>
                              <span aria-hidden="true">⚠ </span>{t(`adminConfig.lectura.estado.${e.estadoLectura}`)}
                            </span>
                          </>
                        ) : null}
                      </td>
                      <td className="ac-num" data-label={t('adminConfig.estadisticas.analizadas')}>{e.numeroTotalEdictosAnalizadas}</td>
                      <td className="ac-num" data-label={t('adminConfig.estadisticas.opos')}>{e.numeroEdictosOposAnalizadas}</td>
                      <td data-label={t('adminConfig.estadisticas.creada')}>{dateTime(e.fechaCreacion)}</td>
                    </tr>
                    <tr className="ac-details-row">
                      <td colSpan={5}>
                        <details>
                          <summary>{t('adminConfig.estadisticas.edictos', { n: e.edictosList.length })}</summary>
                          {e.edictosList.length === 0 ? (
                            <p>{t('adminConfig.estadisticas.sinEdictos')}</p>
                          ) : (
                            <ul>{e.edictosList.map((x, i) => <li key={i}>{x}</li>)}</ul>
                          )}
                        </details>
                        <Trazas trazas={e.trazas} summary={t('adminConfig.estadisticas.trazas')} none={t('adminConfig.estadisticas.sinTrazas')} open={fallida} />
                      </td>
                    </tr>
                  </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
          {pager}
        </>
      ) : null}
    </section>
  );
}
