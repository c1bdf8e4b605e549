import { lectorDeProba, lista } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording dev21 showed at its first run (issue 22, twenty-fifth pass), each in
 * Galician and Spanish, with probes where the fix must not fire.
 */
const ler = lectorDeProba('2050-06-14', 'BOP Pontevedra');

describe('dev21 classes: the staff roster the places belong to names their staff type', () => {
  it('"prazas do cadro de persoal funcionario", "plazas de la plantilla de personal funcionario": career civil servants (gl, es)', () => {
    const gl = ler('Apróbanse as bases que rexerán a convocatoria para cubrir, mediante oposición libre, as dúas prazas do cadro de persoal funcionario que se relacionan:\nDúas prazas de axente de mobilidade, subgrupo C1.', 'convocatoria_bases');
    const es = ler('Se han publicado las bases de la convocatoria para cubrir, mediante concurso-oposición, turno libre, tres plazas de la plantilla de personal funcionario de Educador/a Social, subgrupo A2.', 'extracto_convocatoria', '', '2050-06-14', 'BOE');
    expect(gl.tipoPersoal?.valor).toBe('funcionario_carreira');
    expect(es.tipoPersoal?.valor).toBe('funcionario_carreira');
  });
  it('"prazas do cadro de persoal laboral", "plazas de la plantilla de personal laboral": permanent labour staff (gl, es)', () => {
    const gl = ler('Convócase concurso-oposición libre para cubrir dúas prazas do cadro de persoal laboral de xardineiro/a, asimiladas ao subgrupo C2.', 'convocatoria_bases');
    const es = ler('Se convoca concurso-oposición libre para cubrir una plaza de la plantilla de personal laboral de Oficial/a de Obras, asimilada al subgrupo C2.', 'convocatoria_bases');
    expect(gl.tipoPersoal?.valor).toBe('laboral_fixo');
    expect(es.tipoPersoal?.valor).toBe('laboral_fixo');
  });
  it('negative: a temporary cover of a place of the roster keeps its own kind (gl, es)', () => {
    const gl = ler('Convócase o proceso para o nomeamento interino dun/dunha técnico/a de xestión para a praza vacante do cadro de persoal funcionario, ata a súa cobertura definitiva.', 'convocatoria_bases');
    const es = ler('Se convoca la contratación laboral temporal de un/a peón/a para cubrir la plaza de la plantilla de personal laboral vacante por jubilación, hasta su cobertura definitiva.', 'convocatoria_bases');
    expect(gl.tipoPersoal?.valor).toBe('funcionario_interino');
    expect(es.tipoPersoal?.valor).toBe('laboral_temporal');
  });
});

describe('dev21 classes: an offer\'s staff heading without its kind', () => {
  it('an offer of one post below "PERSOAL FUNCIONARIO" or "PERSONAL LABORAL": permanent staff of that kind (gl, es)', () => {
    const gl = ler('A Xunta de Goberno Local aprobou a oferta de emprego público para o exercicio 2050, coa seguinte praza:\nPERSOAL FUNCIONARIO\nEscala: administración especial. Subgrupo: A2. Número de prazas: 1. Denominación: arquitecto/a técnico/a. Quenda: libre.', 'oep');
    const es = ler('La Junta de Gobierno Local aprobó la oferta de empleo público para el ejercicio 2050, con la siguiente plaza:\nPERSONAL LABORAL\nDenominación: Conserje. Agrupaciones profesionales. Número de plazas: 1. Turno: libre.', 'oep');
    expect(gl.tipoPersoal?.valor).toBe('funcionario_carreira');
    expect(es.tipoPersoal?.valor).toBe('laboral_fixo');
  });
  it('negative: an offer with a post under each heading is two processes, and a pool\'s "persoal funcionario" is interim (gl, es)', () => {
    const gl = ler('Aprobouse a oferta de emprego público para o ano 2050:\nPersoal funcionario: unha praza de auxiliar administrativo/a, subgrupo C2.\nPersoal laboral: unha praza de peón/a de obras, agrupacións profesionais.', 'oep');
    const es = ler('Bases para la constitución de una bolsa de empleo de personal funcionario de la categoría de Auxiliar Administrativo/a, subgrupo C2, para cubrir necesidades temporales.', 'bolsa_emprego');
    expect(gl.tipoPersoal).toBeUndefined();
    expect(gl.posto).toBeUndefined();
    expect(es.tipoPersoal?.valor).toBe('funcionario_interino');
  });
});

