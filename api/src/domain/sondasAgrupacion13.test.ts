import { classifyEdict } from './clasificador.js';
import { agrupar } from './procesos.js';
import { ids, lido, xunto } from './test/sondas.js';

/**
 * Probes for the classes of error the thirteenth grouping set (agrupacion13) showed at its first run, in our own
 * wording, Galician and Spanish, with negatives: a step under a bare "Anuncio" whose body designates the tribunal and
 * summons the admitted to a practical case (read as new bases, it started a process of its own); a call whose places
 * are counted once and then shared among its posts ("cinco prazas de oficial do servizo: tres de X e dúas de Y"), whose
 * later steps name one post.
 */
const tipo = (texto: string, titulo = 'ANUNCIO') => classifyEdict({ bop: 'BOP Pontevedra', titulo, organizacion: 'CONCELLO DE EXEMPLO', texto }).tipo;

describe('a bare "Anuncio" whose body designates the tribunal or summons the admitted', () => {
  it('"Desígnase o tribunal…", "Se designa el tribunal…" is a tribunal step (gl, es)', () => {
    expect(tipo('Desígnase o tribunal do concurso-oposición por promoción interna para a provisión de dúas prazas da subescala administrativa e convócase ás persoas admitidas ao suposto práctico o 17 de xaneiro, ás 9.00 horas.')).toBe('tribunal');
    expect(tipo('Se designa el tribunal calificador del concurso-oposición libre para la provisión de una plaza de arquitecto/a, subgrupo A1.')).toBe('tribunal');
  });
  it('"convócase ás persoas admitidas ao suposto práctico", "se convoca a los aspirantes al supuesto práctico" is an exam step (gl, es)', () => {
    expect(tipo('Convócase ás persoas aspirantes admitidas na oposición libre dunha praza de auxiliar administrativo/a ao suposto práctico o día 3 de marzo, ás 10.00 horas.')).toBe('data_exame');
    expect(tipo('Se convoca a los aspirantes admitidos en la oposición libre de una plaza de conserje a la realización del supuesto práctico el día 3 de marzo.')).toBe('data_exame');
  });
  it('negatives: bases that describe their practical case, or call people to apply, are still bases (gl, es)', () => {
    expect(tipo('Aprobáronse as bases para a provisión dunha praza de auxiliar administrativo/a por oposición libre. A oposición consistirá nun suposto práctico.')).toBe('convocatoria_bases');
    expect(tipo('Aprobáronse as bases para a provisión dunha praza de auxiliar administrativo/a. A fase de oposición consistirá nun exercicio práctico.')).toBe('convocatoria_bases');
    expect(tipo('Por resolución de la Alcaldía se aprobaron las bases para cubrir una plaza de peón. Se convoca a las personas interesadas a presentar solicitud en el plazo de veinte días.')).toBe('convocatoria_bases');
  });
  it('negative: a record "in which it is stated that" nobody passed is a result, not a described test (gl)', () => {
    expect(tipo('Á vista da acta do tribunal na que consta que ningunha das persoas aspirantes superou o primeiro exercicio, declárase deserto o proceso selectivo dunha praza de arquitecto/a.')).toBe('resultados');
  });
});

describe('a call whose places are counted once and then shared among its posts', () => {
  it('"cinco prazas de oficial de primeira do servizo: tres de X e dúas de Y": each post\'s step joins the call (gl)', () => {
    const org = 'DEPUTACIÓN PROVINCIAL DE EXEMPLO';
    const bases = lido('BOP Lugo', '2040-06-14', 'BASES DA CONVOCATORIA DE CINCO PRAZAS DE OFICIAL DE PRIMEIRA DO SERVIZO DE VÍAS E OBRAS', org,
      'A Xunta de Goberno aprobou as bases da convocatoria para a provisión, como persoal laboral fixo, mediante concurso-oposición libre, de cinco prazas de oficial de primeira do Servizo de Vías e Obras: tres de oficial de primeira condutor/a de maquinaria e dúas de oficial de primeira mecánico/a.');
    const exame = lido('BOP Lugo', '2040-11-06', 'OFICIAL MECÁNICO/A: LISTA DEFINITIVA E DATA DA PROBA PRÁCTICA', org,
      'Apróbase a lista definitiva de aspirantes admitidos/as na especialidade de oficial de primeira mecánico/a e convócaselles á proba práctica o 28 de novembro de 2040, ás 9.30 horas.');
    const proposta = lido('BOP Lugo', '2041-01-17', 'CONDUTOR/A DE MAQUINARIA: PROPOSTA DE CONTRATACIÓN', org,
      'O tribunal cualificador das tres prazas de oficial de primeira condutor/a de maquinaria fai pública a relación de aprobados e propón a súa contratación como persoal laboral fixo.');
    const g = agrupar([bases, exame, proposta]);
    expect(bases.feitos?.postos?.valor.map((p) => `${p.nome}|${p.prazas}`)).toEqual(['Oficial de primeira condutor/a de maquinaria|3', 'Oficial de primeira mecánico/a|2']);
    expect(xunto(g, exame)).toEqual(ids(bases, exame, proposta));
  });
  it('the same in Spanish: "seis plazas de oficial: cuatro de X y dos de Y" (es)', () => {
    const es = lido('BOP Ourense', '2040-06-14', 'BASES', 'CONCELLO DE EXEMPLO',
      'Se aprueban las bases para la provisión, como personal laboral fijo, de seis plazas de oficial de primera: cuatro de oficial de primera albañil y dos de oficial de primera fontanero/a.');
    expect(es.feitos?.postos?.valor.map((p) => `${p.nome}|${p.prazas}`)).toEqual(['Oficial de primera albañil|4', 'Oficial de primera fontanero/a|2']);
  });
  it('negative: places counted by turn after the colon are one post (gl)', () => {
    const gl = lido('BOP Lugo', '2040-06-14', 'BASES', 'CONCELLO DE EXEMPLO',
      'Convócanse seis prazas de auxiliar administrativo/a: catro de quenda libre e dúas de promoción interna.');
    expect(gl.feitos?.postos).toBeUndefined();
    expect(gl.feitos?.posto?.valor.nome).toBe('Auxiliar administrativo/a');
  });
});
