import { datas, lectorDeProba, lista } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording dev22 showed at its first run (issue 22, twenty-fourth pass), each in
 * Galician and Spanish, with probes where the fix must not fire.
 */
const ler = lectorDeProba('2048-06-12', 'BOP A Coruña');

describe('dev22 classes: the date of a governing council\'s act is no exam date', () => {
  it('"Acuerdo del Consejo de Gobierno de 14 de diciembre de 2047 … resuelve convocar pruebas selectivas" dates no test (es, gl)', () => {
    const es = ler('En cumplimiento de lo dispuesto en el Acuerdo del Consejo de Gobierno de 14 de diciembre de 2047, por el que se aprueba la oferta de empleo público, este Rectorado resuelve convocar pruebas selectivas para el ingreso en la Escala Administrativa.\nLas solicitudes se presentarán en el plazo de veinte días hábiles.', 'convocatoria_bases', '', '2048-06-12', 'BOE');
    const gl = ler('En cumprimento do disposto no Acordo do Consello de Goberno do 20 de marzo de 2048, polo que se aproba a oferta de emprego público, esta reitoría resolve convocar probas selectivas para o ingreso na escala administrativa.\nAs solicitudes presentaranse no prazo de vinte días hábiles.', 'convocatoria_bases', '', '2048-06-12', 'DOG');
    expect(es.datasExame).toBeUndefined();
    expect(gl.datasExame).toBeUndefined();
  });
  it('negative: a test the council\'s sentence dates itself is still read (es, gl)', () => {
    const es = ler('Conforme al Acuerdo del Consejo de Gobierno, el primer ejercicio se celebrará el día 14 de septiembre de 2048, a las 10.00 horas.', 'convocatoria_bases', '', '2048-06-12', 'BOE');
    const gl = ler('Segundo o acordo do Consello de Goberno, o primeiro exercicio realizarase o día 2 de outubro de 2048, ás 10.00 horas.', 'convocatoria_bases');
    expect(datas(es)).toEqual(['2048-09-14']);
    expect(datas(gl)).toEqual(['2048-10-02']);
  });
});

describe('dev22 classes: the period to challenge the tribunal, with the verb', () => {
  it('"poderán recusar os membros do tribunal no prazo de dez días hábiles…" is no application period (gl, es)', () => {
    const gl = ler('Designouse o tribunal cualificador do proceso selectivo para a provisión dunha praza de conserxe.\nAs persoas aspirantes poderán recusar os membros do tribunal no prazo de dez días hábiles contados a partir do día seguinte ao da publicación deste anuncio no Boletín Oficial da Provincia.', 'tribunal');
    const es = ler('Se designó el tribunal calificador del proceso selectivo para la provisión de una plaza de Conserje.\nLos aspirantes podrán recusar a los miembros del tribunal en el plazo de diez días hábiles contados a partir del día siguiente al de la publicación de este anuncio en el Boletín Oficial de la Provincia.', 'tribunal');
    expect(gl.prazo).toBeUndefined();
    expect(es.prazo).toBeUndefined();
  });
  it('negative: the application period of a call is still read beside it (gl, es)', () => {
    const gl = ler('Convócase unha praza de conserxe. As solicitudes presentaranse no prazo de dez días hábiles contados a partir do día seguinte ao da publicación deste anuncio no Boletín Oficial da Provincia.');
    const es = ler('Se convoca una plaza de Conserje. Las solicitudes se presentarán en el plazo de diez días hábiles contados a partir del día siguiente al de la publicación de este anuncio en el Boletín Oficial de la Provincia.');
    expect(gl.prazo?.valor).toEqual({ cantidade: 10, unidade: 'dias_habiles', desde: 'bop' });
    expect(es.prazo?.valor).toEqual({ cantidade: 10, unidade: 'dias_habiles', desde: 'bop' });
  });
});

