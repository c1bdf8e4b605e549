import { useId, useState, type FormEvent } from 'react';
import {
  dateArrayToIso, dateInZone, errorMessage, ErrorMessage, FormField, isoToDateArray, Loading, Notice, readSession, usePageMeta, useT,
} from 'shared';
import {
  useAdminConfigHomeBorrarCachesMutation, useAdminConfigHomeConstantesQuery, useAdminConfigHomeLecturasFallidasQuery, useAdminConfigHomeModificarConstanteMutation,
  useAdminConfigHomeRelanzarAnalisisMutation, useAdminConfigHomeRelanzarLecturaMutation, useAdminConfigHomeRelanzarTextosMutation,
  useAdminConfigHomeTextosPendentesQuery, type Outcome,
} from './homeApi';
import { OutcomeView } from './OutcomeView';
import { AvisosOperador, HistoricoBoletins } from './Operacions';
import { useLoginOnAuthError } from './useLoginOnAuthError';

const BLOQUEO = 'BLOQUEO_BUSQUEDA_BOP_BOE';


type ActionState = { status: 'idle' } | { status: 'running' } | { status: 'done'; outcome: Outcome } | { status: 'failed'; error: unknown };

function ActionResult({ state }: { state: ActionState }) {
  const { t } = useT();
  if (state.status === 'running') return <Loading />;
  if (state.status === 'failed') return <ErrorMessage message={errorMessage(state.error)} />;
  if (state.status === 'done') {
    return (
      <Notice kind="success">
        <OutcomeView outcome={Object.keys(state.outcome ?? {}).length ? state.outcome : { descripcion: t('adminHome.done') }} />
      </Notice>
    );
  }
  return null;
}

/** Runs a mutation and keeps its outcome for display. */
function useAction<A>(run: (arg: A) => { unwrap(): Promise<Outcome> }) {
  const [state, setState] = useState<ActionState>({ status: 'idle' });
  const start = async (arg: A) => {
    setState({ status: 'running' });
    try {
      setState({ status: 'done', outcome: await run(arg).unwrap() });
    } catch (error) {
      setState({ status: 'failed', error });
    }
  };
  return [state, start] as const;
}

const today = () => dateArrayToIso(dateInZone(new Date()));

function BloqueoSwitch() {
  const { t } = useT();
  const constantes = useAdminConfigHomeConstantesQuery();
  const [modificar, modificacion] = useAdminConfigHomeModificarConstanteMutation();
  const [saved, setSaved] = useState<string | null>(null);
  useLoginOnAuthError(constantes.error, modificacion.error);
  const valor = constantes.data?.find((c) => c.constante === BLOQUEO)?.valor;
  const on = valor === 'true';
  const toggle = async () => {
    setSaved(null);
    try {
      const result = await modificar({ constante: BLOQUEO, valor: on ? 'false' : 'true' }).unwrap();
      setSaved(result.valor);
    } catch {
      /* shown below from modificacion.error */
    }
  };
  return (
    <section className="card" aria-labelledby="bloqueo-title">
      <h2 id="bloqueo-title">{t('adminHome.bloqueo.title')}</h2>
      <p>{t('adminHome.bloqueo.help')}</p>
      {constantes.isLoading ? <Loading /> : constantes.error ? <ErrorMessage message={errorMessage(constantes.error)} /> : (
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={on}
            aria-checked={on}
            disabled={modificacion.isLoading || constantes.isFetching}
            onChange={() => void toggle()}
          />
          <span>{t('adminHome.bloqueo.label')}: <strong>{on ? t('adminHome.bloqueo.on') : t('adminHome.bloqueo.off')}</strong></span>
        </label>
      )}
      {modificacion.isLoading ? <Loading /> : null}
      {modificacion.isError ? <ErrorMessage message={errorMessage(modificacion.error)} /> : null}
      {saved !== null && !modificacion.isError ? <Notice kind="success">{t('adminHome.bloqueo.saved', { valor: saved })}</Notice> : null}
    </section>
  );
}

