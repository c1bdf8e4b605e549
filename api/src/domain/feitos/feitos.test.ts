import { lerFeitos } from './index.js';

const ctx = (titulo = '', tipo = 'convocatoria_bases', bop = 'BOP A Coruña') => ({ bop, titulo, tipo, fecha: '2026-01-10' });
const ler = (texto: string, titulo = '', tipo?: string) => lerFeitos(texto, ctx(titulo, tipo));

/** Bases of a Galician council as the BOP prints them: object, requirements, applications, then the traps. */
const BASES_GL = `Por Resolución da Alcaldía de data 3 de marzo de 2026 aprobáronse as bases do proceso selectivo, o que se fai público:
PRIMEIRA. OBXECTO
É obxecto da presente convocatoria a provisión, como persoal funcionario de carreira, mediante o sistema de concurso-oposición, de dúas (2) prazas de Auxiliar Administrativo/a, encadradas na Escala de Administración Xeral, Subescala Auxiliar, Grupo C, Subgrupo C2, vacantes no cadro de persoal, unha pola quenda libre e outra pola quenda de promoción interna.
SEGUNDA. REQUISITOS DOS ASPIRANTES
a) Ter cumpridos dezaseis anos de idade e non exceder, se é o caso, da idade máxima de xubilación forzosa.
b) Estar en posesión do título de Graduado en Educación Secundaria Obrigatoria ou equivalente.
c) Estar en posesión do Celga 4 ou equivalente.
d) Os aspirantes pola quenda de promoción interna deberán pertencer ao subgrupo AP e ter unha antigüidade de dous anos.
TERCEIRA. SOLICITUDES
As solicitudes presentaranse na sede electrónica do Concello (https://sede.concellodeames.gal/). O prazo de presentación de solicitudes será de vinte (20) días naturais contados a partir do día seguinte ao da publicación do extracto desta convocatoria no Boletín Oficial do Estado.
A taxa por dereitos de exame é de 25,50 €, reducida a 12,75 € para persoas desempregadas.
CUARTA. ADMISIÓN
Rematado o prazo, publicarase a lista provisional e concederase un prazo de dez días hábiles para emendar.
QUINTA. TRIBUNAL
O tribunal estará composto por funcionarios de carreira do grupo A1.
SEXTA. FASE DE CONCURSO
Valorarase o CELGA 3 con 0,5 puntos e o permiso de conducir C con 0,2 puntos. Experiencia en prazas de administrativo do subgrupo C1: 0,1 puntos por mes.
SÉTIMA. BOLSA DE EMPREGO
Cos aspirantes que superen o proceso e non obteñan praza formarase unha bolsa de emprego para nomeamentos de persoal funcionario interino.
OITAVA. RECURSOS
Contra estas bases poderá interpoñerse recurso potestativo de reposición no prazo dun mes.
ANEXO I. TEMARIO
Tema 1. O persoal laboral temporal e o grupo A1. Tema 2. O prazo de quince días hábiles para as solicitudes de acceso á información.`;

/** A Spanish pool's bases, wrapped as the PDF of a bulletin wraps lines. */
const BOLSA_ES = `Por Decreto de Alcaldía de fecha 12 de enero de 2026 se aprobaron las bases que han de regir la convocatoria para
la creación de una bolsa de empleo de Peones de Servicios Múltiples, mediante el sistema de
concurso-oposición.
Primera.- Objeto de la convocatoria.
El objeto de las presentes bases es la constitución de una bolsa de empleo para la contratación
laboral temporal de peones de servicios múltiples, asimilados a las agrupaciones profesionales,
para cubrir necesidades temporales del servicio.
Segunda.- Requisitos de los aspirantes.
a) Tener cumplidos dieciocho años de edad y no haber alcanzado la edad máxima de jubilación forzosa.
b) Estar en posesión del certificado de escolaridad o equivalente.
c) Estar en posesión del permiso de conducir de la clase B y C1.
Tercera.- Solicitudes.
Las instancias se presentarán en el Registro General del Ayuntamiento o en su sede electrónica
(sede.concellodelalin.gal) en el plazo de diez días hábiles contados a partir del día siguiente al
de la publicación de este anuncio en el Boletín Oficial de la Provincia de Pontevedra.
Los derechos de examen se fijan en 10 euros.
Cuarta.- Desarrollo del proceso.
El primer ejercicio tendrá lugar el día 16 de febrero de 2026 a las 10:00 horas en el pabellón
municipal. Los aspirantes deberán realizar una prueba de conocimiento de la lengua gallega, de la que
estarán exentos quienes acrediten el Celga 2.`;

