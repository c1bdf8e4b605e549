import { lectorDeProba, lista } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording dev30 and dev31 showed at their first runs (issue 22, thirty-third
 * pass), each in Galician and Spanish, with probes where the fix must not fire. Tables of cases: [what it shows, text,
 * expected].
 */
const ler = lectorDeProba('2068-05-29', 'BOP Pontevedra');

describe('dev30/dev31 classes: posts\' cards whose names share words are posts apart', () => {
  it.each([
    ['gl, auxiliar and administrativo', 'A Xunta de Goberno aprobou a convocatoria para a provisión, como persoal funcionario de carreira e mediante concurso-oposición, das seguintes prazas da escala de Administración Xeral:\nPraza: Auxiliar Administrativo/a. Subescala: Auxiliar. Subgrupo: C2. Número: 5. Quenda: libre.\nPraza: Administrativo/a. Subescala: Administrativa. Subgrupo: C1. Número: 3. Quenda: promoción interna.\nAs solicitudes presentaranse no prazo de vinte días hábiles.',
      ['Auxiliar Administrativo/a|5|C2', 'Administrativo/a|3|C1']],
    ['es, auxiliar and administrativo', 'La Junta de Gobierno aprobó la convocatoria para la provisión, como personal funcionario de carrera y mediante concurso-oposición, de las siguientes plazas de la escala de Administración General:\nPlaza: Auxiliar Administrativo/a. Subescala: Auxiliar. Subgrupo: C2. Número: 4. Turno: libre.\nPlaza: Administrativo/a. Subescala: Administrativa. Subgrupo: C1. Número: 2. Turno: promoción interna.\nLas solicitudes se presentarán en el plazo de veinte días hábiles.',
      ['Auxiliar Administrativo/a|4|C2', 'Administrativo/a|2|C1']],
    ['gl, administrativo and técnico de xestión of one scale', 'Aprobáronse as bases que rexerán o proceso selectivo, pola quenda de promoción interna e mediante concurso-oposición, para a provisión das seguintes prazas de persoal funcionario de carreira:\nPraza: Administrativo/a de administración xeral. Número: 2. Subgrupo: C1. Persoal que pode participar: funcionarios/as do subgrupo C2.\nPraza: Técnico/a de xestión de administración xeral. Número: 1. Subgrupo: A2. Persoal que pode participar: funcionarios/as do subgrupo C1.',
      ['Administrativo/a de administración xeral|2|C1', 'Técnico/a de xestión de administración xeral|1|A2']],
    ['es, administrativo and técnico de gestión of one scale', 'Se aprobaron las bases que regirán el proceso selectivo, por el turno de promoción interna y mediante concurso-oposición, para la provisión de las siguientes plazas de personal funcionario de carrera:\nPlaza: Administrativo/a de administración general. Número: 2. Subgrupo: C1.\nPlaza: Técnico/a de gestión de administración general. Número: 1. Subgrupo: A2.',
      ['Administrativo/a de administración general|2|C1', 'Técnico/a de gestión de administración general|1|A2']],
  ])('%s', (_, texto, esperado) => {
    const f = ler(texto);
    expect(lista(f)).toEqual(esperado);
    expect(f.posto).toBeUndefined();
    expect(f.grupo).toBeUndefined();
  });
  it.each([
    ['gl', 'Convócase, mediante concurso-oposición, a provisión das seguintes prazas de persoal funcionario de carreira:\nPraza: Auxiliar administrativo/a. Subgrupo: C2. Número: 3. Quenda: libre.\nPraza: Auxiliar administrativo/a. Subgrupo: C2. Número: 1. Quenda: promoción interna.', 'Auxiliar administrativo/a'],
    ['es', 'Se convoca, mediante concurso-oposición, la provisión de las siguientes plazas de personal funcionario de carrera:\nPlaza: Auxiliar administrativo/a. Subgrupo: C2. Número: 3. Turno: libre.\nPlaza: Auxiliar administrativo/a. Subgrupo: C2. Número: 1. Turno: promoción interna.', 'Auxiliar administrativo/a'],
  ])('negative (%s): one post\'s cards by turn are one post', (_, texto, nome) => {
    const f = ler(texto);
    expect(f.postos).toBeUndefined();
    expect(f.posto?.valor.nome).toBe(nome);
  });
});

