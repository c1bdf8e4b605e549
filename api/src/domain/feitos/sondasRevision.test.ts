import { lerFeitos } from './index.js';

/**
 * Probes of our own for classes left open by the last review (issue 22): a list announced for one post only, and an
 * exam moved to another day. Each in Galician and Spanish, with probes where the fix must not fire.
 */
const ler = (texto: string, tipo = 'convocatoria_bases', titulo = '', fecha = '2040-05-04', bop = 'BOP A Coruña') => lerFeitos(texto, { bop, titulo, tipo, fecha });
const datas = (f: ReturnType<typeof ler>) => f.datasExame?.map((d) => d.valor);

describe('a list of places announced in one sentence that holds one post', () => {
  it('"as seguintes prazas: unha de X, subgrupo C2" is that post, one place, its group (gl, es)', () => {
    const gl = ler('Primeira. Obxecto\nÉ obxecto destas bases a provisión, mediante concurso-oposición libre, das seguintes prazas: unha de auxiliar administrativo/a, subgrupo C2.');
    const es = ler('Primera. Objeto\nSe convocan para su provisión por oposición libre las siguientes plazas: una de conserje, agrupaciones profesionales.');
    expect(gl.posto?.valor.nome).toBe('Auxiliar administrativo/a');
    expect(gl.prazas?.valor.total).toBe(1);
    expect(gl.grupo?.valor).toBe('C2');
    expect(gl.postos).toBeUndefined();
    expect(es.posto?.valor.nome).toBe('Conserje');
    expect(es.prazas?.valor.total).toBe(1);
    expect(es.grupo?.valor).toBe('AP');
  });
  it('"dúas de X" alone counts its places: two', () => {
    const gl = ler('Primeira. Obxecto\nConvócanse as seguintes prazas: dúas de operario/a de servizos múltiples, agrupacións profesionais, por oposición libre.');
    expect(gl.posto?.valor.nome).toBe('Operario/a de servizos múltiples');
    expect(gl.prazas?.valor.total).toBe(2);
  });
  it('two items are still two posts, and "varias prazas" still says several (gl, es)', () => {
    const es = ler('Primera. Objeto\nSe convocan las siguientes plazas: una de conserje y dos de peón, agrupaciones profesionales.');
    expect(es.postos?.valor.map((p) => p.nome)).toEqual(['Conserje', 'Peón']);
    expect(es.posto).toBeUndefined();
    const gl = ler('Primeira. Obxecto\nConvócanse varias prazas de persoal laboral: as seguintes prazas: unha de conserxe.');
    expect(gl.posto).toBeUndefined();
  });
  it('a count that is not a post ("unha de cada quenda") names none', () => {
    const gl = ler('Primeira. Obxecto\nConvócanse as seguintes prazas: unha de cada quenda.');
    expect(gl.posto).toBeUndefined();
  });
});

describe('an exam moved to another day', () => {
  it('the day it was set for is no exam date; the new one is (gl, es)', () => {
    const es = ler('Se aplaza el primer ejercicio, convocado para el 12 de mayo de 2040, al día 19 de mayo de 2040, a las 10:00 horas, en el pabellón municipal.', 'data_exame');
    const gl = ler('Adíase a proba práctica, programada para o 3 de xuño de 2040, ao 10 de xuño de 2040, ás 9.30 horas.', 'data_exame');
    expect(datas(es)).toEqual(['2040-05-19']);
    expect(datas(gl)).toEqual(['2040-06-10']);
  });
  it('"convocados para o día N" with no move is the exam day (gl, es)', () => {
    const es = ler('Se convoca a los aspirantes admitidos para la realización del primer ejercicio, convocados para el día 19 de mayo de 2040, a las 10:00 horas.', 'data_exame');
    const gl = ler('Cítase ás persoas aspirantes admitidas para a realización do primeiro exercicio, convocadas para o día 21 de maio de 2040, ás 10.00 horas.', 'data_exame');
    expect(datas(es)).toEqual(['2040-05-19']);
    expect(datas(gl)).toEqual(['2040-05-21']);
  });
});
