import { randomUUID } from 'node:crypto';
import { BOP_NAMES, type EtiquetaRegla, type EtiquetaReglaCrear, type FiltroBusqueda, type FiltroBusquedaCrear } from 'shared/contract';
import type { ReadCache } from '../../cache.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { PUBLIC_CACHE_PREFIX } from '../opos/opos.service.js';
import * as store from './reglas.store.js';

const spaces = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The stored form of a label rule's text (DECISIONS.md 11: compared lower-cased). */
export const normalizeTextoRegla = (s: string) => spaces(s).toLowerCase();
/** The stored form of a search filter's text (DECISIONS.md 10: compared upper-cased). */
export const normalizeTextoFiltro = (s: string) => spaces(s).toUpperCase();

export function toEtiquetaRegla(r: store.EtiquetaReglaRow): EtiquetaRegla {
  return {
    uuidEntidad: r.uuid,
    etiqueta: r.etiqueta,
    textoBusqueda: r.texto_busqueda,
    prioridad: r.prioridad,
    comprobarCadenaCompleta: r.comprobar_cadena_completa,
  };
}

export function toFiltroBusqueda(r: store.FiltroBusquedaRow): FiltroBusqueda {
  return { uuidEntidad: r.uuid, bop: r.bop, textoBusqueda: r.texto_busqueda, prioridad: r.prioridad, indexable: r.indexable };
}

function reglaValues(item: EtiquetaReglaCrear, pos: string): store.ReglaValues {
  const textoBusqueda = normalizeTextoRegla(String(item.textoBuscar ?? ''));
  const etiqueta = spaces(String(item.etiqueta ?? ''));
  if (!textoBusqueda) throw badRequest(`${pos}O texto a buscar non pode estar baleiro`, 'TEXTO_BALEIRO');
  if (!etiqueta) throw badRequest(`${pos}A etiqueta non pode estar baleira`, 'ETIQUETA_BALEIRA');
  return { etiqueta, textoBusqueda, prioridad: item.prioridade, comprobarCadenaCompleta: item.comprobarCadenaCompleta };
}

function filtroValues(item: FiltroBusquedaCrear, pos: string): store.FiltroValues {
  const textoBusqueda = normalizeTextoFiltro(String(item.textoBusqueda ?? ''));
  if (!textoBusqueda) throw badRequest(`${pos}O texto de busca non pode estar baleiro`, 'TEXTO_BALEIRO');
  if (!(BOP_NAMES as readonly string[]).includes(item.bop)) {
    throw badRequest(`${pos}Boletín descoñecido "${item.bop}"; válidos: ${BOP_NAMES.join(', ')}`, 'BOP_DESCONECIDO');
  }
  return { bop: item.bop, textoBusqueda, prioridad: item.prioridad, indexable: item.indexable };
}

const position = (i: number, n: number) => (n > 1 ? `Elemento ${i + 1}: ` : '');

/** A concurrent insert can still hit the unique key after our check: answer 409 then too. */
async function uniqueAsConflict<T>(fn: () => Promise<T>, descripcion: string): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw conflict(descripcion, 'DUPLICADO');
    throw error;
  }
}

const reglaDuplicadaMsg = (v: store.ReglaValues) => `Xa existe unha regra da etiqueta "${v.etiqueta}" co texto "${v.textoBusqueda}"`;
const filtroDuplicadoMsg = (v: store.FiltroValues) => `Xa existe un filtro de ${v.bop} co texto "${v.textoBusqueda}"`;

/**
 * Label rules and search filters. The server normalises the case itself (a client that forgets still stores
 * the right form). Changes take effect at the next analysis; the public label list may derive from the
 * rules, so public reads are invalidated on every write.
 */
