import { lectorDeProba } from '../test/feitos.js';

/**
 * Probes of the thirty-ninth pass (issue 22): the classes of the facts misses of `textos-dev33` at its first run, in our
 * own wording, Galician and Spanish, with near-misses that must stay as they were (docs/facts.md, "Thirty-ninth pass"):
 * - results that end the process with a proposal to hire or appoint count the place they name with its article, though
 *   the proposal is in another sentence ("…a cobertura da praza de electricista…. O tribunal propón a contratación…");
 * - "das catro prazas de X" in a sentence that appoints to them is the count the appointment fills, not a share;
 * - a later step's card count, "Número de prazas: dúas", is a count of the places it fills (bolsa false).
 */
const ler = lectorDeProba('2026-11-30', 'BOP A Coruña');

describe('thirty-ninth pass: the place of results that propose a hiring', () => {
  it.each([
    ['gl, proposal in the next sentence (failed before)', 'Rematado o proceso selectivo para a cobertura, mediante concurso-oposición, da praza de fontaneiro/a, persoal laboral fixo, o tribunal cualificador fai pública a relación de aprobados por orde de puntuación.\nO tribunal propón á Alcaldía a contratación como persoal laboral fixo de D. Mario Souto.', { total: 1 }],
    ['es, proposal in the next sentence (failed before)', 'Finalizado el proceso selectivo para la cobertura, mediante concurso-oposición, de la plaza de fontanero/a, personal laboral fijo, el tribunal calificador hace pública la relación de aprobados por orden de puntuación.\nEl tribunal eleva a la Alcaldía propuesta de nombramiento a favor de D. Mario Souto.', { total: 1 }],
    ['gl, "proposta de nomeamento" named apart (failed before)', 'O tribunal do proceso selectivo da praza de arquivista publica a relación de aprobados. Proposta de nomeamento: dona Inés Calvo.', { total: 1 }],
    // negatives: results that name their process by the place and propose no one count none
    ['gl, results without a proposal', 'Rematado o proceso selectivo para a cobertura da praza de fontaneiro/a, o tribunal fai pública a relación de aprobados por orde de puntuación.', undefined],
    ['es, provisional marks without a proposal', 'El tribunal del proceso selectivo de la plaza de fontanero/a hace públicas las calificaciones provisionales del primer ejercicio.', undefined],
    // …nor do results drawn from a pool that exists already
    ['gl, a proposal drawn from the pool', 'En aplicación da bolsa de emprego aprobada o 3 de marzo, o tribunal propón a contratación para a praza de fontaneiro/a de D. Mario Souto.', undefined],
  ])('%s', (_, texto, esperado) => {
    expect(ler(texto, 'resultados').prazas?.valor).toEqual(esperado);
  });
});

describe('thirty-ninth pass: "das N prazas" an appointment fills', () => {
  it.each([
    ['gl, "nomeáronse…, das catro prazas de" (failed before)', 'Por Resolución da Alcaldía do 2 de xullo de 2026, logo do proceso selectivo, nomeáronse funcionarios/as interinos/as, para o programa de verán, das tres prazas de socorrista, subgrupo C2, as seguintes persoas: Ana Vila, Xián Rei e Noa Paz.', { total: 3 }],
    ['es, "se nombra…, de las tres plazas de" (failed before)', 'Por Resolución de la Alcaldía de 2 de julio de 2026, tras el proceso selectivo, se nombra personal funcionario interino, para el programa de verano, de las tres plazas de socorrista, subgrupo C2, a las siguientes personas: Ana Vila, Xián Rei y Noa Paz.', { total: 3 }],
    // negatives: a share of a whole stays a share
    ['gl, "unha das dúas prazas" is no total', 'Por Resolución da Alcaldía do 2 de xullo de 2026 nomeouse funcionaria interina a dona Ana Vila para unha das dúas prazas de socorrista.', undefined],
    ['es, "cada una de las dos plazas" is no total', 'Por Resolución de la Alcaldía de 2 de julio de 2026 se nombra personal interino para cubrir cada una de las dos plazas de socorrista.', undefined],
  ])('%s', (_, texto, esperado) => {
    expect(ler(texto, 'nomeamento').prazas?.valor).toEqual(esperado);
  });
});

describe('thirty-ninth pass: a card count makes a later step\'s bolsa false', () => {
  it.each([
    ['gl, a correction\'s "Número de prazas: dúas" (failed before)', 'Advertido un erro nas bases para a provisión de prazas de conserxe, corríxese a base primeira:\nOnde di: "Número de prazas: unha".\nDebe dicir: "Número de prazas: dúas".', 'correccion', false],
    ['es, an admitted list\'s "Plazas convocadas: tres" (failed before)', 'Se aprueba la lista provisional de admitidos y excluidos del proceso selectivo de conserje. Plazas convocadas: tres, turno libre.', 'admitidos', false],
    // negatives: a step naming interim hiring or a pool stays without a value
  ])('%s', (_, texto, tipo, esperado) => {
    expect(ler(texto, tipo).bolsa?.valor).toBe(esperado);
  });
  // negatives: a step naming interim hiring or a pool is never false for its count
  it.each([
    ['gl, an interim list\'s count', 'Apróbase a lista provisional de admitidos para o nomeamento interino de conserxe. Número de prazas: dúas.'],
    ['es, a pool\'s list', 'Se aprueba la lista provisional de la bolsa de empleo de conserje. Plazas: dos.'],
  ])('%s', (_, texto) => {
    expect(ler(texto, 'admitidos').bolsa?.valor).not.toBe(false);
  });
});
