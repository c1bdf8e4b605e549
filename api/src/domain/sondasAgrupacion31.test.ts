import { agrupar } from './procesos.js';
import { ids, lido, xunto } from './test/sondas.js';

/**
 * Probes for the class of error the thirty-first grouping set (agrupacion31) showed at its first run, in our own
 * wording, Galician and Spanish, with negatives (docs/processes.md, "Forty-fifth pass"): a Xunta step that names the
 * scale of a corps and, in a bracket after it, the speciality ("…do proceso selectivo da escala de saúde pública e
 * administración sanitaria (farmacia)"), its body naming neither the call nor the post, named no post and no speciality:
 * among the Xunta's other open processes it started its own, split from its call.
 */

const org = 'Consellería de Facenda e Administración Pública';
const dxfp = 'Consellería de Facenda e Administración Pública';
/** A call of the corps facultativo superior, scale of public health, with its speciality (gl). */
const call = (esp: string, quenda = 'acceso libre', fecha = '2077-01-12') => lido('DOG', fecha,
  `ORDE do 28 de decembro de 2076 pola que se convoca o proceso selectivo para o ingreso no corpo facultativo superior da Xunta de Galicia, subgrupo A1, escala de saúde pública e administración sanitaria, especialidade de ${esp}${quenda === 'acceso libre' ? '' : ', pola quenda de promoción interna'}.`, org,
  `Acórdase convocar o proceso selectivo para o ingreso no corpo facultativo superior da Xunta de Galicia, subgrupo A1, escala de saúde pública e administración sanitaria, especialidade de ${esp}, polo sistema de oposición. Convócanse seis prazas pola quenda de ${quenda}. As solicitudes presentaranse no prazo de vinte días hábiles contados a partir do día seguinte ao da publicación desta orde no Diario Oficial de Galicia.`);
/** Another Xunta process open the same months: a step naming nothing is not its body's only open process. */
const outra = () => lido('DOG', '2077-01-12', 'ORDE do 28 de decembro de 2076 pola que se convoca o proceso selectivo para o ingreso no corpo de xestión da Administración xeral da Comunidade Autónoma de Galicia, subgrupo A2, escala de sistemas e tecnoloxía da información.', org,
  'Acórdase convocar o proceso selectivo para o ingreso no corpo de xestión, escala de sistemas e tecnoloxía da información, polo sistema de oposición. Convócanse doce prazas pola quenda de acceso libre.');
const lista = (titulo: string, texto: string, fecha = '2077-04-20') => lido('DOG', fecha, titulo, dxfp, texto);

