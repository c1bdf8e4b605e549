import { lectorDeProba, lista } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording dev16 showed at its first run (issue 22, nineteenth pass), each in
 * Galician and Spanish, with probes where the fix must not fire.
 */
const ler = lectorDeProba('2040-05-10', 'BOP Pontevedra');

describe('dev16 classes: the posts of a list and their groups', () => {
  it('an item placed only in a subscale of administración xeral takes the group the law gives it (es, gl)', () => {
    const es = ler('Se han publicado las bases para proveer, como personal funcionario de carrera, las siguientes plazas:\nUna plaza de Técnico/a de Administración General, perteneciente a la escala de Administración General, subescala Técnica, en turno libre.\nUna plaza de Conserje, perteneciente a la escala de Administración General, subescala Subalterna, en turno libre.', 'extracto_convocatoria');
    const gl = ler('Convócanse as seguintes prazas:\nDúas prazas de Administrativo/a, escala de administración xeral, subescala administrativa.\nUnha praza de Auxiliar administrativo/a, escala de administración xeral, subescala auxiliar.');
    expect(lista(es)).toEqual(['Técnico/a de Administración General|1|A1', 'Conserje|1|AP']);
    expect(lista(gl)).toEqual(['Administrativo/a|2|C1', 'Auxiliar administrativo/a|1|C2']);
  });
  it('negative: a subscale of administración especial gives no group by itself (gl)', () => {
    const gl = ler('Convócanse as seguintes prazas:\nUnha praza de Arquitecto/a, escala de administración especial, subescala técnica.\nUnha praza de Enxeñeiro/a, escala de administración especial, subescala técnica.');
    expect(lista(gl)).toEqual(['Arquitecto/a|1|', 'Enxeñeiro/a|1|']);
  });
  it('a list announced after a long lead-in (the subsidy, the order, the dates) is still read (es, gl)', () => {
    const es = ler('PRIMERA.- OBJETO\nEs objeto de las presentes bases la selección, mediante concurso-oposición, del siguiente personal laboral temporal para la brigada municipal de prevención y defensa contra incendios forestales, financiada con cargo a la subvención de la Consellería do Medio Rural (Orden de 2 de marzo de 2040, DOG n.º 47), con una duración de cuatro meses (de 1 de julio a 31 de octubre de 2040):\n- Jefe/a de brigada: una plaza, asimilada al subgrupo C2.\n- Peón/a forestal: cuatro plazas, agrupaciones profesionales.');
    const gl = ler('PRIMEIRA.- OBXECTO\nÉ obxecto destas bases a selección, mediante concurso-oposición, do seguinte persoal laboral temporal para o servizo municipal de socorrismo e salvamento nas praias do concello durante a tempada de verán, financiado con cargo á subvención da Consellería de Política Social (Orde do 12 de febreiro de 2040, DOG n.º 33), cunha duración de tres meses (do 15 de xuño ao 15 de setembro de 2040):\n- Coordinador/a de socorrismo: unha praza, asimilada ao subgrupo C1.\n- Socorrista: oito prazas, asimiladas ao subgrupo C2.');
    expect(lista(es)).toEqual(['Jefe/a de brigada|1|C2', 'Peón/a forestal|4|AP']);
    expect(lista(gl)).toEqual(['Coordinador/a de socorrismo|1|C1', 'Socorrista|8|C2']);
  });
});

describe('dev16 classes: the Galician requirement', () => {
  it('"no se exige … como requisito; el CELGA se valorará como mérito" is no requirement (es, gl)', () => {
    const es = ler('SEGUNDA.- REQUISITOS\nNo se exige el conocimiento de la lengua gallega como requisito; el CELGA se valorará como mérito conforme a la base sexta.');
    const gl = ler('SEGUNDA.- REQUISITOS\nNon se esixe o coñecemento da lingua galega como requisito; o Celga valorarase como mérito segundo a base sexta.');
    expect(es.galego?.valor).toEqual({ requisito: 'ningun' });
    expect(gl.galego?.valor).toEqual({ requisito: 'ningun' });
  });
  it('negative: a Celga only as a merit states no requirement (gl)', () => {
    const gl = ler('SEXTA.- MÉRITOS\nO Celga 4 valorarase con 0,5 puntos.');
    expect(gl.galego).toBeUndefined();
  });
});

describe('dev16 classes: where a post\'s name ends, and how it is printed', () => {
  it('a title that adds a second act ends the post there (gl, es)', () => {
    const gl = ler('Advertidos erros nas bases, corríxense.', 'correccion', 'Corrección de erros nas bases do proceso selectivo para a provisión dunha praza de auxiliar de biblioteca e apertura dun novo prazo de presentación de solicitudes');
    const es = ler('Se aprueban las listas definitivas.', 'admitidos', 'Resolución por la que se aprueban las listas definitivas de admitidos en el proceso selectivo para la provisión de una plaza de conserje y se fija la fecha del primer ejercicio');
    expect(gl.posto?.valor.nome).toBe('Auxiliar de biblioteca');
    expect(es.posto?.valor.nome).toBe('Conserje');
  });
  it('the post named for both genders in the call, not the appointee\'s "denominación" (es, gl)', () => {
    const es = ler('A propuesta del tribunal del proceso selectivo convocado para la provisión en propiedad de una plaza de Arquitecto/a Técnico/a por concurso-oposición libre, ha sido nombrada funcionaria de carrera, subgrupo A2, denominación Arquitecta Técnica, doña Ana Souto Rial.', 'nomeamento');
    const gl = ler('Á proposta do tribunal do proceso selectivo convocado para a provisión dunha praza de Técnico/a de Xuventude, foi nomeada funcionaria de carreira, coa denominación Técnica de Xuventude, dona Uxía Pena Vilar.', 'nomeamento');
    expect(es.posto?.valor.nome).toBe('Arquitecto/a Técnico/a');
    expect(gl.posto?.valor.nome).toBe('Técnico/a de Xuventude');
  });
  it('negative: a pool\'s plural made singular is not printed so; the appointee\'s own post stays (gl)', () => {
    const gl = ler('De conformidade coa bolsa de emprego de auxiliares administrativos/as constituída por Resolución do 3 de maio, nomeouse a dona María Gómez funcionaria interina, auxiliar administrativa, subgrupo C2.', 'nomeamento', 'Nomeamento de funcionaria interina, auxiliar administrativa');
    expect(gl.posto?.valor.nome).toBe('Auxiliar administrativa');
  });
});