export function createReglasService({ db, cache }: { db: Db; cache: ReadCache }) {
  const changed = () => cache.clear(PUBLIC_CACHE_PREFIX);

  return {
    async listReglas(): Promise<EtiquetaRegla[]> {
      return (await store.listReglas(db)).map(toEtiquetaRegla);
    },
    async crearReglas(items: EtiquetaReglaCrear[]): Promise<EtiquetaRegla[]> {
      const values = items.map((item, i) => reglaValues(item, position(i, items.length)));
      const created = await db.transaction(async (tx) => {
        const out: store.EtiquetaReglaRow[] = [];
        for (const v of values) {
          if (await store.reglaDuplicada(tx, v, null)) throw conflict(reglaDuplicadaMsg(v), 'DUPLICADO');
          out.push(await uniqueAsConflict(() => store.insertRegla(tx, randomUUID(), v), reglaDuplicadaMsg(v)));
        }
        return out;
      });
      changed();
      return created.map(toEtiquetaRegla);
    },
    async modificarRegla(uuid: string, item: EtiquetaReglaCrear): Promise<EtiquetaRegla> {
      const v = reglaValues(item, '');
      const row = await db.transaction(async (tx) => {
        if (!(await store.findRegla(tx, uuid))) throw notFound(`Non existe a regra de etiqueta ${uuid}`, 'NON_ATOPADO', `No existe la regla de etiqueta ${uuid}`);
        if (await store.reglaDuplicada(tx, v, uuid)) throw conflict(reglaDuplicadaMsg(v), 'DUPLICADO');
        return uniqueAsConflict(() => store.updateRegla(tx, uuid, v), reglaDuplicadaMsg(v));
      });
      changed();
      return toEtiquetaRegla(row!);
    },
    async eliminarRegla(uuid: string): Promise<EtiquetaRegla> {
      const row = await store.deleteRegla(db, uuid);
      if (!row) throw notFound(`Non existe a regra de etiqueta ${uuid}`, 'NON_ATOPADO', `No existe la regla de etiqueta ${uuid}`);
      changed();
      return toEtiquetaRegla(row);
    },

    async listFiltros(): Promise<FiltroBusqueda[]> {
      return (await store.listFiltros(db)).map(toFiltroBusqueda);
    },
    async crearFiltros(items: FiltroBusquedaCrear[]): Promise<FiltroBusqueda[]> {
      const values = items.map((item, i) => filtroValues(item, position(i, items.length)));
      const created = await db.transaction(async (tx) => {
        const out: store.FiltroBusquedaRow[] = [];
        for (const v of values) {
          if (await store.filtroDuplicado(tx, v, null)) throw conflict(filtroDuplicadoMsg(v), 'DUPLICADO');
          out.push(await uniqueAsConflict(() => store.insertFiltro(tx, randomUUID(), v), filtroDuplicadoMsg(v)));
        }
        return out;
      });
      changed();
      return created.map(toFiltroBusqueda);
    },
    async modificarFiltro(uuid: string, item: FiltroBusquedaCrear): Promise<FiltroBusqueda> {
      const v = filtroValues(item, '');
      const row = await db.transaction(async (tx) => {
        if (!(await store.findFiltro(tx, uuid))) throw notFound(`Non existe o filtro de busca ${uuid}`, 'NON_ATOPADO', `No existe el filtro de búsqueda ${uuid}`);
        if (await store.filtroDuplicado(tx, v, uuid)) throw conflict(filtroDuplicadoMsg(v), 'DUPLICADO');
        return uniqueAsConflict(() => store.updateFiltro(tx, uuid, v), filtroDuplicadoMsg(v));
      });
      changed();
      return toFiltroBusqueda(row!);
    },
    async eliminarFiltro(uuid: string): Promise<FiltroBusqueda> {
      const row = await store.deleteFiltro(db, uuid);
      if (!row) throw notFound(`Non existe o filtro de busca ${uuid}`, 'NON_ATOPADO', `No existe el filtro de búsqueda ${uuid}`);
      changed();
      return toFiltroBusqueda(row);
    },
  };
}

export type ReglasService = ReturnType<typeof createReglasService>;
