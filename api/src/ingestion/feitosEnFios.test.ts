import { cargarTextos } from '../domain/corpus/textosEval.js';
import { lerFeitos } from '../domain/feitos/index.js';
import { FIO_COMPILADO } from '../test/harness.js';
import { lectorFeitosEnFios, type LectorFeitosEnFios } from './feitosEnFios.js';

/**
 * The server reads the facts of edict bodies on a pool of threads (FACTS_THREADS): what a visitor then sees must be
 * exactly what the domain reads, and a body that never ends must not hold the reading (nor the server) up.
 */
describe('the facts read on threads of their own', () => {
  const textos = cargarTextos();
  const contexto = (t: (typeof textos)[number]) => ({ bop: t.bop, titulo: t.titulo, tipo: t.tipo, fecha: t.fecha });
  let lector: LectorFeitosEnFios;

  beforeAll(() => {
    lector = lectorFeitosEnFios({ fios: 2, ficheiro: FIO_COMPILADO })!;
    expect(lector).not.toBeNull();
  });
  afterAll(() => lector.pechar());

  it('every body of the labelled set gets, from the threads, the facts the domain reads on this thread', async () => {
    expect(textos.length).toBeGreaterThanOrEqual(150);
    const nosFios = await Promise.all(textos.map((t) => lector.ler(t.texto, contexto(t))));
    expect(nosFios).toEqual(textos.map((t) => lerFeitos(t.texto, contexto(t))));
    // (facts with their quotes, not empty readings alike)
    expect(nosFios.filter((f) => f.posto?.cita && f.prazas).length).toBeGreaterThan(textos.length / 2);
  });

  it('a body read past its time limit fails alone: its thread ends and the next body is read', async () => {
    const curto = lectorFeitosEnFios({ fios: 1, maxMs: 1500, ficheiro: FIO_COMPILADO })!;
    try {
      // (twenty copies of every text of the set: several seconds of reading on any machine)
      const enorme = Array.from({ length: 20 }, () => textos.map((t) => t.texto).join('\n\n')).join('\n\n');
      await expect(curto.ler(enorme, contexto(textos[0]))).rejects.toThrow(/abort/i);
      expect(await curto.ler(textos[0].texto, contexto(textos[0]))).toEqual(lerFeitos(textos[0].texto, contexto(textos[0])));
    } finally {
      await curto.pechar();
    }
  }, 60_000);

  it('once the pool is closed (the server stopping), a body still asked is read on the caller\'s thread', async () => {
    const outro = lectorFeitosEnFios({ fios: 1, ficheiro: FIO_COMPILADO })!;
    await outro.pechar();
    expect(await outro.ler(textos[1].texto, contexto(textos[1]))).toEqual(lerFeitos(textos[1].texto, contexto(textos[1])));
  });

  it('no threads without the compiled task, or when FACTS_THREADS is 0: the caller reads on its own thread', () => {
    expect(lectorFeitosEnFios({ fios: 0, ficheiro: FIO_COMPILADO })).toBeNull();
    expect(lectorFeitosEnFios({ fios: 2, ficheiro: new URL('./non-existe.js', FIO_COMPILADO) })).toBeNull();
  });
});
