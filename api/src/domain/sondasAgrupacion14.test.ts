import { agrupar } from './procesos.js';
import { ids, lido, xunto } from './test/sondas.js';

/**
 * Probes for the classes of error the fourteenth grouping set (agrupacion14) showed at its honest first run, in our own
 * wording, Galician and Spanish, with negatives: a step of an internal promotion that names its process as "o proceso
 * de promoción interna a dúas prazas"; a step of a transfer contest of a post whose entry competition runs the same
 * months; bases that cite the offer of employment their place belongs to.
 */

describe('a step that names its process as "o proceso de promoción interna"', () => {
  const org = 'CONCELLO DE EXEMPLO';
  const libre = () => lido('BOP Lugo', '2042-05-22', 'BASES ESPECÍFICAS DE CATRO PRAZAS DE ADMINISTRATIVO/A, QUENDA LIBRE', org,
    'Apróbanse as bases específicas para a provisión de catro prazas de administrativo/a de administración xeral, subgrupo C1, pola quenda libre e mediante oposición.');
  const pi = () => lido('BOP Lugo', '2042-05-22', 'BASES ESPECÍFICAS DE DÚAS PRAZAS DE ADMINISTRATIVO/A, PROMOCIÓN INTERNA', org,
    'Apróbanse as bases específicas para a provisión de dúas prazas de administrativo/a de administración xeral, subgrupo C1, pola quenda de promoción interna e mediante concurso-oposición.');
  it('joins the promotion, not the free call of the same post (gl)', () => {
    const [l, p] = [libre(), pi()];
    const notas = lido('BOP Lugo', '2042-09-19', 'ANUNCIO DE CUALIFICACIÓNS DO PRIMEIRO EXERCICIO', org,
      'O tribunal do proceso de promoción interna a dúas prazas da subescala administrativa de administración xeral fai públicas as cualificacións do primeiro exercicio.');
    expect(xunto(agrupar([l, p, notas]), notas)).toEqual(ids(p, notas));
  });
  it('the same in Spanish: "el procedimiento de promoción interna para dos plazas" (es)', () => {
    const [l, p] = [libre(), pi()];
    const notas = lido('BOP Lugo', '2042-09-19', 'ANUNCIO DE CALIFICACIONES DEL PRIMER EJERCICIO', org,
      'El tribunal del procedimiento de promoción interna para dos plazas de la subescala administrativa hace públicas las calificaciones del primer ejercicio.');
    expect(xunto(agrupar([l, p, notas]), notas)).toEqual(ids(p, notas));
  });
  it('negative: a step of the free call joins the free call (gl)', () => {
    const [l, p] = [libre(), pi()];
    const lista = lido('BOP Lugo', '2042-09-19', 'LISTA PROVISIONAL. ADMINISTRATIVO/A (QUENDA LIBRE)', org,
      'Apróbase a lista provisional de admitidos no proceso selectivo de catro prazas de administrativo/a pola quenda libre.');
    expect(xunto(agrupar([l, p, lista]), lista)).toEqual(ids(l, lista));
  });
});

describe('a transfer contest of a post whose entry competition runs the same months', () => {
  const org = 'SERVIZO GALEGO DE SAÚDE';
  it('its provisional award does not join the entry competition (gl)', () => {
    const ope = lido('DOG', '2042-09-10', 'RESOLUCIÓN do 1 de setembro de 2042 pola que se convoca o concurso-oposición para o acceso á categoría de fisioterapeuta', org,
      'Convócase o concurso-oposición para cubrir corenta e oito prazas da categoría de fisioterapeuta.');
    const traslados = lido('DOG', '2042-09-10', 'RESOLUCIÓN do 1 de setembro de 2042 pola que se convoca concurso de traslados para a provisión de prazas de fisioterapeuta nas áreas sanitarias e institucións relacionadas no anexo I', org,
      'Convócase concurso de traslados para a provisión de sesenta e dúas prazas de fisioterapeuta nas áreas sanitarias e institucións relacionadas no anexo I.');
    const adx = lido('DOG', '2042-12-03', 'RESOLUCIÓN do 25 de novembro de 2042 pola que se aproba a resolución provisional do concurso de traslados da categoría de fisioterapeuta', org,
      'Publícase a adxudicación provisional das prazas do concurso de traslados de fisioterapeuta.');
    expect(xunto(agrupar([ope, traslados, adx]), adx)).not.toContain(ope.id);
  });
  it('the same in Spanish: "concurso de méritos para la provisión de puestos" (es)', () => {
    const org2 = 'UNIVERSIDADE DE EXEMPLO';
    const ope = lido('BOE', '2042-09-10', 'Resolución de 1 de septiembre de 2042, por la que se convocan pruebas selectivas para el ingreso en la Escala Administrativa', org2,
      'Se convocan pruebas selectivas para cubrir diez plazas de la Escala Administrativa por el sistema de oposición libre.');
    const adx = lido('BOE', '2042-12-03', 'Resolución de 25 de noviembre de 2042, por la que se resuelve el concurso de méritos para la provisión de puestos de trabajo de la Escala Administrativa', org2,
      'Se resuelve el concurso de méritos para la provisión de puestos de trabajo de la Escala Administrativa.');
    expect(xunto(agrupar([ope, adx]), adx)).toEqual(ids(adx));
  });
  it('negative: the competition\'s own provisional list joins it (gl)', () => {
    const ope = lido('DOG', '2042-09-10', 'RESOLUCIÓN do 1 de setembro de 2042 pola que se convoca o concurso-oposición para o acceso á categoría de fisioterapeuta', org,
      'Convócase o concurso-oposición para cubrir corenta e oito prazas da categoría de fisioterapeuta.');
    const lista = lido('DOG', '2042-12-03', 'RESOLUCIÓN do 24 de novembro de 2042 pola que se aproba a relación provisional de persoas admitidas no concurso-oposición da categoría de fisioterapeuta', org,
      'Apróbase a relación provisional de persoas admitidas no concurso-oposición de fisioterapeuta convocado pola Resolución do 1 de setembro de 2042.');
    expect(xunto(agrupar([ope, lista]), lista)).toEqual(ids(ope, lista));
  });
});

