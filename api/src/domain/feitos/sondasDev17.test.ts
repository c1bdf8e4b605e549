import { lectorDeProba, lista } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording dev17 showed at its first run (issue 22, twentieth pass), each in
 * Galician and Spanish, with probes where the fix must not fire.
 */
const ler = lectorDeProba('2042-05-10', 'BOP Pontevedra');

describe('dev17 classes: places', () => {
  it('a correction\'s "donde decía … debe decir" keeps the new count, never the old one (es, gl)', () => {
    const es = ler('Se amplía la convocatoria de plazas de Policía Local.\nDonde decía: «cuatro plazas, tres por el turno libre y una por movilidad», debe decir: «seis plazas, cinco por el turno libre y una por movilidad».', 'correccion');
    const gl = ler('Amplíase a convocatoria de prazas de socorrista.\nOnde dicía: «tres prazas pola quenda libre», debe dicir: «cinco prazas pola quenda libre».', 'correccion');
    expect(es.prazas?.valor).toEqual({ total: 6, libre: 5 });
    expect(gl.prazas?.valor).toEqual({ total: 5, libre: 5 });
  });
  it('negative: "onde figura" with no new wording after it blanks nothing (gl)', () => {
    const gl = ler('Convócanse dúas prazas de conserxe pola quenda libre, segundo as bases, onde figura o temario completo.');
    expect(gl.prazas?.valor).toEqual({ total: 2, libre: 2 });
  });
  it('a reservation carved out of one turn\'s places is inside the total, not added to it (gl, es)', () => {
    const gl = ler('Convócanse 40 prazas de enfermeiro/a, subgrupo A2: 32 pola quenda libre e 8 pola quenda de promoción interna. Das prazas da quenda libre resérvanse 3 para persoas con discapacidade.');
    const es = ler('Se convocan 24 plazas de celador/a: 20 por el turno libre y 4 por el turno de promoción interna. De las plazas del turno libre se reservan 2 para personas con discapacidad.');
    expect(gl.prazas?.valor).toEqual({ total: 40, libre: 32, promocionInterna: 8, discapacidade: 3 });
    expect(es.prazas?.valor).toEqual({ total: 24, libre: 20, promocionInterna: 4, discapacidade: 2 });
  });
  it('negative: a disability turn of its own beside the free one still adds up (gl)', () => {
    const gl = ler('Convócanse dez prazas de bombeiro/a pola quenda libre e dúas prazas pola quenda de persoas con discapacidade.');
    expect(gl.prazas?.valor.total).toBe(12);
  });
});

describe('dev17 classes: a fee table printed as lines', () => {
  it('rows opened by the bare group code under a "Grupo/Subgrupo Importe" header give the post\'s group fee (gl, es)', () => {
    const gl = ler('1. OBXECTO\nConvócase unha praza de educador/a social, subgrupo A2.\n3. SOLICITUDES\nTaxa por dereitos de exame:\nGrupo/Subgrupo Importe\nA1 30,10 €\nA2 24,75 €\nC1 18,20 €\nC2 12,05 €');
    const es = ler('1. OBJETO\nSe convoca una plaza de administrativo/a, subgrupo C1.\n3. SOLICITUDES\nTasa por derechos de examen:\nSubgrupo Cuota\nA1 30,10 €\nA2 24,75 €\nC1 18,20 €\nC2 12,05 €');
    expect(gl.taxa?.valor).toBe(24.75);
    expect(es.taxa?.valor).toBe(18.2);
  });
  it('negative: a reduction printed below the table is no row (gl)', () => {
    const gl = ler('1. OBXECTO\nConvócase unha praza de conserxe, agrupacións profesionais.\n3. SOLICITUDES\nTaxa por dereitos de exame:\nGrupo/Subgrupo Importe\nA2 24,75 €\nAP 9,15 €\nAs persoas desempregadas pagarán 4,50 €.');
    expect(gl.taxa?.valor).toBe(9.15);
  });
});

