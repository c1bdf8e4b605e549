import { lerFeitos } from './index.js';

/**
 * Probes of our own for the classes of wording the held-out dev14 showed at its first run (issue 22, seventeenth pass),
 * each in Galician and Spanish, with probes where the fix must not fire.
 */
const ler = (texto: string, tipo = 'convocatoria_bases', titulo = '', fecha = '2034-02-14') => lerFeitos(texto, { bop: 'BOP Ourense', titulo, tipo, fecha });
const lista = (f: ReturnType<typeof ler>) => f.postos?.valor.map((p) => `${p.nome}|${p.prazas ?? ''}|${p.grupo ?? ''}|${p.quenda ?? ''}`);
/** A state bulletin's extract: its section heading in capitals opens no base of the call. */
const BOE = 'II. AUTORIDADES Y PERSONAL\nB. Oposiciones y concursos\n';

describe('dev14 classes (seventeenth pass): a list of posts announced and printed in one sentence', () => {
  it('items opened by their count, parted by semicolons, each with its group and turn (es, gl; a state extract too)', () => {
    const es = `${BOE}En el «Boletín Oficial de la Provincia» se han publicado las bases para proveer, como personal laboral fijo, las siguientes plazas del Ayuntamiento: dos plazas de Conductor/a de maquinaria, asimilada al subgrupo C2, turno libre; una plaza de Auxiliar de cementerio, agrupaciones profesionales, turno libre; una plaza de Capataz/a de jardines, asimilada al subgrupo C1, turno de promoción interna.\nEl plazo será de veinte días naturales.`;
    const gl = 'Convócanse, como persoal laboral fixo, as seguintes prazas do cadro de persoal: tres prazas de Socorrista, asimilada ao subgrupo C2, quenda libre; unha praza de Coordinador/a de deportes, asimilada ao subgrupo A2, quenda de promoción interna.';
    expect(lista(ler(es, 'extracto_convocatoria'))).toEqual(['Conductor/a de maquinaria|2|C2|libre', 'Auxiliar de cementerio|1|AP|libre', 'Capataz/a de jardines|1|C1|promocionInterna']);
    expect(lista(ler(gl))).toEqual(['Socorrista|3|C2|libre', 'Coordinador/a de deportes|1|A2|promocionInterna']);
  });
  it('items whose count follows the name in brackets, joined by commas and "e"/"y" (gl, es)', () => {
    const gl = 'Primeira. Obxecto. É obxecto destas bases a contratación laboral temporal, con cargo a un plan de emprego, nos seguintes postos: peón/oa forestal (catro prazas, agrupacións profesionais), condutor/a de tractor (dúas prazas, subgrupo C2) e técnico/a de medio ambiente (unha praza, subgrupo A2).';
    const es = 'Primera. Objeto. Es objeto de estas bases la selección de personal laboral temporal para los siguientes puestos: Ingeniero/a de Caminos, Canales y Puertos (una plaza, subgrupo A1), Delineante (dos plazas, subgrupo C1) y Ordenanza (una plaza, agrupaciones profesionales).';
    expect(lista(ler(gl))).toEqual(['Peón/oa forestal|4|AP|', 'Condutor/a de tractor|2|C2|', 'Técnico/a de medio ambiente|1|A2|']);
    expect(lista(ler(es))).toEqual(['Ingeniero/a de Caminos, Canales y Puertos|1|A1|', 'Delineante|2|C1|', 'Ordenanza|1|AP|']);
  });
  it('items in brackets that count nothing, or one post by turn, are no list (gl, es)', () => {
    const gl = ler('Primeira. Obxecto. Selecciónase persoal para os seguintes postos: auxiliar de biblioteca (a xornada completa), conserxe (a media xornada) e monitor/a deportivo/a (fins de semana).');
    const es = ler(`${BOE}Se han publicado las bases de las siguientes plazas: dos plazas de Bombero/a, subgrupo C1, turno libre; una plaza de Bombero/a, subgrupo C1, turno de promoción interna.`, 'extracto_convocatoria');
    expect(gl.postos).toBeUndefined();
    expect(es.postos).toBeUndefined();
    expect(es.posto?.valor.nome).toBe('Bombero/a');
  });
  it('a bulleted list "Name (group): N prazas." after "das seguintes prazas…:" / "de los siguientes puestos:" (gl, es)', () => {
    const gl = 'Aprobáronse as bases do proceso de estabilización, polo sistema de concurso, das seguintes prazas de persoal funcionario de carreira:\n• Arquitecto/a técnico/a (A2): 1 praza.\n• Auxiliar de biblioteca (C2): 2 prazas.\nAs solicitudes presentaranse en vinte días hábiles.';
    const es = 'Se aprueban las bases del proceso de estabilización, por concurso, de los siguientes puestos de personal laboral fijo:\n• Psicólogo/a (A1): 1 plaza.\n• Peón/a de jardinería (AP): 3 plazas.\nLas solicitudes se presentarán en veinte días hábiles.';
    expect(lista(ler(gl))).toEqual(['Arquitecto/a técnico/a|1|A2|', 'Auxiliar de biblioteca|2|C2|']);
    expect(lista(ler(es))).toEqual(['Psicólogo/a|1|A1|', 'Peón/a de jardinería|3|AP|']);
  });
});

