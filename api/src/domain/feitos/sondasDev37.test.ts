import { lectorDeProba } from '../test/feitos.js';

/**
 * Probes of the thirty-seventh pass (issue 22), in Galician and Spanish, each with near-misses that must stay as they
 * were (docs/facts.md, "Thirty-seventh pass"):
 * - an appointment or proposal that names the place it fills, "na praza de…" as "en la plaza de…", counts one place;
 *   none when the appointee is drawn from a pool or list that exists already, nor in a pool's bases ("a lista de
 *   substitucións… na praza de…") (textos/README "prazas", the majority of such labels);
 * - a Sergas category is named without "de institucións sanitarias" / "de instituciones sanitarias";
 * - staff type: "acceso á escala" as "ingreso na escala"; a scale's places with promotion candidates required to be
 *   career civil servants; "plazas de X, de la plantilla de personal funcionario/laboral"; a correction's new wording
 *   that restates places in a scale.
 */
const ler = lectorDeProba('2026-11-30', 'BOP Lugo');

describe('thirty-seventh pass: the place an appointment fills', () => {
  it.each([
    ['gl, "na praza de" (failed before)', 'Por Resolución da Alcaldía do 6 de setembro de 2026, logo de superar o proceso selectivo, foi nomeado funcionario de carreira do Concello, na praza de policía local, subgrupo C1, obtida por oposición libre, don Brais Rial.', { total: 1, libre: 1 }],
    ['gl, "na praza de" with no turn (failed before)', 'Por Resolución da Alcaldía do 28 de novembro de 2026 foi nomeado funcionario de carreira na praza de encargado/a de obras, subgrupo C1, don Adrián Barreiro.', { total: 1 }],
    ['es, "en la plaza de" (as before)', 'Por Resolución de la Alcaldía de 20 de febrero de 2026, a propuesta del tribunal calificador, ha sido nombrada funcionaria de carrera en la plaza de Bibliotecario/a, subgrupo A2, doña Laura Vázquez.', { total: 1 }],
    // negatives: an appointee drawn from a pool or list that exists already fills no place of a call
    ['gl, from a reserve list (failed before)', 'Por Resolución da Alcaldía do 9 de setembro de 2026, e en aplicación da lista de reserva constituída por Resolución do 2 de abril de 2025, nomeouse funcionaria interina para a praza vacante de técnico/a de administración xeral a Dona Sara Novas.', undefined],
    ['gl, from a pool, "na praza de"', 'Por Resolución da Alcaldía do 27 de maio de 2026, e de conformidade coa orde da bolsa de emprego aprobada por Resolución do 14 de xaneiro, nomeouse funcionaria interina a Noelia Cores, na praza de auxiliar administrativo/a, subgrupo C2.', undefined],
    ['es, from a pool (failed before)', 'Por Resolución de la Alcaldía de 27 de mayo de 2026, en aplicación de la bolsa de empleo aprobada el 14 de enero, se ha nombrado funcionaria interina a doña Noelia Cores en la plaza de Auxiliar Administrativo/a, subgrupo C2.', undefined],
    ['es, selected from a pool (failed before)', 'Por Resolución de la Alcaldía de 30 de mayo de 2026 se nombra funcionaria interina a doña Noela Seoane, seleccionada de la bolsa de empleo de arquitectos técnicos, en la plaza de arquitecta técnica, subgrupo A2.', undefined],
  ])('%s', (_, texto, esperado) => {
    expect(ler(texto, 'nomeamento').prazas?.valor).toEqual(esperado);
  });

  it.each([
    ['gl, a pool\'s bases name its post by "na praza de"', 'Advertidos erros nas bases para a formación dunha lista de substitucións para o nomeamento de persoal funcionario interino na praza de educador/a social, subgrupo A2, corríxense nos seguintes termos.', 'correccion', undefined],
    ['es, a pool\'s bases name its post by "la plaza de"', 'Advertidos errores en las bases para la constitución de una bolsa de empleo para la plaza de educador/a social, subgrupo A2, se corrigen en los siguientes términos.', 'correccion', undefined],
    // negatives: a call that fills the place and forms a list afterwards keeps its place; its own "orde da lista" too
    ['gl, a call of the place and a list after it', 'Convócase o proceso selectivo para a provisión da praza de técnico/a de cultura, subgrupo A2, e a formación dunha lista de reserva coas persoas que superen o proceso sen obter praza.', 'convocatoria_bases', { total: 1 }],
    ['es, a call of the place, candidates called "por orden de la lista"', 'Se convoca el proceso selectivo para la provisión de la plaza de técnico/a de cultura, subgrupo A2. Las personas aprobadas sin plaza serán llamadas por orden de la lista.', 'convocatoria_bases', { total: 1 }],
  ])('%s', (_, texto, tipo, esperado) => {
    expect(ler(texto, tipo).prazas?.valor).toEqual(esperado);
  });
});