describe('dev31 classes: a list announced by a heading "Postos convocados…:"', () => {
  it.each([
    ['gl', 'Aprobadas as bases para a selección do persoal directivo e docente do Obradoiro de Emprego Terras Altas, ábrese o prazo de presentación de solicitudes.\nPostos convocados, en réxime de contratación laboral temporal pola duración do obradoiro (doce meses):\n- Un/unha Director/a do obradoiro, a xornada completa.\n- Un/unha Docente da especialidade de Carpintería, a xornada completa.\nSistema de selección: concurso de méritos e entrevista persoal.',
      ['Director/a do obradoiro|1|', 'Docente da especialidade de Carpintería|1|']],
    ['es', 'Aprobadas las bases para la selección del personal directivo y docente del Taller de Empleo Terras Altas, se abre el plazo de presentación de solicitudes.\nPuestos convocados, en régimen de contratación laboral temporal por la duración del taller (doce meses):\n- Un/a Director/a del taller, a jornada completa.\n- Un/a Docente de la especialidad de Carpintería, a jornada completa.\nSistema de selección: concurso de méritos y entrevista personal.',
      ['Director/a del taller|1|', 'Docente de la especialidad de Carpintería|1|']],
  ])('%s', (_, texto, esperado) => {
    expect(lista(ler(texto))).toEqual(esperado);
  });
  it.each([
    ['gl', 'Aprobadas as bases, ábrese o prazo de presentación de solicitudes.\nPrazas convocadas:\n- Dúas prazas de Auxiliar administrativo/a, subgrupo C2.\nSistema de selección: oposición libre.', 'Auxiliar administrativo/a'],
    ['es', 'Aprobadas las bases, se abre el plazo de presentación de solicitudes.\nPlazas convocadas:\n- Dos plazas de Auxiliar administrativo/a, subgrupo C2.\nSistema de selección: oposición libre.', 'Auxiliar administrativo/a'],
  ])('negative (%s): a heading over one post is one post', (_, texto, nome) => {
    const f = ler(texto);
    expect(f.postos).toBeUndefined();
    expect(f.posto?.valor.nome).toBe(nome);
  });
});

describe('dev30 classes: a numbered heading of the bases ends a list of dashed items', () => {
  it.each([
    ['gl', 'Aprobáronse as bases para a contratación laboral temporal do seguinte persoal, subvencionado pola Deputación:\n- Tres peóns/peoas de servizos múltiples.\n- Un/unha oficial/a de primeira albanel/a.\n1.- Modalidade do contrato\nContrato laboral de duración determinada, a xornada completa, por seis meses.\n2.- Sistema de selección\nConcurso-oposición.',
      ['Peón/peoa de servizos múltiples|3|', 'Oficial/a de primeira albanel/a|1|']],
    ['es', 'Se aprobaron las bases para la contratación laboral temporal del siguiente personal, subvencionado por la Diputación:\n- Tres peones/as de servicios múltiples.\n- Un/a oficial/a de primera albañil.\n1.- Modalidad del contrato\nContrato laboral de duración determinada, a jornada completa, por seis meses.\n2.- Sistema de selección\nConcurso-oposición.',
      ['Peón/a de servicios múltiples|3|', 'Oficial/a de primera albañil|1|']],
  ])('%s: the heading is no fourth post', (_, texto, esperado) => {
    expect(lista(ler(texto))).toEqual(esperado);
  });
  it.each([
    ['gl', 'Aprobáronse as bases para a contratación laboral temporal do seguinte persoal:\n1. Tres peóns/peoas de servizos múltiples.\n2. Un/unha oficial/a de primeira albanel/a.\n3. Un/unha condutor/a de vehículos.\nO contrato será a xornada completa.',
      ['Peón/peoa de servizos múltiples|3|', 'Oficial/a de primeira albanel/a|1|', 'Condutor/a de vehículos|1|']],
    ['es', 'Se aprobaron las bases para la contratación laboral temporal del siguiente personal:\n1. Tres peones/as de servicios múltiples.\n2. Un/a oficial/a de primera albañil.\n3. Un/a conductor/a de vehículos.\nEl contrato será a jornada completa.',
      ['Peón/a de servicios múltiples|3|', 'Oficial/a de primera albañil|1|', 'Conductor/a de vehículos|1|']],
  ])('negative (%s): a list numbered throughout keeps every item', (_, texto, esperado) => {
    expect(lista(ler(texto))).toEqual(esperado);
  });
});

