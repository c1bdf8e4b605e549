import { lectorDeProba, lista } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording dev18 showed at its first run (issue 22, twenty-first pass), each in
 * Galician and Spanish, with probes where the fix must not fire.
 */
const ler = lectorDeProba('2044-05-10', 'BOP A Coruña');

describe('dev18 classes: a table of posts with a column of the assimilated group', () => {
  it('"Grupo de asimilación" is the group column, and a title cut at "mediante" names no post (gl, es)', () => {
    const gl = ler(
      'Bases para a provisión de tres prazas de persoal laboral fixo, mediante concurso-oposición\nBASE 1. OBXECTO\nÉ obxecto destas bases a provisión, como persoal laboral fixo, das prazas que se relacionan:\nCódigo  Denominación  N.º de prazas  Grupo de asimilación\nPL-01  Xardineiro/a  2  Agrupacións profesionais\nPL-02  Albanel  1  C2',
    );
    const es = ler(
      'Bases para la provisión de tres plazas de personal laboral fijo, mediante concurso\nBASE 1. OBJETO\nEs objeto de estas bases la provisión, como personal laboral fijo, de las plazas que se relacionan:\nCódigo  Denominación  N.º de plazas  Grupo de asimilación\nLB-03  Fontanero/a  1  C2\nLB-04  Auxiliar de biblioteca  2  C1',
    );
    expect(lista(gl)).toEqual(['Xardineiro/a|2|AP', 'Albanel|1|C2']);
    expect(lista(es)).toEqual(['Fontanero/a|1|C2', 'Auxiliar de biblioteca|2|C1']);
  });
  it('negative: one post named after "mediante" in the title is still that post, and no list (gl)', () => {
    const gl = ler('Bases para a provisión dunha praza de persoal laboral fixo, mediante concurso-oposición, de conserxe\n1. OBXECTO\nConvócase unha praza de conserxe, agrupacións profesionais.');
    expect(gl.posto?.valor.nome).toBe('Conserxe');
    expect(gl.postos).toBeUndefined();
  });
});

describe('dev18 classes: a list led by its count and its turn', () => {
  it('"N prazas pola quenda de promoción interna: dúas de X, unha de Y" lists the posts, each of that turn (gl, es)', () => {
    const gl = ler('Primeira. Obxecto. Convócanse tres prazas pola quenda de promoción interna: dúas de auxiliar de biblioteca (subgrupo C2) e unha de arquivero/a (subgrupo A2).');
    const es = ler('Primera. Objeto. Se convocan cinco plazas por el turno libre: tres de Bombero/a (subgrupo C1) y dos de Cabo de bomberos (subgrupo C1).');
    expect(lista(gl)).toEqual(['Auxiliar de biblioteca|2|C2', 'Arquivero/a|1|A2']);
    expect(gl.postos?.valor.map((p) => p.quenda)).toEqual(['promocionInterna', 'promocionInterna']);
    expect(lista(es)).toEqual(['Bombero/a|3|C1', 'Cabo de bomberos|2|C1']);
    expect(es.postos?.valor.map((p) => p.quenda)).toEqual(['libre', 'libre']);
  });
  it('negative: the turns of one post after its count ("tres prazas pola quenda libre: dúas… e unha…") are no list (gl)', () => {
    const gl = ler('Primeira. Obxecto. Convócanse tres prazas de conserxe pola quenda libre: dúas de xornada completa e unha de media xornada.');
    expect(gl.postos).toBeUndefined();
    expect(gl.posto?.valor.nome).toBe('Conserxe');
  });
});

