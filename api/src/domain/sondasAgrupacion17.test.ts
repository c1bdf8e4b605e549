import { agrupar } from './procesos.js';
import { prazoDoProceso } from './prazoDoProceso.js';
import { ids, lido, xunto } from './test/sondas.js';

/**
 * Probes for the classes of error the seventeenth grouping set (agrupacion17) showed at its honest first run, in our own
 * wording, Galician and Spanish, with negatives: a body named in Spanish with the province's old adjective ("Orensano")
 * and in Galician ("Ourensán"); a Xunta call whose title names the corps and whose body names its scale, its later
 * steps naming the corps; a change of a call that opens no new period, read as bases.
 */

describe('a body of Ourense named with the Spanish adjective "orensano"', () => {
  const bases = () => lido('BOP Ourense', '2048-03-10', 'Bases para a cobertura dun posto de técnico/a de turismo como persoal laboral fixo', 'Instituto Ourensán de Promoción Turística',
    'Apróbanse as bases para a cobertura dun posto de técnico/a de turismo como persoal laboral fixo, mediante concurso-oposición. O prazo de presentación de solicitudes será de vinte días naturais desde a publicación do extracto no Boletín Oficial do Estado.');
  it('the BOE extract in Spanish joins the bases in Galician (es)', () => {
    const b = bases();
    const boe = lido('BOE', '2048-04-05', 'Resolución de 20 de marzo de 2048, del Instituto Orensano de Promoción Turística (Ourense), referente a la convocatoria para proveer una plaza.', 'Instituto Orensano de Promoción Turística',
      'En el «Boletín Oficial de la Provincia de Ourense» número 57, de 10 de marzo de 2048, se han publicado las bases para proveer una plaza de Técnico/a de Turismo, personal laboral fijo, mediante concurso-oposición.');
    expect(xunto(agrupar([b, boe]), boe)).toEqual(ids(b, boe));
  });
  it('the same the other way: Spanish bases, a Galician list (gl)', () => {
    const b = lido('BOP Ourense', '2048-03-10', 'Bases para la cobertura de un puesto de técnico/a de turismo como personal laboral fijo', 'Instituto Orensano de Promoción Turística',
      'Se aprueban las bases para la cobertura de un puesto de técnico/a de turismo como personal laboral fijo, mediante concurso-oposición.');
    const lista = lido('BOP Ourense', '2048-06-02', 'Lista provisional de persoas admitidas. Posto de técnico/a de turismo', 'Instituto Ourensán de Promoción Turística',
      'Apróbase a lista provisional de persoas admitidas e excluídas no concurso-oposición para a cobertura dun posto de técnico/a de turismo como persoal laboral fixo.');
    expect(xunto(agrupar([b, lista]), lista)).toEqual(ids(b, lista));
  });
  it('negative: a council of the province calling the same post stays apart (gl)', () => {
    const b = bases();
    const outro = lido('BOP Ourense', '2048-06-02', 'Lista provisional de persoas admitidas. Posto de técnico/a de turismo', 'Concello de Ourense',
      'Apróbase a lista provisional de persoas admitidas e excluídas no concurso-oposición para a cobertura dun posto de técnico/a de turismo como persoal laboral fixo.');
    expect(xunto(agrupar([b, outro]), outro)).toEqual(ids(outro));
  });
});