describe('dev31 classes: in a call of several posts, a fee printed for one post by its name is that post\'s', () => {
  const gl = (taxa: string) => `Convócanse, mediante concurso-oposición, as seguintes prazas de persoal funcionario de carreira:\nPraza: Auxiliar Administrativo/a. Subgrupo: C2. Número: 5. Quenda: libre.\nPraza: Conserxe. Subgrupo: AP. Número: 2. Quenda: libre.\n${taxa}`;
  const es = (taxa: string) => `Se convocan, mediante concurso-oposición, las siguientes plazas de personal funcionario de carrera:\nPlaza: Auxiliar Administrativo/a. Subgrupo: C2. Número: 5. Turno: libre.\nPlaza: Conserje. Subgrupo: AP. Número: 2. Turno: libre.\n${taxa}`;
  it.each([
    ['gl, in brackets', gl('Taxa: 16 euros (Auxiliar Administrativo/a); as persoas desempregadas están exentas.')],
    ['es, in brackets', es('Tasa: 16 euros (Auxiliar Administrativo/a); las personas desempleadas están exentas.')],
    ['gl, "para a praza de"', gl('Taxa: 16 euros para a praza de auxiliar administrativo/a; as persoas desempregadas están exentas.')],
    ['es, "para la plaza de"', es('Tasa: 16 euros para la plaza de auxiliar administrativo/a; las personas desempleadas están exentas.')],
  ])('%s: no fee of the call', (_, texto) => {
    const f = ler(texto);
    expect(f.postos?.valor.length).toBe(2);
    expect(f.taxa).toBeUndefined();
  });
  it.each([
    ['gl, one fee for all', gl('Taxa: 16 euros.'), 16],
    ['es, one fee for all', es('Tasa: 16 euros.'), 16],
    ['gl, the same fee named for each post', gl('Taxa: 16 euros (Auxiliar Administrativo/a) e 16 euros (Conserxe).'), 16],
    ['es, a bracket that names no post', es('Tasa: 16 euros (dieciséis euros).'), 16],
  ])('negative (%s): the fee of the call stays', (_, texto, taxa) => {
    expect(ler(texto).taxa?.valor).toBe(taxa);
  });
  it('negative (gl): a call of one post keeps its fee named with the post', () => {
    expect(ler('Convócase, mediante concurso-oposición, unha praza de Auxiliar Administrativo/a, subgrupo C2.\nTaxa: 16 euros (Auxiliar Administrativo/a).').taxa?.valor).toBe(16);
  });
});