describe('dev18 classes: announced lists of posts in lines', () => {
  it('headings of turn inside an announced list keep the list and give its items their turn (es, gl)', () => {
    const es = ler('Se han publicado las bases para proveer las siguientes plazas de personal funcionario de carrera:\nPor el sistema de concurso-oposición, turno libre:\n– Una plaza de Arquitecto/a, subgrupo A1 (reservada a personas con discapacidad).\nPor el sistema de concurso-oposición, turno de promoción interna:\n– Dos plazas de Delineante, subgrupo C1.', 'extracto_convocatoria');
    const gl = ler('Publícanse as bases para prover as seguintes prazas de persoal funcionario de carreira:\nPola quenda de promoción interna:\n– Dúas prazas de Técnico/a de xestión, subgrupo A2.\nPola quenda libre:\n– Unha praza de Auxiliar de arquivo, subgrupo C2.', 'extracto_convocatoria');
    expect(lista(es)).toEqual(['Arquitecto/a|1|A1', 'Delineante|2|C1']);
    expect(es.postos?.valor.map((p) => p.quenda)).toEqual(['libre', 'promocionInterna']);
    expect(lista(gl)).toEqual(['Técnico/a de xestión|2|A2', 'Auxiliar de arquivo|1|C2']);
    expect(gl.postos?.valor.map((p) => p.quenda)).toEqual(['promocionInterna', 'libre']);
  });
  it('workers counted in the lead-in, each post counted after its name, are the list (gl, es)', () => {
    const gl = ler('1. OBXECTO. Contratación laboral temporal, por seis meses, de catro traballadores/as para o obradoiro municipal:\n- Mestre/a de obras: un posto.\n- Albanel: tres postos.\n2. REQUISITOS. Ter cumpridos dezaoito anos.');
    const es = ler('1. OBJETO. Contratación laboral temporal, por tres meses, de cinco trabajadores/as para la cuadrilla forestal:\n- Capataz/a: un puesto.\n- Peón/a forestal: cuatro puestos.\n2. REQUISITOS. Tener dieciocho años.');
    expect(lista(gl)).toEqual(['Mestre/a de obras|1|', 'Albanel|3|']);
    expect(lista(es)).toEqual(['Capataz/a|1|', 'Peón/a forestal|4|']);
    expect(gl.posto).toBeUndefined();
  });
  it('negative: lines below such a lead-in that print no count are its duties, not posts (gl)', () => {
    const gl = ler('1. OBXECTO. Contratación laboral temporal de dous traballadores/as para as seguintes tarefas:\n- Limpeza de camiños.\n- Desbroce de cunetas.\nO posto é de peón/peoa forestal.');
    expect(gl.postos).toBeUndefined();
  });
});

describe('dev18 classes: the terms a call is made on are no post', () => {
  it('"prazas de persoal estatutario fixo con suxeición ás seguintes bases" names no second post (gl, es)', () => {
    const gl = ler('Esta dirección resolve convocar concurso-oposición para o acceso a prazas de persoal estatutario fixo con suxeición ás seguintes\nBases:\n1. Prazas convocadas.\n1.1. Convócanse 40 prazas da categoría de celador/a (agrupacións profesionais), pola quenda libre.', 'convocatoria_bases', '', '2044-05-10', 'DOG');
    const es = ler('Se resuelve convocar concurso-oposición para el acceso a plazas de personal laboral fijo con sujeción a las siguientes\nBases:\n1. Plazas convocadas.\n1.1. Se convocan 12 plazas de la categoría de fisioterapeuta (subgrupo A2), por el turno libre.', 'convocatoria_bases', '', '2044-05-10', 'DOG');
    expect(gl.postos).toBeUndefined();
    expect(gl.posto?.valor.nome).toBe('Celador/a');
    expect(gl.prazas?.valor).toEqual({ total: 40, libre: 40 });
    expect(es.postos).toBeUndefined();
    expect(es.posto?.valor.nome).toBe('Fisioterapeuta');
  });
  it('negative: a post whose name opens with "con" is still read ("condutor/a") (gl)', () => {
    const gl = ler('1. Obxecto. Convócase unha praza de condutor/a de maquinaria, subgrupo C2, pola quenda libre.');
    expect(gl.posto?.valor.nome).toBe('Condutor/a de maquinaria');
  });
});

