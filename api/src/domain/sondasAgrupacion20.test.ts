import { classifyEdict } from './clasificador.js';
import { agrupar } from './procesos.js';
import { ids, lido, xunto } from './test/sondas.js';

/**
 * Probes for the classes of error the twentieth grouping set (agrupacion20) showed at its first run, in our own
 * wording, Galician and Spanish, with negatives: an extension of the places a call convoked, whose body names the
 * session that decided it and the retirement that freed the place, read as a council's organisation and dropped.
 */

describe('an extension of the places a call convoked is a step of the call', () => {
  const texto = (n: string) => `A Xunta de Goberno Local, en sesión do 3 de marzo de 2053, acordou ampliar de unha a dúas as prazas de ${n} convocadas no BOP número 41, do 2 de febreiro de 2053, ao quedar vacante outra praza por xubilación do seu titular. A ampliación non abre novo prazo de solicitudes.`;
  it('the Galician title and body are a correction of the call, published (gl)', () => {
    expect(classifyEdict({ bop: 'BOP Ourense', titulo: 'Ampliación do número de prazas convocadas', organizacion: 'Concello de Verín', texto: texto('oficial de obras') }))
      .toMatchObject({ emprego: true, tipo: 'correccion' });
  });
  it('the Spanish form, the same in Spanish (es)', () => {
    expect(classifyEdict({ bop: 'BOP Pontevedra', titulo: 'Ampliación del número de plazas convocadas', organizacion: 'Concello de Cangas',
      texto: 'La Junta de Gobierno Local, en sesión de 3 de marzo de 2053, acordó ampliar de dos a tres las plazas de policía local convocadas en el BOP número 41, de 2 de febrero de 2053, al quedar vacante otra plaza por jubilación de su titular.' }))
      .toMatchObject({ emprego: true, tipo: 'correccion' });
  });
  // (a guard: the grouping already joined it once it was read as a step)
  it('it joins the call it extends (gl)', () => {
    const org = 'Concello de Verín';
    const bases = lido('BOP Ourense', '2053-02-02', 'Bases para a provisión dunha praza de oficial de obras', org,
      'Apróbanse as bases para a provisión en propiedade dunha praza de oficial de obras, persoal laboral fixo, polo sistema de concurso-oposición libre.');
    const amp = lido('BOP Ourense', '2053-03-10', 'Ampliación do número de prazas convocadas', org, texto('oficial de obras'));
    expect(xunto(agrupar([bases, amp]), amp)).toEqual(ids(bases, amp));
  });
  it('negative: an extension of a nursery\'s places is no employment (gl, es)', () => {
    expect(classifyEdict({ bop: 'BOP Ourense', titulo: 'Ampliación do número de prazas da escola infantil municipal', organizacion: 'Concello de Verín',
      texto: 'A Xunta de Goberno Local, en sesión do 3 de marzo de 2053, acordou ampliar o número de prazas da escola infantil municipal para o curso 2053-2054.' }))
      .toMatchObject({ emprego: false });
    expect(classifyEdict({ bop: 'BOP Pontevedra', titulo: 'Ampliación del número de plazas de aparcamiento para residentes', organizacion: 'Concello de Cangas' }))
      .toMatchObject({ emprego: false });
  });
});