describe('dev22 classes: a reserve inside the free places counted again', () => {
  it('"doce prazas, das cales dez … libre e dúas … promoción interna. Das dez prazas da quenda de acceso libre resérvase unha…": total 12 (gl, es)', () => {
    const gl = ler('Convócase proceso selectivo para cubrir doce prazas do corpo administrativo, subgrupo C1, das cales dez corresponden á quenda de acceso libre e dúas á quenda de promoción interna.\nDas dez prazas da quenda de acceso libre resérvase unha para persoas cun grao de discapacidade igual ou superior ao 33 %.');
    const es = ler('Se convocan pruebas selectivas para cubrir nueve plazas del Cuerpo Administrativo, subgrupo C1, de las cuales siete corresponden al turno libre y dos al turno de promoción interna.\nDe las siete plazas del turno libre se reserva una para personas con discapacidad de grado igual o superior al 33 por ciento.');
    expect(gl.prazas?.valor).toEqual({ total: 12, libre: 10, promocionInterna: 2, discapacidade: 1 });
    expect(es.prazas?.valor).toEqual({ total: 9, libre: 7, promocionInterna: 2, discapacidade: 1 });
  });
  it('negative: a disability turn of its own beside the free places is still added (gl, es)', () => {
    const gl = ler('Convócanse once prazas de auxiliar administrativo, subgrupo C2: dez pola quenda de acceso libre e unha pola quenda de reserva para persoas con discapacidade.');
    const es = ler('Se convocan once plazas de Auxiliar Administrativo, subgrupo C2: diez por el turno libre y una por el turno de reserva para personas con discapacidad.');
    expect(gl.prazas?.valor).toEqual({ total: 11, libre: 10, discapacidade: 1 });
    expect(es.prazas?.valor).toEqual({ total: 11, libre: 10, discapacidade: 1 });
  });
});

describe('dev22 classes: "ingreso na categoría" of a health-service call is statutory staff', () => {
  it('a call "para o ingreso na categoría de…" whose places give "a condición de persoal estatutario fixo": no staff type (gl, es)', () => {
    const gl = ler('Resolución pola que se convoca concurso-oposición para o ingreso na categoría de técnico/a en coidados auxiliares de enfermaría.\nPrimeira. Prazas convocadas\nConvócanse trinta prazas da categoría de técnico/a en coidados auxiliares de enfermaría (subgrupo C2). As persoas que superen o proceso adquirirán a condición de persoal estatutario fixo do Servizo Galego de Saúde.', 'convocatoria_bases', '', '2048-06-12', 'DOG');
    const es = ler('Resolución por la que se convoca concurso-oposición para el ingreso en la categoría de celador/a.\nPrimera. Plazas convocadas\nSe convocan veinte plazas de la categoría de celador/a. Las personas que superen el proceso adquirirán la condición de personal estatutario fijo del Servicio Gallego de Salud.', 'convocatoria_bases', '', '2048-06-12', 'DOG');
    expect(gl.tipoPersoal).toBeUndefined();
    expect(es.tipoPersoal).toBeUndefined();
  });
  it('negative: "ingreso na escala" of a council or university is still career civil service (gl, es)', () => {
    const gl = ler('Resolución pola que se convocan probas selectivas para o ingreso na escala administrativa, subgrupo C1.\nPrimeira. Convócanse dúas prazas da escala administrativa.', 'convocatoria_bases', '', '2048-06-12', 'DOG');
    const es = ler('Resolución por la que se convocan pruebas selectivas para el ingreso en la Escala de Gestión, subgrupo A2.\nPrimera. Se convocan dos plazas de la Escala de Gestión.', 'convocatoria_bases', '', '2048-06-12', 'BOE');
    expect(gl.tipoPersoal?.valor).toBe('funcionario_carreira');
    expect(es.tipoPersoal?.valor).toBe('funcionario_carreira');
  });
});

