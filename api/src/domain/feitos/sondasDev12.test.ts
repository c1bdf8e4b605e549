import { lerFeitos } from './index.js';

/**
 * Probes of our own for the classes of wording the held-out dev12 showed at its first run (issue 22, fifteenth pass),
 * each in Galician and Spanish, with probes where the fix must not fire.
 */
const ler = (texto: string, tipo = 'convocatoria_bases', titulo = '') => lerFeitos(texto, { bop: 'BOP Ourense', titulo, tipo, fecha: '2033-05-04' });

describe('dev12 classes (fifteenth pass): a table of marks whose columns are the phases', () => {
  it('is no second and third system beside the one stated (gl, es)', () => {
    const gl = 'Rematado o proceso selectivo para cubrir, como persoal funcionario de carreira, unha praza de arquitecto/a, subgrupo A1, polo sistema de concurso-oposición, o tribunal fai públicas as puntuacións:\nApelidos e nome / DNI / Oposición / Concurso / Total\nLema Vilar, Uxía / ***5521** / 18,20 / 3,00 / 21,20';
    const es = 'Concluido el proceso selectivo para cubrir una plaza de arquitecto/a, subgrupo A1, mediante el sistema de concurso-oposición, el tribunal publica las puntuaciones:\nApellidos y nombre / DNI / Oposición / Concurso / Puntuación total\nLema Vilar, Uxía / ***5521** / 18,20 / 3,00 / 21,20';
    expect(ler(gl, 'resultados').sistema?.valor).toBe('concurso-oposicion');
    expect(ler(es, 'resultados').sistema?.valor).toBe('concurso-oposicion');
  });
  it('two systems stated by turn still leave none (gl, es)', () => {
    expect(ler('Convócanse tres prazas de administrativo/a, subgrupo C1: dúas por oposición para a quenda libre e unha por concurso-oposición para a quenda de promoción interna.').sistema).toBeUndefined();
    expect(ler('Se convocan tres plazas de administrativo/a, subgrupo C1: dos por oposición para el turno libre y una por concurso-oposición para el turno de promoción interna.').sistema).toBeUndefined();
  });
});

describe('dev12 classes (fifteenth pass): a step that appoints to "the place of…"', () => {
  it('"na praza de", "en la plaza de": a process of permanent posts (gl, es)', () => {
    expect(ler('Por Resolución da Alcaldía do 3 de maio de 2033 nomeouse funcionaria de carreira na praza de arquitecta técnica a dona Sabela Rial Outeiro, que tomou posesión o día 4.', 'nomeamento').bolsa?.valor).toBe(false);
    expect(ler('Por Decreto de la Alcaldía de 3 de mayo de 2033 se nombra funcionaria de carrera en la plaza de arquitecta técnica a doña Sabela Rial Outeiro.', 'nomeamento').bolsa?.valor).toBe(false);
  });
  it('an interim appointed to the place says nothing of a pool (gl, es)', () => {
    expect(ler('Por Resolución do 3 de maio de 2033 nomeouse funcionario interino na praza de enxeñeiro/a técnico/a a don Brais Outeiro Lago.', 'nomeamento').bolsa).toBeUndefined();
    expect(ler('Por Decreto de 3 de mayo de 2033 se nombra funcionario interino en la plaza de ingeniero/a técnico/a a don Brais Outeiro Lago.', 'nomeamento').bolsa).toBeUndefined();
  });
});

describe('dev12 classes (fifteenth pass): fees that differ by post in a call of several', () => {
  const gl = (taxa: string) => `Convócanse as seguintes prazas de persoal funcionario de carreira polo sistema de oposición:\n- Dúas prazas de arquitecto/a técnico/a, subgrupo A2.\n- Tres prazas de auxiliar administrativo/a, subgrupo C2.\n${taxa}`;
  const es = (tasa: string) => `Se convocan las siguientes plazas de personal funcionario de carrera por el sistema de oposición:\n- Dos plazas de arquitecto/a técnico/a, subgrupo A2.\n- Tres plazas de auxiliar administrativo/a, subgrupo C2.\n${tasa}`;
  it('give the call no single fee (gl, es)', () => {
    expect(ler(gl('Dereitos de exame: 28 euros para as prazas de arquitecto/a técnico/a e 12 euros para as de auxiliar.')).taxa).toBeUndefined();
    expect(ler(es('Derechos de examen: 28 euros (subgrupo A2) y 12 euros (subgrupo C2).')).taxa).toBeUndefined();
  });
  it('one fee for every post is the call\'s (gl, es)', () => {
    expect(ler(gl('A taxa por dereitos de exame é de 18 euros para todas as prazas.')).taxa?.valor).toBe(18);
    expect(ler(es('La tasa por derechos de examen es de 18 euros para todas las plazas.')).taxa?.valor).toBe(18);
  });
  it('one fee with a reduction is still the call\'s (gl, es)', () => {
    expect(ler(gl('A taxa por dereitos de exame é de 18 euros; as persoas desempregadas aboarán unha taxa reducida de 9 euros.')).taxa?.valor).toBe(18);
    expect(ler(es('La tasa por derechos de examen es de 18 euros; las personas desempleadas abonarán una tasa reducida de 9 euros.')).taxa?.valor).toBe(18);
  });
  it('a call of one post keeps its fee from a table by group, the group printed after each amount (gl, es)', () => {
    expect(ler('Convócase unha praza de arquitecto/a técnico/a, subgrupo A2, polo sistema de oposición.\nTaxa: 28 euros (subgrupo A2), 12 euros (subgrupo C2).').taxa?.valor).toBe(28);
    expect(ler('Se convoca una plaza de auxiliar administrativo/a, subgrupo C2, por el sistema de oposición.\nTasa: 28 euros (A2), 12 euros (C2).').taxa?.valor).toBe(12);
  });
});

