import { tipoRelido } from '../domain/tipoRelido.js';
import { clasificarEdicto } from './analyze.js';
import { lerEGardarFeitos, type TextosDeps } from './textos.js';
import { cambiarTipoRelido, textosConFeitosVellos, type TextoConFeitosVellos } from './textos.store.js';
import { versionDasRegras } from './versionRegras.js';

/** Per database and rules' version, when a round last found nothing to read again. */
const alDia = new WeakMap<object, Map<string, number>>();
const AL_DIA_MS = 60 * 60_000;

export interface RelerResumo {
  /** Bodies whose facts were read again this round. */
  relidos: number;
  /** Of those, edicts whose kind (step of the process) the new rules read otherwise, and changed. */
  tipos: number;
  /** Their bulletin dates, to group again (titles, facts and deadlines of their processes follow). */
  fechas: string[];
}

/**
 * The kind the current rules read for a stored edict, from the inputs the analysis of its day reads (its titles,
 * issuing body, section and the start of its body: `clasificarEdicto`), stored when the edict is still a step of a
 * selective process and another one (domain/tipoRelido.ts). An edict an administrator made their own keeps its kind;
 * its decision and visibility are never touched. Returns the kind the edict has now (its facts are read with it).
 */
async function lerTipoDeNovo(deps: TextosDeps, f: TextoConFeitosVellos): Promise<{ tipo: string; cambiou: boolean }> {
  if (f.curada) return { tipo: f.tipo_edicto, cambiou: false };
  let novo: string | null = null;
  try {
    novo = tipoRelido(f.tipo_edicto, clasificarEdicto(f, f.texto));
  } catch (error) {
    deps.log?.error({ err: error, opo: f.opo_uuid }, 'classifying a stored edict again failed');
  }
  if (novo && (await cambiarTipoRelido(deps.db, f.opo_uuid, f.tipo_edicto, novo))) return { tipo: novo, cambiou: true };
  return { tipo: f.tipo_edicto, cambiou: false };
}

/**
 * Reads again, from the stored text (nothing is fetched), the facts of bodies read by other rules than today's, a
 * batch at a time, up to `maximo` per round (a big database catches up over several rounds without holding the day's
 * reading back). Each edict's kind is read again first (`lerTipoDeNovo`), its facts are read with it, and its day is
 * grouped again with both. One server at a time does it (a lock of the database); the others skip the round. Once a
 * round finds nothing to read again, this process does not look again for an hour (the search reads the whole table; a body read
 * meanwhile is read with these rules already, and another server still on older ones during an upgrade is caught then).
 */
export async function relerFeitos(deps: TextosDeps & { versionFeitos?: string }, options: { lote?: number; maximo?: number; parar?: () => boolean } = {}): Promise<RelerResumo> {
  const { lote = 200, maximo = 2000, parar = () => false } = options;
  const v = deps.versionFeitos ?? versionDasRegras();
  const agora = (deps.now ?? (() => new Date()))().getTime();
  if ((alDia.get(deps.db)?.get(v) ?? -Infinity) > agora - AL_DIA_MS) return { relidos: 0, tipos: 0, fechas: [] };
  const r = await deps.db.withLock('reler-feitos', async () => {
    let relidos = 0;
    let tipos = 0;
    const fechas = new Set<string>();
    while (relidos < maximo && !parar()) {
      const filas = await textosConFeitosVellos(deps.db, v, Math.min(lote, maximo - relidos));
      if (!filas.length) break;
      // Each edict's kind first, one at a time; then the batch's facts side by side (on the server's threads, each
      // stored as it comes back).
      const tiposAgora: string[] = [];
      for (const f of filas) {
        const { tipo, cambiou } = await lerTipoDeNovo(deps, f);
        if (cambiou) tipos += 1;
        tiposAgora.push(tipo);
      }
      await Promise.all(filas.map((f, i) => lerEGardarFeitos({ ...deps, versionFeitos: v }, { ...f, tipo_edicto: tiposAgora[i] }, f.texto)));
      for (const f of filas) fechas.add(f.fecha_bop);
      relidos += filas.length;
    }
    if (relidos) deps.log?.info({ relidos, tipos, version: v }, 'facts of stored bodies read again with the current rules');
    else alDia.set(deps.db, (alDia.get(deps.db) ?? new Map<string, number>()).set(v, agora));
    return { relidos, tipos, fechas: [...fechas].sort() };
  });
  return r.ran ? r.value : { relidos: 0, tipos: 0, fechas: [] };
}
