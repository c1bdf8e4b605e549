import { lectorDeProba } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording dev23 showed at its first run (issue 22, twenty-seventh pass), each in
 * Galician and Spanish, with probes where the fix must not fire.
 */
const ler = lectorDeProba('2054-06-12', 'DOG');

describe('dev23 classes: "de acordo coas seguintes bases" after the staff type is no post', () => {
  it('"…unha praza de persoal laboral fixo, de acordo coas seguintes bases:" is one post, not a list (gl, es)', () => {
    const gl = ler('Esta reitoría resolve convocar concurso-oposición libre para cubrir unha praza de persoal laboral fixo, de acordo coas seguintes bases:\nBase 1. A praza, da categoría de oficial/a de oficios de mantemento, do grupo IV do convenio colectivo, destínase ao campus de Lugo.', 'convocatoria_bases');
    const es = ler('Este Rectorado resuelve convocar concurso-oposición libre para cubrir una plaza de personal laboral fijo, de acuerdo con las siguientes bases:\nBase 1. La plaza, de la categoría de técnico/a auxiliar de biblioteca, del grupo IV del convenio colectivo, se destina al campus de Ourense.', 'convocatoria_bases');
    expect(gl.postos).toBeUndefined();
    expect(es.postos).toBeUndefined();
    expect(gl.posto?.valor.nome).toBe('Oficial/a de oficios de mantemento');
    expect(es.posto?.valor.nome).toBe('Técnico/a auxiliar de biblioteca');
  });
  it('negative: a real list of two posts is still a list (gl, es)', () => {
    const gl = ler('Convócanse as seguintes prazas de persoal laboral fixo:\n- Unha praza de oficial/a de oficios de mantemento, grupo IV.\n- Unha praza de técnico/a auxiliar de biblioteca, grupo IV.', 'convocatoria_bases');
    const es = ler('Se convocan las siguientes plazas de personal laboral fijo:\n- Una plaza de oficial/a de oficios de mantenimiento, grupo IV.\n- Una plaza de técnico/a auxiliar de biblioteca, grupo IV.', 'convocatoria_bases');
    expect(gl.postos?.valor.length).toBe(2);
    expect(es.postos?.valor.length).toBe(2);
  });
});

describe('dev23 classes: a reserve inside the free places, its count before the verb', () => {
  it('"Das 12 prazas da quenda de acceso libre, 1 resérvase para persoas con discapacidade": total 14 (gl, es)', () => {
    const gl = ler('Convócase o proceso selectivo para cubrir 14 prazas do corpo técnico, subgrupo A2, das cales 12 corresponden á quenda de acceso libre e 2 á quenda de promoción interna. Das 12 prazas da quenda de acceso libre, 1 resérvase para persoas con discapacidade.', 'convocatoria_bases');
    const es = ler('Se convoca el proceso selectivo para cubrir 9 plazas del Cuerpo Técnico, subgrupo A2, de las cuales 7 corresponden al turno libre y 2 al turno de promoción interna. De las 7 plazas del turno libre, 1 se reserva para personas con discapacidad.', 'convocatoria_bases');
    expect(gl.prazas?.valor).toEqual({ total: 14, libre: 12, promocionInterna: 2, discapacidade: 1 });
    expect(es.prazas?.valor).toEqual({ total: 9, libre: 7, promocionInterna: 2, discapacidade: 1 });
  });
  it('negative: a reserve turn of its own after the free places is still added (gl, es)', () => {
    const gl = ler('Convócanse once prazas de auxiliar administrativo, subgrupo C2: dez pola quenda de acceso libre, e unha pola quenda de reserva para persoas con discapacidade.', 'convocatoria_bases');
    const es = ler('Se convocan once plazas de Auxiliar Administrativo, subgrupo C2: diez por el turno libre, y una por el turno de reserva para personas con discapacidad.', 'convocatoria_bases');
    expect(gl.prazas?.valor).toEqual({ total: 11, libre: 10, discapacidade: 1 });
    expect(es.prazas?.valor).toEqual({ total: 11, libre: 10, discapacidade: 1 });
  });
});

