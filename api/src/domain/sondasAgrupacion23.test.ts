import { classifyEdict } from './clasificador.js';
import { agrupar, comparePosts, postoDoTexto } from './procesos.js';
import { ids, lido, xunto } from './test/sondas.js';

/**
 * Probes for the classes of error the twenty-third grouping set (agrupacion23) showed at its first run, in our own
 * wording, Galician and Spanish, with negatives: a call of places that also creates a job pool from its candidates
 * ("provisión dunha praza… e creación dunha bolsa de emprego") read as a pool's call, its results then split off; the
 * acceptance of a resignation and the hiring of the next candidate read as a call; the midwife named by the everyday
 * name of the nursing speciality ("matronas"); a call naming its staff generically and their category beside it
 * ("persoal educador, categoría de técnico/a de educación infantil"), its final list naming the category only.
 */

const tipo = (titulo: string, texto = '') => classifyEdict({ bop: 'BOP A Coruña', titulo, organizacion: 'Concello de Ames', texto }).tipo;

describe('a call of places that also creates a pool from its candidates is a call of places', () => {
  it('the kind: bases for one place "e creación dunha bolsa de emprego" are convocatoria_bases (gl, es)', () => {
    expect(tipo('Bases para a provisión, por concurso-oposición libre, dunha praza de traballador/a social e creación dunha bolsa de emprego')).toBe('convocatoria_bases');
    expect(tipo('Bases para la provisión en propiedad de dos plazas de auxiliar administrativo y constitución de una bolsa de empleo')).toBe('convocatoria_bases');
    expect(tipo('Bases para a cobertura de tres prazas de peón de obras e formación dunha lista de reserva')).toBe('convocatoria_bases');
  });
  it('guard: a pool\'s own call, an interim place with a pool, and a pool named first stay pool calls (gl, es)', () => {
    expect(tipo('Bases para a creación dunha bolsa de emprego de traballador/a social')).toBe('bolsa_emprego');
    expect(tipo('Bases para a provisión interina dunha praza de traballador/a social e creación dunha bolsa de emprego')).toBe('bolsa_emprego');
    expect(tipo('Bases de la bolsa de empleo de auxiliar administrativo y provisión temporal de una plaza')).toBe('bolsa_emprego');
  });
  const org = 'Concello de Ames';
  it('the proposal of appointment of the place joins the call (gl)', () => {
    const b = lido('BOP A Coruña', '2058-03-02', 'Bases para a provisión, por concurso-oposición libre, dunha praza de traballador/a social e creación dunha bolsa de emprego', org,
      'Apróbanse as bases para a provisión en propiedade dunha praza de traballador/a social, subgrupo A2, por concurso-oposición libre. Coas persoas aspirantes que superen o primeiro exercicio e non obteñan praza constituirase unha bolsa de emprego.');
    const l = lido('BOP A Coruña', '2058-06-10', 'Lista definitiva de persoas admitidas e excluídas. Praza de traballador/a social', org,
      'Apróbase a lista definitiva de persoas admitidas e excluídas no proceso selectivo dunha praza de traballador/a social.');
    const r = lido('BOP A Coruña', '2058-10-20', 'Puntuacións finais e proposta de nomeamento. Traballador/a social (A2)', org,
      'O tribunal cualificador fai públicas as puntuacións finais e propón o nomeamento como funcionaria de carreira de dona Uxía Pena Rey.');
    expect(xunto(agrupar([b, l, r]), r)).toEqual(ids(b, l, r));
  });
  it('the same in Spanish (es)', () => {
    const b = lido('BOP A Coruña', '2058-03-02', 'Bases para la provisión de una plaza de trabajador/a social y creación de una bolsa de empleo', org,
      'Se aprueban las bases para la provisión en propiedad de una plaza de trabajador/a social, subgrupo A2, por concurso-oposición libre. Con los aspirantes que superen el primer ejercicio y no obtengan plaza se constituirá una bolsa de empleo.');
    const r = lido('BOP A Coruña', '2058-10-20', 'Puntuaciones finales y propuesta de nombramiento. Trabajador/a social (A2)', org,
      'El tribunal calificador hace públicas las puntuaciones finales y propone el nombramiento como funcionaria de carrera de doña Uxía Pena Rey.');
    expect(xunto(agrupar([b, r]), r)).toEqual(ids(b, r));
  });
  it('guard: a pool\'s call and the same post\'s career appointment stay two processes (gl)', () => {
    const b = lido('BOP A Coruña', '2058-03-02', 'Bases para a creación dunha bolsa de emprego de traballador/a social', org,
      'Apróbanse as bases para a creación dunha bolsa de emprego de traballador/a social para nomeamentos interinos.');
    const r = lido('BOP A Coruña', '2058-10-20', 'Puntuacións finais e proposta de nomeamento. Traballador/a social (A2)', org,
      'O tribunal cualificador fai públicas as puntuacións finais e propón o nomeamento como funcionaria de carreira de dona Uxía Pena Rey.');
    expect(xunto(agrupar([b, r]), r)).toEqual(ids(r));
  });
});

