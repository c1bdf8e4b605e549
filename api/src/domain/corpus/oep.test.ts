import { avaliarOep } from './oepEval.js';

describe('hand-counted public employment offers (corpus/oep)', () => {
  it('reads the posts, groups and places approved', () => {
    const r = avaliarOep();
    console.log(`OEP: ${r.ofertas} offers, ${r.liñasEtiquetadas} lines; precision ${r.precision.toFixed(3)}, recall ${r.recall.toFixed(3)}; exact offers ${r.ofertasExactas}/${r.ofertas}; totals ${r.totaisExactos}/${r.ofertas}; years ${r.anosExactos}/${r.ofertas}\n${r.erros.join('\n')}`);
    expect(r.ofertas).toBeGreaterThanOrEqual(15);
    expect(r.precision).toBeGreaterThanOrEqual(0.9);
    expect(r.recall).toBeGreaterThanOrEqual(0.9);
    expect(r.anosExactos).toBe(r.ofertas);
  });
});
