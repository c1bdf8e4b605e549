import { createHash, randomUUID } from 'node:crypto';
import type {
  AsignarFase, CrearProcesoOposicion, Fase, ModificarProcesoOposicion, OpoInicio, ProcesoAdminQuery, ProcesoOposicion,
} from 'shared/contract';
import type { ReadCache } from '../../cache.js';
import type { Db, Queryable } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { recordPhaseAdded } from '../../notifications/events.js';
import { searchPlan, searchQuery } from '../opos/opoSearchText.js';
import { PUBLIC_CACHE_PREFIX, parseIsoDate } from '../opos/opos.service.js';
import { findOpoByUuid, linkOpoToProceso } from './adminOpos.store.js';
import { sanitizeDetalle } from './detalle.js';
import type { FileStorage } from './fileStorage.js';
import { decodePdf } from './pdfUpload.js';
import {
  countProcesos, deleteArchivoIfUnused, deleteFase, findArchivo, findArchivoBySha, findProceso, findSlugOwner, insertArchivo, insertFase,
  insertProceso, listEtiquetas, listProcesos, lockProceso, nextOrden, toFase, updateProceso, type ProcesoFields, type ProcesoListFilter,
} from './procesos.store.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The admin list's search as the store runs it: a uuid finds its offer (or the offer of that edict); words are
 * searched as the public search does (every word in any of its Galician and Spanish forms, the whole text as a
 * phrase in both languages). A text with nothing searchable in it (spaces, punctuation) narrows nothing.
 */
export function procesoListFilter(q: ProcesoAdminQuery): ProcesoListFilter {
  const texto = q.textoBusqueda?.trim() ?? '';
  const organizacion = searchQuery(q.organizacion ?? '');
  const words = UUID.test(texto) ? null : searchQuery(texto);
  return {
    finalizado: q.procesoFinalizado,
    ...(UUID.test(texto) ? { uuid: texto.toLowerCase() } : {}),
    ...(words ? { texto: searchPlan(words) } : {}),
    ...(organizacion ? { organizacion: searchPlan(organizacion) } : {}),
    ...(q.bop ? { bop: q.bop } : {}),
    ...(q.tipo ? { tipo: q.tipo } : {}),
  };
}
const UNIQUE_VIOLATION = '23505';

export function checkSlug(urlAmigable: string): string {
  if (!SLUG.test(urlAmigable)) {
    throw badRequest(
      `urlAmigable só pode levar letras minúsculas sen acentos, díxitos e guións entre eles (recibido "${urlAmigable}")`,
      'URL_AMIGABLE_INCORRECTA',
    );
  }
  return urlAmigable;
}

const slugTaken = (urlAmigable: string) =>
  conflict(`Xa existe unha oferta coa urlAmigable "${urlAmigable}"`, 'URL_AMIGABLE_DUPLICADA', `Ya existe una oferta con la urlAmigable "${urlAmigable}"`);
const procesoNotFound = (uuid: string) => notFound(`Non existe o proceso de oposición ${uuid}`, 'NON_ATOPADO', `No existe el proceso de oposición ${uuid}`);

/** Turns the database's unique-key error on the friendly URL (two requests at once) into the same 409. */
async function guardSlug<T>(urlAmigable: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw slugTaken(urlAmigable);
    throw error;
  }
}

export interface ProcesosDeps {
  db: Db;
  cache: ReadCache;
  files: FileStorage;
  maxUploadBytes: number;
  today: () => string;
}

