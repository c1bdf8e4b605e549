import { classifyEdict } from './clasificador.js';
import { agrupar } from './procesos.js';
import { ids, lido, xunto } from './test/sondas.js';

/**
 * Probes for the classes of error the eighteenth grouping set (agrupacion18) showed at its honest first run, in our own
 * wording, Galician and Spanish, with negatives: an extension of the places of a call, read as new bases, then its later
 * steps naming the new number; a fire service named in full, by abbreviation or as "bombeiros"; a result titled with the
 * post and the specialities its lead prints.
 */

describe('an extension of the places of a call is a step of that call, and its number the process\'s', () => {
  const org = 'Deputación Provincial da Coruña';
  const bases = () => lido('BOP A Coruña', '2050-05-11', 'Bases específicas do proceso selectivo para cubrir dúas prazas de técnico/a de xestión, por oposición libre', org,
    'Aprobáronse as bases do proceso selectivo para cubrir, mediante oposición libre, dúas prazas de técnico/a de xestión, subgrupo A2. O prazo de presentación de solicitudes será de vinte días naturais desde a publicación do extracto no Boletín Oficial do Estado.');
  it('the extension and the lists of three places join the call of two (gl)', () => {
    const b = bases();
    const amp = lido('BOP A Coruña', '2050-07-18', 'Ampliación do número de prazas convocadas de técnico/a de xestión', org,
      'Por Resolución da Presidencia amplíase nunha o número de prazas de técnico/a de xestión convocadas no BOP número 90, do 11 de maio de 2050, que pasan a ser tres. A ampliación non abre un novo prazo de presentación de solicitudes.');
    const lista = lido('BOP A Coruña', '2050-07-27', 'Técnico/a de xestión. Lista provisional de persoas admitidas e excluídas', org,
      'Apróbase a lista provisional de persoas admitidas e excluídas no proceso selectivo para cubrir tres prazas de técnico/a de xestión, por oposición libre.');
    const g = agrupar([b, amp, lista]);
    expect(xunto(g, amp)).toEqual(ids(b, amp, lista));
    expect(classifyEdict({ bop: 'BOP A Coruña', titulo: amp.titulo, organizacion: org })).toMatchObject({ tipo: 'correccion' });
  });
  it('the same in Spanish (es)', () => {
    const b = lido('BOP A Coruña', '2050-05-11', 'Bases específicas del proceso selectivo para cubrir dos plazas de técnico/a de gestión, por oposición libre', org,
      'Se aprobaron las bases del proceso selectivo para cubrir, mediante oposición libre, dos plazas de técnico/a de gestión, subgrupo A2.');
    const amp = lido('BOP A Coruña', '2050-07-18', 'Ampliación del número de plazas convocadas de técnico/a de gestión', org,
      'Por Resolución de la Presidencia se amplía en una el número de plazas de técnico/a de gestión convocadas en el BOP número 90, de 11 de mayo de 2050, que pasan a ser tres.');
    const lista = lido('BOP A Coruña', '2050-07-27', 'Técnico/a de gestión. Lista provisional de personas admitidas y excluidas', org,
      'Se aprueba la lista provisional de personas admitidas y excluidas en el proceso selectivo para cubrir tres plazas de técnico/a de gestión, por oposición libre.');
    expect(xunto(agrupar([b, amp, lista]), lista)).toEqual(ids(b, amp, lista));
  });
  it('negative: without an extension, a list of another number of places of the same post stays apart (gl)', () => {
    const b = bases();
    const lista = lido('BOP A Coruña', '2050-07-27', 'Técnico/a de xestión. Lista provisional de persoas admitidas e excluídas', org,
      'Apróbase a lista provisional de persoas admitidas e excluídas no proceso selectivo para cubrir cinco prazas de técnico/a de xestión, por promoción interna.');
    expect(xunto(agrupar([b, lista]), lista)).toEqual(ids(lista));
  });
});