describe('an appointment whose body says its turn as "en quenda libre", "por turno libre"', () => {
  const org = 'Concello de Arteixo';
  // each call with its list, the internal one with its proposal too (the step an appointment follows)
  const calls = (es = false) => { const [libre, pi] = bases(es); return [libre, pi, ...steps(es)]; };
  const steps = (es: boolean) => es ? [
    lido('BOP A Coruña', '2053-06-12', 'Lista definitiva de admitidos. Auxiliar administrativo/a, turno libre', org,
      'Se aprueba la lista definitiva de personas admitidas y excluidas en el proceso selectivo de tres plazas de auxiliar administrativo/a por el turno libre.'),
    lido('BOP A Coruña', '2053-06-12', 'Lista definitiva de admitidos. Auxiliar administrativo/a, promoción interna', org,
      'Se aprueba la lista definitiva de personas admitidas y excluidas en el proceso selectivo de dos plazas de auxiliar administrativo/a por promoción interna.'),
    lido('BOP A Coruña', '2053-09-30', 'Propuesta de nombramiento. Promoción interna de auxiliar administrativo/a', org,
      'El tribunal del proceso por promoción interna de auxiliar administrativo/a propone el nombramiento de las dos personas aprobadas.'),
  ] : [
    lido('BOP A Coruña', '2053-06-12', 'Lista definitiva de admitidos. Auxiliar administrativo/a, quenda libre', org,
      'Apróbase a lista definitiva de persoas admitidas e excluídas no proceso selectivo de tres prazas de auxiliar administrativo/a pola quenda libre.'),
    lido('BOP A Coruña', '2053-06-12', 'Lista definitiva de admitidos. Auxiliar administrativo/a, promoción interna', org,
      'Apróbase a lista definitiva de persoas admitidas e excluídas no proceso selectivo de dúas prazas de auxiliar administrativo/a por promoción interna.'),
    lido('BOP A Coruña', '2053-09-30', 'Proposta de nomeamento. Promoción interna de auxiliar administrativo/a', org,
      'O tribunal do proceso por promoción interna de auxiliar administrativo/a propón o nomeamento das dúas persoas aprobadas.'),
  ];
  const bases = (es: boolean) => es ? [
    lido('BOP A Coruña', '2053-04-10', 'Bases para la provisión de tres plazas de auxiliar administrativo/a, turno libre', org,
      'Se aprueban las bases para la provisión de tres plazas de auxiliar administrativo/a, subgrupo C2, por el turno libre y el sistema de concurso-oposición.'),
    lido('BOP A Coruña', '2053-04-10', 'Bases para la provisión, por promoción interna, de dos plazas de auxiliar administrativo/a', org,
      'Se aprueban las bases para la provisión de dos plazas de auxiliar administrativo/a, subgrupo C2, por el sistema de promoción interna y concurso-oposición.'),
  ] : [
    lido('BOP A Coruña', '2053-04-10', 'Bases para a provisión de tres prazas de auxiliar administrativo/a, quenda libre', org,
      'Apróbanse as bases para a provisión de tres prazas de auxiliar administrativo/a, subgrupo C2, pola quenda libre e o sistema de concurso-oposición.'),
    lido('BOP A Coruña', '2053-04-10', 'Bases para a provisión, por promoción interna, de dúas prazas de auxiliar administrativo/a', org,
      'Apróbanse as bases para a provisión de dúas prazas de auxiliar administrativo/a, subgrupo C2, polo sistema de promoción interna e concurso-oposición.'),
  ];
  it('"do concurso-oposición en quenda libre" joins the free call (gl)', () => {
    const all = calls(); const [libre, pi] = all;
    const nom = lido('BOP A Coruña', '2053-11-20', 'Nomeamento de funcionarios de carreira', org,
      'Por Decreto da Alcaldía, de conformidade coa proposta do tribunal do concurso-oposición en quenda libre, nómeanse funcionarios de carreira do Concello de Arteixo, como auxiliares administrativos, a don Xoán Pérez Rial, dona Sara Vila Castro e don Brais Lema Souto.');
    expect(xunto(agrupar([...all, nom]), nom)).toEqual(ids(libre, all[2], nom));
  });
  it('"por turno libre" joins the free call (es)', () => {
    const all = calls(true); const [libre, pi] = all;
    const nom = lido('BOP A Coruña', '2053-11-20', 'Nombramiento de funcionarios de carrera', org,
      'Por Decreto de la Alcaldía, a propuesta del tribunal del proceso convocado por turno libre, se nombra funcionarios de carrera del Concello de Arteixo, en plazas de auxiliar administrativo/a, a don Xoán Pérez Rial, doña Sara Vila Castro y don Brais Lema Souto.');
    expect(xunto(agrupar([...all, nom]), nom)).toEqual(ids(libre, all[2], nom));
  });
  it('negative: "en quenda de promoción interna" joins the internal call (gl)', () => {
    const all = calls(); const [libre, pi] = all;
    const nom = lido('BOP A Coruña', '2053-11-20', 'Nomeamento de funcionarios de carreira', org,
      'Por Decreto da Alcaldía, de conformidade coa proposta do tribunal do concurso-oposición en quenda de promoción interna, nómeanse funcionarios de carreira do Concello de Arteixo, como auxiliares administrativos, a don Xoán Pérez Rial e dona Sara Vila Castro.');
    expect(xunto(agrupar([...all, nom]), nom)).toEqual(ids(pi, all[3], all[4], nom));
  });
});

