import { lectorDeProba, lista } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording dev25 showed at its first run (issue 22, twenty-eighth pass), each in
 * Galician and Spanish, with probes where the fix must not fire. Tables of cases: [what it shows, text, expected].
 */
const ler = lectorDeProba('2058-06-12', 'BOP Ourense');
const boe = (texto: string, tipo = 'convocatoria_bases', titulo = '') => ler(`II. AUTORIDADES Y PERSONAL\nB. Oposiciones y concursos\nADMINISTRACIÓN LOCAL\n${texto}`, tipo, titulo, '2058-06-12', 'BOE');

describe('dev25 classes: the appointee\'s feminine denomination beside the place\'s name', () => {
  it.each([
    ['es, a BOE appointment', 'Se hace público que, a propuesta del tribunal del proceso selectivo convocado para cubrir, por el sistema de oposición libre, una plaza de Técnico de Administración General, ha sido nombrada funcionaria de carrera doña Ana Souto Rey, perteneciente a la escala de Administración General, subescala Técnica, subgrupo A1, con la denominación de Técnica de Administración General.', 'Técnico de Administración General'],
    ['gl, a BOE appointment', 'Faise público que, por proposta do tribunal do proceso selectivo convocado para cubrir, polo sistema de concurso-oposición, unha praza de Arquitecto técnico, foi nomeada funcionaria de carreira dona Uxía Lema Pardo, coa denominación de Arquitecta técnica.', 'Arquitecto técnico'],
  ])('%s: the place\'s name', (_, texto, nome) => {
    expect(boe(texto, 'nomeamento').posto?.valor.nome).toBe(nome);
  });
  it.each([
    ['gl, a post named in the feminine only', 'Faise público que, por proposta do tribunal do proceso convocado para cubrir unha praza de Limpadora, foi nomeada funcionaria de carreira dona Sara Vila Rey, coa denominación de Limpadora.', 'Limpadora'],
    ['es, the place named for both genders', 'Se hace público que, a propuesta del tribunal del proceso convocado para cubrir una plaza de Arquitecto/a Técnico/a, ha sido nombrada funcionaria de carrera doña Ana Souto Rey, con la denominación de Arquitecta Técnica.', 'Arquitecto/a Técnico/a'],
  ])('negative (%s): as before', (_, texto, nome) => {
    expect(boe(texto, 'nomeamento').posto?.valor.nome).toBe(nome);
  });
});

describe('dev25 classes: "fase de oposición" named by a later step says no system', () => {
  it.each([
    ['es, an exam date', 'Por Resolución de 2 de mayo de 2058 se convocaron pruebas selectivas para cubrir dos plazas de la Escala de Gestión.\nConvocar a las personas admitidas para la realización del primer ejercicio de la fase de oposición el día 26 de octubre de 2058.', 'data_exame'],
    ['gl, an admitted list', 'Pola Orde do 2 de maio de 2058 convocouse o proceso selectivo para cubrir dúas prazas da escala de xestión.\nConvócanse as persoas admitidas á realización do primeiro exercicio da fase de oposición o día 26 de outubro de 2058.', 'admitidos'],
  ])('%s: no sistema', (_, texto, tipo) => {
    expect(ler(texto, tipo).sistema).toBeUndefined();
  });
  it.each([
    ['gl, the bases describing their phase (kept)', 'Primeira. Obxecto\nConvócase unha praza de Conserxe, subgrupo AP.\nTerceira. Proceso selectivo\nA fase de oposición constará de dous exercicios obrigatorios.', 'convocatoria_bases', 'oposicion'],
    ['es, a step naming its system', 'Por Resolución de 2 de mayo de 2058 se convocaron pruebas selectivas por el sistema de concurso-oposición para cubrir dos plazas de Conserje.\nConvocar a las personas admitidas al primer ejercicio de la fase de oposición el día 26 de octubre de 2058.', 'data_exame', 'concurso-oposicion'],
  ])('negative (%s)', (_, texto, tipo, sistema) => {
    expect(ler(texto, tipo).sistema?.valor).toBe(sistema);
  });
});

