import { classifyEdict } from './clasificador.js';
import { agrupar, comparePosts, nomeDoPosto, postoDoTexto } from './procesos.js';
import { ids, lido, xunto } from './test/sondas.js';

/**
 * Probes for the classes of error the twenty-second grouping set (agrupacion22) showed at its first run, in our own
 * wording, Galician and Spanish, with negatives: a post named by its former name ("aparellador/a", "auxiliar de
 * enfermaría"); a post named with another name in brackets; a job pool or reserve list formed from a competition's own
 * candidates who passed without a place, read as a new pool call or as a list of admitted; the period to remedy an
 * application ("prazo … para emendas") read as a correction.
 */

describe('a post named by its former name is the same post', () => {
  const org = 'Concello de Vilalba';
  const bases = (es = false) => es
    ? lido('BOP Lugo', '2058-03-04', 'Bases para la provisión de una plaza de arquitecto/a técnico/a', org,
      'Se aprueban las bases para la provisión en propiedad de una plaza de arquitecto/a técnico/a, subgrupo A2, personal funcionario de carrera, por concurso-oposición libre.')
    : lido('BOP Lugo', '2058-03-04', 'Bases para a provisión dunha praza de arquitecto/a técnico/a', org,
      'Apróbanse as bases para a provisión en propiedade dunha praza de arquitecto/a técnico/a, subgrupo A2, persoal funcionario de carreira, por concurso-oposición libre.');
  it('the key: "aparellador/a" and "aparejador/a" are "arquitecto/a técnico/a" (gl, es)', () => {
    expect(comparePosts(postoDoTexto('Aparellador/a municipal'), postoDoTexto('Arquitecto/a técnico/a'))).toBe('compatible');
    expect(comparePosts(postoDoTexto('Aparejadores'), postoDoTexto('arquitectos técnicos'))).toBe('mesmo');
  });
  it('"LISTA PROVISIONAL… APARELLADOR/A MUNICIPAL" joins the call of arquitecto/a técnico/a (gl)', () => {
    const b = bases();
    const l = lido('BOP Lugo', '2058-05-20', 'LISTA PROVISIONAL DE ADMITIDOS E EXCLUÍDOS. APARELLADOR/A MUNICIPAL', org,
      'Por Resolución da Alcaldía apróbase a lista provisional de persoas admitidas e excluídas no concurso-oposición libre para a provisión dunha praza de arquitecto/a técnico/a.');
    expect(xunto(agrupar([b, l]), l)).toEqual(ids(b, l));
  });
  it('"Nombramiento de aparejador municipal" joins it (es)', () => {
    const b = bases(true);
    const l = lido('BOP Lugo', '2058-05-20', 'Lista provisional de admitidos y excluidos. Arquitecto/a técnico/a', org,
      'Se aprueba la lista provisional de personas admitidas y excluidas en el concurso-oposición libre para la provisión de una plaza de arquitecto/a técnico/a.');
    const n = lido('BOP Lugo', '2058-11-20', 'Nombramiento de funcionario de carrera. Aparejador municipal', org,
      'Por Decreto de la Alcaldía se nombra funcionario de carrera, en la plaza de aparejador municipal, a don Brais Lema Souto.');
    expect(xunto(agrupar([b, l, n]), n)).toEqual(ids(b, l, n));
  });
  it('the care assistant under the category\'s former name, "auxiliar de enfermaría" (gl)', () => {
    const o = 'Consorcio Galego de Servizos de Igualdade e Benestar';
    const b = lido('DOG', '2058-03-10', 'RESOLUCIÓN do 1 de marzo de 2058 pola que se convoca concurso-oposición para cubrir dez prazas de técnico/a en coidados auxiliares de enfermaría, persoal laboral fixo.', o,
      'Convócase concurso-oposición para cubrir dez prazas de técnico/a en coidados auxiliares de enfermaría, persoal laboral fixo, nas escolas infantís do Consorcio.');
    const r = lido('DOG', '2058-12-01', 'RESOLUCIÓN do 20 de novembro de 2058 pola que se fai pública a relación de persoas aprobadas no concurso-oposición de auxiliar de enfermaría.', o,
      'Rematado o concurso-oposición, faise pública a relación de persoas aprobadas por orde de puntuación.');
    expect(xunto(agrupar([b, r]), r)).toEqual(ids(b, r));
  });
  it('the same in Spanish, "Técnico/a en Cuidados Auxiliares de Enfermería" / "auxiliar de enfermería" (es)', () => {
    const o = 'Concello de Vilalba';
    const b = lido('BOP Lugo', '2058-03-10', 'Bases para la provisión de dos plazas de técnico/a en cuidados auxiliares de enfermería', o,
      'Se aprueban las bases para la provisión de dos plazas de técnico/a en cuidados auxiliares de enfermería de la residencia municipal, personal laboral fijo, por concurso-oposición.');
    const l = lido('BOP Lugo', '2058-06-02', 'Lista provisional de admitidos. Auxiliar de enfermería', o,
      'Se aprueba la lista provisional de personas admitidas y excluidas en el concurso-oposición para dos plazas de la residencia municipal.');
    expect(xunto(agrupar([b, l]), l)).toEqual(ids(b, l));
  });
  it('negative: the architect\'s list joins the architect\'s call, the surveyor\'s does not (gl)', () => {
    const b = bases();
    const arq = lido('BOP Lugo', '2058-03-04', 'Bases para a provisión dunha praza de arquitecto/a', org,
      'Apróbanse as bases para a provisión en propiedade dunha praza de arquitecto/a, subgrupo A1, persoal funcionario de carreira, por concurso-oposición libre.');
    const lArq = lido('BOP Lugo', '2058-05-20', 'LISTA PROVISIONAL DE ADMITIDOS E EXCLUÍDOS. ARQUITECTO/A', org,
      'Apróbase a lista provisional de persoas admitidas e excluídas no concurso-oposición libre para a provisión dunha praza de arquitecto/a.');
    const lApa = lido('BOP Lugo', '2058-05-21', 'LISTA PROVISIONAL DE ADMITIDOS E EXCLUÍDOS. APARELLADOR/A', org,
      'Apróbase a lista provisional de persoas admitidas e excluídas no concurso-oposición libre para a provisión dunha praza de aparellador/a.');
    const g = agrupar([b, arq, lArq, lApa]);
    expect(xunto(g, lArq)).toEqual(ids(arq, lArq));
    expect(xunto(g, lApa)).not.toContain(arq.id);
  });
  it('negative: a nurse is not a care assistant (gl)', () => {
    expect(comparePosts(postoDoTexto('enfermeiro/a'), postoDoTexto('auxiliar de enfermaría'))).toBe('distinto');
    expect(comparePosts(postoDoTexto('técnico/a superior en imaxe para o diagnóstico'), postoDoTexto('auxiliar de enfermaría'))).toBe('distinto');
  });
});

