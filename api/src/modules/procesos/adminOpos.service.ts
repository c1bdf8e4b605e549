import type { BopAdmin, ModificarOpo, Opo } from 'shared/contract';
import type { ReadCache } from '../../cache.js';
import type { Db } from '../../db/client.js';
import { toDateArray, toOpo } from '../../db/mappers.js';
import { notFound } from '../../errors.js';
import { normalizeText } from '../../text.js';
import { opoSearchText } from '../opos/opoSearchText.js';
import { PUBLIC_CACHE_PREFIX } from '../opos/opos.service.js';
import {
  deleteBop, deleteOpo, findOpoByUuid, listBops, procesoExists, searchOposByLabel, searchOposByText, updateOpo,
} from './adminOpos.store.js';

/** Competitions and bulletins as administrators see and change them (every competition, verified or not). */
export function createAdminOposService({ db, cache }: { db: Db; cache: ReadCache }) {
  const clearPublic = () => cache.clear(PUBLIC_CACHE_PREFIX);
  return {
    async porUuid(uuid: string): Promise<Opo[]> {
      const row = await findOpoByUuid(db, uuid);
      if (!row) throw notFound(`Non existe a opo ${uuid}`, 'NON_ATOPADO', `No existe la opo ${uuid}`);
      return [toOpo(row)];
    },

    async porTexto(texto: string): Promise<Opo[]> {
      const words = normalizeText(texto).split(' ').filter(Boolean);
      return (await searchOposByText(db, words)).map((r) => toOpo(r));
    },

    porEtiqueta: async (etiqueta: string): Promise<Opo[]> => (await searchOposByLabel(db, etiqueta)).map((r) => toOpo(r)),

    async modificar(body: ModificarOpo): Promise<Opo> {
      const uuidProcesoSelectivo = body.uuidProcesoSelectivo.trim() || null;
      const updated = await db.transaction(async (tx) => {
        const current = await findOpoByUuid(tx, body.uuidOpo);
        if (!current) throw notFound(`Non existe a opo ${body.uuidOpo}`, 'NON_ATOPADO', `No existe la opo ${body.uuidOpo}`);
        if (uuidProcesoSelectivo && !(await procesoExists(tx, uuidProcesoSelectivo))) {
          throw notFound(`Non existe o proceso selectivo ${uuidProcesoSelectivo}`, 'NON_ATOPADO', `No existe el proceso selectivo ${uuidProcesoSelectivo}`);
        }
        const textoNormalizado = opoSearchText({ organizacion: body.organizacion, descripcion: body.descripcion, bop: current.bop, etiquetas: current.etiquetas ?? [] });
        return updateOpo(tx, { ...body, uuid: body.uuidOpo, uuidProcesoSelectivo, textoNormalizado });
      });
      clearPublic();
      return toOpo(updated!);
    },

    async eliminar(uuid: string): Promise<void> {
      if (!(await deleteOpo(db, uuid))) throw notFound(`Non existe a opo ${uuid}`, 'NON_ATOPADO', `No existe la opo ${uuid}`);
      clearPublic();
    },

    async bops(q: { numInicio: number; numFin: number }): Promise<BopAdmin[]> {
      const rows = await listBops(db, { offset: q.numInicio, limit: Math.max(1, Math.min(q.numFin - q.numInicio, 200)) });
      return rows.map((r) => ({ uuid: r.uuid, bop: r.bop, fechaBop: toDateArray(r.fecha_bop)!, url: r.url, numeroOpos: Number(r.numero_opos) }));
    },

    async eliminarBop(uuid: string): Promise<{ uuidBop: string; oposEliminadas: number }> {
      const result = await db.transaction((tx) => deleteBop(tx, uuid));
      if (!result) throw notFound(`Non existe o boletín ${uuid}`, 'NON_ATOPADO', `No existe el boletín ${uuid}`);
      clearPublic();
      return { uuidBop: uuid, oposEliminadas: result.opos };
    },
  };
}

export type AdminOposService = ReturnType<typeof createAdminOposService>;
