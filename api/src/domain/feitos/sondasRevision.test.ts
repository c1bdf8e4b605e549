import { lectorDeProba, lista, datas } from '../test/feitos.js';

/**
 * Probes of our own for classes left open by the last review (issue 22): a list announced for one post only, and an
 * exam moved to another day. Each in Galician and Spanish, with probes where the fix must not fire.
 */
const ler = lectorDeProba('2040-05-04', 'BOP A Coruña');

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

describe('several posts counted in one sentence without "as seguintes prazas"', () => {
  it('"N prazas: unha de X e outra de Y, dos subgrupos C2 e A2, respectivamente" (gl, es)', () => {
    const gl = ler('Primeira. Obxecto\nConvócanse dúas prazas: unha de auxiliar administrativo/a e outra de técnico/a de xestión, dos subgrupos C2 e A2, respectivamente, por oposición libre.');
    const es = ler('Primera. Objeto\nSe convocan tres plazas, una de administrativo/a y dos de auxiliar administrativo/a, de los subgrupos C1 y C2 respectivamente, por concurso-oposición libre.');
    expect(lista(gl)).toEqual(['Auxiliar administrativo/a|1|C2', 'Técnico/a de xestión|1|A2']);
    expect(gl.posto).toBeUndefined();
    expect(lista(es)).toEqual(['Administrativo/a|1|C1', 'Auxiliar administrativo/a|2|C2']);
  });
  it('"unha praza de X e dúas de Y", "una plaza de X y otra de Y": two posts (gl, es)', () => {
    const gl = ler('Primeira. Obxecto\nConvócanse unha praza de arquitecto/a e dúas de aparellador/a, por oposición libre.');
    const es = ler('Primera. Objeto\nEs objeto de estas bases cubrir una plaza de arquitecto/a y otra de aparejador/a.');
    expect(lista(gl)?.map((x) => x.split('|').slice(0, 2).join('|'))).toEqual(['Arquitecto/a|1', 'Aparellador/a|2']);
    expect(lista(es)?.map((x) => x.split('|').slice(0, 2).join('|'))).toEqual(['Arquitecto/a|1', 'Aparejador/a|1']);
  });
  it('turns counted the same way are one post, not several (gl, es)', () => {
    const gl = ler('Primeira. Obxecto\nConvócanse tres prazas de auxiliar administrativo/a: dúas de acceso libre e unha de promoción interna.');
    const es = ler('Primera. Objeto\nSe convocan seis plazas de bombero/a, subgrupo C1 (cinco plazas de turno libre y una de promoción interna).');
    expect(gl.postos).toBeUndefined();
    expect(gl.posto?.valor.nome).toBe('Auxiliar administrativo/a');
    expect(gl.prazas?.valor).toEqual({ total: 3, libre: 2, promocionInterna: 1 });
    expect(es.postos).toBeUndefined();
    expect(es.posto?.valor.nome).toBe('Bombero/a');
  });
});

describe('a permanent post of the labour staff', () => {
  it('"provisión en propiedade… vacante no cadro de persoal laboral" is laboral fixo (gl, es)', () => {
    const gl = ler('Primeira. Obxecto\nÉ obxecto da presente convocatoria a provisión en propiedade dunha praza de oficial de primeira electricista, vacante no cadro de persoal laboral, grupo IV do convenio, mediante concurso-oposición libre.');
    const es = ler('Primera. Objeto\nEs objeto de la presente convocatoria la provisión en propiedad de una plaza de oficial electricista, vacante en la plantilla de personal laboral, mediante concurso-oposición libre.');
    expect(gl.tipoPersoal?.valor).toBe('laboral_fixo');
    expect(es.tipoPersoal?.valor).toBe('laboral_fixo');
  });
  it('"en propiedade" of a civil-service post stays funcionario de carreira', () => {
    const gl = ler('Primeira. Obxecto\nÉ obxecto da presente convocatoria a provisión en propiedade dunha praza de conserxe, vacante no cadro de persoal funcionario, mediante oposición libre.');
    expect(gl.tipoPersoal?.valor).toBe('funcionario_carreira');
  });
});

describe('an application period whose subject carries what goes with it', () => {
  it('"As solicitudes, co modelo… e a documentación acreditativa dos méritos, presentaranse… no prazo de dez días" (gl, es)', () => {
    const gl = ler('As solicitudes, co modelo do anexo II e a documentación acreditativa dos méritos, presentaranse no rexistro do Concello no prazo de dez días hábiles contados desde o día seguinte ao da publicación deste anuncio no Boletín Oficial da Provincia.', 'bolsa_emprego');
    const es = ler('Las solicitudes, junto con la documentación acreditativa de los méritos, se presentarán en el plazo de diez días hábiles contados desde el día siguiente al de la publicación de este anuncio en el Boletín Oficial de la Provincia.', 'bolsa_emprego');
    expect(gl.prazo?.valor).toEqual({ cantidade: 10, unidade: 'dias_habiles', desde: 'bop' });
    expect(es.prazo?.valor).toEqual({ cantidade: 10, unidade: 'dias_habiles', desde: 'bop' });
  });
  it('negative: the period the person proposed has to bring documents is no application period (gl)', () => {
    const gl = ler('A persoa proposta, no prazo de dez días hábiles contados desde a publicación deste anuncio no BOP, presentará a documentación acreditativa dos requisitos.', 'resultados');
    expect(gl.prazo).toBeUndefined();
  });
});
