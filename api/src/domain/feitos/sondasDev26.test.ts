import { datas, lectorDeProba, lista } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording dev26 showed at its first run (issue 22, twenty-ninth pass), each in
 * Galician and Spanish, with probes where the fix must not fire. Tables of cases: [what it shows, text, expected].
 */
const ler = lectorDeProba('2060-06-12', 'BOP Ourense');
const boe = (texto: string, tipo = 'convocatoria_bases', titulo = '') => ler(`II. AUTORIDADES Y PERSONAL\nB. Oposiciones y concursos\nADMINISTRACIÓN LOCAL\n${texto}`, tipo, titulo, '2060-06-12', 'BOE');

describe('dev26 classes: an offer that says it includes no place of the other staff type', () => {
  it.each([
    ['gl', 'Aprobouse a oferta de emprego público do Concello para o exercicio 2060, coa seguinte praza:\nPERSOAL FUNCIONARIO DE CARREIRA\nGrupo: A. Subgrupo: A2.\nDenominación: Arquitecto/a Técnico/a.\nNúmero de vacantes: 1.\nNon se inclúen nesta oferta prazas de persoal laboral.', 'Arquitecto/a Técnico/a', 'funcionario_carreira'],
    ['es', 'Se aprueba la oferta de empleo público del Ayuntamiento para el ejercicio 2060, con la siguiente plaza:\nPERSONAL LABORAL FIJO\nDenominación: Peón de obras.\nNúmero de vacantes: 1.\nNo se incluyen en esta oferta plazas de personal funcionario.', 'Peón de obras', 'laboral_fixo'],
    ['gl, "non se ofertan"', 'Aprobouse a oferta de emprego público do Concello para o exercicio 2060:\nPERSOAL LABORAL FIXO\nDenominación: Auxiliar de axuda no fogar.\nNúmero de vacantes: 1.\nNon se ofertan prazas de persoal funcionario de carreira.', 'Auxiliar de axuda no fogar', 'laboral_fixo'],
  ])('%s: the one post and its type', (_, texto, nome, tipo) => {
    const f = ler(texto, 'oep');
    expect(f.posto?.valor.nome).toBe(nome);
    expect(f.tipoPersoal?.valor).toBe(tipo);
  });
  it('negative: an offer of two staff types is no process', () => {
    expect(ler('Aprobouse a oferta de emprego público do Concello para o exercicio 2060:\nPERSOAL FUNCIONARIO DE CARREIRA\nDenominación: Arquitecto/a Técnico/a.\nNúmero de vacantes: 1.\nPERSOAL LABORAL FIXO\nDenominación: Peón.\nNúmero de vacantes: 2.', 'oep')).toEqual({});
  });
});

describe('dev26 classes: "Del total de plazas convocadas por el sistema general de acceso libre se reservará una…"', () => {
  it.each([
    ['es, the state wording', '1.1 Se convoca proceso selectivo para cubrir seis plazas de la Escala de Gestión, subgrupo A2: cuatro por el sistema general de acceso libre y dos por el sistema de promoción interna.\n1.2 Del total de plazas convocadas por el sistema general de acceso libre se reservará una para ser cubierta por personas con un grado de discapacidad igual o superior al 33 por ciento.', { total: 6, libre: 4, promocionInterna: 2, discapacidade: 1 }],
    ['es, "de las plazas … por el turno libre"', '1.1 Se convocan diez plazas de Auxiliar Administrativo: ocho por el turno libre y dos por el turno de promoción interna.\n1.2 Del total de las plazas convocadas por el turno libre se reservarán dos para personas con discapacidad.', { total: 10, libre: 8, promocionInterna: 2, discapacidade: 2 }],
    ['gl', '1.1 Convócase proceso selectivo para cubrir seis prazas da escala de xestión, subgrupo A2: catro pola quenda de acceso libre e dúas pola quenda de promoción interna.\n1.2 Do total das prazas convocadas pola quenda de acceso libre reservarase unha para persoas con discapacidade.', { total: 6, libre: 4, promocionInterna: 2, discapacidade: 1 }],
  ])('%s: the reservation inside the free turn is not added', (_, texto, prazas) => {
    expect(boe(texto).prazas?.valor).toEqual(prazas);
  });
  it.each([
    ['es, a reservation as a turn of its own (kept, guard)', '1.1 Se convocan siete plazas de Auxiliar Administrativo: cuatro por el turno libre, dos por el turno de promoción interna y una por el turno de reserva para personas con discapacidad.', { total: 7, libre: 4, promocionInterna: 2, discapacidade: 1 }],
    ['es, "del total de plazas se reservará" (kept, guard)', '1.1 Se convocan seis plazas de Auxiliar Administrativo por el sistema de promoción interna.\n1.2 Del total de plazas se reservará una para personas con discapacidad.', { total: 6, promocionInterna: 6, discapacidade: 1 }],
  ])('negative (%s)', (_, texto, prazas) => {
    expect(boe(texto).prazas?.valor).toEqual(prazas);
  });
});

