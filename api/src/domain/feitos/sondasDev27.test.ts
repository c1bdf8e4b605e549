import { lectorDeProba, lista } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording dev27 showed at its first run (issue 22, thirty-first pass), each in
 * Galician and Spanish, with probes where the fix must not fire. Tables of cases: [what it shows, text, expected].
 */
const ler = lectorDeProba('2062-06-12', 'BOP Pontevedra');
const boe = (texto: string, tipo = 'convocatoria_bases', titulo = '') => ler(`II. AUTORIDADES Y PERSONAL\nB. Oposiciones y concursos\nUNIVERSIDADES\n${texto}`, tipo, titulo, '2062-06-12', 'BOE');

describe('dev27 classes: a reservation for disability in a sentence of its own, inside the total', () => {
  it.each([
    ['es, the long wording of the reservation', '1.1 Se convocan pruebas selectivas para cubrir cuatro (4) plazas de la Escala de Gestión, subgrupo A2.\n1.2 Tres de las plazas se cubrirán por el sistema general de acceso libre.\n1.3 Una plaza se reserva para quienes tengan la condición legal de personas con discapacidad con un grado igual o superior al 33 por ciento.', { total: 4, libre: 3, discapacidade: 1 }],
    ['gl, the long wording of the reservation', '1.1 Convócanse probas selectivas para cubrir catro (4) prazas da escala de xestión, subgrupo A2.\n1.2 Tres das prazas cubriranse pola quenda de acceso libre.\n1.3 Unha praza resérvase para as persoas que teñan a condición legal de persoas con discapacidade cun grao igual ou superior ao 33 %.', { total: 4, libre: 3, discapacidade: 1 }],
    ['gl, an ordinal place', 'Convócanse, polo sistema de oposición, seis prazas de Auxiliar Administrativo/a, subgrupo C2.\nCinco das prazas convócanse pola quenda libre.\nA sexta praza resérvase a persoas cunha discapacidade igual ou superior ao 33 %.', { total: 6, libre: 5, discapacidade: 1 }],
    ['es, an ordinal place', 'Se convocan, por el sistema de oposición, seis plazas de Auxiliar Administrativo/a, subgrupo C2.\nCinco de las plazas se convocan por el turno libre.\nLa última plaza se reserva a personas con una discapacidad igual o superior al 33 %.', { total: 6, libre: 5, discapacidade: 1 }],
  ])('%s', (_, texto, prazas) => {
    expect(boe(texto).prazas?.valor).toEqual(prazas);
  });
  it.each([
    ['es, a reservation far from its count with no verb of reserving (no count read, guard)', '1.1 Se convocan cuatro plazas de la Escala de Gestión, subgrupo A2, por el sistema general de acceso libre.\n1.2 Una de las personas aspirantes que tengan la condición legal de personas con discapacidad podrá pedir adaptaciones.', { total: 4, libre: 4 }],
    ['gl, an ordinal exercise is no place (guard)', 'Convócanse, polo sistema de oposición libre, seis prazas de Auxiliar Administrativo/a, subgrupo C2.\nA sexta proba resérvase a persoas cunha discapacidade que o soliciten.', { total: 6, libre: 6 }],
  ])('negative (%s)', (_, texto, prazas) => {
    expect(boe(texto).prazas?.valor).toEqual(prazas);
  });
});

describe('dev27 classes: a SERGAS call "para el acceso a la condición de personal estatutario fijo…, por el sistema de acceso libre"', () => {
  it.each([
    ['es', 'Se publica la Resolución por la que se convoca concurso-oposición para el acceso a la condición de personal estatutario fijo en la categoría de Técnico/a Superior en Dietética, por el sistema de acceso libre.\nEl número de plazas convocadas es de doce, de las que una se reserva para personas con discapacidad.', { total: 12, libre: 12, discapacidade: 1 }],
    ['gl', 'Publícase a Resolución pola que se convoca concurso-oposición para o acceso á condición de persoal estatutario fixo na categoría de Técnico/a Superior en Dietética, polo sistema de acceso libre.\nO número de prazas convocadas é de doce, das que unha se reserva para persoas con discapacidade.', { total: 12, libre: 12, discapacidade: 1 }],
  ])('%s: the free turn holds every place, the reservation inside it', (_, texto, prazas) => {
    expect(boe(texto).prazas?.valor).toEqual(prazas);
  });
  it('negative: a call of no stated turn keeps no free turn', () => {
    expect(boe('Se publica la Resolución por la que se convoca concurso-oposición para el acceso a la condición de personal estatutario fijo en la categoría de Técnico/a Superior en Dietética.\nEl número de plazas convocadas es de doce, de las que una se reserva para personas con discapacidad.').prazas?.valor).toEqual({ total: 12, discapacidade: 1 });
  });
});

