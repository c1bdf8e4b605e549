import { lectorDeProba, lista } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording dev29 showed at its first run (issue 22, thirty-second pass), each in
 * Galician and Spanish, with probes where the fix must not fire. Tables of cases: [what it shows, text, expected].
 */
const ler = lectorDeProba('2066-03-15', 'DOG');

describe('dev29 classes: the terms the places are called on ("consonte as seguintes bases") are no post', () => {
  it.each([
    ['gl', 'Esta dirección xeral resolve convocar concurso-oposición para o acceso a prazas de persoal estatutario fixo, consonte as seguintes bases:\n1. Prazas convocadas. Convócanse doce prazas da categoría de técnico/a superior en hixiene bucodental (grupo C, subgrupo C1).', 'técnico/a superior en hixiene bucodental', 12],
    ['es', 'Esta dirección general resuelve convocar concurso-oposición para el acceso a plazas de personal estatutario fijo, conforme a las siguientes bases:\n1. Plazas convocadas. Se convocan doce plazas de la categoría de técnico/a superior en higiene bucodental (grupo C, subgrupo C1).', 'técnico/a superior en higiene bucodental', 12],
  ])('%s: one post, its places and group', (_, texto, posto, total) => {
    const f = ler(texto);
    expect(f.postos).toBeUndefined();
    expect(f.posto?.valor.nome.toLowerCase()).toBe(posto);
    expect(f.prazas?.valor.total).toBe(total);
    expect(f.grupo?.valor).toBe('C1');
  });
  it('negative: a list of two posts counted in its lead is still two posts', () => {
    const f = ler('Convócanse tres prazas de persoal laboral fixo: dúas de peón de obras e unha de condutor/a.');
    expect(f.postos?.valor.map((p) => p.nome.toLowerCase())).toEqual(['peón de obras', 'condutor/a']);
  });
});

describe('dev29 classes: the administrative and auxiliary posts keep the general scale joined to their name anywhere in the edict', () => {
  it.each([
    ['gl, the auxiliary, the scale joined in the body', 'Convócanse dez prazas de auxiliar administrativo/a de administración xeral, subgrupo C2, polo sistema de oposición libre.', 'auxiliar administrativo/a de administración xeral'],
    ['es, the auxiliary, the scale joined in the body', 'Se convocan diez plazas de auxiliar administrativo/a de administración general, subgrupo C2, por el sistema de oposición libre.', 'auxiliar administrativo/a de administración general'],
  ])('%s', (_, texto, nome) => {
    expect(ler(texto).posto?.valor.nome.toLowerCase()).toBe(nome);
  });
  it.each([
    ['gl, the title joins it, the body prints it apart', 'Nomeamento de funcionaria de carreira, administrativa de administración xeral', 'Foi nomeada funcionaria de carreira, no proceso convocado para cubrir unha praza de administrativo/a, escala de administración xeral, subescala administrativa, subgrupo C1, pola quenda de promoción interna, D.ª Ana Pérez.', 'administrativo/a de administración xeral'],
    ['es, the title joins it, the body prints it apart', 'Resolución referente a la convocatoria para proveer cuatro plazas de Administrativo de Administración General', 'Se han publicado las bases que han de regir la convocatoria para proveer cuatro plazas de Administrativo, pertenecientes a la escala de Administración General, subescala Administrativa, mediante el sistema de oposición.', 'administrativo de administración general'],
  ])('%s', (_, titulo, texto, nome) => {
    expect(ler(texto, 'convocatoria_bases', titulo).posto?.valor.nome.toLowerCase()).toBe(nome);
  });
  it.each([
    ['gl, the scale printed apart only', 'Convócanse dúas prazas de administrativo/a, escala de administración xeral, subescala administrativa, subgrupo C1.', 'administrativo/a'],
    ['es, the subscale named with the scale is not the post joined to it', 'Se convocan dos plazas de Administrativo/a, subgrupo C1, de la subescala administrativa de administración general.', 'administrativo/a'],
    ['gl, the other post joined to the scale (an auxiliary in the tribunal) leaves the administrative post bare', 'Convócanse dúas prazas de administrativo/a, escala de administración xeral, subgrupo C1.\nSecretaria do tribunal: Ana Pérez, auxiliar administrativa de administración xeral do Concello.', 'administrativo/a'],
  ])('negative (%s)', (_, texto, nome) => {
    expect(ler(texto).posto?.valor.nome.toLowerCase()).toBe(nome);
  });
});

