import { lectorDeProba, lista } from '../test/feitos.js';

/**
 * Probes of the forty-second pass (issue 22): the classes behind textos-dev37's first run, in Galician and Spanish and in
 * several bulletins' styles, each with near-misses that must stay as they were (docs/facts.md, "Forty-second pass"):
 * - a lead ending on a colon right above annexes of posts' cards ("…das prazas que se relacionan:" / "ANEXO I" / "Praza:
 *   X. Número: 1.") sends every such annex to the object: the posts, and the shared lines printed below them;
 * - "non está suxeita ao pagamento de taxas" / "no está sujeta al pago de tasas" is no fee;
 * - a pool's lists "formaranse por concurso de méritos" are the call's own: their temporary hiring is the staff type;
 * - a card's label a PDF wrapped at a line's end ("…Número de vacantes: unha. Quenda:" / "libre.") runs on to its value;
 * - the service after a post of two words or more is its unit ("traballador/a familiar do servizo de axuda no fogar");
 * - one post printed with and without its service is named as the body names it without;
 * - the staff word before a post's name ("persoal técnico/a de laboratorio") is not the post's.
 */
const ler = lectorDeProba('2026-12-01', 'BOP Pontevedra');

const CARTAS_GL = [
  'A Xunta de Goberno Local aprobou as bases para a provisión, como persoal laboral fixo e polo sistema de concurso-oposición, das prazas que se relacionan:',
  'ANEXO I',
  'Praza: educador/a social. Número: 1. Grupo de equiparación: A2. Quenda: libre.',
  'ANEXO II',
  'Praza: peón/peoa de obras. Número: 3. Grupo de equiparación: agrupacións profesionais. Quenda: libre.',
  'Solicitudes: presentaranse no prazo de vinte días hábiles contados desde o día seguinte ao da publicación do extracto no Boletín Oficial do Estado. A taxa por dereitos de exame será de 12,00 euros para todas as prazas.',
].join('\n');
const CARTAS_ES = [
  'La Junta de Gobierno Local aprobó las bases para la provisión, como personal laboral fijo y por el sistema de concurso-oposición, de las plazas siguientes:',
  'ANEXO I',
  'Plaza: psicólogo/a. Número: 1. Grupo de equiparación: A1. Turno: libre.',
  'ANEXO II',
  'Plaza: conserje. Número: 2. Grupo de equiparación: agrupaciones profesionales. Turno: libre.',
  'Solicitudes: se presentarán en el plazo de veinte días hábiles contados desde el día siguiente al de la publicación del extracto en el Boletín Oficial del Estado. La tasa por derechos de examen será de 18,00 euros.',
].join('\n');

describe('forty-second pass: annexes of posts\' cards right below a lead ending on a colon', () => {
  it.each([
    ['gl, Pontevedra (failed before)', CARTAS_GL, ['Educador/a social|1|A2', 'Peón/peoa de obras|3|AP'], 12, { cantidade: 20, unidade: 'dias_habiles', desde: 'boe' }],
    ['es (failed before)', CARTAS_ES, ['Psicólogo/a|1|A1', 'Conserje|2|AP'], 18, { cantidade: 20, unidade: 'dias_habiles', desde: 'boe' }],
  ])('%s', (_, texto, postos, taxa, prazo) => {
    const f = ler(texto);
    expect([lista(f), f.taxa?.valor, f.prazo?.valor]).toEqual([postos, taxa, prazo]);
  });

  it.each([
    // negatives: a lead ending on a colon over a list in the body (no annex), and an annex of the syllabus after a colon
    ['gl, a list below the lead, no annex (as before)', 'Apróbanse as bases para a provisión das prazas que se relacionan:\n- Unha praza de educador/a social, subgrupo A2.\n- Tres prazas de peón/peoa de obras, agrupacións profesionais.', ['Educador/a social|1|A2', 'Peón/peoa de obras|3|AP']],
    ['es, an annex of the syllabus after the colon (as before)', 'Se aprueban las bases para la provisión de una plaza de conserje, personal laboral fijo, cuyas materias se relacionan a continuación:\nANEXO I. TEMARIO\nTema 1. La Constitución española de 1978. Tasa: 30 euros.', undefined],
  ])('%s', (_, texto, postos) => {
    expect(lista(ler(texto))).toEqual(postos);
  });

  it('es, the syllabus annex holds no fee (as before)', () => {
    expect(ler('Se aprueban las bases para la provisión de una plaza de conserje, personal laboral fijo, cuyas materias se relacionan a continuación:\nANEXO I. TEMARIO\nTema 1. La tasa por derechos de examen será de 30 euros.').taxa).toBeUndefined();
  });
});