describe('lerFeitos on whole bases', () => {
  it('reads every fact of Galician bases from its own section, each with the sentence as published', () => {
    const f = ler(BASES_GL);
    expect(f.posto?.valor).toEqual({ nome: 'Auxiliar Administrativo/a' });
    expect(f.prazas?.valor).toEqual({ total: 2, libre: 1, promocionInterna: 1 });
    expect(f.grupo?.valor).toBe('C2');
    expect(f.tipoPersoal?.valor).toBe('funcionario_carreira');
    expect(f.sistema?.valor).toBe('concurso-oposicion');
    expect(f.bolsa?.valor).toBe(false);
    expect(f.titulacion?.valor).toEqual({ nivel: 'eso' });
    expect(f.galego?.valor).toEqual({ requisito: 'celga', nivel: 4 });
    expect(f.carne).toBeUndefined();
    expect(f.idade).toBeUndefined();
    expect(f.taxa?.valor).toBe(25.5);
    expect(f.sedeElectronica?.valor).toBe('https://sede.concellodeames.gal/');
    expect(f.prazo?.valor).toEqual({ cantidade: 20, unidade: 'dias_naturais', desde: 'boe' });
    expect(f.datasExame).toBeUndefined();
    expect(f.prazo?.cita).toBe('O prazo de presentación de solicitudes será de vinte (20) días naturais contados a partir do día seguinte ao da publicación do extracto desta convocatoria no Boletín Oficial do Estado.');
    expect(f.titulacion?.cita).toBe('b) Estar en posesión do título de Graduado en Educación Secundaria Obrigatoria ou equivalente.');
    expect(f.galego?.cita).toBe('c) Estar en posesión do Celga 4 ou equivalente.');
    for (const feito of [f.posto, f.prazas, f.grupo, f.taxa, f.prazo]) expect(feito!.confianza).toBeGreaterThan(0.6);
  });

  it('reads a Spanish pool wrapped like a PDF: pool, temporary staff, AP, licence classes, age, exam date', () => {
    const f = ler(BOLSA_ES, 'Bases bolsa de empleo', 'bolsa_emprego');
    expect(f.posto?.valor.nome).toBe('Peón de Servicios Múltiples');
    expect(f.bolsa?.valor).toBe(true);
    expect(f.prazas).toBeUndefined();
    expect(f.tipoPersoal?.valor).toBe('laboral_temporal');
    expect(f.grupo?.valor).toBe('AP');
    expect(f.sistema?.valor).toBe('concurso-oposicion');
    expect(f.titulacion?.valor).toEqual({ nivel: 'certificado_escolaridade' });
    expect(f.carne?.valor).toEqual(['B', 'C1']);
    expect(f.idade?.valor).toEqual({ minima: 18 });
    expect(f.taxa?.valor).toBe(10);
    expect(f.sedeElectronica?.valor).toBe('sede.concellodelalin.gal');
    expect(f.prazo?.valor).toEqual({ cantidade: 10, unidade: 'dias_habiles', desde: 'bop' });
    expect(f.galego?.valor).toEqual({ requisito: 'exame' });
    expect(f.datasExame?.map((d) => d.valor)).toEqual(['2026-02-16']);
    // A sentence broken over lines is quoted on one line.
    expect(f.prazo?.cita).toMatch(/^Las instancias se presentarán en el Registro General del Ayuntamiento o en su sede electrónica \(sede\.concellodelalin\.gal\) en el plazo/);
  });

  it('gives nothing for an empty body, and only the title facts for a title alone', () => {
    expect(ler('')).toEqual({});
    const f = ler('', 'Bases para a provisión de tres prazas de peón de obras, persoal laboral fixo');
    expect(f.posto?.valor.nome).toBe('Peón de obras');
    expect(f.prazas?.valor.total).toBe(3);
    expect(f.tipoPersoal?.valor).toBe('laboral_fixo');
    expect(f.titulacion).toBeUndefined();
    expect(f.prazo).toBeUndefined();
  });
});

