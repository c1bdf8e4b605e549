import { addDaysIso, cumpreFiltros, dateArrayToIso, dateInZone, filtrosAParams, isoToDateArray, type FiltrosLista, type Opo } from 'shared/contract';
import { foldText } from '../../domain/tesauro.js';
import { nomeEtiquetaEs } from '../../domain/etiquetasNomes.js';
import { candidatasSuxestion } from '../../domain/suxestions.js';
import type { ReadCache } from '../../cache.js';
import type { Db } from '../../db/client.js';
import { toOpo } from '../../db/mappers.js';
import { badRequest } from '../../errors.js';
import { searchPlan, searchQuery } from './opoSearchText.js';
import { CAMPOS_FEITOS_OPO, feitosDaOpo } from './opoFeitos.js';
import type { OpoRow } from '../../db/mappers.js';
import { findOpos, findOposByEtiqueta, findProcesosOfOpos, findPublicEtiquetas, findPublicOrganizacions, searchOposByText } from './opos.store.js';

export const PUBLIC_CACHE_PREFIX = 'public:';

export function parseIsoDate(value: string, field: string): string {
  const a = isoToDateArray(value);
  if (!a) throw badRequest(`${field} debe ser unha data AAAA-MM-DD válida (recibido "${value}")`, 'DATA_INCORRECTA', `${field} debe ser una fecha AAAA-MM-DD válida (recibido "${value}")`);
  return dateArrayToIso(a);
}

/** A public list's filters, and whether to add the fields the site's lists narrow and show by (`ampliado`). */
export type ListaOpcions = FiltrosLista & { ampliado?: boolean };

/** A competition without the process facts `ampliado` adds. */
function semFeitos<T extends object>(o: T): T {
  const out = { ...o };
  for (const k of CAMPOS_FEITOS_OPO) delete (out as Record<string, unknown>)[k];
  return out;
}

/** Competitions (opos): the public reads only see verified ones; the admin reads see all. */
export function createOposService({ db, cache, timeZone, now = () => new Date() }: { db: Db; cache: ReadCache; timeZone: string; now?: () => Date }) {
  const today = () => dateArrayToIso(dateInZone(now(), timeZone));
  /** Each competition with its shown process (link, headline, number of edicts, deadline). */
  const withProcesos = async (rows: OpoRow[]): Promise<Opo[]> => {
    const procesos = await findProcesosOfOpos(db, rows.map((r) => r.uuid));
    return rows.map((r) => {
      const p = procesos.get(r.uuid);
      return { ...toOpo({ ...r, ...p }, { ampliado: true }), ...feitosDaOpo(p) };
    });
  };
  const lastDays = async (dias: number, soloVerificadas: boolean): Promise<Opo[]> => {
    const hasta = today();
    const desde = addDaysIso(hasta, -(dias - 1));
    return withProcesos(await findOpos(db, { desde, hasta, soloVerificadas }));
  };
  const byDate = async (fecha: string, bop: string | undefined, soloVerificadas: boolean): Promise<Opo[]> =>
    withProcesos(await findOpos(db, { fecha: parseIsoDate(fecha, 'date'), bop, soloVerificadas }));

  /** The cache key part and the filter of a list's filters (no filters: the list as SPEC defines it). */
  const filterKey = (f: ListaOpcions) => `${filtrosAParams(f).map(([k, v]) => `${k}=${v}`).join('&')}${f.ampliado ? ':ampliado' : ''}`;
  /** The list narrowed by the filters; without `ampliado`, in SPEC's exact shape. */
  const filtered = (list: Opo[], f: ListaOpcions) => {
    const kept = filtrosAParams(f).length ? list.filter((o) => cumpreFiltros(o, f)) : list;
    return f.ampliado ? kept : kept.map(({ provincia: _p, tipoEdicto: _t, descripcionMostrar: _d, ...spec }) => semFeitos(spec));
  };
  const etiquetas = () =>
    cache.get(`${PUBLIC_CACHE_PREFIX}etiquetas`, async () => (await findPublicEtiquetas(db)).sort((a, b) => a.localeCompare(b, 'gl')));
  /** The public labels a label search names, in Galician or Spanish, any case, accents, plural or gender. */
  const labelsNamed = async (name: string): Promise<string[]> => {
    const wanted = foldText(name);
    const found = (await etiquetas()).filter((e) => e === name || foldText(e) === wanted || foldText(nomeEtiquetaEs(e)) === wanted);
    return found.length ? found : [name];
  };

  return {
    today,
    publicLastDays: (dias: number, f: ListaOpcions = {}) =>
      cache.get(`${PUBLIC_CACHE_PREFIX}opos:dias:${dias}:${today()}:${filterKey(f)}`, async () => filtered(await lastDays(dias, true), f)),
    publicByDate: (fecha: string, bop?: string, f: ListaOpcions = {}) =>
      cache.get(`${PUBLIC_CACHE_PREFIX}opos:fecha:${fecha}:${bop ?? ''}:${today()}:${filterKey(f)}`, async () => filtered(await byDate(fecha, bop, true), f)),
    /** Text search ignoring case and accents, in Galician and Spanish, best matches first (at most TEXT_SEARCH_LIMIT). */
    publicByText: (texto: string, f: ListaOpcions = {}) => {
      const q = searchQuery(texto);
      if (!q) throw badRequest('textoBusqueda debe conter polo menos unha letra ou un número', 'TEXTO_INCORRECTO', 'textoBusqueda debe contener al menos una letra o un número');
      return cache.get(`${PUBLIC_CACHE_PREFIX}opos:texto:${q}:${today()}:${filterKey(f)}`,
        async () => filtered(await withProcesos(await searchOposByText(db, searchPlan(q))), f));
    },
    /** Competitions carrying a label, named in Galician or Spanish. */
    publicByEtiqueta: (etiqueta: string, f: ListaOpcions = {}) =>
      cache.get(`${PUBLIC_CACHE_PREFIX}opos:etiqueta:${etiqueta}:${today()}:${filterKey(f)}`,
        async () => filtered(await withProcesos(await findOposByEtiqueta(db, await labelsNamed(etiqueta))), f)),
    /** All public labels, alphabetical in Galician. */
    publicEtiquetas: etiquetas,
    /** Every public label with its Spanish name: the reviewed one, or the Galician label when it has none. */
    publicEtiquetasNomes: () =>
      cache.get(`${PUBLIC_CACHE_PREFIX}etiquetas:nomes`, async () => (await etiquetas()).map((gl) => ({ gl, es: nomeEtiquetaEs(gl) }))),
    /** Searches near a text that find something ("did you mean"), at most three. */
    publicSuxestions: (texto: string) => {
      const q = searchQuery(texto);
      if (!q) throw badRequest('textoBusqueda debe conter polo menos unha letra ou un número', 'TEXTO_INCORRECTO', 'textoBusqueda debe contener al menos una letra o un número');
      return cache.get(`${PUBLIC_CACHE_PREFIX}suxestions:${q}`, async () => {
        const labels = await etiquetas();
        const frases = [...labels, ...labels.map(nomeEtiquetaEs), ...(await findPublicOrganizacions(db))];
        const out: string[] = [];
        for (const candidata of candidatasSuxestion(q, { frases })) {
          const c = searchQuery(candidata);
          if (c && (await searchOposByText(db, searchPlan(c))).length > 0) out.push(candidata);
          if (out.length === 3) break;
        }
        return out;
      });
    },
    adminLastDays: (dias: number) => lastDays(dias, false),
    adminByDate: (fecha: string, bop?: string) => byDate(fecha, bop, false),
  };
}

export type OposService = ReturnType<typeof createOposService>;
