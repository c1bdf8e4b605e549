import { classifyEdict, pasoDoProceso } from './clasificador.js';

const gl = (titulo: string, bop = 'BOP Lugo', seccion = '') => classifyEdict({ bop, titulo, seccion, organizacion: '' });

describe('the kinds of edict', () => {
  it.each([
    ['Bases do proceso selectivo para dúas prazas de auxiliar administrativo/a, quenda libre', 'convocatoria_bases'],
    ['Lista provisional de persoas admitidas e excluídas: praza de arquitecto/a técnico/a', 'admitidos'],
    ['Composición do tribunal cualificador das probas de policía local', 'tribunal'],
    ['Data e lugar do primeiro exercicio da oposición de bombeiro/a', 'data_exame'],
    ['Relación de aprobados e proposta de nomeamento: peón de servizos', 'resultados'],
    ['Nomeamento como funcionarias de carreira de dúas auxiliares administrativas', 'nomeamento'],
    ['Corrección de erros nas bases da bolsa de emprego de socorristas', 'correccion'],
    ['Aprobación da oferta de emprego público para o ano 2026', 'oep'],
    ['Convocatoria de provisión por libre designación do posto de tesoureiro/a', 'provision_postos'],
  ])('%s → %s, published', (titulo, tipo) => {
    expect(gl(titulo)).toMatchObject({ tipo, emprego: true, decision: 'publicar' });
  });

  it('a title headed by the passed of a process is its result, not a call (gl, es)', () => {
    expect(gl('APROBADOS NO CONCURSO-OPOSICIÓN DE OFICIAL DE OBRAS POR PROMOCIÓN INTERNA')).toMatchObject({ tipo: 'resultados', decision: 'publicar' });
    expect(gl('Aprobadas da oposición de auxiliar de biblioteca (quenda libre)', 'BOP Pontevedra')).toMatchObject({ tipo: 'resultados' });
    expect(gl('Aprobados en el proceso selectivo de agente de empleo y desarrollo local, turno de promoción interna', 'BOP Ourense')).toMatchObject({ tipo: 'resultados' });
    // bases headed as such stay bases, whatever they say of who passes
    expect(gl('Bases aprobadas do proceso selectivo de conserxe, quenda libre')).toMatchObject({ tipo: 'convocatoria_bases' });
  });

  it('reads Spanish titles the same way', () => {
    expect(gl('Resolución por la que se nombran funcionarios de carrera de la Escala de Administración General', 'BOE', 'II.A')).toMatchObject({ emprego: true, decision: 'publicar', tipo: 'nomeamento' });
    expect(gl('Lista de aspirantes admitidos y excluidos: plazas de bombero-conductor', 'BOP Ourense')).toMatchObject({ tipo: 'admitidos', decision: 'publicar' });
  });
});

describe('the head of the phrase decides the kind (issue 21)', () => {
  it.each([
    // a pool's bases name the appointments or contracts it serves: the pool is what they create
    ['Bases reguladoras da bolsa de emprego para nomeamentos de persoal funcionario interino de auxiliar administrativo', 'bolsa_emprego'],
    ['BASES PARA A CONSTITUCIÓN DUNHA LISTAXE PARA O NOMEAMENTO DE FUNCIONARIOS INTERINOS DE TÉCNICO/A DE XESTIÓN', 'bolsa_emprego'],
    ['Convocatoria para la formación de una bolsa para el nombramiento de funcionarios interinos, escala de administración general', 'bolsa_emprego'],
    // bases that name the offer their places belong to are a call, not the offer
    ['Bases do proceso selectivo de dúas prazas de conserxe incluídas na oferta de emprego público do ano 2026', 'convocatoria_bases'],
    ['Convocatoria para a provisión de tres prazas de axente da policía local (OEP 2025)', 'convocatoria_bases'],
    ['Bases específicas de las plazas de la oferta de empleo público de 2024: cuatro plazas de bombero-conductor', 'convocatoria_bases'],
    ['Aprobación da oferta de emprego público para o ano 2025', 'oep'],
    ['Modificación da oferta de emprego público de 2025', 'oep'],
    // filling places "en propiedade" is a call; a contest among serving staff fills posts
    ['Bases para a provisión en propiedade dunha praza de técnico/a de administración xeral', 'convocatoria_bases'],
    ['Anuncio de convocatoria para a provisión, polo sistema de concurso de mobilidade, de tres prazas de axente da policía local', 'provision_postos'],
    // extracts of a decree or an agreement, and the opening of the period
    ['Extracto do Decreto da Alcaldía n.º 2025/3412 polo que se convoca o proceso selectivo de dúas prazas de conserxe', 'extracto_convocatoria'],
    ['Anuncio de apertura do prazo de presentación de solicitudes para o proceso de selección de dous peóns', 'extracto_convocatoria'],
    // boards named in the plural, and committees that decide a contest
    ['Orde pola que se nomean os tribunais que xulgarán os procedementos selectivos de ingreso nos corpos docentes', 'tribunal'],
    ['Resolución por la que se publica la composición de las comisiones que han de resolver concursos de acceso a plazas de profesorado', 'tribunal'],
    ['Relación provisional de admitidos/as e excluídos/as no proceso selectivo para a bolsa de traballo de auxiliares de axuda no fogar', 'admitidos'],
    ['Relación definitiva de aspirantes aprobados e proposta de nomeamento', 'resultados'],
    ['Corrección das bases do proceso selectivo de dúas prazas de conserxe', 'correccion'],
  ])('%s → %s', (titulo, tipo) => {
    expect(gl(titulo)).toMatchObject({ tipo, emprego: true });
  });
});