describe('traps: the same words outside the call\'s own statement', () => {
  it('ignores merits, the tribunal, the pool formed afterwards, appeals and the syllabus', () => {
    const f = ler(BASES_GL);
    // CELGA 3 and licence C are merits; group A1 belongs to the tribunal and the syllabus; the interim pool comes after.
    expect(f.galego?.valor.nivel).toBe(4);
    expect(f.carne).toBeUndefined();
    expect(f.grupo?.valor).toBe('C2');
    expect(f.tipoPersoal?.valor).toBe('funcionario_carreira');
    expect(f.bolsa?.valor).toBe(false);
  });

  it('a period to correct, to claim or to appeal is not the application period', () => {
    const admitidos = `Aprobada a lista provisional de admitidos e excluídos ao proceso para a provisión de dúas prazas de conserxe, concédese un prazo de dez días hábiles, contados desde o seguinte ao da publicación deste anuncio no BOP, para emendar os defectos.
Contra esta resolución poderá interpoñerse recurso de reposición no prazo dun mes.`;
    expect(ler(admitidos, '', 'admitidos').prazo).toBeUndefined();
    const reclamacions = 'Os aspirantes disporán dun prazo de tres días hábiles para presentar reclamacións contra a puntuación.';
    expect(ler(reclamacions, '', 'resultados').prazo).toBeUndefined();
  });

  it('a group named in a requirement of internal promotion is not the group of the post', () => {
    const t = `PRIMEIRA. OBXECTO
Convócase unha praza de administrativo/a pola quenda de promoción interna, grupo C, subgrupo C1.
SEGUNDA. REQUISITOS
Ser funcionario de carreira do Concello e pertencer ao subgrupo C2 cunha antigüidade de dous anos.`;
    expect(ler(t).grupo?.valor).toBe('C1');
  });

  it('a later list of substitutes in a permanent call does not make it a pool', () => {
    const t = 'Convócanse catro prazas vacantes de bombeiro/a-condutor/a. As persoas que superen o proceso e non obteñan praza integraran unha lista de reserva para nomeamentos interinos.';
    expect(ler(t).bolsa?.valor).toBe(false);
  });

  it('amounts that are not the fee, and fees by group: the call\'s group', () => {
    const t = `A retribución bruta mensual será de 1.250 euros.
Taxa por dereitos de exame: grupo A1: 40 €; grupo A2: 30 €; subgrupo C1: 20 €; subgrupo C2: 15 €.
Convócase unha praza de auxiliar de biblioteca, subgrupo C2.`;
    expect(ler(t).taxa?.valor).toBe(15);
  });

  it('years of service are not an age limit, and the legal 16 is not a fact', () => {
    expect(ler('Requisitos: ter cumpridos dous anos de servizo activo no corpo; ter cumpridos 16 anos.').idade).toBeUndefined();
  });
});