describe('dev21 classes: a post of the list named again short to ask it a requirement', () => {
  it('"Para a praza de condutor/a esixirase…", "Para la plaza de oficial/a se exige…" below the list: no third post (gl, es)', () => {
    const gl = ler('Este concello precisa contratar, en réxime laboral temporal, o seguinte persoal:\n- Un/unha condutor/a de camión de recollida.\n- Dous/dúas (2) peóns/peoas de recollida.\nPara a praza de condutor/a esixirase o permiso de conducir da clase C.');
    const es = ler('Este Ayuntamiento precisa contratar, en régimen laboral temporal, el siguiente personal:\n- Un/a Oficial/a de albañilería.\n- Dos (2) plazas de Peón/a de obras.\nPara la plaza de oficial/a se exige el carné de conducir de la clase B.');
    const es2 = ler('Este Ayuntamiento precisa contratar, en régimen laboral temporal, el siguiente personal:\n- Un/a Socorrista acuático/a.\n- Dos (2) plazas de Monitor/a deportivo/a.\nPara la plaza de socorrista deberá acreditarse el título de salvamento acuático.');
    expect(lista(gl)).toEqual(['Condutor/a de camión de recollida|1|', 'Peón/peoa de recollida|2|']);
    expect(lista(es)).toEqual(['Oficial/a de albañilería|1|', 'Peón/a de obras|2|']);
    expect(lista(es2)).toEqual(['Socorrista acuático/a|1|', 'Monitor/a deportivo/a|2|']);
  });
  it('the requirement\'s verb ends the name: a call of one post keeps it (gl, es)', () => {
    const gl = ler('Convócase a contratación laboral temporal dunha praza de condutor/a de motobomba.\nPara a praza de condutor/a esixirase o permiso de conducir da clase C.');
    const es = ler('Se convoca la contratación laboral temporal de una plaza de Conductor/a de motobomba.\nPara la plaza de conductor/a se exige el permiso de conducir de la clase C.');
    expect(gl.posto?.valor.nome).toBe('Condutor/a de motobomba');
    expect(gl.postos).toBeUndefined();
    expect(es.posto?.valor.nome).toBe('Conductor/a de motobomba');
  });
  it('negative: a short name counted on its own line is a post of its own (gl, es)', () => {
    const gl = ler('Convócanse as seguintes prazas:\n- Unha praza de oficial/a de obras.\n- Dúas prazas de oficial/a.');
    const es = ler('Se convocan las siguientes plazas:\n- Una plaza de Oficial/a de obras.\n- Dos plazas de Oficial/a.');
    expect(lista(gl)).toEqual(['Oficial/a de obras|1|', 'Oficial/a|2|']);
    expect(lista(es)).toEqual(['Oficial/a de obras|1|', 'Oficial/a|2|']);
  });
});

describe('dev21 classes: a list announced with the adjective after the noun, its items cards of one line', () => {
  it('"das prazas seguintes:", "de las plazas siguientes:" announce a list as "as seguintes prazas:" does (gl, es)', () => {
    const gl = ler('Apróbanse as bases para a cobertura como persoal laboral fixo, mediante concurso-oposición, das prazas seguintes:\na) Educador/a familiar (subgrupo A2).\nb) Auxiliar de biblioteca (subgrupo C2).');
    const es = ler('Se aprueban las bases para la cobertura como personal laboral fijo, mediante concurso-oposición, de las plazas siguientes:\na) Educador/a Familiar (subgrupo A2).\nb) Auxiliar de Biblioteca (subgrupo C2).');
    expect(lista(gl)).toEqual(['Educador/a familiar||A2', 'Auxiliar de biblioteca||C2']);
    expect(lista(es)).toEqual(['Educador/a Familiar||A2', 'Auxiliar de Biblioteca||C2']);
  });
  it('"a) Educador/a familiar. Número de prazas: dúas. Asimiladas ao subgrupo A2.": the line\'s count and group are the item\'s (gl, es)', () => {
    const gl = ler('Apróbanse as bases para a cobertura, mediante concurso-oposición, das seguintes prazas:\na) Educador/a familiar. Número de prazas: dúas. Asimiladas ao subgrupo A2.\nb) Peón/peoa de xardinería. Número de prazas: unha. Asimilada a agrupacións profesionais.');
    const es = ler('Se aprueban las bases para la cobertura, mediante concurso-oposición, de las siguientes plazas:\n1) Educador/a Familiar. Número de plazas: dos. Subgrupo A2.\n2) Peón/a de Jardinería. Número de plazas: una. Agrupaciones profesionales.');
    expect(lista(gl)).toEqual(['Educador/a familiar|2|A2', 'Peón/peoa de xardinería|1|AP']);
    expect(gl.prazas).toBeUndefined();
    expect(lista(es)).toEqual(['Educador/a Familiar|2|A2', 'Peón/a de Jardinería|1|AP']);
    expect(es.grupo).toBeUndefined();
  });
  it('negative: "coas funcións seguintes:" above lettered lines lists no posts (gl, es)', () => {
    const gl = ler('Convócase unha praza de conserxe, subgrupo AP, coas funcións seguintes:\na) Apertura e peche do centro.\nb) Vixilancia das instalacións.');
    const es = ler('Se convoca una plaza de Conserje, agrupaciones profesionales, con las funciones siguientes:\na) Apertura y cierre del centro.\nb) Vigilancia de las instalaciones.');
    expect(gl.postos).toBeUndefined();
    expect(gl.posto?.valor.nome).toBe('Conserxe');
    expect(es.postos).toBeUndefined();
    expect(es.posto?.valor.nome).toBe('Conserje');
  });
});

