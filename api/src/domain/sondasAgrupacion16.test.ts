import { agrupar } from './procesos.js';
import { ids, lido, xunto } from './test/sondas.js';

/**
 * Probes for the classes of error the sixteenth grouping set (agrupacion16) showed at its honest first run, in our own
 * wording, Galician and Spanish, with negatives: a step citing both the bases' BOP issue and the BOE extract, when a
 * pool of the same post had its bases in that same issue; a step whose title names only the speciality its call prints
 * beside the post ("TAE ECONOMISTA"), its lead naming the whole post.
 */

describe('a pool and a permanent call of one post, their bases in one BOP issue', () => {
  const org = 'CONCELLO DE EXEMPLO';
  const calls = (lang: 'gl' | 'es') => {
    const pool = lang === 'gl'
      ? lido('BOP A Coruña', '2046-03-06', 'Bases da bolsa de emprego de traballador/a social para nomeamentos interinos', org,
        'Apróbanse as bases da bolsa de emprego de traballador/a social, subgrupo A2, para nomeamentos de persoal funcionario interino. As solicitudes presentaranse no prazo de dez días hábiles.')
      : lido('BOP A Coruña', '2046-03-06', 'Bases de la bolsa de empleo de trabajador/a social para nombramientos interinos', org,
        'Se aprueban las bases de la bolsa de empleo de trabajador/a social, subgrupo A2, para nombramientos de personal funcionario interino. Las solicitudes se presentarán en el plazo de diez días hábiles.');
    const bases = lang === 'gl'
      ? lido('BOP A Coruña', '2046-03-06', 'Bases para a provisión en propiedade de dúas prazas de traballador/a social', org,
        'Apróbanse as bases para a provisión en propiedade, mediante concurso-oposición libre, de dúas prazas de traballador/a social, subgrupo A2.')
      : lido('BOP A Coruña', '2046-03-06', 'Bases para la provisión en propiedad de dos plazas de trabajador/a social', org,
        'Se aprueban las bases para la provisión en propiedad, mediante concurso-oposición libre, de dos plazas de trabajador/a social, subgrupo A2.');
    const boe = lido('BOE', '2046-04-02', 'Resolución de 20 de marzo de 2046, del Ayuntamiento de Exemplo (A Coruña), referente a la convocatoria para proveer dos plazas.', org,
      'En el «Boletín Oficial de la Provincia de A Coruña» número 44, de 6 de marzo de 2046, se han publicado íntegramente las bases para proveer dos plazas de Trabajador/a Social, mediante concurso-oposición, en turno libre.');
    // the pool's own list, out after the BOE extract: the pool is the process with the most recent activity
    const poolList = lido('BOP A Coruña', '2046-04-20', 'Lista provisional de persoas admitidas na bolsa de emprego de traballador/a social', org,
      'Apróbase a lista provisional de persoas admitidas e excluídas no proceso para a constitución da bolsa de emprego de traballador/a social, cuxas bases se publicaron no BOP número 44, do 6 de marzo de 2046.');
    return { pool, bases, boe, poolList };
  };
  it('a list citing the BOP issue and the BOE extract joins the permanent call, not the pool (gl)', () => {
    const { pool, bases, boe, poolList } = calls('gl');
    const lista = lido('BOP A Coruña', '2046-06-10', 'Lista provisional de persoas admitidas no concurso-oposición para a provisión de dúas prazas de traballador/a social', org,
      'Apróbase a lista provisional de persoas admitidas e excluídas no concurso-oposición libre para a provisión de dúas prazas de traballador/a social, convocado no BOP número 44, do 6 de marzo de 2046, e no BOE do 2 de abril de 2046.');
    expect(xunto(agrupar([pool, bases, boe, poolList, lista]), lista)).toEqual(ids(bases, boe, lista));
  });
  it('the same in Spanish (es)', () => {
    const { pool, bases, boe, poolList } = calls('es');
    const lista = lido('BOP A Coruña', '2046-06-10', 'Lista provisional de personas admitidas en el concurso-oposición para la provisión de dos plazas de trabajador/a social', org,
      'Se aprueba la lista provisional de personas admitidas y excluidas en el concurso-oposición libre para la provisión de dos plazas de trabajador/a social, convocado en el BOP número 44, de 6 de marzo de 2046, y en el BOE de 2 de abril de 2046.');
    expect(xunto(agrupar([pool, bases, boe, poolList, lista]), lista)).toEqual(ids(bases, boe, lista));
  });
  it('negative: the pool\'s own list, citing the same BOP issue, joins the pool (gl)', () => {
    const { pool, bases, boe, poolList } = calls('gl');
    expect(xunto(agrupar([pool, bases, boe, poolList]), poolList)).toEqual(ids(pool, poolList));
  });
});

