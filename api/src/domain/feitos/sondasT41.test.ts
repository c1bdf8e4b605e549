import { lectorDeProba, lista } from '../test/feitos.js';

/**
 * Probes of the forty-first pass (issue 22): the classes behind textos-dev36's first run, in Galician and Spanish and in
 * several bulletins' styles, each with near-misses that must stay as they were (docs/facts.md, "Forty-first pass"):
 * - a pool "para a contratación laboral (temporal) de X" names its post X, above a title's pool named by its field's
 *   staff ("bolsa de persoal de limpeza");
 * - a post named by its head word alone in the object ("contratación de catro peóns/peoas, por un período…") is the
 *   post the preamble names in full ("…peóns/peoas de brigada de prevención e defensa contra incendios forestais");
 * - a Xunta professional grouping, "ingreso na agrupación profesional de persoal funcionario subalterno da Xunta de
 *   Galicia", is named whole, as a corps is;
 * - one post named in both languages of a body printed in Galician and Spanish ("axuda no fogar" / "ayuda a
 *   domicilio", "garda" / "guarda", "arquivo" / "archivo") is one post;
 * - a requirement's sentence whose later clause, after a semicolon, is a merit keeps the degree of its first clause.
 */
const ler = lectorDeProba('2026-12-01', 'BOP Lugo');

describe('forty-first pass: a pool for the laboral hiring of its post', () => {
  it.each([
    ['gl, Lugo, title by the field\'s staff (failed before)', 'PRIMEIRA. OBXECTO. Constitución dunha bolsa de emprego para a contratación laboral temporal de limpadores/as para cubrir baixas e vacacións.', 'Bases da bolsa de emprego de persoal de limpeza de edificios municipais', 'Limpador/a'],
    ['es, title by the field\'s staff (failed before)', 'PRIMERA. OBJETO. Constitución de una bolsa de empleo para la contratación laboral temporal de limpiadores/as para cubrir bajas y vacaciones.', 'Bases de la bolsa de empleo de personal de limpieza de edificios municipales', 'Limpiador/a'],
    ['gl, "contratación laboral" alone (failed before)', 'Obxecto: creación dunha bolsa de emprego para a contratación laboral de cociñeiros/as para a escola infantil municipal.', 'Bases da bolsa de emprego de persoal de cociña', 'Cociñeiro/a'],
    // negatives: the staff's category after the kind of contract keeps its reading
    ['gl, "persoal da categoría de" (as before)', 'Bases da bolsa de emprego para a contratación laboral temporal de persoal da categoría de auxiliar do servizo de axuda no fogar.', '', 'Auxiliar do servizo de axuda no fogar'],
  ])('%s', (_, texto, titulo, esperado) => {
    expect(ler(texto, 'bolsa_emprego', titulo).posto?.valor.nome).toBe(esperado);
  });
});

describe('forty-first pass: a post named short in the object, in full in the preamble', () => {
  it.each([
    ['gl, Lugo, inclusive plural (failed before)', 'Aprobadas as bases para a contratación laboral temporal de seis peóns/peoas de brigada de limpeza de montes, publícanse de seguido:\n1. Obxecto: contratación de seis peóns/peoas, por un período de tres meses.', '', 'BOP Lugo', 'convocatoria_bases', 'Peón/peoa de brigada de limpeza de montes'],
    ['es, Pontevedra (failed before)', 'Se aprueban las bases para la provisión de dos plazas de conserje de instalaciones deportivas:\nPRIMERA.- Objeto: dos plazas de conserje, personal laboral fijo, por concurso-oposición libre.', '', 'BOP Pontevedra', 'convocatoria_bases', 'Conserje de instalaciones deportivas'],
    ['es, BOE extract, the title short (passed before too)', 'En el Boletín Oficial de la Provincia se han publicado íntegramente las bases para cubrir tres plazas de Sargento/a de Bomberos, personal funcionario, por promoción interna.', 'Resolución referente a la convocatoria para proveer tres plazas de Sargento/a.', 'BOE', 'extracto_convocatoria', 'Sargento/a de Bomberos'],
    // negatives: the sentence that names it in full names it short too; a short post of two words
    ['gl, "de conserxes de centros educativos, no posto de conserxe" (as before)', 'Rematado o proceso para a constitución dunha bolsa de emprego para a contratación laboral temporal de conserxes de centros educativos, no posto de conserxe, apróbase a orde definitiva da bolsa.', 'Resultado e orde definitiva da bolsa de emprego de conserxes', 'BOP Lugo', 'resultados', 'Conserxe'],
    ['gl, a post of two words stays (as before)', 'Apróbanse as bases para a provisión dunha praza de auxiliar administrativo/a do rexistro xeral:\nPRIMEIRA.- Obxecto: unha praza de auxiliar administrativo/a, persoal funcionario de carreira, subgrupo C2.', '', 'BOP Pontevedra', 'convocatoria_bases', 'Auxiliar administrativo/a'],
  ])('%s', (_, texto, titulo, bop, tipo, esperado) => {
    expect(ler(texto, tipo, titulo, '2026-12-01', bop).posto?.valor.nome).toBe(esperado);
  });
});

