import type { LigazonRevisar } from 'shared/contract';
import type { ReadCache } from '../../cache.js';
import type { Db, Queryable } from "../../db/client.js";
import { toDateArray } from '../../db/mappers.js';
import { canonicalBodyKey } from '../../domain/organismos.js';
import { chaveDoEdicto, tituloDoProceso } from '../../domain/procesos.js';
import type { TipoEdicto } from '../../domain/clasificador.js';
import { notFound } from '../../errors.js';
import { resumirProcesos, slugLibre } from '../../ingestion/agrupacion.js';
import { crearProcesoSeparado, fixarLigazon, ligazonsRevisar, procesoDaOpo, procesoExiste } from './ligazons.store.js';

const PUBLIC_CACHE_PREFIX = 'public:';

/** The review queue of uncertain links between edicts and processes, and the administrator's three decisions. */
export function createLigazonsService({ db, cache }: { db: Db; cache: ReadCache }) {
  const decide = async (uuidOpo: string, target: (opo: NonNullable<Awaited<ReturnType<typeof procesoDaOpo>>>, tx: Queryable) => Promise<string>) => {
    const result = await db.transaction(async (tx) => {
      const opo = await procesoDaOpo(tx, uuidOpo);
      if (!opo) throw notFound(`Non existe a oposición ${uuidOpo}`, 'NON_ATOPADO', `No existe la oposición ${uuidOpo}`);
      const before = opo.uuid_proceso_selectivo;
      const uuidProceso = await target(opo, tx);
      await fixarLigazon(tx, uuidOpo, uuidProceso);
      await resumirProcesos(tx, [...new Set([before, uuidProceso].filter((u): u is string => Boolean(u)))]);
      return { uuidOpo, uuidProceso };
    });
    cache.clear(PUBLIC_CACHE_PREFIX);
    return result;
  };
  return {
    async revisar(): Promise<LigazonRevisar[]> {
      return (await ligazonsRevisar(db)).map((r) => ({
        uuidOpo: r.uuid_opo, organizacion: r.organizacion, descripcion: r.descripcion, bop: r.bop, fechaBop: toDateArray(r.fecha_bop)!,
        confianza: Number(r.confianza ?? 0), evidencias: r.evidencias, uuidProceso: r.uuid_proceso, tituloProceso: r.titulo_proceso, urlAmigable: r.url_amigable,
      }));
    },
    /** The link is right: it stays, and no analysis will change it. */
    confirmar: (uuidOpo: string) => decide(uuidOpo, async (opo) => {
      if (!opo.uuid_proceso_selectivo) throw notFound(`A oposición ${uuidOpo} non está en ningún proceso`, 'NON_ATOPADO', `La oposición ${uuidOpo} no está en ningún proceso`);
      return opo.uuid_proceso_selectivo;
    }),
    /** The edict belongs to another process. */
    mover: (uuidOpo: string, uuidProceso: string) => decide(uuidOpo, async (_opo, tx) => {
      if (!(await procesoExiste(tx, uuidProceso))) throw notFound(`Non existe o proceso ${uuidProceso}`, 'NON_ATOPADO', `No existe el proceso ${uuidProceso}`);
      return uuidProceso;
    }),
    /** The edict starts a process of its own. */
    separar: (uuidOpo: string) => decide(uuidOpo, async (opo, tx) => {
      const fecha = opo.fecha_bop.slice(0, 10);
      const chave = chaveDoEdicto({ id: uuidOpo, bop: opo.bop, fecha, titulo: opo.descripcion, organizacion: opo.organizacion, tipo: (opo.tipo_edicto || 'convocatoria_bases') as TipoEdicto });
      const titulo = tituloDoProceso(chave, opo.organizacion);
      const slug = await slugLibre(tx, titulo, fecha);
      return crearProcesoSeparado(tx, {
        urlAmigable: slug, organizacion: opo.organizacion, bop: opo.bop, titulo, descripcion: opo.descripcion, fecha,
        chaveCorpo: chave.corpo || canonicalBodyKey(opo.organizacion), uuidOpo,
      });
    }),
  };
}