describe('dev16 classes: places, staff type and pool', () => {
  it('"Do total de prazas resérvanse cinco… : tres da quenda libre e dúas da de promoción interna" is inside the total (gl, es)', () => {
    const gl = ler('I.1.1. Convócase proceso selectivo para cubrir sesenta (60) prazas do corpo de xestión, das cales corenta (40) corresponden á quenda de acceso libre e vinte (20) á quenda de promoción interna.\nI.1.2. Do total de prazas resérvanse cinco (5) para persoas con discapacidade cun grao igual ou superior ao 33 %: tres (3) da quenda de acceso libre e dúas (2) da de promoción interna.');
    const es = ler('1.1. Se convoca proceso selectivo para cubrir treinta plazas, de las cuales veinte corresponden al turno libre y diez al turno de promoción interna.\n1.2. Del total de plazas se reservan tres para personas con discapacidad: dos del turno libre y una del turno de promoción interna.');
    expect(gl.prazas?.valor).toEqual({ total: 60, libre: 40, promocionInterna: 20, discapacidade: 5 });
    expect(es.prazas?.valor).toEqual({ total: 30, libre: 20, promocionInterna: 10, discapacidade: 3 });
  });
  it('an appointment that recalls its call ("convocouse… pola quenda de acceso libre… (catorce prazas)") gives its places and no pool (gl)', () => {
    const gl = ler('Por Orde do 14 de febreiro de 2040 convocouse o proceso selectivo para o ingreso, pola quenda de acceso libre e polo sistema de oposición, no corpo de axudantes facultativos da Xunta de Galicia, subgrupo C1 (catorce prazas).\nPrimeiro. Nomear persoal funcionario de carreira as persoas aspirantes que se relacionan no anexo.', 'nomeamento');
    expect(gl.prazas?.valor).toEqual({ total: 14, libre: 14 });
    expect(gl.bolsa?.valor).toBe(false);
  });
  it('"vacantes no cadro de persoal funcionario" are posts of career civil servants (gl, es)', () => {
    const gl = ler('1. Obxecto\nConvócanse catro prazas de axente da Policía Local, subgrupo C1, vacantes no cadro de persoal funcionario, pola quenda libre.');
    const es = ler('1. Objeto\nSe convocan dos plazas de oficial de la Policía Local, subgrupo C1, vacantes en la plantilla de personal funcionario, por promoción interna.');
    expect(gl.tipoPersoal?.valor).toBe('funcionario_carreira');
    expect(es.tipoPersoal?.valor).toBe('funcionario_carreira');
  });
  it('negative: covering such a vacancy interim is interim (gl)', () => {
    const gl = ler('1. Obxecto\nÉ obxecto destas bases cubrir interinamente unha praza de arquitecto/a vacante no cadro de persoal funcionario ata a súa provisión definitiva.');
    expect(gl.tipoPersoal?.valor).toBe('funcionario_interino');
  });
});

describe('dev16 classes: a present degree or its older equivalent', () => {
  it('"Grao en Enxeñaría Civil ou enxeñeiro/a técnico/a de obras públicas" names the title with its older equivalent (gl, es)', () => {
    const gl = ler('Requisitos: a) Estar en posesión do título de Grao en Enxeñaría Civil ou enxeñeiro/a técnico/a de obras públicas.');
    const es = ler('Requisitos: Estar en posesión del título de Grado en Ingeniería Eléctrica o Ingeniero/a Técnico/a Industrial, especialidad en Electricidad, o en condiciones de obtenerlo.');
    expect(gl.titulacion?.valor).toEqual({ nivel: 'grao', nome: 'Grao en Enxeñaría Civil ou enxeñeiro/a técnico/a de obras públicas' });
    expect(es.titulacion?.valor).toEqual({ nivel: 'grao', nome: 'Grado en Ingeniería Eléctrica o Ingeniero/a Técnico/a Industrial, especialidad en Electricidad' });
  });
  it('"Grao ou licenciatura en Psicoloxía" keeps both (gl)', () => {
    expect(ler('Requisitos: c) Estar en posesión do título de Grao ou licenciatura en Psicoloxía.').titulacion?.valor).toEqual({ nivel: 'grao', nome: 'Grao ou licenciatura en Psicoloxía' });
  });
  it('negative: two present degrees of different fields name none (gl)', () => {
    expect(ler('Requisitos: Estar en posesión do título de Grao en Enxeñaría Civil ou Grao en Arquitectura Técnica.').titulacion?.valor).toEqual({ nivel: 'grao' });
  });
});
