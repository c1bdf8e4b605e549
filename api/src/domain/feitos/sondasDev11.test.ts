import { lerFeitos } from './index.js';

/**
 * Probes of our own for the classes of wording the held-out dev11 showed (issue 22, fourteenth pass), each in Galician
 * and Spanish, asserting what a visitor sees: the post's name, the pool, the staff type, the Galician requirement.
 */
const ler = (texto: string, tipo = 'convocatoria_bases', titulo = '') => lerFeitos(texto, { bop: 'BOP Lugo', titulo, tipo, fecha: '2032-03-03' });
const posto = (t: string, tipo?: string, titulo?: string) => ler(t, tipo, titulo).posto?.valor.nome;

describe('dev11 classes (fourteenth pass): where a post name ends', () => {
  it('the premises cleaned or kept are no part of the name (gl, es)', () => {
    expect(posto('Convócanse tres prazas de limpador/a de dependencias municipais, persoal laboral fixo, polo sistema de concurso-oposición.')).toBe('Limpador/a');
    expect(posto('Se convocan dos plazas de limpiador/a de los edificios municipales, personal laboral fijo, por concurso-oposición.')).toBe('Limpiador/a');
    expect(posto('Se convoca una plaza de conserje para las dependencias del Ayuntamiento, personal laboral fijo.')).toBe('Conserje');
  });
  it('a place of work that names the post stays (gl, es)', () => {
    expect(posto('Convócase unha praza de conserxe de instalacións deportivas, persoal laboral fixo.')).toBe('Conserxe de instalacións deportivas');
    expect(posto('Se convoca una plaza de vigilante de instalaciones deportivas, personal laboral fijo.')).toBe('Vigilante de instalaciones deportivas');
  });
  it('the sentence\'s verb after the name ends it (gl, es)', () => {
    expect(posto('As tarefas do posto de conserxe son a apertura e o peche do colexio e a atención ao público.')).toBe('Conserxe');
    expect(posto('O posto de auxiliar de axuda no fogar é de nova creación no cadro de persoal.')).toBe('Auxiliar de axuda no fogar');
    expect(posto('Las funciones del puesto de conserje comprenden la apertura y el cierre del colegio.')).toBe('Conserje');
    expect(posto('El puesto de peón de obras tiene encomendadas las tareas de mantenimiento de las vías.')).toBe('Peón de obras');
  });
  it('the staff a category is of ends it (gl, es)', () => {
    expect(posto('Convócase concurso-oposición para o acceso á categoría de celador/a de persoal estatutario fixo do Servizo Galego de Saúde.')).toBe('Celador/a');
    expect(posto('Se convoca concurso-oposición para el acceso a la categoría de pinche de personal estatutario fijo del Servicio Gallego de Salud.')).toBe('Pinche');
  });
  it('a participle of the pool after its post ends it (gl, es)', () => {
    expect(posto('Publícase a orde da bolsa de emprego de auxiliares de biblioteca aprobada por Decreto do 3 de marzo de 2032.', 'bolsa_emprego')).toBe('Auxiliar de biblioteca');
    expect(posto('Se hace pública la bolsa de empleo de socorristas creada por Decreto de 5 de mayo de 2032.', 'bolsa_emprego')).toBe('Socorrista');
  });
});