describe('dev18 classes: degree levels', () => {
  it('"título universitario oficial de Licenciatura, Ingeniería… o Máster" is of the levels named, not any degree (es, gl)', () => {
    const es = ler('2. Requisitos.\nTitulación: estar en posesión del título universitario oficial de Licenciatura, Arquitectura o Máster Universitario.');
    const gl = ler('2. Requisitos.\nTitulación: estar en posesión do título universitario oficial de Licenciatura, Enxeñaría ou Máster Universitario.');
    expect(es.titulacion?.valor.nivel).toBe('licenciatura_master');
    expect(gl.titulacion?.valor.nivel).toBe('licenciatura_master');
  });
  it('negative: a bare "título universitario" is still a grao (gl)', () => {
    const gl = ler('2. Requisitos.\nEstar en posesión dun título universitario oficial ou en condicións de obtelo.');
    expect(gl.titulacion?.valor.nivel).toBe('grao');
  });
  it('"non se esixe estar en posesión de ningunha das titulacións" is ningunha (gl, es)', () => {
    const gl = ler('2. Requisitos.\nc) Titulación: non se esixe estar en posesión de ningunha das titulacións do sistema educativo.');
    const es = ler('2. Requisitos.\nc) Titulación: no se exige estar en posesión de ninguna de las titulaciones del sistema educativo.');
    expect(gl.titulacion?.valor.nivel).toBe('ningunha');
    expect(es.titulacion?.valor.nivel).toBe('ningunha');
  });
  it('negative: "non estar incurso en ningunha das causas" is no qualification (gl)', () => {
    const gl = ler('2. Requisitos.\nd) Non estar incurso/a en ningunha das causas de incapacidade. e) Estar en posesión do título de bacharel.');
    expect(gl.titulacion?.valor.nivel).toBe('bacharelato_tecnico');
  });
  it('a degree in one lettered requirement beside a merit in another of the same sentence is still required (es, gl)', () => {
    const es = ler('Segunda. Requisitos. b) Tener dieciséis años. c) Estar en posesión del certificado de escolaridad o equivalente. d) El carné de manipulador se valorará como mérito.');
    const gl = ler('Segunda. Requisitos. b) Ter dezaseis anos. c) Estar en posesión do título de graduado en ESO ou equivalente. d) O coñecemento de informática valorarase como mérito.');
    expect(es.titulacion?.valor.nivel).toBe('certificado_escolaridade');
    expect(gl.titulacion?.valor.nivel).toBe('eso');
  });
  it('negative: a degree named as a merit in its own lettered part is no requirement (gl)', () => {
    const gl = ler('Quinta. Méritos. a) Experiencia no posto. b) Estar en posesión dun título de grao valorarase con 2 puntos.');
    expect(gl.titulacion).toBeUndefined();
  });
});

describe('dev18 classes: Galician in a list of lettered requirements', () => {
  it('"non se esixe" of the degree in another lettered part is not the Galician requirement (gl, es)', () => {
    const gl = ler('2. Requisitos. b) Ter dezaseis anos. c) Titulación: non se esixe ningunha titulación. d) Lingua galega: quen non acredite o Celga 2 realizará unha proba de galego.');
    const es = ler('2. Requisitos. b) Tener dieciséis años. c) Titulación: no se exige titulación alguna. d) Lengua gallega: quien no acredite el Celga 2 realizará una prueba de gallego.');
    expect(gl.galego?.valor).toEqual({ requisito: 'exame' });
    expect(es.galego?.valor).toEqual({ requisito: 'exame' });
  });
  it('"no se exige el gallego, que se valorará como mérito" is ningun (es, gl)', () => {
    const es = ler('Segunda. Requisitos. b) Tener dieciséis años. c) No se exige el conocimiento de la lengua gallega, que se valorará como mérito en caso de empate.');
    const gl = ler('Segunda. Requisitos. b) Ter dezaseis anos. c) Non se esixe o coñecemento da lingua galega, que se valorará como mérito en caso de empate.');
    expect(es.galego?.valor).toEqual({ requisito: 'ningun' });
    expect(gl.galego?.valor).toEqual({ requisito: 'ningun' });
  });
  it('negative: the Celga only as a merit gives none, even after another "non se esixe" (gl)', () => {
    const gl = ler('Quinta. Méritos. Non se esixe experiencia previa; o Celga 4 valorarase con 1 punto.');
    expect(gl.galego).toBeUndefined();
  });
});