describe('dev14 classes (seventeenth pass): tables printed without cell marks', () => {
  it('a table flattened into single spaces under a header of column names (gl, es; the count first too)', () => {
    const gl = 'Apróbanse as bases para a provisión en propiedade, pola quenda libre, das seguintes prazas:\nDENOMINACIÓN Nº PRAZAS SUBGRUPO\nConserxe de colexios 2 AP\nTécnico/a de xuventude 1 A2\nSegunda. Requisitos.';
    const es = 'Se aprueban las bases para la provisión, por el turno libre, de las siguientes plazas:\nNº PLAZAS DENOMINACIÓN GRUPO\n3 Operario/a de servicios múltiples AP\n1 Encargado/a de obras C1\nSegunda. Requisitos.';
    expect(lista(ler(gl))).toEqual(['Conserxe de colexios|2|AP|', 'Técnico/a de xuventude|1|A2|']);
    expect(lista(ler(es))).toEqual(['Operario/a de servicios múltiples|3|AP|', 'Encargado/a de obras|1|C1|']);
  });
  it('columns aligned with runs of spaces, the count first (gl, es)', () => {
    const gl = 'Primeira. Obxecto\nConvócanse, pola quenda libre, as seguintes prazas de persoal laboral fixo:\nPrazas   Categoría                  Grupo do convenio\n4        Vixiante de incendios      V\n1        Xefe/a de brigada          III\nSegunda. Requisitos';
    const es = 'Primera. Objeto\nSe convocan, por el turno libre, las siguientes plazas de personal laboral fijo:\nPlazas   Categoría                  Grupo del convenio\n2        Guarda de pesca            IV\n1        Patrón/a de barco          II\nSegunda. Requisitos';
    expect(lista(ler(gl))).toEqual(['Vixiante de incendios|4||', 'Xefe/a de brigada|1||']);
    expect(lista(ler(es))).toEqual(['Guarda de pesca|2||', 'Patrón/a de barco|1||']);
  });
  it('a line of column names above prose, or a single row, lists no posts (gl, es)', () => {
    const gl = ler('Convócase unha praza de conserxe.\nCategoría Grupo\nAs persoas aspirantes deberán ter o certificado de escolaridade.');
    const es = ler('Se convoca por el turno libre la siguiente plaza:\nDENOMINACIÓN Nº PLAZAS GRUPO\nConserje de colegios 1 AP\nSegunda. Requisitos.');
    expect(gl.postos).toBeUndefined();
    expect(gl.posto?.valor.nome.toLowerCase()).toBe('conserxe');
    expect(es.postos).toBeUndefined();
    expect(es.posto?.valor.nome).toBe('Conserje de colegios');
    expect(es.grupo?.valor).toBe('AP');
  });
});

describe('dev14 classes (seventeenth pass): the post of an appointment "como funcionario/a interino/a"', () => {
  it('"nomeamento como funcionario/a interino/a dun/dunha X", "nombramiento como funcionario/a interino/a de un/a X" (gl, es)', () => {
    const gl = ler('Rematado o proceso selectivo para o nomeamento como funcionario/a interino/a dun/dunha educador/a familiar adscrito/a aos servizos sociais, publícase a relación de persoas aprobadas.', 'resultados');
    const es = ler('Finalizado el proceso para el nombramiento como funcionario/a interino/a de un/a agente de desarrollo local adscrito/a al área de empleo, se publica la relación de personas aprobadas.', 'resultados');
    expect(gl.posto?.valor.nome).toBe('Educador/a familiar');
    expect(es.posto?.valor.nome).toBe('Agente de desarrollo local');
    expect(gl.prazas?.valor.total).toBe(1);
    expect(es.prazas?.valor.total).toBe(1);
  });
  it('the appointment of the candidate names no post (gl, es)', () => {
    expect(ler('Procédese ao nomeamento como funcionario/a interino/a da persoa aspirante proposta polo tribunal.', 'nomeamento').posto).toBeUndefined();
    expect(ler('Se procede al nombramiento como funcionario/a interino/a de la persona aspirante propuesta.', 'nomeamento').posto).toBeUndefined();
  });
});