describe('bases that cite the offer of employment their place belongs to', () => {
  it('start a process of their own; the offer stays apart (gl)', () => {
    const org = 'CONCELLO DE EXEMPLO';
    const oep = lido('BOP Pontevedra', '2042-12-12', 'OFERTA DE EMPREGO PÚBLICO DO ANO 2042', org,
      'A Xunta de Goberno Local aprobou a oferta de emprego público para o ano 2042: unha praza de auxiliar de biblioteca (C2), unha praza de administrativo/a (C1) e dúas prazas de policía local (C1).');
    const bases = lido('BOP Pontevedra', '2043-01-16', 'CONVOCATORIA E BASES PARA A PROVISIÓN DUNHA PRAZA DE AUXILIAR DE BIBLIOTECA', org,
      'Convócase o proceso selectivo para a provisión, mediante concurso-oposición libre, dunha praza de auxiliar de biblioteca, subgrupo C2, incluída na oferta de emprego público de 2042 (BOP número 226, do 12 de decembro de 2042).');
    expect(xunto(agrupar([oep, bases]), bases)).toEqual(ids(bases));
  });
  it('the same in Spanish (es)', () => {
    const org = 'AYUNTAMIENTO DE EJEMPLO';
    const oep = lido('BOP A Coruña', '2042-03-02', 'Oferta de empleo público para el año 2042', org,
      'La Junta de Gobierno Local aprobó la oferta de empleo público para 2042: una plaza de conserje y dos plazas de policía local.');
    const bases = lido('BOP A Coruña', '2042-06-10', 'Bases para la provisión de una plaza de conserje', org,
      'Se convoca el proceso selectivo para la provisión, por oposición libre, de una plaza de conserje, agrupaciones profesionales, incluida en la oferta de empleo público de 2042 (BOP número 42, de 2 de marzo de 2042).');
    expect(xunto(agrupar([oep, bases]), bases)).toEqual(ids(bases));
  });
  it('negative: a correction of the offer joins the offer (gl)', () => {
    const org = 'CONCELLO DE EXEMPLO';
    const oep = lido('BOP Pontevedra', '2042-12-12', 'OFERTA DE EMPREGO PÚBLICO DO ANO 2042', org,
      'A Xunta de Goberno Local aprobou a oferta de emprego público para o ano 2042: unha praza de auxiliar de biblioteca (C2) e dúas prazas de policía local (C1).');
    const corr = lido('BOP Pontevedra', '2042-12-20', 'CORRECCIÓN DE ERROS DA OFERTA DE EMPREGO PÚBLICO DO ANO 2042', org,
      'Advertido un erro na oferta de emprego público do ano 2042 publicada no BOP número 226, do 12 de decembro de 2042, corríxese: onde di "dúas prazas de policía local" debe dicir "tres prazas de policía local".');
    expect(xunto(agrupar([oep, corr]), corr)).toEqual(ids(oep, corr));
  });
});

describe('a council whose name is a word of another kind of edict', () => {
  it('"Ayuntamiento de Padrón" is no tax roll: its calls and appointments are jobs (es, gl)', () => {
    const es = lido('BOE', '2044-06-30', 'Resolución de 20 de junio de 2044, del Ayuntamiento de Padrón (A Coruña), referente a la convocatoria para proveer una plaza.', 'Ayuntamiento de Padrón',
      'En el «Boletín Oficial de la Provincia de A Coruña» número 100 se han publicado las bases para proveer una plaza de Técnico/a de Administración General. Padrón, 20 de junio de 2044.');
    const gl = lido('BOP A Coruña', '2044-09-22', 'Nomeamento de funcionaria de carreira do Concello de Padrón', 'Concello de Padrón',
      'Por Resolución da Alcaldía nomeouse funcionaria de carreira, técnica de administración xeral, a dona Noa Castro Iglesias.');
    expect(es.tipo).toBe('extracto_convocatoria');
    expect(gl.tipo).toBe('nomeamento');
  });
  it('negative: the register itself is still no job (gl)', () => {
    const gl = lido('BOP A Coruña', '2044-09-22', 'Aprobación do padrón da taxa de recollida de lixo do terceiro trimestre', 'Concello de Padrón', 'Apróbase o padrón fiscal da taxa.');
    expect(gl.tipo).not.toBe('nomeamento');
    expect(['convocatoria_bases', 'extracto_convocatoria', 'nomeamento']).not.toContain(gl.tipo);
  });
});