describe('dev22 classes: one person counted with both genders fills a post', () => {
  it('"nomeamento interino, por execución de programa de carácter temporal, dun/dunha técnico/a…": bolsa false (gl, es)', () => {
    const gl = ler('Convocatoria e bases para o nomeamento interino, por execución de programa de carácter temporal, dun/dunha axente de emprego e desenvolvemento local.\n1.ª Obxecto\nO obxecto é o nomeamento como funcionario/a interino/a dun/dunha axente de emprego e desenvolvemento local, subgrupo A2, para a execución do programa subvencionado.', 'convocatoria_bases', 'Convocatoria e bases para o nomeamento interino, por execución de programa de carácter temporal, dun/dunha axente de emprego e desenvolvemento local');
    const es = ler('Convocatoria y bases para el nombramiento interino, por ejecución de programa de carácter temporal, de un/a agente de empleo y desarrollo local.\n1.ª Objeto\nEs objeto de la convocatoria el nombramiento como funcionario/a interino/a de un/a agente de empleo y desarrollo local, subgrupo A2, para la ejecución del programa subvencionado.', 'convocatoria_bases', 'Convocatoria y bases para el nombramiento interino, por ejecución de programa de carácter temporal, de un/a agente de empleo y desarrollo local');
    expect(gl.bolsa?.valor).toBe(false);
    expect(es.bolsa?.valor).toBe(false);
  });
  it('negative: a list of interim staff to be formed, counting no one, is still a pool (gl, es)', () => {
    const gl = ler('Bases para a formación dunha lista de reserva para o nomeamento interino de auxiliares administrativos/as.\n1. Obxecto\nÉ obxecto destas bases a formación dunha lista de reserva para o nomeamento interino de auxiliares administrativos/as, subgrupo C2.', 'bolsa_emprego');
    const es = ler('Bases para la formación de una lista de reserva para el nombramiento interino de auxiliares administrativos/as.\n1. Objeto\nEs objeto de estas bases la formación de una lista de reserva para el nombramiento interino de auxiliares administrativos/as, subgrupo C2.', 'bolsa_emprego');
    expect(gl.bolsa?.valor).toBe(true);
    expect(es.bolsa?.valor).toBe(true);
  });
});

describe('dev22 classes: cards whose count line says "Número de prazas:"', () => {
  it('"Denominación: X. Subgrupo: A2. Número de prazas: 1. Quenda: libre." per post: a list of posts (gl, es)', () => {
    const gl = ler('Primeira. Obxecto\nDenominación: técnico/a de medio ambiente. Subgrupo: A2. Número de prazas: 1. Quenda: libre. Sistema: concurso-oposición.\nDenominación: conserxe. Subgrupo: C2. Número de prazas: 3. Quenda: libre. Sistema: oposición.\nSegunda. Requisitos');
    const es = ler('Primera. Objeto\nDenominación: Técnico/a de Medio Ambiente. Subgrupo: A2. Número de plazas: 2. Turno: libre. Sistema: concurso-oposición.\nDenominación: Conserje. Subgrupo: C2. Número de plazas: 1. Turno: libre. Sistema: oposición.\nSegunda. Requisitos');
    expect(lista(gl)).toEqual(['Técnico/a de medio ambiente|1|A2', 'Conserxe|3|C2']);
    expect(gl.posto).toBeUndefined();
    expect(lista(es)).toEqual(['Técnico/a de Medio Ambiente|2|A2', 'Conserje|1|C2']);
    expect(es.prazas).toBeUndefined();
  });
  it('negative: one card with "Número de prazas:" is one post with its places (gl, es)', () => {
    const gl = ler('Primeira. Obxecto\nDenominación: técnico/a de medio ambiente. Subgrupo: A2. Número de prazas: 2. Quenda: libre. Sistema: concurso-oposición.\nSegunda. Requisitos');
    const es = ler('Primera. Objeto\nDenominación: Conserje. Subgrupo: C2. Número de plazas: 3. Turno: libre. Sistema: oposición.\nSegunda. Requisitos');
    expect(gl.postos).toBeUndefined();
    expect(gl.posto?.valor.nome).toBe('Técnico/a de medio ambiente');
    expect(gl.prazas?.valor.total).toBe(2);
    expect(es.postos).toBeUndefined();
    expect(es.prazas?.valor.total).toBe(3);
  });
});

