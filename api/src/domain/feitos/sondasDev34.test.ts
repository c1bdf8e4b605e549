import { lectorDeProba } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording dev34 showed at its first run (issue 22, thirty-eighth pass), each in
 * Galician and Spanish, with probes where the fix must not fire.
 */
const ler = lectorDeProba('2076-03-02', 'BOP A Coruña');

describe('dev34 classes: a table whose total is more than its turn columns keeps the total', () => {
  it.each([
    ['gl', 'PRIMEIRA.- Obxecto\nÉ obxecto destas bases a provisión, como persoal funcionario de carreira e polo sistema de oposición, das prazas que se indican:\n| Denominación | Subgrupo | Quenda libre | Mobilidade | Total |\n| Bombeiro/a-condutor/a | C1 | 2 | 1 | 3 |\nAs prazas da quenda de mobilidade que queden desertas acumularanse á quenda libre.',
      { total: 3, libre: 2 }],
    ['es', 'PRIMERA.- Objeto\nEs objeto de las presentes bases la provisión, como personal funcionario de carrera, de las plazas que se indican:\n| Denominación | Subgrupo | Turno libre | Movilidad | Total de plazas |\n| Agente de la Policía Local | C1 | 5 | 2 | 7 |',
      { total: 7, libre: 5 }],
    // negatives: a total equal to its turns; a table with no total column
    ['gl, total equal to the turns', 'PRIMEIRA.- Obxecto\nÉ obxecto destas bases a provisión das prazas que se indican:\n| Denominación | Subgrupo | Quenda libre | Promoción interna | Total |\n| Administrativo/a | C1 | 2 | 1 | 3 |',
      { total: 3, libre: 2, promocionInterna: 1 }],
    ['es, total equal to the free turn', 'PRIMERA.- Objeto\nEs objeto de las presentes bases la provisión de las plazas que se indican:\n| Denominación | Subgrupo | Turno libre | Total |\n| Bombero/a | C1 | 3 | 3 |',
      { total: 3, libre: 3 }],
  ])('%s', (_, texto, esperado) => {
    expect(ler(texto).prazas?.valor).toEqual(esperado);
  });
});

describe('dev34 classes: the list of those who passed is no pool, and leaves "en propiedade" the type', () => {
  it.each([
    ['gl', '1. OBXECTO\nÉ obxecto desta convocatoria a provisión en propiedade, mediante oposición libre, de dúas prazas de conserxe, vacantes no cadro de persoal funcionario, e as vacantes que se produzan ata a publicación da lista de aprobados.',
      'funcionario_carreira'],
    ['es', '1. OBJETO\nEs objeto de esta convocatoria la provisión en propiedad, mediante oposición libre, de dos plazas de conserje, vacantes en la plantilla de personal funcionario, y las vacantes que se produzcan hasta la publicación de la lista de personas aprobadas.',
      'funcionario_carreira'],
    // negative: a pool formed after the call from that list is still a later pool (its interim type not the call's)
    ['gl, a pool formed from the list', '1. OBXECTO\nÉ obxecto desta convocatoria a provisión en propiedade dunha praza de conserxe.\nCoa lista de aprobados sen praza formarase unha bolsa de emprego para o nomeamento de persoal funcionario interino.',
      'funcionario_carreira'],
    ['es, a pool formed from the list', '1. OBJETO\nEs objeto de esta convocatoria la provisión en propiedad de una plaza de conserje.\nCon la lista de aprobados sin plaza se formará una bolsa de empleo para el nombramiento de personal funcionario interino.',
      'funcionario_carreira'],
  ])('%s', (_, texto, esperado) => {
    expect(ler(texto).tipoPersoal?.valor).toEqual(esperado);
  });
});

describe('dev34 classes: the merits as another item of the list beside the Galician test', () => {
  it.each([
    ['gl', 'TERCEIRA.- EXERCICIOS\nUn exercicio práctico, a valoración de méritos e unha proba de coñecemento da lingua galega para quen non acredite o Celga 2.',
      { requisito: 'exame' }],
    ['es', 'TERCERA.- EJERCICIOS\nUn ejercicio práctico, la valoración de méritos y una prueba de conocimiento de la lengua gallega para quien no acredite el Celga 2.',
      { requisito: 'exame' }],
    // negatives: the Galician test scored as a merit stays a merit (nothing read)
    ['gl, a merit', 'Méritos: cursos de formación e a superación de probas de lingua galega (0,5 puntos).', undefined],
    ['es, a merit', 'Méritos: se valorará la superación de pruebas de lengua gallega con 0,5 puntos.', undefined],
  ])('%s', (_, texto, esperado) => {
    expect(ler(texto).galego?.valor).toEqual(esperado);
  });
});

describe('dev34 classes: interim civil servants appointed to a corps with a scale, and a scale named after its members', () => {
  const lerDog = lectorDeProba('2076-09-15', 'DOG');
  it.each([
    ['gl, interims of a corps', 'Primeiro. Convocar un proceso selectivo para o nomeamento de catro funcionarios/as interinos/as por programa, do corpo facultativo superior da Xunta de Galicia, subgrupo A1, escala de ciencias.',
      'Escala de ciencias'],
    ['es, interims of a corps', 'Primero. Convocar un proceso selectivo para el nombramiento de cuatro funcionarios/as interinos/as por programa, del cuerpo facultativo superior de la Xunta de Galicia, subgrupo A1, escala de ciencias.',
      'Escala de ciencias'],
    ['gl, a scale of several words named after its members', 'I.1. Convócase proceso selectivo para cubrir dez prazas do corpo de xestión da Xunta de Galicia, subgrupo A2, escala de enxeñeiros técnicos agrícolas.',
      'Escala de enxeñeiros técnicos agrícolas'],
    ['es, a scale of several words named after its members', 'I.1. Se convoca proceso selectivo para cubrir diez plazas del cuerpo de gestión de la Xunta de Galicia, subgrupo A2, escala de técnicos auxiliares de informática.',
      'Escala de técnicos auxiliares de informática'],
    // negatives: a scale of one word of its members is the person's title; interims of no corps name no post by it
    ['gl, one word', 'I.1. Convócase proceso selectivo para cubrir cinco prazas do corpo superior da Administración da Xunta de Galicia, subgrupo A1, escala de letrados.',
      'Letrado da Xunta de Galicia'],
    ['es, interims of no corps', 'Se convoca el proceso para el nombramiento de dos funcionarios interinos de este Ayuntamiento para la ejecución del programa.',
      undefined],
  ])('%s', (_, texto, esperado) => {
    expect(lerDog(texto).posto?.valor.nome).toEqual(esperado);
  });
});
