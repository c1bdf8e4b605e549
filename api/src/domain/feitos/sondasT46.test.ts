import { lectorDeProba, lista } from '../test/feitos.js';

/**
 * Probes of the forty-sixth pass (issue 22): textos-dev39's first run showed the forty-fourth pass's "rest of the offer"
 * held only for a clause right after the offer's name. The same class in three more shapes, in Galician and Spanish,
 * each with near-misses that must stay as they were (docs/facts.md, "Forty-sixth pass"):
 * - the offer cited between its name and the clause ("…oferta de emprego público de 2082 (BOP número 296…), que incluía
 *   tamén seis prazas de…");
 * - the offer cited by the norm that approves it, its places in the present tense ("…polo que se aproba a oferta… (DOG
 *   núm. 228), que inclúe 312 prazas de acceso libre e 140 de promoción interna");
 * - the offer as the subject of a sentence of its own ("A oferta de emprego público de 2082 incluíu tamén dúas prazas
 *   de…", "La oferta de empleo público de 2082 incluía además una plaza de…").
 */
const ler = lectorDeProba('2026-12-01', 'BOP Ourense');

describe('forty-sixth pass: the rest of the offer, in more shapes, is not the call', () => {
  it.each([
    ['gl, the offer cited in brackets before "que incluía tamén" (failed before)',
      'Convócanse dúas prazas de técnico/a de xestión, subgrupo A2, como funcionario/a de carreira, pola quenda libre e polo sistema de oposición, incluídas na oferta de emprego público de 2082 (BOP número 296, do 28 de decembro de 2082), que incluía tamén seis prazas de policía local e catro de auxiliar administrativo/a.',
      'Técnico/a de xestión', { total: 2, libre: 2 }, 'A2'],
    ['es, the offer cited in brackets before "que incluía" (failed before)',
      'Se convocan dos plazas de técnico/a de gestión, subgrupo A2, por el turno libre y por el sistema de oposición, incluidas en la oferta de empleo público de 2082 («Diario Oficial de Galicia» número 241, de 21 de diciembre de 2082), que incluía además cinco plazas de conserje y una de arquitecto/a.',
      'Técnico/a de gestión', { total: 2, libre: 2 }, 'A2'],
    ['gl, a sentence of its own, "A oferta… incluíu tamén" (failed before)',
      'É obxecto destas bases cubrir, como funcionario/a de carreira, unha praza de arquitecto/a, subgrupo A1, pola quenda libre e mediante concurso-oposición. A oferta de emprego público de 2082 incluíu tamén dúas prazas de auxiliar administrativo/a e unha de enxeñeiro/a técnico/a de obras públicas, que se convocarán por separado.',
      'Arquitecto/a', { total: 1, libre: 1 }, 'A1'],
    ['es, a numbered sentence of its own, "La oferta… incluía además", brackets inside (failed before)',
      '1.1 Se convoca proceso selectivo para cubrir dos plazas de oficial/a electricista, subgrupo C2, por el sistema de concurso-oposición en turno libre.\n1.2 La oferta de empleo público de 2082 incluía además una plaza de peón/a (agrupaciones profesionales) y tres plazas de técnico/a de medio ambiente (subgrupo A2), que se convocarán por resoluciones separadas.',
      'Oficial/a electricista', { total: 2, libre: 2 }, 'C2'],
    ['gl, "A oferta de 2082 incluíu ademais" (failed before)',
      'Primeira. Obxecto. É obxecto destas bases a contratación como persoal laboral fixo dunha praza de educador/a social, asimilada ao subgrupo A2, pola quenda libre e polo sistema de concurso-oposición. A oferta de 2082 incluíu ademais dúas prazas de peón/a de servizos múltiples e unha de técnico/a de turismo.',
      'Educador/a social', { total: 1, libre: 1 }, 'A2'],
  ])('%s', (_, texto, posto, prazas, grupo) => {
    const f = ler(texto);
    expect([f.posto?.valor.nome, f.prazas?.valor, f.grupo?.valor, lista(f)]).toEqual([posto, prazas, grupo, undefined]);
  });

  it.each([
    ['gl, DOG, the approving decree, present tense (failed before)',
      'De conformidade co disposto no Decreto 168/2082, do 24 de novembro, polo que se aproba a oferta de emprego público correspondente ao ano 2082 (DOG núm. 228, do 30 de novembro), que inclúe 312 prazas de acceso libre e 140 de promoción interna para persoal funcionario, esta consellería dispón:\nConvocar o proceso selectivo para o ingreso no corpo facultativo de grao medio, subgrupo A2, para cubrir catorce prazas pola quenda de acceso libre.',
      { total: 14, libre: 14 }],
    ['es, the approving decree, present tense (failed before)',
      'De conformidad con el Decreto 90/2082, por el que se aprueba la oferta de empleo público para el año 2082, que incluye 205 plazas de acceso libre y 60 de promoción interna, se convocan nueve plazas de la escala técnica, subgrupo A1, por el turno libre.',
      { total: 9, libre: 9 }],
  ])('%s', (_, texto, prazas) => {
    expect(ler(texto, 'convocatoria_bases', '', '2026-12-01', 'DOG').prazas?.valor).toEqual(prazas);
  });

  it.each([
    // negatives: an approved offer that lists its own places (a colon, or no count); the call's own places named by
    // the offer's sentence without "tamén" and in the present ("A oferta inclúe dúas prazas de…, que se convocan")
    ['gl, "Apróbase a oferta…, que inclúe as seguintes prazas:" (as before)',
      'Apróbase a oferta de emprego público para o ano 2082, que inclúe as seguintes prazas:\n- Unha praza de arquitecto/a, subgrupo A1.\n- Dúas prazas de conserxe, agrupacións profesionais.',
      ['Arquitecto/a|1|A1', 'Conserxe|2|AP']],
    ['es, "se aprueba la oferta…, que incluye las siguientes plazas:" (as before)',
      'Por Decreto de la Alcaldía se aprueba la oferta de empleo público para el año 2082, que incluye las siguientes plazas:\n- Una plaza de arquitecto/a, subgrupo A1.\n- Dos plazas de conserje, agrupaciones profesionales.',
      ['Arquitecto/a|1|A1', 'Conserje|2|AP']],
  ])('%s', (_, texto, postos) => {
    expect(lista(ler(texto, 'convocatoria_bases'))).toEqual(postos);
  });

  it('gl, an offer sentence in the present without "tamén" names the call\'s own places (as before)', () => {
    const f = ler('A oferta de emprego público de 2082 inclúe dúas prazas de auxiliar administrativo/a, subgrupo C2, que se convocan por estas bases pola quenda libre e mediante oposición.');
    expect([f.posto?.valor.nome, f.prazas?.valor]).toEqual(['Auxiliar administrativo/a', { total: 2, libre: 2 }]);
  });
});
