import { lectorDeProba, lista, datas } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording the held-out dev15 showed at its first run (issue 22, eighteenth pass),
 * each in Galician and Spanish, with probes where the fix must not fire.
 */
const ler = lectorDeProba('2035-05-10', 'BOP Lugo');

describe('dev15 classes (eighteenth pass): a list of the people to hire, each counted', () => {
  it('"…a contratación…, das seguintes persoas:" above counted dash items with their group (gl, es)', () => {
    const gl = 'Primeira. Obxecto\nÉ obxecto destas bases a selección, para a súa contratación laboral temporal durante nove meses con cargo ao obradoiro de emprego, das seguintes persoas:\n- Un/unha director/a do obradoiro, grupo A1.\n- Un/unha mestre/a de carpintaría, grupo C1.\n- Un/unha administrativo/a, grupo C1.\nSegunda. Requisitos\nAs persoas aspirantes deberán ter dezaoito anos.';
    const es = 'Primera. Objeto\nEs objeto de estas bases la selección, para su contratación como personal laboral temporal con cargo al plan de empleo local, de las siguientes personas:\n- Un/a técnico/a de turismo, grupo A2.\n- Un/a informador/a turístico/a, grupo C1.\nSegunda. Requisitos\nLas personas aspirantes deberán tener dieciocho años.';
    const g = ler(gl);
    expect(lista(g)).toEqual(['Director/a do obradoiro|1|A1', 'Mestre/a de carpintaría|1|C1', 'Administrativo/a|1|C1']);
    expect(g.grupo).toBeUndefined();
    expect(lista(ler(es))).toEqual(['Técnico/a de turismo|1|A2', 'Informador/a turístico/a|1|C1']);
  });
  it('a list of named people to appoint, or of admitted people, is no list of posts (gl, es)', () => {
    const gl = ler('Primeiro. Nomear funcionarios/as de carreira, na praza de auxiliar administrativo/a, ás seguintes persoas:\n- ***4321** Castro Pena, Uxía.\n- ***8765** Vilar Souto, Brais.', 'nomeamento');
    const es = ler('Primero. Aprobar la contratación, tras el proceso de selección, de las siguientes personas:\n- Doña Marta Rey Iglesias.\n- Don Pablo Sanz Outeiro.', 'resultados');
    expect(gl.postos).toBeUndefined();
    expect(es.postos).toBeUndefined();
  });
});

describe('dev15 classes (eighteenth pass): a post named after an aside that cites a law', () => {
  it('"nomeamento como persoal funcionario interino, para…(artigo 10.1.c…), dun/dunha X" (gl, es)', () => {
    const gl = ler('Primeira. Obxecto\nÉ obxecto destas bases o nomeamento como persoal funcionario interino, para a execución dun programa temporal (artigo 10.1.c do TREBEP), dun/dunha Técnico/a de Xuventude, subgrupo A2, por un período de dezaoito meses.');
    const es = ler('Primera. Objeto\nEs objeto de estas bases el nombramiento como personal funcionario interino, para la ejecución de un programa temporal (art. 10.1.c del TREBEP), de un/a Educador/a Familiar, subgrupo A2, durante doce meses.');
    expect(gl.posto?.valor.nome).toBe('Técnico/a de Xuventude');
    expect(es.posto?.valor.nome).toBe('Educador/a Familiar');
  });
  it('an aside that names a person\'s kind leaves no post: "…, para o programa (artigo 10), dunha persoa…"', () => {
    const gl = ler('Primeira. Obxecto\nÉ obxecto destas bases o nomeamento como persoal funcionario interino, para a execución dun programa temporal (artigo 10.1.c do TREBEP), dunha praza vacante.');
    expect(gl.posto).toBeUndefined();
  });
});

describe('dev15 classes (eighteenth pass): other selection processes named in a step are not this body\'s', () => {
  it('"por coincidir con outros procesos selectivos" leaves the one post, its places and group (gl, es)', () => {
    const gl = ler('Pola Resolución do 2 de marzo convocouse o proceso selectivo para cubrir vinte (20) prazas de bombeiro/a, subgrupo C1, pola quenda libre.\nPor coincidir coa realización doutros procesos selectivos, modifícase o lugar da proba.', 'data_exame');
    const es = ler('Por Resolución de 2 de marzo se convocó el proceso selectivo para cubrir veinte (20) plazas de bombero/a, subgrupo C1, por el turno libre.\nPor coincidir con la realización de otros procesos selectivos, se modifica el lugar de la prueba.', 'data_exame');
    expect(gl.posto?.valor.nome).toBe('Bombeiro/a');
    expect(es.posto?.valor.nome).toBe('Bombero/a');
    for (const f of [gl, es]) {
      expect(f.prazas?.valor).toEqual({ total: 20, libre: 20 });
      expect(f.grupo?.valor).toBe('C1');
    }
  });
  it('a body that itself calls "os procesos selectivos" of several posts still has several (gl)', () => {
    const gl = ler('Primeira. Obxecto\nAs presentes bases rexen os procesos selectivos para cubrir unha praza de arquitecto/a, subgrupo A1, e dúas prazas de peón/oa, agrupacións profesionais.');
    expect(gl.posto).toBeUndefined();
  });
});

