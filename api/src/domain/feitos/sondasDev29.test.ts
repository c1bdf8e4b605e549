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
