import { Link } from 'react-router-dom';
import { paths, useT } from 'shared';
import './cobertura.css';
import { DIAS_RESUMO, usePublicCoberturaQuery } from './coberturaApi';
import '../../textos/listas';

/**
 * The home page notice: the bulletins whose reading has failed for more than one publishing day in a row (the rule
 * is the server's, api/src/domain/cobertura.ts). Nothing while loading, on error, or when every bulletin is fine.
 */
export function AvisoLecturas() {
  const { t } = useT();
  const q = usePublicCoberturaQuery(DIAS_RESUMO);
  const fallidos = q.data?.boletins.filter((b) => b.aviso) ?? [];
  if (!fallidos.length) return null;
  return (
    <section className="notice notice-error aviso-lecturas" aria-labelledby="aviso-lecturas">
      <h2 id="aviso-lecturas" className="visually-hidden">{t('public.avisoLectura.title')}</h2>
      <ul>
        {fallidos.map((b) => <li key={b.bop}>{t('public.avisoLectura.item', { bop: b.bop, n: b.diasPublicacionFallidosSeguidos })}</li>)}
      </ul>
      <p>{t('public.avisoLectura.text')} <Link to={paths.cobertura()}>{t('public.cobertura.link')}</Link></p>
    </section>
  );
}