describe('dev18 classes: the post\'s name', () => {
  it('a post named by the general scale keeps the subscale printed after it (es, gl)', () => {
    const es = ler('Se han publicado las bases para proveer en propiedad una plaza de la escala de Administración General, subescala Administrativa, mediante el sistema de oposición, en turno libre.', 'extracto_convocatoria', '', '2044-05-10', 'BOE');
    const gl = ler('Publicáronse as bases para prover unha praza da escala de Administración Xeral, subescala de Xestión, mediante concurso-oposición, pola quenda libre.', 'extracto_convocatoria', '', '2044-05-10', 'BOE');
    expect(es.posto?.valor.nome).toBe('Escala de Administración General, subescala Administrativa');
    expect(gl.posto?.valor.nome).toBe('Escala de Administración Xeral, subescala de Xestión');
  });
  it('negative: a post named before its scale keeps its own name (gl)', () => {
    const gl = ler('Convócase unha praza de conserxe, escala de Administración Xeral, subescala Subalterna, agrupacións profesionais.');
    expect(gl.posto?.valor.nome).toBe('Conserxe');
  });
  it('the workplace after the post ("no complexo…", "en el complejo…") is not part of its name (gl, es)', () => {
    const gl = ler('Convocatoria para a constitución dunha bolsa de emprego de operario/a de planta no Complexo Ambiental do Morrazo.', 'bolsa_emprego');
    const es = ler('Convocatoria para la constitución de una bolsa de empleo de peón/a de mantenimiento en el Complejo Deportivo Municipal.', 'bolsa_emprego');
    expect(gl.posto?.valor.nome).toBe('Operario/a de planta');
    expect(es.posto?.valor.nome).toBe('Peón/a de mantenimiento');
  });
  it('negative: "técnico/a de instalacións deportivas" keeps its field (gl)', () => {
    const gl = ler('Convocatoria para a constitución dunha bolsa de emprego de técnico/a de instalacións deportivas.', 'bolsa_emprego');
    expect(gl.posto?.valor.nome).toBe('Técnico/a de instalacións deportivas');
  });
});

describe('dev18 classes: a workshop staff call', () => {
  it('what goes with the application in an aside after it ("a súa solicitude, co currículo e…, no prazo") names no other period (gl, es)', () => {
    const gl = ler('As persoas interesadas presentarán a súa solicitude, co currículo e a documentación acreditativa, no rexistro municipal no prazo de oito días hábiles contados desde o seguinte ao da publicación deste anuncio no Boletín Oficial da Provincia.');
    const es = ler('Las personas interesadas presentarán su solicitud, junto con el currículo y la documentación acreditativa, en el registro municipal en el plazo de ocho días hábiles contados desde el siguiente al de la publicación de este anuncio en el Boletín Oficial de la Provincia.');
    expect(gl.prazo?.valor).toMatchObject({ cantidade: 8, unidade: 'dias_habiles', desde: 'bop' });
    expect(es.prazo?.valor).toMatchObject({ cantidade: 8, unidade: 'dias_habiles', desde: 'bop' });
  });
  it('negative: the documents of the person proposed, in their own period, are still no application period (gl)', () => {
    const gl = ler('A persoa proposta deberá presentar a documentación acreditativa no prazo de cinco días hábiles desde a publicación da proposta.');
    expect(gl.prazo).toBeUndefined();
  });
  it('the age of people selected in another process is no requirement of this call (gl, es)', () => {
    const gl = ler('Requisitos do persoal docente: ter o título esixido. O alumnado traballador, que se seleccionará noutro proceso, deberá ter 18 ou máis anos.');
    const es = ler('Requisitos del personal docente: tener el título exigido. El alumnado trabajador, que se seleccionará en otro proceso, deberá tener 25 o más años.');
    expect(gl.idade).toBeUndefined();
    expect(es.idade).toBeUndefined();
  });
  it('negative: the call\'s own age requirement is still read (gl)', () => {
    const gl = ler('Requisitos: ter 18 ou máis anos e estar desempregado/a.');
    expect(gl.idade?.valor).toEqual({ minima: 18 });
  });
  it('a Celga level for each staff ("o persoal docente o Celga 4 e o persoal de apoio o Celga 3") is none of the call\'s (gl, es)', () => {
    const gl = ler('Requisitos. O persoal docente deberá acreditar o Celga 4 e o persoal de apoio o Celga 3.');
    const es = ler('Requisitos. El personal directivo deberá acreditar el Celga 4 y el personal auxiliar el Celga 2.');
    expect(gl.galego).toBeUndefined();
    expect(es.galego).toBeUndefined();
  });
  it('negative: one Celga level for all staff is the requirement (gl)', () => {
    const gl = ler('Requisitos. Todo o persoal deberá acreditar o Celga 3.');
    expect(gl.galego?.valor).toEqual({ requisito: 'celga', nivel: 3 });
  });
});