describe('dev26 classes: a promotion place "reservada al personal funcionario… que pertenezca a…, subgrupo C2, con una antigüedad…"', () => {
  it.each([
    ['es, a BOE extract', 'En el «Boletín Oficial de la Provincia de A Coruña» número 206, de 29 de octubre de 2060, se han publicado las bases que han de regir el proceso selectivo para cubrir, por el sistema de concurso-oposición y turno de promoción interna, una plaza de Administrativo/a de Administración General, escala de Administración General, subescala Administrativa, grupo C, subgrupo C1, reservada al personal funcionario de carrera del Ayuntamiento que pertenezca a la subescala Auxiliar de Administración General, grupo C, subgrupo C2, y cuente con una antigüedad mínima de dos años en ella.'],
    ['gl, a BOE extract', 'No «Boletín Oficial da Provincia de Lugo» número 120, do 29 de outubro de 2060, publicáronse as bases que rexerán o proceso selectivo para cubrir, polo sistema de concurso-oposición e quenda de promoción interna, unha praza de Administrativo/a de Administración Xeral, escala de Administración Xeral, subescala Administrativa, subgrupo C1, reservada ao persoal funcionario de carreira do Concello que pertenza á subescala Auxiliar, subgrupo C2, e conte cunha antigüidade mínima de dous anos nela.'],
  ])('%s: the post\'s group, its turn and the staff type', (_, texto) => {
    const f = boe(texto, 'extracto_convocatoria');
    expect(f.grupo?.valor).toBe('C1');
    expect(f.prazas?.valor).toEqual({ total: 1, promocionInterna: 1 });
    expect(f.tipoPersoal?.valor).toBe('funcionario_carreira');
  });
  it.each([
    ['es, the origin group alone in a requirement (kept, guard)', 'Base 1. Objeto\nSe convoca una plaza de Administrativo/a por promoción interna.\nBase 2. Requisitos\nSer funcionario de carrera del Ayuntamiento, pertenecer al subgrupo C2 y tener una antigüedad de dos años.', undefined],
    ['gl, a tribunal member\'s group before "reservada" (kept, guard)', 'Base 1. Obxecto\nConvócase unha praza de Conserxe.\nBase 6. Tribunal\nVogais: persoal funcionario do subgrupo A1, reservada a praza ao persoal funcionario de carreira con antigüidade.', undefined],
  ])('negative (%s)', (_, texto, grupo) => {
    expect(ler(texto).grupo?.valor).toBe(grupo);
  });
});

describe('dev26 classes: one post named twice, an ordinal in digits and in words, or in both languages of a bilingual body', () => {
  it.each([
    ['gl, "1.ª" / "primeira"', 'Resultado final do proceso selectivo dunha praza de oficial/a de primeira albanel/a', 'O tribunal do proceso selectivo para a provisión, como persoal laboral fixo, pola quenda libre, dunha praza de Oficial/a de 1.ª Albanel/a do servizo de obras, acordou facer públicas as cualificacións finais.'],
    ['es, "2.ª" / "segunda"', 'Resultado final del proceso selectivo de una plaza de oficial de segunda jardinero', 'El tribunal del proceso selectivo para la provisión, como personal laboral fijo, por el turno libre, de una plaza de Oficial de 2.ª Jardinero del servicio de parques, acordó hacer públicas las calificaciones finales.'],
    ['gl and es, "mestre" / "maestro"', 'Bases do proceso selectivo dunha praza de mestre/a de educación infantil', 'Primeira. Obxecto\nÉ obxecto destas bases a provisión, como persoal laboral fixo e pola quenda libre, dunha praza de Mestre/a de Educación Infantil, asimilada ao subgrupo A2.\nAnuncio\nPrimera. Objeto\nEs objeto de estas bases la provisión, como personal laboral fijo y por el turno libre, de una plaza de Maestro/a de Educación Infantil, asimilada al subgrupo A2.'],
  ])('%s: one post, no list', (_, titulo, texto) => {
    const f = ler(texto, 'convocatoria_bases', titulo);
    expect(f.postos).toBeUndefined();
    expect(f.prazas?.valor.total).toBe(1);
  });
  it.each([
    ['gl, two posts of two ranks (kept, guard)', 'Primeira. Obxecto\nÉ obxecto destas bases a provisión, como persoal laboral fixo, dunha praza de Oficial/a de 1.ª Albanel/a e dunha praza de Oficial/a de 2.ª Albanel/a.', ['Oficial/a de 1.ª Albanel/a|1|', 'Oficial/a de 2.ª Albanel/a|1|']],
  ])('negative (%s)', (_, texto, esperado) => {
    expect(lista(ler(texto))).toEqual(esperado);
  });
});

describe('dev26 classes: the title\'s short name, the body\'s name for both genders with its general administration', () => {
  it.each([
    ['es, a BOE extract', 'Resolución de 5 de noviembre de 2060, del Ayuntamiento de Ribeira (A Coruña), referente a la convocatoria para proveer una plaza de Administrativo.', 'En el «Boletín Oficial de la Provincia de A Coruña» número 206, de 29 de octubre de 2060, se han publicado las bases que han de regir el proceso selectivo para cubrir, por el sistema de concurso-oposición, una plaza de Administrativo/a de Administración General, escala de Administración General, subescala Administrativa, subgrupo C1.', 'Administrativo/a de Administración General'],
    // (the thirty-first pass names the auxiliary without the general scale after it: this guard moved to another post)
    ['gl, the gender mark inside the name (passed before: guard)', 'Bases para a provisión dunha praza de Técnico de xestión', 'Primeira. Obxecto\nÉ obxecto destas bases a provisión, polo sistema de oposición, dunha praza de Técnico/a de Xestión de Administración Xeral, escala de Administración Xeral, subescala de Xestión, subgrupo A2.', 'Técnico/a de Xestión de Administración Xeral'],
  ])('%s: the body\'s name', (_, titulo, texto, nome) => {
    expect((titulo.startsWith('Resolución') ? boe(texto, 'extracto_convocatoria', titulo) : ler(texto, 'convocatoria_bases', titulo)).posto?.valor.nome).toBe(nome);
  });
  it.each([
    ['gl, the title that prints the whole name, the body the short one (the whole name since the thirty-second pass: the general scale joined to the auxiliary post anywhere is kept)', 'Bases para a provisión dunha praza de Auxiliar administrativo/a de Administración Xeral', 'Primeira. Obxecto\nÉ obxecto destas bases a provisión, polo sistema de oposición, dunha praza de Auxiliar administrativo/a, escala de Administración Xeral, subescala Auxiliar, subgrupo C2.', 'Auxiliar administrativo/a de Administración Xeral'],
  ])('negative (%s)', (_, titulo, texto, nome) => {
    expect(ler(texto, 'convocatoria_bases', titulo).posto?.valor.nome).toBe(nome);
  });
});

