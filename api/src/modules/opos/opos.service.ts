import { addDaysIso, dateArrayToIso, dateInZone, isoToDateArray, type Opo } from 'shared/contract';
import type { ReadCache } from '../../cache.js';
import type { Db } from '../../db/client.js';
import { toOpo } from '../../db/mappers.js';
import { badRequest } from '../../errors.js';
import { searchQuery, searchTerms } from './opoSearchText.js';
import type { OpoRow } from '../../db/mappers.js';
import { findOpos, findOposByEtiqueta, findProcesosOfOpos, findPublicEtiquetas, searchOposByText } from './opos.store.js';

export const PUBLIC_CACHE_PREFIX = 'public:';

export function parseIsoDate(value: string, field: string): string {
  const a = isoToDateArray(value);
  if (!a) throw badRequest(`${field} debe ser unha data AAAA-MM-DD válida (recibido "${value}")`, 'DATA_INCORRECTA');
  return dateArrayToIso(a);
}

/** Competitions (opos): the public reads only see verified ones; the admin reads see all. */
export function createOposService({ db, cache, timeZone, now = () => new Date() }: { db: Db; cache: ReadCache; timeZone: string; now?: () => Date }) {
  const today = () => dateArrayToIso(dateInZone(now(), timeZone));
  /** Each competition with its shown process (link, headline, number of edicts, deadline). */
  const withProcesos = async (rows: OpoRow[]): Promise<Opo[]> => {
    const procesos = await findProcesosOfOpos(db, rows.map((r) => r.uuid));
    return rows.map((r) => toOpo({ ...r, ...procesos.get(r.uuid) }));
  };
  const lastDays = async (dias: number, soloVerificadas: boolean): Promise<Opo[]> => {
    const hasta = today();
    const desde = addDaysIso(hasta, -(dias - 1));
    return withProcesos(await findOpos(db, { desde, hasta, soloVerificadas }));
  };
  const byDate = async (fecha: string, bop: string | undefined, soloVerificadas: boolean): Promise<Opo[]> =>
    withProcesos(await findOpos(db, { fecha: parseIsoDate(fecha, 'date'), bop, soloVerificadas }));

  return {
    today,
    publicLastDays: (dias: number) =>
      cache.get(`${PUBLIC_CACHE_PREFIX}opos:dias:${dias}:${today()}`, () => lastDays(dias, true)),
    publicByDate: (fecha: string, bop?: string) =>
      cache.get(`${PUBLIC_CACHE_PREFIX}opos:fecha:${fecha}:${bop ?? ''}:${today()}`, () => byDate(fecha, bop, true)),
    /** Text search ignoring case and accents, best matches first (at most TEXT_SEARCH_LIMIT). */
    publicByText: (texto: string) => {
      const q = searchQuery(texto);
      if (!q) throw badRequest('textoBusqueda debe conter polo menos unha letra ou un número', 'TEXTO_INCORRECTO');
      return cache.get(`${PUBLIC_CACHE_PREFIX}opos:texto:${q}:${today()}`, async () => withProcesos(await searchOposByText(db, searchTerms(q))));
    },
    publicByEtiqueta: (etiqueta: string) =>
      cache.get(`${PUBLIC_CACHE_PREFIX}opos:etiqueta:${etiqueta}:${today()}`, async () => withProcesos(await findOposByEtiqueta(db, etiqueta))),
    /** All public labels, alphabetical in Galician. */
    publicEtiquetas: () =>
      cache.get(`${PUBLIC_CACHE_PREFIX}etiquetas`, async () => (await findPublicEtiquetas(db)).sort((a, b) => a.localeCompare(b, 'gl'))),
    adminLastDays: (dias: number) => lastDays(dias, false),
    adminByDate: (fecha: string, bop?: string) => byDate(fecha, bop, false),
  };
}

export type OposService = ReturnType<typeof createOposService>;
