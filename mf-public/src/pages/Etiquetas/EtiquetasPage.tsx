import { Link } from 'react-router-dom';
import { paths, usePageMeta, useT } from 'shared';
import '../../features/layout/public.css';
import { QueryState } from '../../features/layout/states';
import { usePublicEtiquetasQuery } from '../../features/publicApi';
import { useNomeEtiqueta } from '../../features/filtros/useNomeEtiqueta';
import '../../textos/etiquetasBoletins';

/** /public/etiquetas: every label as a link to /public/?etiquetaBusqueda={label}, named in the interface language. */
export function EtiquetasPage() {
  const { t } = useT();
  const nomeEtiqueta = useNomeEtiqueta();
  const q = usePublicEtiquetasQuery();
  usePageMeta(`${t('public.etiquetas.title')} · ${t('site.name')}`, t('public.etiquetas.meta.description'));
  return (
    <section data-remote="mf-public" data-screen="etiquetas" aria-labelledby="etiquetas-title">
      <h1 id="etiquetas-title">{t('public.etiquetas.title')}</h1>
      <p>{t('public.etiquetas.intro')}</p>
      <QueryState isLoading={q.isLoading} error={q.error} data={q.data} empty={t('public.etiquetas.empty')}>
        {(etiquetas) => (
          <ul className="label-cloud">
            {etiquetas.map((e) => (
              <li key={e}><Link className="chip" to={paths.byLabel(e)}>{nomeEtiqueta(e)}</Link></li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