describe('a fire service named in full, by abbreviation or as firefighters', () => {
  const org = 'Concello de Lugo';
  const bases = () => lido('BOP Lugo', '2050-06-18', 'BASES PARA A PROVISIÓN, POR PROMOCIÓN INTERNA, DUNHA PRAZA DE CABO DO SERVIZO DE EXTINCIÓN DE INCENDIOS E SALVAMENTO', org,
    'Apróbanse as bases para a provisión, mediante concurso-oposición por promoción interna, dunha praza de cabo do Servizo de Extinción de Incendios e Salvamento, subgrupo C1.');
  it('"CABO DE BOMBEIROS (PROMOCIÓN INTERNA)" joins the call of "cabo do Servizo de Extinción de Incendios" (gl)', () => {
    const b = bases();
    const lista = lido('BOP Lugo', '2050-09-01', 'CABO DE BOMBEIROS (PROMOCIÓN INTERNA). LISTA PROVISIONAL DE ADMITIDOS E EXCLUÍDOS', org,
      'Apróbase a lista provisional de persoas admitidas e excluídas no concurso-oposición por promoción interna para unha praza de cabo.');
    expect(xunto(agrupar([b, lista]), lista)).toEqual(ids(b, lista));
  });
  it('"CABO DEL SEIS" and "cabo de bomberos" are one post (es)', () => {
    const b = lido('BOP Pontevedra', '2034-05-03', 'BASES ESPECÍFICAS DEL PROCESO SELECTIVO PARA LA PROVISIÓN DE CUATRO PLAZAS DE CABO DEL SERVICIO DE EXTINCIÓN DE INCENDIOS Y SALVAMENTO', 'Concello de Vigo',
      'Se aprueban las bases para la provisión, por promoción interna, de cuatro plazas de cabo del Servicio de Extinción de Incendios y Salvamento.');
    const lista = lido('BOP Pontevedra', '2034-07-19', 'LISTA PROVISIONAL DE ADMITIDOS Y EXCLUIDOS. CABO DEL SEIS (PROMOCIÓN INTERNA)', 'Concello de Vigo',
      'Se aprueba la lista provisional de admitidos y excluidos en el proceso de promoción interna de cuatro plazas de cabo.');
    const apr = lido('BOP Pontevedra', '2034-10-25', 'Relación de aprobados. Cabo de bomberos', 'Concello de Vigo',
      'El tribunal hace pública la relación de aprobados en el proceso de promoción interna de cuatro plazas de cabo de bomberos.');
    expect(xunto(agrupar([b, lista, apr]), apr)).toEqual(ids(b, lista, apr));
  });
  it('negative: a cabo of the local police stays apart (gl)', () => {
    const b = bases();
    const lista = lido('BOP Lugo', '2050-09-01', 'CABO DA POLICÍA LOCAL (PROMOCIÓN INTERNA). LISTA PROVISIONAL DE ADMITIDOS E EXCLUÍDOS', org,
      'Apróbase a lista provisional de persoas admitidas e excluídas no concurso-oposición por promoción interna para unha praza de cabo da Policía Local.');
    expect(xunto(agrupar([b, lista]), lista)).toEqual(ids(lista));
  });
});

describe('a result titled with the post and the specialities its lead prints', () => {
  const org = 'Concello de Lalín';
  const bases = () => lido('BOP Pontevedra', '2050-10-03', 'BASES DO CONCURSO-OPOSICIÓN PARA A CONTRATACIÓN LABORAL FIXA DE DOUS PROFESORES/AS DA ESCOLA MUNICIPAL DE MÚSICA (PIANO E GUITARRA)', org,
    'Aprobáronse as bases para a cobertura, como persoal laboral fixo, de dúas prazas de profesor/a da Escola Municipal de Música, unha da especialidade de piano e outra de guitarra.');
  it('"PROFESOR/A DE PIANO E PROFESOR/A DE GUITARRA" joins the call (gl)', () => {
    const b = bases();
    const res = lido('BOP Pontevedra', '2051-03-23', 'CUALIFICACIÓNS FINAIS. PROFESOR/A DE PIANO E PROFESOR/A DE GUITARRA', org,
      'O tribunal do concurso-oposición para dúas prazas de profesor/a da Escola Municipal de Música fai públicas as cualificacións finais e propón a contratación de dona X (piano) e de don Y (guitarra).');
    expect(xunto(agrupar([b, res]), res)).toEqual(ids(b, res));
  });
  it('the same in Spanish (es)', () => {
    const b = lido('BOP Pontevedra', '2050-10-03', 'BASES DEL CONCURSO-OPOSICIÓN PARA LA CONTRATACIÓN LABORAL FIJA DE DOS PROFESORES/AS DE LA ESCUELA MUNICIPAL DE MÚSICA', org,
      'Se aprobaron las bases para la cobertura, como personal laboral fijo, de dos plazas de profesor/a de la Escuela Municipal de Música, una de piano y otra de guitarra.');
    const res = lido('BOP Pontevedra', '2051-03-23', 'CALIFICACIONES FINALES. PROFESOR/A DE PIANO', org,
      'El tribunal del concurso-oposición para dos plazas de profesor/a de la Escuela Municipal de Música hace públicas las calificaciones finales y propone la contratación de doña X (piano).');
    expect(xunto(agrupar([b, res]), res)).toEqual(ids(b, res));
  });
  it('negative: a speciality its lead does not print stays apart (gl)', () => {
    const b = bases();
    const res = lido('BOP Pontevedra', '2051-03-23', 'CUALIFICACIÓNS FINAIS. PROFESOR/A DE VIOLÍN', org,
      'O tribunal do concurso-oposición para unha praza de profesor/a do conservatorio fai públicas as cualificacións finais.');
    expect(xunto(agrupar([b, res]), res)).toEqual(ids(res));
  });
});
