import type { Opo } from './entities.js';
import { GRUPOS, NIVEIS_TITULACION, TIPOS_PERSOAL, type Grupo, type NivelTitulacion, type TipoPersoal } from './feitos.js';

/**
 * The filters every public list can be narrowed by (issue 15): province, bulletin, kind of notice, label and "open
 * application period"; and (issue 22) the facts read from the texts of the competition's process: group, level of
 * qualification, staff type, turn, job pool or permanent posts. They are URL query parameters of the lists
 * (`/public/?provincia=Lugo&tipo=bolsa&grupo=C2&bolsa=0`), of the list API calls, of the feeds, of the open-data
 * export and of the alerts, with one meaning everywhere: this module.
 */
export interface FiltrosLista {
  /** A Galician province ("A Coruña", "Lugo", "Ourense", "Pontevedra") or "Galicia" (bodies of the whole region). */
  provincia?: string;
  /** A bulletin as the lists name it ("BOP Lugo", "BOE", "DOG"). */
  boletin?: string;
  /** A kind of notice (one of `TIPOS_ANUNCIO`). */
  tipo?: TipoAnuncio;
  /** A label the competition carries. */
  etiqueta?: string;
  /** Only competitions whose process is accepting applications today. */
  prazoAberto?: boolean;
  /** The group or subgroup its process states (`?grupo=C2`). */
  grupo?: Grupo;
  /** The level of qualification its process requires, that level exactly (`?titulacion=eso`). */
  titulacion?: NivelTitulacion;
  /** The kind of staff its process selects (`?persoal=laboral_fixo`). */
  persoal?: TipoPersoal;
  /** A turn its process has places in (`?quenda=promocion_interna`). */
  quenda?: Quenda;
  /** true: its process makes a job pool (`?bolsa=1`); false: it fills permanent posts (`?bolsa=0`). */
  bolsa?: boolean;
}

/** The turns places are offered in: free access, internal promotion, the reserve for people with a disability. */
export const QUENDAS = ['libre', 'promocion_interna', 'discapacidade'] as const;
export type Quenda = (typeof QUENDAS)[number];

/**
 * The filters on a process's facts (issue 22), each with its values in the order the lists offer them. `bolsa` is
 * written "1" (job pool) or "0" (permanent posts). A competition whose process does not state the fact matches none.
 */
export const FILTROS_FEITOS = {
  grupo: GRUPOS,
  titulacion: NIVEIS_TITULACION,
  persoal: TIPOS_PERSOAL,
  quenda: QUENDAS,
  bolsa: ['1', '0'],
} as const;
export type FiltroFeito = keyof typeof FILTROS_FEITOS;
export const CAMPOS_FEITOS = Object.keys(FILTROS_FEITOS) as FiltroFeito[];

/** The facts of a process the fact filters read (a competition carries its process's). */
export type FeitosFiltrables = Pick<Opo, 'grupo' | 'grupos' | 'nivelTitulacion' | 'tipoPersoal' | 'quendas' | 'bolsa'>;

/** The values a competition (or process) has for a fact filter; none when its process does not state the fact. */
export function valoresDoFeito(opo: FeitosFiltrables, campo: FiltroFeito): string[] {
  switch (campo) {
    case 'grupo': return opo.grupos?.length ? [...opo.grupos] : opo.grupo ? [opo.grupo] : [];
    case 'titulacion': return opo.nivelTitulacion ? [opo.nivelTitulacion] : [];
    case 'persoal': return opo.tipoPersoal ? [opo.tipoPersoal] : [];
    case 'quenda': return [...(opo.quendas ?? [])];
    case 'bolsa': return opo.bolsa === true ? ['1'] : opo.bolsa === false ? ['0'] : [];
  }
}

/** The value a fact filter asks for, as written in the URL, or undefined when it is not set. */
export function valorDoFiltro(f: FiltrosLista, campo: FiltroFeito): string | undefined {
  if (campo === 'bolsa') return f.bolsa === undefined ? undefined : f.bolsa ? '1' : '0';
  return f[campo];
}

export const PROVINCIAS = ['A Coruña', 'Lugo', 'Ourense', 'Pontevedra', 'Galicia'] as const;

/**
 * Kinds of notice a visitor tells apart, each grouping the classifier's kinds of edict (`opo.tipo_edicto`):
 * calls with their rules, job pools, admitted lists, boards, exam dates, results, appointments, corrections,
 * public employment offers and provision of posts.
 */
export const TIPOS_ANUNCIO = ['convocatoria', 'bolsa', 'admitidos', 'tribunal', 'exame', 'resultados', 'nomeamento', 'correccion', 'oep', 'provision'] as const;
export type TipoAnuncio = (typeof TIPOS_ANUNCIO)[number];

const TIPO_DE_EDICTO: Record<string, TipoAnuncio> = {
  convocatoria_bases: 'convocatoria', extracto_convocatoria: 'convocatoria', bolsa_emprego: 'bolsa', listas_contratacion: 'bolsa',
  admitidos: 'admitidos', tribunal: 'tribunal', data_exame: 'exame', resultados: 'resultados', nomeamento: 'nomeamento',
  correccion: 'correccion', oep: 'oep', provision_postos: 'provision',
};