describe('dev25 classes: "Grupo según el artículo 76…: A2" of an offer', () => {
  it.each([
    ['es, the BOE offer', 'Personal funcionario de carrera\nGrupo según el artículo 76 del texto refundido de la Ley del Estatuto Básico del Empleado Público: A2. Clasificación: Escala de Administración Especial, subescala Técnica, clase Media. Número de vacantes: Una. Denominación: Arquitecto/a Técnico/a.', 'A2'],
    ['es, the older law named', 'Personal funcionario de carrera\nGrupo según artículo 76 del Estatuto Básico del Empleado Público: C2. Clasificación: Escala de Administración Especial, subescala Servicios Especiales. Número de vacantes: Una. Denominación: Oficial/a de obras.', 'C2'],
    ['gl', 'Persoal funcionario de carreira\nGrupo segundo o artigo 76 do texto refundido da Lei do Estatuto básico do empregado público: C1. Clasificación: Escala de Administración Especial, subescala de Servizos Especiais. Número de vacantes: Unha. Denominación: Delineante.', 'C1'],
  ])('%s: the group', (_, texto, grupo) => {
    expect(boe(texto, 'oep').grupo?.valor).toBe(grupo);
  });
  it('negative: the article named with no code after it', () => {
    expect(boe('Personal funcionario de carrera\nGrupo según el artículo 76 del texto refundido de la Ley del Estatuto Básico del Empleado Público: el que figura en el anexo. Número de vacantes: Una. Denominación: Arquitecto/a Técnico/a.', 'oep').grupo).toBeUndefined();
  });
});

describe('dev25 classes: "Grupo de asimilación: C1" of a laboral post', () => {
  it.each([
    ['gl, cards', 'Base 1.ª Obxecto\nConvócase proceso de estabilización para a cobertura, como persoal laboral fixo, das prazas que se relacionan:\nCategoría: Técnico/a de laboratorio. Grupo de asimilación: C1. Prazas: 1. Centro: Laboratorio Agrario.\nCategoría: Oficial/a de mantemento. Grupo de asimilación: C2. Prazas: 2. Centro: Pazo de Mariñán.\nCategoría: Limpador/a. Grupo de asimilación: agrupacións profesionais. Prazas: 3. Centro: Fogar Infantil.\nBase 2.ª Sistema de selección', ['Técnico/a de laboratorio|1|C1', 'Oficial/a de mantemento|2|C2', 'Limpador/a|3|AP']],
    ['es, cards', 'Base 1.ª Objeto\nSe convoca proceso de estabilización para la cobertura, como personal laboral fijo, de las plazas que se relacionan:\nCategoría: Oficial/a de jardinería. Grupo de asimilación: C2. Plazas: 2.\nCategoría: Educador/a social. Grupo de asimilación: A2. Plazas: 1.\nBase 2.ª Sistema de selección', ['Oficial/a de jardinería|2|C2', 'Educador/a social|1|A2']],
  ])('%s: each card\'s group', (_, texto, esperado) => {
    expect(lista(ler(texto))).toEqual(esperado);
  });
  it.each([
    ['gl', 'Primeira. Obxecto\nConvócase unha praza de persoal laboral fixo de Educador/a familiar, grupo de asimilación A2, polo sistema de concurso-oposición.', 'A2'],
    ['es', 'Primera. Objeto\nSe convoca una plaza de personal laboral fijo de Oficial/a de obras, grupo de asimilación: C2, por el sistema de concurso-oposición.', 'C2'],
  ])('%s: one post\'s group', (_, texto, grupo) => {
    expect(ler(texto).grupo?.valor).toBe(grupo);
  });
});

