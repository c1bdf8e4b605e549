import { createHash } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import type { Bop, Fase, ProcesoEtiqueta, ProcesoOposicion } from 'shared/contract';
import { pasoDoProceso } from '../../domain/clasificador.js';
import type { ReadCache } from '../../cache.js';
import type { Db } from '../../db/client.js';
import { toBop } from '../../db/mappers.js';
import { provinciaDoAnuncio } from '../../domain/organismos.js';
import { notFound } from '../../errors.js';
import { PUBLIC_CACHE_PREFIX } from '../opos/opos.service.js';
import { toProcesoEtiqueta, toProcesoOposicion } from './public.mappers.js';
import { findFases, findProcesosByEtiqueta, findRecentBops, findShownProceso, type FaseVistaRow } from './public.store.js';
import type { VisitCounter } from './visitas.js';

/** The offer's HTML detail, reduced to an allow-list once more before it leaves the server (DECISIONS.md 7). */
export function sanitizeDetalle(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags,
    allowedAttributes: { a: ['href', 'title'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}

/**
 * A phase as `ampliado` gives it: its kind (the one the analysis stored, or the step its title names, for phases an
 * administrator added), the competition it is (the facts name it as their edict) and that competition's bulletin.
 */
function ampliada(f: Fase, row: FaseVistaRow): Fase {
  const tipo = f.tipoEdicto || pasoDoProceso(f.titulo);
  const bop = f.bop || row.opo_bop;
  return { ...f, ...(tipo ? { tipoEdicto: tipo } : {}), ...(bop ? { bop } : {}), ...(row.opo_uuid ? { uuidOpo: row.opo_uuid } : {}) };
}

/** Public reads of bulletins and offers (SPEC.md section 7), cached under the public prefix. */
export function createPublicService({ db, cache, visits }: { db: Db; cache: ReadCache; visits: VisitCounter }) {
  return {
    bops: (): Promise<Bop[]> => cache.get(`${PUBLIC_CACHE_PREFIX}bops`, async () => (await findRecentBops(db)).map(toBop)),
    procesosByEtiqueta: (etiqueta: string): Promise<ProcesoEtiqueta[]> =>
      cache.get(`${PUBLIC_CACHE_PREFIX}procesos:etiqueta:${etiqueta}`, async () => (await findProcesosByEtiqueta(db, etiqueta)).map(toProcesoEtiqueta)),
    /**
     * One view of a shown offer: counts the visit (batched, see visitas.ts) and returns the offer (cached) with its
     * count, and a weak ETag of everything but the count (the answer is the same offer whatever the count).
     * `ampliado` gives every phase its kind (`tipoEdicto`), also those an administrator added, its competition
     * (`uuidOpo`) and that one's bulletin, and the offer the facts read from its texts (`feitos`); without it, SPEC's shape.
     */
    async verProceso(urlAmigable: string, { ampliado = false }: { ampliado?: boolean } = {}): Promise<{ proceso: ProcesoOposicion; etag: string }> {
      const cached = await cache.get(`${PUBLIC_CACHE_PREFIX}proceso:${urlAmigable}${ampliado ? ':ampliado' : ''}`, async () => {
        const row = await findShownProceso(db, urlAmigable);
        if (!row) return null;
        const fases = await findFases(db, row.uuid);
        const p = toProcesoOposicion(row, fases);
        const proceso: ProcesoOposicion = { ...p, detalle: sanitizeDetalle(p.detalle) };
        if (ampliado) {
          proceso.procesosOposicionesList = p.procesosOposicionesList.map((f, i) => ampliada(f, fases[i]));
          if (row.feitos) proceso.feitos = row.feitos;
          const provincia = provinciaDoAnuncio(row.bop, row.organizacion);
          if (provincia) proceso.provincia = provincia;
        }
        const etag = `W/"${createHash('sha256').update(JSON.stringify({ ...proceso, numeroVisitas: 0 })).digest('base64url').slice(0, 27)}"`;
        return { proceso, etag };
      });
      if (!cached) throw notFound(`Non existe a oferta "${urlAmigable}"`, 'PROCESO_NON_ATOPADO', `No existe la oferta "${urlAmigable}"`);
      const { proceso, etag } = cached;
      visits.seen(proceso.uuidEntidad, proceso.numeroVisitas);
      return { proceso: { ...proceso, numeroVisitas: visits.record(proceso.uuidEntidad) }, etag };
    },
  };
}

export type PublicService = ReturnType<typeof createPublicService>;