describe('look-alikes are dropped, whatever form words they share with jobs', () => {
  it.each([
    ['Adxudicación de postos vacantes do mercado municipal de abastos', 'concesion'],
    ['Convocatoria de bolsas de estudo para o curso 2026-2027', 'beca'],
    ['Bases do concurso de ideas para a reforma da praza maior', 'concurso_ideas'],
    ['Bases reguladoras das axudas para a contratación de persoas desempregadas', 'subvencion'],
    ['Lista de admitidos e excluídos nas axudas ao fomento do emprego', 'subvencion'],
    ['Xulgado do Social n.º 2 de Lugo: cédula de notificación, despedimento 123/2026', 'xudicial'],
    ['Nomeamento de persoal eventual: asesor/a de Alcaldía', 'persoal_non_competitivo'],
    ['Lista de admitidos na escola infantil municipal para o curso 2026-2027', 'outros'],
    ['Licitación do contrato do servizo de socorrismo das praias', 'contratacion_publica'],
  ])('%s → dropped (%s)', (titulo, tipo) => {
    expect(gl(titulo)).toMatchObject({ emprego: false, decision: 'descartar', tipo });
  });

  it('a DOG section IV item is a job whatever its wording', () => {
    expect(gl('RESOLUCIÓN do 3 de marzo de 2026 pola que se fai pública a relación de persoas que superaron a fase de oposición', 'DOG', 'IV. Oposicións e concursos').decision).toBe('publicar');
    expect(gl('RESOLUCIÓN do 9 de marzo de 2026 pola que se resolve o procedemento convocado pola Orde do 12 de xaneiro', 'DOG', 'IV. Oposicións e concursos').decision).toBe('publicar');
  });

  it('a court section is never a job, a BOE II.B item always is', () => {
    expect(gl('Edicto: autos 45/2026, tribunal', 'BOP Ourense', 'V. Tribunais e xulgados').emprego).toBe(false);
    expect(gl('Resolución de 3 de marzo de 2026, del Ayuntamiento de Ames (A Coruña), referente a la convocatoria para proveer varias plazas.', 'BOE', '2B'))
      .toMatchObject({ emprego: true, decision: 'publicar', tipo: 'extracto_convocatoria' });
  });
});