/** Offers (procesoOposicion) and their phases, as administrators manage them; plus the public file download. */
export function createProcesosService({ db, cache, files, maxUploadBytes, today }: ProcesosDeps) {
  const clearPublic = () => cache.clear(PUBLIC_CACHE_PREFIX);

  const mustFind = async (q: Queryable, uuid: string): Promise<ProcesoOposicion> => {
    const p = await findProceso(q, uuid);
    if (!p) throw procesoNotFound(uuid);
    return p;
  };

  return {
    /** Start-opo look-up: the competition an offer starts from (prefill of the create form). */
    async opoInicio(uuid: string): Promise<OpoInicio[]> {
      const opo = await findOpoByUuid(db, uuid);
      if (!opo) throw notFound(`Non existe a opo ${uuid}`, 'NON_ATOPADO', `No existe la opo ${uuid}`);
      return [{ organizacion: opo.organizacion, descripcion: opo.descripcion, uuid: opo.uuid, urlDetalle: opo.url_detalle }];
    },

    async crear(body: CrearProcesoOposicion): Promise<ProcesoOposicion> {
      checkSlug(body.urlAmigable);
      const uuid = randomUUID();
      const created = await guardSlug(body.urlAmigable, () =>
        db.transaction(async (tx) => {
          if (await findSlugOwner(tx, body.urlAmigable)) throw slugTaken(body.urlAmigable);
          const opo = body.uuidOpoInicio ? await findOpoByUuid(tx, body.uuidOpoInicio) : null;
          if (body.uuidOpoInicio && !opo) throw notFound(`Non existe a opo de inicio ${body.uuidOpoInicio}`);
          const fields: ProcesoFields = {
            ...body,
            bop: body.bop || opo?.bop || '',
            detalle: '',
            urlInfoProcesoExterno: opo?.url_detalle ?? '',
            etiquetaBusquedaProceso: '',
            etiquetaProceso: '',
            etiquetas: opo?.etiquetas ?? [],
          };
          await insertProceso(tx, uuid, fields, opo?.fecha_bop ?? today());
          if (opo) await linkOpoToProceso(tx, opo.uuid, uuid);
          return mustFind(tx, uuid);
        }),
      );
      clearPublic();
      return created;
    },

    /** A page of offers and how many the search finds in all. */
    async listar(q: ProcesoAdminQuery): Promise<{ procesos: ProcesoOposicion[]; total: number }> {
      if (q.numFin <= q.numInicio) throw badRequest('numFin ten que ser maior ca numInicio', 'PETICION_INCORRECTA', 'numFin tiene que ser mayor que numInicio');
      const filter = procesoListFilter(q);
      const [procesos, total] = await Promise.all([
        listProcesos(db, { ...filter, offset: q.numInicio, limit: Math.min(q.numFin - q.numInicio, 200) }),
        countProcesos(db, filter),
      ]);
      return { procesos, total };
    },

    porUuid: (uuid: string) => mustFind(db, uuid),

    etiquetas: () => listEtiquetas(db),

    async modificar(body: ModificarProcesoOposicion): Promise<ProcesoOposicion> {
      checkSlug(body.urlAmigable);
      const uuid = body.uuidProcesoOposicion;
      const updated = await guardSlug(body.urlAmigable, () =>
        db.transaction(async (tx) => {
          const current = await mustFind(tx, uuid);
          if (await findSlugOwner(tx, body.urlAmigable, uuid)) throw slugTaken(body.urlAmigable);
          const etiqueta = body.etiquetaProceso.trim();
          const etiquetas = etiqueta && !current.etiquetas.includes(etiqueta) ? [...current.etiquetas, etiqueta] : current.etiquetas;
          await updateProceso(tx, uuid, {
            ...body,
            bop: body.bop ?? current.bop,
            detalle: sanitizeDetalle(body.detalle),
            etiquetaProceso: etiqueta,
            etiquetas,
          });
          return mustFind(tx, uuid);
        }),
      );
      clearPublic();
      return updated;
    },

    async asignarFase(body: AsignarFase): Promise<Fase> {
      const procesoUuid = body.uuidOposicionDetalle;
      const fechaBop = body.fechaBop ? parseIsoDate(body.fechaBop, 'fechaBop') : null;
      const url = body.url.trim() || null;
      // Checked (and decoded) before anything is stored: a refused file leaves no trace.
      const content = body.archivo ? decodePdf(body.archivo, maxUploadBytes) : null;
      if (!(await findProceso(db, procesoUuid))) throw procesoNotFound(procesoUuid);
      if (body.uuidOposicion && !(await findOpoByUuid(db, body.uuidOposicion))) throw notFound(`Non existe a opo ${body.uuidOposicion}`);

      let archivoUuid: string | null = null;
      let storedNow = false;
      const sha256 = content ? createHash('sha256').update(content).digest('hex') : '';
      if (content) {
        const same = await findArchivoBySha(db, sha256, content.length);
        if (same && (await files.exists(same.uuid))) {
          archivoUuid = same.uuid;
        } else {
          archivoUuid = randomUUID();
          await files.put(archivoUuid, content);
          storedNow = true;
        }
      }
      try {
        const fase = await db.transaction(async (tx) => {
          if (!(await lockProceso(tx, procesoUuid))) throw procesoNotFound(procesoUuid);
          if (content && storedNow && archivoUuid) {
            const nombre = `${body.titulo.trim().replace(/\s+/g, '_')}.pdf`;
            await insertArchivo(tx, { uuid: archivoUuid, nombre, tipo: 'application/pdf', tamano: content.length, sha256 });
          } else if (archivoUuid && !(await findArchivo(tx, archivoUuid))) {
            throw notFound('O arquivo compartido xa non existe; volve envialo', 'NON_ATOPADO', 'El archivo compartido ya no existe; vuelve a enviarlo'); // removed by a concurrent delete
          }
          const row = await insertFase(tx, {
            uuid: randomUUID(),
            procesoUuid,
            titulo: body.titulo.trim(),
            orden: await nextOrden(tx, procesoUuid),
            fechaBop,
            urlDetalle: url,
            archivoUuid,
            opoUuid: body.uuidOposicion || null,
          });
          if (body.uuidOposicion) await linkOpoToProceso(tx, body.uuidOposicion, procesoUuid);
          await recordPhaseAdded(tx, { procesoUuid, faseUuid: row.uuid, titulo: row.titulo, fechaBop, urlDetalle: url, archivoUuid });
          return toFase(row);
        });
        clearPublic();
        return fase;
      } catch (error) {
        if (storedNow && archivoUuid) await files.remove(archivoUuid);
        throw error;
      }
    },

    async eliminarFase(faseUuid: string): Promise<void> {
      const removedFile = await db.transaction(async (tx) => {
        const fase = await deleteFase(tx, faseUuid);
        if (!fase) throw notFound(`Non existe a fase ${faseUuid}`, 'NON_ATOPADO', `No existe la fase ${faseUuid}`);
        if (fase.archivo_uuid && (await deleteArchivoIfUnused(tx, fase.archivo_uuid))) return fase.archivo_uuid;
        return null;
      });
      // The file goes only after the commit, and only when no phase refers to it any more.
      if (removedFile) await files.remove(removedFile);
      clearPublic();
    },

    async archivo(uuid: string) {
      const meta = await findArchivo(db, uuid);
      const file = meta ? await files.open(uuid) : null;
      if (!meta || !file) throw notFound(`Non existe o arquivo ${uuid}`, 'NON_ATOPADO', `No existe el archivo ${uuid}`);
      return { ...file, nombre: meta.nombre, tipo: meta.tipo };
    },
  };
}

export type ProcesosService = ReturnType<typeof createProcesosService>;
