import { lectorDeProba } from '../test/feitos.js';

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