describe('dev26 classes: the law\'s classification of every group quoted in the bases', () => {
  it.each([
    ['es', 'Primera. Objeto\nEs objeto de la presente convocatoria la provisión, mediante oposición libre, de una plaza de Subalterno/a, perteneciente a las agrupaciones profesionales (antiguo grupo E).\nDe conformidad con el artículo 76 del citado texto refundido, los cuerpos y escalas de funcionarios se clasifican en el grupo A (subgrupos A1 y A2), el grupo B y el grupo C (subgrupos C1 y C2), además de las agrupaciones profesionales sin requisito de titulación.', 'AP'],
    ['gl, the post\'s subgroup stated (passed before: guard)', 'Primeira. Obxecto\nÉ obxecto desta convocatoria a provisión, mediante concurso-oposición, dunha praza de Técnico/a de Xuventude, subgrupo A2.\nConforme o artigo 76 do texto refundido, os corpos e escalas de persoal funcionario clasifícanse no grupo A (subgrupos A1 e A2), no grupo B e no grupo C (subgrupos C1 e C2).', 'A2'],
  ])('%s: the post\'s group, not one of the law\'s', (_, texto, grupo) => {
    expect(ler(texto).grupo?.valor).toBe(grupo);
  });
  it.each([
    ['gl, the places classified in one subgroup (kept, guard)', 'Primeira. Obxecto\nÉ obxecto desta convocatoria a provisión de dúas prazas de Auxiliar administrativo/a.\nAs prazas convocadas clasifícanse no subgrupo C2.', 'C2'],
  ])('negative (%s)', (_, texto, grupo) => {
    expect(ler(texto).grupo?.valor).toBe(grupo);
  });
});

describe('dev26 classes: a test already held ("realizado o 20 de setembro") beside the next one\'s date', () => {
  const lerP = lectorDeProba('2060-09-23', 'BOP Pontevedra');
  it.each([
    ['gl', 'O tribunal cualificador acordou:\nPrimeiro.- Facer públicas as cualificacións do primeiro exercicio, realizado o 20 de setembro de 2060.\nSegundo.- Convocar as persoas aprobadas para a realización do segundo exercicio o 20 de outubro de 2060, ás dez horas.', ['2060-10-20']],
    ['es', 'El tribunal calificador acordó:\nPrimero.- Hacer públicas las calificaciones del primer ejercicio, celebrado el día 18 de septiembre de 2060.\nSegundo.- Convocar a las personas aprobadas a la realización del segundo ejercicio el 21 de octubre de 2060, a las diez horas.', ['2060-10-21']],
    ['gl, "que tivo lugar"', 'O tribunal acordou facer públicas as notas da proba práctica que tivo lugar o 15 de setembro de 2060, e convocar o terceiro exercicio para o 5 de outubro de 2060.', ['2060-10-05']],
  ])('%s: only the test to come', (_, texto, esperado) => {
    expect(datas(lerP(texto, 'resultados'))).toEqual(esperado);
  });
  it.each([
    ['es, a future passive (kept, guard)', 'El primer ejercicio será realizado el 20 de octubre de 2060, a las diez horas, en el salón de plenos.', ['2060-10-20']],
  ])('negative (%s)', (_, texto, esperado) => {
    expect(datas(lerP(texto, 'data_exame'))).toEqual(esperado);
  });
});

describe('dev26 classes: a BOE notice "se convoca proceso selectivo para el ingreso en el cuerpo…, turno libre", its places counted apart', () => {
  const boeXunta = (texto: string) => ler(`II. AUTORIDADES Y PERSONAL\nB. Oposiciones y concursos\nCOMUNIDAD AUTÓNOMA DE GALICIA\n${texto}`, 'extracto_convocatoria', '', '2060-05-27', 'BOE');
  it.each([
    ['es', 'En el «Diario Oficial de Galicia» número 98, de 25 de mayo de 2060, se publica la Orden de 14 de mayo de 2060 por la que se convoca proceso selectivo para el ingreso en el cuerpo facultativo superior, subgrupo A1, escala de ciencias, especialidad de biología, por el sistema de oposición, turno libre.\nNúmero de plazas: tres.', { total: 3, libre: 3 }],
    ['gl', 'No «Diario Oficial de Galicia» número 98, do 25 de maio de 2060, publícase a Orde do 14 de maio de 2060 pola que se convoca proceso selectivo para o ingreso no corpo de xestión, subgrupo A2, polo sistema de concurso-oposición, quenda libre.\nNúmero de prazas: catro.', { total: 4, libre: 4 }],
  ])('%s: every place of the free turn', (_, texto, prazas) => {
    expect(boeXunta(texto).prazas?.valor).toEqual(prazas);
  });
  it.each([
    ['es, two turns named without counts: none (kept, guard)', 'En el «Diario Oficial de Galicia» número 98, de 25 de mayo de 2060, se publica la Orden por la que se convoca proceso selectivo para el ingreso en el cuerpo de gestión, por los turnos libre y de promoción interna.\nNúmero de plazas: cinco.', { total: 5 }],
  ])('negative (%s)', (_, texto, prazas) => {
    expect(boeXunta(texto).prazas?.valor).toEqual(prazas);
  });
});