describe('dev25 classes: the tribunal members\' legal substitutes are no temporary hiring', () => {
  it.each([
    ['gl', 'Designouse o tribunal cualificador do proceso selectivo para cubrir, como persoal funcionario de carreira, unha praza de Encargado/a de obras.\nVogais: don Miguel Sousa Prieto, arquitecto técnico. Suplentes: os seus substitutos legais.'],
    ['es', 'Se designa el tribunal calificador del proceso selectivo para cubrir dos plazas de Oficial/a de obras.\nVocales: don Miguel Sousa Prieto, arquitecto técnico. Suplentes: sus sustitutos legales.'],
  ])('%s: a step counting its places, bolsa false', (_, texto) => {
    expect(ler(texto, 'tribunal').bolsa?.valor).toBe(false);
  });
  it.each([
    ['gl', 'Designouse o tribunal do proceso selectivo para a substitución temporal dunha praza de Conserxe.\nVogais: don Miguel Sousa Prieto. Suplentes: os seus substitutos legais.'],
    ['es', 'Se designa el tribunal del proceso para la sustitución temporal de una plaza de Conserje.\nVocales: don Miguel Sousa Prieto. Suplentes: sus sustitutos legales.'],
  ])('negative (%s): a step of a temporary substitution is not false', (_, texto) => {
    expect(ler(texto, 'tribunal').bolsa?.valor).not.toBe(false);
  });
});

describe('dev25 classes: a table of pools\' categories with a fee column and no count', () => {
  it.each([
    ['gl', 'PRIMEIRA. Obxecto. Constitúe o obxecto destas bases a formación de listaxes de emprego temporal nas categorías que se relacionan no seguinte cadro:\nCategoría | Subgrupo | Titulación esixida | Taxa\nPeón/a de vías e obras | AP | Certificado de escolaridade | 6,00 €\nTécnico/a superior de informática | B | Técnico superior en Administración de Sistemas | 14,00 €\nSEGUNDA. Requisitos.', ['Peón/a de vías e obras||AP', 'Técnico/a superior de informática||B']],
    ['es', 'PRIMERA. Objeto. Es objeto de estas bases la formación de bolsas de empleo en las categorías del siguiente cuadro:\nCategoría | Grupo | Tasa\nConserje | AP | 6 €\nAuxiliar administrativo/a | C2 | 10 €\nSEGUNDA. Requisitos.', ['Conserje||AP', 'Auxiliar administrativo/a||C2']],
  ])('%s: a list of the pools\' posts', (_, texto, esperado) => {
    const f = ler(texto, 'bolsa_emprego');
    expect(lista(f)).toEqual(esperado);
    expect(f.grupo).toBeUndefined();
  });
  it.each([
    ['gl, a fee table by group', 'PRIMEIRA. Obxecto. Convócase unha praza de Administrativo/a, subgrupo C1.\nSEXTA. Taxa.\nGrupo | Taxa\nA1 | 30 €\nC1 | 20 €'],
    ['es, a table of pay', 'PRIMERA. Objeto. Se convoca una plaza de Conserje, agrupaciones profesionales.\nCategoría | Grupo | Retribución\nConserje | AP | 1.200 €\nOficial | C2 | 1.400 €'],
  ])('negative (%s): no list of posts', (_, texto) => {
    expect(ler(texto).postos).toBeUndefined();
  });
});

