import { BOPS_PROCESO_ADMIN, TIPOS_PROCESO_ADMIN } from 'shared';
import type { ProcesoAdminQuery, TipoProcesoAdmin } from 'shared';

/** Offers per page of each list (SPEC.md section 9: records 0 to 30). */
export const PAGE_SIZE = 30;

export type Bop = (typeof BOPS_PROCESO_ADMIN)[number];

/** What the offers screen shows, as its URL says it: the search, and the page of each of the two lists. */
export interface ProcesoSearch {
  textoBusqueda: string;
  organizacion: string;
  bop: Bop | '';
  tipo: TipoProcesoAdmin | '';
  paxinaEnProceso: number;
  paxinaFinalizados: number;
}

export type Lista = 'enProceso' | 'finalizados';
const PAGE_PARAM: Record<Lista, 'paxinaEnProceso' | 'paxinaFinalizados'> = { enProceso: 'paxinaEnProceso', finalizados: 'paxinaFinalizados' };

const page = (value: string | null) => (value && /^\d{1,5}$/.test(value) && Number(value) >= 1 ? Number(value) : 1);
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' => (list as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** The screen's state from its URL; a value the screen does not know (an edited or old link) is left out. */
export function searchFromParams(params: URLSearchParams): ProcesoSearch {
  return {
    textoBusqueda: (params.get('textoBusqueda') ?? '').trim().slice(0, 200),
    organizacion: (params.get('organizacion') ?? '').trim().slice(0, 200),
    bop: oneOf(BOPS_PROCESO_ADMIN, params.get('bop')),
    tipo: oneOf(TIPOS_PROCESO_ADMIN, params.get('tipo')),
    paxinaEnProceso: page(params.get('paxinaEnProceso')),
    paxinaFinalizados: page(params.get('paxinaFinalizados')),
  };
}

/** The URL of a state: only what differs from the plain list, so the plain list keeps its plain address. */
export function paramsFromSearch(s: ProcesoSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['textoBusqueda', 'organizacion', 'bop', 'tipo'] as const) if (s[key]) params.set(key, s[key]);
  for (const key of ['paxinaEnProceso', 'paxinaFinalizados'] as const) if (s[key] > 1) params.set(key, String(s[key]));
  return params;
}

export const hasSearch = (s: ProcesoSearch) => Boolean(s.textoBusqueda || s.organizacion || s.bop || s.tipo);

export const pageOf = (s: ProcesoSearch, lista: Lista) => s[PAGE_PARAM[lista]];

/** The same search on another page of one list. */
export const withPage = (s: ProcesoSearch, lista: Lista, n: number): ProcesoSearch => ({ ...s, [PAGE_PARAM[lista]]: Math.max(1, n) });

/** The call for one page of one list. */
export function queryOf(s: ProcesoSearch, lista: Lista): ProcesoAdminQuery {
  const n = pageOf(s, lista);
  return {
    numInicio: (n - 1) * PAGE_SIZE,
    numFin: n * PAGE_SIZE,
    procesoFinalizado: lista === 'finalizados',
    ...(s.textoBusqueda ? { textoBusqueda: s.textoBusqueda } : {}),
    ...(s.organizacion ? { organizacion: s.organizacion } : {}),
    ...(s.bop ? { bop: s.bop } : {}),
    ...(s.tipo ? { tipo: s.tipo } : {}),
  };
}