describe('dev26 classes: cards of many fields ("Plaza: … Escala: … Subescala: … Clase: … Subgrupo: … Número de plazas: … Turno: …")', () => {
  it.each([
    ['es', 'La Junta de Gobierno Local aprobó las bases específicas de los procesos selectivos para cubrir, como personal funcionario de carrera, las plazas que se relacionan:\nPlaza: Técnico/a de Educación Ambiental. Escala: Administración Especial. Subescala: Técnica. Clase: Media. Subgrupo: A2. Número de plazas: 1. Turno: libre. Sistema: oposición.\nPlaza: Técnico/a Auxiliar de Bibliotecas. Escala: Administración Especial. Subescala: Servicios Especiales. Clase: Cometidos Especiales. Subgrupo: C1. Número de plazas: 3, una de ellas reservada a personas con discapacidad. Turno: libre. Sistema: oposición.\nPlaza: Administrativo/a de Administración General. Escala: Administración General. Subescala: Administrativa. Subgrupo: C1. Número de plazas: 5. Turno: promoción interna. Sistema: concurso-oposición.', ['Técnico/a de Educación Ambiental|1|A2', 'Técnico/a Auxiliar de Bibliotecas|3|C1', 'Administrativo/a de Administración General|5|C1'], ['libre', 'libre', 'promocionInterna']],
    ['gl', 'A Xunta de Goberno Local aprobou as bases específicas dos procesos selectivos para cubrir, como persoal funcionario de carreira, as prazas que se relacionan:\nPraza: Arquitecto/a. Escala: Administración Especial. Subescala: Técnica. Clase: Superior. Subgrupo: A1. Número de prazas: 1. Quenda: libre.\nPraza: Delineante. Escala: Administración Especial. Subescala: Técnica. Clase: Auxiliar. Subgrupo: C1. Número de prazas: 2. Quenda: libre.', ['Arquitecto/a|1|A1', 'Delineante|2|C1'], ['libre', 'libre']],
  ])('%s: each card a post with its count, group and turn', (_, texto, esperado, quendas) => {
    const f = ler(texto);
    expect(lista(f)).toEqual(esperado);
    expect(f.postos?.valor.map((p) => p.quenda)).toEqual(quendas);
  });
  it.each([
    ['es, a laboral card\'s group "asimilado al subgrupo C2" and "agrupaciones profesionales (AP)"', 'Es objeto de las presentes bases la cobertura, como personal laboral fijo, de las siguientes plazas:\nCategoría: Peón/a de Servicios Múltiples.\nPlazas: 2.\nGrupo: agrupaciones profesionales (AP).\nCategoría: Oficial/a de primera conductor/a.\nPlazas: 1.\nGrupo: asimilado al subgrupo C2.', ['Peón/a de Servicios Múltiples|2|AP', 'Oficial/a de primera conductor/a|1|C2']],
    ['gl, the same', 'É obxecto destas bases a cobertura, como persoal laboral fixo, das seguintes prazas:\nCategoría: Peón/a de obras.\nPrazas: 2.\nGrupo: agrupacións profesionais (AP).\nCategoría: Oficial/a de segunda.\nPrazas: 1.\nGrupo: asimilado ao subgrupo C2.', ['Peón/a de obras|2|AP', 'Oficial/a de segunda|1|C2']],
  ])('%s', (_, texto, esperado) => {
    expect(lista(ler(texto))).toEqual(esperado);
  });
  it.each([
    ['es, one card of one post (kept, guard)', 'Se convoca la siguiente plaza:\nPlaza: Técnico/a de Educación Ambiental. Escala: Administración Especial. Subescala: Técnica. Subgrupo: A2. Número de plazas: 1. Turno: libre.', 'Técnico/a de Educación Ambiental', 'A2'],
  ])('negative (%s)', (_, texto, nome, grupo) => {
    const f = ler(texto);
    expect(f.postos).toBeUndefined();
    expect(f.posto?.valor.nome).toBe(nome);
    expect(f.grupo?.valor).toBe(grupo);
  });
});

