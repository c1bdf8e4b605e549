import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BOP_NAMES, errorMessage, ErrorMessage, FormField, isoToDateArray, Loading, useT } from 'shared';
import {
  useAdminConfigAvisosOperadorQuery, useAdminConfigHistoricoQuery, useAdminConfigLerHistoricoMutation, useAdminConfigPararHistoricoMutation,
  type AvisoOperador, type Historico,
} from './opsApi';
import { useLoginOnAuthError } from './useLoginOnAuthError';
import '../../components/adminConfig.css';

/** The operator's alerts (issue 26): failed or unread bulletin days, stuck e-mails; open ones first. */
export function AvisosOperador() {
  const { t, date, dateTime } = useT();
  const q = useAdminConfigAvisosOperadorQuery(undefined, { refetchOnMountOrArgChange: true });
  useLoginOnAuthError(q.error);
  const data = q.currentData;
  const titulo = (a: AvisoOperador) => t(`operacions.avisos.tipo.${a.tipo}`, { bop: a.bop ?? '', dia: date(a.fechaBop), estado: a.estadoLectura ?? '' });
  return (
    <section className="card" aria-labelledby="avisos-operador-title" data-testid="avisos-operador">
      <h2 id="avisos-operador-title">{t('operacions.avisos.title')}</h2>
      <p>{t('operacions.avisos.help')}</p>
      {data ? <p>{data.enderezo ? t('operacions.avisos.enderezo') : t('operacions.avisos.senEnderezo')}</p> : null}
      {q.isFetching && !data ? <Loading /> : null}
      {q.isError ? <ErrorMessage message={errorMessage(q.error)} /> : null}
      {data && data.avisos.length === 0 ? <p>{t('operacions.avisos.ningun')}</p> : null}
      {data && data.avisos.length > 0 ? (
        <div className="table-wrap">
          <table aria-labelledby="avisos-operador-title">
            <thead>
              <tr>
                <th scope="col">{t('operacions.avisos.aviso')}</th>
                <th scope="col">{t('operacions.avisos.detalle')}</th>
                <th scope="col">{t('operacions.avisos.desde')}</th>
                <th scope="col">{t('operacions.avisos.estado')}</th>
                <th scope="col">{t('operacions.avisos.correo')}</th>
              </tr>
            </thead>
            <tbody>
              {data.avisos.map((a) => (
                <tr key={a.uuid} className={a.resoltoEn ? 'aviso-resolto' : 'aviso-aberto'}>
                  <td>{a.resoltoEn ? titulo(a) : <strong>{titulo(a)}</strong>}</td>
                  <td><pre className="ac-pre">{a.detalle}</pre></td>
                  <td>{dateTime(a.creadoEn)}</td>
                  <td>{a.resoltoEn ? t('operacions.avisos.resolto', { data: dateTime(a.resoltoEn) }) : t('operacions.avisos.aberto')}</td>
                  <td>{t(`operacions.avisos.correo.${a.estadoCorreo === 'pending' || a.estadoCorreo === 'sent' || a.estadoCorreo === 'failed' ? a.estadoCorreo : 'none'}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** "12 min", "1 h 5 min", "40 s". */
function useDuration() {
  const { t } = useT();
  return (ms: number) => {
    const s = Math.max(1, Math.round(ms / 1000));
    if (s < 60) return t('operacions.tempo.segundos', { n: s });
    const min = Math.round(s / 60);
    return min < 60 ? t('operacions.tempo.minutos', { n: min }) : t('operacions.tempo.horas', { h: Math.floor(min / 60), m: min % 60 });
  };
}

/** Time left from the pace seen on this page since it was opened (days done per millisecond). */
function useTimeLeft(h: Historico | null): number | null {
  const first = useRef<{ uuid: string; at: number; feitos: number } | null>(null);
  if (!h) {
    first.current = null;
    return null;
  }
  if (!first.current || first.current.uuid !== h.uuid) first.current = { uuid: h.uuid, at: Date.now(), feitos: h.diasFeitos };
  const done = h.diasFeitos - first.current.feitos;
  if (done <= 0) return null;
  return ((Date.now() - first.current.at) / done) * (h.totalDias - h.diasFeitos);
}

function Contas({ h }: { h: Historico }) {
  const { t } = useT();
  return (
    <span>{t('operacions.historico.contas', {
      ok: h.lecturasOk, sen: h.lecturasSenBoletin, fallidas: h.lecturasFallidas, previas: h.lecturasPrevias, edictos: h.edictos, opos: h.opos,
    })}</span>
  );
}

/** The backfill of past bulletin days from the admin home: a form, the running one with its progress, the latest. */
export function HistoricoBoletins() {
  const { t, date } = useT();
  const [polling, setPolling] = useState(0);
  const q = useAdminConfigHistoricoQuery(undefined, { refetchOnMountOrArgChange: true, pollingInterval: polling });
  const [ler, lectura] = useAdminConfigLerHistoricoMutation();
  const [parar, parada] = useAdminConfigPararHistoricoMutation();
  useLoginOnAuthError(q.error, lectura.error, parada.error);
  const enCurso = q.currentData?.enCurso ?? null;
  useEffect(() => setPolling(enCurso ? 2000 : 0), [enCurso]);
  const left = useTimeLeft(enCurso);
  const duration = useDuration();
  const [desde, setDesde] = useState('');
  const [ata, setAta] = useState('');
  const [boletins, setBoletins] = useState<string[]>([]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const d = isoToDateArray(desde);
    if (!d) return;
    const a = ata ? isoToDateArray(ata) : null;
    void ler({ desde: d, ...(a ? { ata: a } : {}), ...(boletins.length ? { boletins } : {}) }).unwrap().catch(() => undefined);
  };
  const toggle = (b: string) => setBoletins((list) => (list.includes(b) ? list.filter((x) => x !== b) : [...list, b]));
  const ultimos = q.currentData?.ultimos ?? [];
  return (
    <section className="card ops-historico" aria-labelledby="historico-title" data-testid="historico">
      <h2 id="historico-title">{t('operacions.historico.title')}</h2>
      <p>{t('operacions.historico.help')}</p>
      <form onSubmit={submit}>
        <div className="search-row">
          <FormField id="historico-desde" label={t('operacions.historico.desde')}>
            <input id="historico-desde" type="date" required value={desde} onChange={(e) => setDesde(e.target.value)} />
          </FormField>
          <FormField id="historico-ata" label={t('operacions.historico.ata')}>
            <input id="historico-ata" type="date" value={ata} onChange={(e) => setAta(e.target.value)} />
          </FormField>
        </div>
        <fieldset className="ops-boletins">
          <legend>{t('operacions.historico.boletins')}</legend>
          {BOP_NAMES.map((b) => (
            <label key={b} className="checkbox">
              <input type="checkbox" checked={boletins.includes(b)} onChange={() => toggle(b)} /> {b}
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={lectura.isLoading || Boolean(enCurso)}>{t('operacions.historico.run')}</button>
      </form>
      {lectura.isError ? <ErrorMessage message={errorMessage(lectura.error)} /> : null}
      {parada.isError ? <ErrorMessage message={errorMessage(parada.error)} /> : null}
      {q.isError ? <ErrorMessage message={errorMessage(q.error)} /> : null}
      {q.isFetching && !q.currentData ? <Loading /> : null}
      {enCurso ? (
        <div className="historico-en-curso" role="status">
          <p><strong>{t('operacions.historico.enCurso', { desde: date(enCurso.desde), ata: date(enCurso.ata) })}</strong></p>
          <progress max={enCurso.totalDias} value={enCurso.diasFeitos} aria-label={t('operacions.historico.progreso', { feitos: enCurso.diasFeitos, total: enCurso.totalDias })} />
          <p>
            {t('operacions.historico.progreso', { feitos: enCurso.diasFeitos, total: enCurso.totalDias })}
            {left !== null ? ` · ${t('operacions.historico.quedan', { tempo: duration(left) })}` : ''}
          </p>
          <p><Contas h={enCurso} /></p>
          <button type="button" onClick={() => void parar({ uuid: enCurso.uuid }).unwrap().catch(() => undefined)} disabled={parada.isLoading}>
            {t('operacions.historico.parar')}
          </button>
        </div>
      ) : null}
      <h3>{t('operacions.historico.ultimos')}</h3>
      {q.currentData && ultimos.length === 0 ? <p>{t('operacions.historico.ningun')}</p> : null}
      {ultimos.length > 0 ? (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('operacions.historico.periodo')}</th>
                <th scope="col">{t('operacions.historico.dias')}</th>
                <th scope="col">{t('operacions.historico.resultado')}</th>
                <th scope="col">{t('operacions.historico.estadoCol')}</th>
              </tr>
            </thead>
            <tbody>
              {ultimos.map((h) => (
                <tr key={h.uuid}>
                  <td>{date(h.desde)} – {date(h.ata)}<br />{h.boletins.length === BOP_NAMES.length ? t('operacions.historico.todos') : h.boletins.join(', ')}</td>
                  <td>{t('operacions.historico.progreso', { feitos: h.diasFeitos, total: h.totalDias })}</td>
                  <td><Contas h={h} /></td>
                  <td>{t(`operacions.historico.estado.${h.estado}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