describe('a step whose title names only the speciality printed beside the post', () => {
  const org = 'CONCELLO DE EXEMPLO';
  it('"FECHA DEL PRIMER EJERCICIO. TAE ECONOMISTA" joins the call of "técnico/a de administración especial (economista)" (es)', () => {
    const bases = lido('BOP Pontevedra', '2046-05-04', 'BASES Y CONVOCATORIA PARA LA PROVISIÓN DE DOS PLAZAS DE TÉCNICO/A DE ADMINISTRACIÓN ESPECIAL (ECONOMISTA)', org,
      'Se aprueban las bases para la provisión en propiedad, por oposición libre, de dos plazas de técnico/a de administración especial (economista), subgrupo A1.');
    const exame = lido('BOP Pontevedra', '2046-10-08', 'FECHA DEL PRIMER EJERCICIO. TAE ECONOMISTA', org,
      'Se convoca a las personas admitidas en la oposición para la provisión de dos plazas de técnico/a de administración especial (economista) a la realización del primer ejercicio el día 5 de noviembre de 2046.');
    expect(xunto(agrupar([bases, exame]), exame)).toEqual(ids(bases, exame));
  });
  it('"DATA DO EXERCICIO. PSICÓLOGO/A" joins the call of "técnico/a de administración especial (psicólogo/a)" (gl)', () => {
    const bases = lido('BOP Pontevedra', '2046-05-04', 'BASES PARA A PROVISIÓN DE DÚAS PRAZAS DE TÉCNICO/A DE ADMINISTRACIÓN ESPECIAL (PSICÓLOGO/A)', org,
      'Apróbanse as bases para a provisión en propiedade, por oposición libre, de dúas prazas de técnico/a de administración especial (psicólogo/a), subgrupo A1.');
    const exame = lido('BOP Pontevedra', '2046-10-08', 'DATA DO PRIMEIRO EXERCICIO. PSICÓLOGO/A', org,
      'Convócase ás persoas admitidas no proceso selectivo de dúas prazas de técnico/a de administración especial (psicólogo/a) á realización do primeiro exercicio o día 5 de novembro de 2046.');
    expect(xunto(agrupar([bases, exame]), exame)).toEqual(ids(bases, exame));
  });
  it('negative: a step of another post of that name, its lead naming that other call, stays apart (gl)', () => {
    const bases = lido('BOP Pontevedra', '2046-05-04', 'BASES PARA A PROVISIÓN DE DÚAS PRAZAS DE TÉCNICO/A DE ADMINISTRACIÓN ESPECIAL (PSICÓLOGO/A)', org,
      'Apróbanse as bases para a provisión en propiedade, por oposición libre, de dúas prazas de técnico/a de administración especial (psicólogo/a), subgrupo A1.');
    const lista = lido('BOP Pontevedra', '2046-10-08', 'LISTA PROVISIONAL. PSICÓLOGO/A', org,
      'Apróbase a lista provisional de persoas admitidas na bolsa de emprego de psicólogo/a para contratacións laborais temporais do Centro de Información á Muller.');
    expect(xunto(agrupar([bases, lista]), lista)).toEqual(ids(lista));
  });
});