describe('dev26 classes: a BOE extract\'s run-on call of several posts joined by semicolons', () => {
  it.each([
    ['es', 'Resolución de 12 de enero de 2060, del Ayuntamiento de Culleredo (A Coruña), referente a la convocatoria para proveer varias plazas.\nEn el «Boletín Oficial de la Provincia de A Coruña» número 5, de 9 de enero de 2060, se han publicado íntegramente las bases que han de regir la convocatoria para proveer, como personal funcionario de carrera, dos plazas de Agente de la Policía Local, subgrupo C1, mediante el sistema de oposición, en turno libre; una plaza de Técnico/a de Administración General, subgrupo A1, mediante el sistema de oposición, en turno libre, y una plaza de Arquitecto/a Técnico/a, subgrupo A2, mediante el sistema de concurso-oposición, en turno libre.', ['Agente de la Policía Local|2|C1', 'Técnico/a de Administración General|1|A1', 'Arquitecto/a Técnico/a|1|A2']],
    ['gl, a bulletin section of its own', 'Resolución do 12 de xaneiro de 2060, do Concello de Ames, referente á convocatoria para prover varias prazas.\nNo «Boletín Oficial da Provincia da Coruña» número 5, do 9 de xaneiro de 2060, publicáronse integramente as bases que rexerán a convocatoria para prover, como persoal funcionario de carreira, dúas prazas de Axente da Policía Local, subgrupo C1, polo sistema de oposición; unha praza de Técnico/a de Administración Xeral, subgrupo A1, polo sistema de oposición, e unha praza de Enxeñeiro/a Técnico/a, subgrupo A2, polo sistema de concurso-oposición.', ['Axente da Policía Local|2|C1', 'Técnico/a de Administración Xeral|1|A1', 'Enxeñeiro/a Técnico/a|1|A2']],
  ])('%s: each post of the sentence', (_, texto, esperado) => {
    expect(lista(boe(texto, 'extracto_convocatoria'))).toEqual(esperado);
  });
  it.each([
    ['es, one post, a semicolon before its system (kept, guard)', 'En el «Boletín Oficial de la Provincia de A Coruña» número 5, de 9 de enero de 2060, se han publicado las bases para proveer dos plazas de Agente de la Policía Local, subgrupo C1; el sistema será el de oposición, en turno libre.', 'Agente de la Policía Local', 2],
  ])('negative (%s)', (_, texto, nome, total) => {
    const f = boe(texto, 'extracto_convocatoria');
    expect(f.postos).toBeUndefined();
    expect(f.posto?.valor.nome).toBe(nome);
    expect(f.prazas?.valor.total).toBe(total);
  });
});

describe('dev26 classes: a run-on of one person of each post ("dun/dunha director/a, dun/dunha docente… e dun/dunha administrativo/a")', () => {
  it.each([
    ['gl', 'Primeira. Obxecto\nÉ obxecto destas bases a selección, mediante contratación laboral temporal vinculada á subvención, dun/dunha director/a, dun/dunha docente da especialidade de xardinería e dun/dunha administrativo/a de apoio.', ['Director/a|1|', 'Docente da especialidade de xardinería|1|', 'Administrativo/a de apoio|1|']],
    ['es', 'Primera. Objeto\nEs objeto de estas bases la selección, mediante contratación laboral temporal vinculada a la subvención, de un/a director/a, de un/a docente de la especialidad de albañilería y de un/a administrativo/a de apoyo.', ['Director/a|1|', 'Docente de la especialidad de albañilería|1|', 'Administrativo/a de apoyo|1|']],
  ])('%s: each a post, one place each (the article counts one; thirty-fourth pass, was no count)', (_, texto, esperado) => {
    const f = ler(texto);
    expect(lista(f)).toEqual(esperado);
    expect(f.prazas).toBeUndefined();
  });
  it.each([
    ['gl, one person of one post (kept, guard)', 'Primeira. Obxecto\nÉ obxecto destas bases a selección, mediante contratación laboral temporal, dun/dunha auxiliar de axuda no fogar.', 'Auxiliar de axuda no fogar'],
  ])('negative (%s)', (_, texto, nome) => {
    const f = ler(texto);
    expect(f.postos).toBeUndefined();
    expect(f.posto?.valor.nome).toBe(nome);
  });
  it('negative (es, two persons of one post: no list, guard)', () => {
    expect(ler('Primera. Objeto\nEs objeto de estas bases la contratación temporal de un/a socorrista y de un/a socorrista para la piscina de verano.').postos).toBeUndefined();
  });
});

describe('thirtieth pass: a rank of the local police named with its corps in full', () => {
  it.each([
    ['gl', 'Primeira. Obxecto\nÉ obxecto destas bases a provisión de tres prazas de policía do Corpo da Policía Local do Concello de Sarria, subgrupo C1.', 'Policía Local'],
    ['gl, another rank', 'Primeira. Obxecto\nÉ obxecto destas bases a provisión dunha praza de oficial do corpo de Policía Local do Concello, subgrupo C1.', 'Oficial da Policía Local'],
    ['es', 'Primera. Objeto\nEs objeto de estas bases la provisión de veinte plazas de Policía del Cuerpo de la Policía Local del Ayuntamiento de A Coruña, subgrupo C1.', 'Policía Local'],
    ['es, "Cuerpo de Policía Local"', 'Primera. Objeto\nSe convocan seis plazas de Agente del Cuerpo de Policía Local, subgrupo C1.', 'Agente de la Policía Local'],
  ])('%s: named as the rank is called', (_, texto, nome) => {
    expect(ler(texto, 'convocatoria_bases', '', '2060-06-12', 'BOP Lugo').posto?.valor.nome).toBe(nome);
  });
  it.each([
    ['gl, another corps (kept, guard)', 'Primeira. Obxecto\nÉ obxecto destas bases a provisión de tres prazas de bombeiro do Corpo de Bombeiros do Consorcio, subgrupo C1.', 'Bombeiro do Corpo de Bombeiros'],
    ['es, the corps as a place of a post that is no rank (kept, guard)', 'Primera. Objeto\nSe convoca una plaza de administrativo/a del Cuerpo de la Policía Local, subgrupo C1.', 'Administrativo/a del Cuerpo de la Policía Local'],
  ])('negative (%s)', (_, texto, nome) => {
    expect(ler(texto, 'convocatoria_bases', '', '2060-06-12', 'BOP Lugo').posto?.valor.nome).toBe(nome);
  });
});