describe('dev11 classes (fourteenth pass): an interim appointed from a pool', () => {
  const gl = 'Por Resolución da Alcaldía do 2 de marzo de 2032, e de acordo coa bolsa de emprego de educadores/as sociais constituída por Resolución do 4 de xaneiro de 2032, nomeouse a dona Lucía Rei Vidal (***4411**) funcionaria interina, educadora social, subgrupo A2, ata a cobertura definitiva da praza.';
  const es = 'Por Decreto de la Alcaldía de 12 de abril de 2032, y conforme a la bolsa de empleo de trabajadores/as sociales aprobada el 3 de enero de 2032, se nombra a doña Marta Gil Pazos (***7788**) funcionaria interina, Trabajadora Social, subgrupo A2.';
  it('is named by the post the person takes, as printed (gl, es)', () => {
    expect(posto(gl, 'nomeamento')).toBe('Educadora social');
    expect(posto(es, 'nomeamento')).toBe('Trabajadora Social');
  });
  it('names the pool of its process (gl, es)', () => {
    expect(ler(gl, 'nomeamento').bolsa?.valor).toBe(true);
    expect(ler(es, 'nomeamento').bolsa?.valor).toBe(true);
  });
  it('from a reserve list, which a call of permanent posts also leaves, says nothing of a pool (gl, es)', () => {
    expect(ler('Por Resolución do 2 de marzo de 2032, e en aplicación da lista de reserva aprobada por Resolución do 5 de xuño de 2031, nomeouse a don Antón Veiga Lema (***1234**) funcionario interino, arquitecto técnico.', 'nomeamento').bolsa).toBeUndefined();
    expect(ler('Por Decreto de 2 de marzo de 2032, y en aplicación de la lista de reserva aprobada el 5 de junio de 2031, se nombra a don Antonio Vega Lema (***1234**) funcionario interino, Arquitecto Técnico.', 'nomeamento').bolsa).toBeUndefined();
  });
});

describe('dev11 classes (fourteenth pass): teachers\' interim lists of a corps and specialty', () => {
  const gl = 'Convócase procedemento para a elaboración de listaxes de aspirantes a desempeñar postos docentes en réxime de interinidade no corpo de mestres, especialidade de educación física, subgrupo A2.';
  const es = 'Se convoca procedimiento para la elaboración de listas de aspirantes a desempeñar puestos en régimen de interinidad en el cuerpo de profesores de enseñanza secundaria, especialidad de matemáticas.';
  it('name the corps with its specialty (gl, es)', () => {
    expect(posto(gl, 'bolsa_emprego')).toBe('Corpo de mestres, especialidade de educación física');
    expect(posto(es, 'bolsa_emprego')).toBe('Cuerpo de profesores de enseñanza secundaria, especialidad de matemáticas');
  });
  it('are a pool of interim civil servants (gl, es)', () => {
    for (const t of [gl, es]) {
      const f = ler(t, 'bolsa_emprego');
      expect(f.bolsa?.valor).toBe(true);
      expect(f.tipoPersoal?.valor).toBe('funcionario_interino');
    }
  });
  it('"en réxime de interinidade" is interim staff, as "en régimen de interinidad" (gl)', () => {
    expect(ler('Bases para o nomeamento en réxime de interinidade dun/dunha arquitecto/a para a oficina técnica municipal.').tipoPersoal?.valor).toBe('funcionario_interino');
  });
});

describe('dev11 classes (fourteenth pass): a later step counting its places by turn', () => {
  it('"N prazas pola quenda…" is a process of permanent posts (gl, es)', () => {
    expect(ler('Mediante Orde do 3 de febreiro convocouse o proceso selectivo para o ingreso no corpo administrativo, para cubrir cinco prazas pola quenda de promoción interna. Apróbase a relación definitiva de persoas admitidas.', 'admitidos').bolsa?.valor).toBe(false);
    expect(ler('Mediante Orden de 3 de febrero se convocó el proceso selectivo para el ingreso en la escala de gestión, para cubrir seis plazas por el turno libre. Se aprueba la relación definitiva de personas admitidas.', 'admitidos').bolsa?.valor).toBe(false);
  });
});

describe('dev11 classes (fourteenth pass): an exemption from "this" exercise with a Celga', () => {
  it('is an exam of Galician, not the Celga as a requirement (gl, es)', () => {
    expect(ler('Cuarto exercicio. Coñecemento do idioma.\nQuedarán exentas de realizar esta proba as persoas que estean en posesión do Celga 3.').galego?.valor).toEqual({ requisito: 'exame' });
    expect(ler('Cuarto ejercicio. Conocimiento del idioma.\nEstarán exentos de este ejercicio quienes acrediten el Celga 4 o equivalente.').galego?.valor).toEqual({ requisito: 'exame' });
  });
  it('a Celga asked as a requirement stays a requirement (gl, es)', () => {
    expect(ler('Requisitos: acreditar o Celga 3 ou equivalente.').galego?.valor).toEqual({ requisito: 'celga', nivel: 3 });
    expect(ler('Requisitos: acreditar el Celga 3 o equivalente.').galego?.valor).toEqual({ requisito: 'celga', nivel: 3 });
  });
});