describe('forty-second pass: no fee "ao pagamento de taxas"', () => {
  it.each([
    ['gl, DOG (failed before)', '4. Esta convocatoria non está suxeita ao pagamento de taxas.', 0],
    ['es (failed before)', 'Cuarta. Esta convocatoria no está sujeta al pago de tasas.', 0],
    ['gl, plural, "ningunha" (failed before)', 'As solicitudes non están suxeitas ao pagamento de ningunha taxa.', 0],
    ['gl, "a taxa" (passed before too)', 'A participación neste proceso non está suxeita a taxa.', 0],
    // negatives: a fee charged, and a reduction for some people
    ['gl, a fee (as before)', 'A taxa por dereitos de exame é de 10,00 euros e estará suxeita ao pagamento previo.', 10],
    ['es, unemployed exempt (as before)', 'La tasa por derechos de examen será de 20 euros. Las personas desempleadas no están sujetas al pago de tasas.', 20],
  ])('%s', (_, texto, taxa) => {
    expect(ler(texto).taxa?.valor).toBe(taxa);
  });
});

describe('forty-second pass: a pool\'s lists formed by the call\'s system', () => {
  it.each([
    ['gl, DOG correction (failed before)', 'Resolución pola que se convoca o proceso para a elaboración de listas de contratación de cociñeiros/as.\nAs listas de contratación temporal formaranse por concurso de méritos.', 'correccion', 'laboral_temporal'],
    ['es (failed before)', 'Resolución por la que se convoca el proceso para la elaboración de listas de contratación de cocineros/as.\nLas listas de contratación temporal se formarán mediante concurso de méritos.', 'convocatoria_bases', 'laboral_temporal'],
    // negative: a pool formed after the call with those left without a place is still not the call's type
    ['gl, a pool formed after (as before)', 'Convócase unha praza de arquitecto/a, persoal funcionario de carreira, por concurso-oposición.\nCoas persoas que superen o proceso sen obter praza formarase unha lista de contratación temporal.', 'convocatoria_bases', 'funcionario_carreira'],
  ])('%s', (_, texto, tipo, esperado) => {
    expect(ler(texto, tipo, '', '2026-12-01', 'DOG').tipoPersoal?.valor).toBe(esperado);
  });
});

describe('forty-second pass: a card\'s label wrapped at a line\'s end', () => {
  it.each([
    ['gl, Lugo offer (failed before)', 'A Xunta de Goberno Local aprobou a oferta de emprego público para o ano 2081, que contén a seguinte\npraza:\nPersoal funcionario de carreira:\nGrupo: C. Subgrupo: C2. Escala: administración xeral. Subescala: auxiliar.\nDenominación: auxiliar administrativo/a. Número de vacantes: unha. Quenda:\nlibre.\nContra este acordo poderase interpoñer recurso de reposición.', 'oep', { total: 1, libre: 1 }],
    ['es (failed before)', 'La Junta de Gobierno Local aprobó la oferta de empleo público para el año 2081, que contiene la siguiente\nplaza:\nPersonal funcionario de carrera:\nGrupo: C. Subgrupo: C1. Escala: administración general. Subescala: administrativa.\nDenominación: administrativo/a. Número de vacantes: una. Turno:\nlibre.\nContra este acuerdo podrá interponerse recurso de reposición.', 'oep', { total: 1, libre: 1 }],
  ])('%s', (_, texto, tipo, prazas) => {
    expect(ler(texto, tipo, '', '2026-12-01', 'BOP Lugo').prazas?.valor).toEqual(prazas);
  });

  it('gl, a short label over a list\'s items, each opening with a dash, stays the list\'s lead (as before)', () => {
    const f = ler('Convócanse, por concurso-oposición, as prazas de persoal laboral fixo seguintes. Prazas:\n- unha praza de conserxe, agrupacións profesionais;\n- dúas prazas de peón/peoa de obras, agrupacións profesionais.', 'convocatoria_bases', '', '2026-12-01', 'BOP Lugo');
    expect(lista(f)).toEqual(['Conserxe|1|AP', 'Peón/peoa de obras|2|AP']);
  });
});