describe('thirtieth pass: a post named by its initials with its name in brackets', () => {
  it.each([
    ['gl, initials with stops', 'Convócase o proceso selectivo para a provisión de tres prazas de T.A.X. (técnico/a de administración xeral), escala de Administración Xeral, subgrupo A1, pola quenda libre.', 'Técnico/a de administración xeral'],
    ['gl, another post', 'Convócase o proceso selectivo para a provisión dunha praza de A.D.L. (axente de desenvolvemento local), subgrupo A2.', 'Axente de desenvolvemento local'],
    ['es, initials without stops', 'Se convoca el proceso selectivo para la provisión de una plaza de TAG (Técnico/a de Administración General), subgrupo A1, por el turno libre.', 'Técnico/a de Administración General'],
  ])('%s: the name in brackets', (_, texto, nome) => {
    expect(ler(texto).posto?.valor.nome).toBe(nome);
  });
  it.each([
    ['gl, brackets that do not spell the initials (kept, guard)', 'Convócase o proceso selectivo para a provisión dunha praza de ADL (técnico/a de emprego), subgrupo A2.', 'Adl'],
    ['gl, a place in brackets after a post (kept, guard)', 'Convócase o proceso selectivo para a provisión dunha praza de conserxe (CEIP de Cerdedo), subgrupo AP.', 'Conserxe'],
  ])('negative (%s)', (_, texto, nome) => {
    expect(ler(texto).posto?.valor.nome).toBe(nome);
  });
});

describe('thirtieth pass: a driving licence with another way to meet the requirement', () => {
  const req = (r: string) => `Convócase unha praza de axente de emprego, subgrupo A2.\nRequisitos:\n${r}`;
  it.each([
    ['gl', 'c) Estar en posesión do permiso de conducir da clase B ou declarar a dispoñibilidade dun medio de transporte para os desprazamentos.'],
    ['es', 'c) Estar en posesión del permiso de conducir de la clase B o disponer de vehículo propio para los desplazamientos.'],
  ])('%s: no licence asked', (_, texto) => {
    expect(ler(req(texto)).carne).toBeUndefined();
  });
  it.each([
    ['gl, a vehicle as well as the licence (kept, guard)', 'c) Estar en posesión do permiso de conducir da clase B e dispoñer de vehículo propio.', ['B']],
    ['gl, another class as the option (kept, guard)', 'c) Estar en posesión do permiso de conducir da clase C ou C+E.', ['C', 'C+E']],
    ['es, "o superior" (kept, guard)', 'c) Estar en posesión del permiso de conducir de la clase B o superior.', ['B']],
  ])('negative (%s)', (_, texto, carne) => {
    expect(ler(req(texto)).carne?.valor).toEqual(carne);
  });
});

describe('thirtieth pass: a Celga level for each post, the posts in brackets after each level', () => {
  const req = (r: string) => `Convócase unha praza de axente de emprego, subgrupo A2.\nRequisitos:\n${r}`;
  it.each([
    ['gl', 'Todas as persoas aspirantes deberán acreditar o Celga 4 (director/a e docentes) ou o Celga 3 (administrativo/a).'],
    ['es', 'Todas las personas aspirantes deberán acreditar el Celga 4 (director/a y docentes) o el Celga 3 (administrativo/a).'],
  ])('%s: no level of the call', (_, texto) => {
    expect(ler(req(texto)).galego).toBeUndefined();
  });
  it.each([
    ['gl, an equivalent in brackets (kept, guard)', 'Deberán acreditar o Celga 4 (ou equivalente) ou o Celga 3 (nivel medio).'],
    ['gl, the course in brackets (kept, guard)', 'Deberán acreditar o Celga 4 (curso de perfeccionamento) ou o Celga 3 (curso de iniciación).'],
  ])('negative (%s)', (_, texto) => {
    expect(ler(req(texto)).galego?.valor).toEqual({ requisito: 'celga', nivel: 4 });
  });
});

describe('thirtieth pass: the programme after the last person of a run-on is every post\'s', () => {
  it.each([
    ['gl', 'PRIMEIRA. OBXECTO\nÉ obxecto destas bases a selección, mediante contratación laboral temporal, dun/dunha director/a, dun/dunha docente da especialidade de albanelaría e dun/dunha administrativo/a de apoio do Obradoiro Dual de Emprego «Terra Chá».', ['director/a|1|', 'docente da especialidade de albanelaría|1|', 'administrativo/a de apoio|1|']],
    ['es', 'PRIMERA. OBJETO\nEs objeto de estas bases la selección, mediante contratación laboral temporal, de un/a director/a, de un/a docente de la especialidad de albañilería y de un/a administrativo/a de apoyo del Taller de Empleo «Terra Chá».', ['director/a|1|', 'docente de la especialidad de albañilería|1|', 'administrativo/a de apoyo|1|']],
  ])('%s: the last post without it', (_, texto, postos) => {
    expect(lista(ler(texto))?.map((p) => p.toLowerCase())).toEqual(postos);
  });
  it('negative (gl, one person of one post keeps it, guard)', () => {
    expect(ler('PRIMEIRA. OBXECTO\nÉ obxecto destas bases a selección dun/dunha director/a do obradoiro de emprego «Terra Chá», a xornada completa.').posto?.valor.nome.toLowerCase()).toBe('director/a do obradoiro de emprego');
  });
});