describe('dev27 classes: a university scale keeps its "rama"', () => {
  it.each([
    ['es', '1.1 Se convocan pruebas selectivas para cubrir dos plazas de la Escala de Técnicos Especialistas de Laboratorio, rama de Química, subgrupo C1.', 'Escala de Técnicos Especialistas de Laboratorio, rama de Química'],
    ['gl', '1.1 Convócanse probas selectivas para cubrir dúas prazas da Escala de Técnicos Especialistas de Laboratorio, rama de Bioloxía, subgrupo C1.', 'Escala de Técnicos Especialistas de Laboratorio, rama de Bioloxía'],
  ])('%s', (_, texto, nome) => {
    expect(boe(texto).posto?.valor.nome).toBe(nome);
  });
  it('negative: a post that is no scale keeps no "rama" printed later in its sentence', () => {
    expect(boe('1.1 Se convocan dos plazas de Auxiliar de Laboratorio, con destino en la rama de Química del centro.').posto?.valor.nome).toBe('Auxiliar de Laboratorio');
  });
});

describe('dev27 classes: a post named with the department it is in', () => {
  it.each([
    ['gl', 'Convócase, pola quenda libre e mediante concurso-oposición, unha praza de Arquitecto/a Técnico/a do Departamento de Urbanismo e Vivenda, Servizo de Licenzas, subgrupo A2.', 'Arquitecto/a Técnico/a'],
    ['es', 'Se convoca, por el turno libre y mediante concurso-oposición, una plaza de Técnico/a de Juventud de la Concejalía de Cultura y Juventud, subgrupo A2.', 'Técnico/a de Juventud'],
  ])('%s: the department is not the name', (_, texto, nome) => {
    expect(ler(texto).posto?.valor.nome).toBe(nome);
  });
  it.each([
    ['gl, a head of the department', 'Convócase, mediante concurso-oposición, unha praza de Xefe/a do Departamento de Urbanismo, subgrupo A1.', 'Xefe/a do Departamento de Urbanismo'],
    ['es, a head of the department', 'Se convoca, mediante concurso-oposición, una plaza de Jefe/a del Departamento de Obras, subgrupo A1.', 'Jefe/a del Departamento de Obras'],
  ])('negative (%s)', (_, texto, nome) => {
    expect(ler(texto).posto?.valor.nome).toBe(nome);
  });
});

describe('dev27 classes: the auxiliary post with the general scale after it (kept since the thirty-second pass, as the administrative post keeps it)', () => {
  it.each([
    ['gl', 'Aprobáronse as bases para a provisión, por oposición libre, dunha praza de Auxiliar Administrativo/a de administración xeral, subescala auxiliar, subgrupo C2, como persoal funcionario de carreira.', 'Auxiliar Administrativo/a de administración xeral'],
    ['es', 'Se aprobaron las bases para la provisión, por oposición libre, de una plaza de Auxiliar Administrativo/a de Administración General, subescala auxiliar, subgrupo C2, como personal funcionario de carrera.', 'Auxiliar Administrativo/a de Administración General'],
  ])('%s', (_, texto, nome) => {
    expect(ler(texto).posto?.valor.nome).toBe(nome);
  });
  it.each([
    ['gl, the administrative post keeps it', 'Aprobáronse as bases para a provisión, por oposición libre, dunha praza de Administrativo/a de administración xeral, subescala administrativa, subgrupo C1.', 'Administrativo/a de administración xeral'],
    ['es, the administrative post keeps it', 'Se aprobaron las bases para la provisión, por oposición libre, de una plaza de Administrativo/a de Administración General, subescala administrativa, subgrupo C1.', 'Administrativo/a de Administración General'],
  ])('negative (%s)', (_, texto, nome) => {
    expect(ler(texto).posto?.valor.nome).toBe(nome);
  });
});

describe('dev27 classes: a degree "más"/"máis" a master is of the master level', () => {
  it.each([
    ['es', 'Se convoca una plaza de Técnico/a Superior de Medio Ambiente, subgrupo A1.\nRequisitos: título universitario de grado más máster universitario o licenciatura en Biología o Química.', 'licenciatura_master'],
    ['gl (passed before: guard)', 'Convócase unha praza de Técnico/a Superior de Medio Ambiente, subgrupo A1.\nRequisitos: título universitario de grao máis máster universitario ou licenciatura en Bioloxía ou Química.', 'licenciatura_master'],
  ])('%s', (_, texto, nivel) => {
    expect(ler(texto).titulacion?.valor.nivel).toBe(nivel);
  });
  it('negative: a degree or a master, the lowest (es)', () => {
    expect(ler('Se convoca una plaza de Técnico/a de Medio Ambiente, subgrupo A2.\nRequisitos: título universitario de grado o máster universitario en Biología.').titulacion?.valor.nivel).toBe('grao');
  });
});

