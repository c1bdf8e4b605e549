import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CAMPOS_FEITOS, contarPor, cumpreFiltros, filtrosAParams, filtrosDeParams, FILTRO_PARAMS, FILTROS_FEITOS, PROVINCIAS, tipoAnuncio, TIPOS_ANUNCIO,
  NeedsJavaScript, useBrowserValue, useT, valorDoFiltro, valoresDoFeito, type FiltroFeito, type FiltrosLista, type Opo,
} from 'shared';
import { OpoList } from '../opoCard/OpoCard';
import { useNomeEtiqueta } from './useNomeEtiqueta';
import '../../textos/listas';

/** The list filters in the URL (shareable, kept on reload), and a setter that keeps every other parameter. */
export function useFiltros(): [FiltrosLista, (f: FiltrosLista) => void] {
  const [params, setParams] = useSearchParams();
  const filtros = filtrosDeParams((name) => params.get(name));
  const set = (f: FiltrosLista) => {
    const next = new URLSearchParams(params);
    for (const name of FILTRO_PARAMS) next.delete(name);
    for (const [name, value] of filtrosAParams(f)) next.set(name, value);
    setParams(next);
  };
  return [filtros, set];
}

type Campo = 'provincia' | 'boletin' | 'tipo' | 'etiqueta' | FiltroFeito;

const isFeito = (campo: Campo): campo is FiltroFeito => (CAMPOS_FEITOS as readonly string[]).includes(campo);

/** One collator, built once (localeCompare with a locale builds one per call). */
const galician = new Intl.Collator('gl');

/**
 * The filters of a list: province, bulletin, kind of notice, label, and the facts of the processes (group, level of
 * qualification, staff type, turn, job pool or permanent posts), each with how many competitions of the list have
 * each value, counted with the other filters applied (and, for a fact, how many do not state it); and "only with an
 * open period". They combine, live in the URL, and work with every list (last days, a bulletin day, a text search, a
 * label).
 */