describe('thirtieth pass: an older title\'s specialty named with its adjective ("especialidade de Educación Infantil")', () => {
  const req = (r: string, es = false) => `${es ? 'Segunda. Requisitos' : 'Segunda. Requisitos'}\n${r}\nd) ${es ? 'No haber sido separado/a del servicio.' : 'Non ter sido separado/a do servizo.'}`;
  it.each([
    ['gl', req('c) Estar en posesión do título de Grao en Mestre/a de Educación Infantil ou da diplomatura de Mestre/a, especialidade de Educación Infantil.'), 'Grao en Mestre/a de Educación Infantil ou diplomatura de Mestre/a, especialidade de Educación Infantil'],
    ['es, "o de la diplomatura"', req('c) Estar en posesión del título de Grado en Maestro/a de Educación Infantil o de la diplomatura de Maestro/a, especialidad de Educación Infantil.', true), 'Grado en Maestro/a de Educación Infantil o diplomatura de Maestro/a, especialidad de Educación Infantil'],
    ['es, then "o equivalente"', req('c) Estar en posesión del título de Grado en Maestro/a de Educación Primaria o de la diplomatura de Maestro/a, especialidad de Lengua Extranjera, o equivalente.', true), 'Grado en Maestro/a de Educación Primaria o diplomatura de Maestro/a, especialidad de Lengua Extranjera'],
  ])('%s: the specialty whole', (_, texto, nome) => {
    expect(ler(texto).titulacion?.valor.nome).toBe(nome);
  });
  it.each([
    ['gl, a participle after the specialty (kept out, guard)', req('c) Estar en posesión do título de Grao en Enxeñaría Eléctrica ou enxeñeiro/a técnico/a industrial, especialidade en Electricidade expedido polo ministerio.'), 'Grao en Enxeñaría Eléctrica ou enxeñeiro/a técnico/a industrial, especialidade en Electricidade'],
    ['gl, "ou equivalente" after the specialty in brackets (kept out, guard)', req('c) Estar en posesión do título de Grao en Enxeñaría Mecánica ou enxeñeiro/a técnico/a industrial (especialidade Mecánica) ou equivalente.'), 'Grao en Enxeñaría Mecánica ou enxeñeiro/a técnico/a industrial (especialidade Mecánica)'],
  ])('negative (%s)', (_, texto, nome) => {
    expect(ler(texto).titulacion?.valor.nome).toBe(nome);
  });
});

describe('thirtieth pass: any post keeps the specialty printed right after its name', () => {
  it.each([
    ['gl', 'Constitúese unha listaxe de emprego temporal de Profesor/a de Música, especialidade de Piano, para a contratación laboral temporal na Escola Municipal de Música.', 'Profesor/a de Música, especialidade de Piano'],
    ['es', 'Se constituye una lista de empleo temporal de Profesor/a de Música, especialidad de Violín, para la contratación laboral temporal.', 'Profesor/a de Música, especialidad de Violín'],
    ['gl, a trade', 'Convócase unha praza de Oficial/a de primeira, especialidade de electricidade, subgrupo C2.', 'Oficial/a de primeira, especialidade de electricidade'],
  ])('%s: the post with its specialty', (_, texto, nome) => {
    expect(ler(texto).posto?.valor.nome).toBe(nome);
  });
  it.each([
    ['gl, the post\'s name as the older degree with its specialty (kept, guard)', 'Segunda. Requisitos\nc) Estar en posesión do título de Grao en Enxeñaría Eléctrica ou Enxeñeiro/a Técnico/a Industrial, especialidade en Electricidade.\nPrimeira. Convócase unha praza de Enxeñeiro/a Técnico/a Industrial, subgrupo A2.', 'Enxeñeiro/a Técnico/a Industrial'],
    ['es, the same (kept, guard)', 'Segunda. Requisitos\nc) Estar en posesión del título de Grado en Ingeniería Eléctrica o Ingeniero/a Técnico/a Industrial, especialidad en Electricidad.\nPrimera. Se convoca una plaza de Ingeniero/a Técnico/a Industrial, subgrupo A2.', 'Ingeniero/a Técnico/a Industrial'],
  ])('negative (%s)', (_, texto, nome) => {
    expect(ler(texto).posto?.valor.nome).toBe(nome);
  });
});

describe('thirtieth pass: "unha praza do servizo municipal de…" names the unit, not the post', () => {
  it.each([
    ['gl, a correction of the post', 'Advertidos erros nas bases do proceso selectivo para a provisión, como persoal laboral fixo, pola quenda libre, dunha praza do servizo municipal de Xuventude, procédese á súa corrección nos seguintes termos:\nNa base primeira, onde di: «unha praza de Animador/a Xuvenil, asimilada ao subgrupo C1», debe dicir: «unha praza de Técnico/a de Xuventude, asimilada ao subgrupo A2».', 'Técnico/a de Xuventude'],
    ['es', 'Se convoca, como personal laboral fijo, una plaza del departamento de Cultura: una plaza de Técnico/a de Cultura, asimilada al subgrupo A2.', 'Técnico/a de Cultura'],
  ])('%s: the post named after it', (_, texto, nome) => {
    const f = ler(texto, 'correccion');
    expect(f.posto?.valor.nome).toBe(nome);
    expect(f.postos).toBeUndefined();
  });
  it.each([
    ['gl, a post of services (kept, guard)', 'Convócase unha praza de peón/oa de servizos múltiples, asimilada ao subgrupo AP.', 'Peón/oa de servizos múltiples'],
    ['es, a head of a section (kept, guard)', 'Se convoca una plaza de Jefe/a de Sección de Personal, subgrupo A1.', 'Jefe/a de Sección de Personal'],
  ])('negative (%s)', (_, texto, nome) => {
    expect(ler(texto).posto?.valor.nome).toBe(nome);
  });
});

