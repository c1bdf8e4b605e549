import { classifyEdict } from './clasificador.js';
import { agrupar } from './procesos.js';
import { ids, lido, xunto } from './test/sondas.js';

/**
 * Probes for the classes of error the twenty-fourth grouping set (agrupacion24) showed at its first run, in our own
 * wording, Galician and Spanish, with negatives: a pool's final order named after the pool ("Bolsa de peóns de servizos
 * múltiples. Orde definitiva") read as a new pool's call, split from its call; a later step naming a technician's post
 * without its grade ("técnico/a de medio ambiente" for "técnico/a superior de medio ambiente"), split from its call.
 */

const tipo = (titulo: string, texto = '') => classifyEdict({ bop: 'BOP Lugo', titulo, organizacion: 'Concello de Guitiriz', texto }).tipo;

describe('a pool\'s final order named after the pool is a list of the pool', () => {
  it('the kind: "Bolsa de X. Orde definitiva", "Orden definitivo de la bolsa de X" are listas_contratacion (gl, es)', () => {
    expect(tipo('GUITIRIZ.- BOLSA DE PEÓNS DE SERVIZOS MÚLTIPLES. ORDE DEFINITIVA')).toBe('listas_contratacion');
    expect(tipo('Orde definitiva da bolsa de emprego de socorristas')).toBe('listas_contratacion');
    expect(tipo('Bolsa de empleo de peones de servicios múltiples. Orden definitivo')).toBe('listas_contratacion');
    expect(tipo('Orden final de la bolsa de empleo de socorristas')).toBe('listas_contratacion');
  });
  it('guard: a Xunta order that creates a pool, a pool\'s bases and a pool\'s call keep their kind (gl, es)', () => {
    expect(tipo('ORDE do 12 de febreiro de 2064 pola que se crea a bolsa de emprego de peóns')).toBe('bolsa_emprego');
    expect(tipo('Bases da bolsa de emprego de peóns de servizos múltiples')).toBe('bolsa_emprego');
    expect(tipo('Orden de 3 de marzo por la que se convoca la bolsa de empleo de peones')).toBe('bolsa_emprego');
    expect(tipo('Bolsa de peóns. Orde definitiva da convocatoria')).toBe('bolsa_emprego');
  });
  const org = 'Concello de Guitiriz';
  it('the final order joins the pool\'s call (gl)', () => {
    const b = lido('BOP Lugo', '2062-06-01', 'GUITIRIZ.- BASES DA BOLSA DE EMPREGO DE PEÓNS DE SERVIZOS MÚLTIPLES', org,
      'Anuncio. Apróbanse as bases reguladoras da bolsa de emprego de peóns de servizos múltiples para contratacións laborais temporais durante o verán. Selección por concurso de méritos e entrevista.');
    const o = lido('BOP Lugo', '2062-07-15', 'GUITIRIZ.- BOLSA DE PEÓNS DE SERVIZOS MÚLTIPLES. ORDE DEFINITIVA', org,
      'Anuncio. Publícase a orde definitiva da bolsa de peóns de servizos múltiples, pola que se farán as contratacións temporais do verán.');
    expect(xunto(agrupar([b, o]), o)).toEqual(ids(b, o));
  });
  it('the same in Spanish (es)', () => {
    const b = lido('BOP Lugo', '2062-06-01', 'Bases de la bolsa de empleo de peones de servicios múltiples', org,
      'Anuncio. Se aprueban las bases reguladoras de la bolsa de empleo de peones de servicios múltiples para contrataciones laborales temporales durante el verano. Selección por concurso de méritos y entrevista.');
    const o = lido('BOP Lugo', '2062-07-15', 'Bolsa de empleo de peones de servicios múltiples. Orden definitivo', org,
      'Anuncio. Se publica el orden definitivo de la bolsa de peones de servicios múltiples, por el que se harán las contrataciones temporales del verano.');
    expect(xunto(agrupar([b, o]), o)).toEqual(ids(b, o));
  });
});

