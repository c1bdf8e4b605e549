import { lectorDeProba } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording dev32 showed at its first run (issue 22, thirty-fifth pass), each in
 * Galician and Spanish, with probes where the fix must not fire.
 */
const ler = lectorDeProba('2072-02-26', 'DOG');

describe('dev32 classes: a reservation counted inside the free turn just counted is not added to the total', () => {
  it.each([
    ['gl', 'Esta dirección xeral resolve convocar concurso-oposición para cubrir, en réxime de persoal estatutario fixo, 30 prazas da categoría de técnico/a en farmacia (subgrupo C1), das cales 26 corresponden á quenda libre, con dúas delas reservadas a persoas con discapacidade, e 4 á quenda de promoción interna.',
      { total: 30, libre: 26, promocionInterna: 4, discapacidade: 2 }],
    ['es', 'Esta dirección general resuelve convocar concurso-oposición para cubrir, en régimen de personal estatutario fijo, 30 plazas de la categoría de técnico/a en farmacia (subgrupo C1), de las cuales 26 corresponden al turno libre, con dos de ellas reservadas a personas con discapacidad, y 4 al turno de promoción interna.',
      { total: 30, libre: 26, promocionInterna: 4, discapacidade: 2 }],
    // negatives: a part of the total (not of a turn) leaves the rest free; a reservation said apart is added
    ['gl, a part of the total', 'Convócanse dúas prazas de conserxe, unha delas reservada a persoas con discapacidade, polo sistema de oposición libre.',
      { total: 2, libre: 1, discapacidade: 1 }],
    ['gl, a reservation said apart', 'Convócanse 30 prazas de técnico/a: 26 pola quenda libre e 4 pola quenda de promoción interna. Ademais, resérvanse dúas prazas para persoas con discapacidade.',
      { total: 32, libre: 26, promocionInterna: 4, discapacidade: 2 }],
  ])('%s', (_, texto, esperado) => {
    expect(ler(texto).prazas?.valor).toEqual(esperado);
  });
});

describe('dev32 classes: a "non se esixe" of another clause does not rule Galician out', () => {
  it.each([
    ['gl', 'Requisitos: non se esixe estar en posesión de titulación ningunha; Celga 2 ou equivalente, ou superar a proba de galego que se realizará no mesmo día que a proba tipo test.', { requisito: 'exame' }],
    ['es', 'Requisitos: no se exige estar en posesión de titulación alguna; Celga 2 o equivalente, o superar la prueba de gallego que se realizará el mismo día que la prueba tipo test.', { requisito: 'exame' }],
    // negatives: the language ruled out in its own clause, or in a sentence of one clause
    ['gl, its own clause', 'Requisitos: non se esixe titulación; non se esixe o coñecemento da lingua galega.', { requisito: 'ningun' }],
    ['es, one clause', 'No se exige el conocimiento de la lengua gallega.', { requisito: 'ningun' }],
  ])('%s', (_, texto, esperado) => {
    expect(ler(texto).galego?.valor).toEqual(esperado);
  });
});