describe('dev25 classes: the title\'s shorthand and the body\'s fuller name of the post', () => {
  it.each([
    ['gl, a pool', 'Bases da lista de reserva de socorristas para a piscina municipal', 'Por Resolución da Alcaldía aprobáronse as bases para a constitución dunha lista de reserva para a contratación laboral temporal de persoal na categoría de Socorrista acuático/a, para a piscina municipal.\nPRIMEIRA. Requisitos.', 'bolsa_emprego', 'Socorrista acuático/a'],
    ['gl, a DOG announcement, its title printed again at its head', 'ANUNCIO de bases para a provisión de dúas prazas de mecánico/a, persoal laboral fixo.', 'VI. Anuncios\nb) Administración local\nConcello de Narón\nANUNCIO de bases para a provisión de dúas prazas de mecánico/a, persoal laboral fixo.\nNo Boletín Oficial da Provincia publicáronse integramente as bases que rexerán o proceso selectivo para a provisión, mediante concurso-oposición libre, de dúas prazas de Oficial/a de primeira mecánico/a de vehículos, persoal laboral fixo do Concello, asimiladas ao subgrupo C2.', 'extracto_convocatoria', 'Oficial/a de primeira mecánico/a de vehículos'],
    ['es, a BOE extract', 'Resolución de 2 de mayo de 2058, del Ayuntamiento de Mos, referente a la convocatoria para proveer dos plazas de Fontanero.', 'II. AUTORIDADES Y PERSONAL\nB. Oposiciones y concursos\nEn el «Boletín Oficial de la Provincia» se han publicado las bases para proveer, mediante oposición libre, dos plazas de Oficial/a de primera fontanero/a, personal laboral fijo.', 'extracto_convocatoria', 'Oficial/a de primera fontanero/a'],
    ['gl, a DOG announcement (guard: read before too)', 'ANUNCIO de bases para a provisión de dúas prazas de mecánico/a, persoal laboral fixo.', 'VI. Anuncios\nb) Administración local\nConcello de Narón\nNo Boletín Oficial da Provincia publicáronse integramente as bases que rexerán o proceso selectivo para a provisión, mediante concurso-oposición libre, de dúas prazas de Oficial/a de primeira mecánico/a de vehículos, persoal laboral fixo do Concello, asimiladas ao subgrupo C2.', 'extracto_convocatoria', 'Oficial/a de primeira mecánico/a de vehículos'],
  ])('%s: the body\'s name', (_, titulo, texto, tipo, nome) => {
    expect(ler(texto, tipo, titulo).posto?.valor.nome).toBe(nome);
  });
  it.each([
    ['gl, a tribunal member named fuller', 'Bases para a provisión dunha praza de auxiliar administrativo/a', 'Primeira. Obxecto\nÉ obxecto destas bases a provisión dunha praza de auxiliar administrativo/a, subgrupo C2.\nSétima. Tribunal\nVogal: dona Ana Rey, na praza de auxiliar administrativo/a de servizos sociais do Concello.', 'Auxiliar administrativo/a'],
    ['es, a service after the title\'s name', 'Resolución de 2 de mayo de 2058, del Ayuntamiento de Mos, referente a la convocatoria para proveer una plaza de Oficial/a de redes.', 'II. AUTORIDADES Y PERSONAL\nB. Oposiciones y concursos\nEn el «Boletín Oficial de la Provincia» se han publicado las bases para proveer, mediante oposición libre, una plaza de Oficial/a de redes del área de abastecimiento y saneamiento, personal laboral fijo.', 'Oficial/a de redes'],
    ['gl, a place after the title\'s name', 'Bases da lista de reserva de socorristas acuáticos', 'Por Resolución da Alcaldía aprobáronse as bases para a constitución dunha lista de reserva para a contratación laboral temporal de persoal na categoría de Socorrista acuático das praias do municipio.\nPRIMEIRA. Requisitos.', 'Socorrista acuático'],
    ['es, a merit named fuller', 'Bases para la provisión de una plaza de conserje', 'Primera. Objeto\nEs objeto de estas bases la provisión de una plaza de conserje, agrupaciones profesionales.\nSexta. Méritos\nSe valorará la experiencia en plazas de conserje de instalaciones deportivas: 0,1 puntos por mes.', 'Conserje'],
  ])('negative (%s): the title\'s post is the body\'s', (_, titulo, texto, nome) => {
    expect(ler(texto, /lista de reserva/.test(titulo) ? 'bolsa_emprego' : 'convocatoria_bases', titulo).posto?.valor.nome).toBe(nome);
  });
});

