import type { Opo } from './entities.js';

/**
 * The filters every public list can be narrowed by (issue 15): province, bulletin, kind of notice, label and "open
 * application period". They are URL query parameters of the lists (`/public/?provincia=Lugo&tipo=bolsa`), of the list
 * API calls, of the feeds, of the open-data export and of the alerts, with one meaning everywhere: this module.
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

export const FILTRO_PARAMS = ['provincia', 'boletin', 'tipo', 'etiqueta', 'prazoAberto'] as const;
export type FiltroParam = (typeof FILTRO_PARAMS)[number];

const isTipo = (v: string): v is TipoAnuncio => (TIPOS_ANUNCIO as readonly string[]).includes(v);

/**
 * The filters named by URL query parameters; unknown or empty values are ignored (a shared link with an old or
 * mistyped value still opens the list). `prazoAberto` is on with "1" or "true".
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
  return true;
}

/** How many competitions of a list have each value of a filter (the counts beside each choice). */
export function contarPor(opos: readonly Opo[], valor: (o: Opo) => readonly (string | null | undefined)[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const o of opos) for (const v of new Set(valor(o))) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}