/** The latest failed readings (a changed page layout, a site that could not be read, robots.txt), with their traces. */
function LecturasFallidas() {
  const { t, date, dateTime } = useT();
  const fallidas = useAdminConfigHomeLecturasFallidasQuery(undefined, { refetchOnMountOrArgChange: true });
  useLoginOnAuthError(fallidas.error);
  const data = fallidas.currentData;
  return (
    <section className="card" aria-labelledby="fallidas-title" data-testid="lecturas-fallidas">
      <h2 id="fallidas-title">{t('adminHome.fallidas.title')}</h2>
      <p>{t('adminHome.fallidas.help')}</p>
      {fallidas.isFetching && !data ? <Loading /> : null}
      {fallidas.isError ? <ErrorMessage message={errorMessage(fallidas.error)} /> : null}
      {data && data.length === 0 ? <p>{t('adminHome.fallidas.ningunha')}</p> : null}
      {data && data.length > 0 ? (
        <div className="table-wrap">
          <table aria-labelledby="fallidas-title">
            <thead>
              <tr>
                <th scope="col">{t('adminHome.fallidas.fecha')}</th>
                <th scope="col">{t('adminHome.fallidas.bop')}</th>
                <th scope="col">{t('adminHome.fallidas.estado')}</th>
                <th scope="col">{t('adminHome.fallidas.trazas')}</th>
                <th scope="col">{t('adminHome.fallidas.lida')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((l) => (
                <tr key={`${l.bop}-${l.fechaBop.join('-')}`} className="lectura-fallida">
                  <td>{date(l.fechaBop)}</td>
                  <td>{l.bop}</td>
                  <td><strong>{t(`adminConfig.lectura.estado.${l.estado}`)}</strong></td>
                  <td><pre className="ac-pre">{l.trazas}</pre></td>
                  <td>{dateTime(l.lidaEn)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** Edict bodies the site could not fetch yet (a bulletin site down, a page published late), with their last error. */
function TextosPendentes() {
  const { t, date, dateTime } = useT();
  const pendentes = useAdminConfigHomeTextosPendentesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [relanzar, relanzado] = useAdminConfigHomeRelanzarTextosMutation();
  useLoginOnAuthError(pendentes.error, relanzado.error);
  const data = pendentes.currentData;
  return (
    <section className="card" aria-labelledby="textos-title" data-testid="textos-pendentes">
      <h2 id="textos-title">{t('adminHome.textos.title')}</h2>
      <p>{t('adminHome.textos.help')}</p>
      {pendentes.isFetching && !data ? <Loading /> : null}
      {pendentes.isError ? <ErrorMessage message={errorMessage(pendentes.error)} /> : null}
      {data && data.total === 0 ? <p>{t('adminHome.textos.ningun')}</p> : null}
      {data && data.total > 0 ? (
        <>
          <p><strong>{t('adminHome.textos.total', { n: data.total })}</strong></p>
          <ul aria-label={t('adminHome.textos.porBoletin')}>
            {data.porBoletin.map((b) => <li key={b.bop}>{b.bop}: {b.pendentes}</li>)}
          </ul>
          <div className="table-wrap">
            <table aria-labelledby="textos-title">
              <thead>
                <tr>
                  <th scope="col">{t('adminHome.textos.fecha')}</th>
                  <th scope="col">{t('adminHome.textos.bop')}</th>
                  <th scope="col">{t('adminHome.textos.edicto')}</th>
                  <th scope="col">{t('adminHome.textos.estado')}</th>
                  <th scope="col">{t('adminHome.textos.intentos')}</th>
                  <th scope="col">{t('adminHome.textos.seguinte')}</th>
                  <th scope="col">{t('adminHome.textos.erro')}</th>
                </tr>
              </thead>
              <tbody>
                {data.textos.map((x) => (
                  <tr key={x.uuidOpo} className="texto-pendente">
                    <td>{date(x.fechaBop)}</td>
                    <td>{x.bop}</td>
                    <td><a href={x.urlDetalle} target="_blank" rel="noreferrer">{x.descripcion}</a></td>
                    <td><strong>{t(`adminHome.textos.estado.${x.estado}`)}</strong></td>
                    <td>{x.intentos}</td>
                    <td>{x.seguinteIntento ? dateTime(x.seguinteIntento) : t('adminHome.textos.sen')}</td>
                    <td><pre className="ac-pre">{x.ultimoErro}</pre></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="button" onClick={() => void relanzar().unwrap().catch(() => undefined)} disabled={relanzado.isLoading}>{t('adminHome.textos.relanzar')}</button>
        </>
      ) : null}
      {relanzado.isLoading ? <Loading /> : null}
      {relanzado.isError ? <ErrorMessage message={errorMessage(relanzado.error)} /> : null}
      {relanzado.data && !relanzado.isLoading ? <Notice kind="success">{relanzado.data.descripcion}</Notice> : null}
    </section>
  );
}

function DateAction({ title, help, button, withNotify, onRun, state }: {
  title: string; help: string; button: string; withNotify?: boolean; state: ActionState;
  onRun: (fecha: [number, number, number], notify: boolean) => void;
}) {
  const { t } = useT();
  const id = useId();
  const [fecha, setFecha] = useState(today);
  const [notify, setNotify] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const a = isoToDateArray(fecha);
    if (a) onRun(a, notify);
  };
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{help}</p>
      <form className="search-row" onSubmit={submit}>
        <FormField id={`${id}-fecha`} label={t('adminHome.fecha')}>
          <input id={`${id}-fecha`} type="date" required value={fecha} onChange={(e) => setFecha(e.target.value)} />
        </FormField>
        {withNotify ? (
          <label className="checkbox">
            <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} /> {t('adminHome.lectura.notificar')}
          </label>
        ) : null}
        <button type="submit" disabled={state.status === 'running'}>{button}</button>
      </form>
      <ActionResult state={state} />
    </section>
  );
}

/** /public/admin/ and /public/admin/home: welcome and the maintenance actions, each showing its outcome. */
export function HomePage() {
  const { t } = useT();
  usePageMeta(`${t('adminHome.title')} · ${t('site.name')}`);
  const [lectura] = useAdminConfigHomeRelanzarLecturaMutation();
  const [analisis] = useAdminConfigHomeRelanzarAnalisisMutation();
  const [caches] = useAdminConfigHomeBorrarCachesMutation();
  const [lecturaState, runLectura] = useAction(lectura);
  const [analisisState, runAnalisis] = useAction(analisis);
  const [cachesState, runCaches] = useAction(caches);
  useLoginOnAuthError(...[lecturaState, analisisState, cachesState].map((s) => (s.status === 'failed' ? s.error : null)));
  const name = readSession('userName') ?? '';

  return (
    <div data-screen="adminHome">
      <h1>{t('adminHome.welcome', { name })}</h1>
      <p>{t('adminHome.intro')}</p>
      <BloqueoSwitch />
      <DateAction
        title={t('adminHome.lectura.title')} help={t('adminHome.lectura.help')} button={t('adminHome.lectura.run')} withNotify
        state={lecturaState} onRun={(fecha, envioNotificacion) => void runLectura({ fecha, envioNotificacion })}
      />
      <DateAction
        title={t('adminHome.analisis.title')} help={t('adminHome.analisis.help')} button={t('adminHome.analisis.run')}
        state={analisisState} onRun={(fecha) => void runAnalisis({ fecha })}
      />
      <AvisosOperador />
      <LecturasFallidas />
      <TextosPendentes />
      <HistoricoBoletins />
      <section className="card" aria-labelledby="caches-title">
        <h2 id="caches-title">{t('adminHome.caches.title')}</h2>
        <p>{t('adminHome.caches.help')}</p>
        <button type="button" onClick={() => void runCaches()} disabled={cachesState.status === 'running'}>{t('adminHome.caches.run')}</button>
        <ActionResult state={cachesState} />
      </section>
    </div>
  );
}