describe('dev23 classes: a post counted after a future verb, the title cutting its name at "para"', () => {
  it('"CONTRATACIÓN DE TRES OPERARIOS PARA A CUADRILLA…" over "…contratará, como persoal laboral temporal, tres operarios de cuadrilla" (gl, es)', () => {
    const gl = ler('O Concello contratará como persoal laboral temporal, por un período de tres meses (do 1 de xullo ao 30 de setembro de 2054), tres operarios de cuadrilla.\nNon se esixe titulación académica.', 'convocatoria_bases', 'CONTRATACIÓN DE TRES OPERARIOS PARA A CUADRILLA FORESTAL 2054');
    const es = ler('El Ayuntamiento contratará como personal laboral temporal, por un periodo de tres meses (del 1 de julio al 30 de septiembre de 2054), a tres operarios de cuadrilla.\nNo se exige titulación académica.', 'convocatoria_bases', 'CONTRATACIÓN DE TRES OPERARIOS PARA LA CUADRILLA FORESTAL 2054');
    expect(gl.posto?.valor.nome).toBe('Operario de cuadrilla');
    expect(es.posto?.valor.nome).toBe('Operario de cuadrilla');
    expect(gl.prazas?.valor).toEqual({ total: 3 });
    expect(es.prazas?.valor).toEqual({ total: 3 });
  });
  it('negative: a title whose post is followed by "para" another noun keeps its name (gl, es)', () => {
    const gl = ler('O Concello contratará como persoal laboral temporal, por un período de tres meses, tres socorristas de praia.', 'convocatoria_bases', 'CONTRATACIÓN DE TRES SOCORRISTAS PARA A TEMPADA DE VERÁN 2054');
    const es = ler('El Ayuntamiento contratará como personal laboral temporal, por un periodo de tres meses, a tres socorristas.', 'convocatoria_bases', 'CONTRATACIÓN DE TRES SOCORRISTAS PARA LA TEMPORADA DE VERANO 2054');
    expect(gl.posto?.valor.nome).toBe('Socorrista de praia');
    expect(es.posto?.valor.nome).toBe('Socorrista');
  });
});

describe('dev23 classes: the system after a feminine article', () => {
  it('"O sistema de selección será a oposición", "El sistema de selección será la oposición" (gl, es)', () => {
    const gl = ler('É obxecto desta convocatoria a provisión, como persoal funcionario de carreira, dunha praza de arquiveiro/a, subgrupo A1, pola quenda libre. O sistema de selección será a oposición.', 'convocatoria_bases');
    const es = ler('Es objeto de esta convocatoria la provisión, como personal funcionario de carrera, de una plaza de Archivero/a, subgrupo A1, por el turno libre. El sistema de selección será la oposición.', 'convocatoria_bases');
    expect(gl.sistema?.valor).toBe('oposicion');
    expect(es.sistema?.valor).toBe('oposicion');
  });
  it('negative: "a fase de oposición" of a concurso-oposición is no system of its own (gl, es)', () => {
    const gl = ler('O sistema de selección será o concurso-oposición. A fase de oposición constará de dous exercicios.', 'convocatoria_bases');
    const es = ler('El sistema de selección será el concurso-oposición. La fase de oposición constará de dos ejercicios.', 'convocatoria_bases');
    expect(gl.sistema?.valor).toBe('concurso-oposicion');
    expect(es.sistema?.valor).toBe('concurso-oposicion');
  });
});

describe('dev23 classes: an appointment as a civil servant, with no kind, is a career one', () => {
  it('"a provisión, mediante nomeamento como funcionario/a, dunha praza vacante…" (gl, es)', () => {
    const gl = ler('A Xunta de Goberno Local aprobou as bases que rexerán o proceso selectivo para a provisión, mediante nomeamento como funcionario/a, dunha praza vacante de Arquitecto/a técnico/a, subgrupo A2, polo sistema de concurso-oposición, quenda libre.', 'convocatoria_bases');
    const es = ler('La Junta de Gobierno Local aprobó las bases que regirán el proceso selectivo para la provisión, mediante nombramiento como funcionario/a, de una plaza vacante de Arquitecto/a técnico/a, subgrupo A2, por el sistema de concurso-oposición, turno libre.', 'convocatoria_bases');
    expect(gl.tipoPersoal?.valor).toBe('funcionario_carreira');
    expect(es.tipoPersoal?.valor).toBe('funcionario_carreira');
  });
  it('negative: an appointment as an interim civil servant stays interim (gl, es)', () => {
    const gl = ler('Apróbanse as bases para o nomeamento como funcionario/a interino/a dun/dunha arquitecto/a técnico/a, subgrupo A2, polo sistema de concurso-oposición.', 'convocatoria_bases');
    const es = ler('Se aprueban las bases para el nombramiento como funcionario/a interino/a de un/a arquitecto/a técnico/a, subgrupo A2, por el sistema de concurso-oposición.', 'convocatoria_bases');
    expect(gl.tipoPersoal?.valor).toBe('funcionario_interino');
    expect(es.tipoPersoal?.valor).toBe('funcionario_interino');
  });
});