describe('thirty-seventh pass: a Sergas category without its institutions', () => {
  it.each([
    ['gl (failed before)', 'Resolución pola que se convoca concurso-oposición para o acceso a prazas da categoría de técnico/a en coidados auxiliares de enfermaría de institucións sanitarias do Servizo Galego de Saúde.', 'técnico/a en coidados auxiliares de enfermaría'],
    ['es (failed before)', 'Resolución por la que se convoca concurso-oposición para el acceso a plazas de la categoría de técnico/a en cuidados auxiliares de enfermería de instituciones sanitarias del Servicio Gallego de Salud.', 'técnico/a en cuidados auxiliares de enfermería'],
    // negative: a category whose own name holds "sanitaria"
    ['gl, "documentación sanitaria" stays', 'Resolución pola que se convoca concurso-oposición para o acceso a prazas da categoría de técnico/a superior en documentación sanitaria do Servizo Galego de Saúde.', 'técnico/a superior en documentación sanitaria'],
  ])('%s', (_, texto, esperado) => {
    expect(ler(texto, 'convocatoria_bases', '', '2026-11-30', 'DOG').posto?.valor.nome.toLowerCase()).toBe(esperado);
  });
});

describe('thirty-seventh pass: staff type', () => {
  it.each([
    ['gl, "acceso á escala" in results (failed before)', 'Resolución pola que se fai pública a relación de persoas aprobadas no proceso selectivo de acceso á escala administrativa, subgrupo C1, pola quenda de promoción interna.', 'resultados', 'funcionario_carreira'],
    ['es, "acceso a la Escala" in a list (failed before)', 'Resolución por la que se aprueba la relación de admitidos y excluidos de las pruebas selectivas de acceso a la Escala de Gestión Universitaria, por el turno de promoción interna.', 'admitidos', 'funcionario_carreira'],
    ['gl, a scale\'s places with career promotion candidates (failed before)', 'Apróbanse as bases para a provisión de dúas prazas de técnico/a de administración xeral, escala de administración xeral, subescala técnica, subgrupo A1, unha pola quenda libre e outra pola quenda de promoción interna.\nBASE 1. Requisitos específicos. Estar en posesión do título de grao. As persoas aspirantes pola promoción interna deberán ser funcionarias de carreira da Deputación do subgrupo A2.', 'convocatoria_bases', 'funcionario_carreira'],
    ['es, a scale\'s places with career promotion candidates (failed before)', 'Se aprueban las bases para la provisión de dos plazas de técnico/a de administración general, escala de administración general, subescala técnica, subgrupo A1, una por el turno libre y otra por promoción interna.\nBASE 1. Requisitos específicos. Estar en posesión del título de grado. Los aspirantes por promoción interna deberán ser funcionarios de carrera de la Diputación del subgrupo A2.', 'convocatoria_bases', 'funcionario_carreira'],
    ['es, "plazas de X, de la plantilla de personal funcionario" (failed before)', 'Se han publicado íntegramente las bases para la provisión, por concurso-oposición, de dos plazas de Técnico/a Superior de Prevención de Riesgos Laborales, de la plantilla de personal funcionario, subgrupo A1.', 'extracto_convocatoria', 'funcionario_carreira'],
    ['gl, "prazas de X, do cadro de persoal funcionario" (failed before)', 'Publicáronse integramente as bases para a provisión, por concurso-oposición, de dúas prazas de técnico/a superior de prevención de riscos laborais, do cadro de persoal funcionario, subgrupo A1.', 'extracto_convocatoria', 'funcionario_carreira'],
    ['gl, "prazas de X, do cadro de persoal laboral" (failed before)', 'Publicáronse integramente as bases para a provisión, por concurso-oposición, de dúas prazas de oficial de obras, do cadro de persoal laboral, grupo IV.', 'extracto_convocatoria', 'laboral_fixo'],
    ['es, a correction restating places in a scale (failed before)', 'Advertido error, se transcribe la oportuna rectificación: En la página 15, donde dice: «veinte plazas de Bombero/a, escala de Administración Especial, subescala de Servicios Especiales, mediante oposición, turno libre», debe decir: «veintidós plazas de Bombero/a, escala de Administración Especial, subescala de Servicios Especiales, mediante oposición, turno libre».', 'correccion', 'funcionario_carreira'],
    ['gl, a correction restating places in a scale (failed before)', 'Advertido erro, procédese á súa corrección: Onde di: «catro prazas de administrativo/a, escala de administración xeral, subescala administrativa, subgrupo C1, pola quenda de promoción interna», debe dicir: «seis prazas de administrativo/a, escala de administración xeral, subescala administrativa, subgrupo C1, pola quenda de promoción interna».', 'correccion', 'funcionario_carreira'],
    // negatives: a category (laboral or statutory) reached by access, a laboral place in a scale's sentence, a pool's correction
    ['gl, "acceso á categoría" of laboral staff', 'Resolución pola que se fai pública a relación de persoas aprobadas no proceso de acceso á categoría de oficial de primeira, persoal laboral, pola quenda de promoción interna.', 'resultados', undefined],
    ['es, "acceso a la categoría" of a Sergas call', 'Resolución por la que se aprueba la relación de admitidos en el proceso de acceso a la categoría de técnico/a superior de personal estatutario fijo.', 'admitidos', undefined],
    ['gl, a scale\'s places with laboral candidates', 'Apróbanse as bases para a provisión de dúas prazas de oficial, escala de administración especial, pola quenda de promoción interna.\nBASE 1. Requisitos específicos. As persoas aspirantes deberán ser persoal laboral fixo do Concello.', 'convocatoria_bases', 'laboral_fixo'],
    ['es, a correction of a pool in a scale', 'Donde dice: «bolsa de empleo de auxiliares, escala de Administración General», debe decir: «bolsa de empleo de auxiliares administrativos, escala de Administración General».', 'correccion', undefined],
  ])('%s', (_, texto, tipo, esperado) => {
    expect(ler(texto, tipo).tipoPersoal?.valor).toEqual(esperado);
  });
});