describe('forty-first pass: a Xunta professional grouping named whole', () => {
  it.each([
    ['gl (failed before)', 'ORDE do 10 de marzo pola que se convoca o proceso selectivo para o ingreso na agrupación profesional de persoal funcionario subalterno da Xunta de Galicia.\nI.1.1. Convócase o proceso selectivo para cubrir vinte prazas da agrupación profesional de persoal funcionario subalterno pola quenda de acceso libre.', 'Agrupación profesional de persoal funcionario subalterno da Xunta de Galicia'],
    ['es (failed before)', 'ORDEN de 10 de marzo por la que se convoca el proceso selectivo para el ingreso en la agrupación profesional de personal funcionario subalterno de la Xunta de Galicia.\nI.1.1. Se convoca el proceso selectivo para cubrir veinte plazas de la agrupación profesional de personal funcionario subalterno por el turno de acceso libre.', 'Agrupación profesional de personal funcionario subalterno de la Xunta de Galicia'],
    // negative: a council's post of the professional groupings is the post
    ['gl, a council\'s post in the groupings (as before)', 'Bases para a provisión de dúas prazas de conserxe, persoal funcionario de carreira, escala de administración xeral, subescala subalterna, agrupacións profesionais, polo sistema de oposición libre.', 'Conserxe'],
  ])('%s', (_, texto, esperado) => {
    expect(ler(texto, 'convocatoria_bases', '', '2026-12-01', 'DOG').posto?.valor.nome).toBe(esperado);
  });
});

describe('forty-first pass: one post in the two languages of a body', () => {
  it.each([
    ['gl then es, a correction, "garda"/"guarda" (passed before too)', 'Corrección de erros nas bases para a provisión dunha praza de garda rural, persoal laboral fixo.\nNa base sexta, onde di: "A taxa é de 20,00 €", debe dicir: "A taxa é de 15,00 €".\nA Pobra, 12 de setembro. O alcalde.\nAsdo.: Xosé Blanco.\nIV. Entidades locales\nCorrección de errores en las bases para la provisión de una plaza de guarda rural, personal laboral fijo.\nEn la base sexta, donde dice: "La tasa es de 20,00 €", debe decir: "La tasa es de 15,00 €".', 'correccion', 'Garda rural'],
    ['gl then es, a call, "arquivo"/"archivo" (failed before)', 'Convócase o proceso para a provisión dunha praza de auxiliar de arquivo, persoal laboral fixo, por concurso-oposición.\nO alcalde. Asdo.: Xosé Blanco.\nIV. Entidades locales\nSe convoca el proceso para la provisión de una plaza de auxiliar de archivo, personal laboral fijo, por concurso-oposición.', 'convocatoria_bases', 'Auxiliar de arquivo'],
    ['es then gl, "ayuda a domicilio"/"axuda no fogar" (failed before)', 'Se convoca el proceso para la provisión de una plaza de auxiliar de ayuda a domicilio, personal laboral fijo, por concurso-oposición.\nEl alcalde. Fdo.: Xosé Blanco.\nIV. Entidades locais\nConvócase o proceso para a provisión dunha praza de auxiliar de axuda no fogar, persoal laboral fixo, por concurso-oposición.', 'convocatoria_bases', 'Auxiliar de ayuda a domicilio'],
  ])('%s', (_, texto, tipo, esperado) => {
    const f = ler(texto, tipo, '', '2026-12-01', 'BOP Ourense');
    expect([f.posto?.valor.nome, f.prazas?.valor, f.postos]).toEqual([esperado, { total: 1 }, undefined]);
  });

  it.each([
    // negatives: two posts of one call stay two
    ['gl, two posts', 'Convócanse as seguintes prazas de persoal laboral fixo: unha praza de auxiliar de axuda no fogar e unha praza de garda rural, por concurso-oposición.', ['Auxiliar de axuda no fogar|1|', 'Garda rural|1|']],
    ['es, two posts', 'Se convocan las siguientes plazas de personal laboral fijo: una plaza de auxiliar de ayuda a domicilio y una plaza de auxiliar de archivo, por concurso-oposición.', ['Auxiliar de ayuda a domicilio|1|', 'Auxiliar de archivo|1|']],
  ])('%s', (_, texto, esperado) => {
    expect(lista(ler(texto, 'convocatoria_bases', '', '2026-12-01', 'BOP Ourense'))).toEqual(esperado);
  });
});

describe('forty-first pass: a degree, then a merit after a semicolon', () => {
  it.each([
    ['es, Pontevedra (failed before)', 'PRIMERA.- Requisitos: Grado en Turismo o Diplomatura en Turismo; nivel B1 de inglés (mérito, no requisito).', { nivel: 'grao', nome: 'Grado en Turismo o Diplomatura en Turismo' }],
    ['gl, a merit\'s verb (failed before)', 'SEGUNDA. Requisitos: Grao en Traballo Social; a experiencia valorarase na fase de concurso.', { nivel: 'grao', nome: 'Grao en Traballo Social' }],
    ['gl, a score (failed before)', 'Segunda.- Requisitos: título de técnico superior en educación infantil; o mestrado puntuará con dous puntos.', { nivel: 'tecnico_superior', nome: 'Técnico superior en educación infantil' }],
    // negatives: merits first, or a merit alone
    ['gl, a list of merits', 'Méritos: Grao en Historia (dous puntos); Mestrado en Arquivística.', undefined],
    ['es, a merit alone', 'Se valorará estar en posesión del grado en Turismo; también el máster.', undefined],
  ])('%s', (_, texto, esperado) => {
    expect(ler(texto, 'convocatoria_bases', '', '2026-12-01', 'BOP Pontevedra').titulacion?.valor).toEqual(esperado);
  });
});
