import { classifyEdict } from './clasificador.js';
import { agrupar } from './procesos.js';
import { ids, lido, xunto } from './test/sondas.js';

/**
 * Probes for the classes of error the twentieth grouping set (agrupacion20) showed at its first run, in our own
 * wording, Galician and Spanish, with negatives: an extension of the places a call convoked, whose body names the
 * session that decided it and the retirement that freed the place, read as a council's organisation and dropped.
 */

describe('an extension of the places a call convoked is a step of the call', () => {
  const texto = (n: string) => `A Xunta de Goberno Local, en sesión do 3 de marzo de 2053, acordou ampliar de unha a dúas as prazas de ${n} convocadas no BOP número 41, do 2 de febreiro de 2053, ao quedar vacante outra praza por xubilación do seu titular. A ampliación non abre novo prazo de solicitudes.`;
  it('the Galician title and body are a correction of the call, published (gl)', () => {
    expect(classifyEdict({ bop: 'BOP Ourense', titulo: 'Ampliación do número de prazas convocadas', organizacion: 'Concello de Verín', texto: texto('oficial de obras') }))
      .toMatchObject({ emprego: true, tipo: 'correccion' });
  });
  it('the Spanish form, the same in Spanish (es)', () => {
    expect(classifyEdict({ bop: 'BOP Pontevedra', titulo: 'Ampliación del número de plazas convocadas', organizacion: 'Concello de Cangas',
      texto: 'La Junta de Gobierno Local, en sesión de 3 de marzo de 2053, acordó ampliar de dos a tres las plazas de policía local convocadas en el BOP número 41, de 2 de febrero de 2053, al quedar vacante otra plaza por jubilación de su titular.' }))
      .toMatchObject({ emprego: true, tipo: 'correccion' });
  });
  // (a guard: the grouping already joined it once it was read as a step)
  it('it joins the call it extends (gl)', () => {
    const org = 'Concello de Verín';
    const bases = lido('BOP Ourense', '2053-02-02', 'Bases para a provisión dunha praza de oficial de obras', org,
      'Apróbanse as bases para a provisión en propiedade dunha praza de oficial de obras, persoal laboral fixo, polo sistema de concurso-oposición libre.');
    const amp = lido('BOP Ourense', '2053-03-10', 'Ampliación do número de prazas convocadas', org, texto('oficial de obras'));
    expect(xunto(agrupar([bases, amp]), amp)).toEqual(ids(bases, amp));
  });
  it('negative: an extension of a nursery\'s places is no employment (gl, es)', () => {
    expect(classifyEdict({ bop: 'BOP Ourense', titulo: 'Ampliación do número de prazas da escola infantil municipal', organizacion: 'Concello de Verín',
      texto: 'A Xunta de Goberno Local, en sesión do 3 de marzo de 2053, acordou ampliar o número de prazas da escola infantil municipal para o curso 2053-2054.' }))
      .toMatchObject({ emprego: false });
    expect(classifyEdict({ bop: 'BOP Pontevedra', titulo: 'Ampliación del número de plazas de aparcamiento para residentes', organizacion: 'Concello de Cangas' }))
      .toMatchObject({ emprego: false });
  });
});