/** The kind of notice of an edict kind (`convocatoria_bases` → `convocatoria`), or null when it is none of them. */
export function tipoAnuncio(tipoEdicto: string | null | undefined): TipoAnuncio | null {
  return (tipoEdicto && TIPO_DE_EDICTO[tipoEdicto]) || null;
}

export const FILTRO_PARAMS = ['provincia', 'boletin', 'tipo', 'etiqueta', 'prazoAberto', 'grupo', 'titulacion', 'persoal', 'quenda', 'bolsa'] as const;
export type FiltroParam = (typeof FILTRO_PARAMS)[number];

const isTipo = (v: string): v is TipoAnuncio => (TIPOS_ANUNCIO as readonly string[]).includes(v);
/** `v` when it is one of `values` (a value of a closed list, from a URL, a request or a row), else undefined. */
export const unDe = <T extends string>(values: readonly T[], v: unknown): T | undefined => ((values as readonly unknown[]).includes(v) ? (v as T) : undefined);

/**
 * The filters named by URL query parameters; unknown or empty values are ignored (a shared link with an old or
 * mistyped value still opens the list; the API refuses them). `prazoAberto` is on with "1" or "true"; `bolsa` is
 * "1"/"true" (job pool) or "0"/"false" (permanent posts).
 */
export function filtrosDeParams(get: (name: FiltroParam) => string | null | undefined): FiltrosLista {
  const f: FiltrosLista = {};
  const text = (name: FiltroParam) => get(name)?.trim() || undefined;
  const provincia = text('provincia');
  if (provincia) f.provincia = provincia;
  const boletin = text('boletin');
  if (boletin) f.boletin = boletin;
  const tipo = text('tipo');
  if (tipo && isTipo(tipo)) f.tipo = tipo;
  const etiqueta = text('etiqueta');
  if (etiqueta) f.etiqueta = etiqueta;
  const prazo = text('prazoAberto');
  if (prazo === '1' || prazo === 'true') f.prazoAberto = true;
  const grupo = unDe(GRUPOS, text('grupo'));
  if (grupo) f.grupo = grupo;
  const titulacion = unDe(NIVEIS_TITULACION, text('titulacion'));
  if (titulacion) f.titulacion = titulacion;
  const persoal = unDe(TIPOS_PERSOAL, text('persoal'));
  if (persoal) f.persoal = persoal;
  const quenda = unDe(QUENDAS, text('quenda'));
  if (quenda) f.quenda = quenda;
  const bolsa = text('bolsa');
  if (bolsa === '1' || bolsa === 'true') f.bolsa = true;
  else if (bolsa === '0' || bolsa === 'false') f.bolsa = false;
  return f;
}

/** The query parameters of some filters, in a fixed order (stable, shareable URLs). */
export function filtrosAParams(f: FiltrosLista): [FiltroParam, string][] {
  const out: [FiltroParam, string][] = [];
  if (f.provincia) out.push(['provincia', f.provincia]);
  if (f.boletin) out.push(['boletin', f.boletin]);
  if (f.tipo) out.push(['tipo', f.tipo]);
  if (f.etiqueta) out.push(['etiqueta', f.etiqueta]);
  if (f.prazoAberto) out.push(['prazoAberto', '1']);
  for (const campo of CAMPOS_FEITOS) {
    const v = valorDoFiltro(f, campo);
    if (v !== undefined) out.push([campo, v]);
  }
  return out;
}

export const hayFiltros = (f: FiltrosLista): boolean => filtrosAParams(f).length > 0;

/** Whether a competition passes every filter given (the filters combine with AND). */
export function cumpreFiltros(opo: Opo, f: FiltrosLista): boolean {
  if (f.provincia && opo.provincia !== f.provincia) return false;
  if (f.boletin && opo.bop !== f.boletin) return false;
  if (f.tipo && tipoAnuncio(opo.tipoEdicto) !== f.tipo) return false;
  if (f.etiqueta && !opo.etiquetas.includes(f.etiqueta)) return false;
  if (f.prazoAberto && !opo.prazoAberto) return false;
  return cumpreFiltrosFeitos(opo, f);
}

/** Whether a competition or process passes the fact filters given: one that does not state a fact passes no filter on it. */
export function cumpreFiltrosFeitos(feitos: FeitosFiltrables, f: FiltrosLista): boolean {
  for (const campo of CAMPOS_FEITOS) {
    const v = valorDoFiltro(f, campo);
    if (v !== undefined && !valoresDoFeito(feitos, campo).includes(v)) return false;
  }
  return true;
}

/** How many competitions of a list have each value of a filter (the counts beside each choice). */
export function contarPor(opos: readonly Opo[], valor: (o: Opo) => readonly (string | null | undefined)[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const o of opos) for (const v of new Set(valor(o))) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}