describe('a post named after taxes is a job; taxes are not (nineteenth grouping set)', () => {
  it.each([
    ['ORAL. AXENTES TRIBUTARIOS/AS: LISTA PROVISIONAL DE ADMITIDOS E EXCLUÍDOS', 'admitidos'],
    ['Agentes tributarios: composición del tribunal calificador', 'tribunal'],
    ['Lista provisional de admitidos para dúas prazas de axente de recadación', 'admitidos'],
    ['Lista definitiva de admitidos: técnico/a de xestión tributaria', 'admitidos'],
    ['Relación de aprobados: inspector/a tributario/a', 'resultados'],
  ])('%s → a step (%s)', (titulo, tipo) => {
    expect(gl(titulo, 'BOP Pontevedra')).toMatchObject({ decision: 'publicar', tipo });
  });

  it.each([
    'Aprobación do padrón e período de recadación voluntaria da taxa de lixo',
    'Ordenanza fiscal reguladora do imposto sobre bens inmobles: inspección tributaria',
    'Anuncio de cobranza en período voluntario: xestión tributaria do IBI',
  ])('%s → dropped', (titulo) => {
    expect(gl(titulo, 'BOP Pontevedra')).toMatchObject({ decision: 'descartar', tipo: 'tributos' });
  });
});

describe('a re-call after a void is a call; its later steps are steps (twenty-first grouping set)', () => {
  it.each([
    ['NOVA CONVOCATORIA DA PRAZA DE CONSERXE, TRAS A DECLARACIÓN DE DESERTO', 'convocatoria_bases'],
    ['Nueva convocatoria de una plaza de ingeniero técnico industrial tras declararse desierto el proceso anterior', 'convocatoria_bases'],
    ['Bases da nova convocatoria dunha praza de psicólogo/a, despois da declaración de deserto da anterior', 'convocatoria_bases'],
    ['Convocatoria de una plaza de arquitecto técnico, una vez declarada desierta la convocatoria de 2031', 'convocatoria_bases'],
    ['Conserxe (nova convocatoria): lista provisional', 'admitidos'],
    ['Ingeniero técnico industrial (segunda convocatoria): lista definitiva', 'admitidos'],
    ['Psicólogo/a (convocatoria 2031). Lista provisional', 'admitidos'],
  ])('%s → %s', (titulo, tipo) => {
    expect(gl(titulo, 'BOP Pontevedra')).toMatchObject({ decision: 'publicar', tipo });
  });

  it.each([
    ['Declaración de deserto do proceso selectivo dunha praza de conserxe', 'resultados'],
    ['Se declara desierta la convocatoria de una plaza de arquitecto técnico', 'resultados'],
    ['Convocatoria e bases: conserxe. Lista de reserva', 'bolsa_emprego'],
  ])('%s → still %s', (titulo, tipo) => {
    expect(gl(titulo, 'BOP Pontevedra')).toMatchObject({ tipo });
  });
});

describe('uncertain cases go to review with the reason', () => {
  it('a job object and a not-job object, the job one first and alone', () => {
    const c = gl('Proceso selectivo: subvencións');
    expect(c.decision).toBe('revisar');
    expect(c.motivo).toMatch(/dúbida: .*proceso selectivo.*subvención/);
  });

  it('the not-job object first governs the phrase', () => {
    expect(gl('Subvencións para a contratación de persoal laboral temporal').decision).toBe('descartar');
  });

  it('a post named with a step of the process is published; a post alone is not enough', () => {
    expect(gl('Lista definitiva: técnico/a de xuventude').decision).toBe('publicar');
    expect(gl('Técnico/a de xuventude').decision).toBe('descartar');
  });
});

describe('the step a phase of a process names (issue 23: the kind of every edict on the process page)', () => {
  it.each([
    ['Bases', 'convocatoria_bases'],
    ['Publicación no BOE do anuncio da convocatoria', 'extracto_convocatoria'],
    ['Lista provisional', 'admitidos'],
    ['Lista definitiva de persoas admitidas e excluídas', 'admitidos'],
    ['Tribunal cualificador', 'tribunal'],
    ['Data do primeiro exercicio', 'data_exame'],
    ['Cualificacións do segundo exercicio', 'resultados'],
    ['Toma de posesión', 'nomeamento'],
    ['Corrección de erros nas bases', 'correccion'],
    ['Oferta de emprego público para o ano 2020', 'oep'],
    ['Lista provisional de admitidos y excluidos', 'admitidos'],
  ])('%s → %s, with no post or body named', (titulo, tipo) => {
    expect(pasoDoProceso(titulo)).toBe(tipo);
  });

  it.each([['Anexo de prazas convocadas'], ['Resolución da alcaldía'], ['Anuncio']])('%s names no step', (titulo) => {
    expect(pasoDoProceso(titulo)).toBeNull();
  });
});