describe('dev21 classes: a post\'s card counted by "Prazas: N"', () => {
  it('"Categoría: auxiliar de enfermaría. Prazas: 12." per category: a list of posts (gl, es)', () => {
    const gl = ler('Primeira. Obxecto\nConvócase concurso-oposición para cubrir as seguintes prazas de persoal laboral fixo do grupo III do convenio colectivo:\nCategoría: auxiliar de enfermaría. Prazas: 12.\nCategoría: lavandeiro/a. Prazas: 3.');
    const es = ler('Primera. Objeto\nSe convoca concurso-oposición para cubrir las siguientes plazas de personal laboral fijo del grupo III del convenio colectivo:\nCategoría: Auxiliar de Enfermería.\nPlazas: 12.\nCategoría: Lavandero/a.\nPlazas: 3.');
    expect(lista(gl)).toEqual(['Auxiliar de enfermaría|12|', 'Lavandeiro/a|3|']);
    expect(lista(es)).toEqual(['Auxiliar de Enfermería|12|', 'Lavandero/a|3|']);
  });
  it('negative: one card so counted is one post with its places (gl, es)', () => {
    const gl = ler('Primeira. Obxecto\nConvócase concurso-oposición para cubrir a seguinte praza de persoal laboral fixo:\nCategoría: auxiliar de enfermaría. Prazas: 2.');
    const es = ler('Primera. Objeto\nSe convoca concurso-oposición para cubrir la siguiente plaza de personal laboral fijo:\nCategoría: Lavandero/a.\nPlazas: 2.');
    expect(gl.postos).toBeUndefined();
    expect(gl.posto?.valor.nome).toBe('Auxiliar de enfermaría');
    expect(gl.prazas?.valor.total).toBe(2);
    expect(es.postos).toBeUndefined();
    expect(es.prazas?.valor.total).toBe(2);
  });
});

describe('dev21 classes: a degree\'s name printed in lower case with an article after a preposition', () => {
  it('"técnico/a superior en imaxe para o diagnóstico e medicina nuclear": "o" after "para" is the article, not "or" (gl; es guard)', () => {
    const gl = ler('Terceira. Requisitos\nb) Título de técnico/a superior en imaxe para o diagnóstico e medicina nuclear, ou equivalente.');
    const gl2 = ler('Requisitos: estar en posesión do título de técnico superior en imaxe para o diagnóstico e medicina nuclear ou do título de técnico especialista en medicina nuclear.', 'convocatoria_bases', '', '2050-06-14', 'DOG');
    // (Spanish prints "para el", never folded to "o": read before, and still)
    const es = ler('Tercera. Requisitos\nb) Título de técnico/a superior en imagen para el diagnóstico y medicina nuclear, o equivalente.');
    expect(gl.titulacion?.valor).toEqual({ nivel: 'tecnico_superior', nome: 'Técnico/a superior en imaxe para o diagnóstico e medicina nuclear' });
    expect(gl2.titulacion?.valor).toEqual({ nivel: 'tecnico_superior', nome: 'Técnico superior en imaxe para o diagnóstico e medicina nuclear ou técnico especialista en medicina nuclear' });
    expect(es.titulacion?.valor).toEqual({ nivel: 'tecnico_superior', nome: 'Técnico/a superior en imagen para el diagnóstico y medicina nuclear' });
  });
  it('negative: "para o posto de…" after the name is what the degree is asked for, not its name (gl)', () => {
    const gl = ler('Requisitos: estar en posesión do título de técnico en sistemas microinformáticos e redes para o posto de operador/a.');
    expect(gl.titulacion?.valor).toEqual({ nivel: 'bacharelato_tecnico', nome: 'Técnico en sistemas microinformáticos e redes' });
  });
});