describe('dev25 classes: a post\'s abbreviation beside its name is the same post', () => {
  it.each([
    ['es, TAG', 'Por Decreto de la Alcaldía se aprobaron las bases que rigen la provisión de una plaza de TAG por promoción interna.\nPrimera.– Objeto. Es objeto de la convocatoria la provisión en propiedad de una plaza de Técnico/a de Administración General (TAG), escala de Administración General, subescala Técnica, subgrupo A1, por el sistema de concurso-oposición, turno de promoción interna.', 'Técnico/a de Administración General'],
    ['gl, AEDL', 'Por Resolución da Alcaldía aprobáronse as bases para a contratación dunha praza de AEDL.\nPrimeira. Obxecto. É obxecto destas bases a contratación laboral temporal dunha praza de Axente de Emprego e Desenvolvemento Local (AEDL), subgrupo A2.', 'Axente de Emprego e Desenvolvemento Local'],
  ])('%s: one post', (_, texto, nome) => {
    const f = ler(texto);
    expect(f.postos).toBeUndefined();
    expect(f.posto?.valor.nome).toBe(nome);
    expect(f.prazas?.valor.total).toBe(1);
  });
  it.each([
    ['gl, initials of another post', 'Primeira. Obxecto. Convócanse unha praza de TAX e unha praza de Técnico/a de xestión, subgrupo A2, polo sistema de oposición.', ['Tax|1|', 'Técnico/a de xestión|1|A2']],
    ['es, the abbreviation beside a second post', 'Primera. Objeto. Se convocan una plaza de TAG y dos plazas de Auxiliar administrativo/a, por el sistema de oposición.', ['Tag|1|', 'Auxiliar administrativo/a|2|']],
  ])('negative (%s): two posts', (_, texto, esperado) => {
    expect(lista(ler(texto))).toEqual(esperado);
  });
});

describe('dev25 classes: a body printed in Galician and then in Spanish lists its posts once', () => {
  it.each([
    ['a table printed twice', 'A Presidencia aprobou a convocatoria dos procesos selectivos para a provisión das seguintes prazas:\nDenominación | Subgrupo | N.º de prazas | Quenda\nEnxeñeiro/a de camiños, canais e portos | A1 | 1 | libre\nDelineante | C1 | 2 | libre\nAs solicitudes presentaranse no prazo de vinte días naturais.\nLa Presidencia aprobó la convocatoria de los procesos selectivos para la provisión de las siguientes plazas:\nDenominación | Subgrupo | N.º de plazas | Turno\nIngeniero/a de caminos, canales y puertos | A1 | 1 | libre\nDelineante | C1 | 2 | libre\nLas solicitudes se presentarán en el plazo de veinte días naturales.', ['Enxeñeiro/a de camiños, canais e portos|1|A1', 'Delineante|2|C1']],
    ['a table of three printed twice', 'A Presidencia aprobou a convocatoria das seguintes prazas:\nDenominación | Subgrupo | N.º de prazas\nXefe/a de servizo de limpeza | A2 | 1\nOficial/a de obras | C2 | 2\nPeón/a de obras | AP | 3\nLa Presidencia aprobó la convocatoria de las siguientes plazas:\nDenominación | Subgrupo | N.º de plazas\nJefe/a de servicio de limpieza | A2 | 1\nOficial/a de obras | C2 | 2\nPeón/a de obras | AP | 3', ['Xefe/a de servizo de limpeza|1|A2', 'Oficial/a de obras|2|C2', 'Peón/a de obras|3|AP']],
  ])('%s: each post once', (_, texto, esperado) => {
    expect(lista(ler(texto))).toEqual(esperado);
  });
  it.each([
    ['gl, four posts, the second pair not a repeat', 'Convócanse as seguintes prazas:\nDenominación | Subgrupo | N.º de prazas\nOficial/a electricista | C2 | 1\nOficial/a de obras | C2 | 2\nOficial/a electromecánico/a | C2 | 1\nOficial/a de xardinería | C2 | 3', ['Oficial/a electricista|1|C2', 'Oficial/a de obras|2|C2', 'Oficial/a electromecánico/a|1|C2', 'Oficial/a de xardinería|3|C2']],
  ])('negative (%s): every post', (_, texto, esperado) => {
    expect(lista(ler(texto))).toEqual(esperado);
  });
});

