import { agrupar } from './procesos.js';
import { ids, lido, xunto } from './test/sondas.js';

/**
 * Probes for the classes of error the tenth grouping set (agrupacion10) showed, in our own wording, Galician and Spanish,
 * with negatives: a competition closed by its appointment or final proposal takes no later list or exam (the same post of
 * another offer, the other turn); two specialities of one scale; a step citing another call's order; a call of several
 * posts whose later steps name one; a title abbreviating the service its post belongs to.
 */

describe('a competition closed by its appointment or final proposal takes no later list, tribunal or exam', () => {
  it('the same post of two offers: the older one hired, the newer one\'s list cites an issue both appear in (gl)', () => {
    const org = 'CONCELLO DE PORTOMARÍN';
    const vella = lido('BOP Lugo', '2031-03-04', 'PROPOSTA DE CONTRATACIÓN. OPERARIO/A DE VÍAS E OBRAS (OEP 2030)', org, 'O tribunal cualificador propón a contratación como persoal laboral fixo, no posto de operario/a de vías e obras, de Antón Val Rego.');
    const contrato = lido('BOP Lugo', '2031-04-09', 'Contratación como persoal laboral fixo. Operario/a de vías e obras', org, 'Faise público que o 2 de abril de 2031 se formalizou o contrato como persoal laboral fixo, no posto de operario/a de vías e obras (OEP 2030), con Antón Val Rego.');
    const bases = lido('BOP Lugo', '2031-04-09', 'BASES DO PROCESO SELECTIVO DUNHA PRAZA DE OPERARIO/A DE VÍAS E OBRAS DE SERVIZOS MÚLTIPLES, PERSOAL LABORAL FIXO (OEP 2031)', org,
      'Apróbanse as bases do concurso-oposición para a contratación como persoal laboral fixo dunha praza de operario/a de vías e obras de servizos múltiples, incluída na oferta de emprego público de 2031. O prazo de solicitudes será de vinte días naturais desde a publicación do extracto no BOE.');
    const lista = lido('BOP Lugo', '2031-07-02', 'OPERARIO/A DE VÍAS E OBRAS', org,
      'Elévase a definitiva a lista de persoas admitidas do proceso selectivo convocado no Boletín Oficial da Provincia de Lugo do 9 de abril de 2031, e nómease o tribunal. A proba práctica será o 20 de xullo.');
    const g = agrupar([vella, contrato, bases, lista]);
    expect(xunto(g, lista)).toEqual(ids(bases, lista));
    expect(xunto(g, vella)).toEqual(ids(vella, contrato));
  });

  it('free turn and internal promotion of one post, bases the same day: the free turn\'s exam after the internal one\'s final proposal (es)', () => {
    const org = 'MARÍN';
    const libre = lido('BOP Pontevedra', '2031-02-03', 'BASES PARA LA PROVISIÓN DE UNA PLAZA DE ARQUITECTO/A TÉCNICO/A, TURNO LIBRE', org, 'Se aprueban las bases para proveer una plaza de arquitecto/a técnico/a por el turno libre, mediante concurso-oposición.');
    const pi = lido('BOP Pontevedra', '2031-02-03', 'BASES PARA LA PROVISIÓN DE UNA PLAZA DE ARQUITECTO/A TÉCNICO/A POR PROMOCIÓN INTERNA', org, 'Se aprueban las bases para proveer una plaza de arquitecto/a técnico/a por el turno de promoción interna, mediante concurso-oposición.');
    const propostaPi = lido('BOP Pontevedra', '2031-05-12', 'APROBADOS POR PROMOCIÓN INTERNA. ARQUITECTO/A TÉCNICO/A', org, 'El tribunal propone el nombramiento como arquitecto/a técnico/a de D.ª Rosa Lois Seoane, con 18,20 puntos.');
    const exameLibre = lido('BOP Pontevedra', '2031-06-01', 'LISTA DEFINITIVA Y FECHA DEL PRIMER EJERCICIO. ARQUITECTO/A TÉCNICO/A', org, 'Se eleva a definitiva la lista de admitidos y se convoca a los aspirantes al primer ejercicio el 20 de junio de 2031.');
    const g = agrupar([libre, pi, propostaPi, exameLibre]);
    expect(xunto(g, exameLibre)).toEqual(ids(libre, exameLibre));
    expect(xunto(g, pi)).toEqual(ids(pi, propostaPi));
  });

  it('negative: the marks of one exercise close nothing, the next exam joins (gl)', () => {
    const org = 'CONCELLO DE BURELA';
    const bases = lido('BOP Lugo', '2031-02-03', 'BASES DUNHA PRAZA DE AUXILIAR ADMINISTRATIVO/A', org, 'Apróbanse as bases do concurso-oposición libre dunha praza de auxiliar administrativo/a, subgrupo C2.');
    const notas = lido('BOP Lugo', '2031-05-04', 'CUALIFICACIÓNS DO PRIMEIRO EXERCICIO. AUXILIAR ADMINISTRATIVO/A', org, 'Publícanse as cualificacións do primeiro exercicio do proceso dunha praza de auxiliar administrativo/a.');
    const exame = lido('BOP Lugo', '2031-05-20', 'DATA DO SEGUNDO EXERCICIO. AUXILIAR ADMINISTRATIVO/A', org, 'Convócase ás persoas aprobadas ao segundo exercicio o 2 de xuño de 2031.');
    const g = agrupar([bases, notas, exame]);
    expect(xunto(g, exame)).toEqual(ids(bases, notas, exame));
  });
});