describe('a post named with another name in brackets', () => {
  const org = 'Deputación Provincial de Pontevedra';
  // (each call with its definitive list and tribunal, the step an appointment follows)
  const call = (es = false) => es ? [
    lido('BOP Pontevedra', '2058-04-02', 'Convocatoria y bases para la provisión de dos plazas de técnico/a superior de informática', org,
      'Se aprueban las bases para la provisión de dos plazas de técnico/a superior de informática, escala de administración especial, subgrupo A1, por el turno libre y el sistema de oposición.'),
    lido('BOP Pontevedra', '2058-07-09', 'Lista definitiva de admitidos y tribunal. Técnicos superiores de informática', org,
      'Se aprueba la lista definitiva de personas admitidas y excluidas en el proceso selectivo de dos plazas de técnico/a superior de informática y se designa el tribunal calificador.'),
  ] : [
    lido('BOP Pontevedra', '2058-04-02', 'Convocatoria e bases para a provisión de dúas prazas de técnico/a superior de informática', org,
      'Apróbanse as bases para a provisión de dúas prazas de técnico/a superior de informática, escala de administración especial, subgrupo A1, pola quenda libre e o sistema de oposición.'),
    lido('BOP Pontevedra', '2058-07-09', 'Listaxe definitiva de admitidos e tribunal. Técnicos superiores de informática', org,
      'Apróbase a listaxe definitiva de persoas admitidas e excluídas no proceso selectivo de dúas prazas de técnico/a superior de informática e desígnase o tribunal cualificador.'),
  ];
  it('an appointment "na praza de enxeñeiro/a informático/a (técnico/a superior de informática)" joins the call (gl)', () => {
    const c = call();
    const n = lido('BOP Pontevedra', '2058-12-10', 'RESOLUCIÓN DE NOMEAMENTO COMO FUNCIONARIOS DE CARREIRA', org,
      'Por Resolución da Presidencia nomeáronse funcionarios de carreira, escala de administración especial, na praza de enxeñeiro/a informático/a (técnico/a superior de informática), a Iván Besada Lores e a Rut Gándara Paz.');
    expect(xunto(agrupar([...c, n]), n)).toEqual(ids(...c, n));
  });
  it('the same in Spanish, "en la plaza de ingeniero/a informático/a (técnico/a superior de informática)" (es)', () => {
    const c = call(true);
    const n = lido('BOP Pontevedra', '2058-12-10', 'Resolución de nombramiento como funcionarios de carrera', org,
      'Por Resolución de la Presidencia se nombra funcionarios de carrera, escala de administración especial, en la plaza de ingeniero/a informático/a (técnico/a superior de informática), a Iván Besada Lores y a Rut Gándara Paz.');
    expect(xunto(agrupar([...c, n]), n)).toEqual(ids(...c, n));
  });
  it('negative: a bracket naming a third post keeps the step apart (gl)', () => {
    const c = call();
    const n = lido('BOP Pontevedra', '2058-12-10', 'RESOLUCIÓN DE NOMEAMENTO COMO FUNCIONARIOS DE CARREIRA', org,
      'Por Resolución da Presidencia nomeáronse funcionarios de carreira, escala de administración especial, na praza de enxeñeiro/a informático/a (técnico/a de sistemas), a Iván Besada Lores.');
    expect(xunto(agrupar([...c, n]), n)).toEqual(ids(n));
  });
  it('negative: a bracket that is no post ("(OEP 2057)") names nothing (gl)', () => {
    const c = call();
    const n = lido('BOP Pontevedra', '2058-12-10', 'RESOLUCIÓN DE NOMEAMENTO COMO FUNCIONARIOS DE CARREIRA', org,
      'Por Resolución da Presidencia nomeáronse funcionarios de carreira, escala de administración especial, na praza de enxeñeiro/a de camiños, canais e portos (OEP 2057), a Iván Besada Lores.');
    expect(xunto(agrupar([...c, n]), n)).toEqual(ids(n));
  });
});