describe('a later step naming a technician\'s post without its grade', () => {
  const org = 'Concello de Guitiriz';
  const bases = (g: 'superior' | 'medio') => lido('BOP Lugo', '2062-09-01', `GUITIRIZ.- CONVOCATORIA PARA A PROVISIÓN DUNHA PRAZA DE TÉCNICO/A ${g === 'superior' ? 'SUPERIOR' : 'MEDIO'} DE MEDIO AMBIENTE`, org,
    `Anuncio. A Xunta de Goberno Local aprobou as bases da convocatoria para a provisión dunha praza de técnico/a ${g} de medio ambiente, funcionario/a de carreira, subgrupo ${g === 'superior' ? 'A1' : 'A2'}, mediante concurso-oposición libre.`);
  it('the exam date titled with the short name joins the call (gl)', () => {
    const b = bases('superior');
    const d = lido('BOP Lugo', '2063-02-12', 'GUITIRIZ.- DATA DO PRIMEIRO EXERCICIO. PRAZA DE TÉCNICO/A DE MEDIO AMBIENTE', org,
      'Anuncio. Convócase ás persoas aspirantes admitidas para o primeiro exercicio o día 9 de marzo de 2063, ás 16.30 horas.');
    expect(xunto(agrupar([b, d]), d)).toEqual(ids(b, d));
  });
  it('the same in Spanish (es)', () => {
    const b = lido('BOP Lugo', '2062-09-01', 'Convocatoria para la provisión de una plaza de técnico/a superior de medio ambiente', org,
      'Anuncio. La Junta de Gobierno Local aprobó las bases de la convocatoria para la provisión de una plaza de técnico/a superior de medio ambiente, funcionario/a de carrera, subgrupo A1, mediante concurso-oposición libre.');
    const d = lido('BOP Lugo', '2063-02-12', 'Fecha del primer ejercicio. Plaza de técnico/a de medio ambiente', org,
      'Anuncio. Se convoca a las personas aspirantes admitidas para el primer ejercicio el día 9 de marzo de 2063, a las 16.30 horas.');
    expect(xunto(agrupar([b, d]), d)).toEqual(ids(b, d));
  });
  it('guard: a new call of the short name is another process (gl)', () => {
    const b = bases('superior');
    const c = lido('BOP Lugo', '2062-11-01', 'GUITIRIZ.- CONVOCATORIA PARA A PROVISIÓN DUNHA PRAZA DE TÉCNICO/A DE MEDIO AMBIENTE', org,
      'Anuncio. A Xunta de Goberno Local aprobou as bases da convocatoria para a provisión dunha praza de técnico/a de medio ambiente, funcionario/a de carreira, subgrupo A2, mediante concurso-oposición libre.');
    expect(xunto(agrupar([b, c]), c)).toEqual(ids(c));
  });
  it('guard: the other grade\'s step is not joined to this grade\'s call (gl)', () => {
    const b = bases('superior');
    const d = lido('BOP Lugo', '2063-02-12', 'GUITIRIZ.- DATA DO PRIMEIRO EXERCICIO. PRAZA DE TÉCNICO/A MEDIO DE MEDIO AMBIENTE', org,
      'Anuncio. Convócase ás persoas aspirantes admitidas para o primeiro exercicio o día 9 de marzo de 2063.');
    expect(xunto(agrupar([b, d]), d)).toEqual(ids(d));
  });
  it('guard: a step of another rank\'s post of the same field stays apart (es)', () => {
    const b = lido('BOP Lugo', '2062-09-01', 'Convocatoria para la provisión de una plaza de técnico/a superior de medio ambiente', org,
      'Anuncio. Se aprueban las bases para la provisión de una plaza de técnico/a superior de medio ambiente, subgrupo A1, mediante concurso-oposición libre.');
    const d = lido('BOP Lugo', '2063-02-12', 'Fecha del primer ejercicio. Plaza de auxiliar de medio ambiente', org,
      'Anuncio. Se convoca a las personas aspirantes admitidas para el primer ejercicio el día 9 de marzo de 2063.');
    expect(xunto(agrupar([b, d]), d)).toEqual(ids(d));
  });
});
