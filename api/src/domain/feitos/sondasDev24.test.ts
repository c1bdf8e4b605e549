import { lectorDeProba, lista } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording dev24 showed at its first run (issue 22, twenty-sixth pass), each in
 * Galician and Spanish, with probes where the fix must not fire. Tables of cases: [what it shows, text, expected].
 */
const ler = lectorDeProba('2056-06-12', 'BOP Ourense');

describe('dev24 classes: posts\' cards one a line whose count line says "Prazas: N"', () => {
  it.each([
    ['gl, the last field with no stop', 'Primeira. Obxecto\nConvócanse, polo sistema de concurso-oposición, as prazas seguintes:\nCategoría: Educador/a social. Escala: Administración Especial. Subgrupo: A2. Prazas: 1\nCategoría: Monitor/a deportivo/a. Escala: Administración Especial. Subgrupo: C1. Prazas: 2\nSegunda. Requisitos', ['Educador/a social|1|A2', 'Monitor/a deportivo/a|2|C1']],
    ['es, the last field with no stop', 'Primera. Objeto\nSe convocan, por el sistema de oposición, las plazas siguientes:\nCategoría: Fontanero/a. Subgrupo: C2. Plazas: 3\nCategoría: Jardinero/a. Subgrupo: C2. Plazas: 2\nCategoría: Delineante. Subgrupo: C1. Plazas: 1\nSegunda. Requisitos', ['Fontanero/a|3|C2', 'Jardinero/a|2|C2', 'Delineante|1|C1']],
    ['gl, each card ending in a stop', 'Primeira. Obxecto\nConvócase proceso selectivo para cubrir as seguintes prazas de persoal laboral fixo:\nCategoría: axudante de cociña. Prazas: 5.\nCategoría: limpador/a. Prazas: 8.\nSegunda. Requisitos', ['Axudante de cociña|5|', 'Limpador/a|8|']],
  ])('%s: a list of posts, no single post', (_, texto, esperado) => {
    const f = ler(texto);
    expect(lista(f)).toEqual(esperado);
    expect(f.posto).toBeUndefined();
    expect(f.prazas).toBeUndefined();
  });
  it.each([
    ['gl', 'Primeira. Obxecto\nConvócase, polo sistema de oposición, a praza seguinte:\nCategoría: Conserxe. Escala: Administración Especial. Subgrupo: AP. Prazas: 2\nSegunda. Requisitos', 'Conserxe', 2],
    ['es', 'Primera. Objeto\nSe convoca, por el sistema de oposición, la plaza siguiente:\nCategoría: Oficial/a electricista. Subgrupo: C2. Plazas: 1\nSegunda. Requisitos', 'Oficial/a electricista', 1],
  ])('negative (%s): one card is one post with its places', (_, texto, nome, total) => {
    const f = ler(texto);
    expect(f.postos).toBeUndefined();
    expect(f.posto?.valor.nome).toBe(nome);
    expect(f.prazas?.valor.total).toBe(total);
  });
});

describe('dev24 classes: "Subgrupo: AP." on a card ends its sentence', () => {
  it.each([
    ['gl', 'Bases para a provisión, como persoal laboral fixo, polo sistema de concurso-oposición, das seguintes prazas:\nDenominación: Peón/a de servizos múltiples. Subgrupo: AP. Número de prazas: 2.\nDenominación: Oficial/a de obras. Subgrupo: C2. Número de prazas: 1.\nSolicitudes: vinte días naturais.', ['Peón/a de servizos múltiples|2|AP', 'Oficial/a de obras|1|C2']],
    ['es', 'Bases para la provisión, como personal laboral fijo, por el sistema de concurso-oposición, de las siguientes plazas:\nDenominación: Auxiliar de Biblioteca. Subgrupo: C2. Número de plazas: 1.\nDenominación: Operario/a de limpieza. Grupo: AP. Número de plazas: 4.\nSolicitudes: veinte días naturales.', ['Auxiliar de Biblioteca|1|C2', 'Operario/a de limpieza|4|AP']],
  ])('%s: the AP card keeps its count', (_, texto, esperado) => {
    expect(lista(ler(texto))).toEqual(esperado);
  });
  it.each([
    ['gl', 'Primeira. Obxecto\nDenominación: Peón/a de obras. Subgrupo: AP. Número de prazas: 2.\nSegunda. Requisitos'],
    ['es', 'Primera. Objeto\nDenominación: Peón/a de obras. Grupo: AP. Número de plazas: 2.\nSegunda. Requisitos'],
  ])('negative (%s): one AP card is one post, of group AP', (_, texto) => {
    const f = ler(texto);
    expect(f.postos).toBeUndefined();
    expect(f.posto?.valor.nome).toBe('Peón/a de obras');
    expect(f.grupo?.valor).toBe('AP');
    expect(f.prazas?.valor.total).toBe(2);
  });
});

