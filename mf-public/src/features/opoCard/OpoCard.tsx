import { Link } from 'react-router-dom';
import { Card, DateText, paths, safeHref, useT, type Opo } from 'shared';
import { shortDate } from '../prazo/PrazoText';
import { useNomeEtiqueta } from '../filtros/useNomeEtiqueta';

/**
 * One competition: organisation, bulletin date and name, description, the labels; its main link leads to its process
 * page (with the process's number of edicts and deadline), and the bulletin's edict stays as a secondary link.
 */
export function OpoCard({ opo }: { opo: Opo }) {
  const { t } = useT();
  const nomeEtiqueta = useNomeEtiqueta();
  return (
    <Card as="li" className="opo-card">
      {opo.urlAmigableProceso && opo.tituloProceso && opo.procesoAutomatico ? (
        // The post is the headline; the card's main link leads to the process page.
        <p className="card-post">
          <Link className="card-main-link" to={paths.offer(opo.urlAmigableProceso)}>{opo.tituloProceso.split(' · ')[0]}</Link>
        </p>
      ) : null}
      <h2>{opo.organizacion}</h2>
      <p className="card-meta">
        <span><span className="visually-hidden">{t('public.card.fechaBop')}: </span><DateText value={opo.fechaBop} /></span>
        <span><span className="visually-hidden">{t('public.card.bop')}: </span>{opo.bop}</span>
      </p>
      {/* A title the bulletin printed in capitals is shown in sentence case (the server keeps it as published). */}
      <p>{opo.descripcionMostrar ?? opo.descripcion}</p>
      {opo.urlAmigableProceso ? (
        <p className="card-process">
          {!opo.procesoAutomatico ? <Link className="card-main-link" to={paths.offer(opo.urlAmigableProceso)}>{t('public.card.verProceso')}</Link> : null}
          {opo.edictosProceso && opo.edictosProceso > 1 ? <span className="card-meta">{t('public.card.edictosProceso', { n: opo.edictosProceso })}</span> : null}
          {opo.prazoUltimoDia ? (
            <span className={`prazo-badge ${opo.prazoAberto ? 'prazo-aberto' : 'prazo-pechado'}`}>
              {opo.prazoAberto ? t('public.prazo.abertoAta', { data: shortDate(opo.prazoUltimoDia) }) : t('public.prazo.pechado')}
            </span>
          ) : null}
        </p>
      ) : null}
      {safeHref(opo.urlDetalle) ? (
        <a href={safeHref(opo.urlDetalle)} rel="noopener noreferrer" target="_blank">
          {t('public.card.masInfo')}
          <span className="visually-hidden"> {t('public.card.masInfoSobre', { organizacion: opo.organizacion })} {t('public.bops.newWindow')}</span>
        </a>
      ) : null}
      {opo.etiquetas.length ? (
        <ul className="chips" aria-label={t('public.card.etiquetas')}>
          {opo.etiquetas.map((e) => (
            <li key={e}><Link className="chip" to={paths.byLabel(e)}>{nomeEtiqueta(e)}</Link></li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/**
 * Edicts of one process shown as one card: the latest edict of the process stands for it (its card says how many
 * edicts the process has); edicts without a process stay on their own. Order of first appearance is kept.
 */
export function groupByProceso(opos: Opo[]): Opo[] {
  const out: Opo[] = [];
  const at = new Map<string, number>();
  const key = (a: readonly number[]) => a.join('-').replace(/\b(\d)\b/g, '0$1');
  for (const o of opos) {
    const p = o.urlAmigableProceso;
    if (!p) { out.push(o); continue; }
    const i = at.get(p);
    if (i === undefined) { at.set(p, out.length); out.push(o); continue; }
    if (key(o.fechaBop) > key(out[i].fechaBop)) out[i] = o;
  }
  return out;
}

/** A list of competition cards. */
export function OpoList({ opos }: { opos: Opo[] }) {
  return (
    <ul className="opo-list">
      {opos.map((o) => <OpoCard key={o.uuid} opo={o} />)}
    </ul>
  );
}