describe('dev21 classes: older titles homologated to a diplomatura are of the grao\'s level', () => {
  it('"Grao en Turismo ou diplomatura en Turismo ou técnico/a en empresas e actividades turísticas": grao, the three as printed (gl, es)', () => {
    const gl = ler('2. Requisitos: estar en posesión do título de grao en Turismo ou diplomatura\nen Turismo ou técnico/a en empresas e actividades turísticas; ter o permiso B.');
    const es = ler('2. Requisitos: estar en posesión del título de Grado en Turismo o Diplomatura en Turismo o Técnico en Empresas y Actividades Turísticas.');
    expect(gl.titulacion?.valor).toEqual({ nivel: 'grao', nome: 'Grao en Turismo ou diplomatura en Turismo ou técnico/a en empresas e actividades turísticas' });
    expect(es.titulacion?.valor).toEqual({ nivel: 'grao', nome: 'Grado en Turismo o Diplomatura en Turismo o Técnico en Empresas y Actividades Turísticas' });
  });
  it('"… ou asistente social", "… o Asistente Social": the older title of Traballo Social (gl, es)', () => {
    const gl = ler('Segunda. Requisitos\nc) Estar en posesión do título de grao en Traballo Social ou diplomatura en Traballo Social ou asistente social.');
    const es = ler('Segunda. Requisitos\nc) Estar en posesión del título de Grado en Trabajo Social o Diplomatura en Trabajo Social o Asistente Social.');
    expect(gl.titulacion?.valor).toEqual({ nivel: 'grao', nome: 'Grao en Traballo Social ou diplomatura en Traballo Social ou asistente social' });
    expect(es.titulacion?.valor).toEqual({ nivel: 'grao', nome: 'Grado en Trabajo Social o Diplomatura en Trabajo Social o Asistente Social' });
  });
  it('negative: an FP técnico title beside a grao is still the lower level, two titles (gl, es)', () => {
    const gl = ler('Segunda. Requisitos\nc) Estar en posesión do título de técnico en xestión administrativa ou de grao en Turismo.');
    const es = ler('Segunda. Requisitos\nc) Estar en posesión del título de Técnico en Gestión Administrativa o de Grado en Turismo.');
    expect(gl.titulacion?.valor).toEqual({ nivel: 'bacharelato_tecnico' });
    expect(es.titulacion?.valor).toEqual({ nivel: 'bacharelato_tecnico' });
  });
});

describe('dev21 classes: a test of Galician listed by its ordinal among the exercises', () => {
  it('"Exercicios: primeiro, …; terceiro, de coñecemento da lingua galega, para quen non acredite o Celga 4": exame (gl, es)', () => {
    const gl = ler('Cuarta. Exercicios: primeiro, de desenvolvemento por escrito; segundo, práctico; terceiro, de coñecemento da lingua galega, para quen non acredite o Celga 4.');
    const gl2 = ler('As probas serán tres: primeira, teórica; segunda, práctica; terceira, de lingua galega, para quen non acredite o Celga 3.');
    const es = ler('Cuarta. Ejercicios: el primero, teórico; el segundo, práctico; el tercero, de conocimiento de la lengua gallega, para quienes no acrediten el Celga 4.');
    expect(gl.galego?.valor).toEqual({ requisito: 'exame' });
    expect(gl2.galego?.valor).toEqual({ requisito: 'exame' });
    expect(es.galego?.valor).toEqual({ requisito: 'exame' });
  });
  it('negative: requirements listed by ordinals, one a Celga level, are that level (gl, es)', () => {
    const gl = ler('Segunda. Requisitos: primeiro, ter 18 anos; segundo, acreditar o Celga 3 de lingua galega.');
    const es = ler('Segunda. Requisitos: primero, tener 18 años; segundo, acreditar el Celga 3 de lengua gallega.');
    expect(gl.galego?.valor).toEqual({ requisito: 'celga', nivel: 3 });
    expect(es.galego?.valor).toEqual({ requisito: 'celga', nivel: 3 });
  });
});