describe('dev22 classes: an offer\'s staff-type heading with "Ningunha praza" below it', () => {
  it('an offer of one laboral post whose civil-service heading says "Ningunha praza.": read like one process (gl, es)', () => {
    const gl = ler('Aprobouse a oferta de emprego público deste concello para o exercicio 2048, co seguinte detalle:\nPERSOAL LABORAL FIXO\nDenominación do posto: Peón/a de obras. Grupo de clasificación: agrupacións profesionais. Número de prazas: 1. Sistema de acceso: concurso-oposición.\nPERSOAL FUNCIONARIO DE CARREIRA\nNingunha praza.', 'oep');
    const es = ler('Se aprobó la oferta de empleo público de este ayuntamiento para el ejercicio 2048, con el siguiente detalle:\nPERSONAL FUNCIONARIO DE CARRERA\nNinguna plaza.\nPERSONAL LABORAL FIJO\nDenominación del puesto: Peón/a de obras. Grupo de clasificación: agrupaciones profesionales. Número de plazas: 1. Sistema de acceso: concurso-oposición.', 'oep');
    expect(gl.tipoPersoal?.valor).toBe('laboral_fixo');
    expect(gl.posto?.valor.nome).toBe('Peón/a de obras');
    expect(gl.bolsa?.valor).toBe(false);
    expect(es.tipoPersoal?.valor).toBe('laboral_fixo');
    expect(es.posto?.valor.nome).toBe('Peón/a de obras');
  });
  it('negative: an offer with a post under each staff type is several processes: no facts (gl, es)', () => {
    const gl = ler('Aprobouse a oferta de emprego público deste concello para o exercicio 2048, co seguinte detalle:\nPERSOAL LABORAL FIXO\nDenominación do posto: Peón/a de obras. Grupo de clasificación: agrupacións profesionais. Número de prazas: 1.\nPERSOAL FUNCIONARIO DE CARREIRA\nDenominación: Auxiliar administrativo/a. Subgrupo: C2. Número de prazas: 1.', 'oep');
    const es = ler('Se aprobó la oferta de empleo público de este ayuntamiento para el ejercicio 2048, con el siguiente detalle:\nPERSONAL FUNCIONARIO DE CARRERA\nDenominación: Auxiliar Administrativo/a. Subgrupo: C2. Número de plazas: 1.\nPERSONAL LABORAL FIJO\nDenominación del puesto: Peón/a de obras. Grupo de clasificación: agrupaciones profesionales. Número de plazas: 1.', 'oep');
    expect(gl.posto).toBeUndefined();
    expect(gl.tipoPersoal).toBeUndefined();
    expect(es.posto).toBeUndefined();
    expect(es.tipoPersoal).toBeUndefined();
  });
});

describe('dev22 classes: two FP titles of one level sharing only a stem are two titles', () => {
  it('"técnico en Electromecánica de Vehículos… ou do título de técnico en Equipos Electrónicos…": level only (gl, es)', () => {
    const gl = ler('Segunda. Requisitos\na) Estar en posesión do título de técnico en Electromecánica de Vehículos Automóbiles ou do título de técnico en Equipos Electrónicos de Consumo, ou equivalentes.');
    const es = ler('Segunda. Requisitos\na) Estar en posesión del título de Técnico Superior en Automatización y Robótica Industrial o del título de Técnico Superior en Automoción, o equivalentes.');
    expect(gl.titulacion?.valor).toEqual({ nivel: 'bacharelato_tecnico' });
    expect(es.titulacion?.valor).toEqual({ nivel: 'tecnico_superior' });
  });
  it('negative: a title and its older one sharing a word of the field keep the name (gl, es)', () => {
    const gl = ler('Segunda. Requisitos\na) Estar en posesión do título de técnico superior en Desenvolvemento de Aplicacións Web ou do título de técnico superior en Desenvolvemento de Aplicacións Informáticas.');
    const es = ler('Segunda. Requisitos\na) Estar en posesión del título de Técnico en Sistemas Microinformáticos y Redes o del título de Técnico en Explotación de Sistemas Informáticos.');
    expect(gl.titulacion?.valor.nome).toBe('Técnico superior en Desenvolvemento de Aplicacións Web ou técnico superior en Desenvolvemento de Aplicacións Informáticas');
    expect(es.titulacion?.valor.nome).toBe('Técnico en Sistemas Microinformáticos y Redes o Técnico en Explotación de Sistemas Informáticos');
  });
});