describe('a title that does not decide is read with the opening of its body', () => {
  const xenerico = (titulo: string, texto?: string) => classifyEdict({ bop: 'BOP Lugo', titulo, organizacion: 'Concello de Vilalba', texto });
  it.each(['Edicto', 'Anuncio', 'EDICTO.', 'Aprobación de bases', 'Anuncio. Lista definitiva', 'Resolución da Alcaldía', 'Lista provisional'])(
    '"%s" without its body waits for it (review), never dropped unread', (titulo) => {
      const c = xenerico(titulo);
      expect(c.decision).toBe('revisar');
      expect(c.motivo).toMatch(/título xenérico/);
    });
  it('a body opening with a selection of staff makes it a job step of the kind it names', () => {
    const bases = xenerico('Edicto', 'CONCELLO DE VILALBA\nAnuncio\nO Pleno da Corporación, na sesión ordinaria do 3 de marzo, aprobou as bases que rexerán a provisión en propiedade dunha praza de oficial de obras, persoal laboral fixo, polo sistema de concurso-oposición. Taxa por dereitos de exame: 15 euros.');
    expect(bases.emprego).toBe(true);
    expect(bases.tipo).toBe('convocatoria_bases');
    expect(bases.decision).not.toBe('descartar');
    const lista = xenerico('Lista definitiva', 'Rematado o prazo de reclamacións, apróbase a lista definitiva de persoas aspirantes admitidas e excluídas no proceso selectivo de dúas prazas de socorrista.');
    expect(lista.emprego).toBe(true);
    expect(lista.tipo).toBe('admitidos');
    const es = xenerico('Anuncio', 'Por Decreto de Alcaldía de 12 de mayo se nombra funcionaria de carrera, en la plaza de auxiliar administrativo, a doña M. L. P., que superó el proceso selectivo.');
    expect(es.emprego).toBe(true);
    expect(es.tipo).toBe('nomeamento');
  });
  it('a body about something else keeps it out', () => {
    const axuda = xenerico('Edicto', 'A Xunta de Goberno Local aprobou as bases reguladoras das axudas municipais para a adquisición de libros de texto no curso escolar 2027-2028. As solicitudes presentaranse no rexistro.');
    expect(axuda.decision).toBe('descartar');
    const obras = xenerico('Anuncio', 'Apróbase inicialmente o proxecto de urbanización da rúa do Campo e sométese a información pública por prazo de vinte días.');
    expect(obras.decision).toBe('descartar');
  });
  it('a title that decides is not read again: the body never overrides it', () => {
    const c = xenerico('Bases reguladoras das subvencións a asociacións culturais', 'Convócase o proceso selectivo dunha praza de técnico de cultura.');
    expect(c.emprego).toBe(false);
  });
  it('reads lists named by "relación" and announcements of passed candidates in the title', () => {
    expect(xenerico('Relación definitiva de admitidos/as').tipo).toBe('admitidos');
    expect(xenerico('Anuncio de aprobados').tipo).toBe('resultados');
    expect(xenerico('Anuncio de aprobados').decision).not.toBe('descartar');
  });
});

describe('a pool named with its final list is a later step, not a call (fourth grouping set)', () => {
  it.each([
    ['Constitución da bolsa de emprego de peóns: relación definitiva por orde de puntuación', 'listas_contratacion'],
    ['Bolsa de empleo de socorristas: lista final por orden de puntuación', 'listas_contratacion'],
    ['Constitución da bolsa de traballo de condutores/as, lista definitiva', 'listas_contratacion'],
    ['Bases para a constitución dunha bolsa de emprego de peóns, ordenada por orde de puntuación', 'bolsa_emprego'],
    ['Convocatoria de bolsa de empleo de socorristas', 'bolsa_emprego'],
  ])('%s → %s', (titulo, tipo) => {
    expect(gl(titulo)).toMatchObject({ tipo, emprego: true });
  });
});

