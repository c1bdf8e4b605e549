import type { ReactNode } from 'react';
import { DateText, isoToDateArray, LOCALES, safeHref, useT, type Fase, type Feito, type FeitosDoTexto, type Lang, type Prazo } from 'shared';
import './feitosProceso.css';
import { hostOf } from './hostOf';
import { SoldoBase } from './SoldoBase';
import '../../textos/feitos';

type T = (key: string, params?: Record<string, string | number>) => string;

/** Below this confidence a fact is marked as a doubtful reading. */
const DUBIDOSO = 0.5;

let euros: Intl.NumberFormat | undefined;
/**
 * "30,00 €", "8232,84 €", "12.345,00 €": Spanish figures in both languages (Galician writes them alike). Never the
 * runtime's Galician data: Node's has it and groups four digits ("8.232,84 €"), Debian's Chromium has none, and a
 * page the server drew must hydrate with the very same text (React error 418 otherwise).
 */
export function formatEuros(valor: number): string {
  euros ??= new Intl.NumberFormat(LOCALES.es, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
  return euros.format(valor);
}

const plural = (t: T, key: string, n: number) => t(`${key}.${n === 1 ? 'one' : 'other'}`, { n });

/** The phase a fact came from: the one that is its competition (or, for a phase added by hand, the phase itself). */
const faseDe = (edicto: string | undefined, fases: Fase[]) => (edicto ? fases.find((f) => f.uuidOpo === edicto || f.uuid === edicto) : undefined);

/** The quote of a fact behind a disclosure, with the link to the edict it came from. */
export function Cita({ feito, nome, fases }: { feito: Feito<unknown>; nome: string; fases: Fase[] }) {
  const { t, date } = useT();
  const fase = faseDe(feito.edicto, fases);
  const href = fase ? safeHref(fase.urlDetalle) : undefined;
  const fonte = fase ? [fase.bop, fase.fechaBop ? date(fase.fechaBop) : ''].filter(Boolean).join(', ') : '';
  return (
    <details className="feito-cita">
      <summary>{t('public.feitos.cita')}<span className="visually-hidden"> {t('public.feitos.citaSobre', { feito: nome })}</span></summary>
      <blockquote {...(href ? { cite: href } : {})}><p>{feito.cita}</p></blockquote>
      {href ? (
        <a href={href} rel="noopener noreferrer" target="_blank">
          {fonte ? t('public.feitos.verEdictoDe', { fonte }) : t('public.feitos.verEdicto')}
          <span className="visually-hidden"> {t('public.bops.newWindow')}</span>
        </a>
      ) : null}
    </details>
  );
}

/** One row: the fact's name, its value in words (or "non consta"), its quote and edict. */
function Fila({ nome, feito, valor, fases }: { nome: string; feito: Feito<unknown> | undefined; valor: ReactNode; fases: Fase[] }) {
  const { t } = useT();
  return (
    <div className={`feito${feito ? '' : ' feito-non-consta'}`}>
      <dt>{nome}</dt>
      <dd>
        {feito ? (
          <>
            <span className="feito-valor">{valor}</span>
            {feito.confianza < DUBIDOSO ? <span className="feito-dubidoso"> ({t('public.feitos.dubidoso')})</span> : null}
            <Cita feito={feito} nome={nome} fases={fases} />
          </>
        ) : <span className="feito-valor">{t('public.feitos.nonConsta')}</span>}
      </dd>
    </div>
  );
}

/** Each fact of a process in words, in the order a candidate reads a call; undefined where no text states it. */
function valores(f: FeitosDoTexto, t: T, lang: Lang, prazo: Prazo | null | undefined, dayMonth: (a: readonly number[]) => string) {
  const prazas = f.prazas?.valor;
  const porQuenda = prazas ? ([['libre', prazas.libre], ['promocionInterna', prazas.promocionInterna], ['discapacidade', prazas.discapacidade]] as const)
    .filter(([, n]) => n !== undefined && n > 0) : [];
  // "3 (2 quenda libre, 1 promoción interna)"; all of one turn: "4 (quenda libre)".
  const quendas = porQuenda.length === 1 && porQuenda[0][1] === prazas?.total
    ? [t(`public.feitos.quenda.${porQuenda[0][0]}`)]
    : porQuenda.map(([k, n]) => `${n} ${t(`public.feitos.quenda.${k}`)}`);
  const titulacion = f.titulacion?.valor;
  const galego = f.galego?.valor;
  const idade = f.idade?.valor;
  const regra = f.prazo?.valor;
  // The last day is said only when it was counted from a text, never from an assumed rule.
  const ultimo = prazo?.ultimoDia && !prazo.estimado ? t('public.feitos.prazo.ultimoDia', { data: dayMonth(prazo.ultimoDia) }) : '';
  const sede = f.sedeElectronica ? safeHref(f.sedeElectronica.valor) : undefined;
  return {
    // a call of several posts: each with its places, group and turn ("Administrativo/a (2 prazas, C1, promoción interna)")
    posto: f.posto ? [f.posto.valor.nome, f.posto.valor.categoria].filter(Boolean).join(' · ')
      : f.postos?.valor.map((p, i) => {
        const sobre = [p.prazas ? plural(t, 'public.feitos.nPrazas', p.prazas) : '', p.grupo === 'AP' ? t('public.feitos.grupo.AP') : p.grupo, p.quenda ? t(`public.feitos.quenda.${p.quenda}`) : ''].filter(Boolean);
        return <span key={i} className="feito-posto">{p.nome}{sobre.length ? ` (${sobre.join(', ')})` : ''}</span>;
      }),
    prazas: prazas ? `${prazas.total}${quendas.length ? ` (${quendas.join(', ')})` : ''}` : undefined,
    grupo: f.grupo ? (f.grupo.valor === 'AP' ? t('public.feitos.grupo.AP') : f.grupo.valor) : undefined,
    tipoPersoal: f.tipoPersoal ? t(`public.feitos.persoal.${f.tipoPersoal.valor}`) : undefined,
    sistema: f.sistema ? t(`public.feitos.sistema.${f.sistema.valor}`) : undefined,
    bolsa: f.bolsa ? t(f.bolsa.valor ? 'public.feitos.bolsa.si' : 'public.feitos.bolsa.non') : undefined,
    titulacion: titulacion ? `${t(`public.feitos.titulacion.${titulacion.nivel}`)}${titulacion.nome ? ` (${titulacion.nome})` : ''}` : undefined,
    galego: galego
      ? galego.requisito === 'celga' ? (galego.nivel ? t('public.feitos.galego.celga', { n: galego.nivel }) : t('public.feitos.galego.celgaSenNivel')) : t(`public.feitos.galego.${galego.requisito}`)
      : undefined,
    carne: f.carne?.valor.length ? f.carne.valor.join(', ') : undefined,
    idade: idade && (idade.minima || idade.maxima)
      ? idade.minima && idade.maxima ? t('public.feitos.idade.entre', { min: idade.minima, max: idade.maxima })
        : idade.minima ? t('public.feitos.idade.minima', { n: idade.minima }) : t('public.feitos.idade.maxima', { n: idade.maxima! })
      : undefined,
    taxa: f.taxa ? (f.taxa.valor > 0 ? formatEuros(f.taxa.valor) : t('public.feitos.taxa.exenta')) : undefined,
    sedeElectronica: f.sedeElectronica
      ? sede ? (
        <a href={sede} rel="noopener noreferrer" target="_blank">
          {t('public.feitos.sede')} ({hostOf(sede)})<span className="visually-hidden"> {t('public.bops.newWindow')}</span>
        </a>
      ) : f.sedeElectronica.valor
      : undefined,
    prazo: regra ? `${plural(t, `public.feitos.prazo.${regra.unidade}`, regra.cantidade)} ${t(`public.feitos.prazo.desde.${regra.desde}`)}${ultimo ? ` (${ultimo})` : ''}` : undefined,
  };
}

const ORDE = ['posto', 'prazas', 'grupo', 'tipoPersoal', 'sistema', 'bolsa', 'titulacion', 'galego', 'carne', 'idade', 'taxa', 'sedeElectronica', 'prazo'] as const;

/**
 * The facts panel of a process page (issue 22): each fact read from the texts of its edicts, in words, with the
 * sentence it came from and a link to that edict; "non consta" where no text states it; a note that the facts are
 * read automatically and the bases rule.
 */
export function FeitosProceso({ feitos, fases, prazo }: { feitos: FeitosDoTexto; fases: Fase[]; prazo?: Prazo | null }) {
  const { t, lang, dayMonth } = useT();
  const v = valores(feitos, t, lang, prazo, dayMonth);
  const datas = feitos.datasExame ?? [];
  // the posts of a call of several hold their own places and groups
  const dosPostos = !feitos.posto && feitos.postos;
  return (
    <section className="card feitos-proceso" aria-labelledby="feitos-title" data-testid="feitos-proceso">
      <h2 id="feitos-title">{t('public.feitos.titulo')}</h2>
      <p className="feitos-nota">{t('public.feitos.nota')}</p>
      <dl className="feitos-lista">
        {ORDE.map((k) => {
          if (dosPostos && (k === 'prazas' || k === 'grupo')) return null;
          const feito = (k === 'posto' && dosPostos ? feitos.postos : feitos[k]) as Feito<unknown> | undefined;
          return <Fila key={k} nome={t(`public.feitos.${k === 'posto' && dosPostos ? 'postos' : k}`)} feito={feito} valor={v[k]} fases={fases} />;
        })}
        <div className={`feito${datas.length ? '' : ' feito-non-consta'}`}>
          <dt>{t('public.feitos.datasExame')}</dt>
          <dd>
            {datas.length ? (
              <ul className="feitos-datas">
                {datas.map((d) => (
                  <li key={d.valor}>
                    <span className="feito-valor"><DateText value={isoToDateArray(d.valor)} /></span>
                    {d.confianza < DUBIDOSO ? <span className="feito-dubidoso"> ({t('public.feitos.dubidoso')})</span> : null}
                    <Cita feito={d} nome={t('public.feitos.datasExame')} fases={fases} />
                  </li>
                ))}
              </ul>
            ) : <span className="feito-valor">{t('public.feitos.nonConsta')}</span>}
          </dd>
        </div>
      </dl>
      <SoldoBase feitos={feitos} />
    </section>
  );
}