describe('a Xunta step naming the scale and, in a bracket after it, the speciality', () => {
  const glBracket = (esp: string) => lista(`RESOLUCIÓN do 12 de abril de 2077, da Dirección Xeral da Función Pública, pola que se eleva a definitiva a relación de persoas admitidas e excluídas e se determina o lugar, a data e a hora do primeiro exercicio do proceso selectivo da escala de saúde pública e administración sanitaria (${esp}).`,
    'Elévase a definitiva a relación de persoas aspirantes admitidas e excluídas. Convócanse as persoas admitidas para a realización do primeiro exercicio o sábado 22 de maio de 2077, ás 10.00 horas.');
  const esBracket = (esp: string) => lista(`RESOLUCIÓN de 12 de abril de 2077, de la Dirección General de la Función Pública, por la que se eleva a definitiva la relación de personas admitidas y excluidas y se determina el lugar, la fecha y la hora del primer ejercicio del proceso selectivo de la escala de salud pública y administración sanitaria (${esp}).`,
    'Se eleva a definitiva la relación de personas aspirantes admitidas y excluidas. Se convoca a las personas admitidas a la realización del primer ejercicio el sábado 22 de mayo de 2077, a las 10.00 horas.');

  it('gl: "…da escala de saúde pública e administración sanitaria (farmacia)" joins the pharmacy call (failed before)', () => {
    const f = call('farmacia'); const o = outra(); const s = glBracket('farmacia');
    expect(xunto(agrupar([f, o, s]), s)).toEqual(ids(f, s));
  });
  it('es: "…de la escala de salud pública y administración sanitaria (farmacia)" joins the pharmacy call (failed before)', () => {
    const f = call('farmacia'); const o = outra(); const s = esBracket('farmacia');
    expect(xunto(agrupar([f, o, s]), s)).toEqual(ids(f, s));
  });
  it('gl: the bracket with the word, "(especialidade de farmacia)" (failed before)', () => {
    const f = call('farmacia'); const o = outra();
    const s = lista('RESOLUCIÓN do 12 de abril de 2077, da Dirección Xeral da Función Pública, pola que se aproba a relación provisional de persoas admitidas e excluídas no proceso selectivo da escala de saúde pública e administración sanitaria (especialidade de farmacia).',
      'Apróbase a relación provisional de persoas admitidas e excluídas. As persoas excluídas dispoñen de dez días hábiles para emendar o defecto.');
    expect(xunto(agrupar([f, o, s]), s)).toEqual(ids(f, s));
  });
  it('es: the speciality after a comma in the title, its body naming nothing (failed before)', () => {
    const f = call('farmacia'); const o = outra();
    const s = lista('RESOLUCIÓN de 12 de abril de 2077, de la Dirección General de la Función Pública, por la que se aprueba la relación provisional de personas admitidas y excluidas en el proceso selectivo de la escala de salud pública y administración sanitaria, especialidad de farmacia.',
      'Se aprueba la relación provisional de personas admitidas y excluidas. Las personas excluidas disponen de diez días hábiles para subsanar el defecto.');
    expect(xunto(agrupar([f, o, s]), s)).toEqual(ids(f, s));
  });
  it('es: "del cuerpo facultativo superior (veterinaria)", the pharmacy call first (gl call, es step; failed before)', () => {
    const f = call('farmacia'); const v = call('veterinaria');
    const s = lista('RESOLUCIÓN de 12 de abril de 2077, de la Dirección General de la Función Pública, por la que se hace pública la fecha del primer ejercicio del proceso selectivo del cuerpo facultativo superior (veterinaria).',
      'Se convoca a las personas admitidas a la realización del primer ejercicio el sábado 22 de mayo de 2077.');
    const g = agrupar([f, v, s]);
    expect(xunto(g, s)).toEqual(ids(v, s));
    expect(xunto(g, f)).toEqual(ids(f));
  });
  it('guard: two specialities of the scale called the same day stay apart, each step with its own (gl, es; failed before)', () => {
    const f = call('farmacia'); const v = call('veterinaria'); const o = outra();
    const sf = glBracket('farmacia'); const sv = esBracket('veterinaria');
    const g = agrupar([f, v, o, sf, sv]);
    expect(xunto(g, f)).toEqual(ids(f, sf));
    expect(xunto(g, v)).toEqual(ids(v, sv));
  });
  it('guard: a third speciality in the bracket joins neither (gl; held before, failed on the first try of the fix, joining the other scale\'s call)', () => {
    const f = call('farmacia'); const v = call('veterinaria'); const o = outra(); const s = glBracket('odontoloxía');
    expect(xunto(agrupar([f, v, o, s]), s)).toEqual(ids(s));
  });
  it('guard: another scale of the corps called the same day keeps its own steps (gl; failed before: the steps joined nothing)', () => {
    const f = call('farmacia');
    const e = lido('DOG', '2077-01-12', 'ORDE do 28 de decembro de 2076 pola que se convoca o proceso selectivo para o ingreso no corpo facultativo superior da Xunta de Galicia, subgrupo A1, escala de ciencias, especialidade de química.', org,
      'Acórdase convocar o proceso selectivo para o ingreso no corpo facultativo superior da Xunta de Galicia, subgrupo A1, escala de ciencias, especialidade de química, polo sistema de oposición. Convócanse tres prazas pola quenda de acceso libre.');
    const sf = glBracket('farmacia');
    const se = lista('RESOLUCIÓN do 12 de abril de 2077, da Dirección Xeral da Función Pública, pola que se eleva a definitiva a relación de persoas admitidas e excluídas no proceso selectivo da escala de ciencias (química).',
      'Elévase a definitiva a relación de persoas aspirantes admitidas e excluídas.');
    const g = agrupar([f, e, sf, se]);
    expect(xunto(g, f)).toEqual(ids(f, sf));
    expect(xunto(g, e)).toEqual(ids(e, se));
  });
  it('guard: a free turn and an internal promotion of the speciality stay apart (gl, es; failed before: the steps joined nothing)', () => {
    const l = call('farmacia'); const pi = call('farmacia', 'promoción interna');
    const sl = lista('RESOLUCIÓN do 12 de abril de 2077, da Dirección Xeral da Función Pública, pola que se aproba a relación definitiva de persoas admitidas no proceso selectivo pola quenda de acceso libre da escala de saúde pública e administración sanitaria (farmacia).',
      'Elévase a definitiva a relación de persoas aspirantes admitidas e excluídas pola quenda de acceso libre.');
    const sp = lista('RESOLUCIÓN de 12 de abril de 2077, de la Dirección General de la Función Pública, por la que se aprueba la relación definitiva de personas admitidas en el proceso selectivo por el turno de promoción interna de la escala de salud pública y administración sanitaria (farmacia).',
      'Se eleva a definitiva la relación de personas aspirantes admitidas y excluidas por el turno de promoción interna.');
    const g = agrupar([l, pi, sl, sp]);
    expect(xunto(g, l)).toEqual(ids(l, sl));
    expect(xunto(g, pi)).toEqual(ids(pi, sp));
  });
  it('guard: a bracket of the turn or the offer after the scale is no speciality (gl; held before)', () => {
    const f = call('farmacia'); const v = call('veterinaria'); const o = outra();
    const s = lista('RESOLUCIÓN do 12 de abril de 2077, da Dirección Xeral da Función Pública, pola que se aproba a relación provisional de persoas admitidas no proceso selectivo da escala de saúde pública e administración sanitaria (quenda libre).',
      'Apróbase a relación provisional de persoas admitidas e excluídas.');
    // nothing says which speciality: it joins neither call on its own
    expect(xunto(agrupar([f, v, o, s]), s)).toEqual(ids(s));
  });
});