describe('dev14 classes (seventeenth pass): a category named after an FP title with "especialista"', () => {
  it('"técnico/a superior especialista en X para o/el Y" keeps its words past "para" (gl, es)', () => {
    const gl = ler('Convócanse 12 prazas da categoría de técnico/a superior especialista en radioterapia para o tratamento oncolóxico, subgrupo B.');
    const es = ler('Se convocan 12 plazas de la categoría de técnico/a superior especialista en audiología para el diagnóstico clínico, subgrupo B.');
    expect(gl.posto?.valor.nome).toBe('Técnico/a superior especialista en radioterapia para o tratamento oncolóxico');
    expect(es.posto?.valor.nome).toBe('Técnico/a superior especialista en audiología para el diagnóstico clínico');
  });
  it('a place of work after "para" still ends the name (gl, es)', () => {
    expect(ler('Convócase unha praza de técnico/a superior especialista en laboratorio para o centro de saúde de Ribadavia.').posto?.valor.nome).toBe('Técnico/a superior especialista en laboratorio');
    expect(ler('Se convoca una plaza de técnico/a superior especialista en laboratorio para el centro de salud de Verín.').posto?.valor.nome).toBe('Técnico/a superior especialista en laboratorio');
  });
});

describe('dev14 classes (seventeenth pass): the FP2 title as the older equivalent, "ou do de" / "o el de"', () => {
  it('"técnico superior en X ou do de técnico especialista en Y" is one title with its older one (gl, es)', () => {
    const gl = ler('2. Requisitos\nEstar en posesión do título de técnico superior en Anatomía Patolóxica e Citodiagnóstico ou do de técnico especialista en Anatomía Patolóxica-Citoloxía.');
    const es = ler('2. Requisitos\nEstar en posesión del título de técnico superior en Documentación y Administración Sanitarias o el de técnico especialista en Archivos Clínicos.');
    expect(gl.titulacion?.valor).toEqual({ nivel: 'tecnico_superior', nome: 'Técnico superior en Anatomía Patolóxica e Citodiagnóstico ou técnico especialista en Anatomía Patolóxica-Citoloxía' });
    expect(es.titulacion?.valor).toEqual({ nivel: 'tecnico_superior', nome: 'Técnico superior en Documentación y Administración Sanitarias o técnico especialista en Archivos Clínicos' });
  });
  it('two present-day titles of different fields name none (gl, es)', () => {
    expect(ler('2. Requisitos\nEstar en posesión do título de técnico superior en Dietética ou do de técnico superior en Laboratorio Clínico.').titulacion?.valor).toEqual({ nivel: 'tecnico_superior' });
    expect(ler('2. Requisitos\nEstar en posesión del título de técnico superior en Dietética o el de técnico superior en Laboratorio Clínico.').titulacion?.valor).toEqual({ nivel: 'tecnico_superior' });
  });
});

describe('dev14 classes (seventeenth pass): an exam of Galician marked in points', () => {
  it('"realizarán un exame de galego, que se cualificará de 0 a 2 puntos" is an exam (gl, es)', () => {
    const gl = ler('3. Lingua galega\nAs persoas que non acrediten o Celga 3 realizarán unha proba de coñecemento da lingua galega, non eliminatoria, que se cualificará de 0 a 2 puntos.');
    const es = ler('3. Lengua gallega\nQuienes no acrediten el Celga 3 realizarán una prueba de conocimiento de la lengua gallega, no eliminatoria, que se calificará de 0 a 2 puntos.');
    expect(gl.galego?.valor).toEqual({ requisito: 'exame' });
    expect(es.galego?.valor).toEqual({ requisito: 'exame' });
  });
  it('Galician valued in points as a merit stays none (gl, es)', () => {
    expect(ler('7. Méritos\nO coñecemento da lingua galega valorarase de 0 a 2 puntos: Celga 3, 1 punto; Celga 4, 2 puntos.').galego).toBeUndefined();
    expect(ler('7. Méritos\nEl conocimiento de la lengua gallega se calificará de 0 a 2 puntos: Celga 3, 1 punto; Celga 4, 2 puntos.').galego).toBeUndefined();
  });
});