describe('dev18 classes: the pool of a later step', () => {
  it('an appointment that cites the pool\'s order of call is from that pool (gl, es)', () => {
    const gl = ler('Por Resolución da Alcaldía, vista a necesidade de cubrir temporalmente o posto de conserxe, e de acordo coa orde da bolsa de emprego de conserxes aprobada por resolución do 2 de febreiro, resolvín:\nPrimeiro.- Nomear funcionario interino a D. Xoán Vila Souto.', 'nomeamento');
    const es = ler('Por Resolución de la Alcaldía, vista la necesidad de cubrir temporalmente el puesto de conserje, y de acuerdo con el orden de la bolsa de empleo de conserjes aprobada por resolución de 2 de febrero, resuelvo:\nPrimero.- Nombrar funcionario interino a D. Juan Vila Souto.', 'nomeamento');
    expect(gl.bolsa?.valor).toBe(true);
    expect(es.bolsa?.valor).toBe(true);
  });
  it('negative: an appointment to a counted place that names no pool is no pool step (gl)', () => {
    const gl = ler('Á vista da proposta do tribunal do proceso para cubrir unha praza de conserxe, resolvín nomear funcionario de carreira a D. Xoán Vila Souto.', 'nomeamento');
    expect(gl.bolsa?.valor).not.toBe(true);
  });
  it('a reserve list of those who passed "sen obter praza", for interim appointments, does not make the appointment a pool step (gl, es)', () => {
    const gl = ler('Resolvín nomear funcionario de carreira, na praza de arquitecto/a, a D. Xoán Vila, aprobado no proceso para cubrir unha praza de arquitecto/a.\nConstituír unha lista de reserva coas persoas aspirantes que superaron os exercicios sen obter praza, para nomeamentos interinos.', 'nomeamento');
    const es = ler('Resuelvo nombrar funcionario de carrera, en la plaza de arquitecto/a, a D. Juan Vila, aprobado en el proceso para cubrir una plaza de arquitecto/a.\nConstituir una lista de reserva con los aspirantes que superaron los ejercicios sin obtener plaza, para nombramientos interinos.', 'nomeamento');
    expect(gl.bolsa?.valor).toBe(false);
    expect(es.bolsa?.valor).toBe(false);
  });
});

describe('dev18 classes: a system for each turn, line by line', () => {
  it('"Quenda de acceso libre: oposición." and "Quenda de promoción interna: concurso-oposición." leave the call no system (gl, es)', () => {
    const gl = ler('I.1. Convócanse vinte prazas do corpo auxiliar.\nI.2. Sistema de selección.\nI.2.1. Quenda de acceso libre: oposición.\nI.2.2. Quenda de promoción interna: concurso-oposición.', 'convocatoria_bases', '', '2044-05-10', 'DOG');
    const es = ler('1.1. Se convocan veinte plazas de la escala auxiliar.\n1.2. Sistema de selección.\n1.2.1. Turno de acceso libre: oposición.\n1.2.2. Turno de promoción interna: concurso-oposición.', 'convocatoria_bases', '', '2044-05-10', 'BOE');
    expect(gl.sistema).toBeUndefined();
    expect(es.sistema).toBeUndefined();
  });
  it('negative: the same system on each turn\'s line is the call\'s (gl)', () => {
    const gl = ler('I.1. Convócanse vinte prazas do corpo auxiliar.\nI.2. Sistema de selección: oposición.\nI.2.1. Quenda de acceso libre: oposición.\nI.2.2. Quenda de promoción interna: oposición.', 'convocatoria_bases', '', '2044-05-10', 'DOG');
    expect(gl.sistema?.valor).toBe('oposicion');
  });
});