describe('a result that includes the remaining candidates in a reserve list stays a step of the call for posts', () => {
  const org = 'Concello de Narón';
  const basesGl = () => lido('BOP A Coruña', '2053-03-02', 'Bases para a provisión de dúas prazas de oficial electricista, persoal laboral fixo', org,
    'Apróbanse as bases para a provisión de dúas prazas de oficial electricista, persoal laboral fixo, polo sistema de concurso-oposición libre.');
  const basesEs = () => lido('BOP A Coruña', '2053-03-02', 'Bases para la provisión de dos plazas de oficial electricista, personal laboral fijo', org,
    'Se aprueban las bases para la provisión de dos plazas de oficial electricista, personal laboral fijo, por el sistema de concurso-oposición libre.');
  it('"…e a inclusión doutras catro persoas na lista de reserva" (gl)', () => {
    const b = basesGl();
    const r = lido('BOP A Coruña', '2053-10-20', 'Resultado final do proceso selectivo de oficiais electricistas', org,
      'Rematado o proceso selectivo, o tribunal propón a contratación como oficiais electricistas de don Iago Souto Rey e dona Lucía Mato Pena, e a inclusión doutras catro persoas na lista de reserva por orde de puntuación.');
    expect(xunto(agrupar([b, r]), r)).toEqual(ids(b, r));
  });
  it('"…y se incluye a otras cuatro personas en la lista de espera" (es)', () => {
    const b = basesEs();
    const r = lido('BOP A Coruña', '2053-10-20', 'Resultado final del proceso selectivo de oficiales electricistas', org,
      'Finalizado el proceso selectivo, el tribunal propone la contratación como oficiales electricistas de don Iago Souto Rey y doña Lucía Mato Pena, y se incluye a otras cuatro personas en la lista de espera por orden de puntuación.');
    expect(xunto(agrupar([b, r]), r)).toEqual(ids(b, r));
  });
  it('negative: a call for inclusion in a reserve list of the same post is a pool, apart (gl)', () => {
    const b = basesGl();
    const pool = lido('BOP A Coruña', '2053-10-20', 'Bases para a inclusión na lista de reserva de oficial electricista', org,
      'Apróbanse as bases para a inclusión na lista de reserva de oficial electricista, para contratacións temporais, mediante concurso de méritos.');
    expect(xunto(agrupar([b, pool]), pool)).toEqual(ids(pool));
  });
});

describe('a step titled by the holder\'s everyday name of the post, its lead naming the formal one', () => {
  const org = 'Concello de Ferrol';
  const basesGl = () => lido('BOP A Coruña', '2053-02-14', 'Bases para a provisión dunha praza de técnico/a de biblioteca', org,
    'Apróbanse as bases para a provisión en propiedade dunha praza de técnico/a de biblioteca, subgrupo A2, polo sistema de concurso-oposición libre.');
  // (each call with its list of admitted candidates, the step before the results)
  const listaGl = () => lido('BOP A Coruña', '2053-05-06', 'Lista definitiva de persoas admitidas. Técnico/a de biblioteca', org,
    'Apróbase a lista definitiva de persoas admitidas no concurso-oposición para a provisión dunha praza de técnico/a de biblioteca.');
  it('"Bibliotecarios/as: relación de aprobados" joins the call of técnico/a de biblioteca (gl)', () => {
    const b = basesGl(); const l = listaGl();
    const r = lido('BOP A Coruña', '2053-09-18', 'Bibliotecarios/as: relación de aprobados e proposta de nomeamento', org,
      'O tribunal do concurso-oposición de técnico/a de biblioteca fai pública a relación de aprobados por orde de puntuación e propón o nomeamento de dona Antía Rey Vila.');
    expect(xunto(agrupar([b, l, r]), r)).toEqual(ids(b, l, r));
  });
  it('the same in Spanish (es)', () => {
    const b = lido('BOP A Coruña', '2053-02-14', 'Bases para la provisión de una plaza de técnico/a de biblioteca', org,
      'Se aprueban las bases para la provisión en propiedad de una plaza de técnico/a de biblioteca, subgrupo A2, por el sistema de concurso-oposición libre.');
    const l = lido('BOP A Coruña', '2053-05-06', 'Lista definitiva de personas admitidas. Técnico/a de biblioteca', org,
      'Se aprueba la lista definitiva de personas admitidas en el concurso-oposición para la provisión de una plaza de técnico/a de biblioteca.');
    const r = lido('BOP A Coruña', '2053-09-18', 'Bibliotecarios/as: relación de aprobados y propuesta de nombramiento', org,
      'El tribunal del concurso-oposición de técnico/a de biblioteca hace pública la relación de aprobados por orden de puntuación y propone el nombramiento de doña Antía Rey Vila.');
    expect(xunto(agrupar([b, l, r]), r)).toEqual(ids(b, l, r));
  });
  it('negative: the lead naming another post of the field keeps it apart (gl)', () => {
    const b = basesGl(); const l = listaGl();
    const r = lido('BOP A Coruña', '2053-09-18', 'Bibliotecarios/as: relación de aprobados e proposta de nomeamento', org,
      'O tribunal do concurso-oposición de auxiliar de biblioteca fai pública a relación de aprobados por orde de puntuación e propón o nomeamento de dona Antía Rey Vila.');
    expect(xunto(agrupar([b, l, r]), r)).toEqual(ids(r));
  });
});

