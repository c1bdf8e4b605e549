import { lectorDeProba, lista } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording dev30 and dev31 showed at their first runs (issue 22, thirty-third
 * pass), each in Galician and Spanish, with probes where the fix must not fire. Tables of cases: [what it shows, text,
 * expected].
 */
const ler = lectorDeProba('2068-05-29', 'BOP Pontevedra');

describe('dev30/dev31 classes: posts\' cards whose names share words are posts apart', () => {
  it.each([
    ['gl, auxiliar and administrativo', 'A Xunta de Goberno aprobou a convocatoria para a provisión, como persoal funcionario de carreira e mediante concurso-oposición, das seguintes prazas da escala de Administración Xeral:\nPraza: Auxiliar Administrativo/a. Subescala: Auxiliar. Subgrupo: C2. Número: 5. Quenda: libre.\nPraza: Administrativo/a. Subescala: Administrativa. Subgrupo: C1. Número: 3. Quenda: promoción interna.\nAs solicitudes presentaranse no prazo de vinte días hábiles.',
      ['Auxiliar Administrativo/a|5|C2', 'Administrativo/a|3|C1']],
    ['es, auxiliar and administrativo', 'La Junta de Gobierno aprobó la convocatoria para la provisión, como personal funcionario de carrera y mediante concurso-oposición, de las siguientes plazas de la escala de Administración General:\nPlaza: Auxiliar Administrativo/a. Subescala: Auxiliar. Subgrupo: C2. Número: 4. Turno: libre.\nPlaza: Administrativo/a. Subescala: Administrativa. Subgrupo: C1. Número: 2. Turno: promoción interna.\nLas solicitudes se presentarán en el plazo de veinte días hábiles.',
      ['Auxiliar Administrativo/a|4|C2', 'Administrativo/a|2|C1']],
    ['gl, administrativo and técnico de xestión of one scale', 'Aprobáronse as bases que rexerán o proceso selectivo, pola quenda de promoción interna e mediante concurso-oposición, para a provisión das seguintes prazas de persoal funcionario de carreira:\nPraza: Administrativo/a de administración xeral. Número: 2. Subgrupo: C1. Persoal que pode participar: funcionarios/as do subgrupo C2.\nPraza: Técnico/a de xestión de administración xeral. Número: 1. Subgrupo: A2. Persoal que pode participar: funcionarios/as do subgrupo C1.',
      ['Administrativo/a de administración xeral|2|C1', 'Técnico/a de xestión de administración xeral|1|A2']],
    ['es, administrativo and técnico de gestión of one scale', 'Se aprobaron las bases que regirán el proceso selectivo, por el turno de promoción interna y mediante concurso-oposición, para la provisión de las siguientes plazas de personal funcionario de carrera:\nPlaza: Administrativo/a de administración general. Número: 2. Subgrupo: C1.\nPlaza: Técnico/a de gestión de administración general. Número: 1. Subgrupo: A2.',
      ['Administrativo/a de administración general|2|C1', 'Técnico/a de gestión de administración general|1|A2']],
  ])('%s', (_, texto, esperado) => {
    const f = ler(texto);
    expect(lista(f)).toEqual(esperado);
    expect(f.posto).toBeUndefined();
    expect(f.grupo).toBeUndefined();
  });
  it.each([
    ['gl', 'Convócase, mediante concurso-oposición, a provisión das seguintes prazas de persoal funcionario de carreira:\nPraza: Auxiliar administrativo/a. Subgrupo: C2. Número: 3. Quenda: libre.\nPraza: Auxiliar administrativo/a. Subgrupo: C2. Número: 1. Quenda: promoción interna.', 'Auxiliar administrativo/a'],
    ['es', 'Se convoca, mediante concurso-oposición, la provisión de las siguientes plazas de personal funcionario de carrera:\nPlaza: Auxiliar administrativo/a. Subgrupo: C2. Número: 3. Turno: libre.\nPlaza: Auxiliar administrativo/a. Subgrupo: C2. Número: 1. Turno: promoción interna.', 'Auxiliar administrativo/a'],
  ])('negative (%s): one post\'s cards by turn are one post', (_, texto, nome) => {
    const f = ler(texto);
    expect(f.postos).toBeUndefined();
    expect(f.posto?.valor.nome).toBe(nome);
  });
});