describe('the later steps of pools and stabilisation contests are steps, not calls (fifth grouping set)', () => {
  it.each([
    // a pool's final list or its approval is the list the pool ends in
    ['Aprobación definitiva da bolsa de condutores/as do servizo de recollida', 'listas_contratacion'],
    ['Aprobación definitiva de la bolsa de empleo de socorristas', 'listas_contratacion'],
    ['Cualificacións do exame e bolsa definitiva de peóns de obras', 'listas_contratacion'],
    ['Bolsa de empleo definitiva de conserjes de los centros escolares', 'listas_contratacion'],
    ['Resolución pola que se aproba a lista definitiva de contratación temporal de arquitectos/as técnicos/as', 'listas_contratacion'],
    ['Resolución por la que se aprueba la lista provisional de contratación temporal de ingenieros/as técnicos/as agrícolas', 'listas_contratacion'],
    // the calls themselves stay calls
    ['Aprobación definitiva das bases da bolsa de emprego de socorristas', 'bolsa_emprego'],
    ['Convocatoria dunha nova bolsa de emprego de limpadores/as', 'bolsa_emprego'],
    // a merit valuation of a contest (stabilisation or not) is a result
    ['Valoración provisional de méritos do concurso excepcional de estabilización de tres prazas de limpador/a', 'resultados'],
    ['Valoración definitiva de méritos del concurso de estabilización de dos plazas de conserje', 'resultados'],
    ['Bases do concurso excepcional de estabilización de tres prazas de limpador/a (Lei 20/2021)', 'convocatoria_bases'],
  ])('%s → %s', (titulo, tipo) => {
    expect(gl(titulo)).toMatchObject({ tipo, emprego: true });
  });
});

describe('results, void calls, awards and appointments as bodies word them (sixth grouping set)', () => {
  const corpo = (titulo: string, texto: string) => classifyEdict({ bop: 'BOP Ourense', titulo, organizacion: 'Concello de Beariz', texto });
  it.each([
    // a bare title whose body proposes the hire or the appointment is a result, not a call
    ['Anuncio', 'Concluído o proceso selectivo de tres postos de operario/a de limpeza viaria, o tribunal propón a contratación como persoal laboral fixo de Uxía Bouzas Rei, Tomás Gil Feixoo e Sabela Novo Vidal.', 'resultados'],
    ['Edicto', 'Rematado el proceso selectivo para una plaza de auxiliar de biblioteca, el tribunal propone el nombramiento como funcionaria de carrera de doña Alba Currás Pino.', 'resultados'],
    // a call declared void is the end of its process
    ['Resolución da Alcaldía', 'A Alcaldía declara deserto o proceso selectivo dunha praza de enxeñeiro/a técnico/a agrícola, persoal laboral fixo, por non superar ningunha persoa aspirante a fase de oposición.', 'resultados'],
    // an appointment told in the past, with the taking of office
    ['RESOLUCIÓN DE ALCALDÍA', 'Por Resolución da Alcaldía do 2 de marzo nomeouse funcionaria de carreira, na praza de administrativa de administración xeral, a Noa Lamas Seoane, que tomou posesión o día 6.', 'nomeamento'],
    ['Decreto', 'Por Decreto de la Alcaldía fue nombrado funcionario de carrera, en la plaza de técnico de gestión, don Brais Outeiro Sá, que tomó posesión el 9 de abril.', 'nomeamento'],
  ])('"%s" + «%s» → %s', (titulo, texto, tipo) => {
    expect(corpo(titulo, texto)).toMatchObject({ tipo, emprego: true });
  });
  it.each([
    ['RESULTADO DA SELECCIÓN DE TRES OPERARIOS. SEGUNDA QUENDA DO PROGRAMA', 'resultados'],
    ['Resultado de la selección de dos peones forestales', 'resultados'],
    ['Resolución pola que se declara deserta a convocatoria para cubrir unha praza de arquitecto/a', 'resultados'],
    // the provisional award of a merit contest among serving staff is its result, not a tender
    ['RESOLUCIÓN da Universidade de Vigo pola que se fai pública a adxudicación provisional do concurso específico de méritos para a provisión de postos de persoal funcionario', 'resultados'],
    ['Resolución de la Universidad de Santiago por la que se publica la adjudicación provisional del concurso de méritos para la provisión de puestos de personal funcionario', 'resultados'],
  ])('%s → %s', (titulo, tipo) => {
    expect(gl(titulo, 'DOG')).toMatchObject({ tipo, emprego: true });
  });
  it('a tender\'s award is still a tender', () => {
    expect(gl('Adxudicación do contrato de servizo de limpeza dos centros escolares').emprego).toBe(false);
    expect(gl('Adjudicación del contrato de suministro de material de oficina').emprego).toBe(false);
  });
});