describe('dev30 classes: an interim appointed from a pool to a place printed in her gender', () => {
  it.each([
    ['gl', 'Resolveuse nomear funcionaria interina, para a execución do programa temporal, a:\nDona Ana Souto Rey (DNI ***5810**), na praza de arquitecta técnica, escala de administración especial, subgrupo A2, seleccionada da bolsa de emprego de arquitectos/as técnicos/as constituída por Resolución do 12 de xaneiro de 2067.', 'Arquitecto/a técnico/a'],
    ['es', 'Se resolvió nombrar funcionaria interina, para la ejecución del programa temporal, a:\nDoña Ana Souto Rey (DNI ***5810**), en la plaza de arquitecta técnica, escala de administración especial, subgrupo A2, seleccionada de la bolsa de empleo de arquitectos/as técnicos/as constituida por Resolución de 12 de enero de 2067.', 'Arquitecto/a técnico/a'],
  ])('%s: the place is the post, named as the pool names it; the step names its pool', (_, texto, nome) => {
    const f = ler(texto, 'nomeamento');
    expect(f.posto?.valor.nome).toBe(nome);
    expect(f.bolsa?.valor).toBe(true);
  });
  it.each([
    ['gl', 'Nomeamento de funcionaria interina, auxiliar administrativa\nPor Resolución da Alcaldía, e de conformidade coa bolsa de emprego de auxiliares administrativos/as constituída por Resolución do 3 de maio, nomeouse a dona María Pila Rey funcionaria interina, auxiliar administrativa, escala de administración xeral, subescala auxiliar, subgrupo C2, para cubrir a praza vacante.', 'Nomeamento de funcionaria interina, auxiliar administrativa', 'Auxiliar administrativa'],
  ])('negative (%s): the woman described, not the place, keeps her name as printed (gl only: the Spanish wording reads the pool\'s name already, before this pass)', (_, texto, titulo, nome) => {
    expect(ler(texto, 'nomeamento', titulo).posto?.valor.nome).toBe(nome);
  });
  it.each([
    ['gl', 'Resolveuse nomear funcionaria interina a:\nDona Ana Souto Rey, na praza de arquitecta técnica, subgrupo A2, seleccionada nun proceso de concurso-oposición.'],
    ['es', 'Se resolvió nombrar funcionaria interina a:\nDoña Ana Souto Rey, en la plaza de arquitecta técnica, subgrupo A2, seleccionada en un proceso de concurso-oposición.'],
  ])('negative (%s): an appointee selected by no pool names none; her place, named by no other form, keeps its name', (_, texto) => {
    const f = ler(texto, 'nomeamento');
    expect(f.bolsa?.valor).not.toBe(true);
    expect(f.posto?.valor.nome.toLowerCase()).toBe('arquitecta técnica');
  });
});

describe('dev30 classes: a pool "para a contratación laboral temporal, a xornada…, de X" names X in full', () => {
  it.each([
    ['gl (a guard: this shorter wording was read so before)', 'Bases reguladoras para a formación dunha bolsa de emprego de socorristas para as piscinas municipais', '1. OBXECTO\nÉ obxecto destas bases a constitución dunha bolsa de emprego para a contratación laboral temporal, a xornada completa ou parcial, de socorristas acuáticos para as piscinas municipais, segundo as necesidades do servizo.', 'Socorrista acuático'],
    ['es', 'Bases reguladoras para la formación de una bolsa de empleo de socorristas para las piscinas municipales', '1. OBJETO\nEs objeto de estas bases la constitución de una bolsa de empleo para la contratación laboral temporal, a jornada completa o parcial, de socorristas acuáticos para las piscinas municipales, según las necesidades del servicio.', 'Socorrista acuático'],
  ])('%s: the body\'s fuller name over the title\'s', (_, titulo, texto, nome) => {
    expect(ler(`${titulo}\n${texto}`, 'bolsa_emprego', titulo).posto?.valor.nome).toBe(nome);
  });
  it.each([
    ['gl', 'Bases para a constitución dunha bolsa de emprego de técnicos/as de educación infantil', '1. Obxecto. Constitución dunha bolsa de emprego para a contratación laboral temporal, en réxime de substitución, de persoal coa categoría de Técnico/a de Educación Infantil da Escola Infantil Municipal, asimilada ao subgrupo B.', 'Técnico/a de Educación Infantil'],
    ['es', 'Bases para la constitución de una bolsa de empleo de técnicos/as de educación infantil', '1. Objeto. Constitución de una bolsa de empleo para la contratación laboral temporal, en régimen de sustitución, de personal con la categoría de Técnico/a de Educación Infantil de la Escuela Infantil Municipal, asimilada al subgrupo B.', 'Técnico/a de Educación Infantil'],
  ])('%s, with the staff of a category between: named by the category (failed before too)', (_, titulo, texto, nome) => {
    expect(ler(`${titulo}\n${texto}`, 'bolsa_emprego', titulo).posto?.valor.nome).toBe(nome);
  });
});