/**
 * The same class more widely (second part of the pass): the speciality a later step prints after the scale of another
 * Xunta corps, after a Sergas category of specialists, or after a university scale, in a bracket, with its word, or after
 * a comma without it. Two specialities called the same day: each probe runs in both orders of the calls, since before
 * the pass a step whose post both calls hold went to whichever came last (a tie), so one of the two orders failed.
 */
const enAmbasOrdes = (a: ReturnType<typeof lido>, b: ReturnType<typeof lido>, rest: ReturnType<typeof lido>[], s: ReturnType<typeof lido>) =>
  [xunto(agrupar([a, b, ...rest, s]), s), xunto(agrupar([b, a, ...rest, s]), s)];

describe('the speciality after the scale of another Xunta corps (gl, es)', () => {
  const calls = (gl: boolean) => ['forestal', 'agrícola'].map((esp) => gl
    ? lido('DOG', '2077-01-12', `ORDE do 28 de decembro de 2076 pola que se convoca o proceso selectivo para o ingreso no corpo facultativo de grao medio da Xunta de Galicia, subgrupo A2, escala de enxeñaría técnica, especialidade ${esp}.`, org,
      `Acórdase convocar o proceso selectivo para o ingreso no corpo facultativo de grao medio, escala de enxeñaría técnica, especialidade ${esp}, polo sistema de oposición. Convócanse catro prazas pola quenda de acceso libre.`)
    : lido('DOG', '2077-01-12', `ORDEN de 28 de diciembre de 2076 por la que se convoca el proceso selectivo para el ingreso en el cuerpo facultativo de grado medio de la Xunta de Galicia, subgrupo A2, escala de ingeniería técnica, especialidad ${esp}.`, org,
      `Se acuerda convocar el proceso selectivo para el ingreso en el cuerpo facultativo de grado medio, escala de ingeniería técnica, especialidad ${esp}, por el sistema de oposición. Se convocan cuatro plazas por el turno de acceso libre.`));
  it('gl: "…da escala de enxeñaría técnica (forestal)" joins the forestry call (failed before; held after the first fix)', () => {
    const [f, a] = calls(true); const s = lista('RESOLUCIÓN do 12 de abril de 2077, da Dirección Xeral da Función Pública, pola que se eleva a definitiva a relación de persoas admitidas do proceso selectivo da escala de enxeñaría técnica (forestal).', 'Elévase a definitiva a relación de persoas aspirantes admitidas e excluídas.');
    expect(enAmbasOrdes(f, a, [outra()], s)).toEqual([ids(f, s), ids(f, s)]);
  });
  it('es call, es step: "…de la escala de ingeniería técnica (agrícola)" joins the agricultural call (failed before; held after the first fix)', () => {
    const [f, a] = calls(false); const s = lista('RESOLUCIÓN de 12 de abril de 2077, de la Dirección General de la Función Pública, por la que se eleva a definitiva la relación de personas admitidas del proceso selectivo de la escala de ingeniería técnica (agrícola).', 'Se eleva a definitiva la relación de personas aspirantes admitidas y excluidas.');
    expect(enAmbasOrdes(f, a, [outra()], s)).toEqual([ids(a, s), ids(a, s)]);
  });
  it('gl: the speciality after a comma without its word, "…da escala de enxeñaría técnica, forestal" (failed before in one order)', () => {
    const [f, a] = calls(true); const s = lista('RESOLUCIÓN do 12 de abril de 2077, da Dirección Xeral da Función Pública, pola que se eleva a definitiva a relación de persoas admitidas do proceso selectivo da escala de enxeñaría técnica, forestal.', 'Elévase a definitiva a relación de persoas aspirantes admitidas e excluídas.');
    expect(enAmbasOrdes(f, a, [outra()], s)).toEqual([ids(f, s), ids(f, s)]);
  });
});

