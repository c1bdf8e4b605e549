import { classifyEdict } from './clasificador.js';
import { agrupar, chaveDoEdicto } from './procesos.js';
import { ids, lido, xunto } from './test/sondas.js';

/**
 * Probes for the classes of error the twenty-seventh grouping set (agrupacion27) showed at its first run, in our own
 * wording, Galician and Spanish, with negatives (docs/processes.md, "Thirty-ninth pass"): bases "para a contratación
 * laboral temporal do persoal da brigada…" dropped by the classifier (the staff named with its article); a result whose
 * title names the reserve list beside the proposal ("Proposta de contratación e lista de reserva") read as a pool, split
 * from its call; a later step whose title names its post only in a bracket ("…data do exercicio (técnico/a…)"), split.
 */

const clase = (titulo: string, texto = '') => classifyEdict({ bop: 'BOP A Coruña', titulo, organizacion: 'Concello de Boiro', texto });

describe('bases for hiring "do persoal" of a programme are a call', () => {
  it('gl and es (failed before)', () => {
    expect(clase('Bases para a contratación laboral temporal do persoal da brigada de prevención e defensa contra incendios forestais 2026')).toMatchObject({ emprego: true, tipo: 'convocatoria_bases' });
    expect(clase('Bases para la contratación temporal del personal de la brigada de prevención y defensa contra incendios forestales 2026')).toMatchObject({ emprego: true, tipo: 'convocatoria_bases' });
  });
  it('guard: a contract for a service and a grant for hiring stay out (gl, es)', () => {
    expect(clase('Contratación do servizo de limpeza dos centros escolares').emprego).toBe(false);
    expect(clase('Subvención para a contratación do persoal técnico das asociacións').emprego).toBe(false);
    expect(clase('Subvenciones para la contratación del personal de las asociaciones').emprego).toBe(false);
  });
});

describe('a result naming the reserve list beside the proposal stays with its call', () => {
  const org = 'Concello de Boiro';
  it('the kind: a proposal to hire or appoint is a result in Spanish as in Galician (es failed before)', () => {
    expect(clase('Proposta de contratación e lista de reserva. Socorristas').tipo).toBe('resultados');
    expect(clase('Propuesta de contratación y lista de reserva. Socorristas').tipo).toBe('resultados');
    expect(clase('Propuesta de nombramiento como funcionario de carrera. Arquitecto técnico').tipo).toBe('resultados');
  });
  it('gl (failed before)', () => {
    const b = lido('BOP A Coruña', '2026-05-06', 'Bases para a contratación laboral temporal de catro socorristas para a tempada de verán 2026', org,
      'Apróbanse as bases para a selección e contratación laboral temporal de catro socorristas para a tempada de verán. O sistema será o concurso de méritos cunha proba física. As persoas que superen o proceso e non resulten contratadas formarán unha lista de reserva.');
    const r = lido('BOP A Coruña', '2026-06-10', 'Proposta de contratación e lista de reserva. Socorristas, tempada de verán 2026', org,
      'O tribunal propón a contratación laboral temporal de catro socorristas, cuxa relación se publica na sede electrónica. Coas persoas que superaron a proba e non resultaron contratadas fórmase unha lista de reserva.');
    expect(xunto(agrupar([b, r]), r)).toEqual(ids(b, r));
  });
  it('es (failed before)', () => {
    const b = lido('BOP A Coruña', '2026-05-06', 'Bases para la contratación laboral temporal de cuatro socorristas para la temporada de verano 2026', org,
      'Se aprueban las bases para la selección y contratación laboral temporal de cuatro socorristas para la temporada de verano. El sistema será el concurso de méritos con una prueba física. Las personas que superen el proceso y no resulten contratadas formarán una lista de reserva.');
    const r = lido('BOP A Coruña', '2026-06-10', 'Propuesta de contratación y lista de reserva. Socorristas, temporada de verano 2026', org,
      'El tribunal propone la contratación laboral temporal de cuatro socorristas, cuya relación se publica en la sede electrónica. Con las personas que superaron la prueba y no resultaron contratadas se forma una lista de reserva.');
    expect(xunto(agrupar([b, r]), r)).toEqual(ids(b, r));
  });
  it('guard: a pool\'s call and a later list of the same post in its title stay apart from a call of places (gl)', () => {
    const b = lido('BOP A Coruña', '2026-05-06', 'Bases para a provisión en propiedade dunha praza de socorrista', org,
      'Apróbanse as bases para a provisión en propiedade dunha praza de socorrista, persoal laboral fixo, por concurso-oposición.');
    const l = lido('BOP A Coruña', '2026-06-10', 'Lista de reserva de socorristas. Orde definitiva', org,
      'Publícase a orde definitiva da lista de reserva de socorristas para contratacións temporais.');
    expect(xunto(agrupar([b, l]), l)).toEqual(ids(l));
  });
});