describe('dev30 classes: "b) Concurso de méritos: …" among the tests is the merit phase of a concurso-oposición', () => {
  it.each([
    ['gl', '1. OBXECTO\nÉ obxecto destas bases a selección dun/dunha socorrista. A selección realizarase polo sistema de concurso-oposición.\n4. PROBAS\na) Proba práctica de salvamento (ata 10 puntos).\nb) Concurso de méritos: cursos de primeiros auxilios (ata 5 puntos).'],
    ['es', '1. OBJETO\nEs objeto de estas bases la selección de un/a socorrista. La selección se realizará por el sistema de concurso-oposición.\n4. PRUEBAS\na) Prueba práctica de salvamento (hasta 10 puntos).\nb) Concurso de méritos: cursos de primeros auxilios (hasta 5 puntos).'],
  ])('%s', (_, texto) => {
    expect(ler(texto).sistema?.valor).toBe('concurso-oposicion');
  });
  it.each([
    ['gl', '1. OBXECTO\nÉ obxecto destas bases a selección dun/dunha socorrista.\n4. PROBAS\na) Entrevista persoal (ata 2 puntos).\nb) Concurso de méritos: cursos de primeiros auxilios (ata 5 puntos).'],
    ['es', '1. OBJETO\nEs objeto de estas bases la selección de un/a socorrista.\n4. PRUEBAS\na) Entrevista personal (hasta 2 puntos).\nb) Concurso de méritos: cursos de primeros auxilios (hasta 5 puntos).'],
  ])('negative (%s): with no concurso-oposición named, the merit line is the system', (_, texto) => {
    expect(ler(texto).sistema?.valor).toBe('concurso');
  });
});

describe('dev30 classes: "Da quenda libre resérvanse N prazas…" is a reservation inside the free turn, not added to the total', () => {
  const dog = (texto: string) => ler(texto, 'convocatoria_bases', '', '2068-03-09', 'DOG');
  it.each([
    ['gl', 'Convócase concurso-oposición para cubrir douscentas dez prazas da categoría de técnico/a en coidados auxiliares de enfermaría (subgrupo C2), das cales cento noventa e cinco corresponden á quenda libre e quince á quenda de promoción interna. Da quenda libre resérvanse quince prazas para persoas con discapacidade.'],
    ['es', 'Se convoca concurso-oposición para cubrir doscientas diez plazas de la categoría de técnico/a en cuidados auxiliares de enfermería (subgrupo C2), de las cuales ciento noventa y cinco corresponden al turno libre y quince al turno de promoción interna. Del turno libre se reservan quince plazas para personas con discapacidad.'],
  ])('%s', (_, texto) => {
    expect(dog(texto).prazas?.valor).toEqual({ total: 210, libre: 195, promocionInterna: 15, discapacidade: 15 });
  });
  it.each([
    ['gl', 'Convócase concurso-oposición para cubrir vinte prazas de auxiliar (subgrupo C2): dezasete pola quenda libre e tres pola quenda de discapacidade.'],
    ['es', 'Se convoca concurso-oposición para cubrir veinte plazas de auxiliar (subgrupo C2): diecisiete por el turno libre y tres por el turno de discapacidad.'],
  ])('negative (%s): a turn of disability of its own is one of the total\'s turns', (_, texto) => {
    expect(dog(texto).prazas?.valor).toEqual({ total: 20, libre: 17, discapacidade: 3 });
  });
});

describe('dev30 classes: "as persoas que non acrediten o Celga 4 realizarán unha proba" is a Galician test', () => {
  const ou = (texto: string) => ler(texto, 'convocatoria_bases', '', '2068-04-26', 'BOP Ourense');
  it.each([
    ['gl', 'Aprobáronse as bases para a formación dunha lista de reserva de arquitecto/a, polo sistema de concurso-oposición.\nLingua galega: as persoas aspirantes que non acrediten o Celga 4 realizarán unha proba de tradución.'],
    ['es', 'Se aprobaron las bases para la formación de una lista de reserva de arquitecto/a, por el sistema de concurso-oposición.\nLengua gallega: las personas aspirantes que no acrediten el Celga 4 realizarán una prueba de traducción.'],
  ])('%s', (_, texto) => {
    expect(ou(texto).galego?.valor).toEqual({ requisito: 'exame' });
  });
  it.each([
    ['gl', '1. Obxecto. Convócase concurso-oposición para unha praza de arquitecto/a, subgrupo A1.\n2. Requisitos.\na) Estar en posesión do Celga 4 ou equivalente. As persoas que non acrediten o Celga 4 serán excluídas do proceso.'],
    ['es', '1. Objeto. Se convoca concurso-oposición para una plaza de arquitecto/a, subgrupo A1.\n2. Requisitos.\na) Estar en posesión del Celga 4 o equivalente. Las personas que no acrediten el Celga 4 serán excluidas del proceso.'],
  ])('negative (%s): the Celga required, no test for those without it', (_, texto) => {
    expect(ou(texto).galego?.valor).toEqual({ requisito: 'celga', nivel: 4 });
  });
});