describe('dev17 classes: the posts of a list', () => {
  it('an item named for the person who holds it ("persoa limpadora", "persona cuidadora") is a post (gl, es)', () => {
    const gl = ler('É obxecto destas bases a contratación laboral temporal dos seguintes postos:\n- Dous (2) postos de peón/peoa forestal.\n- Un (1) posto de persoa coidadora de animais.');
    const es = ler('Es objeto de estas bases la contratación laboral temporal de los siguientes puestos:\n- Un (1) puesto de jardinero/a.\n- Dos (2) puestos de persona limpiadora de instalaciones deportivas.');
    expect(lista(gl)).toEqual(['Peón/peoa forestal|2|', 'Persoa coidadora de animais|1|']);
    expect(lista(es)).toEqual(['Jardinero/a|1|', 'Persona limpiadora de instalaciones deportivas|2|']);
  });
  it('negative: the people a call is for are no post ("persoas traballadoras desempregadas")', () => {
    const gl = ler('Bases para a contratación de persoas traballadoras desempregadas como peón/peoa de limpeza.');
    expect(gl.posto?.valor.nome ?? '').not.toMatch(/^persoas/i);
    expect(gl.postos).toBeUndefined();
  });
  it('a table flattened to single spaces with a last free column ("Xornada") and "Agrup. prof." gives the posts (gl, es)', () => {
    const gl = ler('PRIMEIRA. Prazas convocadas\nConvócanse as seguintes prazas de persoal laboral fixo, polo sistema de concurso:\nDenominación Grupo N.º prazas Xornada\nAdministrativo/a C1 1 Completa\nPeón/peoa de vías Agrup. prof. 3 Parcial (50 %)');
    const es = ler('PRIMERA. Plazas convocadas\nSe convocan las siguientes plazas de personal laboral fijo, por el sistema de concurso:\nDenominación Grupo N.º plazas Jornada\nAuxiliar de biblioteca C2 2 Completa\nLimpiador/a Agrup. prof. 1 Parcial');
    expect(lista(gl)).toEqual(['Administrativo/a|1|C1', 'Peón/peoa de vías|3|AP']);
    expect(lista(es)).toEqual(['Auxiliar de biblioteca|2|C2', 'Limpiador/a|1|AP']);
  });
  it('negative: a free column before the count is not read as a flattened table (gl)', () => {
    const gl = ler('PRIMEIRA. Prazas convocadas\nConvócanse as seguintes prazas de persoal laboral fixo:\nDenominación Xornada N.º prazas\nAdministrativo/a Completa 1\nPeón/peoa de vías Parcial 3');
    expect(lista(gl)?.some((x) => /completa|parcial/i.test(x))).not.toBe(true);
  });
});

describe('dev17 classes: the post\'s name', () => {
  it('a hiring list "por áreas territoriais", "por zonas": the category named after it, not the manner (gl, es)', () => {
    const gl = ler('Primeira. Obxecto. Elaborar listas de contratación de persoal laboral temporal, por áreas sanitarias, na categoría de camareiro/a-limpador/a, grupo V do convenio.', 'bolsa_emprego');
    const es = ler('Primera. Objeto. Elaborar listas de contratación de personal laboral temporal, por zonas, en la categoría de ayudante de cocina, grupo V del convenio.', 'bolsa_emprego');
    expect(gl.posto?.valor.nome).toBe('Camareiro/a-limpador/a');
    expect(es.posto?.valor.nome).toBe('Ayudante de cocina');
  });
  it('negative: a post whose name starts like a preposition keeps it ("porteiro/a")', () => {
    const gl = ler('Bases da bolsa de emprego de porteiro/a para o pavillón municipal.', 'bolsa_emprego');
    expect(gl.posto?.valor.nome).toBe('Porteiro/a');
  });
  it('a pool "para o nomeamento interino de", "para el nombramiento como personal funcionario interino de" names its post (gl, es)', () => {
    const gl = ler('Advertidos erros nas bases, corríxense.', 'correccion', 'Corrección de erros das bases da bolsa de emprego para o nomeamento interino de enxeñeiro/a técnico/a industrial');
    const es = ler('Advertido un error en las bases, se corrige.', 'correccion', 'Corrección de errores de las bases de la bolsa de empleo para el nombramiento como personal funcionario interino de técnico/a de medio ambiente');
    expect(gl.posto?.valor.nome).toBe('Enxeñeiro/a técnico/a industrial');
    expect(es.posto?.valor.nome).toBe('Técnico/a de medio ambiente');
  });
});