describe('a pool or reserve list formed from a competition\'s own candidates is a list of that competition', () => {
  it('classifier: "Constitución da bolsa… resultante do proceso selectivo" is a list, not a pool call (gl)', () => {
    expect(classifyEdict({ bop: 'BOP A Coruña', titulo: 'Constitución da bolsa de emprego de técnicos/as de xestión resultante do proceso selectivo', organizacion: 'Concello de Oleiros' }))
      .toMatchObject({ emprego: true, tipo: 'listas_contratacion' });
  });
  it('its post ends where its origin begins: "…de técnicos/as de xestión resultante do proceso selectivo" (gl, es)', () => {
    expect(nomeDoPosto('Constitución da bolsa de emprego de técnicos/as de xestión resultante do proceso selectivo')).toBe('Técnicos/as de xestión');
    expect(postoDoTexto('Lista de reserva de conserjes formada por los aspirantes que superaron el proceso selectivo')).toBe(postoDoTexto('conserxe'));
  });
  it('classifier: the same in Spanish (es)', () => {
    expect(classifyEdict({ bop: 'BOP A Coruña', titulo: 'Constitución de la bolsa de empleo de técnicos/as de gestión resultante del proceso selectivo', organizacion: 'Concello de Oleiros' }))
      .toMatchObject({ emprego: true, tipo: 'listas_contratacion' });
  });
  it('classifier: "Lista de reserva… formada coas aspirantes que superaron o proceso selectivo sen obter praza" is a list, not a list of admitted (gl, es)', () => {
    expect(classifyEdict({ bop: 'BOP A Coruña', titulo: 'Lista de reserva de conserxes formada coas aspirantes que superaron o proceso selectivo sen obter praza', organizacion: 'Concello de Oleiros' }))
      .toMatchObject({ emprego: true, tipo: 'listas_contratacion' });
    expect(classifyEdict({ bop: 'BOP A Coruña', titulo: 'Lista de reserva de conserjes formada por los aspirantes que superaron el proceso selectivo sin obtener plaza', organizacion: 'Concello de Oleiros' }))
      .toMatchObject({ emprego: true, tipo: 'listas_contratacion' });
  });
  it('negative: bases for a pool, and a result that forms the reserve list, keep their kinds (gl, es)', () => {
    expect(classifyEdict({ bop: 'BOP A Coruña', titulo: 'Bases para a constitución dunha bolsa de emprego de técnicos/as de xestión', organizacion: 'Concello de Oleiros' }))
      .toMatchObject({ tipo: 'bolsa_emprego' });
    expect(classifyEdict({ bop: 'BOP A Coruña', titulo: 'Bases para la constitución de una bolsa de empleo de conserjes', organizacion: 'Concello de Oleiros' }))
      .toMatchObject({ tipo: 'bolsa_emprego' });
    expect(classifyEdict({ bop: 'BOP A Coruña', titulo: 'Relación de aprobados e proposta de nomeamento; lista de reserva coas persoas que superaron o proceso', organizacion: 'Concello de Oleiros' }))
      .toMatchObject({ tipo: 'resultados' });
  });

  const org = 'Concello de Oleiros';
  const competition = (es = false) => es ? [
    lido('BOP A Coruña', '2058-03-02', 'Bases para la provisión de una plaza de técnico/a de gestión', org,
      'Se aprueban las bases para la provisión en propiedad de una plaza de técnico/a de gestión, subgrupo A2, personal funcionario de carrera, por oposición libre. Con los aspirantes que superen algún ejercicio y no obtengan plaza se formará una bolsa de empleo.'),
    lido('BOP A Coruña', '2058-05-11', 'Lista provisional de admitidos. Técnico/a de gestión', org,
      'Se aprueba la lista provisional de personas admitidas y excluidas en la oposición libre para la provisión de una plaza de técnico/a de gestión.'),
    lido('BOP A Coruña', '2058-10-05', 'Calificaciones finales y propuesta de nombramiento. Técnico/a de gestión', org,
      'El tribunal de la oposición libre de una plaza de técnico/a de gestión propone el nombramiento como funcionaria de carrera de doña Sara Vila Castro.'),
  ] : [
    lido('BOP A Coruña', '2058-03-02', 'Bases para a provisión dunha praza de técnico/a de xestión', org,
      'Apróbanse as bases para a provisión en propiedade dunha praza de técnico/a de xestión, subgrupo A2, persoal funcionario de carreira, por oposición libre. Coas persoas aspirantes que superen algún exercicio e non obteñan praza formarase unha bolsa de emprego.'),
    lido('BOP A Coruña', '2058-05-11', 'Lista provisional de admitidos. Técnico/a de xestión', org,
      'Apróbase a lista provisional de persoas admitidas e excluídas na oposición libre para a provisión dunha praza de técnico/a de xestión.'),
    lido('BOP A Coruña', '2058-10-05', 'Cualificacións finais e proposta de nomeamento. Técnico/a de xestión', org,
      'O tribunal da oposición libre dunha praza de técnico/a de xestión propón o nomeamento como funcionaria de carreira de dona Sara Vila Castro.'),
  ];
  it('the pool of interim staff formed with the candidates who passed and got no place joins the competition (gl)', () => {
    const c = competition();
    const pool = lido('BOP A Coruña', '2058-12-01', 'Constitución da bolsa de emprego de técnicos/as de xestión resultante do proceso selectivo', org,
      'De acordo coa base 12 da convocatoria, constitúese a bolsa de emprego para nomeamentos interinos coas tres persoas aspirantes que superaron polo menos o primeiro exercicio e non obtiveron praza, pola seguinte orde: Diego Fernández Rama, Uxía Porto Lema e Alba Pena Cancela.');
    expect(xunto(agrupar([...c, pool]), pool)).toEqual(ids(...c, pool));
  });
  it('the same in Spanish (es)', () => {
    const c = competition(true);
    const pool = lido('BOP A Coruña', '2058-12-01', 'Constitución de la bolsa de empleo de técnicos/as de gestión resultante del proceso selectivo', org,
      'De acuerdo con la base 12 de la convocatoria, se constituye la bolsa de empleo para nombramientos interinos con las tres personas aspirantes que superaron al menos el primer ejercicio y no obtuvieron plaza, por el siguiente orden: Diego Fernández Rama, Uxía Porto Lema y Alba Pena Cancela.');
    expect(xunto(agrupar([...c, pool]), pool)).toEqual(ids(...c, pool));
  });
  it('a reserve list of the competition that replaces another pool of the post stays with the competition (gl)', () => {
    const o = 'Concello de Ribeira';
    const bases = lido('BOP A Coruña', '2058-03-02', 'Convocatoria e bases para a cobertura de dúas prazas de conserxe, persoal laboral fixo', o,
      'Apróbanse as bases para a cobertura de dúas prazas de conserxe, persoal laboral fixo, mediante concurso-oposición libre.');
    const res = lido('BOP A Coruña', '2058-09-20', 'Resultado final do concurso-oposición e proposta de contratación como persoal laboral fixo de dous conserxes', o,
      'O tribunal propón a contratación como persoal laboral fixo, na categoría de conserxe, de Iago Souto Rey e Lucía Mato Pena.');
    const poolBases = lido('BOP A Coruña', '2058-04-10', 'Bases reguladoras para a constitución dunha bolsa de emprego de conserxes para contratacións laborais temporais', o,
      'Apróbanse as bases para a constitución dunha bolsa de emprego de conserxes para contratacións laborais temporais, mediante concurso de méritos.');
    const poolList = lido('BOP A Coruña', '2058-06-12', 'Lista definitiva e orde de prelación da bolsa de emprego de conserxes', o,
      'Apróbase a lista definitiva da bolsa de emprego de conserxes por orde de puntuación.');
    const reserva = lido('BOP A Coruña', '2058-10-30', 'Lista de reserva de conserxes formada coas aspirantes que superaron o proceso selectivo sen obter praza', o,
      'Segundo a base décimo cuarta da convocatoria de dúas prazas de conserxe (BOP número 42, do 2 de marzo de 2058), apróbase a lista de reserva para contratacións temporais formada polas seis aspirantes que superaron a fase de oposición sen obter praza. Esta lista substitúe a bolsa de emprego publicada no BOP número 112, do 12 de xuño de 2058, que queda sen efecto.');
    expect(xunto(agrupar([bases, poolBases, poolList, res, reserva]), reserva)).toEqual(ids(bases, res, reserva));
  });
  it('negative: new bases for a pool of the post after the competition start their own process (gl)', () => {
    const c = competition();
    const pool = lido('BOP A Coruña', '2058-12-01', 'Bases para a constitución dunha bolsa de emprego de técnicos/as de xestión', org,
      'Apróbanse as bases para a constitución dunha bolsa de emprego de técnicos/as de xestión para nomeamentos interinos, mediante concurso-oposición. O prazo de presentación de solicitudes será de dez días hábiles.');
    expect(xunto(agrupar([...c, pool]), pool)).toEqual(ids(pool));
  });
});