describe('dev30 classes: a correction\'s new row of the fee table is the fee', () => {
  const dog = (texto: string, titulo: string) => ler(texto, 'correccion', titulo, '2068-07-18', 'DOG');
  it.each([
    ['gl', 'CORRECCIÓN de erros. Orde pola que se convoca o proceso selectivo para o ingreso no corpo de xestión, subgrupo A2.', 'Advertidos erros na citada orde, cómpre facer as seguintes correccións:\nNa páxina 38419, base III.2, onde di: "Subgrupo A2: 35,10 euros", debe dicir: "Subgrupo A2: 37,15 euros".'],
    ['es', 'CORRECCIÓN de errores. Orden por la que se convoca el proceso selectivo para el ingreso en el cuerpo de gestión, subgrupo A2.', 'Advertidos errores en la citada orden, es preciso efectuar las siguientes correcciones:\nEn la página 38419, base III.2, donde dice: "Subgrupo A2: 35,10 euros", debe decir: "Subgrupo A2: 37,15 euros".'],
  ])('%s', (_, titulo, texto) => {
    expect(dog(`${titulo}\n${texto}`, titulo).taxa?.valor).toBe(37.15);
  });
  it.each([
    ['gl', 'CORRECCIÓN de erros. Orde pola que se convoca o proceso selectivo para o ingreso no corpo de xestión, subgrupo A2.', 'Advertidos erros na citada orde, cómpre facer as seguintes correccións:\nNa páxina 38419, base V.1, onde di: "Subgrupo A2, complemento específico: 9.000 euros", debe dicir: "Subgrupo A2, complemento específico: 9.500 euros".'],
    ['es', 'CORRECCIÓN de errores. Orden por la que se convoca el proceso selectivo para el ingreso en el cuerpo de gestión, subgrupo A2.', 'Advertidos errores en la citada orden, es preciso efectuar las siguientes correcciones:\nEn la página 38419, base V.1, donde dice: "Subgrupo A2, complemento específico: 9.000 euros", debe decir: "Subgrupo A2, complemento específico: 9.500 euros".'],
  ])('negative (%s): a corrected pay is no fee', (_, titulo, texto) => {
    expect(dog(`${titulo}\n${texto}`, titulo).taxa).toBeUndefined();
  });
});

describe('dev30 classes: an FP title beside a university degree named by no field is several titles', () => {
  it.each([
    ['gl', 'Requisitos: estar en posesión do título de técnico/a superior en educación infantil ou equivalente, ou de título universitario de mestre/a especialista en educación infantil ou grao equivalente.'],
    ['es', 'Requisitos: estar en posesión del título de técnico/a superior en educación infantil o equivalente, o de título universitario de maestro/a especialista en educación infantil o grado equivalente.'],
  ])('%s: the lowest level, no name', (_, texto) => {
    expect(ler(`Ábrese a listaxe de contratación temporal de técnicos/as superiores en educación infantil.\n${texto}`, 'bolsa_emprego').titulacion?.valor).toEqual({ nivel: 'tecnico_superior' });
  });
  it.each([
    ['gl', 'Requisitos: estar en posesión do título de técnico/a superior en educación infantil ou equivalente.'],
    ['es', 'Requisitos: estar en posesión del título de técnico/a superior en educación infantil o equivalente.'],
    ['gl, a bracket of its FP grade', 'Requisitos: estar en posesión do título de técnico/a superior en educación infantil (formación profesional de grao superior) ou equivalente.'],
  ])('negative (%s): one FP title keeps its name', (_, texto) => {
    expect(ler(`Ábrese a listaxe de contratación temporal de técnicos/as superiores en educación infantil.\n${texto}`, 'bolsa_emprego').titulacion?.valor.nome?.toLowerCase()).toBe('técnico/a superior en educación infantil');
  });
});