describe('dev17 classes: Galician, age, system, period', () => {
  it('a step that holds the Galician test below the tribunal\'s names is an exam (gl, es)', () => {
    const gl = ler('TRIBUNAL CUALIFICADOR\nPresidente: Xoán Pérez Souto.\nVogais: Ana Rey Lema; Iago Gil Pena.\nDATA DO PRIMEIRO EXERCICIO\nO primeiro exercicio será o día 3 de xuño de 2042.\nA proba de coñecemento da lingua galega celebrarase o día 10 de xuño de 2042 para quen non acredite o Celga 3.', 'admitidos');
    const es = ler('2.º Nombrar el tribunal calificador: presidenta, Marta Ríos Gil; vocales, Luis Paz Rey y Eva Sanz Otero.\n3.º Convocar a las personas aspirantes a la realización de la prueba de conocimiento de la lengua gallega el día 12 de junio de 2042, a las 10.00 horas.', 'admitidos');
    expect(gl.galego?.valor).toEqual({ requisito: 'exame' });
    expect(es.galego?.valor).toEqual({ requisito: 'exame' });
  });
  it('negative: a tribunal member who teaches Galician holds no test (gl)', () => {
    const gl = ler('TRIBUNAL CUALIFICADOR\nPresidente: Xoán Pérez Souto.\nVogal: Ana Rey Lema, profesora de lingua galega no IES de Ordes.', 'tribunal');
    expect(gl.galego).toBeUndefined();
  });
  it('an age range in words "entre dezaseis e trinta anos" gives its maximum (16 is the legal minimum) (gl, es)', () => {
    const gl = ler('1. Requisitos:\na) Ter entre dezaseis e trinta anos, ambos incluídos, na data da contratación.');
    const es = ler('1. Requisitos:\na) Tener entre dieciocho y veinticinco años, ambos inclusive, en la fecha de la contratación.');
    expect(gl.idade?.valor).toEqual({ maxima: 30 });
    expect(es.idade?.valor).toEqual({ minima: 18, maxima: 25 });
  });
  it('negative: years of experience "entre dous e cinco anos" are no age (gl)', () => {
    const gl = ler('1. Requisitos:\na) Acreditar unha experiencia de entre dous e cinco anos de servizos como socorrista.');
    expect(gl.idade).toBeUndefined();
  });
  it('"Concurso-oposición." then "Oposición:" and "Concurso:" lines are its phases, not three systems (gl, es)', () => {
    const gl = ler('3. SISTEMA DE SELECCIÓN.\nConcurso-oposición.\nOposición: proba práctica de carácter eliminatorio.\nConcurso: experiencia e formación.');
    const es = ler('3. SISTEMA DE SELECCIÓN.\nConcurso-oposición.\nOposición: prueba práctica de carácter eliminatorio.\nConcurso: experiencia y formación.');
    expect(gl.sistema?.valor).toBe('concurso-oposicion');
    expect(es.sistema?.valor).toBe('concurso-oposicion');
  });
  it('negative: "Oposición:" opening a system section with no concurso-oposición named is the system (gl)', () => {
    const gl = ler('3. SISTEMA DE SELECCIÓN.\nOposición: dous exercicios eliminatorios.');
    expect(gl.sistema?.valor).toBe('oposicion');
  });
  it('an address closing a sentence at a line\'s end does not swallow the numbered heading below it (es, gl)', () => {
    const es = ler('5. SOLICITUDES. En el plazo de quince días hábiles a contar desde el siguiente a la publicación de este anuncio en el Boletín Oficial de la Provincia, en la sede electrónica (https://sede.concello.gal).\n6. VIGENCIA. La bolsa tendrá una vigencia de tres años.', 'bolsa_emprego');
    const gl = ler('5. SOLICITUDES. No prazo de quince días hábiles contados desde o seguinte ao da publicación deste anuncio no Boletín Oficial da Provincia, na sede electrónica (https://sede.concello.gal).\n6. VIXENCIA. A bolsa terá unha vixencia de tres anos.', 'bolsa_emprego');
    expect(es.prazo?.valor).toEqual({ cantidade: 15, unidade: 'dias_habiles', desde: 'bop' });
    expect(gl.prazo?.valor).toEqual({ cantidade: 15, unidade: 'dias_habiles', desde: 'bop' });
  });
  it('negative: an address a PDF cut at its own dot is still one address (gl)', () => {
    const gl = ler('As solicitudes presentaranse na sede electrónica (https://ordes.\nsedelectronica.gal) no prazo de dez días hábiles.');
    expect(gl.sedeElectronica?.valor).toBe('https://ordes.sedelectronica.gal');
  });
});