describe('the period to remedy an application ("prazo… para emendas") is no correction', () => {
  const corpo = (oficio: string) => `Anuncio\nPor Decreto da Alcaldía número 2058/2033, do 30 de setembro de 2058, apróbase\na lista provisional de persoas admitidas e excluídas no concurso-oposición\npara a contratación laboral fixa dun/dunha oficial/a de primeira ${oficio}.\nConcédese un prazo de dez días hábiles para emendas.\nR. 2559`;
  it('a bare "ANUNCIO" whose body approves a list and gives days "para emendas" is a list of admitted (gl)', () => {
    expect(classifyEdict({ bop: 'BOP Lugo', titulo: 'ANUNCIO', organizacion: 'MONFORTE DE LEMOS', texto: corpo('electricista') }))
      .toMatchObject({ emprego: true, tipo: 'admitidos' });
  });
  // (a guard: the Spanish "subsanar" was never read as a correction)
  it('the same in Spanish, "para subsanar" (es)', () => {
    expect(classifyEdict({ bop: 'BOP Lugo', titulo: 'ANUNCIO', organizacion: 'MONFORTE DE LEMOS',
      texto: 'Anuncio\nPor Decreto de la Alcaldía se aprueba la lista provisional de personas admitidas y excluidas en el concurso-oposición para la contratación laboral fija de un/una oficial/a de primera electricista. Se concede un plazo de diez días hábiles para subsanar.' }))
      .toMatchObject({ emprego: true, tipo: 'admitidos' });
  });
  it('negative: an "emenda" of the bases or of an error is still a correction (gl)', () => {
    expect(classifyEdict({ bop: 'BOP Lugo', titulo: 'Emenda de erro material na base sexta da convocatoria de catro prazas de axente da policía local', organizacion: 'Concello de Lugo' }))
      .toMatchObject({ tipo: 'correccion' });
    expect(classifyEdict({ bop: 'BOP Lugo', titulo: 'ANUNCIO', organizacion: 'MONFORTE DE LEMOS',
      texto: 'Anuncio\nPor Decreto da Alcaldía apróbase a emenda das bases da convocatoria dunha praza de oficial/a de primeira electricista, na súa base quinta.' }))
      .toMatchObject({ tipo: 'correccion' });
  });
  it('the result of one of two posts listed the same day under bare titles joins its call (gl)', () => {
    const org = 'MONFORTE DE LEMOS';
    const bases = (oficio: string) => lido('BOP Lugo', '2058-07-05', `BASES DO PROCESO SELECTIVO PARA A CONTRATACIÓN COMO PERSOAL LABORAL FIXO DUN/DUNHA OFICIAL/A DE PRIMEIRA ${oficio.toUpperCase()}`, org,
      `Apróbanse as bases do proceso selectivo para a contratación como persoal laboral fixo dun/dunha oficial/a de primeira ${oficio}, subgrupo C2, mediante concurso-oposición libre.`);
    const [be, ba] = [bases('electricista'), bases('albanel')];
    const [le, la] = [lido('BOP Lugo', '2058-10-08', 'ANUNCIO', org, corpo('electricista')), lido('BOP Lugo', '2058-10-08', 'ANUNCIO', org, corpo('albanel'))];
    const r = lido('BOP Lugo', '2058-11-29', 'PROPOSTA DE CONTRATACIÓN. OFICIAL ELECTRICISTA', org,
      'Anuncio\nO tribunal do concurso-oposición para a contratación como persoal laboral fixo\ndun/dunha oficial/a de primeira electricista fai públicas as puntuacións\nfinais e propón a contratación de Adrián Lamas Novoa.');
    expect(xunto(agrupar([be, ba, le, la, r]), r)).toEqual(ids(be, le, r));
  });
});