describe('the acceptance of a resignation and the hiring of the next candidate is an appointment', () => {
  it('the kind (gl, es)', () => {
    expect(tipo('ANUNCIO DE ACEPTACIÓN DE RENUNCIA E CONTRATACIÓN DO SEGUINTE ASPIRANTE')).toBe('nomeamento');
    expect(tipo('Aceptación da renuncia e nomeamento da seguinte persoa aspirante')).toBe('nomeamento');
    expect(tipo('Anuncio de aceptación de renuncia y nombramiento del siguiente aspirante')).toBe('nomeamento');
    expect(tipo('Contratación del siguiente candidato por orden de puntuación')).toBe('nomeamento');
  });
  it('guard: a call, a list and a pool\'s call naming a candidate or a resignation keep their kinds (gl, es)', () => {
    expect(tipo('Lista provisional de persoas aspirantes admitidas e excluídas. Oficial electricista')).toBe('admitidos');
    expect(tipo('Bases para a contratación dun oficial de primeira electricista')).toBe('convocatoria_bases');
    expect(tipo('Nombramiento de funcionario de carrera de la plaza de auxiliar administrativo')).toBe('nomeamento');
  });
  it('joins the process whose places it fills (gl)', () => {
    const org = 'MONFORTE DE LEMOS';
    const b = lido('BOP Lugo', '2058-04-04', 'BASES PARA A CONTRATACIÓN COMO PERSOAL LABORAL FIXO DUN/DUNHA OFICIAL DE PRIMEIRA ELECTRICISTA', org,
      'Apróbanse as bases para a contratación como persoal laboral fixo, mediante concurso-oposición libre, dun/dunha oficial de primeira electricista.');
    const l = lido('BOP Lugo', '2058-07-06', 'LISTA DEFINITIVA DE ADMITIDOS E DATA DA PROBA PRÁCTICA. PRAZA DE ELECTRICISTA', org,
      'Apróbase a lista definitiva de persoas admitidas no concurso-oposición para a contratación dun/dunha oficial de primeira electricista e convócase á proba práctica.');
    const r = lido('BOP Lugo', '2058-09-22', 'PUNTUACIÓNS FINAIS E PROPOSTA DE CONTRATACIÓN. OFICIAL ELECTRICISTA', org,
      'O tribunal fai públicas as puntuacións finais e propón a contratación como persoal laboral fixo de don Anxo Díaz Rivas.');
    const n = lido('BOP Lugo', '2058-11-07', 'ANUNCIO DE ACEPTACIÓN DE RENUNCIA E CONTRATACIÓN DO SEGUINTE ASPIRANTE', org,
      'Por Resolución da Alcaldía acéptase a renuncia presentada por don Anxo Díaz Rivas, proposto para a contratación como persoal laboral fixo na praza de oficial de primeira electricista, e contrátase o seguinte aspirante por orde de puntuación.');
    expect(xunto(agrupar([b, l, r, n]), n)).toEqual(ids(b, l, r, n));
  });
});

