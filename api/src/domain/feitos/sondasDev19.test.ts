import { lectorDeProba, lista } from '../test/feitos.js';

/**
 * Probes of our own for the classes of wording dev19 showed at its first run (issue 22, twenty-second pass), each in
 * Galician and Spanish, with probes where the fix must not fire.
 */
const ler = lectorDeProba('2046-05-12', 'BOP A Coruña');

describe('dev19 classes: a turn said of every place, a reservation inside it', () => {
  it('"N prazas pola quenda de acceso libre, das cales M se reservan…" is that turn with the total, the reserve inside (gl, es)', () => {
    const gl = ler('Primeira. Obxecto. Convócanse trinta prazas de auxiliar de biblioteca, subgrupo C2, pola quenda de acceso libre, das cales tres se reservan para persoas con discapacidade.');
    const es = ler('1.1 Se convoca proceso selectivo para cubrir ocho plazas de la Escala de Técnicos de Laboratorio, subgrupo C1, por el sistema de promoción interna. Del total de plazas se reservará una para personas con discapacidad de grado igual o superior al 33 por ciento.');
    expect(gl.prazas?.valor).toEqual({ total: 30, libre: 30, discapacidade: 3 });
    expect(es.prazas?.valor).toEqual({ total: 8, promocionInterna: 8, discapacidade: 1 });
  });
  it('a correction restating the turn of its places in the future ("se proveerán…, en turno libre") gives the turn (es, gl)', () => {
    const es = ler('II. AUTORIDADES Y PERSONAL\nB. Oposiciones y concursos\nADMINISTRACIÓN LOCAL\n5120\nResolución de 3 de marzo de 2046, del Ayuntamiento de Ribadavia, de corrección de errores de la de 2 de febrero de 2046, referente a la convocatoria para proveer plazas de Conserje.\nAdvertido error en la Resolución de 2 de febrero de 2046, se procede a su rectificación en los siguientes términos:\nEn el párrafo primero, donde dice: «una plaza de Conserje», debe decir: «dos plazas de Conserje».\nLas plazas, de personal laboral fijo, se proveerán mediante el sistema de oposición, en turno libre, conforme a las bases publicadas.', 'correccion', '', '2046-05-12', 'BOE');
    const gl = ler('II. AUTORIDADES E PERSOAL\nb) Oposicións e concursos\nCONCELLO DE RIBADAVIA\nRESOLUCIÓN do 3 de marzo de 2046, de corrección de erros da do 2 de febreiro de 2046, referente á convocatoria para prover prazas de Conserxe.\nAdvertido erro na Resolución do 2 de febreiro de 2046, procédese á súa corrección nos seguintes termos:\nNo parágrafo primeiro, onde di: «unha praza de Conserxe», debe dicir: «dúas prazas de Conserxe».\nAs prazas, de persoal laboral fixo, proveranse mediante concurso-oposición, pola quenda libre, conforme ás bases publicadas.', 'correccion', '', '2046-05-12', 'DOG');
    expect(es.prazas?.valor).toEqual({ total: 2, libre: 2 });
    expect(gl.prazas?.valor).toEqual({ total: 2, libre: 2 });
  });
  it('negative: a reservation with no turn said of the places gives no turn, nor does where unfilled reserved places go (gl, es)', () => {
    const gl = ler('Primeira. Obxecto. Convócanse doce prazas de conserxe, das cales unha se reserva para persoas con discapacidade. As prazas reservadas que non se cubran acumularanse á quenda libre.');
    const es = ler('Primera. Objeto. Se convocan veinte plazas de Operario/a de servicios, de las cuales tres se reservan para personas con discapacidad.');
    expect(gl.prazas?.valor).toEqual({ total: 12, discapacidade: 1 });
    expect(es.prazas?.valor).toEqual({ total: 20, discapacidade: 3 });
  });
});
