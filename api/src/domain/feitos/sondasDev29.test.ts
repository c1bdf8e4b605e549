import { lectorDeProba } from '../test/feitos.js';

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
