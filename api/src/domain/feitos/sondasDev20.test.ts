import { lectorDeProba, lista } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording dev20 showed at its first run (issue 22, twenty-third pass), each in
 * Galician and Spanish, with probes where the fix must not fire.
 */
const ler = lectorDeProba('2048-06-12', 'BOP A Coruña');

describe('dev20 classes: the pool of a later step', () => {
  it('an appointment whose preamble counts the places after "cubrir" and goes on after a comma names no pool: bolsa false (es, gl)', () => {
    const es = ler('II. AUTORIDADES Y PERSONAL\nA. Nombramientos, situaciones e incidencias\nUNIVERSIDADES\n9021\nResolución de 4 de junio de 2048, de la Universidade da Coruña, por la que se nombra personal funcionario de carrera de la Escala de Gestión.\nVista la propuesta del Tribunal del proceso selectivo para ingreso en la Escala de Gestión, subgrupo A2, convocado por Resolución de 2 de febrero de 2048 para cubrir tres plazas, y verificados los requisitos de las bases,\nEste Rectorado resuelve:\nPrimero. Nombrar personal funcionario de carrera de la Escala de Gestión a las personas aspirantes del anexo.', 'nomeamento', '', '2048-06-12', 'BOE');
    const gl = ler('Vista a proposta do tribunal do proceso selectivo para o ingreso na escala de xestión, subgrupo A2, convocado por Resolución do 2 de febreiro de 2048 para cubrir dúas prazas, e comprobados os requisitos das bases,\nResolvo:\nPrimeiro. Nomear persoal funcionario de carreira da escala de xestión ás persoas aspirantes do anexo.', 'nomeamento');
    expect(es.bolsa?.valor).toBe(false);
    expect(gl.bolsa?.valor).toBe(false);
  });
  it('negative: the same preamble for places covered as interim staff names temporary hiring: no bolsa read (es, gl)', () => {
    const es = ler('Vista la propuesta del Tribunal del proceso selectivo convocado por Resolución de 2 de febrero de 2048 para cubrir dos plazas, en régimen de interinidad, de Auxiliar Administrativo, y verificados los requisitos,\nResuelvo: Nombrar a las personas aspirantes del anexo.', 'nomeamento');
    const gl = ler('Vista a proposta do tribunal do proceso convocado para cubrir tres prazas, como persoal funcionario interino, de auxiliar administrativo, e comprobados os requisitos,\nResolvo: Nomear ás persoas aspirantes do anexo.', 'nomeamento');
    expect(es.bolsa).toBeUndefined();
    expect(gl.bolsa).toBeUndefined();
  });
});

describe('dev20 classes: a promotion call of several posts, each line naming its candidates', () => {
  it('lines "a) N prazas de X, subgrupo C1, para persoal funcionario do subgrupo C2 con dous anos de antigüidade" list the posts (gl, es)', () => {
    const gl = ler('Por Resolución da Alcaldía aprobáronse as bases para a provisión, mediante concurso-oposición pola quenda de promoción interna, como persoal funcionario de carreira, das seguintes prazas:\na) Tres (3) prazas de auxiliar administrativo/a, subgrupo C2, para persoal funcionario de agrupacións profesionais con dous anos de antigüidade.\nb) Unha (1) praza de inspector/a de obras, subgrupo C1, para persoal funcionario do subgrupo C2 con dous anos de antigüidade.\nAs solicitudes presentaranse no prazo de vinte días hábiles.');
    const es = ler('Por Decreto de la Alcaldía se aprobaron las bases para la provisión, mediante concurso-oposición por el turno de promoción interna, como personal funcionario de carrera, de las siguientes plazas:\na) Dos (2) plazas de Técnico/a de Gestión, subgrupo A2, para personal funcionario del subgrupo C1 con dos años de antigüedad.\nb) Una (1) plaza de Administrativo/a, subgrupo C1, para personal funcionario del subgrupo C2 con dos años de antigüedad.\nLas solicitudes se presentarán en el plazo de veinte días hábiles.');
    expect(lista(gl)).toEqual(['Auxiliar administrativo/a|3|C2', 'Inspector/a de obras|1|C1']);
    expect(gl.postos?.valor.map((p) => p.quenda)).toEqual(['promocionInterna', 'promocionInterna']);
    expect(lista(es)).toEqual(['Técnico/a de Gestión|2|A2', 'Administrativo/a|1|C1']);
    expect(es.posto).toBeUndefined();
  });
  it('negative: seniority scored as a merit in lettered lines is no post (gl, es)', () => {
    const gl = ler('Primeira. Obxecto. Convócase unha praza de conserxe, subgrupo AP, pola quenda de promoción interna.\nSexta. Fase de concurso. Valoraranse os seguintes méritos:\na) Antigüidade como persoal funcionario do Concello: 0,10 puntos por ano.\nb) Cursos de formación: 0,05 puntos por hora.');
    const es = ler('Primera. Objeto. Se convoca una plaza de Conserje, subgrupo AP, por el turno de promoción interna.\nSexta. Fase de concurso. Se valorarán los siguientes méritos:\na) Antigüedad como personal funcionario del Ayuntamiento: 0,10 puntos por año.\nb) Cursos de formación: 0,05 puntos por hora.');
    expect(gl.postos).toBeUndefined();
    expect(gl.posto?.valor.nome).toBe('Conserxe');
    expect(es.postos).toBeUndefined();
    expect(es.posto?.valor.nome).toBe('Conserje');
  });
});