describe('dev27 classes: a group said of every post after the last one ("ambas equiparadas…", "todas ellas del subgrupo…")', () => {
  it.each([
    ['gl', 'Aprobáronse as bases para a provisión, como persoal laboral fixo e pola quenda libre, dunha praza de Operario/a de Servizos Múltiples con destino no Servizo de Augas e dunha praza de Operario/a de Limpeza Viaria, ambas equiparadas ás agrupacións profesionais.', ['Operario/a de Servizos Múltiples|1|AP', 'Operario/a de Limpeza Viaria|1|AP']],
    ['es', 'Se aprobaron las bases para la provisión, como personal funcionario de carrera, de una plaza de Administrativo/a de Intervención y de una plaza de Administrativo/a de Tesorería, ambas del subgrupo C1.', ['Administrativo/a de Intervención|1|C1', 'Administrativo/a de Tesorería|1|C1']],
  ])('%s', (_, texto, postos) => {
    expect(lista(ler(texto))).toEqual(postos);
  });
  it('negative: a group printed for the last post alone stays its own (gl)', () => {
    expect(lista(ler('Aprobáronse as bases para a provisión, como persoal laboral fixo, dunha praza de Técnico/a de Emprego, asimilada ao subgrupo A2, e dunha praza de Operario/a de Limpeza Viaria, asimilada ás agrupacións profesionais.'))).toEqual(['Técnico/a de Emprego|1|A2', 'Operario/a de Limpeza Viaria|1|AP']);
  });
});

describe('dev27 classes: a resolution\'s point, a whole sentence after its ordinal, is no heading', () => {
  it.each([
    ['gl', 'Primeiro. Ábrese o prazo para a inscrición nas listaxes de contratación de persoal laboral temporal da categoría de cociñeiro/a.\nSegundo. As listaxes ordenaranse mediante concurso de méritos, segundo o baremo do anexo.', 'concurso'],
    ['es', 'Primero. Se abre el plazo para la inscripción en las listas de contratación de personal laboral temporal de la categoría de cocinero/a.\nSegundo. Las listas se ordenarán mediante concurso de méritos, según el baremo del anexo.', 'concurso'],
  ])('%s: the system it states', (_, texto, sistema) => {
    expect(ler(texto, 'bolsa_emprego').sistema?.valor).toBe(sistema);
  });
  it('negative: a heading of merits is still one (gl): the merits below state no system', () => {
    expect(ler('Primeiro. Convócase a constitución dunha bolsa de cociñeiro/a.\nSegundo. Méritos e baremo de valoración do concurso de méritos.\nValorarase a experiencia no concurso de méritos ata 5 puntos.', 'bolsa_emprego').sistema).toBeUndefined();
  });
});

describe('dev27 classes: posts\' cards in an annex the body sends the places to', () => {
  it('es, a BOE extract: each card a post, its count in words and its turns after a comma', () => {
    const f = boe('En el «Boletín Oficial de la Provincia de Lugo» número 201 se han publicado íntegramente las bases y la convocatoria para proveer, como personal funcionario de carrera y mediante el sistema de concurso-oposición, las plazas que se relacionan en el anexo.\nEl plazo de presentación de solicitudes será de veinte días naturales.\nLugo, 11 de septiembre de 2062.–El Presidente.\nANEXO\nDenominación: Arquitecto/a. Número de plazas: una. Subgrupo: A1. Turno: libre.\nDenominación: Conserje. Número de plazas: tres, dos de turno libre y una reservada a personas con discapacidad. Grupo: agrupaciones profesionales.', 'extracto_convocatoria');
    expect(lista(f)).toEqual(['Arquitecto/a|1|A1', 'Conserje|3|AP']);
    expect(f.posto).toBeUndefined();
  });
  it('gl, cards numbered as items of the annex', () => {
    const f = ler('A Xunta de Goberno Local aprobou as bases específicas para a provisión, como persoal laboral fixo, das prazas que se indican no anexo I.\nAnexo I. Prazas convocadas\n1. Denominación: Técnico/a de Xuventude. Número: unha. Grupo: asimilado ao subgrupo A2. Quenda: libre.\n2. Denominación: Animador/a Sociocultural. Número: unha. Grupo: asimilado ao subgrupo C1. Quenda: libre.', 'convocatoria_bases', 'Bases específicas para a provisión de prazas de Técnico/a de Xuventude');
    expect(lista(f)).toEqual(['Técnico/a de Xuventude|1|A2', 'Animador/a Sociocultural|1|C1']);
    expect(f.posto).toBeUndefined();
  });
  it('negative: an annex of a form the body does not send the places to (es, BOE) names no post', () => {
    const f = boe('En el «Boletín Oficial de la Provincia de Lugo» número 201 se han publicado íntegramente las bases para proveer una plaza de Arquitecto/a, subgrupo A1, por concurso-oposición.\nLugo, 11 de septiembre de 2062.–El Presidente.\nANEXO\nModelo de solicitud. Denominación: ____. Número de plazas: ____.', 'extracto_convocatoria');
    expect(f.postos).toBeUndefined();
    expect(f.posto?.valor.nome).toBe('Arquitecto/a');
  });
});

