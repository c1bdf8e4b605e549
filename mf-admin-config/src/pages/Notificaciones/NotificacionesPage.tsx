import { Fragment } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorMessage, FormField, Loading, dateArrayToIso, dateInZone, errorMessage, isoToDateArray, useT, usePageMeta } from 'shared';
import { Trazas } from '../../components/Trazas';
import '../../components/adminConfig.css';
import { useAdminConfigNotificacionesQuery } from './notificacionesApi';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDateTime = (a: readonly number[]) => `${dateArrayToIso(a)}T${pad(a[3])}:${pad(a[4])}`;
/** Long texts (whole e-mails) fold behind their first words, so the rows stay scannable. */
const PREVIEW = 140;
function Texto({ texto }: { texto: string }) {
  const flat = texto.replace(/\s+/g, ' ').trim();
  if (flat.length <= PREVIEW) return <>{flat}</>;
  return (
    <details>
      <summary>{`${flat.slice(0, PREVIEW).trimEnd()}…`}</summary>
      <pre className="ac-pre">{texto}</pre>
    </details>
  );
}

const today = () => dateArrayToIso(dateInZone(new Date(), 'Europe/Madrid'));

/** /public/admin/notificaciones[?fecha=YYYY-MM-DD]: the notifications of a day, traces folded under each row. */
export function NotificacionesPage() {
  const { t, date, dateTime } = useT();
  usePageMeta(`${t('adminConfig.notificaciones.title')} · ${t('site.name')}`);
  const [params, setParams] = useSearchParams();
  const asked = params.get('fecha') ?? '';
  const fecha = isoToDateArray(asked) ? asked : undefined;
  const shown = fecha ?? today();
  const list = useAdminConfigNotificacionesQuery(fecha, { refetchOnMountOrArgChange: true });
  // currentData: never the previous day's rows under the new day's heading.
  const data = list.currentData;

  const pick = (value: string) => {
    if (value && isoToDateArray(value)) setParams({ fecha: value });
  };

  return (
    <section data-remote="mf-admin-config" data-screen="notificaciones">
      <h1>{t('adminConfig.notificaciones.title')}</h1>
      <div className="ac-toolbar">
        <FormField id="fecha" label={t('adminConfig.notificaciones.fecha')}>
          <input id="fecha" name="fecha" type="date" value={shown} onChange={(e) => pick(e.target.value)} />
        </FormField>
        {fecha ? (
          <button type="button" className="secondary" onClick={() => setParams({})}>{t('adminConfig.notificaciones.hoxe')}</button>
        ) : null}
      </div>

      {list.isFetching && !data ? <Loading /> : null}
      {list.isError ? <ErrorMessage message={errorMessage(list.error)} /> : null}
      {data && !list.isError ? (
        data.length === 0 ? (
          <p>{t('adminConfig.notificaciones.ningunha', { fecha: date(isoToDateArray(shown)) })}</p>
        ) : (
          <>
            <h2 id="notificaciones-resumo">{t('adminConfig.notificaciones.resumo', { n: data.length, fecha: date(isoToDateArray(shown)) })}</h2>
            <div className="table-wrap">
              <table className="ac-table" aria-labelledby="notificaciones-resumo">
                <thead>
                  <tr>
                    <th scope="col">{t('adminConfig.notificaciones.tipoEnvio')}</th>
                    <th scope="col">{t('adminConfig.notificaciones.fechaEnvio')}</th>
                    <th scope="col" className="ac-num">{t('adminConfig.notificaciones.prioridad')}</th>
                    <th scope="col">{t('adminConfig.notificaciones.enviado')}</th>
                    <th scope="col">{t('adminConfig.notificaciones.texto')}</th>
                    <th scope="col">{t('adminConfig.notificaciones.creador')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((n) => (
                    <Fragment key={n.uuidEntidad}>
                      <tr>
                        <td className="ac-nowrap" data-label={t('adminConfig.notificaciones.tipoEnvio')}>{n.tipoEnvio}</td>
                        <td className="ac-nowrap" data-label={t('adminConfig.notificaciones.fechaEnvio')}>{n.auditoriafechaEnvio ? <time dateTime={isoDateTime(n.auditoriafechaEnvio)}>{dateTime(n.auditoriafechaEnvio)}</time> : t('adminConfig.notificaciones.sinEnviar')}</td>
                        <td className="ac-num" data-label={t('adminConfig.notificaciones.prioridad')}>{n.prioridad}</td>
                        <td className={n.enviado ? 'ac-sent-yes' : 'ac-sent-no'} data-label={t('adminConfig.notificaciones.enviado')}>{t(n.enviado ? 'adminConfig.si' : 'adminConfig.non')}</td>
                        <td className="ac-texto" data-label={t('adminConfig.notificaciones.texto')}><Texto texto={n.texto} /></td>
                        <td className="ac-nowrap" data-label={t('adminConfig.notificaciones.creador')}>{n.auditoriaCreadorPor}</td>
                      </tr>
                      <tr className="ac-details-row">
                        <td colSpan={6}>
                          <Trazas trazas={n.trazas} summary={t('adminConfig.notificaciones.trazas')} none={t('adminConfig.notificaciones.sinTrazas')} />
                        </td>
                      </tr>
                    </Fragment>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )
      ) : null}
    </section>
  );
}