describe('the speciality after a Sergas category of specialists (gl, es)', () => {
  const sergas = 'Servizo Galego de Saúde';
  const call = (cat: string) => lido('DOG', '2077-01-12', `RESOLUCIÓN do 20 de decembro de 2076, da Dirección Xeral de Recursos Humanos, pola que se convoca concurso-oposición para o acceso á categoría de ${cat} do Servizo Galego de Saúde.`, sergas,
    `Convócase concurso-oposición para cubrir seis prazas da categoría de ${cat}, pola quenda libre.`);
  const tcae = () => call('técnico/a en coidados auxiliares de enfermaría');
  const step = (what: string, gl = true) => lido('DOG', '2077-04-20', gl
    ? `RESOLUCIÓN do 12 de abril de 2077, da Dirección Xeral de Recursos Humanos, pola que se aproba a relación definitiva de persoas admitidas e excluídas e se sinala a data do exercicio do concurso-oposición ${what}.`
    : `RESOLUCIÓN de 12 de abril de 2077, de la Dirección General de Recursos Humanos, por la que se aprueba la relación definitiva de personas admitidas y excluidas y se señala la fecha del ejercicio del concurso-oposición ${what}.`, sergas,
  gl ? 'Elévase a definitiva a relación de persoas aspirantes admitidas e excluídas.' : 'Se eleva a definitiva la relación de personas aspirantes admitidas y excluidas.');
  it('gl: "…da categoría de facultativo/a especialista de área (cardioloxía)" joins cardiology, not paediatrics (failed before in one order)', () => {
    const c = call('facultativo/a especialista de área de cardioloxía'); const p = call('facultativo/a especialista de área de pediatría');
    const s = step('da categoría de facultativo/a especialista de área (cardioloxía)');
    expect(enAmbasOrdes(c, p, [tcae()], s)).toEqual([ids(c, s), ids(c, s)]);
  });
  it('es: "…de técnico/a superior especialista (radiodiagnóstico)" joins radiodiagnosis, not the laboratory (failed before in one order)', () => {
    const l = call('técnico/a superior especialista en laboratorio de diagnóstico clínico'); const r = call('técnico/a superior especialista en radiodiagnóstico');
    const s = step('de la categoría de técnico/a superior especialista (radiodiagnóstico)', false);
    expect(enAmbasOrdes(l, r, [tcae()], s)).toEqual([ids(r, s), ids(r, s)]);
  });
  it('gl: "…, especialidade de cardioloxía" after the category (failed before in one order)', () => {
    const c = call('facultativo/a especialista de área de cardioloxía'); const p = call('facultativo/a especialista de área de pediatría');
    const s = step('da categoría de facultativo/a especialista de área, especialidade de cardioloxía');
    expect(enAmbasOrdes(c, p, [tcae()], s)).toEqual([ids(c, s), ids(c, s)]);
  });
  it('guard: a bracket naming a third speciality of the category joins neither (failed before: it joined one of the two, a tie)', () => {
    const c = call('facultativo/a especialista de área de cardioloxía'); const p = call('facultativo/a especialista de área de pediatría');
    const s = step('da categoría de facultativo/a especialista de área (dermatoloxía)');
    expect(enAmbasOrdes(c, p, [tcae()], s)).toEqual([ids(s), ids(s)]);
  });
});