describe('dev25 classes: a list of interim staff of the general scale, its post in brackets', () => {
  it.each([
    ['gl', 'A Xunta de Goberno Local aprobou as bases que rexerán o proceso selectivo para a constitución dunha listaxe de persoal funcionario interino da escala de administración xeral, subescala técnica (Técnico/a de Administración Xeral, TAX), subgrupo A1, para os nomeamentos que procedan.', 'Técnico/a de Administración Xeral'],
    ['es', 'La Junta de Gobierno Local aprobó las bases del proceso selectivo para la constitución de una lista de personal funcionario interino de la escala de Administración General, subescala Técnica (Técnico/a de Administración General), subgrupo A1, para los nombramientos que procedan.', 'Técnico/a de Administración General'],
    ['gl, no bracket: the scale with its subscale', 'A Xunta de Goberno Local aprobou as bases para a constitución dunha listaxe de persoal funcionario interino da escala de administración xeral, subescala administrativa, subgrupo C1.', 'Escala de administración xeral, subescala administrativa'],
    ['gl, a bracket that is no post of the subscale: the scale with its subscale, the bracket not read', 'A Xunta de Goberno Local aprobou as bases para a constitución dunha listaxe de persoal funcionario interino da escala de administración xeral, subescala técnica (BOP n.º 12), subgrupo A1.', 'Escala de administración xeral, subescala técnica'],
  ])('%s: the post', (_, texto, nome) => {
    expect(ler(texto, 'bolsa_emprego').posto?.valor.nome).toBe(nome);
  });
});

describe('dev25 classes: an appointment of several posts, each line its group in brackets', () => {
  it.each([
    ['gl', 'NOMEAMENTO DE PERSOAL FUNCIONARIO DE CARREIRA (UNHA PRAZA DE AUXILIAR ADMINISTRATIVO/A E DÚAS PRAZAS DE CONSERXE)', 'Por Resolución da Alcaldía, á vista das propostas dos tribunais, nomeáronse funcionarios/as de carreira do Concello as seguintes persoas:\n- Na praza de Auxiliar administrativo/a (escala de administración xeral, subescala auxiliar, subgrupo C2): dona Noelia Búa Otero.\n- Nas dúas prazas de Conserxe (escala de administración xeral, subescala subalterna, agrupacións profesionais): don Roberto Piñeiro Padín e dona Carmen Dios Abal.', ['Auxiliar administrativo/a|1|C2', 'Conserxe|2|AP']],
    ['es (guard: read before too, "en la plaza de" counting the place)', 'NOMBRAMIENTO DE PERSONAL FUNCIONARIO DE CARRERA (UNA PLAZA DE ADMINISTRATIVO/A Y UNA PLAZA DE ORDENANZA)', 'Por Resolución de la Alcaldía, a la vista de las propuestas de los tribunales, se nombra personal funcionario de carrera a las siguientes personas:\n- En la plaza de Administrativo/a (subescala administrativa, subgrupo C1): doña Noelia Búa Otero.\n- En la plaza de Ordenanza (agrupaciones profesionales): don Roberto Piñeiro Padín.', ['Administrativo/a|1|C1', 'Ordenanza|1|AP']],
  ])('%s: each post\'s group', (_, titulo, texto, esperado) => {
    expect(lista(ler(texto, 'nomeamento', titulo))).toEqual(esperado);
  });
  it('negative (gl): a bracket after the place that prints no group gives none', () => {
    const f = ler('Por Resolución da Alcaldía nomeáronse funcionarios/as de carreira as seguintes persoas:\n- Na praza de Auxiliar administrativo/a (centro: Casa do Concello): dona Noelia Búa Otero.\n- Nas dúas prazas de Conserxe (centro: CEIP de Cambados): don Roberto Piñeiro Padín e dona Carmen Dios Abal.', 'nomeamento', 'NOMEAMENTO DE PERSOAL FUNCIONARIO DE CARREIRA (UNHA PRAZA DE AUXILIAR ADMINISTRATIVO/A E DÚAS PRAZAS DE CONSERXE)');
    expect(lista(f)).toEqual(['Auxiliar administrativo/a|1|', 'Conserxe|2|']);
  });
});

