import { lerEGardarFeitos, type TextosDeps } from './textos.js';
import { textosConFeitosVellos } from './textos.store.js';
import { versionDasRegras } from './versionRegras.js';

/** Per database and rules' version, when a round last found nothing to read again. */
const alDia = new WeakMap<object, Map<string, number>>();
const AL_DIA_MS = 60 * 60_000;

export interface RelerResumo {
  /** Bodies whose facts were read again this round. */
  relidos: number;
  /** Their bulletin dates, to group again (titles, facts and deadlines of their processes follow). */
  fechas: string[];
}

/**
 * Reads again, from the stored text (nothing is fetched), the facts of bodies read by other rules than today's, a
 * batch at a time, up to `maximo` per round (a big database catches up over several rounds without holding the day's
 * reading back). One server at a time does it (a lock of the database); the others skip the round. Once a round finds
 * nothing to read again, this process does not look again for an hour (the search reads the whole table; a body read
 * meanwhile is read with these rules already, and another server still on older ones during an upgrade is caught then).
 */
export async function relerFeitos(deps: TextosDeps & { versionFeitos?: string }, options: { lote?: number; maximo?: number; parar?: () => boolean } = {}): Promise<RelerResumo> {
  const { lote = 200, maximo = 2000, parar = () => false } = options;
  const v = deps.versionFeitos ?? versionDasRegras();
  const agora = (deps.now ?? (() => new Date()))().getTime();
  if ((alDia.get(deps.db)?.get(v) ?? -Infinity) > agora - AL_DIA_MS) return { relidos: 0, fechas: [] };
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
    else alDia.set(deps.db, (alDia.get(deps.db) ?? new Map<string, number>()).set(v, agora));
    return { relidos, fechas: [...fechas].sort() };
  });
  return r.ran ? r.value : { relidos: 0, fechas: [] };
}
