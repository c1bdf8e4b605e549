import sanitizeHtml from 'sanitize-html';
import type { Bop, ProcesoEtiqueta, ProcesoOposicion } from 'shared/contract';
import type { ReadCache } from '../../cache.js';
import type { Db } from '../../db/client.js';
import { toBop } from '../../db/mappers.js';
import { notFound } from '../../errors.js';
import { PUBLIC_CACHE_PREFIX } from '../opos/opos.service.js';
import { toProcesoEtiqueta, toProcesoOposicion } from './public.mappers.js';
import { countVisit, findFases, findProcesosByEtiqueta, findRecentBops, findShownProceso } from './public.store.js';

/** The offer's HTML detail, reduced to an allow-list once more before it leaves the server (DECISIONS.md 7). */
export function sanitizeDetalle(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags,
    allowedAttributes: { a: ['href', 'title'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}

/** Public reads of bulletins and offers (SPEC.md section 7), cached under the public prefix. */
export function createPublicService({ db, cache }: { db: Db; cache: ReadCache }) {
  return {
    bops: (): Promise<Bop[]> => cache.get(`${PUBLIC_CACHE_PREFIX}bops`, async () => (await findRecentBops(db)).map(toBop)),
    procesosByEtiqueta: (etiqueta: string): Promise<ProcesoEtiqueta[]> =>
      cache.get(`${PUBLIC_CACHE_PREFIX}procesos:etiqueta:${etiqueta}`, async () => (await findProcesosByEtiqueta(db, etiqueta)).map(toProcesoEtiqueta)),
    /** One view of a shown offer: counts the visit (never cached) and returns the offer (cached) with the new count. */
    async verProceso(urlAmigable: string): Promise<ProcesoOposicion> {
      const visitas = await countVisit(db, urlAmigable);
      if (visitas === null) throw notFound(`Non existe a oferta "${urlAmigable}"`, 'PROCESO_NON_ATOPADO');
      const proceso = await cache.get(`${PUBLIC_CACHE_PREFIX}proceso:${urlAmigable}`, async () => {
        const row = await findShownProceso(db, urlAmigable);
        if (!row) return null;
        const p = toProcesoOposicion(row, await findFases(db, row.uuid));
        return { ...p, detalle: sanitizeDetalle(p.detalle) };
      });
      if (!proceso) throw notFound(`Non existe a oferta "${urlAmigable}"`, 'PROCESO_NON_ATOPADO');
      return { ...proceso, numeroVisitas: visitas };
    },
  };
}

export type PublicService = ReturnType<typeof createPublicService>;
