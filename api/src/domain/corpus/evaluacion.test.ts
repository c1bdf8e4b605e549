import { evaluate, loadCorpus } from './evaluacion.js';

describe('the classifier on the project\'s labelled corpus (npm run eval)', () => {
  const corpus = loadCorpus();
  const result = evaluate(corpus);

  it('holds at least 600 hand-labelled edicts, about 100 per source, both languages, jobs and look-alikes', () => {
    const all = [...corpus.values()].flat();
    expect(all.length).toBeGreaterThanOrEqual(600);
    expect([...corpus.keys()].sort()).toEqual(['BOE', 'BOP A Coruña', 'BOP Lugo', 'BOP Ourense', 'BOP Pontevedra', 'DOG']);
    for (const items of corpus.values()) expect(items.length).toBeGreaterThanOrEqual(90);
    expect(all.filter((i) => i.lingua === 'es').length).toBeGreaterThan(80);
    expect(all.filter((i) => i.emprego).length / all.length).toBeGreaterThan(0.35);
  });

  it('scores precision and recall of at least 0.95 overall and 0.90 for every source', () => {
    for (const [bop, s] of result.perSource) {
      expect({ bop, precision: s.precision >= 0.9, recall: s.recall >= 0.9 }).toEqual({ bop, precision: true, recall: true });
    }
    expect(result.overall.precision).toBeGreaterThanOrEqual(0.95);
    expect(result.overall.recall).toBeGreaterThanOrEqual(0.95);
  });

  it('labels the Spanish titles as well as the Galician ones', () => {
    expect(result.perSource.get('BOE')!.labels.recall).toBeGreaterThanOrEqual(0.8);
    expect(result.overall.labels.precision).toBeGreaterThanOrEqual(0.9);
  });
});