describe('dev25 classes: a Xunta corps named in more than twelve words', () => {
  it.each([
    ['gl', 'Mediante a Orde do 11 de febreiro de 2058 convocouse o proceso selectivo para o ingreso no corpo facultativo de grao medio da Administración especial da Comunidade Autónoma de Galicia, subgrupo A2, escala de enxeñaría técnica, especialidade de obras públicas.', 'Escala de enxeñaría técnica, especialidade de obras públicas'],
    ['es', 'Mediante la Orden de 11 de febrero de 2058 se convocó el proceso selectivo para el ingreso en el cuerpo facultativo de grado medio de la Administración especial de la Comunidad Autónoma de Galicia, subgrupo A2, escala de ingeniería técnica, especialidad de obras públicas.', 'Escala de ingeniería técnica, especialidad de obras públicas'],
  ])('%s: the scale with its specialty', (_, texto, nome) => {
    expect(ler(texto, 'data_exame').posto?.valor.nome).toBe(nome);
  });
  it('negative (gl): a long run of words that is no corps is still no name', () => {
    expect(ler('Convócase o proceso para a provisión dunha praza de técnico/a de apoio ao desenvolvemento das actividades culturais, deportivas, xuvenís e de lecer da área de servizos á comunidade do Concello.').posto?.valor.nome).not.toMatch(/lecer/);
  });
});

describe('dev25 classes: a reserve "das cales se reservan dúas" inside the free places', () => {
  it.each([
    ['gl', '1. Normas xerais.\n1.1. Convócase concurso-oposición para cubrir 35 prazas da categoría de fisioterapeuta, grupo A2, polo sistema de acceso libre, das cales se reservan dúas para persoas cunha discapacidade igual ou superior ao 33 %.', { total: 35, libre: 35, discapacidade: 2 }],
    ['es', '1. Normas generales.\n1.1. Se convoca concurso-oposición para cubrir 20 plazas de la categoría de enfermero/a, grupo A2, por el sistema de acceso libre, de las cuales se reservan dos para personas con una discapacidad igual o superior al 33 %.', { total: 20, libre: 20, discapacidade: 2 }],
  ])('%s: not added', (_, texto, prazas) => {
    expect(ler(texto).prazas?.valor).toEqual(prazas);
  });
  it.each([
    ['gl', 'Primeira. Obxecto\nConvócanse 10 prazas de auxiliar administrativo/a pola quenda libre e 2 prazas pola quenda de reserva para persoas con discapacidade.', { total: 12, libre: 10, discapacidade: 2 }],
  ])('negative (%s): a turn of its own is added', (_, texto, prazas) => {
    expect(ler(texto).prazas?.valor).toEqual(prazas);
  });
});

describe('dev25 classes: a staff application is no electronic office', () => {
  it.each([
    ['gl', '3. Solicitudes.\n3.1. A solicitude presentarase exclusivamente por vía telemática a través da aplicación FIDES/expedient-e (https://fides.sergas.es), no prazo dun mes.'],
    ['es', '3. Solicitudes.\n3.1. La solicitud se presentará por vía telemática a través de la oficina virtual del profesional (https://fides.sergas.es), en el plazo de un mes.'],
  ])('%s: no sede', (_, texto) => {
    expect(ler(texto).sedeElectronica).toBeUndefined();
  });
  it.each([
    ['gl', '3. Solicitudes.\n3.1. A solicitude presentarase por vía electrónica a través da aplicación de solicitudes da sede electrónica da Xunta (https://sede.xunta.gal).', 'https://sede.xunta.gal'],
    ['es', '3. Solicitudes.\n3.1. Las solicitudes se presentarán por vía electrónica en el registro electrónico del Ayuntamiento (https://mos.sedelectronica.gal).', 'https://mos.sedelectronica.gal'],
  ])('negative (%s): the body\'s office', (_, texto, sede) => {
    expect(ler(texto).sedeElectronica?.valor).toBe(sede);
  });
});