describe('the speciality after a university scale (gl, es)', () => {
  const usc = 'Universidade de Santiago de Compostela';
  const call = (esp: string) => lido('DOG', '2077-01-12', `RESOLUCIÓN do 20 de decembro de 2076, da Universidade de Santiago de Compostela, pola que se convocan probas selectivas para o ingreso na escala técnica de laboratorio, especialidade de ${esp}.`, usc,
    `Convócanse probas selectivas para cubrir catro prazas da escala técnica de laboratorio, especialidade de ${esp}, polo sistema de concurso-oposición, quenda libre.`);
  const admin = () => lido('DOG', '2077-01-12', 'RESOLUCIÓN do 20 de decembro de 2076, da Universidade de Santiago de Compostela, pola que se convocan probas selectivas para o ingreso na escala administrativa.', usc,
    'Convócanse probas selectivas para cubrir dez prazas da escala administrativa, polo sistema de concurso-oposición, quenda libre.');
  it('gl and es steps naming the speciality in a bracket join their own call (failed before; held after the first fix)', () => {
    const q = call('química'); const b = call('bioloxía');
    const sq = lido('DOG', '2077-04-20', 'RESOLUCIÓN do 12 de abril de 2077, da Xerencia, pola que se aproba a relación definitiva de persoas admitidas das probas selectivas da escala técnica de laboratorio (química).', usc, 'Elévase a definitiva a relación de persoas admitidas e excluídas.');
    const sb = lido('DOG', '2077-04-20', 'RESOLUCIÓN de 12 de abril de 2077, de la Gerencia, por la que se aprueba la relación definitiva de personas admitidas de las pruebas selectivas de la escala técnica de laboratorio (biología).', usc, 'Se eleva a definitiva la relación de personas admitidas y excluidas.');
    expect(enAmbasOrdes(q, b, [admin()], sq)).toEqual([ids(q, sq), ids(q, sq)]);
    expect(enAmbasOrdes(q, b, [admin()], sb)).toEqual([ids(b, sb), ids(b, sb)]);
  });
});
