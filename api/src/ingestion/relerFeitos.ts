import { lerEGardarFeitos, type TextosDeps } from './textos.js';
import { textosConFeitosVellos } from './textos.store.js';
import { versionDasRegras } from './versionRegras.js';

export interface RelerResumo {
  /** Bodies whose facts were read again this round. */
  relidos: number;
  /** Their bulletin dates, to group again (titles, facts and deadlines of their processes follow). */
  fechas: string[];
}

/**
 * Reads again, from the stored text (nothing is fetched), the facts of bodies read by other rules than today's, a
 * batch at a time, up to `maximo` per round (a big database catches up over several rounds without holding the day's
 * reading back). One server at a time does it (a lock of the database); the others skip the round.
 */
export async function relerFeitos(deps: TextosDeps & { versionFeitos?: string }, options: { lote?: number; maximo?: number; parar?: () => boolean } = {}): Promise<RelerResumo> {
  const { lote = 200, maximo = 2000, parar = () => false } = options;
  const v = deps.versionFeitos ?? versionDasRegras();
  const r = await deps.db.withLock('reler-feitos', async () => {
    let relidos = 0;
    const fechas = new Set<string>();
    while (relidos < maximo && !parar()) {
      const filas = await textosConFeitosVellos(deps.db, v, Math.min(lote, maximo - relidos));
      if (!filas.length) break;
      for (const f of filas) {
        await lerEGardarFeitos({ ...deps, versionFeitos: v }, f, f.texto);
        fechas.add(f.fecha_bop);
        relidos += 1;
      }
    }
    if (relidos) deps.log?.info({ relidos, version: v }, 'facts of stored bodies read again with the current rules');
    return { relidos, fechas: [...fechas].sort() };
  });
  return r.ran ? r.value : { relidos: 0, fechas: [] };
}