describe('dev12 classes (fifteenth pass): a degree named in a reason for exclusion', () => {
  it('is no requirement stated by the step (gl, es)', () => {
    const gl = 'Apróbase a lista provisional de persoas admitidas e excluídas no proceso selectivo dunha praza de mestre/a de educación infantil.\nExcluídos: Souto Iglesias, Martiño (***2231**). Motivo da exclusión: non presentar copia do título de Grao en Mestre en Educación Infantil.';
    const es = 'Se aprueba la lista provisional de personas admitidas y excluidas del proceso selectivo de una plaza de trabajador/a social.\nExcluidos: Souto Iglesias, Martín (***2231**). Causa: no aportar el título de Grado en Trabajo Social o Diplomatura en Trabajo Social.';
    expect(ler(gl, 'admitidos').titulacion).toBeUndefined();
    expect(ler(es, 'admitidos').titulacion).toBeUndefined();
  });
  it('the bases\' requirement, beside "the causes of exclusion", is still read (gl, es)', () => {
    expect(ler('Requisitos: a) estar en posesión do título de bacharel ou técnico; b) non estar incurso/a en ningunha das causas de exclusión.').titulacion?.valor.nivel).toBe('bacharelato_tecnico');
    expect(ler('Requisitos: a) estar en posesión del título de Bachiller o Técnico; b) no estar incurso/a en ninguna de las causas de exclusión.').titulacion?.valor.nivel).toBe('bacharelato_tecnico');
  });
});

describe('dev12 classes (fifteenth pass): each post\'s count printed after its name', () => {
  it('is read for every item of the list (gl, es)', () => {
    const gl = 'Convócanse probas selectivas para o ingreso nas seguintes escalas de persoal funcionario, polo sistema de concurso-oposición:\na) Escala de axudantes de arquivos (subgrupo A2): tres prazas.\nb) Escala auxiliar (subgrupo C2): cinco prazas, das cales unha se reserva para persoas con discapacidade.';
    const es = 'Se convocan pruebas selectivas para el ingreso en las siguientes escalas de personal funcionario, por el sistema de concurso-oposición:\na) Escala de ayudantes de archivos (subgrupo A2): tres plazas.\nb) Escala auxiliar (subgrupo C2): cinco plazas, de las cuales una se reserva para personas con discapacidad.';
    for (const t of [gl, es]) {
      const p = ler(t).postos?.valor ?? [];
      expect(p.map((x) => [x.prazas, x.grupo, x.quenda])).toEqual([[3, 'A2', undefined], [5, 'C2', undefined]]);
    }
  });
  it('a count before the name still wins (gl)', () => {
    const p = ler('Convócanse as seguintes prazas de persoal laboral fixo polo sistema de concurso-oposición:\n- Dúas prazas de peón/peoa, agrupacións profesionais.\n- Unha praza de oficial/a de primeira, subgrupo C2.').postos?.valor ?? [];
    expect(p.map((x) => x.prazas)).toEqual([2, 1]);
  });
});

describe('dev12 classes (fifteenth pass): where a post name ends', () => {
  it('"dependentes de…", "dependientes de…" after the category ends it (gl, es)', () => {
    expect(ler('Convócase concurso-oposición para o acceso a prazas de persoal estatutario fixo da categoría de celador/a dependentes da Consellería de Sanidade.').posto?.valor.nome).toBe('Celador/a');
    expect(ler('Se convoca concurso-oposición para el acceso a plazas de la categoría de técnico/a de gestión dependientes de la Consejería de Hacienda.').posto?.valor.nome).toBe('Técnico/a de gestión');
  });
  it('the dependent persons a post cares for stay in its name (gl, es)', () => {
    expect(ler('Convócase unha praza de coidador/a de persoas dependentes do centro de día, persoal laboral temporal.').posto?.valor.nome).toMatch(/^Coidador\/a de persoas dependentes/);
    expect(ler('Se convoca una plaza de cuidador/a de personas dependientes del centro de día, personal laboral temporal.').posto?.valor.nome).toMatch(/^Cuidador\/a de personas dependientes/);
  });
});

describe('dev12 classes (fifteenth pass): a body named "galego"', () => {
  it('is no exam of Galician, nor is the year of an offer an exercise (gl, es)', () => {
    expect(ler('De acordo coa oferta de emprego público do exercicio 2033 para as categorías de persoal estatutario do Servizo Galego de Saúde, convócase concurso-oposición para a categoría de celador/a.').galego).toBeUndefined();
    expect(ler('De acuerdo con la oferta de empleo público del ejercicio 2033 para las categorías de personal estatutario del Servicio Gallego de Salud, se convoca concurso-oposición para la categoría de celador/a.').galego).toBeUndefined();
  });
  it('an exam of Galician beside such a body is still read (gl, es)', () => {
    expect(ler('Os aspirantes do Servizo Galego de Saúde realizarán un exercicio de coñecemento da lingua galega, agás os que acrediten o Celga 4.').galego?.valor).toEqual({ requisito: 'exame' });
    expect(ler('Los aspirantes del Servicio Gallego de Salud realizarán un ejercicio de conocimiento de la lengua gallega, salvo quienes acrediten el Celga 4.').galego?.valor).toEqual({ requisito: 'exame' });
  });
});