describe('classes of the eighth grouping set (agrupacion8)', () => {
  it('an employee\'s contract formalised after the selection is the appointment, a tender\'s formalisation stays a tender (gl, es)', () => {
    expect(gl('Formalización do contrato laboral indefinido dunha auxiliar de axuda no fogar')).toMatchObject({ tipo: 'nomeamento', emprego: true });
    expect(gl('Anuncio de formalización de contrato de trabajo como personal laboral fijo: oficial de primera electricista', 'BOP Ourense')).toMatchObject({ tipo: 'nomeamento', emprego: true });
    expect(classifyEdict({ bop: 'BOP Lugo', titulo: 'Anuncio', organizacion: 'Concello de Becerreá',
      texto: 'Con data 2 de outubro formalizouse o contrato de traballo como persoal laboral fixo con Antía Vidal Seixas, operaria de servizos, seleccionada no concurso-oposición convocado no BOP núm. 88.' }))
      .toMatchObject({ tipo: 'nomeamento', emprego: true });
    expect(classifyEdict({ bop: 'BOP Ourense', titulo: 'Edicto', organizacion: 'Concello de Xunqueira de Espadanedo',
      texto: 'Con fecha 9 de mayo se formalizó el contrato laboral fijo con don Iago Rial Pazos, peón de vías y obras, seleccionado mediante concurso-oposición.' }))
      .toMatchObject({ tipo: 'nomeamento', emprego: true });
    expect(gl('Formalización do contrato de subministración de vehículos').emprego).toBe(false);
    expect(gl('Anuncio de formalización del contrato del servicio de limpieza viaria', 'BOP Ourense').emprego).toBe(false);
  });

  it('a step headed by its bare form, the offer after it only as the label of its places, is that step, not the offer (gl, es)', () => {
    expect(gl('APROBADAS. TÉC. XESTIÓN (OEP 2029)', 'BOP Pontevedra')).toMatchObject({ tipo: 'resultados', emprego: true });
    expect(gl('Aprobados. Oficial de xardinería')).toMatchObject({ tipo: 'resultados', emprego: true });
    expect(gl('Calificaciones: Policía Local (OEP 2030)', 'BOP Ourense')).toMatchObject({ tipo: 'resultados', emprego: true });
    expect(gl('Tribunal: arquitecto/a técnico/a (OEP 2028)')).toMatchObject({ tipo: 'tribunal' });
    expect(gl('Lista provisional - Oficial de obras (OEP 2030)', 'BOP Ourense')).toMatchObject({ tipo: 'admitidos' });
    // the offer itself, and words of approval heading other matters, are untouched
    expect(gl('Oferta de emprego público do ano 2030')).toMatchObject({ tipo: 'oep' });
    expect(gl('Aprobadas inicialmente as ordenanzas fiscais').emprego).toBe(false);
  });

  it('a period opened to make lists still to be made is their call; one to join lists in force is a step of them (gl, es)', () => {
    expect(gl('Resolución pola que se abre o prazo de solicitudes para a elaboración de listas de contratación temporal de cociñeiro/a', 'DOG')).toMatchObject({ tipo: 'bolsa_emprego' });
    expect(gl('Resolución por la que se abre el plazo de presentación de solicitudes para la confección de listas de contratación temporal de la categoría de cocinero/a', 'DOG')).toMatchObject({ tipo: 'bolsa_emprego' });
    expect(gl('Resolución pola que se abre un prazo para a incorporación ás listas de contratación vixentes de persoal laboral', 'DOG')).toMatchObject({ tipo: 'listas_contratacion' });
  });
});