describe('two specialities of one scale are two processes', () => {
  const org = 'Consellería de Facenda e Administración Pública';
  const orde = (esp: string) => lido('DOG', '2031-03-10', `ORDE do 25 de febreiro de 2031 pola que se convoca o proceso selectivo para o ingreso no corpo facultativo superior da Xunta de Galicia, subgrupo A1, escala de ciencias, especialidade ${esp}`, org,
    `Convócase proceso selectivo para cubrir prazas do corpo facultativo superior, escala de ciencias, especialidade ${esp}. O prazo de solicitudes será de vinte días hábiles desde a publicación desta orde.`);
  it('a later step naming one speciality joins its own call, citing the order both share (gl)', () => {
    const quimica = orde('química'), bioloxia = orde('bioloxía');
    const lista = lido('DOG', '2031-06-15', 'RESOLUCIÓN pola que se aproba a relación definitiva de persoas aspirantes admitidas no proceso selectivo da escala de ciencias, especialidade bioloxía (OEP 2031)', org,
      'Apróbase a relación definitiva de persoas admitidas no proceso convocado pola Orde do 25 de febreiro de 2031.');
    const g = agrupar([quimica, bioloxia, lista]);
    expect(xunto(g, lista)).toEqual(ids(bioloxia, lista));
  });
  it('the same in Spanish: "especialidad Química" / "especialidad Biología"', () => {
    const o = 'COMUNIDAD AUTÓNOMA DE GALICIA';
    const mk = (esp: string) => lido('BOE', '2031-03-17', `Orden de 25 de febrero de 2031, por la que se convoca proceso selectivo para el ingreso en el cuerpo facultativo superior, escala de ciencias, especialidad ${esp}`, o,
      `Se convoca proceso selectivo para el ingreso en el cuerpo facultativo superior, escala de ciencias, especialidad ${esp}. El plazo será de veinte días hábiles desde la publicación en el Diario Oficial de Galicia.`);
    const quimica = mk('Química'), biologia = mk('Biología');
    const aprob = lido('BOE', '2031-11-20', 'Orden por la que se nombra personal funcionario de carrera del cuerpo facultativo superior, escala de ciencias, especialidad Biología', o,
      'Se nombra personal funcionario de carrera a los aspirantes aprobados en el proceso convocado por Orden de 25 de febrero de 2031.');
    const g = agrupar([quimica, biologia, aprob]);
    expect(xunto(g, aprob)).toEqual(ids(biologia, aprob));
  });
  it('negative: a step naming no speciality is not kept out by the rule (gl)', () => {
    const quimica = orde('química');
    const tribunal = lido('DOG', '2031-05-02', 'RESOLUCIÓN pola que se nomea o tribunal do proceso selectivo da escala de ciencias', org, 'Nomease o tribunal do proceso convocado pola Orde do 25 de febreiro de 2031.');
    const g = agrupar([quimica, tribunal]);
    expect(xunto(g, tribunal)).toEqual(ids(quimica, tribunal));
  });
  it('an appointment of the same speciality called by another order (an older offer) is not a step of the new call (gl)', () => {
    const bioloxia = orde('bioloxía');
    const nomeamento = lido('DOG', '2031-05-20', 'ORDE pola que se nomea persoal funcionario de carreira do corpo facultativo superior da Xunta de Galicia, subgrupo A1, escala de ciencias, especialidade bioloxía, convocado pola Orde do 3 de marzo de 2030', org,
      'Rematado o proceso selectivo convocado pola Orde do 3 de marzo de 2030, nomease persoal funcionario de carreira as persoas do anexo.');
    const g = agrupar([bioloxia, nomeamento]);
    expect(xunto(g, nomeamento)).toEqual(ids(nomeamento));
  });
});