describe('dev22 classes: the profession a habilitating máster or grao opens, between it and its older title', () => {
  it('"máster universitario en Enxeñaría Agronómica, que habilite para o exercicio da profesión regulada de enxeñeiro/a agrónomo/a, ou do título de enxeñeiro/a agrónomo/a": the máster and its older title (gl)', () => {
    const master = ler('Segunda. Requisitos\nd) Estar en posesión do título de máster universitario en Enxeñaría Agronómica, que\nhabilite para o exercicio da profesión regulada de enxeñeiro/a agrónomo/a, ou do título\nde enxeñeiro/a agrónomo/a. e) Acreditar o Celga 4.');
    const grao = ler('Segunda. Requisitos\nEstar en posesión do título de Grao en Arquitectura Técnica que habilite para o exercicio da profesión regulada de arquitecto/a técnico/a, ou do título de arquitecto/a técnico/a.');
    expect(master.titulacion?.valor).toEqual({ nivel: 'licenciatura_master', nome: 'Máster universitario en Enxeñaría Agronómica ou enxeñeiro/a agrónomo/a' });
    expect(grao.titulacion?.valor).toEqual({ nivel: 'grao', nome: 'Grao en Arquitectura Técnica ou arquitecto/a técnico/a' });
  });
  it('"Máster Universitario en Ingeniería de Caminos, Canales y Puertos que habilite para el ejercicio de la profesión regulada de…, o del título de…": the máster and its older title (es)', () => {
    const es = ler('Segunda. Requisitos\nEstar en posesión del título de Máster Universitario en Ingeniería de Caminos, Canales y Puertos que habilite para el ejercicio de la profesión regulada de Ingeniero de Caminos, Canales y Puertos, o del título de Ingeniero de Caminos, Canales y Puertos.');
    const grado = ler('Segunda. Requisitos\nEstar en posesión del título de Grado en Ingeniería Civil, que habilita para el ejercicio de la profesión regulada de Ingeniero Técnico de Obras Públicas, o del título de Ingeniero Técnico de Obras Públicas.');
    expect(es.titulacion?.valor).toEqual({ nivel: 'licenciatura_master', nome: 'Máster Universitario en Ingeniería de Caminos, Canales y Puertos o Ingeniero de Caminos, Canales y Puertos' });
    expect(grado.titulacion?.valor).toEqual({ nivel: 'grao', nome: 'Grado en Ingeniería Civil o Ingeniero Técnico de Obras Públicas' });
  });
  it('negative: a grao named by its profession alone, or a máster followed by another máster, names no title (gl, es)', () => {
    const gl = ler('Segunda. Requisitos\nEstar en posesión dun título universitario oficial de grao que habilite para o exercicio da profesión regulada de enxeñeiro/a técnico/a industrial, ou do título de enxeñeiro/a técnico/a industrial.');
    const es = ler('Segunda. Requisitos\nEstar en posesión del título de Máster Universitario en Ingeniería Industrial que habilite para el ejercicio de la profesión regulada de Ingeniero Industrial, o del título de Máster en Ingeniería Agronómica.');
    expect(gl.titulacion?.valor).toEqual({ nivel: 'grao' });
    expect(es.titulacion?.valor).toEqual({ nivel: 'licenciatura_master' });
  });
});
