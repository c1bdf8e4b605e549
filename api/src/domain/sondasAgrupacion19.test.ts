import { classifyEdict } from './clasificador.js';
import { agrupar } from './procesos.js';
import { ids, lido, xunto } from './test/sondas.js';

/**
 * Probes for the classes of error the nineteenth grouping set (agrupacion19) showed at its first run, in our own
 * wording, Galician and Spanish, with negatives: a post named after taxes ("axente tributario/a") read as a tax
 * notice; a later step that says its turn by the clerks' abbreviation ("(P.I.)") or after the post ("…, quenda libre",
 * "… por promoción interna"); a provincial council's autonomous body printed with and without its parent.
 */

describe('a later step that names its turn after the post or by abbreviation', () => {
  const org = 'Concello de Redondela';
  const calls = () => [
    lido('BOP Pontevedra', '2052-05-27', 'Bases do proceso selectivo para a provisión de dúas prazas de administrativo/a de administración xeral, quenda libre', org,
      'Apróbanse as bases para a provisión de dúas prazas de administrativo/a de administración xeral, subgrupo C1, pola quenda libre e o sistema de oposición.'),
    lido('BOP Pontevedra', '2052-05-27', 'Bases do proceso selectivo para a provisión dunha praza de administrativo/a de administración xeral polo sistema de promoción interna', org,
      'Apróbanse as bases para a provisión dunha praza de administrativo/a de administración xeral, subgrupo C1, polo sistema de promoción interna e concurso-oposición.'),
  ];
  it('"ADMINISTRATIVO/A (P.I.)" and "por promoción interna" join the internal call (gl)', () => {
    const [libre, pi] = calls();
    const lista = lido('BOP Pontevedra', '2052-07-11', 'ADMINISTRATIVO/A (P.I.). LISTA PROVISIONAL', org,
      'Apróbase a lista provisional de persoas admitidas e excluídas no proceso selectivo dunha praza de administrativo/a de administración xeral por promoción interna.');
    expect(xunto(agrupar([libre, pi, lista]), lista)).toEqual(ids(pi, lista));
  });
  it('the same in Spanish, the turn after the post (es)', () => {
    const libre = lido('BOP Pontevedra', '2052-05-27', 'Bases del proceso selectivo para la provisión de dos plazas de administrativo/a de administración general, turno libre', org,
      'Se aprueban las bases para la provisión de dos plazas de administrativo/a de administración general, subgrupo C1, por el turno libre y el sistema de oposición.');
    const pi = lido('BOP Pontevedra', '2052-05-27', 'Bases del proceso selectivo para la provisión de una plaza de administrativo/a de administración general por el sistema de promoción interna', org,
      'Se aprueban las bases para la provisión de una plaza de administrativo/a de administración general, subgrupo C1, por el sistema de promoción interna y concurso-oposición.');
    const lista = lido('BOP Pontevedra', '2052-07-11', 'ADMINISTRATIVO/A (P.I.). LISTA PROVISIONAL', org,
      'Se aprueba la lista provisional de personas admitidas y excluidas en el proceso selectivo de una plaza de administrativo/a de administración general por promoción interna.');
    expect(xunto(agrupar([libre, pi, lista]), lista)).toEqual(ids(pi, lista));
  });
  it('negative: a step saying ", quenda libre" after the post joins the free call (gl)', () => {
    const [libre, pi] = calls();
    const lista = lido('BOP Pontevedra', '2052-09-05', 'ADMINISTRATIVO/A. LISTA PROVISIONAL DE PERSOAS ADMITIDAS E EXCLUÍDAS', org,
      'Apróbase a lista provisional de persoas admitidas e excluídas no proceso selectivo de dúas prazas de administrativo/a de administración xeral, quenda libre.');
    expect(xunto(agrupar([libre, pi, lista]), lista)).toEqual(ids(libre, lista));
  });
});

describe('a provincial council\'s autonomous body, printed with and without its parent', () => {
  const bases = () => lido('BOP Pontevedra', '2052-10-08', 'BASES DA CONVOCATORIA PARA A PROVISIÓN DE CATRO PRAZAS DE AXENTE TRIBUTARIO/A', 'ORGANISMO AUTÓNOMO PROVINCIAL DE XESTIÓN DE RECURSOS LOCAIS (ORAL)',
    'O Consello Reitor do organismo aprobou as bases para a provisión en propiedade de catro prazas de axente tributario/a, subgrupo C1, polo sistema de concurso-oposición libre. O prazo de presentación de solicitudes será de vinte días naturais desde a publicación do extracto no Boletín Oficial do Estado.');
  it('the DOG extract naming the Deputación as its parent joins the bases (gl)', () => {
    const b = bases();
    const dog = lido('DOG', '2052-10-23', 'ANUNCIO de convocatoria para a provisión de catro prazas de axente tributario/a.', 'Organismo Autónomo Provincial de Xestión de Recursos Locais da Deputación de Pontevedra',
      'No Boletín Oficial da Provincia de Pontevedra número 192, do 8 de outubro de 2052, publicáronse as bases para a provisión de catro prazas de axente tributario/a, subgrupo C1.');
    expect(xunto(agrupar([b, dog]), dog)).toEqual(ids(b, dog));
  });
  it('the BOE extract naming it in Spanish with its parent joins the bases (es)', () => {
    const b = bases();
    const boe = lido('BOE', '2052-11-05', 'Resolución de 25 de octubre de 2052, del Organismo Autónomo Provincial de Gestión de Recursos Locales de la Diputación Provincial de Pontevedra, referente a la convocatoria para proveer varias plazas.', 'Organismo Autónomo Provincial de Gestión de Recursos Locales (Pontevedra)',
      'En el «Boletín Oficial de la Provincia de Pontevedra» número 192, de 8 de octubre de 2052, se han publicado las bases para proveer cuatro plazas de Agente Tributario/a, mediante concurso-oposición.');
    expect(xunto(agrupar([b, boe]), boe)).toEqual(ids(b, boe));
  });
  it('negative: the Deputación\'s own call of the same post stays apart (gl)', () => {
    const b = bases();
    const dep = lido('DOG', '2052-10-23', 'ANUNCIO de convocatoria para a provisión de catro prazas de axente tributario/a.', 'Deputación de Pontevedra',
      'No Boletín Oficial da Provincia de Pontevedra número 190, do 6 de outubro de 2052, publicáronse as bases para a provisión de catro prazas de axente tributario/a, subgrupo C1, da Deputación de Pontevedra.');
    expect(xunto(agrupar([b, dep]), dep)).toEqual(ids(dep));
  });
  it('its steps, titled after the post named after taxes, are steps (gl, es)', () => {
    expect(classifyEdict({ bop: 'BOP Pontevedra', titulo: 'ORAL. AXENTES TRIBUTARIOS/AS: LISTA PROVISIONAL DE ADMITIDOS E EXCLUÍDOS', organizacion: 'ORAL' })).toMatchObject({ decision: 'publicar', tipo: 'admitidos' });
    expect(classifyEdict({ bop: 'BOP Pontevedra', titulo: 'Agentes tributarios: lista provisional de admitidos y excluidos', organizacion: 'ORAL' })).toMatchObject({ decision: 'publicar', tipo: 'admitidos' });
  });
});