describe('dev24 classes: "tomou posesión" of an appointment is no degree held', () => {
  it.each([
    ['gl, a profession as the post', 'Por Resolución da Alcaldía do 3 de maio de 2056, de conformidade coa proposta do tribunal do proceso selectivo para a provisión en propiedade dunha praza de Enxeñeiro/a de camiños, canais e portos, subgrupo A1, nomeouse funcionario de carreira a don Roi Castro Vila, que tomou posesión o día 8 de maio de 2056.'],
    ['es, a profession as the post', 'Por Resolución de la Alcaldía de 3 de mayo de 2056, a propuesta del tribunal calificador del proceso selectivo para la provisión de una plaza de Arquitecto/a Técnico/a, subgrupo A2, se nombra funcionaria de carrera a doña Ana Souto Rey, que tomó posesión el día 8 de mayo de 2056.'],
    ['gl, the taking of possession named as a noun', 'Rematado o proceso para a provisión dunha praza de Enxeñeiro/a agrónomo/a, subgrupo A1, e feita a toma de posesión o 2 de xuño de 2056, don Xan Lema Pardo queda nomeado funcionario de carreira.'],
  ])('%s: no titulacion', (_, texto) => {
    expect(ler(texto, 'nomeamento').titulacion).toBeUndefined();
  });
  it.each([
    ['gl', 'Segunda. Requisitos\nEstar en posesión do título de Arquitecto/a ou de Máster en Arquitectura.\nSétima. Nomeamento\nA persoa nomeada deberá tomar posesión no prazo dun mes.', 'licenciatura_master'],
    ['es', 'Segunda. Requisitos\nEstar en posesión del título de Ingeniero/a Técnico/a Industrial o Grado en Ingeniería Eléctrica.\nSéptima. Nombramiento\nLa persona nombrada deberá tomar posesión en el plazo de un mes.', 'grao'],
  ])('negative (%s): "estar en posesión do título" is still a requirement beside a toma de posesión', (_, texto, nivel) => {
    expect(ler(texto).titulacion?.valor.nivel).toBe(nivel);
  });
});

