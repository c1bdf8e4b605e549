import { lectorDeProba } from '../test/feitos.js';

/**
 * An exam date earlier than the edict that prints it is no exam to announce (a test already held, or a text older than
 * its publication, as in the demo's recorded days shown as recent ones): the facts panel and the calendar leave it out.
 * The same sentence dated after the edict is kept. Galician and Spanish.
 */
describe('exam dates before the edict are not announced', () => {
  const gl = 'O primeiro exercicio realizarase o día 20 de marzo de 2023, ás 10.00 horas, no pavillón municipal.';
  const es = 'El primer ejercicio se celebrará el día 20 de marzo de 2023, a las 10:00 horas, en el pabellón municipal.';
  it.each([
    ['gl, an edict of the week before', gl, '2023-03-13', ['2023-03-20']],
    ['es, an edict of the week before', es, '2023-03-13', ['2023-03-20']],
    ['gl, an edict printed years later', gl, '2026-11-30', undefined],
    ['es, an edict printed years later', es, '2026-11-30', undefined],
  ])('%s', (_, texto, fecha, esperado) => {
    const ler = lectorDeProba(fecha, 'BOP A Coruña');
    expect(ler(texto, 'tribunal').datasExame?.map((d) => d.valor)).toEqual(esperado);
  });
});