describe('a step that names its post only in its title\'s bracket', () => {
  const org = 'Consellería de Sanidade';
  it('gl (failed before)', () => {
    const c = lido('DOG', '2026-05-08', 'RESOLUCIÓN do 27 de abril de 2026, da Dirección Xeral de Recursos Humanos, pola que se convoca concurso-oposición para o acceso á categoría de técnico/a superior especialista en radioterapia.', org,
      'Esta dirección xeral resolve convocar concurso-oposición para cubrir 20 prazas da categoría de técnico/a superior especialista en radioterapia.');
    const o = lido('DOG', '2026-05-08', 'RESOLUCIÓN do 27 de abril de 2026, da Dirección Xeral de Recursos Humanos, pola que se convoca concurso-oposición para o acceso á categoría de técnico/a superior especialista en laboratorio de diagnóstico clínico.', org,
      'Esta dirección xeral resolve convocar concurso-oposición para cubrir 30 prazas da categoría de técnico/a superior especialista en laboratorio de diagnóstico clínico.');
    const d = lido('DOG', '2026-09-04', 'RESOLUCIÓN do 28 de agosto de 2026, da Dirección Xeral de Recursos Humanos, pola que se aproba a relación definitiva de persoas admitidas e se anuncia a data do exercicio da fase de oposición (técnico/a superior especialista en radioterapia).', org,
      'Apróbase a relación definitiva de persoas admitidas e excluídas e convócase ás persoas aspirantes á realización do exercicio o 4 de outubro de 2026, ás 10.00 horas.');
    expect(xunto(agrupar([c, o, d]), d)).toEqual(ids(c, d));
  });
  it('es (failed before)', () => {
    const c = lido('DOG', '2026-05-08', 'RESOLUCIÓN de 27 de abril de 2026, de la Dirección General de Recursos Humanos, por la que se convoca concurso-oposición para el acceso a la categoría de técnico/a superior especialista en radioterapia.', org,
      'Esta dirección general resuelve convocar concurso-oposición para cubrir 20 plazas de la categoría de técnico/a superior especialista en radioterapia.');
    const o = lido('DOG', '2026-05-08', 'RESOLUCIÓN de 27 de abril de 2026, de la Dirección General de Recursos Humanos, por la que se convoca concurso-oposición para el acceso a la categoría de técnico/a superior especialista en laboratorio de diagnóstico clínico.', org,
      'Esta dirección general resuelve convocar concurso-oposición para cubrir 30 plazas de la categoría de técnico/a superior especialista en laboratorio de diagnóstico clínico.');
    const d = lido('DOG', '2026-09-04', 'RESOLUCIÓN de 28 de agosto de 2026, de la Dirección General de Recursos Humanos, por la que se aprueba la relación definitiva de personas admitidas y se anuncia la fecha del ejercicio de la fase de oposición (técnico/a superior especialista en radioterapia).', org,
      'Se aprueba la relación definitiva de personas admitidas y excluidas y se convoca a las personas aspirantes a la realización del ejercicio el 4 de octubre de 2026, a las 10.00 horas.');
    expect(xunto(agrupar([c, o, d]), d)).toEqual(ids(c, d));
  });
  it('guard: a bracket holding a reference names no post, a text naming a scale keeps it (gl, es)', () => {
    const d = lido('DOG', '2026-09-04', 'RESOLUCIÓN do 28 de agosto de 2026 pola que se anuncia a data do exercicio (DOG núm. 87, do 8 de maio de 2026).', org,
      'Convócase ás persoas aspirantes á realización do exercicio o 4 de outubro de 2026.');
    expect(chaveDoEdicto(d).posto).toBe('');
    const e = lido('DOG', '2026-09-04', 'RESOLUCIÓN de 28 de agosto de 2026 por la que se señala la fecha del primer ejercicio (farmacéuticos/as de salud pública).', 'Consellería de Facenda',
      'Se eleva a definitiva la relación de personas admitidas en el proceso selectivo de la escala de salud pública y administración sanitaria, especialidad de farmacia, y se convoca al primer ejercicio el 12 de diciembre de 2026.');
    expect(chaveDoEdicto(e).posto).not.toMatch(/farmaceutic/);
  });
});