describe('dev20 classes: a call of several posts whose title shares one complement', () => {
  it('"…dunha praza de oficial e dúas prazas de axente da Policía Local" above lines naming each in full: two posts, not a bare "oficial" (gl, es)', () => {
    const gl = ler('ANUNCIO sobre a convocatoria para a provisión dunha praza de subinspector e tres prazas de oficial do Servizo de Bombeiros.\nPublicáronse as bases para a provisión, como persoal funcionario de carreira, das seguintes prazas:\n– Unha praza de subinspector do Servizo de Bombeiros, subgrupo A2, pola quenda de promoción interna.\n– Tres prazas de oficial do Servizo de Bombeiros, subgrupo C1, pola quenda de promoción interna.\nAs solicitudes presentaranse no prazo de vinte días hábiles.', 'extracto_convocatoria', '', '2048-06-12', 'DOG');
    const es = ler('Anuncio de la convocatoria para la provisión de una plaza de inspector y dos plazas de agente de la Policía Local.\nSe publicaron las bases para la provisión, como personal funcionario de carrera, de las siguientes plazas:\n– Una plaza de inspector de la Policía Local, subgrupo A2, por el turno de promoción interna.\n– Dos plazas de agente de la Policía Local, subgrupo C1, por el turno libre.\nLas solicitudes se presentarán en el plazo de veinte días hábiles.', 'extracto_convocatoria', '', '2048-06-12', 'BOE');
    expect(lista(gl)).toEqual(['Subinspector do Servizo de Bombeiros|1|A2', 'Oficial do Servizo de Bombeiros|3|C1']);
    expect(lista(es)).toEqual(['Inspector de la Policía Local|1|A2', 'Agente de la Policía Local|2|C1']);
  });
  it('negative: a post whose name opens another\'s, each on its own line, stays a post of its own (gl, es)', () => {
    const gl = ler('Primeira. Obxecto. Convócanse as seguintes prazas de persoal laboral fixo:\n– Unha praza de oficial de obras, grupo C2.\n– Unha praza de oficial de obras condutor, grupo C2.\nSegunda. Requisitos.');
    const es = ler('Primera. Objeto. Se convocan las siguientes plazas de personal laboral fijo:\n– Una plaza de oficial de obras, grupo C2.\n– Una plaza de oficial de obras conductor, grupo C2.\nSegunda. Requisitos.');
    expect(lista(gl)).toEqual(['Oficial de obras|1|C2', 'Oficial de obras condutor|1|C2']);
    expect(lista(es)).toEqual(['Oficial de obras|1|C2', 'Oficial de obras conductor|1|C2']);
  });
});