describe('dev27 classes: named degrees', () => {
  it.each([
    ['gl, a nursing specialty with its other name in brackets', 'Convócanse corenta e cinco prazas da categoría de enfermeiro/a especialista, subgrupo A2.\nBase segunda. Requisitos\n2.1. Estar en posesión do título de enfermeiro/a especialista en enfermaría obstétrico-xinecolóxica (matrón/matroa).', { nivel: 'grao', nome: 'Enfermeiro/a especialista en enfermaría obstétrico-xinecolóxica (matrón/matroa)' }],
    ['es, a nursing specialty', 'Se convocan doce plazas de la categoría de enfermero/a especialista, subgrupo A2.\nBase segunda. Requisitos\n2.1. Estar en posesión del título de enfermero/a especialista en enfermería de salud mental.', { nivel: 'grao', nome: 'Enfermero/a especialista en enfermería de salud mental' }],
  ])('%s: of the nursing degree\'s level, named', (_, texto, titulacion) => {
    expect(ler(texto).titulacion?.valor).toEqual(titulacion);
  });
  it.each([
    ['gl, a branch of degrees beside an older title', 'Convócanse dúas prazas de Técnico/a Medio/a, subgrupo A2.\nSEGUNDA.- Requisitos. Estar en posesión dun título universitario de grao da rama de enxeñaría informática, de enxeñaría técnica en informática ou equivalente.', { nivel: 'grao' }],
    ['es, a branch of degrees beside an older title (passed before: guard)', 'Se convocan dos plazas de Técnico/a Medio/a, subgrupo A2.\nSEGUNDA.- Requisitos. Estar en posesión de un título universitario de grado de la rama de ingeniería informática, de ingeniería técnica en informática o equivalente.', { nivel: 'grao' }],
    ['gl, two Técnico titles of one field\'s word applied to different things', 'Convócanse dúas prazas de Mecánico/a de maquinaria.\n2. REQUISITOS\nTítulo de Técnico en Electromecánica de Vehículos Automóbiles ou de Técnico en Electromecánica de Maquinaria.', { nivel: 'bacharelato_tecnico' }],
    ['es, two Técnico Superior titles', 'Se convoca una plaza de Delineante.\n2. REQUISITOS\nTítulo de Técnico Superior en Proyectos de Edificación o de Técnico Superior en Proyectos de Obra Civil.', { nivel: 'tecnico_superior' }],
  ])('%s: several degrees, level only', (_, texto, titulacion) => {
    expect(ler(texto).titulacion?.valor).toEqual(titulacion);
  });
  it.each([
    ['gl, a title and its older equivalent sharing a field word (kept, guard)', 'Convócase unha praza de Electricista.\n2. REQUISITOS\nTítulo de Técnico en Instalacións Eléctricas e Automáticas ou de Técnico en Equipos e Instalacións Electrotécnicas.', { nivel: 'bacharelato_tecnico', nome: 'Técnico en Instalacións Eléctricas e Automáticas ou Técnico en Equipos e Instalacións Electrotécnicas' }],
    ['es, one named degree (kept, guard)', 'Se convoca una plaza de Técnico/a de Juventud.\nRequisitos: estar en posesión del título de grado en Educación Social o diplomatura en Educación Social.', { nivel: 'grao', nome: 'Grado en Educación Social o diplomatura en Educación Social' }],
  ])('negative (%s)', (_, texto, titulacion) => {
    expect(ler(texto).titulacion?.valor).toEqual(titulacion);
  });
});