describe('dev29 classes: lists of posts', () => {
  it.each([
    ['gl, the staff announced with its type before "seguinte"', 'O Concello convoca a selección, mediante concurso de méritos e entrevista, do persoal laboral temporal seguinte, por unha duración de doce meses:\n- Un/unha director/a do obradoiro.\n- Un/unha docente de albanelaría.\n- Un/unha auxiliar administrativo/a.', ['Director/a do obradoiro|1|', 'Docente de albanelaría|1|', 'Auxiliar administrativo/a|1|']],
    ['es, the staff announced with its type before "siguiente"', 'El Ayuntamiento convoca la selección, mediante concurso de méritos y entrevista, del personal laboral temporal siguiente, por una duración de doce meses:\n- Un/a director/a del taller.\n- Un/a docente de albañilería.\n- Un/a auxiliar administrativo/a.', ['Director/a del taller|1|', 'Docente de albañilería|1|', 'Auxiliar administrativo/a|1|']],
    ['gl, a promotion list, the origin\'s seniority in brackets', 'A Xunta de Goberno Local aprobou as bases que rexerán os procesos para cubrir, pola quenda de promoción interna, as prazas seguintes:\n- Unha praza de administrativo/a de administración xeral, subgrupo C1 (orixe: subescala auxiliar, subgrupo C2).\n- Unha praza de oficial/a da Policía Local, subgrupo C1 (orixe: categoría de axente da Policía Local, subgrupo C1, con dous anos de antigüidade).', ['Administrativo/a de administración xeral|1|C1', 'Oficial/a da Policía Local|1|C1']],
    ['es, a promotion list, the origin\'s seniority in brackets', 'La Junta de Gobierno Local aprobó las bases que regirán los procesos para cubrir, por el turno de promoción interna, las plazas siguientes:\n- Una plaza de administrativo/a de administración general, subgrupo C1 (origen: subescala auxiliar, subgrupo C2).\n- Una plaza de oficial/a de la Policía Local, subgrupo C1 (origen: categoría de agente de la Policía Local, subgrupo C1, con dos años de antigüedad).', ['Administrativo/a de administración general|1|C1', 'Oficial/a de la Policía Local|1|C1']],
    ['gl, a card\'s qualification line below each item; two posts ending in -ador', 'Primeira. Obxecto. Provisión, como persoal funcionario de carreira, polo sistema de concurso-oposición, das seguintes prazas da escala de administración especial, subescala técnica, clase media:\na) Dúas prazas de traballador/a social, subgrupo A2.\nTitulación: Grao en Traballo Social.\nb) Unha praza de educador/a social, subgrupo A2.\nTitulación: Grao en Educación Social.', ['Traballador/a social|2|A2', 'Educador/a social|1|A2']],
    ['es, a card\'s qualification line below each item; two posts ending in -ador', 'Primera. Objeto. Provisión, como personal funcionario de carrera, por el sistema de concurso-oposición, de las siguientes plazas de la escala de administración especial, subescala técnica, clase media:\na) Dos plazas de trabajador/a social, subgrupo A2.\nTitulación: Grado en Trabajo Social.\nb) Una plaza de educador/a social, subgrupo A2.\nTitulación: Grado en Educación Social.', ['Trabajador/a social|2|A2', 'Educador/a social|1|A2']],
  ])('%s', (_, texto, esperado) => {
    expect(lista(ler(texto))).toEqual(esperado);
  });
  it.each([
    ['gl, a merit of seniority in the list\'s line still ends it (guard)', 'Convócanse as prazas seguintes:\n- Unha praza de conserxe, agrupacións profesionais.\nValoraranse os servizos prestados con dous anos de antigüidade como conserxe.', undefined],
    ['es, one scale\'s places by turn are one post (guard)', 'Se convocan, por el sistema de oposición, las siguientes plazas del cuerpo auxiliar, subgrupo C2:\n- Turno libre: diez plazas.\n- Turno de promoción interna: dos plazas.', undefined],
    ['gl, one post of the same words in gl and es is one post (guard)', 'Convócase unha praza de traballador/a social, subgrupo A2.\nSe convoca una plaza de trabajador/a social, subgrupo A2.', undefined],
  ])('negative (%s)', (_, texto, esperado) => {
    expect(lista(ler(texto))).toEqual(esperado);
  });
});

