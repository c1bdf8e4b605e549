import { classifyEdict } from './clasificador.js';
import { agrupar, persoasNomeadas } from './procesos.js';
import { ids, lido, xunto } from './test/sondas.js';

/**
 * Probes for the classes of error the thirty-second grouping set (agrupacion32) showed at its first run (precision
 * 0.987, recall 0.959), in our own wording, Galician and Spanish, with negatives (docs/processes.md, "Forty-seventh
 * pass"): a list of a merit contest (a stabilisation "concurso de méritos") read as another contest and split from its
 * call; and an appointment to a subscale naming two people joined to a one-place call of that subscale, which then
 * split the call's later steps from it.
 */

const clase = (titulo: string, texto = '') => classifyEdict({ bop: 'BOP Ourense', titulo, organizacion: 'Concello de Maside', texto });

describe('a contest\'s provisional or definitive list is a step of the contest', () => {
  it('the list of a merit contest is a list, not a new contest (gl, es; failed before)', () => {
    expect(clase('Maside. Lista provisional do concurso de méritos de estabilización (auxiliar administrativo/a)').tipo).toBe('admitidos');
    expect(clase('Maside. Listaxe definitiva do concurso de méritos para a provisión de postos de traballo').tipo).toBe('admitidos');
    expect(clase('Maside. Lista provisional del concurso de méritos de estabilización de la plaza de conserje').tipo).toBe('admitidos');
    expect(clase('Maside. Lista definitiva de adjudicación de destinos del concurso de traslados').tipo).toBe('resultados');
  });
  it('guard: the contest\'s own call stays a contest (gl, es)', () => {
    expect(clase('Maside. Bases do concurso de méritos para a provisión de postos de traballo').tipo).toBe('provision_postos');
    expect(clase('Maside. Convocatoria del concurso de traslados para la provisión de puestos de trabajo').tipo).toBe('provision_postos');
  });

  it('the stabilisation contest\'s list and its merit scores join its call, not the ordinary competition of the post (failed before)', () => {
    const org = 'Maside';
    const bases = lido('BOP Ourense', '2078-05-19', 'Maside. Bases do proceso extraordinario de estabilización dunha praza de auxiliar administrativo/a (concurso de méritos)', org,
      'Por Resolución da Alcaldía aprobáronse as bases do proceso extraordinario de estabilización de emprego temporal para a cobertura dunha praza de auxiliar administrativo/a, subgrupo C2, polo sistema de concurso de méritos.');
    const oposicion = lido('BOP Ourense', '2078-05-19', 'Maside. Bases do proceso selectivo para a provisión de dúas prazas de auxiliar administrativo/a (oposición libre)', org,
      'Por Resolución da Alcaldía aprobáronse as bases do proceso selectivo para a provisión en propiedade de dúas prazas de auxiliar administrativo/a, subgrupo C2, pola quenda libre e mediante oposición.');
    const lista = lido('BOP Ourense', '2078-09-27', 'Maside. Lista provisional do concurso de méritos de estabilización (auxiliar administrativo/a)', org,
      'Apróbase a lista provisional de persoas admitidas e excluídas no concurso de méritos do proceso extraordinario de estabilización dunha praza de auxiliar administrativo/a.');
    const valoracion = lido('BOP Ourense', '2078-11-04', 'Maside. Valoración provisional de méritos. Estabilización de auxiliar administrativo/a', org,
      'A comisión de valoración do concurso de méritos para a estabilización dunha praza de auxiliar administrativo/a fai pública a valoración provisional dos méritos.');
    expect(lista.tipo).toBe('admitidos');
    const grupos = agrupar([bases, oposicion, lista, valoracion]);
    expect(xunto(grupos, bases)).toEqual(ids(bases, lista, valoracion));
    expect(xunto(grupos, oposicion)).toEqual(ids(oposicion));
  });
});

