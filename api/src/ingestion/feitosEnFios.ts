import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { FeitosDoTexto } from 'shared/contract';
import { lerFeitos, type ContextoFeitos } from '../domain/feitos/index.js';

/** The compiled task module beside this one (dist/ingestion/lerFeitosFio.js). */
const FIO = new URL('./lerFeitosFio.js', import.meta.url);

export interface LectorFeitosEnFios {
  /** The facts of one body, read on a thread of the pool (the same result as the domain's `lerFeitos`). */
  ler(texto: string, contexto: ContextoFeitos): Promise<FeitosDoTexto>;
  /** Waits for the bodies in hand, then ends the threads; a body asked after that is read on the caller's thread. */
  pechar(): Promise<void>;
}

/**
 * The facts of edict bodies read on a pool of worker threads (issue 22). Reading a body is pure CPU, about 1.5 ms on
 * average and up to ~100 ms for bases of twenty pages: on the server's own thread a day's reading or a bulk re-read
 * after an upgrade would hold every page request behind it, and one core would do all of it. The threads start on
 * the first body and end after a day idle. A body that takes longer than `maxMs` (a pattern gone wrong on an
 * unseen text) ends its thread, not the server: its facts are left empty and the error is logged by the caller.
 *
 * Returns null when the compiled task module is not there (the sources run under a test runner): the caller then
 * reads on its own thread, with the same function.
 */
export function lectorFeitosEnFios(options: { fios: number; maxMs?: number; ficheiro?: URL }): LectorFeitosEnFios | null {
  const ficheiro = options.ficheiro ?? FIO;
  const fios = options.fios;
  if (fios < 1 || !existsSync(fileURLToPath(ficheiro))) return null;
  const maxMs = options.maxMs ?? 30_000;
  const pool = new Piscina<{ texto: string; contexto: ContextoFeitos }, FeitosDoTexto>({
    filename: ficheiro.href,
    minThreads: 0,
    maxThreads: fios,
    // (a thread lives a day idle: it keeps its compiled readers, ~1 s of its first bodies to build, from one round
    // of reading to the next; started on the first body, so a server that reads nothing holds none)
    idleTimeout: 24 * 60 * 60_000,
    // (one body at a time per thread: the work is CPU only)
    concurrentTasksPerWorker: 1,
  });
  let pechado = false;
  return {
    // (a reading that outlives the server's stop, past its grace, still stores real facts, not an error)
    ler: async (texto, contexto) => (pechado ? lerFeitos(texto, contexto) : pool.run({ texto, contexto }, { signal: AbortSignal.timeout(maxMs) })),
    pechar: async () => {
      pechado = true;
      await pool.close();
    },
  };
}
