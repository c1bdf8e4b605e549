import { calendarioDoProceso, feedDoProceso, useBrowserValue, useT } from 'shared';
import '../../textos/proceso';

/**
 * Follow a process without an account (issue 16): its calendar file (deadline, exam dates, publications) to add or
 * subscribe to, and its phases as an Atom feed.
 */
export function SeguirProceso({ urlAmigable }: { urlAmigable: string }) {
  const { t, lang } = useT();
  const ics = calendarioDoProceso(urlAmigable, lang);
  // webcal: asks the visitor's calendar to subscribe (it then fetches the file again by itself).
  // The host as the browser sees it (a server-rendered page is hydrated without the link, then shows it).
  const host = useBrowserValue(() => window.location.host, '');
  const webcal = host ? `webcal://${host}${ics}` : null;
  return (
    <section className="card seguir-proceso" aria-labelledby="seguir-title">
      <h2 id="seguir-title">{t('public.offer.seguir')}</h2>
      <p>{t('public.offer.calendario.axuda')}</p>
      <ul className="site-links">
        <li><a href={ics} download>{t('public.offer.calendario')}</a></li>
        {webcal ? <li><a href={webcal}>{t('public.offer.calendario.subscribir')}</a></li> : null}
        <li><a href={feedDoProceso(urlAmigable, lang)} type="application/atom+xml">{t('public.offer.feed')}</a></li>
      </ul>
    </section>
  );
}