describe('numbers in words, Galician and Spanish', () => {
  it.each([
    ['Convócanse dúas prazas de conserxe.', 2],
    ['Convócase unha praza de conserxe.', 1],
    ['Convócanse tres (3) prazas de conserxe.', 3],
    ['Se convocan veintidós plazas de agente de la Policía Local.', 22],
    ['Convócanse vinte e dúas prazas de auxiliar.', 22],
    ['Se convocan 4 (cuatro) plazas de socorrista.', 4],
    ['Número de prazas: cinco.', 5],
  ])('%s → %d places', (t, n) => {
    expect(ler(t).prazas?.valor.total).toBe(n);
  });

  it('"dos" is Spanish for two but Galician for "of the"', () => {
    expect(ler('Se convocan dos plazas de peón para el Ayuntamiento.').prazas?.valor.total).toBe(2);
    expect(ler('Sobre a provisión dos postos de traballo do Concello, as prazas de peón quedan vacantes.').prazas).toBeUndefined();
  });

  it('reads the period and the age in words', () => {
    expect(ler('O prazo de presentación de solicitudes será de quince días naturais desde a publicación deste anuncio no DOG.').prazo?.valor)
      .toEqual({ cantidade: 15, unidade: 'dias_naturais', desde: 'dog' });
    expect(ler('El plazo de presentación de instancias será de un mes desde el día siguiente al de la publicación en el BOE.').prazo?.valor)
      .toEqual({ cantidade: 1, unidade: 'meses', desde: 'boe' });
    expect(ler('Requisitos: ter cumpridos dezaoito anos e non superar a idade de trinta e cinco anos.').idade?.valor).toEqual({ minima: 18, maxima: 35 });
  });
});

