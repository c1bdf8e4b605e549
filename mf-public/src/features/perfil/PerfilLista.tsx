import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useT } from 'shared';
import { PerfilAlerta } from './PerfilAlerta';
import { PerfilBoton } from './PerfilBoton';
import { PARAM_PERFIL, type FiltradoPorPerfil } from './filtroPerfil';
import { usePerfil } from './usePerfil';
import { useAvaliacionPerfil } from './textosPerfil';
import './perfil.css';

/** Whether the list is narrowed to the profile (`?perfil=1`), and a setter that keeps every other parameter. */
export function useFiltroPerfil(): [boolean, (on: boolean) => void, string] {
  const [params, setParams] = useSearchParams();
  const sen = new URLSearchParams(params);
  sen.delete(PARAM_PERFIL);
  const set = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set(PARAM_PERFIL, '1');
    else next.delete(PARAM_PERFIL);
    setParams(next);
  };
  const q = sen.toString();
  return [params.get(PARAM_PERFIL) === '1', set, q ? `?${q}` : '?'];
}

/**
 * The profile above a list: without one, what it is for and the button to fill it in; with one, its summary, the
 * button to change it and the "Para o meu perfil" filter, which says how many it left out and why, with the whole
 * list one click away.
 */
export function PerfilLista({ filtrado }: { filtrado: FiltradoPorPerfil | null }) {
  const { t } = useT();
  const id = useId();
  const perfil = usePerfil();
  // With a profile, what the box says needs the profile's texts: until they are there it shows its button.
  const m = useAvaliacionPerfil(perfil !== null);
  const textos = m !== null;
  const [activo, setActivo, senFiltro] = useFiltroPerfil();
  return (
    <section className="card perfil-lista" aria-labelledby={`${id}-titulo`} data-testid="perfil-lista">
      <h2 id={`${id}-titulo`} className="perfil-lista-titulo">{t('public.perfil.comprobacion')}</h2>
      {perfil && !textos ? null : (
        <p className="perfil-lista-resumo">{perfil ? t('public.perfil.resumo', { resumo: m!.resumoPerfil(perfil, t) }) : t('public.perfil.senPerfil')}</p>
      )}
      <div className="perfil-lista-accions">
        <PerfilBoton className={perfil ? 'secondary' : undefined} />
        {perfil && textos ? (
          <label className="perfil-check perfil-filtro">
            <input type="checkbox" checked={activo} onChange={(e) => setActivo(e.target.checked)} />
            <span>{t('public.perfil.filtro')}</span>
          </label>
        ) : null}
      </div>
      {perfil && textos ? <PerfilAlerta perfil={perfil} /> : null}
      {perfil && textos && activo && filtrado ? (
        <div className="perfil-lista-estado" aria-live="polite">
          <p>{t('public.perfil.filtroActivo', { n: filtrado.kept.length })}</p>
          {filtrado.fora ? (
            <p>
              {t(`public.perfil.fora.${filtrado.fora === 1 ? 'one' : 'other'}`, {
                n: filtrado.fora,
                porque: filtrado.porRequisito.map(([r, n]) => t('public.perfil.foraPor', { n, requisito: t(`public.perfil.requisito.${r}`).toLowerCase() })).join(', '),
              })}{' '}
              <Link to={{ search: senFiltro }}>{t('public.perfil.verTodos')}</Link>
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