describe('dev23 classes: a call of several posts of different staff types has no one type', () => {
  it('a list of posts, two of career civil servants and one of permanent labour staff: no tipoPersoal (gl, es)', () => {
    const gl = ler('Publicáronse as bases específicas do proceso selectivo, polo sistema de concurso-oposición, para cubrir as seguintes prazas:\n1. Dúas prazas de Arquitecto/a, persoal funcionario de carreira, subgrupo A1, quenda libre.\n2. Catro prazas de Xardineiro/a, persoal laboral fixo, agrupacións profesionais, quenda libre.', 'extracto_convocatoria');
    const es = ler('Se han publicado las bases específicas del proceso selectivo, por el sistema de concurso-oposición, para cubrir las siguientes plazas:\n1. Dos plazas de Arquitecto/a, personal funcionario de carrera, subgrupo A1, turno libre.\n2. Cuatro plazas de Jardinero/a, personal laboral fijo, agrupaciones profesionales, turno libre.', 'extracto_convocatoria');
    expect(gl.postos?.valor.length).toBe(2);
    expect(es.postos?.valor.length).toBe(2);
    expect(gl.tipoPersoal).toBeUndefined();
    expect(es.tipoPersoal).toBeUndefined();
  });
  it('negative: posts that all share the type keep it (gl, es)', () => {
    const gl = ler('Publicáronse as bases específicas do proceso selectivo, polo sistema de concurso-oposición, para cubrir as seguintes prazas:\n1. Dúas prazas de Arquitecto/a, persoal funcionario de carreira, subgrupo A1, quenda libre.\n2. Unha praza de Enxeñeiro/a de camiños, persoal funcionario de carreira, subgrupo A1, quenda libre.', 'extracto_convocatoria');
    const es = ler('Se han publicado las bases específicas del proceso selectivo, por el sistema de concurso-oposición, para cubrir las siguientes plazas:\n1. Dos plazas de Arquitecto/a, personal funcionario de carrera, subgrupo A1, turno libre.\n2. Una plaza de Ingeniero/a de caminos, personal funcionario de carrera, subgrupo A1, turno libre.', 'extracto_convocatoria');
    expect(gl.tipoPersoal?.valor).toBe('funcionario_carreira');
    expect(es.tipoPersoal?.valor).toBe('funcionario_carreira');
  });
});

describe('dev23 classes: a period counted in one sentence, what it counts from in the next', () => {
  it('a correction\'s "debe decir: «…será de veinte días hábiles…»" then "se computará de nuevo a partir… en el BOE" (es, gl)', () => {
    const es = ler('Advertidos errores en la Resolución de 10 de enero de 2054, se procede a su corrección en los siguientes términos:\nDonde dice: «El plazo de presentación de solicitudes será de quince días naturales ...», debe decir: «El plazo de presentación de solicitudes será de veinte días hábiles ...».\nSe mantiene el resto del contenido.\nEl plazo de presentación de solicitudes se computará de nuevo a partir del día siguiente al de la publicación de esta corrección en el «Boletín Oficial del Estado».', 'correccion', '', '2054-02-21', 'BOE');
    const gl = ler('Advertidos erros na Resolución do 10 de xaneiro de 2054, procédese á súa corrección nos seguintes termos:\nOnde di: «O prazo de presentación de solicitudes será de quince días naturais ...», debe dicir: «O prazo de presentación de solicitudes será de vinte días hábiles ...».\nMantense o resto do contido.\nO prazo de presentación de solicitudes computarase de novo a partir do día seguinte ao da publicación desta corrección no Diario Oficial de Galicia.', 'correccion');
    expect(es.prazo?.valor).toEqual({ cantidade: 20, unidade: 'dias_habiles', desde: 'boe' });
    expect(gl.prazo?.valor).toEqual({ cantidade: 20, unidade: 'dias_habiles', desde: 'dog' });
  });
  it('negative: a count with no sentence saying what it counts from stays unread; a full period still reads (es, gl)', () => {
    const es = ler('Donde dice: «El plazo de presentación de solicitudes será de quince días naturales ...», debe decir: «El plazo de presentación de solicitudes será de veinte días hábiles ...».\nSe mantiene el resto del contenido.', 'correccion', '', '2054-02-21', 'BOE');
    const gl = ler('Convócase unha praza de conserxe. O prazo de presentación de solicitudes será de vinte días hábiles contados a partir do día seguinte ao da publicación do extracto no Boletín Oficial do Estado.', 'convocatoria_bases');
    expect(es.prazo).toBeUndefined();
    expect(gl.prazo?.valor).toEqual({ cantidade: 20, unidade: 'dias_habiles', desde: 'boe' });
  });
});