describe('dev18 classes: a plain website is no sede', () => {
  it('an address named as a "páxina web", near electronic filing, is no sede (gl, es)', () => {
    const gl = ler('4. Solicitudes. Presentaranse por vía electrónica, a través da aplicación de inscrición accesible desde a páxina web da Fundación (www.fundacionexemplo.org).');
    const es = ler('4. Solicitudes. Se presentarán por vía electrónica, mediante la aplicación accesible desde la página web del Consorcio (www.consorcioejemplo.es).');
    expect(gl.sedeElectronica).toBeUndefined();
    expect(es.sedeElectronica).toBeUndefined();
  });
  it('negative: a sede address is still read when a website is named too (gl)', () => {
    const gl = ler('4. Solicitudes. Presentaranse na sede electrónica do Concello (https://sede.exemplo.gal), e a información publicarase na páxina web municipal.');
    expect(gl.sedeElectronica?.valor).toBe('https://sede.exemplo.gal');
  });
});

describe('dev18 classes: two titles listed apart', () => {
  it('"título de Técnico en X, do de Técnico en Y ou doutro equivalente" names no title when the fields differ (gl, es)', () => {
    const gl = ler('2. Requisitos.\na) Estar en posesión do título de Técnico en Mantemento Electromecánico, do de Técnico en Instalacións Eléctricas e Automáticas ou doutro equivalente.');
    const es = ler('2. Requisitos.\na) Estar en posesión del título de Técnico en Soldadura y Calderería, del de Técnico en Mecanizado o de otro equivalente.');
    expect(gl.titulacion?.valor).toEqual({ nivel: 'bacharelato_tecnico' });
    expect(es.titulacion?.valor).toEqual({ nivel: 'bacharelato_tecnico' });
  });
  it('negative: a title and its renamed older equivalent joined by "ou" keep their names (gl)', () => {
    const gl = ler('2. Requisitos.\na) Estar en posesión do título de Técnico en Instalacións Eléctricas e Automáticas ou de Técnico en Equipos e Instalacións Electrotécnicas.');
    expect(gl.titulacion?.valor.nome).toBe('Técnico en Instalacións Eléctricas e Automáticas ou Técnico en Equipos e Instalacións Electrotécnicas');
  });
});

describe('dev18 classes: a fee said apart from the group', () => {
  it('a sentence that restates the post\'s group and then its fee gives the group (es, gl)', () => {
    const es = ler('Advertidos errores en las bases, se procede a su corrección.\nSe recuerda que el nombramiento se efectuará como funcionario/a interino/a, Grupo A, Subgrupo A2, mediante el sistema de concurso-oposición, y que la tasa por derechos de examen es de 25 euros.', 'correccion');
    const gl = ler('Advertidos erros nas bases, procédese á súa corrección.\nLembrase que o nomeamento farase como funcionario/a interino/a, grupo C, subgrupo C1, mediante o sistema de concurso-oposición, e que a taxa por dereitos de exame é de 15 euros.', 'correccion');
    expect(es.grupo?.valor).toBe('A2');
    expect(gl.grupo?.valor).toBe('C1');
  });
  it('negative: a fee table\'s rows by subgroup give no group (gl)', () => {
    const gl = ler('Advertidos erros nas bases, procédese á súa corrección.\nA taxa é a seguinte: subgrupo A1, 30 euros; subgrupo C2, 12 euros.', 'correccion');
    expect(gl.grupo).toBeUndefined();
  });
});