export function FiltrosBar({ opos, filtros, onChange }: { opos: Opo[]; filtros: FiltrosLista; onChange: (f: FiltrosLista) => void }) {
  const { t } = useT();
  const nomeEtiqueta = useNomeEtiqueta();
  const id = useId();
  const others = (campo: Campo) => opos.filter((o) => cumpreFiltros(o, { ...filtros, [campo]: undefined }));
  const valorDe = (campo: Campo): string | undefined => (isFeito(campo) ? valorDoFiltro(filtros, campo) : filtros[campo]);
  const options = (campo: Campo, valores: (o: Opo) => (string | null | undefined)[], order?: readonly string[]) => {
    const counts = contarPor(others(campo), valores);
    const selected = valorDe(campo);
    if (selected && !counts.has(selected)) counts.set(selected, 0);
    const keys = [...counts.keys()];
    if (order) keys.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    else keys.sort(galician.compare);
    return keys.map((k) => ({ value: k, n: counts.get(k) ?? 0 }));
  };
  const label = (campo: Campo, value: string) => {
    if (campo === 'tipo') return t(`public.tipoAnuncio.${value}`);
    if (campo === 'etiqueta') return nomeEtiqueta(value);
    if (campo === 'provincia' && value === 'Galicia') return t('public.filtros.galicia');
    if (isFeito(campo)) return t(`public.filtro.${campo}.${value}`);
    return value;
  };
  const choose = (campo: Campo, value: string) => {
    if (!isFeito(campo)) return onChange({ ...filtros, [campo]: value || undefined });
    // A fact's value is read as the URL reads it (bolsa "1"/"0" is a yes/no).
    const { [campo]: _old, ...rest } = filtros;
    onChange({ ...rest, ...filtrosDeParams((name) => (name === campo ? value : undefined)) });
  };
  const select = (campo: Campo, title: string, all: string, list: { value: string; n: number }[], nonConsta = 0) => (
    <div className="filtro">
      <label htmlFor={`${id}-${campo}`}>{title}</label>
      <select id={`${id}-${campo}`} value={valorDe(campo) ?? ''} onChange={(e) => choose(campo, e.target.value)}>
        <option value="">{all}</option>
        {list.map(({ value, n }) => (
          <option key={value} value={value}>{t('public.filtros.opcion', { valor: label(campo, value), n })}</option>
        ))}
        {/* Competitions whose texts do not state the fact: no choice finds them, and the list says how many. */}
        {nonConsta ? <option value="" disabled>{t('public.filtros.nonConsta', { n: nonConsta })}</option> : null}
      </select>
    </div>
  );
  const feito = (campo: FiltroFeito) => select(
    campo, t(`public.filtros.${campo}`), campo === 'titulacion' || campo === 'quenda' ? t('public.filtros.todas') : t('public.filtros.todos'),
    options(campo, (o) => valoresDoFeito(o, campo), FILTROS_FEITOS[campo]),
    others(campo).filter((o) => valoresDoFeito(o, campo).length === 0).length,
  );
  const abertos = opos.filter((o) => o.prazoAberto && cumpreFiltros(o, { ...filtros, prazoAberto: undefined })).length;
  const activos = filtrosAParams(filtros).length;
  // On a phone the filters fold under their heading (the list comes first); open on wider screens or when in use.
  const wide = useBrowserValue(() => typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 48rem)').matches, false);
  return (
    <details className="filtros" open={wide || activos > 0}>
      <summary>{t('public.filtros.title')}{activos ? ` (${activos})` : ''}</summary>
      <NeedsJavaScript />
      <div className="filtros-grid">
        {select('provincia', t('public.filtros.provincia'), t('public.filtros.todas'), options('provincia', (o) => [o.provincia], PROVINCIAS))}
        {select('boletin', t('public.filtros.boletin'), t('public.filtros.todos'), options('boletin', (o) => [o.bop]))}
        {select('tipo', t('public.filtros.tipo'), t('public.filtros.todos'), options('tipo', (o) => [tipoAnuncio(o.tipoEdicto)], TIPOS_ANUNCIO))}
        {select('etiqueta', t('public.filtros.etiqueta'), t('public.filtros.todas'), options('etiqueta', (o) => o.etiquetas))}
        {CAMPOS_FEITOS.map((campo) => <Fragment key={campo}>{feito(campo)}</Fragment>)}
        <label className="filter-prazo">
          <input
            type="checkbox"
            checked={Boolean(filtros.prazoAberto)}
            onChange={(e) => onChange({ ...filtros, prazoAberto: e.target.checked || undefined })}
          />
          <span>{t('public.filtro.prazoAberto')} <span className="filtro-count">({abertos})</span></span>
        </label>
        {activos ? (
          <button type="button" className="link-button" onClick={() => onChange({})}>{t('public.filtros.limpar')}</button>
        ) : null}
      </div>
    </details>
  );
}

/** Cards shown at a time; "show more" adds as many, in the list's own (stable) order. */
export const PAXINA = 20;

/** A long list shown a page at a time with a "show more" button; the focus goes to the first card it adds. */
export function ListaPaxinada({ opos }: { opos: Opo[] }) {
  const { t } = useT();
  const [visibles, setVisibles] = useState(PAXINA);
  const list = useRef<HTMLDivElement>(null);
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    if (firstNew.current === null) return;
    const card = list.current?.querySelectorAll<HTMLElement>('.opo-card')[firstNew.current];
    firstNew.current = null;
    const target = card?.querySelector<HTMLElement>('a, h2');
    if (target && !target.hasAttribute('tabindex') && target.tagName === 'H2') target.setAttribute('tabindex', '-1');
    target?.focus();
  }, [visibles]);
  const shown = opos.slice(0, visibles);
  const rest = opos.length - shown.length;
  return (
    <div ref={list}>
      <OpoList opos={shown} />
      {rest > 0 ? (
        <div className="mais-resultados">
          <p className="card-meta">{t('public.lista.mostrando', { n: shown.length, total: opos.length })}</p>
          <button
            type="button"
            onClick={() => {
              firstNew.current = shown.length;
              setVisibles((v) => v + PAXINA);
            }}
          >
            {t('public.lista.maisResultados', { n: Math.min(PAXINA, rest) })}
          </button>
        </div>
      ) : null}
    </div>
  );
}
