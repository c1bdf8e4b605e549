import type { Perfil } from '../perfil/perfil.js';
import { GRUPOS, NIVEIS_TITULACION, TIPOS_PERSOAL, type Grupo, type NivelTitulacion, type TipoPersoal } from './feitos.js';
import {
  filtrosAParams, filtrosDeParams, QUENDAS, TIPOS_ANUNCIO, unDe, valorDoFiltro, type FiltroParam, type FiltrosLista, type Quenda, type TipoAnuncio,
} from './filtros.js';

/**
 * E-mail alerts for a label, a search or a filtered list (issue 16): what an alert follows, read from a list's URL
 * exactly as the list reads it, so an alert matches what the visitor was looking at. The server matches new
 * competitions with the same public searches the lists use (one meaning of "matches").
 */
export interface AlertaCriterio {
  /** A text search (`?textoBusqueda=`), bilingual, case and accents ignored. */
  textoBusqueda?: string;
  /** A label (`?etiquetaBusqueda=` or the list filter `etiqueta`), by its Galician name. */
  etiqueta?: string;
  provincia?: string;
  boletin?: string;
  tipo?: TipoAnuncio;
  prazoAberto?: boolean;
  /** The filters on the process's facts (issue 22), as the list filters of the same names. */
  grupo?: Grupo;
  titulacion?: NivelTitulacion;
  persoal?: TipoPersoal;
  quenda?: Quenda;
  bolsa?: boolean;
}

/** A daily digest at a fixed hour, or one e-mail as soon as something new is found. */
export const FRECUENCIAS_ALERTA = ['DIARIA', 'INMEDIATA'] as const;
export type FrecuenciaAlerta = (typeof FRECUENCIAS_ALERTA)[number];

export const CRITERIO_TEXTO_MAX = 200;
export const CRITERIO_ETIQUETA_MAX = 120;
export const CRITERIO_BOLETIN_MAX = 80;

const clean = (s: string | null | undefined) => s?.replace(/\s+/g, ' ').trim() || undefined;
const FIELDS = ['textoBusqueda', 'etiqueta', 'provincia', 'boletin', 'tipo', 'prazoAberto', 'grupo', 'titulacion', 'persoal', 'quenda', 'bolsa'] as const;
type CampoCriterio = (typeof FIELDS)[number];

/** The criterion with blanks trimmed and empty fields left out, its fields always in the same order. */
export function normalizarCriterio(c: AlertaCriterio): AlertaCriterio {
  const out: AlertaCriterio = {};
  const textoBusqueda = clean(c.textoBusqueda);
  if (textoBusqueda) out.textoBusqueda = textoBusqueda;
  const etiqueta = clean(c.etiqueta);
  if (etiqueta) out.etiqueta = etiqueta;
  const provincia = clean(c.provincia);
  if (provincia) out.provincia = provincia;
  const boletin = clean(c.boletin);
  if (boletin) out.boletin = boletin;
  if (c.tipo && (TIPOS_ANUNCIO as readonly string[]).includes(c.tipo)) out.tipo = c.tipo;
  if (c.prazoAberto === true) out.prazoAberto = true;
  const grupo = unDe(GRUPOS, c.grupo);
  if (grupo) out.grupo = grupo;
  const titulacion = unDe(NIVEIS_TITULACION, c.titulacion);
  if (titulacion) out.titulacion = titulacion;
  const persoal = unDe(TIPOS_PERSOAL, c.persoal);
  if (persoal) out.persoal = persoal;
  const quenda = unDe(QUENDAS, c.quenda);
  if (quenda) out.quenda = quenda;
  if (typeof c.bolsa === 'boolean') out.bolsa = c.bolsa;
  return out;
}

export const hayCriterio = (c: AlertaCriterio): boolean => Object.keys(normalizarCriterio(c)).length > 0;

/** The list filters of a criterion (its label included: a label is also a list filter). */
export function filtrosDoCriterio(c: AlertaCriterio): FiltrosLista {
  const { textoBusqueda: _t, ...filtros } = normalizarCriterio(c);
  return filtros;
}

/**
 * One string per criterion, the same for the same alert however it was written (order of fields, blanks, case of
 * the text): two requests of one address for the same alert are one alert.
 */
export function claveCriterio(c: AlertaCriterio): string {
  const n = normalizarCriterio(c);
  return JSON.stringify(FIELDS.filter((k) => n[k] !== undefined).map((k) => [k, k === 'textoBusqueda' ? String(n[k]).toLowerCase() : n[k]]));
}

/**
 * The alert a list page offers, from its query string, read as the home page reads it: a label page
 * (`etiquetaBusqueda`, which wins over a text) or a text search, with the list filters; a list with filters only;
 * nothing for a bulletin day (`fecha`) or the plain latest-days list.
 */