describe('the midwife: the everyday name of the obstetric-gynaecological nursing speciality', () => {
  it('the key: "matronas", "matrón/matrona" are "enfermeiro/a especialista en enfermaría obstétrico-xinecolóxica" (gl, es)', () => {
    const formal = postoDoTexto('enfermeiro/a especialista en enfermaría obstétrico-xinecolóxica');
    expect(comparePosts(postoDoTexto('matronas'), formal)).toBe('mesmo');
    expect(comparePosts(postoDoTexto('Matrona'), postoDoTexto('enfermero/a especialista en enfermería obstétrico-ginecológica'))).toBe('mesmo');
    expect(comparePosts(postoDoTexto('matrón/matrona'), formal)).toBe('mesmo');
  });
  it('negative: another nursing speciality, a nurse, a care assistant stay other posts (gl)', () => {
    const m = postoDoTexto('matronas');
    expect(comparePosts(m, postoDoTexto('enfermeiro/a especialista en enfermaría de saúde mental'))).toBe('distinto');
    expect(comparePosts(m, postoDoTexto('enfermeiro/a'))).not.toBe('mesmo');
    expect(comparePosts(m, postoDoTexto('técnico/a en coidados auxiliares de enfermaría'))).toBe('distinto');
  });
  it('the definitive list "…do concurso-oposición de matronas" joins the call (gl)', () => {
    const org = 'Consellería de Sanidade';
    const b = lido('DOG', '2058-10-20', 'RESOLUCIÓN do 8 de outubro de 2058, da Dirección Xeral de Recursos Humanos do Servizo Galego de Saúde, pola que se convoca concurso-oposición para o acceso á condición de persoal estatutario fixo na categoría de enfermeiro/a especialista en enfermaría obstétrico-xinecolóxica.', org,
      'Convócase concurso-oposición para o acceso á condición de persoal estatutario fixo na categoría de enfermeiro/a especialista en enfermaría obstétrico-xinecolóxica. Convócanse 30 prazas.');
    const l = lido('DOG', '2059-03-17', 'RESOLUCIÓN do 8 de marzo de 2059, da Dirección Xeral de Recursos Humanos do Servizo Galego de Saúde, pola que se aproba a relación definitiva de persoas aspirantes admitidas e excluídas no concurso-oposición de matronas.', org,
      'Apróbase a relación definitiva de persoas aspirantes admitidas e excluídas e convócanse ao exercicio da fase de oposición.');
    expect(xunto(agrupar([b, l]), l)).toEqual(ids(b, l));
  });
});

describe('a call naming its staff generically and their category: its steps naming the category', () => {
  const org = 'Consorcio Galego de Servizos de Igualdade e Benestar';
  const call = lido('DOG', '2058-11-24', 'RESOLUCIÓN do 15 de novembro de 2058 pola que se convoca o proceso para a elaboración dunha lista de contratación temporal de persoal educador para as escolas infantís do Consorcio.', org,
    'Convócase o proceso para a elaboración dunha lista de contratación temporal de persoal educador, categoría de técnico/a de educación infantil, para as escolas infantís xestionadas polo Consorcio.');
  it('the final list "…de técnicos/as de educación infantil" joins the call of "persoal educador" (gl)', () => {
    const l = lido('DOG', '2059-03-31', 'RESOLUCIÓN do 22 de marzo de 2059 pola que se aproba a lista definitiva de contratación temporal de técnicos/as de educación infantil das escolas infantís do Consorcio.', org,
      'Resoltas as reclamacións, apróbase a lista definitiva de contratación temporal por áreas territoriais.');
    expect(xunto(agrupar([call, l]), l)).toEqual(ids(call, l));
  });
  it('the same in Spanish, "personal educador, categoría de técnico/a de educación infantil" (es)', () => {
    const o = 'Consorcio Galego de Servizos de Igualdade e Benestar';
    const c = lido('DOG', '2058-11-24', 'Resolución de 15 de noviembre de 2058 por la que se convoca el proceso para la elaboración de una lista de contratación temporal de personal educador para las escuelas infantiles.', o,
      'Se convoca el proceso para la elaboración de una lista de contratación temporal de personal educador, categoría de técnico/a de educación infantil, para las escuelas infantiles gestionadas por el Consorcio.');
    const l = lido('DOG', '2059-03-31', 'Resolución de 22 de marzo de 2059 por la que se aprueba la lista definitiva de contratación temporal de técnicos/as de educación infantil.', o,
      'Resueltas las reclamaciones, se aprueba la lista definitiva de contratación temporal por áreas territoriales.');
    expect(xunto(agrupar([c, l]), l)).toEqual(ids(c, l));
  });
  it('negative: a list of another category of the same body does not join (gl)', () => {
    const l = lido('DOG', '2059-03-31', 'RESOLUCIÓN do 22 de marzo de 2059 pola que se aproba a lista definitiva de contratación temporal de cociñeiros/as das escolas infantís do Consorcio.', org,
      'Resoltas as reclamacións, apróbase a lista definitiva de contratación temporal por áreas territoriais.');
    expect(xunto(agrupar([call, l]), l)).toEqual(ids(l));
  });
});
