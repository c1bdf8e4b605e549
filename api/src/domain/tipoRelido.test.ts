import { tipoRelido } from './tipoRelido.js';

describe('the kind a stored edict takes when newer rules read it again', () => {
  it('another step of a selective process replaces the stored one', () => {
    expect(tipoRelido('resultados', { tipo: 'convocatoria_bases', emprego: true })).toBe('convocatoria_bases');
    expect(tipoRelido('convocatoria_bases', { tipo: 'admitidos', emprego: true })).toBe('admitidos');
    // (a competition stored before kinds were: the grouping reads it as a call)
    expect(tipoRelido('', { tipo: 'tribunal', emprego: true })).toBe('tribunal');
  });

  it('the same kind, or a reading that is no job, changes nothing', () => {
    expect(tipoRelido('admitidos', { tipo: 'admitidos', emprego: true })).toBeNull();
    expect(tipoRelido('admitidos', { tipo: 'subvencion', emprego: false })).toBeNull();
    expect(tipoRelido('', { tipo: 'outros', emprego: false })).toBeNull();
  });

  it('an edict stored with a kind that is no job (a search filter forced it in) stays out of the processes', () => {
    expect(tipoRelido('contratacion_publica', { tipo: 'convocatoria_bases', emprego: true })).toBeNull();
  });
});