describe('dev20 classes: "non se esixe" Galician after its label', () => {
  it('"d) Coñecemento da lingua galega: non se esixe…, sen prexuízo da súa valoración como mérito" is ningun (gl, es)', () => {
    const gl = ler('Segunda. Requisitos.\na) Ter a nacionalidade española.\nb) Estar en posesión do título de graduado en ESO.\nd) Coñecemento da lingua galega: non se esixe para este posto, sen prexuízo da súa valoración no concurso de méritos.');
    const es = ler('Segunda. Requisitos.\na) Tener la nacionalidad española.\nb) Estar en posesión del título de graduado en ESO.\nd) Conocimiento de la lengua gallega: no se exige para esta plaza, sin perjuicio de su valoración como mérito.');
    expect(gl.galego?.valor).toEqual({ requisito: 'ningun' });
    expect(es.galego?.valor).toEqual({ requisito: 'ningun' });
  });
  it('negative: the language only as a merit after its label is no requirement read (gl, es)', () => {
    const gl = ler('Sexta. Méritos.\nc) Coñecemento da lingua galega: valorarase o Celga 4 con 0,5 puntos.');
    const es = ler('Sexta. Méritos.\nc) Conocimiento de la lengua gallega: se valorará el Celga 4 con 0,5 puntos.');
    expect(gl.galego).toBeUndefined();
    expect(es.galego).toBeUndefined();
  });
});

describe('dev20 classes: a habilitating máster required with its degree', () => {
  it('"título de Grao ou Licenciatura en X e do título de Máster Universitario en Y" names the máster (gl, es)', () => {
    const gl = ler('Segunda. Requisitos. Estar en posesión do título de Grao ou Licenciatura en Farmacia e do título de Máster Universitario en Farmacia Hospitalaria.');
    const es = ler('Segunda. Requisitos. Estar en posesión del título de Grado o Licenciatura en Psicología y del título de Máster Universitario en Psicología Clínica y de la Salud.');
    expect(gl.titulacion?.valor).toEqual({ nivel: 'licenciatura_master', nome: 'Máster Universitario en Farmacia Hospitalaria' });
    expect(es.titulacion?.valor).toEqual({ nivel: 'licenciatura_master', nome: 'Máster Universitario en Psicología Clínica y de la Salud' });
  });
  it('negative: a máster with an alternative after it is not named over the degree; a grao alone keeps its name (gl, es)', () => {
    const gl = ler('Segunda. Requisitos. Estar en posesión do título de Grao en Farmacia e do Máster en Farmacia Hospitalaria ou habilitación equivalente.');
    const es = ler('Segunda. Requisitos. Estar en posesión del título de Grado en Psicología.');
    expect(gl.titulacion?.valor.nome).not.toBe('Máster en Farmacia Hospitalaria');
    expect(es.titulacion?.valor).toEqual({ nivel: 'grao', nome: 'Grado en Psicología' });
  });
});

describe('dev20 classes: a grao named by the regulated profession it gives access to', () => {
  it('"título de grao que habilite para… a profesión regulada de X, ou do título de X": the level, no name (gl, es)', () => {
    const gl = ler('Segunda. Requisitos. Estar en posesión dun título universitario oficial de grao que habilite para o exercicio da profesión regulada de enxeñeiro/a técnico/a de obras públicas, ou do título de enxeñeiro/a técnico/a de obras públicas.');
    const es = ler('Segunda. Requisitos. Estar en posesión de un título universitario oficial de grado que habilite para el ejercicio de la profesión regulada de ingeniero/a técnico/a agrícola, o del título de ingeniero/a técnico/a agrícola.');
    expect(gl.titulacion?.valor).toEqual({ nivel: 'grao' });
    expect(es.titulacion?.valor).toEqual({ nivel: 'grao' });
  });
  it('negative: a grao named by its field keeps its name with its older title (gl, es)', () => {
    const gl = ler('Segunda. Requisitos. Estar en posesión do título de Grao en Enxeñaría Civil ou do título de enxeñeiro/a técnico/a de obras públicas.');
    const es = ler('Segunda. Requisitos. Estar en posesión del título de Grado en Trabajo Social o Diplomatura en Trabajo Social.');
    expect(gl.titulacion?.valor.nome).toBeDefined();
    expect(es.titulacion?.valor).toEqual({ nivel: 'grao', nome: 'Grado en Trabajo Social o Diplomatura en Trabajo Social' });
  });
});
