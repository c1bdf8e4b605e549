import { lectorDeProba, lista } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording dev28 showed at its first run (issue 22, thirty-fourth pass), each in
 * Galician and Spanish, with probes where the fix must not fire. Tables of cases: [what it shows, text, expected].
 */
const ler = lectorDeProba('2064-06-18', 'DOG');

describe('dev28 classes: a fee table printed with bars, its rows run into one sentence', () => {
  it.each([
    ['gl', 'Convócase o proceso selectivo para o ingreso no corpo facultativo superior, subgrupo A1, escala de saúde pública.\nIV.3. Taxa por dereitos de exame:\n| Subgrupo A1 | 45,26 euros |\n| Subgrupo A2 | 37,72 euros |\n| Subgrupo C1 | 30,17 euros |\n| Subgrupo C2 | 22,63 euros |\nEstarán exentas as persoas con discapacidade.', 45.26],
    ['es', 'Se convoca el proceso selectivo para el ingreso en el cuerpo de gestión, subgrupo A2, escala de salud pública.\nIV.3. Tasa por derechos de examen:\n| Subgrupo A1 | 45,26 euros |\n| Subgrupo A2 | 37,72 euros |\n| Subgrupo C1 | 30,17 euros |\n| Subgrupo C2 | 22,63 euros |\nEstarán exentas las personas con discapacidad.', 37.72],
  ])('%s: the call\'s group\'s row', (_, texto, taxa) => {
    expect(ler(texto).taxa?.valor).toBe(taxa);
  });
  it.each([
    ['gl, a table of places with bars after a fee heading (no euros)', 'Convócase o proceso selectivo, subgrupo A1.\nTaxa por dereitos de exame:\n| Quenda | Prazas |\n| Libre | 3 |\n| Discapacidade | 1 |'],
    ['es, a table of places with bars after a fee heading (no euros)', 'Se convoca el proceso selectivo, subgrupo A1.\nTasa por derechos de examen:\n| Turno | Plazas |\n| Libre | 3 |\n| Discapacidad | 1 |'],
  ])('negative (%s): no fee', (_, texto) => {
    expect(ler(texto).taxa).toBeUndefined();
  });
});

describe('dev28 classes: a correction whose new wording a PDF wrapped on the line of the words replaced', () => {
  const lerLugo = lectorDeProba('2064-10-20', 'BOP Lugo');
  it.each([
    ['gl', 'Advertido un erro nas bases para a provisión, como persoal funcionario de carreira, polo sistema de\nconcurso-oposición, quenda libre, dunha praza de traballador/a social, subgrupo A2, procédese á\nsúa corrección nos seguintes termos, xa publicados no Boletín Oficial da Provincia número 231:\nNa base segunda, letra c), onde di: "Estar en posesión do título de técnico\nsuperior en integración social", debe dicir: "Estar en posesión do título de\nGrao en Traballo Social ou diplomatura en Traballo Social".', 'grao', 'Grao en Traballo Social ou diplomatura en Traballo Social'],
    ['es', 'Advertido un error en las bases para la provisión, como personal funcionario de carrera, por el sistema\nde concurso-oposición, turno libre, de una plaza de trabajador/a social, subgrupo A2, se procede\na su corrección en los siguientes términos, ya publicados en el Boletín Oficial de la Provincia:\nEn la base segunda, letra c), donde dice: "Estar en posesión del título de técnico\nsuperior en integración social", debe decir: "Estar en posesión del título de\nGrado en Trabajo Social o diplomatura en Trabajo Social".', 'grao', 'Grado en Trabajo Social o diplomatura en Trabajo Social'],
  ])('%s: the new wording is one sentence', (_, texto, nivel, nome) => {
    const t = lerLugo(texto, 'correccion_erros').titulacion?.valor;
    expect(t?.nivel).toBe(nivel);
    expect(t?.nome).toBe(nome);
  });
  it.each([
    ['gl', 'Advertido un erro nas bases para a provisión dunha praza de traballador/a social, subgrupo A2, procédese\ná súa corrección nos seguintes termos, xa publicados no Boletín Oficial da Provincia número 231:\nNa base segunda, onde di: "tres", debe dicir: "catro".\nGrao en Traballo Social ou diplomatura en Traballo Social: segundo o anexo.'],
    ['es', 'Advertido un error en las bases para la provisión de una plaza de trabajador/a social, subgrupo A2, se procede\na su corrección en los siguientes términos, ya publicados en el Boletín Oficial de la Provincia número 231:\nEn la base segunda, donde dice: "tres", debe decir: "cuatro".\nGrado en Trabajo Social o diplomatura en Trabajo Social: según el anexo.'],
  ])('negative (%s): a short line ended by a stop still ends its sentence', (_, texto) => {
    expect(lerLugo(texto, 'correccion_erros').titulacion).toBeUndefined();
  });
});