describe('dev29 classes: a Xunta professional grouping, its name whole and its career staff', () => {
  it.each([
    ['gl', 'Orde pola que se convoca o proceso selectivo para o ingreso na agrupación profesional de persoal funcionario subalterno da Xunta de Galicia.\nConvócase proceso selectivo para cubrir corenta prazas da agrupación profesional de persoal funcionario subalterno da Xunta de Galicia, pola quenda de acceso libre.', 'agrupación profesional de persoal funcionario subalterno da xunta de galicia'],
    ['es', 'Orden por la que se convoca el proceso selectivo para el ingreso en la agrupación profesional de personal funcionario subalterno de la Xunta de Galicia.\nSe convoca proceso selectivo para cubrir cuarenta plazas de la agrupación profesional de personal funcionario subalterno de la Xunta de Galicia, por el turno de acceso libre.', 'agrupación profesional de personal funcionario subalterno de la xunta de galicia'],
  ])('%s', (_, texto, nome) => {
    const f = ler(texto);
    expect(f.posto?.valor.nome.toLowerCase()).toBe(nome);
    expect(f.tipoPersoal?.valor).toBe('funcionario_carreira');
    expect(f.grupo?.valor).toBe('AP');
  });
  it.each([
    ['gl, a category "de persoal funcionario" still ends there', 'Convócanse dúas prazas de conserxe de persoal funcionario, agrupacións profesionais.', 'conserxe'],
    ['es, a statutory category still ends at its staff', 'Se convocan doce plazas de técnico/a superior en documentación sanitaria de personal estatutario fijo.', 'técnico/a superior en documentación sanitaria'],
  ])('negative (%s)', (_, texto, nome) => {
    expect(ler(texto).posto?.valor.nome.toLowerCase()).toBe(nome);
  });
  it('negative: a laboral grouping hired as staff is no career post', () => {
    expect(ler('Bases para a contratación laboral temporal dun/dunha peón, asimilado ás agrupacións profesionais.').tipoPersoal?.valor).not.toBe('funcionario_carreira');
  });
});

describe('dev29 classes: the turn said of the call in a sentence of its own ("La convocatoria se realiza… en turno libre")', () => {
  const boe = (texto: string) => ler(`II. AUTORIDADES Y PERSONAL\nB. Oposiciones y concursos\nADMINISTRACIÓN LOCAL\n${texto}`, 'correccion', '', '2066-11-19', 'BOE');
  it.each([
    ['es', 'Advertido error en la Resolución de 20 de octubre de 2066, se procede a su rectificación:\nDonde dice: «…tres plazas de Auxiliar de Biblioteca, subgrupo C2…», debe decir: «…dos plazas de Auxiliar de Biblioteca, subgrupo C2…».\nLa convocatoria se realiza como personal funcionario de carrera, mediante el sistema de oposición, en turno libre.', { total: 2, libre: 2 }],
    ['gl', 'Advertido erro na Resolución do 20 de outubro de 2066, procédese á súa rectificación:\nOnde di: «…tres prazas de Auxiliar de Biblioteca, subgrupo C2…», debe dicir: «…dúas prazas de Auxiliar de Biblioteca, subgrupo C2…».\nA convocatoria realízase como persoal funcionario de carreira, mediante o sistema de oposición, pola quenda libre.', { total: 2, libre: 2 }],
  ])('%s', (_, texto, prazas) => {
    expect(boe(texto).prazas?.valor).toEqual(prazas);
  });
  it('negative (es): a former call\'s turn is not this call\'s', () => {
    expect(boe('Advertido error en la Resolución de 20 de octubre de 2066, se procede a su rectificación:\nDonde dice: «…tres plazas de Auxiliar de Biblioteca, subgrupo C2…», debe decir: «…dos plazas de Auxiliar de Biblioteca, subgrupo C2…».\nEn la anterior convocatoria, hecha en turno libre, no se cubrió ninguna.').prazas?.valor).toEqual({ total: 2 });
  });
});

describe('dev29 classes: a PDF line opening with an ordinal in lower case goes on the sentence ("…do" / "primeiro exercicio o día…")', () => {
  const lugo = (texto: string) => ler(texto, 'data_exame', '', '2066-06-10', 'BOP Lugo');
  it.each([
    ['gl', 'Terceiro. Convocar as persoas aspirantes admitidas para a realización do\nprimeiro exercicio o día 06/07/2066, ás 10.00 horas, no salón de actos.', ['2066-07-06']],
    ['es', 'Tercero. Convocar a las personas aspirantes admitidas para la realización del\nsegundo ejercicio el día 06/07/2066, a las 10.00 horas, en el salón de actos.', ['2066-07-06']],
  ])('%s', (_, texto, esperado) => {
    expect(lugo(texto).datasExame?.map((d) => d.valor)).toEqual(esperado);
  });
  it.each([
    ['gl, a capitalised ordinal opens a point: the tribunal\'s day is no exam', 'Segundo. O tribunal constituirase o 1 de xullo de 2066 ás 9.00 horas\nTerceiro. O tribunal reunirase para a valoración de méritos o día 8 de xullo de 2066.', undefined],
    ['es, a lower-case ordinal after a full stop still opens its own sentence', 'El tribunal se constituirá el 1 de julio de 2066.\nprimero: la valoración de méritos se hará el día 8 de julio de 2066.', undefined],
  ])('negative (%s)', (_, texto, esperado) => {
    expect(lugo(texto).datasExame?.map((d) => d.valor)).toEqual(esperado);
  });
});