describe('each fact, by class', () => {
  it('places by turn: free, internal promotion, disability; a sole turn takes all the places', () => {
    expect(ler('Convócanse 12 prazas, das cales 11 se reservan para a quenda libre e 1 para persoas con discapacidade.').prazas?.valor)
      .toEqual({ total: 12, libre: 11, discapacidade: 1 });
    expect(ler('Se convocan tres plazas de administrativo por el turno de promoción interna.').prazas?.valor).toEqual({ total: 3, promocionInterna: 3 });
    expect(ler('Quenda libre: 3 prazas. Promoción interna: 2 prazas.').prazas?.valor).toEqual({ total: 5, libre: 3, promocionInterna: 2 });
  });

  it('group and subgroup in every spelling', () => {
    expect(ler('Praza encadrada no grupo C, subgrupo C1.').grupo?.valor).toBe('C1');
    expect(ler('Plaza del subgrupo A2 de clasificación profesional.').grupo?.valor).toBe('A2');
    expect(ler('Praza de operario/a das agrupacións profesionais.').grupo?.valor).toBe('AP');
    expect(ler('Plaza de peón, grupo E.').grupo?.valor).toBe('AP');
    expect(ler('Praza de técnico/a de grao medio, grupo A2.').grupo?.valor).toBe('A2');
    expect(ler('Praza do grupo B de técnico superior.').grupo?.valor).toBe('B');
  });

  it('staff type, gl and es', () => {
    expect(ler('Selección de persoal funcionario interino para o posto de arquitecto/a.').tipoPersoal?.valor).toBe('funcionario_interino');
    expect(ler('Convocatoria para cubrir una plaza de personal laboral fijo de oficial de primera.').tipoPersoal?.valor).toBe('laboral_fixo');
    expect(ler('Contratación laboral temporal dun/dunha monitor/a deportivo/a.').tipoPersoal?.valor).toBe('laboral_temporal');
    expect(ler('Provisión como funcionarios de carrera de dos plazas de bombero.').tipoPersoal?.valor).toBe('funcionario_carreira');
  });

  it('system: stated, implied by its phases, and not a phase taken for the system', () => {
    expect(ler('O sistema de selección será o de oposición.').sistema?.valor).toBe('oposicion');
    expect(ler('Se proveerá mediante concurso de méritos.').sistema?.valor).toBe('concurso');
    expect(ler('O proceso constará dunha fase de oposición e dunha fase de concurso.').sistema?.valor).toBe('concurso-oposicion');
    expect(ler('Por el sistema de concurso-oposición libre.').sistema?.valor).toBe('concurso-oposicion');
  });

  it('job pool: "lista de reserva", interim appointments', () => {
    expect(ler('Bases para a creación dunha lista de reserva de auxiliares de axuda no fogar.').bolsa?.valor).toBe(true);
    expect(ler('Bases para a creación dunha lista de reserva de auxiliares de axuda no fogar.').posto?.valor.nome).toBe('Auxiliar de axuda no fogar');
    expect(ler('Convocatoria para a selección de persoal para nomeamentos de persoal funcionario interino, categoría de técnico/a de emprego.').bolsa?.valor).toBe(true);
  });

  it('qualification: the level of the lowest degree accepted, and the named degree', () => {
    const req = (t: string) => ler(`SEGUNDA. REQUISITOS\n${t}`).titulacion?.valor;
    expect(req('Estar en posesión do título de bacharel, técnico ou equivalente.')).toEqual({ nivel: 'bacharelato_tecnico' });
    expect(req('Estar en posesión del título de Técnico Superior en Educación Infantil o equivalente.')).toEqual({ nivel: 'tecnico_superior', nome: 'Técnico Superior en Educación Infantil' });
    expect(req('Estar en posesión do título de Grao en Traballo Social ou Diplomatura en Traballo Social.')).toEqual({ nivel: 'grao', nome: 'Grao en Traballo Social ou Diplomatura en Traballo Social' });
    expect(req('Estar en posesión da licenciatura en Dereito ou do título de grao correspondente.')).toEqual({ nivel: 'grao', nome: 'Licenciatura en Dereito' });
    expect(req('Estar en posesión del título de Licenciado en Psicología.')).toEqual({ nivel: 'licenciatura_master', nome: 'Licenciado en Psicología' });
    expect(req('Estar en posesión do título de graduado escolar, FP de primeiro grao ou equivalente.')).toEqual({ nivel: 'eso' });
    expect(req('Estar en posesión del título de Técnico en Cuidados Auxiliares de Enfermería.')).toEqual({ nivel: 'bacharelato_tecnico', nome: 'Técnico en Cuidados Auxiliares de Enfermería' });
    expect(req('Estar en posesión do título de arquitecto/a técnico/a ou grao en Arquitectura Técnica.')).toEqual({ nivel: 'grao', nome: 'Arquitecto/a técnico/a ou grao en Arquitectura Técnica' });
    expect(req('Estar en posesión do título de Grao en Arquitectura xunto co máster habilitante.')).toEqual({ nivel: 'licenciatura_master', nome: 'Grao en Arquitectura' });
    expect(req('Non se esixe titulación ningunha.')).toEqual({ nivel: 'ningunha' });
    expect(req('Estar en posesión do certificado de escolaridade.')).toEqual({ nivel: 'certificado_escolaridade' });
    expect(req('Ter un grado de discapacidade igual ou superior ao 33 %.')).toBeUndefined();
  });

  it('Galician: CELGA, its equivalent courses, an exam, an explicit "non se esixe"; a merit is none of them', () => {
    const g = (t: string) => ler(t).galego?.valor;
    expect(g('Requisitos: estar en posesión do Celga 3.')).toEqual({ requisito: 'celga', nivel: 3 });
    expect(g('Requisitos: acreditar o curso de perfeccionamento de lingua galega.')).toEqual({ requisito: 'celga', nivel: 4 });
    expect(g('Requisitos: acreditar o curso de iniciación en lingua galega.')).toEqual({ requisito: 'celga', nivel: 3 });
    expect(g('O terceiro exercicio consistirá nunha proba de coñecemento da lingua galega.')).toEqual({ requisito: 'exame' });
    expect(g('Non se esixe o coñecemento da lingua galega.')).toEqual({ requisito: 'ningun' });
    expect(g('Valorarase o Celga 4 con 1 punto.')).toBeUndefined();
    expect(g('Os aspirantes deberán presentar a solicitude.')).toBeUndefined();
  });

  it('driving licence classes as published', () => {
    expect(ler('Estar en posesión do carné de conducir tipo C+E.').carne?.valor).toEqual(['C+E']);
    expect(ler('Estar en posesión dos permisos de condución das clases A2, B e C.').carne?.valor).toEqual(['A2', 'B', 'C']);
    expect(ler('Estar en posesión del permiso de conducir de la clase BTP.').carne?.valor).toEqual(['BTP']);
    expect(ler('O permiso de conducir deberá estar vixente.').carne).toBeUndefined();
  });

  it('fee: the general one, in digits with cents, or none', () => {
    expect(ler('A taxa por dereitos de exame ascende a 30 euros.').taxa?.valor).toBe(30);
    expect(ler('Los derechos de examen serán de 12,50 €. Las personas desempleadas abonarán 6,25 €.').taxa?.valor).toBe(12.5);
    expect(ler('Os aspirantes presentarán a solicitude no rexistro.').taxa).toBeUndefined();
  });

  it('electronic office: the address the text gives for applying, not a bulletin\'s', () => {
    expect(ler('As solicitudes presentaranse a través da sede electrónica do Concello: https://oleiros.sedelectronica.gal.').sedeElectronica?.valor).toBe('https://oleiros.sedelectronica.gal');
    expect(ler('As bases publicaranse en https://www.boe.es e no taboleiro.').sedeElectronica).toBeUndefined();
  });

  it('application period: unit and bulletin it counts from; "días" alone are business days', () => {
    expect(ler('Las solicitudes se presentarán en el plazo de veinte días hábiles a partir del día siguiente al de la publicación de este anuncio en el BOP.').prazo?.valor)
      .toEqual({ cantidade: 20, unidade: 'dias_habiles', desde: 'bop' });
    expect(ler('O prazo de presentación de instancias será de 10 días contados desde a publicación deste anuncio.').prazo?.valor)
      .toEqual({ cantidade: 10, unidade: 'dias_habiles', desde: 'publicacion' });
  });

  it('exam dates stated, never the date of the resolution', () => {
    const f = ler('Por resolución do 3 de marzo de 2026 convócase aos aspirantes. O primeiro exercicio terá lugar o día 14 de abril de 2026 ás 10:00 horas, e o segundo o 28 de abril de 2026.');
    expect(f.datasExame?.map((d) => d.valor)).toEqual(['2026-04-14', '2026-04-28']);
  });

  it('a correction: what it replaces is no longer the text', () => {
    const t = 'Na base segunda, onde di: «Estar en posesión do título de bacharel ou técnico», debe dicir: «Estar en posesión do título de graduado en ESO ou equivalente».';
    expect(ler(t, 'Corrección de erros', 'correccion').titulacion?.valor).toEqual({ nivel: 'eso' });
  });
});

describe('speed', () => {
  it.each([
    ['a run of dotted labels with no domain', `https://sede.${'a.'.repeat(50_000)}`],
    ['thousands of amounts in one sentence', 'A taxa é de 1 € '.repeat(6_000)],
    ['thousands of corrections', 'Onde di "x", debe dicir "y". '.repeat(3_500)],
    ['a body of headings alone', 'PRIMEIRA. OBXECTO\n'.repeat(5_500)],
  ])('reads %s (100 KB) in linear time', (_, corpo) => {
    const t0 = performance.now();
    ler(corpo);
    expect(performance.now() - t0).toBeLessThan(2_000);
  });

  it('reads a 100 KB body without a slow pattern', () => {
    const corpo = `${BASES_GL}\n${'Tema 3. O procedemento administrativo común; os prazos, os recursos e as notificacións. '.repeat(1200)}`;
    expect(corpo.length).toBeGreaterThan(100_000);
    const t0 = performance.now();
    const f = ler(corpo);
    expect(performance.now() - t0).toBeLessThan(200);
    expect(f.prazo?.valor.cantidade).toBe(20);
  });
});
