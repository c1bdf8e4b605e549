import { avaliarTextos, cargarTextos, MEDIDAS, precision } from './textosEval.js';

describe('facts read from edict bodies on the labelled set (corpus/textos, npm run eval)', () => {
  const items = cargarTextos();
  const r = avaliarTextos(items);

  it('holds at least 150 labelled bodies from the six sources, in Galician and Spanish', () => {
    expect(items.length).toBeGreaterThanOrEqual(150);
    expect(r.porFonte.size).toBe(6);
    expect(items.filter((i) => i.lingua === 'es').length).toBeGreaterThan(0);
    expect(items.filter((i) => i.lingua === 'gl').length).toBeGreaterThan(0);
  });

  it('reads every fact with an accuracy of at least 0.95', () => {
    const below = MEDIDAS.filter((m) => r.porMedida.get(m)!.total && precision(r.porMedida.get(m)!) < 0.95).map((m) => `${m} ${precision(r.porMedida.get(m)!).toFixed(3)}`);
    expect(below).toEqual([]);
  });
});