describe('dev14 classes (seventeenth pass): an exam date below a heading naming the test', () => {
  it('"Primeiro exercicio." then "Realizarase o luns 6 de marzo de 2034…" (gl, es)', () => {
    const gl = ler('PRIMEIRA.- Obxecto. Lista de reserva de auxiliares.\nSEXTA.- Primeiro exercicio. Realizarase o luns 6 de marzo de 2034, ás 10.00 horas, na Casa da Cultura.\nRibadavia, 10 de febreiro de 2034.');
    const es = ler('PRIMERA.- Objeto. Lista de reserva de auxiliares.\nSEXTA.- Primer ejercicio. Se celebrará el lunes 6 de marzo de 2034, a las 10.00 horas, en la Casa de la Cultura.\nVerín, 10 de febrero de 2034.');
    expect(gl.datasExame?.map((d) => d.valor)).toEqual(['2034-03-06']);
    expect(es.datasExame?.map((d) => d.valor)).toEqual(['2034-03-06']);
  });
  it('a fee heading naming "exame", or a day before the edict, dates no test (gl, es)', () => {
    const gl = ler('PRIMEIRA.- Obxecto. Lista de reserva.\nQUINTA.- Non se establece taxa por dereitos de exame.\nCelanova, 20 de febreiro de 2034.');
    const es = ler('PRIMERA.- Objeto. Lista de reserva.\nSEXTA.- Primer ejercicio.\nBases aprobadas en sesión del 2 de febrero de 2034.');
    expect(gl.datasExame).toBeUndefined();
    expect(es.datasExame).toBeUndefined();
  });
});

describe('dev14 classes (seventeenth pass, later): items "unha de X" after a lead-in of places', () => {
  it('items counted before the name with no noun, a group phrase shared by the items since the last one (gl)', () => {
    const gl = 'Por Decreto da Alcaldía aprobáronse as bases do concurso-oposición libre de persoal laboral fixo para cubrir as seguintes prazas da oferta de emprego de 2034: unha de oficial/a de primeira fontaneiro/a e unha de oficial/a electricista, asimiladas ao subgrupo C2, e tres de peón/oa de vías e obras, agrupación profesional. As instancias presentaranse en vinte días naturais.';
    expect(lista(ler(gl))).toEqual(['Oficial/a de primeira fontaneiro/a|1|C2|', 'Oficial/a electricista|1|C2|', 'Peón/oa de vías e obras|3|AP|']);
  });
  it('"una de X y dos de Y" after "las siguientes plazas…:" and "uno de X" after "los siguientes puestos:" (es)', () => {
    const es = 'Se aprueban las bases para la provisión, por oposición libre, de las siguientes plazas de personal funcionario de carrera: dos de Auxiliar administrativo/a, subgrupo C2, y una de Técnico/a de juventud, subgrupo A2. Las instancias se presentarán en veinte días naturales.';
    const puestos = 'Es objeto de estas bases la selección de personal laboral temporal para los siguientes puestos: uno de Socorrista y dos de Monitor/a de natación, asimilados al subgrupo C2.';
    expect(lista(ler(es))).toEqual(['Auxiliar administrativo/a|2|C2|', 'Técnico/a de juventud|1|A2|']);
    expect(lista(ler(puestos))).toEqual(['Socorrista|1|C2|', 'Monitor/a de natación|2|C2|']);
  });
  it('groups shared out "respectivamente" go one to each item, in order (es)', () => {
    const es = 'Se convocan las siguientes plazas: una de Arquitecto/a técnico/a y una de Delineante, asimiladas al subgrupo A2 y al subgrupo C1, respectivamente.';
    expect(lista(ler(es))).toEqual(['Arquitecto/a técnico/a|1|A2|', 'Delineante|1|C1|']);
  });
  it('counts of a turn, of candidates, of an offer, or one post alone are no list (gl, es)', () => {
    const quenda = ler('Convócanse as seguintes prazas: dúas de auxiliar administrativo/a, unha de cada quenda.');
    const aspirantes = ler('Presentáronse solicitudes para as seguintes prazas, con cinco aspirantes admitidos: dous de Boiro e tres de Rianxo.');
    const oferta = ler('Se convocan las siguientes plazas: dos de la oferta de 2033 y una de la de 2034.');
    const mixto = ler('Se convocan los siguientes puestos: un puesto de Conserje y dos de Peón/a de obras, agrupaciones profesionales.');
    for (const f of [quenda, aspirantes, oferta, mixto]) expect(f.postos).toBeUndefined();
    expect(quenda.posto?.valor.nome ?? '').not.toMatch(/cada/i);
    expect(mixto.posto?.valor.nome).toBe('Conserje');
    expect(aspirantes.posto?.valor.nome ?? '').not.toMatch(/boiro|rianxo/i);
  });
  it('one item "unha de X" after the lead-in names the post and lists nothing (gl, es)', () => {
    const gl = ler('Primeira. Obxecto. É obxecto destas bases a selección, por concurso-oposición libre, das seguintes prazas: unha de auxiliar administrativo/a, subgrupo C2.');
    const es = ler('Primera. Objeto. Es objeto de estas bases la provisión, por oposición libre, de los siguientes puestos: uno de Conserje, agrupaciones profesionales.');
    expect(gl.postos).toBeUndefined();
    expect(es.postos).toBeUndefined();
    expect(gl.posto?.valor.nome).toBe('Auxiliar administrativo/a');
    expect(es.posto?.valor.nome).toBe('Conserje');
  });
});