describe('dev25 classes: a correction whose new wording is a degree\'s name alone', () => {
  it.each([
    ['gl', 'Advertidos erros na citada orde, cómpre efectuar as seguintes correccións:\nNa páxina 38219, na base II.1.3, onde di: «Máster universitario en Enxeñaría de Montes», debe dicir: «Máster universitario en Enxeñaría de Montes ou enxeñeiro/a de montes».', { nivel: 'licenciatura_master', nome: 'Máster universitario en Enxeñaría de Montes ou enxeñeiro/a de montes' }],
    ['es', 'Advertido error en la Resolución de 2 de mayo de 2058, se procede a su corrección:\nEn la base 2.1.c), donde dice: «Grado en Ingeniería Civil», debe decir: «Grado en Ingeniería Civil o Ingeniero/a Técnico/a de Obras Públicas».', { nivel: 'grao', nome: 'Grado en Ingeniería Civil o Ingeniero/a Técnico/a de Obras Públicas' }],
  ])('%s: the degree', (_, texto, titulacion) => {
    expect(ler(texto, 'correccion').titulacion?.valor).toEqual(titulacion);
  });
  it.each([
    ['gl, the post\'s name corrected', 'Advertidos erros nas bases, cómpre efectuar a seguinte corrección:\nNa base primeira, onde di: «Técnico/a de informática», debe dicir: «Técnico/a superior de informática».'],
    ['es, the post\'s name corrected', 'Advertido error en las bases, se procede a su corrección:\nEn la base primera, donde dice: «Técnico/a de informática», debe decir: «Técnico/a superior en informática».'],
  ])('negative (%s): no degree', (_, texto) => {
    expect(ler(texto, 'correccion').titulacion).toBeUndefined();
  });
});

describe('dev25 classes: a BOE extract\'s posts\' cards, one field a sentence; a rank of the local police named with its class', () => {
  it('es, two cards in the BOE\'s own section: a list of two posts', () => {
    const f = boe('Resolución de 26 de abril de 2058, del Ayuntamiento de Cangas, referente a la convocatoria para proveer varias plazas.\nEn el «Boletín Oficial de la Provincia» se han publicado las bases que han de regir los procesos selectivos para proveer las siguientes plazas de personal funcionario de carrera:\nEscala: Administración Especial. Subescala: Servicios Especiales. Clase: Policía Local. Categoría: Agente. Grupo: C, subgrupo C1. Número de vacantes: tres. Sistema de selección: oposición libre.\nEscala: Administración Especial. Subescala: Servicios Especiales. Clase: Cometidos Especiales. Denominación: Técnico/a de Turismo. Grupo: A, subgrupo A2. Número de vacantes: una. Sistema de selección: concurso-oposición libre.\nEl plazo de presentación de solicitudes será de veinte días naturales.', 'extracto_convocatoria');
    expect(lista(f)).toEqual(['Agente de la Policía Local|3|C1', 'Técnico/a de Turismo|1|A2']);
    expect(f.posto).toBeUndefined();
  });
  it.each([
    ['gl, the rank on a card', 'Primeira. Obxecto\nEscala: Administración Especial. Subescala: Servizos Especiais. Clase: Policía Local. Categoría: Axente. Grupo: C, subgrupo C1. Número de prazas: dúas.', 'Axente da Policía Local'],
    ['es, the rank "policía"', 'Primera. Objeto\nEscala: Administración Especial. Subescala: Servicios Especiales. Clase: Policía Local. Categoría: Policía. Grupo: C, subgrupo C1. Número de plazas: dos.', 'Policía Local'],
  ])('%s: named with its class', (_, texto, nome) => {
    expect(ler(texto).posto?.valor.nome).toBe(nome);
  });
  it.each([
    ['gl, a rank word of another class', 'Primeira. Obxecto\nEscala: Administración Especial. Subescala: Servizos Especiais. Clase: Persoal de oficios. Categoría: Oficial. Grupo: C, subgrupo C2. Número de prazas: dúas.', 'Oficial'],
  ])('negative (%s): as printed', (_, texto, nome) => {
    expect(ler(texto).posto?.valor.nome).toBe(nome);
  });
  it('negative (es): one card in the BOE\'s section is one post with its places', () => {
    const f = boe('Resolución de 2 de mayo de 2058, del Ayuntamiento de Mos, referente a la convocatoria para proveer una plaza.\nEscala: Administración Especial. Subescala: Técnica. Clase: Media. Denominación: Arquitecto/a Técnico/a. Grupo: A, subgrupo A2. Número de vacantes: una. Sistema de selección: concurso-oposición libre.', 'extracto_convocatoria');
    expect(f.postos).toBeUndefined();
    expect(f.posto?.valor.nome).toBe('Arquitecto/a Técnico/a');
    expect(f.prazas?.valor.total).toBe(1);
  });
});