// (the Spanish case already held on the old rules: a guard, not a proof)
describe('a step naming no post, its lead naming the speciality of its call', () => {
  const org = 'Consellería de Facenda e Administración Pública';
  const call = (esp: string) => lido('DOG', '2053-05-12', `ORDE do 5 de maio de 2053 pola que se convoca o proceso selectivo para o ingreso no corpo facultativo superior da Xunta de Galicia, subgrupo A1, escala de saúde pública e administración sanitaria, especialidade de ${esp}.`, org,
    `Convócase proceso selectivo para cubrir cinco prazas do corpo facultativo superior da Xunta de Galicia, subgrupo A1, escala de saúde pública e administración sanitaria, especialidade de ${esp}, polo sistema de oposición.`);
  it('"(farmacéuticos/as de saúde pública)", its lead "especialidade de farmacia", joins the pharmacy call (gl)', () => {
    const f = call('farmacia'); const v = call('veterinaria');
    const s = lido('DOG', '2053-10-20', 'RESOLUCIÓN do 10 de outubro de 2053, da Dirección Xeral da Función Pública, pola que se aproba a relación definitiva de persoas admitidas e se sinala a data do primeiro exercicio (farmacéuticos/as de saúde pública).', org,
      'Elévase a definitiva a relación de persoas admitidas no proceso selectivo da escala de saúde pública e administración sanitaria, especialidade de farmacia, e convócase ao primeiro exercicio o 20 de novembro de 2053.');
    expect(xunto(agrupar([f, v, s]), s)).toEqual(ids(f, s));
  });
  it('the same in Spanish, a title naming nothing, "especialidad de veterinaria" (es)', () => {
    const v = call('veterinaria'); const f = call('farmacia');
    const s = lido('DOG', '2053-10-20', 'RESOLUCIÓN de 10 de octubre de 2053, de la Dirección General de la Función Pública, por la que se aprueba la relación definitiva de personas admitidas y se señala la fecha del primer ejercicio.', org,
      'Se eleva a definitiva la relación de personas admitidas en el proceso selectivo de la escala de salud pública y administración sanitaria, especialidad de veterinaria, y se convoca al primer ejercicio el 20 de noviembre de 2053.');
    expect(xunto(agrupar([v, f, s]), s)).toEqual(ids(v, s));
  });
  it('negative: a lead naming a third speciality joins neither (gl)', () => {
    const f = call('farmacia'); const v = call('veterinaria');
    const s = lido('DOG', '2053-10-20', 'RESOLUCIÓN do 10 de outubro de 2053, da Dirección Xeral da Función Pública, pola que se aproba a relación definitiva de persoas admitidas (odontólogos/as de saúde pública).', org,
      'Elévase a definitiva a relación de persoas admitidas no proceso selectivo da escala de saúde pública e administración sanitaria, especialidade de odontoloxía.');
    expect(xunto(agrupar([f, v, s]), s)).toEqual(ids(s));
  });
});
