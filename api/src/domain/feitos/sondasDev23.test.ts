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