describe('dev15 classes (eighteenth pass): an exam date withdrawn by the next sentence', () => {
  it('"…fixárase o primeiro exercicio para o 4 de outubro. …, queda sen efecto a dita data." (gl, es)', () => {
    const gl = ler('Pola Resolución do 1 de xullo fixárase a realización do primeiro exercicio para o 4 de outubro de 2035. Por coincidir con outras probas, queda sen efecto a dita data.\nPrimeiro. Convocar as persoas aspirantes para a realización do primeiro exercicio o día 11 de outubro de 2035, ás 10.00 horas.', 'data_exame');
    const es = ler('Por Resolución de 1 de julio se fijó la realización del primer ejercicio para el 4 de octubre de 2035. Por coincidir con otras pruebas, se deja sin efecto dicha fecha.\nPrimero. Convocar a las personas aspirantes para la realización del primer ejercicio el día 11 de octubre de 2035, a las 10:00 horas.', 'data_exame');
    expect(datas(gl)).toEqual(['2035-10-11']);
    expect(datas(es)).toEqual(['2035-10-11']);
  });
  it('a withdrawal of something else keeps the date before it (gl)', () => {
    const gl = ler('O primeiro exercicio realizarase o día 4 de outubro de 2035, ás 10.00 horas. Queda sen efecto a lista provisional de persoas excluídas.', 'data_exame');
    expect(datas(gl)).toEqual(['2035-10-04']);
  });
});

describe('dev15 classes (eighteenth pass): a period opened after a clause about another act', () => {
  it('"Como consecuencia da ampliación…, aprobada por…, ábrese un novo prazo…" (es, gl)', () => {
    const es = ler('Como consecuencia de la ampliación del número de plazas, aprobada por la Junta de Gobierno Local, se abre un nuevo plazo de presentación de solicitudes de quince días naturales contados a partir del día siguiente al de la publicación de esta corrección en el «Boletín Oficial del Estado».', 'correccion', '', '2035-05-10', 'BOE');
    const gl = ler('Como consecuencia da ampliación do número de prazas, aprobada pola Xunta de Goberno Local, ábrese un novo prazo de presentación de solicitudes de quince días naturais contados desde o día seguinte ao da publicación desta corrección no Boletín Oficial da Provincia.', 'correccion');
    expect(es.prazo?.valor).toEqual({ cantidade: 15, unidade: 'dias_naturais', desde: 'boe' });
    expect(gl.prazo?.valor).toEqual({ cantidade: 15, unidade: 'dias_naturais', desde: 'bop' });
  });
  it('a period to amend after an approved list is still no period to apply (es)', () => {
    const es = ler('Aprobada la lista provisional de admitidos, se abre un plazo de diez días hábiles para subsanar los defectos, contados a partir del día siguiente al de la publicación en el «Boletín Oficial del Estado».', 'admitidos', '', '2035-05-10', 'BOE');
    expect(es.prazo).toBeUndefined();
  });
});

describe('dev15 classes (eighteenth pass): the sede named as the board of a later step', () => {
  it('"…exposta no taboleiro electrónico da sede da Universidade (https://sede.…)" (gl, es)', () => {
    const gl = ler('Primeiro. Aprobar a relación provisional de persoas admitidas e excluídas. A relación completa está exposta no taboleiro electrónico da sede da Universidade (https://sede.exemplo.gal).', 'admitidos', '', '2035-05-10', 'DOG');
    const es = ler('Primero. Aprobar la relación provisional de personas admitidas y excluidas. La relación completa se encuentra expuesta en el tablón electrónico de la sede de la Universidad (https://sede.ejemplo.es).', 'admitidos', '', '2035-05-10', 'BOE');
    expect(gl.sedeElectronica?.valor).toBe('https://sede.exemplo.gal');
    expect(es.sedeElectronica?.valor).toBe('https://sede.ejemplo.es');
  });
  it('a plain website in that section is still no sede (es)', () => {
    const es = ler('Primero. Aprobar la relación provisional de personas admitidas y excluidas, que se publicará en la página web de la Universidad (https://www.ejemplo.es).', 'admitidos', '', '2035-05-10', 'BOE');
    expect(es.sedeElectronica).toBeUndefined();
  });
});

describe('dev15 classes (eighteenth pass): a stabilisation "de emprego temporal" fills permanent posts', () => {
  it('a later step of a stabilisation that counts its place is no pool (gl, es)', () => {
    const gl = ler('Unha vez rematado o proceso de estabilización de emprego temporal para a cobertura dunha praza de Conserxe, persoal laboral fixo, RESOLVE: contratar a dona Ana Pérez.', 'resultados');
    const es = ler('Finalizado el proceso de estabilización de empleo temporal para la cobertura de una plaza de Conserje, personal laboral fijo, se resuelve contratar a doña Ana Pérez.', 'resultados');
    expect(gl.bolsa?.valor).toBe(false);
    expect(es.bolsa?.valor).toBe(false);
  });
  it('a step that names a temporary hiring besides stays without a pool figure (gl)', () => {
    const gl = ler('Unha vez rematado o proceso para a cobertura dunha praza de Conserxe mediante contratación laboral temporal, RESOLVE: contratar a dona Ana Pérez.', 'resultados');
    expect(gl.bolsa).toBeUndefined();
  });
});