export function criterioDeParams(get: (name: string) => string | null | undefined): AlertaCriterio | null {
  const filtros = filtrosDeParams((name: FiltroParam) => get(name));
  const etiquetaBusqueda = clean(get('etiquetaBusqueda'));
  if (etiquetaBusqueda) {
    const { etiqueta: _e, ...resto } = filtros;
    return normalizarCriterio({ etiqueta: etiquetaBusqueda, ...resto });
  }
  const textoBusqueda = clean(get('textoBusqueda'));
  if (textoBusqueda) return normalizarCriterio({ textoBusqueda, ...filtros });
  if (clean(get('fecha'))) return null;
  const soFiltros = normalizarCriterio(filtros);
  return hayCriterio(soFiltros) ? soFiltros : null;
}

/** The query string of the list an alert follows (`?etiquetaBusqueda=…&provincia=Lugo`), the inverse of `criterioDeParams`. */
export function criterioAParams(c: AlertaCriterio): [string, string][] {
  const n = normalizarCriterio(c);
  const { textoBusqueda, etiqueta, ...resto } = n;
  if (textoBusqueda) return [['textoBusqueda', textoBusqueda], ...filtrosAParams({ ...resto, etiqueta })];
  if (etiqueta) return [['etiquetaBusqueda', etiqueta], ...filtrosAParams(resto)];
  return filtrosAParams(resto);
}

/** The path (under /public) of the list an alert follows. */
export function listaDoCriterio(c: AlertaCriterio): string {
  const q = criterioAParams(c).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return q ? `/?${q}` : '/';
}

export type Traducir = (key: string, params?: Record<string, string | number>) => string;

/**
 * The criterion in words, in the language of `t` (keys `alertas.criterio.*`, `public.tipoAnuncio.*` and
 * `public.filtro.<fact>.<value>` of the catalogues): «auxiliar» · en Lugo · con prazo aberto · grupo C2 · Bolsa de
 * emprego. `nomeEtiqueta` gives a label's name in that language.
 */
export function criterioEnPalabras(c: AlertaCriterio, t: Traducir, nomeEtiqueta: (gl: string) => string = (e) => e): string {
  const n = normalizarCriterio(c);
  const parts: string[] = [];
  for (const campo of FIELDS as readonly CampoCriterio[]) {
    const v = n[campo];
    if (v === undefined) continue;
    if (campo === 'tipo') parts.push(t(`public.tipoAnuncio.${v}`));
    else if (campo === 'prazoAberto') parts.push(t('alertas.criterio.prazoAberto'));
    else if (campo === 'provincia' && v === 'Galicia') parts.push(t('alertas.criterio.galicia'));
    else if (campo === 'grupo' || campo === 'titulacion' || campo === 'persoal' || campo === 'quenda' || campo === 'bolsa') {
      parts.push(t(`alertas.criterio.${campo}`, { valor: t(`public.filtro.${campo}.${valorDoFiltro(n, campo)}`) }));
    }
    else parts.push(t(`alertas.criterio.${campo}`, { valor: campo === 'etiqueta' ? nomeEtiqueta(String(v)) : String(v) }));
  }
  return parts.join(' · ');
}

/** One alert as its manage page shows it. */
export interface Alerta {
  uuid: string;
  criterio: AlertaCriterio;
  /** The label's Spanish name, when the criterion has a label. */
  etiquetaEs?: string;
  frecuencia: FrecuenciaAlerta;
  confirmada: boolean;
  /** A profile alert (issue 24): its profile and feed; its `criterio` is then empty (every new process, checked against the profile). */
  perfil?: Perfil;
  /** Path of a confirmed profile alert's Atom feed (`/api/v1/feeds/perfil.atom?token=…`, signed). */
  feed?: string;
}

/** Other notices of the same address, also listed (and cancelled) on the manage page. */
export interface OutroAviso {
  uuid: string;
  /** `proceso`: the phases of an offer; `etiqueta`: the label digest asked through `addNotificion`. */
  tipo: 'proceso' | 'etiqueta';
  titulo: string;
  urlAmigable: string | null;
  etiqueta: string | null;
  confirmada: boolean;
}

/** The manage page's answer: the address's alerts and other notices, and the digest hour ("08:00", local time). */
export interface AlertasXestion {
  alertas: Alerta[];
  outros: OutroAviso[];
  horaResumo: string;
  zonaHoraria: string;
}

/** What asking for an alert sends: the address, the language of its e-mails, the frequency and the criterion. */
export interface AlertaPeticion {
  destinatario: string;
  idioma: 'gl' | 'es';
  frecuencia: FrecuenciaAlerta;
  criterio: AlertaCriterio;
}

/**
 * "Avísame cando se abra un proceso para min" (issue 24): an alert of the new processes a profile may apply to or must
 * check. The profile lives in the browser; it travels only here, and the server keeps it with the alert until it is left.
 */
export interface AlertaPerfilPeticion {
  destinatario: string;
  idioma: 'gl' | 'es';
  frecuencia: FrecuenciaAlerta;
  perfil: Perfil;
}