describe('a call of several posts is one process; its later steps may name one post', () => {
  const org = 'Concello de Carballo';
  const bases = () => lido('BOP A Coruña', '2031-03-03', 'Bases do proceso de selección de persoal laboral fixo: condutor/a de camión e tres operarios/as de limpeza viaria', org,
    'Apróbanse as bases do concurso-oposición para a contratación como persoal laboral fixo de catro postos: unha praza de condutor/a de camión (grupo C2) e tres prazas de operario/a de limpeza viaria (agrupacións profesionais). Cada aspirante optará a un só posto.');
  it('a proposal naming one of the listed posts joins the call (gl)', () => {
    const b = bases();
    const lista = lido('BOP A Coruña', '2031-05-05', 'Lista provisional de admitidos no proceso de persoal laboral fixo (catro prazas)', org, 'Apróbase a lista provisional de admitidos e excluídos.');
    const exame = lido('BOP A Coruña', '2031-06-09', 'Data da proba práctica. Condutor/a de camión', org, 'A proba práctica do posto de condutor/a de camión será o 20 de xuño.');
    const proposta = lido('BOP A Coruña', '2031-09-08', 'Proposta de contratación. Operario/a de limpeza viaria', org, 'O tribunal propón a contratación como persoal laboral fixo, no posto de operario/a de limpeza viaria, de tres persoas.');
    const g = agrupar([b, lista, exame, proposta]);
    expect(xunto(g, proposta)).toEqual(ids(b, lista, exame, proposta));
  });
  it('negative: a post the call does not list is another process (gl)', () => {
    const b = bases();
    const outro = lido('BOP A Coruña', '2031-06-09', 'Proposta de contratación. Socorrista', org, 'O tribunal propón a contratación como persoal laboral temporal, no posto de socorrista, de dúas persoas.');
    const g = agrupar([b, outro]);
    expect(xunto(g, outro)).toEqual(ids(outro));
  });
});

describe('a title abbreviating the service its post belongs to', () => {
  it('"cabo del SEIS" is the cabo del Servicio de Extinción de Incendios of the call (es)', () => {
    const org = 'FERROL';
    const bases = lido('BOP A Coruña', '2031-03-03', 'BASES PARA LA PROVISIÓN DE DOS PLAZAS DE CABO DEL SERVICIO DE EXTINCIÓN DE INCENDIOS, POR PROMOCIÓN INTERNA', org,
      'Se aprueban las bases del concurso-oposición por promoción interna de dos plazas de cabo del Servicio de Extinción de Incendios.');
    const lista = lido('BOP A Coruña', '2031-05-14', 'LISTA PROVISIONAL DE ADMITIDOS. CABO DEL SEIS', org,
      'Se aprueba la lista provisional de admitidos en el concurso-oposición por promoción interna de dos plazas de cabo del Servicio de Extinción de Incendios.');
    const g = agrupar([bases, lista]);
    expect(xunto(g, lista)).toEqual(ids(bases, lista));
  });
  it('the same in Galician: "cabo do SEIS" (gl)', () => {
    const org = 'Concello de Exemplo';
    const bases = lido('BOP Lugo', '2031-03-03', 'BASES DE DÚAS PRAZAS DE CABO DO SERVIZO DE EXTINCIÓN DE INCENDIOS E SALVAMENTO, QUENDA DE PROMOCIÓN INTERNA', org,
      'Apróbanse as bases do concurso-oposición por promoción interna de dúas prazas de cabo do Servizo de Extinción de Incendios e Salvamento.');
    const lista = lido('BOP Lugo', '2031-05-14', 'LISTA PROVISIONAL DE ADMITIDOS. CABO DO SEIS', org,
      'Apróbase a lista provisional de admitidos no concurso-oposición de dúas prazas de cabo do Servizo de Extinción de Incendios e Salvamento.');
    const g = agrupar([bases, lista]);
    expect(xunto(g, lista)).toEqual(ids(bases, lista));
  });
  it('negative: a word that is no abbreviation of the service names another post (es)', () => {
    const org = 'FERROL';
    const bases = lido('BOP A Coruña', '2031-03-03', 'BASES PARA LA PROVISIÓN DE DOS PLAZAS DE CABO DEL SERVICIO DE EXTINCIÓN DE INCENDIOS, POR PROMOCIÓN INTERNA', org,
      'Se aprueban las bases del concurso-oposición por promoción interna de dos plazas de cabo del Servicio de Extinción de Incendios.');
    const lista = lido('BOP A Coruña', '2031-05-14', 'LISTA PROVISIONAL DE ADMITIDOS. CABO DE OBRAS', org,
      'Se aprueba la lista provisional de admitidos en el proceso de una plaza de cabo de obras.');
    const g = agrupar([bases, lista]);
    expect(xunto(g, lista)).toEqual(ids(lista));
  });
});