describe('dev28 classes: a run-on of one person of each post counts one place each', () => {
  const lerLugo = lectorDeProba('2064-06-18', 'BOP Lugo');
  it.each([
    ['gl', 'Aprobadas as bases para a contratación laboral temporal do persoal do Obradoiro de Emprego Viveiro Verde II, ábrese o prazo de presentación de solicitudes para a\nselección dun/dunha director/a, dun/dunha docente de albanelaría e dun/dunha\ndocente de carpintaría.\nSistema de selección: concurso de méritos.',
      ['Director/a|1|', 'Docente de albanelaría|1|', 'Docente de carpintaría|1|']],
    ['es', 'Aprobadas las bases para la contratación laboral temporal del personal del Taller de Empleo Viveiro Verde II, se abre el plazo de presentación de solicitudes para la\nselección de un/a director/a, de un/a docente de albañilería y de un/a\ndocente de carpintería.\nSistema de selección: concurso de méritos.',
      ['Director/a|1|', 'Docente de albañilería|1|', 'Docente de carpintería|1|']],
  ])('%s', (_, texto, esperado) => {
    const f = lerLugo(texto);
    expect(lista(f)).toEqual(esperado);
    expect(f.prazas).toBeUndefined();
  });
  it.each([
    ['gl', 'Aprobadas as bases, ábrese o prazo de presentación de solicitudes para a selección dun/dunha director/a do obradoiro de emprego, a xornada completa.', 'Director/a do obradoiro de emprego'],
    ['es', 'Aprobadas las bases, se abre el plazo de presentación de solicitudes para la selección de un/a director/a del taller de empleo, a jornada completa.', 'Director/a del taller de empleo'],
  ])('negative (%s): one person of one post is no list', (_, texto, nome) => {
    const f = lerLugo(texto);
    expect(f.postos).toBeUndefined();
    expect(f.posto?.valor.nome).toBe(nome);
  });
});

describe('dev28 classes: the staff to hire named without a count, its posts counted after their names', () => {
  const lerOurense = lectorDeProba('2064-03-08', 'BOP Ourense');
  it.each([
    ['gl', 'O Concello de Celanova, beneficiario do Plan provincial de emprego local 2064, vai contratar persoal laboral temporal por un período de seis meses para a execución de obras e servizos de interese xeral:\n– Peón/peoa de servizos múltiples: catro prazas.\n– Oficial/a de primeira albanel/a: unha praza.\nNon se esixe titulación específica.',
      ['Peón/peoa de servizos múltiples|4|', 'Oficial/a de primeira albanel/a|1|']],
    ['es', 'El Ayuntamiento de Celanova, beneficiario del Plan provincial de empleo local 2064, va a contratar personal laboral temporal por un período de seis meses para la ejecución de obras y servicios de interés general:\n– Peón/a de servicios múltiples: cuatro plazas.\n– Oficial/a de primera albañil: una plaza.\nNo se exige titulación específica.',
      ['Peón/a de servicios múltiples|4|', 'Oficial/a de primera albañil|1|']],
  ])('%s', (_, texto, esperado) => {
    const f = lerOurense(texto);
    expect(lista(f)).toEqual(esperado);
    expect(f.prazas).toBeUndefined();
    expect(f.titulacion).toBeUndefined();
  });
  it.each([
    ['gl, items with no count after the name', 'O Concello vai contratar persoal laboral temporal para a execución de obras e servizos de interese xeral:\n– Limpeza de camiños e cunetas.\n– Mantemento de parques e xardíns.\nAs solicitudes presentaranse no prazo de dez días hábiles.'],
    ['es, items with no count after the name', 'El Ayuntamiento va a contratar personal laboral temporal para la ejecución de obras y servicios de interés general:\n– Limpieza de caminos y cunetas.\n– Mantenimiento de parques y jardines.\nLas solicitudes se presentarán en el plazo de diez días hábiles.'],
  ])('negative (%s): no list of posts', (_, texto) => {
    expect(lerOurense(texto).postos).toBeUndefined();
  });
});
