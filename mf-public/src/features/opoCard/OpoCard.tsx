import { Link } from 'react-router-dom';
import { Card, DateText, paths, safeHref, useT, type Opo } from 'shared';

/** One competition: organisation, bulletin date and name, description, the edict link and the label chips. */
export function OpoCard({ opo }: { opo: Opo }) {
  const { t } = useT();
  return (
    <Card as="li" className="opo-card">
      <h2>{opo.organizacion}</h2>
      <p className="card-meta">
        <span><span className="visually-hidden">{t('public.card.fechaBop')}: </span><DateText value={opo.fechaBop} /></span>
        <span><span className="visually-hidden">{t('public.card.bop')}: </span>{opo.bop}</span>
      </p>
      <p>{opo.descripcion}</p>
      {safeHref(opo.urlDetalle) ? (
        <a href={safeHref(opo.urlDetalle)} rel="noopener noreferrer" target="_blank">
          {t('public.card.masInfo')}
          <span className="visually-hidden"> {t('public.card.masInfoSobre', { organizacion: opo.organizacion })} {t('public.bops.newWindow')}</span>
        </a>
      ) : null}
      {opo.etiquetas.length ? (
        <ul className="chips" aria-label={t('public.card.etiquetas')}>
          {opo.etiquetas.map((e) => (
            <li key={e}><Link className="chip" to={paths.byLabel(e)}>{e}</Link></li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/** A list of competition cards. */
export function OpoList({ opos }: { opos: Opo[] }) {
  return (
    <ul className="opo-list">
      {opos.map((o) => <OpoCard key={o.uuid} opo={o} />)}
    </ul>
  );
}
