import { etapaDoProceso } from './procesos.js';

describe('etapaDoProceso: a public employment offer', () => {
  it('an offer alone, or with its corrections, is at the stage "oferta": it calls nothing yet', () => {
    expect(etapaDoProceso(['oep'])).toBe('oferta');
    expect(etapaDoProceso(['oep', 'correccion'])).toBe('oferta');
  });
  it('an offer followed by the call of one of its posts is a call', () => {
    expect(etapaDoProceso(['oep', 'convocatoria_bases'])).toBe('convocado');
    expect(etapaDoProceso(['oep', 'convocatoria_bases', 'admitidos'])).toBe('en_curso');
    // a correction alone is no offer
    expect(etapaDoProceso(['correccion'])).not.toBe('oferta');
  });
});
