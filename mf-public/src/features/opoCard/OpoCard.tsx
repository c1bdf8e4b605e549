import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, DateText, paths, safeHref, tituloProcesoNoIdioma, useT, valoresDoFeito, type Opo } from 'shared';
import './opoCard.css';
import { useNomeEtiqueta } from '../filtros/useNomeEtiqueta';
import { avaliarOpo, RespostaPerfil } from '../perfil/RespostaPerfil';
import { usePerfil } from '../perfil/usePerfil';
import { useAvaliacionPerfil } from '../perfil/textosPerfil';
import '../../textos/listas';

/**
 * The post a process names, for a card's headline (the body goes beneath it): an automatic process's title ends with
 * its body ("post · places · body"), which is left out; an administrator's title is the post as written.
 */
export function postoDoProceso(opo: Pick<Opo, 'tituloProceso' | 'procesoAutomatico'>, lang: 'gl' | 'es' = 'gl'): string {
  const titulo = tituloProcesoNoIdioma(opo.tituloProceso?.trim() ?? '', opo.procesoAutomatico, lang);
  if (!opo.procesoAutomatico) return titulo;
  const partes = titulo.split(' · ');
  return (partes.length > 1 ? partes.slice(0, -1) : partes).join(' · ');
}

/**
 * What a card says of its process's facts read from the texts: group and places (or that it makes a job pool),
 * "C2 · 3 prazas"; what its headline already says ("Axente · 6 prazas C1") is not said again; null when nothing is left.
 */
export function feitosDaTarxeta(opo: Pick<Opo, 'grupo' | 'grupos' | 'prazas' | 'bolsa'>, titular: string, t: (key: string, params?: Record<string, number>) => string): ReactNode {
  const dito = (re: RegExp) => re.test(titular);
  const partes: ReactNode[] = [];
  // A group is said by its code, or AP by its name ("agrupacións profesionais"); a call of posts of several groups says
  // each ("C1/C2").
  const grupos = valoresDoFeito(opo, 'grupo')
    .filter((g) => !dito(new RegExp(`(^|[^\\p{L}\\d])${g}($|[^\\p{L}\\d])`, 'u')) && !(g === 'AP' && dito(/agrupaci[oó]n(s|es)? profesiona/i)));
  if (grupos.length) partes.push(<span key="grupo"><span className="visually-hidden">{t('public.card.grupo')} </span>{grupos.join('/')}</span>);
  if (opo.prazas) {
    if (!dito(new RegExp(`(^|\\D)${opo.prazas}\\s+(prazas?|plazas?)\\b`, 'i'))) partes.push(<span key="prazas">{t(`public.card.prazas.${opo.prazas === 1 ? 'one' : 'other'}`, { n: opo.prazas })}</span>);
  } else if (opo.bolsa && !dito(/\bbolsa\b/i)) partes.push(<span key="bolsa">{t('public.card.bolsa')}</span>);
  return partes.length ? partes.flatMap((p, i) => (i ? [' · ', p] : [p])) : null;
}

/**
 * One competition. With a process (automatic or kept by an administrator, alike): the post as headline and main link
 * to the process page, the body beneath; then bulletin date and name, description, the process's facts (group,
 * places), deadline and number of edicts, the bulletin's edict as a secondary link, the labels. Without one: the body
 * is the headline.
 */
export function OpoCard({ opo }: { opo: Opo }) {
  const { t, lang, dayMonth } = useT();
  const nomeEtiqueta = useNomeEtiqueta();
  const posto = opo.urlAmigableProceso ? postoDoProceso(opo, lang) : '';
  const feitos = opo.urlAmigableProceso ? feitosDaTarxeta(opo, posto, t) : null;
  // Issue 24: with a profile kept in this browser, the card answers "can I apply?" (checked here, never sent).
  const perfil = usePerfil();
  const avaliacion = useAvaliacionPerfil(perfil !== null);
  return (
    <Card as="li" className="opo-card">
      {opo.urlAmigableProceso && posto ? (
        <>
          <h2 className="card-post">
            <Link className="card-main-link" to={paths.offer(opo.urlAmigableProceso)}>{posto}</Link>
          </h2>
          <p className="card-organismo">{opo.organizacion}</p>
        </>
      ) : <h2>{opo.organizacion}</h2>}
      <p className="card-meta">
        <span><span className="visually-hidden">{t('public.card.fechaBop')}: </span><DateText value={opo.fechaBop} /></span>
        <span><span className="visually-hidden">{t('public.card.bop')}: </span>{opo.bop}</span>
      </p>
      {/* A title the bulletin printed in capitals is shown in sentence case (the server keeps it as published). */}
      <p>{opo.descripcionMostrar ?? opo.descripcion}</p>
      {opo.urlAmigableProceso && (!posto || (opo.edictosProceso ?? 0) > 1 || opo.prazoUltimoDia || feitos) ? (
        <p className="card-process">
          {!posto ? <Link className="card-main-link" to={paths.offer(opo.urlAmigableProceso)}>{t('public.card.verProceso')}</Link> : null}
          {feitos ? <span className="card-feitos" data-testid="card-feitos">{feitos}</span> : null}
          {opo.prazoUltimoDia ? (
            <span className={`prazo-badge ${opo.prazoAberto ? 'prazo-aberto' : 'prazo-pechado'}`}>
              {opo.prazoAberto ? t('public.prazo.abertoAta', { data: dayMonth(opo.prazoUltimoDia) }) : t('public.prazo.pechado')}
            </span>
          ) : null}
          {opo.edictosProceso && opo.edictosProceso > 1 ? <span className="card-meta">{t('public.card.edictosProceso', { n: opo.edictosProceso })}</span> : null}
        </p>
      ) : null}
      {perfil && avaliacion ? <RespostaPerfil m={avaliacion} avaliacion={avaliarOpo(avaliacion, perfil, opo)} /> : null}
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