describe('dev24 classes: temporary appointments and art. 10 TREBEP are interim civil servants', () => {
  it.each([
    ['gl, "nomeamentos temporais"', 'Bases para a formación dunha listaxe de técnicos/as de xuventude para nomeamentos temporais.\n1. Obxecto. Formación dunha listaxe de persoas aspirantes para postos de Técnico/a de xuventude, subgrupo A2.', 'bolsa_emprego'],
    ['es, "nombramientos temporales"', 'Bases de una bolsa de empleo para nombramientos temporales de Auxiliares Administrativos/as.\n1. Objeto. Constitución de una bolsa de empleo para puestos de Auxiliar Administrativo/a, subgrupo C2.', 'bolsa_emprego'],
    ['gl, the article', 'Bases da lista de reserva de arquitectos/as técnicos/as.\n1. Obxecto. Formación dunha lista de reserva para cubrir, nos supostos do artigo 10.1 do texto refundido da Lei do Estatuto básico do empregado público, postos de Arquitecto/a técnico/a, subgrupo A2.', 'bolsa_emprego'],
    ['es, the article', 'Bases de la lista de reserva de educadores/as.\n1. Objeto. Formación de una lista de reserva para cubrir, en los supuestos previstos en el artículo 10.1 del texto refundido de la Ley del Estatuto Básico del Empleado Público, puestos de Educador/a social, subgrupo A2.', 'bolsa_emprego'],
  ])('%s: funcionario_interino', (_, texto, tipo) => {
    expect(ler(texto, tipo).tipoPersoal?.valor).toBe('funcionario_interino');
  });
  it.each([
    ['gl, a temporary contract', 'Bases para a contratación laboral temporal dun/dunha socorrista para a tempada de verán.', 'laboral_temporal'],
    ['es, a temporary contract', 'Bases para la contratación laboral temporal de un/a socorrista para la temporada de verano.', 'laboral_temporal'],
    ['gl, the article of laboral staff', 'Bases da lista de reserva de peóns.\n1. Obxecto. Formación dunha lista de reserva de persoal laboral temporal, segundo o artigo 11 do texto refundido da Lei do Estatuto básico do empregado público, para postos de Peón/a.', 'laboral_temporal'],
    ['es, an appointment for a career', 'Se convoca, para su nombramiento como funcionario/a de carrera, una plaza de Técnico/a de Gestión, subgrupo A2.', 'funcionario_carreira'],
  ])('negative (%s): not an interim', (_, texto, tipo) => {
    expect(ler(texto).tipoPersoal?.valor).toBe(tipo);
  });
  it('negative: "artículo 10.1 de la Ley 39/2015" names no staff (es)', () => {
    expect(ler('De conformidad con el artículo 10.1 de la Ley 39/2015, las solicitudes se firmarán electrónicamente.').tipoPersoal).toBeUndefined();
  });
});

describe('dev24 classes: a Spanish post in -je printed in the plural', () => {
  it.each([
    ['es', 'BASES PARA LA CREACIÓN DE UNA BOLSA DE EMPLEO DE CONSERJES DE INSTALACIONES DEPORTIVAS', 'Conserje de instalaciones deportivas'],
    ['es, capitalised', 'Bases para la creación de una bolsa de empleo de Conserjes', 'Conserje'],
    ['gl (read before too)', 'Bases para a creación dunha bolsa de emprego de conserxes de centros escolares', 'Conserxe de centros escolares'],
  ])('%s: made singular with its e', (_, titulo, nome) => {
    expect(ler(`${titulo}\nPrimeira. Obxecto`, 'bolsa_emprego', titulo).posto?.valor.nome).toBe(nome);
  });
  it.each([
    ['Bases para la creación de una bolsa de empleo de Conductores/as', 'Conductor/a'],
    ['Bases para la creación de una bolsa de empleo de Oficiales de obras', 'Oficial de obras'],
    ['Bases para la creación de una bolsa de empleo de Peones', 'Peón'],
  ])('negative: "%s" keeps the older endings', (titulo, nome) => {
    expect(ler(`${titulo}\nPrimera. Objeto`, 'bolsa_emprego', titulo).posto?.valor.nome).toBe(nome);
  });
});

describe('dev24 classes: a fee table by subgroup printed in one sentence', () => {
  it.each([
    ['gl, a C1 post', 'Primeira. Obxecto\nConvócase unha praza de Administrativo/a, subgrupo C1, por oposición.\nSexta. Taxa\nA taxa por dereitos de exame, segundo o grupo ou subgrupo, é: A1, 30,00 euros; A2, 25,00 euros; C1, 20,00 euros; C2, 15,00 euros.', 20],
    ['es, an A2 post', 'Primera. Objeto\nSe convoca una plaza de Técnico/a de Gestión, subgrupo A2, por concurso-oposición.\nSexta. Tasa\nLa tasa por derechos de examen, según el subgrupo: A1, 32 euros; A2, 26 euros; C1, 21 euros; C2, 16 euros; agrupaciones profesionales, 11 euros.', 26],
  ])('%s: the post\'s row', (_, texto, taxa) => {
    expect(ler(texto).taxa?.valor).toBe(taxa);
  });
  it.each([
    ['gl', 'Primeira. Obxecto\nConvócase unha praza de Administrativo/a, subgrupo C1.\nSexta. Taxa\nA taxa por dereitos de exame é de 18 euros; as persoas desempregadas aboarán 9 euros.', 18],
    ['es', 'Primera. Objeto\nSe convoca una plaza de Administrativo/a, subgrupo C1.\nSexta. Tasa\nLa tasa por derechos de examen es de 24 euros; las personas con discapacidad abonarán 12 euros.', 24],
  ])('negative (%s): one fee and its reduction, no table', (_, texto, taxa) => {
    expect(ler(texto).taxa?.valor).toBe(taxa);
  });
});