describe('thirty-seventh pass: the rank of the local police named with its class or its corps', () => {
  it.each([
    ['gl, "policía dos corpos de policía local" (failed before)', 'Resolución pola que se convoca o proceso selectivo unificado para o ingreso na categoría de policía dos corpos de policía local de Galicia.\nConvócanse noventa e tres prazas de policía, escala básica, subgrupo C1, pola quenda libre.', 'DOG', 'Policía Local'],
    ['es, "policía de los cuerpos de policía local" (failed before)', 'Resolución por la que se convoca el proceso selectivo unificado para el ingreso en la categoría de policía de los cuerpos de policía local de Galicia.\nSe convocan noventa y tres plazas de policía, escala básica, subgrupo C1, por el turno libre.', 'BOE', 'Policía Local'],
    ['es, the class after the rank (failed before)', 'Resolución referente a la convocatoria para proveer dos plazas de Policía.\nSe han publicado las bases para proveer, mediante oposición, dos plazas de Policía, pertenecientes a la escala de Administración Especial, subescala de Servicios Especiales, clase Policía Local, subgrupo C1.', 'BOE', 'Policía Local'],
    // negatives: a rank with no police class or corps stays bare; another post is untouched
    ['gl, no class nor corps', 'Convócase o proceso para cubrir dúas prazas de policía, subgrupo C1, pola quenda libre.', 'BOP Lugo', 'Policía'],
    ['es, another post beside the corps', 'Se convoca una plaza de conserje del edificio de la policía local, agrupaciones profesionales.', 'BOE', 'Conserje del edificio de la policía local'],
  ])('%s', (_, texto, bop, esperado) => {
    expect(ler(texto, 'convocatoria_bases', '', '2026-11-30', bop).posto?.valor.nome).toBe(esperado);
  });
});