describe('classes of the twenty-sixth grouping set (agrupacion26)', () => {
  it('an update of lists the edict calls, or opens a period for, is a call to apply; the update published is the lists (gl, es)', () => {
    // positives: the update is what "convoca" or the opened period governs
    expect(gl('RESOLUCIÓN do 4 de marzo de 2031, do Consorcio, pola que se convoca a actualización das listas de contratación temporal de cociñeiro/a.', 'DOG')).toMatchObject({ tipo: 'bolsa_emprego' });
    expect(gl('RESOLUCIÓN de 4 de marzo de 2031, del Consorcio, por la que se convoca la actualización de las listas de contratación temporal de cocinero/a.', 'DOG')).toMatchObject({ tipo: 'bolsa_emprego' });
    expect(gl('Resolución pola que se abre o prazo para a actualización das listaxes de contratación temporal de limpador/a', 'DOG')).toMatchObject({ tipo: 'bolsa_emprego' });
    expect(gl('Resolución por la que se abre el plazo para la actualización de las listas de contratación temporal de limpiador/a', 'DOG')).toMatchObject({ tipo: 'bolsa_emprego' });
    // negatives: the update itself, published or named at the head, is a step of the lists
    expect(gl('Actualización das listas de contratación de persoal laboral temporal (peóns e condutores)', 'BOP Pontevedra')).toMatchObject({ tipo: 'listas_contratacion' });
    expect(gl('Actualización de las listas de contratación temporal de peones', 'BOP Pontevedra')).toMatchObject({ tipo: 'listas_contratacion' });
    expect(gl('Resolución pola que se publica a actualización das listas para a contratación de persoal temporal de celador/a', 'DOG')).toMatchObject({ tipo: 'listas_contratacion' });
    expect(gl('Resolución por la que se publica la actualización de las listas de contratación temporal de celador/a', 'DOG')).toMatchObject({ tipo: 'listas_contratacion' });
  });

  it('a councillor who signs the resolution is its author, not its matter: the list it approves decides (gl, es)', () => {
    const texto = (t: string) => classifyEdict({ bop: 'BOP A Coruña', titulo: 'Anuncio', seccion: '', organizacion: '', texto: t });
    // positives: the delegated councillor only signs
    expect(texto('Por Resolución da concelleira delegada de Recursos Humanos número 2031/120, do 18 de novembro de 2031, aprobouse a lista provisional de persoas admitidas e excluídas no proceso para a provisión dunha praza de técnico/a de xestión.')).toMatchObject({ tipo: 'admitidos', emprego: true });
    expect(texto('Por Resolución del concejal delegado de Personal número 2031/120, de 18 de noviembre de 2031, se aprobó la lista provisional de personas admitidas y excluidas en el proceso para la provisión de una plaza de técnico/a de gestión.')).toMatchObject({ tipo: 'admitidos', emprego: true });
    // negatives: a councillor delegated, or the delegation, is still not a job
    expect(gl('Resolución de nomeamento do concelleiro delegado de Facenda', 'BOP A Coruña').emprego).toBe(false);
    expect(gl('Decreto de delegación de competencias no concelleiro delegado de Urbanismo', 'BOP A Coruña').emprego).toBe(false);
    expect(gl('Delegación de competencias en la concejala delegada de Urbanismo', 'BOP Pontevedra').emprego).toBe(false);
  });

  it('a pool\'s constitution named with the definite article, no call, is the list it ends in; "dunha" is a call (gl, es)', () => {
    expect(gl('ANUNCIO. CONSTITUCIÓN DA BOLSA DE SOCORRISTAS 2031')).toMatchObject({ tipo: 'listas_contratacion' });
    expect(gl('Constitución da bolsa de traballo de auxiliares de axuda no fogar', 'BOP Ourense')).toMatchObject({ tipo: 'listas_contratacion' });
    expect(gl('Constitución de la bolsa de trabajo de auxiliares de ayuda a domicilio', 'BOP Ourense')).toMatchObject({ tipo: 'listas_contratacion' });
    // negatives: a pool to be formed, or the bases of its constitution, is a call
    expect(gl('Constitución dunha lista de reserva de socorristas para as praias do municipio', 'BOP Pontevedra')).toMatchObject({ tipo: 'bolsa_emprego' });
    expect(gl('Bases para a constitución da bolsa de emprego de socorristas', 'BOP Lugo')).toMatchObject({ tipo: 'bolsa_emprego' });
    expect(gl('Bases para la constitución de la bolsa de empleo de socorristas', 'BOP Lugo')).toMatchObject({ tipo: 'bolsa_emprego' });
  });
});