describe('dev24 classes: a later step counting its places before its system', () => {
  it.each([
    ['gl, an appointment', 'Pola Orde do 3 de marzo de 2056 convocouse o proceso selectivo para o ingreso no corpo de xestión, subgrupo A2, para cubrir dez prazas polo sistema de oposición, pola quenda de acceso libre.\nPrimeiro. Nomear funcionarios de carreira as persoas aspirantes do anexo.', 'nomeamento'],
    ['es, an admitted list', 'Por Resolución de 3 de marzo de 2056 se convocó proceso selectivo para cubrir seis plazas mediante el sistema de concurso-oposición en la Escala de Gestión.\nSe aprueba la lista provisional de personas admitidas y excluidas.', 'admitidos'],
  ])('%s: bolsa false', (_, texto, tipo) => {
    expect(ler(texto, tipo).bolsa?.valor).toBe(false);
  });
  it.each([
    ['gl', 'Convocouse o proceso para a formación dunha bolsa de emprego de auxiliares administrativos/as polo sistema de oposición.\nApróbase a lista provisional de persoas admitidas.', 'admitidos'],
    ['es', 'Se convocó proceso selectivo mediante el sistema de oposición para la constitución de una bolsa de empleo de conserjes.\nSe aprueba la lista provisional de personas admitidas.', 'admitidos'],
  ])('negative (%s): a pool\'s step counting no places is not false', (_, texto, tipo) => {
    expect(ler(texto, tipo).bolsa?.valor).not.toBe(false);
  });
});

describe('dev24 classes: a period counted from the correction itself', () => {
  it.each([
    ['gl', 'Advertidos erros na Orde do 2 de novembro de 2056, efectúanse as seguintes correccións:\nNa base IV.1, onde di: «O prazo será de quince días hábiles», debe dicir: «O prazo de presentación de solicitudes será de vinte días hábiles contados a partir do día seguinte ao da publicación desta corrección de erros no Diario Oficial de Galicia».', { cantidade: 20, unidade: 'dias_habiles', desde: 'dog' }],
    ['es', 'Advertido error en la Resolución de 2 de noviembre de 2056, se procede a su corrección:\nDonde dice: «quince días naturales», debe decir: «El plazo de presentación de solicitudes será de veinte días naturales contados a partir del día siguiente al de la publicación de esta corrección de errores en el Boletín Oficial del Estado».', { cantidade: 20, unidade: 'dias_naturais', desde: 'boe' }],
  ])('%s: the new period', (_, texto, prazo) => {
    expect(ler(texto, 'correccion').prazo?.valor).toEqual(prazo);
  });
  it.each([
    ['gl', 'Apróbase a lista provisional de persoas admitidas e excluídas do proceso para a provisión dunha praza de conserxe.\nAs persoas excluídas disporán dun prazo de dez días hábiles, contados desde o día seguinte ao da publicación deste anuncio, para a corrección de erros.'],
    ['es', 'Se aprueba la lista provisional de personas admitidas y excluidas del proceso para la provisión de una plaza de Conserje.\nLas personas excluidas dispondrán de un plazo de diez días hábiles, contados desde el día siguiente al de la publicación de este anuncio, para la corrección de errores.'],
  ])('negative (%s): the period to correct an application is no period to apply', (_, texto) => {
    expect(ler(texto, 'admitidos').prazo).toBeUndefined();
  });
});