describe('a Xunta call whose title names the corps and whose body names the scale', () => {
  const org = 'Consellería de Facenda';
  const call = (corpo: 'xestión' | 'administrativo') => corpo === 'xestión'
    ? lido('DOG', '2048-05-19', 'ORDE do 11 de maio de 2048 pola que se convoca o proceso selectivo para o ingreso no corpo de xestión da Administración xeral da Comunidade Autónoma de Galicia, subgrupo A2, escala de xestión administrativa.', org,
      'Esta consellería convoca o proceso selectivo para o ingreso no corpo de xestión da Administración xeral da Comunidade Autónoma de Galicia, subgrupo A2, escala de xestión administrativa, con 60 prazas de acceso libre. O sistema de selección é a oposición.')
    : lido('DOG', '2048-05-19', 'ORDE do 11 de maio de 2048 pola que se convoca o proceso selectivo para o ingreso no corpo administrativo da Administración xeral da Comunidade Autónoma de Galicia, subgrupo C1.', org,
      'Esta consellería convoca o proceso selectivo para o ingreso no corpo administrativo da Administración xeral da Comunidade Autónoma de Galicia, subgrupo C1, con 90 prazas de acceso libre. O sistema de selección é a oposición.');
  it('a later step naming the corps as the call\'s title does joins it (gl)', () => {
    const [a2, c1] = [call('xestión'), call('administrativo')];
    const lista = lido('DOG', '2048-10-29', 'RESOLUCIÓN do 20 de outubro de 2048 pola que se aproba a relación definitiva de persoas aspirantes admitidas no proceso selectivo para o ingreso no corpo de xestión da Administración xeral da Comunidade Autónoma de Galicia, subgrupo A2.', org,
      'Apróbase a relación definitiva de persoas admitidas no proceso selectivo para o ingreso no corpo de xestión, subgrupo A2.');
    expect(xunto(agrupar([a2, c1, lista]), lista)).toEqual(ids(a2, lista));
  });
  it('the same in Spanish (es)', () => {
    const a2 = lido('DOG', '2048-05-19', 'ORDEN de 11 de mayo de 2048 por la que se convoca el proceso selectivo para el ingreso en el cuerpo de gestión de la Administración general de la Comunidad Autónoma de Galicia, subgrupo A2, escala de gestión administrativa.', org,
      'Esta consejería convoca el proceso selectivo para el ingreso en el cuerpo de gestión de la Administración general de la Comunidad Autónoma de Galicia, subgrupo A2, escala de gestión administrativa, con 60 plazas de acceso libre.');
    const lista = lido('DOG', '2048-10-29', 'RESOLUCIÓN de 20 de octubre de 2048 por la que se aprueba la relación definitiva de personas aspirantes admitidas en el proceso selectivo para el ingreso en el cuerpo de gestión de la Administración general de la Comunidad Autónoma de Galicia, subgrupo A2.', org,
      'Se aprueba la relación definitiva de personas admitidas en el proceso selectivo para el ingreso en el cuerpo de gestión, subgrupo A2.');
    expect(xunto(agrupar([a2, lista]), lista)).toEqual(ids(a2, lista));
  });
  it('negative: a step of the other corps called the same day joins that one (gl)', () => {
    const [a2, c1] = [call('xestión'), call('administrativo')];
    const lista = lido('DOG', '2048-10-29', 'RESOLUCIÓN do 20 de outubro de 2048 pola que se aproba a relación definitiva de persoas aspirantes admitidas no proceso selectivo para o ingreso no corpo administrativo da Administración xeral da Comunidade Autónoma de Galicia, subgrupo C1.', org,
      'Apróbase a relación definitiva de persoas admitidas no proceso selectivo para o ingreso no corpo administrativo, subgrupo C1.');
    expect(xunto(agrupar([a2, c1, lista]), lista)).toEqual(ids(c1, lista));
  });
});

describe('a change of a call that opens no new period', () => {
  const org = 'CONCELLO DE EXEMPLO';
  const abertura = () => [
    lido('BOP A Coruña', '2048-05-26', 'Bases específicas do proceso selectivo para a provisión de tres prazas de policía local, mediante oposición libre', org,
      'Apróbanse as bases para a provisión, mediante oposición libre, de tres prazas de policía local, subgrupo C1. O prazo de presentación de solicitudes será de vinte días naturais contados desde o día seguinte ao da publicación do extracto da convocatoria no Boletín Oficial do Estado.'),
    lido('BOE', '2048-06-20', 'Resolución de 8 de junio de 2048, del Ayuntamiento de Exemplo (A Coruña), referente a la convocatoria para proveer tres plazas.', org,
      'En el «Boletín Oficial de la Provincia de A Coruña» número 98, de 26 de mayo de 2048, se han publicado las bases para proveer tres plazas de Policía Local. El plazo de presentación de solicitudes será de veinte días naturales a contar desde el día siguiente al de la publicación de este extracto en el «Boletín Oficial del Estado».'),
    lido('BOP A Coruña', '2048-08-04', 'Lista provisional de persoas admitidas no proceso selectivo de tres prazas de policía local', org,
      'Apróbase a lista provisional de persoas admitidas e excluídas no proceso selectivo para a provisión de tres prazas de policía local.'),
  ];
  it('"Non se abre novo prazo": the call\'s own last day stays (gl)', () => {
    const amplia = lido('BOP A Coruña', '2048-09-15', 'Ampliación do número de prazas convocadas de policía local', org,
      'Amplíase nunha praza o número de prazas de policía local convocadas por oposición libre, que pasa de tres a catro. Non se abre novo prazo de presentación de solicitudes.');
    expect(prazoDoProceso([...abertura(), amplia])).toMatchObject({ ultimoDia: '2048-07-10', estimado: false });
  });
  it('"No se abre nuevo plazo" (es)', () => {
    const amplia = lido('BOP A Coruña', '2048-09-15', 'Ampliación del número de plazas convocadas de policía local', org,
      'Se amplía en una plaza el número de plazas de policía local convocadas por oposición libre, que pasa de tres a cuatro. No se abre nuevo plazo de presentación de solicitudes.');
    expect(prazoDoProceso([...abertura(), amplia])).toMatchObject({ ultimoDia: '2048-07-10', estimado: false });
  });
  it('negative: a change that opens a new period of ten business days is the window shown (gl)', () => {
    const amplia = lido('BOP A Coruña', '2048-09-15', 'Ampliación do número de prazas convocadas de policía local e apertura de novo prazo', org,
      'Amplíase nunha praza o número de prazas de policía local convocadas, que pasa de tres a catro. Ábrese un novo prazo de presentación de solicitudes de dez días hábiles contados desde o día seguinte ao da publicación deste anuncio no Boletín Oficial da Provincia.');
    expect(prazoDoProceso([...abertura(), amplia])?.ultimoDia).toBe('2048-09-29');
  });
});
