import { Link } from 'react-router-dom';
import { FEED_PATHS, paths, usePageMeta, useT } from 'shared';
import '../layout/public.css';
import './oep.css';
import { QueryState } from '../layout/states';
import { usePublicOepQuery } from './oepApi';
import { ContasPrazas } from './ResumoPrazas';

/** /public/oep: the bodies with a public employment offer read, and their places approved, called and pending. */
export function OepPage() {
  const { t } = useT();
  usePageMeta(`${t('public.oep.title')} · ${t('site.name')}`, t('public.oep.meta.description'));
  const q = usePublicOepQuery();
  return (
    <div data-remote="mf-public" data-screen="oep">
      <h1>{t('public.oep.title')}</h1>
      <p>{t('public.oep.intro')}</p>
      <p className="card-meta">{t('public.oep.lei')}</p>
      <p className="card-meta">{t('public.oep.aviso')} <a href={FEED_PATHS.datosOepCsv}>CSV</a> · <a href={FEED_PATHS.datosOepJson}>JSON</a></p>
      <h2>{t('public.oep.organismos')}</h2>
      <QueryState isLoading={q.isLoading} error={q.error} data={q.data} empty={t('public.oep.empty')}>
        {(organismos) => (
          <ul className="oep-lista">
            {organismos.map((o) => (
              <li key={o.chave} className="card oep-organismo" data-chave={o.chave}>
                <h2><Link to={paths.oepOrganismo(o.chave)} aria-label={t('public.oep.verOrganismo', { nome: o.nome })}>{o.nome}</Link></h2>
                <p className="card-meta">{t('public.oep.ultimaOferta', { ano: o.ultimoAno })}{o.caducada ? ` · ${t('public.oep.caducadaEtiqueta')}` : ''}</p>
                <ContasPrazas aprobadas={o.aprobadas} convocadas={o.convocadas} pendentes={o.pendentes} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