describe('an appointment of more people than a call has places belongs to another call', () => {
  it('counts the people an appointment names by their masked identity numbers, not those kept in a pool', () => {
    expect(persoasNomeadas('han sido nombrados funcionarios de carrera don Lois Pedrouzo Vilar, con DNI ***5541**, y doña Raquel Souto Fidalgo, con DNI ***0278**.')).toBe(2);
    expect(persoasNomeadas('Nomear funcionaria de carreira a dona Ana Pérez Gómez, con DNI ***1234**.')).toBeNull();
    expect(persoasNomeadas('Nomear a dona Ana Pérez, DNI ***1234**. Constitúese a bolsa de emprego coas seguintes persoas: ***2345**, ***3456**.')).toBeNull();
  });

  const org = 'Deputación Provincial de Lugo';
  const bases = () => lido('BOP Lugo', '2078-09-16', 'ANUNCIO. BASES DA CONVOCATORIA PARA A PROVISIÓN EN PROPIEDADE DUNHA PRAZA DE TÉCNICO/A RESTAURADOR/A', org,
    'A Xunta de Goberno da Deputación aprobou as bases para a provisión en propiedade dunha praza de técnico/a restaurador/a, de persoal funcionario, escala de administración especial, subescala técnica, clase media, subgrupo A2, mediante concurso-oposición libre.');
  const lista = () => lido('BOP Lugo', '2078-12-15', 'ANUNCIO. LISTAXE PROVISIONAL DE ADMITIDOS/AS E EXCLUÍDOS/AS. TÉCNICO/A RESTAURADOR/A', org,
    'Apróbase a listaxe provisional de persoas admitidas e excluídas no concurso-oposición para a provisión dunha praza de técnico/a restaurador/a.');
  const tribunal = () => lido('BOP Lugo', '2079-02-14', 'ANUNCIO. LISTAXE DEFINITIVA E DESIGNACIÓN DO TRIBUNAL. PRAZA DE TÉCNICO/A RESTAURADOR/A', org,
    'Elévase a definitiva a listaxe de persoas admitidas no proceso da praza de técnico/a restaurador/a. Desígnase o tribunal cualificador.');
  const nomeamento = (persoas: string) => lido('BOE', '2079-01-14', 'Resolución de 28 de diciembre de 2078, de la Diputación Provincial de Lugo, referente al nombramiento de funcionarios de carrera.', 'Diputación Provincial de Lugo',
    `Por Resolución de la Presidencia, a propuesta del tribunal calificador, han sido nombrados funcionarios de carrera de la escala de Administración Especial, subescala Técnica, clase Media, ${persoas}.`);

  it('an appointment of two to the subscale does not close the one-place call, whose tribunal then joins it (es; failed before)', () => {
    const b = bases(); const l = lista(); const n = nomeamento('don Lois Pedrouzo Vilar, con DNI ***5541**, y doña Raquel Souto Fidalgo, con DNI ***0278**'); const t = tribunal();
    const grupos = agrupar([b, l, n, t]);
    expect(xunto(grupos, b)).toEqual(ids(b, l, t));
    expect(xunto(grupos, n)).toEqual(ids(n));
  });
  it('guard: an appointment of one person to the subscale after the call\'s steps still joins it (as before)', () => {
    const b = bases(); const l = lista(); const t = tribunal(); const n = lido('BOE', '2079-06-14', 'Resolución de 28 de mayo de 2079, de la Diputación Provincial de Lugo, referente al nombramiento de funcionaria de carrera.', 'Diputación Provincial de Lugo',
      'Por Resolución de la Presidencia, a propuesta del tribunal calificador, ha sido nombrada funcionaria de carrera de la escala de Administración Especial, subescala Técnica, clase Media, doña Raquel Souto Fidalgo, con DNI ***0278**.');
    expect(xunto(agrupar([b, l, t, n]), b)).toEqual(ids(b, l, t, n));
  });
});