describe('forty-second pass: the service after a post\'s name', () => {
  it.each([
    ['gl, A Coruña, two words then the service (failed before)', 'Advertido erro nas bases da bolsa de emprego para a contratación laboral temporal de traballadores/as familiares do servizo de axuda no fogar, procédese á súa corrección.', 'correccion', 'Traballador/a familiar'],
    ['es, two words then the service (failed before)', 'Bases de la bolsa de empleo para la contratación laboral temporal de técnicos/as de empleo del servicio municipal de empleo.', 'bolsa_emprego', 'Técnico/a de empleo'],
    // negatives: one word then the service is the post's own name
    ['gl, "auxiliar do servizo" alone (as before)', 'Bases da bolsa de emprego para a contratación laboral temporal de auxiliares do servizo de axuda no fogar.', 'bolsa_emprego', 'Auxiliar do servizo de axuda no fogar'],
    ['es, "conductor/a del servicio" (as before)', 'Bases para la contratación laboral temporal de un/a conductor/a del servicio de recogida de residuos.', 'convocatoria_bases', 'Conductor/a del servicio de recogida de residuos'],
  ])('%s', (_, texto, tipo, esperado) => {
    expect(ler(texto, tipo, '', '2026-12-01', 'BOP A Coruña').posto?.valor.nome).toBe(esperado);
  });
});

describe('forty-second pass: one post with and without its service', () => {
  it.each([
    ['gl, Lugo (failed before)', 'Aprobáronse as bases da bolsa de emprego de auxiliares do servizo de axuda no fogar, nos seguintes termos:\nPrimeira.- Obxecto. Constitución dunha bolsa de emprego para a contratación laboral temporal de auxiliares de axuda no fogar, para atender as substitucións.', 'Auxiliar de axuda no fogar'],
    ['es (failed before)', 'Se aprobaron las bases de la bolsa de empleo de auxiliares del servicio de ayuda a domicilio, en los siguientes términos:\nPrimera.- Objeto. Constitución de una bolsa de empleo para la contratación laboral temporal de auxiliares de ayuda a domicilio, para atender las sustituciones.', 'Auxiliar de ayuda a domicilio'],
    // negative: printed only with its service, the service stays
    ['gl, only with the service (as before)', 'Aprobáronse as bases da bolsa de emprego de auxiliares do servizo de axuda no fogar, nos seguintes termos:\nPrimeira.- Obxecto. Constitución dunha bolsa de emprego para a contratación laboral temporal de auxiliares do servizo de axuda no fogar.', 'Auxiliar do servizo de axuda no fogar'],
  ])('%s', (_, texto, esperado) => {
    expect(ler(texto, 'bolsa_emprego', '', '2026-12-01', 'BOP Lugo').posto?.valor.nome).toBe(esperado);
  });
});

describe('forty-second pass: the staff word before a post\'s name', () => {
  it.each([
    ['gl, DOG university (failed before)', 'Esta Reitoría resolve convocar un proceso para a elaboración dunha lista de reserva de persoal técnico/a de laboratorio, persoal laboral temporal.', 'Técnico/a de laboratorio'],
    ['es (failed before)', 'Se convoca un proceso para la elaboración de una lista de reserva de personal técnico/a de laboratorio, personal laboral temporal.', 'Técnico/a de laboratorio'],
    // negatives: a field's staff keeps "persoal"
    ['gl, "persoal de limpeza" (as before)', 'Convócase un proceso para a elaboración dunha lista de reserva de persoal de limpeza, persoal laboral temporal.', 'Persoal de limpeza'],
  ])('%s', (_, texto, esperado) => {
    expect(ler(texto, 'bolsa_emprego', '', '2026-12-01', 'DOG').posto?.valor.nome).toBe(esperado);
  });

  it('gl, a staff of one adjective among several is no post (as before)', () => {
    const f = ler('Convócase proceso selectivo para o acceso, como persoal laboral fixo, a prazas de persoal técnico, de xestión e de administración e servizos.', 'convocatoria_bases', '', '2026-12-01', 'DOG');
    expect(f.posto?.valor.nome).not.toBe('Técnico');
  });
});
