import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cargarTextos, type TextoEtiquetado } from '../domain/corpus/textosEval.js';
import { lerFeitos, type ContextoFeitos } from '../domain/feitos/index.js';
import { lectorFeitosEnFios } from '../ingestion/feitosEnFios.js';

/** A body of the bench and what the ingestion knows of it besides its text. */
interface CorpoBench {
  texto: string;
  contexto: ContextoFeitos;
}

/**
 * The bench's 1,000 edict bodies, built from the labelled set's texts (corpus/textos): most bodies one to three texts
 * of one source joined (an announcement, or bases with their extract), one in ten a long body of ten to thirty texts
 * (bases with annexes, 20+ pages). The same bodies on every run (a small deterministic generator).
 */
export function corposDoBench(corpos = 1000, textos: TextoEtiquetado[] = cargarTextos(), semente = 20260322): CorpoBench[] {
  if (!textos.length) throw new Error('corpus/textos is empty: nothing to build bodies from');
  let seed = semente;
  const random = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const pick = () => textos[Math.floor(random() * textos.length)];
  const bodies: CorpoBench[] = [];
  for (let i = 0; i < corpos; i++) {
    const item = pick();
    const n = random() < 0.1 ? 10 + Math.floor(random() * 21) : 1 + Math.floor(random() * 3);
    const parts = [item.texto];
    for (let k = 1; k < n; k++) parts.push(pick().texto);
    bodies.push({ texto: parts.join('\n\n'), contexto: { bop: item.bop, titulo: item.titulo, tipo: item.tipo, fecha: item.fecha } });
  }
  return bodies;
}

/**
 * Extraction benchmark (issue 22), on one thread: the milliseconds lerFeitos takes over the bench's bodies, one after
 * another (building the bodies and a warm-up over the first 50 are not timed).
 */
export function benchFeitos(bodies: CorpoBench[] = corposDoBench()): number {
  // The first bodies compile the patterns and warm the JIT, as the ingestion's first minute does: not timed.
  for (const { texto, contexto } of bodies.slice(0, 50)) lerFeitos(texto, contexto);
  const start = performance.now();
  for (const { texto, contexto } of bodies) lerFeitos(texto, contexto);
  return performance.now() - start;
}

/**
 * The same bodies read as the server reads them in bulk (a re-read after an upgrade, a backfill): on its pool of
 * threads (ingestion/feitosEnFios.ts, FACTS_THREADS), all asked at once, timed from the first request to the last
 * result (the copies of texts and facts between threads included), once the threads are warm. A server's threads
 * live as long as it does; their warm-up (each thread compiles the readers and their ~600 patterns for itself, ~1 s
 * of its first bodies on this machine) is paid once, before: 1,000 other bodies of the same kind (another seed), not
 * timed. The warm-up a fresh process pays is what `benchFeitos` shows.
 */
export async function benchFeitosEnFios(fios: number, bodies: CorpoBench[] = corposDoBench()): Promise<number> {
  const lector = lectorFeitosEnFios({ fios });
  if (!lector) throw new Error('the facts task module is not built (npx tsc -b api)');
  try {
    const quentar = corposDoBench(bodies.length, undefined, 20261201);
    await Promise.all(quentar.map(({ texto, contexto }) => lector.ler(texto, contexto)));
    const start = performance.now();
    await Promise.all(bodies.map(({ texto, contexto }) => lector.ler(texto, contexto)));
    return performance.now() - start;
  } finally {
    await lector.pechar();
  }
}

/**
 * The figures `npm run bench` reports: the median of five runs, each in a fresh Node process, so it measures the
 * extraction (on one thread: cold patterns after the 50-body warm-up; on threads: warm ones, benchFeitosEnFios) and not the heap the search benchmarks
 * left behind in the bench's own process (their 100,000 stored bodies cost it ~0.5 s of collection). `fios` 0: on one
 * thread; otherwise on a pool of that many threads. Five, not three (30 Nov 2026): on a shared 2-core machine the
 * same code measured 1,720–2,520 ms a run at load 0.2; interference only adds time, and the median of five is less
 * often a disturbed run.
 */
export function benchFeitosEnProcesos(fios = 0, veces = 5): { ms: number; runs: number[] } {
  const runs: number[] = [];
  for (let i = 0; i < veces; i++) {
    const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), String(fios)], { encoding: 'utf8' });
    runs.push(Number(out.trim().split('\n').pop()));
  }
  const sorted = [...runs].sort((a, b) => a - b);
  return { ms: sorted[Math.floor(sorted.length / 2)], runs };
}

// `node dist/bench/feitos.js [threads]`: one run in this process (0 or none: one thread); prints its milliseconds.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fios = Number(process.argv[2] ?? 0);
  console.log((fios > 0 ? await benchFeitosEnFios(fios) : benchFeitos()).toFixed(1));
}
