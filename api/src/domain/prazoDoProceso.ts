import type { FeitosDoTexto } from 'shared/contract';
import type { TipoEdicto } from './clasificador.js';
import { extraerDataLimite, extraerRegraPrazo, regraPorDefecto, ultimoDiaPrazo } from './prazos.js';

/** The edicts that open an application period. */
const OPENING: TipoEdicto[] = ['convocatoria_bases', 'extracto_convocatoria', 'bolsa_emprego', 'provision_postos'];

/** Steps that follow an application period: an opening edict after one of them opens a new window. */
const LATER_STEP: TipoEdicto[] = ['admitidos', 'listas_contratacion', 'resultados', 'nomeamento'];

/**
 * An edict that changes a call and says it opens no new period ("amplíase o número de prazas…, que pasa de tres a catro.
 * Non se abre novo prazo de presentación de solicitudes", "no se abre nuevo plazo", "sen apertura de novo prazo"): read
 * as bases, it opens no window, so the call's own period stays the one shown.
 */
const SEN_NOVO_PRAZO = /\b(?:non se abre|no se abre|sen (?:a )?apertura d[eo]|sin (?:la )?apertura de|non supo[nñ]e? (?:a )?apertura d[eo]|no supone (?:la )?apertura de) (?:un |unha |una )?(?:novo|nuevo) (?:prazo|plazo)\b/i;
/** SEN_NOVO_PRAZO of an edict's text, read once: the deadline is asked for each candidate process while grouping. */
const senNovoPrazo = (e: EdictoConData): boolean => {
  let r = lidos.get(e);
  if (r === undefined) lidos.set(e, (r = SEN_NOVO_PRAZO.test(e.texto ?? '')));
  return r;
};
const lidos = new WeakMap<object, boolean>();

/**
 * A correction or change that reopens the application period ("Se abre un nuevo plazo de veinte días naturales…, contados
 * a partir del día siguiente al de la publicación de esta corrección", "Ábrese un novo prazo de vinte días hábiles"): the
 * period sentence the facts read says so itself. Such an edict opens the window a visitor can still apply in.
 */
const ABRE_NOVO_PRAZO = /(?<!\p{L})(?:(?:[áa]brese|se abre|abrirase|se abrirá|re[áa]brese|se reabre|abrir|reabrir|apertura d[eo])\s+(?:un\s+|unha\s+|una\s+|o\s+|el\s+)?(?:novo|nuevo)\s+(?:prazo|plazo)|reapertura d(?:[eo]l?|o) (?:prazo|plazo))(?!\p{L})/iu;
const reabrePrazo = (e: EdictoConData): boolean =>
  e.tipo === 'correccion' && !!e.feitos?.prazo && ABRE_NOVO_PRAZO.test(e.feitos.prazo.cita) && !senNovoPrazo(e);

/** Whether an edict opens an application period: a call, an extract or a pool's call (unless it says no period opens), or a correction that reopens it. */
export const abrePrazo = (e: EdictoConData): boolean => (OPENING.includes(e.tipo as TipoEdicto) && !senNovoPrazo(e)) || reabrePrazo(e);

export interface EdictoConData { bop: string; fecha: string; titulo: string; tituloAlternativo?: string; tipo: TipoEdicto | string; texto?: string; feitos?: FeitosDoTexto }

export interface PrazoDoProceso {
  /** Last day to apply (YYYY-MM-DD), or null when it cannot be computed yet. */
  ultimoDia: string | null;
  /** What was found (the phrase, or the rule assumed). */
  texto: string;
  /** True when part of the rule was assumed, not read. */
  estimado: boolean;
  /** True when the period counts from a publication that has not appeared yet (typically the BOE extract). */
  pendente: boolean;
}

/**
 * The application deadline of a process: the rule read from the edict that opens it (or the usual rule, as an
 * estimate), counted from the publication it names (the BOE extract, the DOG, the BOP, or that edict itself).
 */
export function prazoDoProceso(edictos: EdictoConData[], concello?: string): PrazoDoProceso | null {
  const sorted = [...edictos].sort((a, b) => a.fecha.localeCompare(b.fecha));
  // A window opened after the process's lists or results (a pool reopened to new candidates) is the one a visitor can
  // still apply in: the latest window counts, from its first opening edict.
  const lastOpening = sorted.map(abrePrazo).lastIndexOf(true);
  // A correction that reopens the period starts the window: its period, counted from its own publication, replaces the call's.
  const lastReopening = sorted.map(reabrePrazo).lastIndexOf(true);
  const windowStart = Math.max(lastReopening,
    sorted.slice(0, Math.max(0, lastOpening)).map((e) => LATER_STEP.includes(e.tipo as TipoEdicto)).lastIndexOf(true) + 1);
  const opening = sorted.filter((e, i) => abrePrazo(e) && i >= windowStart);
  if (!opening.length) return null;
  // The period sentence of a text decides (the bases first, then the extracts); a last day written as a date next; a
  // title's phrase next; the usual rule last.
  let regra: ReturnType<typeof extraerRegraPrazo> = null;
  let origen: EdictoConData | null = null;
  for (const e of opening) {
    const lido = e.feitos?.prazo;
    if (lido) {
      regra = { cantidade: lido.valor.cantidade, unidade: lido.valor.unidade, desde: lido.valor.desde, textoAtopado: lido.cita, estimado: false };
      origen = e;
      break;
    }
  }
  // No count read: a window closed on a written day ("… ata o 8 de xuño de 2033, incluído") is read, not estimated.
  if (!regra) {
    for (const e of opening) {
      const data = e.texto ? extraerDataLimite(e.texto, e.fecha) : null;
      if (data) return { ultimoDia: data.ultimoDia, texto: data.textoAtopado, estimado: false, pendente: false };
    }
  }
  for (const e of opening) {
    if (regra) break;
    regra = extraerRegraPrazo(`${e.titulo} ${e.tituloAlternativo ?? ''}`);
    origen = regra ? e : null;
  }
  regra ??= regraPorDefecto(opening[0].bop, opening[0].tipo as TipoEdicto);
  if (!regra) return null;
  const from = (bop: string) => opening.find((e) => e.bop === bop) ?? null;
  const source = regra.desde === 'boe' ? from('BOE') : regra.desde === 'dog' ? from('DOG')
    : regra.desde === 'bop' ? opening.find((e) => e.bop.startsWith('BOP')) ?? null : origen ?? opening[0];
  if (!source) return { ultimoDia: null, texto: regra.textoAtopado, estimado: regra.estimado, pendente: true };
  return { ultimoDia: ultimoDiaPrazo(regra, source.fecha, concello ? { concello } : undefined), texto: regra.textoAtopado, estimado: regra.estimado, pendente: false };
}
