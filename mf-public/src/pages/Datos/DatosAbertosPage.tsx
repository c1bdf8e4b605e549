import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { feedDaLista, FEED_PATHS, paths, useBrowserValue, usePageMeta, useT } from 'shared';
import '../../features/layout/public.css';

/** The export's range limits (the server's, api/src/modules/sindicacion/datos.service.ts). */
const DIAS_MAX = 366;
const DIAS_DEFECTO = 30;
const LICENZA_URL = { gl: 'https://creativecommons.org/licenses/by/4.0/deed.gl', es: 'https://creativecommons.org/licenses/by/4.0/deed.es' };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card site-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The site's origin as the browser sees it (none on the server: the page is hydrated without it, then shows it). */
const useOrigin = () => useBrowserValue(() => window.location.origin, '');

/** A link that shows its whole address (what a reader or a script needs). */
function Url({ href, label }: { href: string; label: string }) {
  const origin = useOrigin();
  return (
    <li>
      {label}: <a href={href}><code>{`${origin}${href}`}</code></a>
    </li>
  );
}

/** /public/datos: the feeds, calendars and open data, their addresses and their licence. */
export function DatosAbertosPage() {
  const { t, lang } = useT();
  const origin = useOrigin();
  usePageMeta(`${t('public.datos.title')} · ${t('site.name')}`, t('public.datos.meta.description'));
  return (
    <div data-remote="mf-public" data-screen="datosAbertos">
      <h1>{t('public.datos.title')}</h1>
      <p>{t('public.datos.intro')}</p>
      <Section id="datos-feeds" title={t('public.datos.feeds.title')}>
        <p>{t('public.datos.feeds.text', { path: FEED_PATHS.opos })}</p>
        <ul className="site-list">
          <Url label={t('public.datos.feeds.ultimas')} href={feedDaLista('', lang)} />
          <Url label={t('public.datos.feeds.etiqueta')} href={feedDaLista('etiquetaBusqueda=auxiliar administrativo', lang)} />
          <Url label={t('public.datos.feeds.filtro')} href={feedDaLista('provincia=Lugo&prazoAberto=1', lang)} />
          <li>
            {t('public.datos.feeds.proceso')}: <code>{origin}{FEED_PATHS.proceso}?urlAmigable=…</code> {t('public.datos.feeds.procesoNota')}
          </li>
        </ul>
      </Section>
      <Section id="datos-calendario" title={t('public.datos.calendario.title')}>
        <p>{t('public.datos.calendario.text')}</p>
      </Section>
      <Section id="datos-descarga" title={t('public.datos.descarga.title')}>
        <p>{t('public.datos.descarga.text', { dias: DIAS_MAX, defecto: DIAS_DEFECTO })}</p>
        <ul className="site-list">
          <Url label={`${t('public.datos.descarga.opos')} (CSV)`} href={FEED_PATHS.datosOposCsv} />
          <Url label={`${t('public.datos.descarga.opos')} (JSON)`} href={FEED_PATHS.datosOposJson} />
          <Url label={`${t('public.datos.descarga.procesos')} (CSV)`} href={FEED_PATHS.datosProcesosCsv} />
          <Url label={`${t('public.datos.descarga.procesos')} (JSON)`} href={FEED_PATHS.datosProcesosJson} />
          <Url label={`${t('public.oep.link')} (CSV)`} href={FEED_PATHS.datosOepCsv} />
          <Url label={`${t('public.oep.link')} (JSON)`} href={FEED_PATHS.datosOepJson} />
        </ul>
        <p><Link to={paths.oep()}>{t('public.oep.title')}</Link></p>
        <p>{t('public.datos.parametros', { params: 'desde, hasta (AAAA-MM-DD), provincia, boletin, tipo, etiqueta, prazoAberto, grupo, titulacion, persoal, quenda, bolsa, limite, despois' })}</p>
        <p><a href="/api/docs">{t('public.datos.api')}</a></p>
      </Section>
      <Section id="datos-licenza" title={t('public.datos.licenza.title')}>
        <p>{t('public.datos.licenza.text')}</p>
        <p><a href={LICENZA_URL[lang]} rel="license noopener noreferrer" target="_blank">{t('public.datos.licenza.link')}</a></p>
      </Section>
    </div>
  );
}