describe('thirtieth pass: a decree\'s title quoted names the staff it regulates, not the call\'s', () => {
  const dog = (preambulo: string, resolve: string) => ler(`IV. Oposicións e concursos\nConsellería de Política Social\n${preambulo}\nRESOLVE:\n${resolve}`, 'convocatoria_bases', '', '2060-06-12', 'DOG');
  it.each([
    ['gl', 'O Decreto 37/2006, do 2 de marzo, polo que se regula a provisión temporal de postos de traballo mediante persoal interino e laboral temporal, prevé a apertura de prazos de inscrición.', 'Primeiro. Abrir o prazo de inscrición nas listas para a contratación temporal de persoal laboral na categoría de coidador/a.', 'laboral_temporal'],
    ['es', 'El Decreto 37/2006, de 2 de marzo, por el que se regula la provisión temporal de puestos de trabajo mediante personal interino y laboral temporal, prevé la apertura de plazos de inscripción.', 'Primero. Abrir el plazo de inscripción en las listas para la contratación temporal de personal laboral en la categoría de cuidador/a.', 'laboral_temporal'],
  ])('%s: the call\'s type', (_, preambulo, resolve, tipo) => {
    expect(dog(preambulo, resolve).tipoPersoal?.valor).toBe(tipo);
  });
  it('negative (gl, the offer\'s own decree that approves it, guard)', () => {
    expect(dog('O Decreto 12/2060, do 8 de xaneiro, polo que se aproba a oferta de emprego público de persoal funcionario de carreira para o ano 2060.', 'Primeiro. Convócase o proceso selectivo para o ingreso no corpo administrativo.').tipoPersoal?.valor).toBe('funcionario_carreira');
  });
});

describe('thirtieth pass: the staff of a field is an item of a list of categories', () => {
  it.each([
    ['gl', 'RESOLVE:\nPrimeiro. Abrir o prazo de inscrición nas listas nas seguintes categorías:\n– Coidador/a (grupo IV, categoría 24).\n– Cociñeiro/a (grupo IV, categoría 6).\n– Persoal de servizos xerais (grupo V, categoría 8).\nSegundo. Requisitos.', ['Coidador/a||', 'Cociñeiro/a||', 'Persoal de servizos xerais||']],
    ['es', 'RESUELVE:\nPrimero. Abrir el plazo de inscripción en las listas en las siguientes categorías:\n– Cuidador/a (grupo IV, categoría 24).\n– Cocinero/a (grupo IV, categoría 6).\n– Personal de limpieza (grupo V, categoría 8).\nSegundo. Requisitos.', ['Cuidador/a||', 'Cocinero/a||', 'Personal de limpieza||']],
  ])('%s: every item', (_, texto, postos) => {
    expect(lista(ler(texto, 'convocatoria_bases', '', '2060-06-12', 'DOG'))).toEqual(postos);
  });
  it('negative (gl, a staff kind heading is no item, guard)', () => {
    expect(lista(ler('Convócanse as seguintes prazas:\n– Persoal funcionario de carreira: unha praza de arquitecto/a, subgrupo A1.\n– Persoal laboral fixo: dúas prazas de peón/oa, agrupacións profesionais.\nSegunda. Requisitos.'))?.some((p) => /^persoal/i.test(p))).not.toBe(true);
  });
});

describe('thirtieth pass: one post with its ordinal in words in the title and in digits in the body: the body\'s form', () => {
  const corpo = (titulo: string, texto: string) => `IV. Entidades locais\nRibadavia\nAnuncio\n${titulo}\n${texto}`;
  it.each([
    ['gl', 'Resultado final do proceso selectivo dunha praza de oficial/a de primeira albanel/a', 'O tribunal do proceso selectivo para a provisión, como persoal laboral fixo, pola quenda libre, dunha praza de Oficial/a de 1.ª Albanel/a do servizo de obras, encadrada no grupo IV do convenio, acordou facer públicas as seguintes cualificacións finais:\nApelidos e nome | Total\nÁlvarez Feijoo, Brais | 19,60\nEn consecuencia, o tribunal propón a contratación como persoal laboral fixo, na categoría de Oficial/a de 1.ª Albanel/a, de D. Brais Álvarez Feijoo.', 'Oficial/a de 1.ª Albanel/a'],
    ['es', 'Resultado final del proceso selectivo de una plaza de oficial de segunda jardinero', 'El tribunal del proceso selectivo para la provisión, como personal laboral fijo, por el turno libre, de una plaza de Oficial de 2.ª Jardinero del servicio de parques, encuadrada en el grupo IV del convenio, acordó hacer públicas las siguientes calificaciones finales:\nApellidos y nombre | Total\nÁlvarez Feijoo, Brais | 19,60\nEn consecuencia, el tribunal propone la contratación como personal laboral fijo, en la categoría de Oficial de 2.ª Jardinero, de D. Brais Álvarez Feijoo.', 'Oficial de 2.ª Jardinero'],
  ])('%s', (_, titulo, texto, nome) => {
    expect(ler(corpo(titulo, texto), 'convocatoria_bases', titulo).posto?.valor.nome).toBe(nome);
  });
  it('negative (gl, the body names the ordinal in words too: kept, guard)', () => {
    const titulo = 'Resultado final do proceso selectivo dunha praza de oficial/a de primeira albanel/a';
    expect(ler(corpo(titulo, 'O tribunal do proceso selectivo para a provisión, como persoal laboral fixo, pola quenda libre, dunha praza de oficial/a de primeira albanel/a, encadrada no grupo IV do convenio, acordou facer públicas as seguintes cualificacións finais:\nApelidos e nome | Total\nÁlvarez Feijoo, Brais | 19,60\nEn consecuencia, o tribunal propón a contratación como persoal laboral fixo, na categoría de oficial/a de primeira albanel/a, de D. Brais Álvarez Feijoo.'), 'convocatoria_bases', titulo).posto?.valor.nome).toBe('Oficial/a de primeira albanel/a');
  });
});
