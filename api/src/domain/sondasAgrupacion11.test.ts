import { lerFeitos } from './feitos/index.js';
import { agrupar } from './procesos.js';
import { ids, lido, xunto } from './test/sondas.js';

/**
 * Probes for the classes of error the eleventh grouping set (agrupacion11) showed, in our own wording, Galician and
 * Spanish, with negatives: a step under a bare "Anuncio" whose body abbreviates the post's office (OMIC); a service
 * whose spelled-out name joins its words with "e"/"y" (SPEIS) and a step that names no process in its lead; posts whose
 * noun the grouping did not know (economista, suboficial); the turn and places a later step's body gives its process
 * when it names the system with its turn ("o concurso-oposición por promoción interna para a provisión de dúas prazas").
 */

describe('a step whose body abbreviates the office its post belongs to', () => {
  it('"técnico/a da OMIC" under a bare "Anuncio" is the técnico/a da Oficina Municipal de Información ao Consumidor (gl)', () => {
    const org = 'CONCELLO DE EXEMPLO';
    const bases = lido('BOP Pontevedra', '2032-03-02', 'BASES DUNHA PRAZA DE TÉCNICO/A DA OFICINA MUNICIPAL DE INFORMACIÓN AO CONSUMIDOR', org,
      'Apróbanse as bases do concurso-oposición para a provisión dunha praza de técnico/a da Oficina Municipal de Información ao Consumidor, persoal laboral fixo.');
    const lista = lido('BOP Pontevedra', '2032-05-11', 'ANUNCIO', org,
      'Por Decreto da Alcaldía apróbase a lista provisional de persoas admitidas e excluídas no proceso selectivo para a provisión dunha praza de técnico/a da OMIC. Prazo de emenda: dez días hábiles.');
    expect(xunto(agrupar([bases, lista]), lista)).toEqual(ids(bases, lista));
  });
  it('the same in Spanish: "técnico/a de la OMIC" (es)', () => {
    const org = 'AYUNTAMIENTO DE EJEMPLO';
    const bases = lido('BOP Pontevedra', '2032-03-02', 'BASES DE UNA PLAZA DE TÉCNICO/A DE LA OFICINA MUNICIPAL DE INFORMACIÓN AL CONSUMIDOR', org,
      'Se aprueban las bases del concurso-oposición para la provisión de una plaza de técnico/a de la Oficina Municipal de Información al Consumidor, personal laboral fijo.');
    const tribunal = lido('BOP Pontevedra', '2032-05-11', 'ANUNCIO', org,
      'Por Decreto de la Alcaldía se nombra el tribunal calificador del proceso selectivo para la provisión de una plaza de técnico/a de la OMIC.');
    expect(xunto(agrupar([bases, tribunal]), tribunal)).toEqual(ids(bases, tribunal));
  });
  it('negative: the technician of another office is another process (gl)', () => {
    const org = 'CONCELLO DE EXEMPLO';
    const bases = lido('BOP Pontevedra', '2032-03-02', 'BASES DUNHA PRAZA DE TÉCNICO/A DA OFICINA MUNICIPAL DE INFORMACIÓN AO CONSUMIDOR', org,
      'Apróbanse as bases do concurso-oposición para a provisión dunha praza de técnico/a da Oficina Municipal de Información ao Consumidor, persoal laboral fixo.');
    const lista = lido('BOP Pontevedra', '2032-05-11', 'ANUNCIO', org,
      'Por Decreto da Alcaldía apróbase a lista provisional de persoas admitidas e excluídas no proceso selectivo para a provisión dunha praza de técnico/a do CIM. Prazo de emenda: dez días hábiles.');
    expect(xunto(agrupar([bases, lista]), lista)).toEqual(ids(lista));
  });
});

describe('a service whose spelled-out name joins its words with "e"/"y" (SPEIS)', () => {
  const basesGl = () => lido('BOP A Coruña', '2032-04-06', 'Bases de tres prazas de cabo do Servizo de Prevención e Extinción de Incendios e Salvamento, quenda de promoción interna', 'CONCELLO DE EXEMPLO',
    'Apróbanse as bases do concurso-oposición por promoción interna para a provisión de tres prazas de cabo do Servizo de Prevención e Extinción de Incendios e Salvamento.');
  it('"Cabo SPEIS", its body naming the service spelled out and no process word (gl)', () => {
    const bases = basesGl();
    const data = lido('BOP A Coruña', '2032-06-15', 'Lista definitiva e data do exercicio. Cabo SPEIS', 'CONCELLO DE EXEMPLO',
      'Elévase a definitiva a lista de admitidos na promoción interna a cabo do Servizo de Prevención e Extinción de Incendios e Salvamento. O exercicio será o 2 de xullo de 2032.');
    expect(xunto(agrupar([bases, data]), data)).toEqual(ids(bases, data));
  });
  it('the same in Spanish: "Cabo del SPEIS" (es)', () => {
    const org = 'AYUNTAMIENTO DE EJEMPLO';
    const bases = lido('BOP Lugo', '2032-04-06', 'BASES DE TRES PLAZAS DE CABO DEL SERVICIO DE PREVENCIÓN Y EXTINCIÓN DE INCENDIOS Y SALVAMENTO, PROMOCIÓN INTERNA', org,
      'Se aprueban las bases del concurso-oposición por promoción interna para la provisión de tres plazas de cabo del Servicio de Prevención y Extinción de Incendios y Salvamento.');
    const lista = lido('BOP Lugo', '2032-06-15', 'LISTA PROVISIONAL DE ADMITIDOS. CABO DEL SPEIS', org,
      'Se aprueba la lista provisional de admitidos en la promoción interna a cabo del SPEIS. Plazo de subsanación: diez días hábiles.');
    expect(xunto(agrupar([bases, lista]), lista)).toEqual(ids(bases, lista));
  });
  it('negative: the suboficial of the same service is another process (gl)', () => {
    const bases = basesGl();
    const tribunal = lido('BOP A Coruña', '2032-06-15', 'Tribunal cualificador. Suboficial do SPEIS (promoción interna)', 'CONCELLO DE EXEMPLO',
      'Nómease o tribunal do proceso para a provisión, por promoción interna, dunha praza de suboficial do Servizo de Prevención e Extinción de Incendios e Salvamento.');
    expect(xunto(agrupar([bases, tribunal]), tribunal)).toEqual(ids(tribunal));
  });
});

describe('posts whose noun the grouping did not know', () => {
  it('an economist\'s steps join its call, not the call of a técnico/a of the same body and subscale (gl)', () => {
    const org = 'DEPUTACIÓN PROVINCIAL DE EXEMPLO';
    const economista = lido('BOP Pontevedra', '2032-03-09', 'Bases específicas de dúas prazas de economista (OEP 2031)', org,
      'Apróbanse as bases da oposición libre de dúas prazas de economista, escala de administración especial, subescala técnica, clase superior, subgrupo A1.');
    const tag = lido('BOP Pontevedra', '2032-03-09', 'Bases específicas de tres prazas de técnico/a de administración xeral (OEP 2031)', org,
      'Apróbanse as bases da oposición libre de tres prazas de técnico/a de administración xeral, escala de administración xeral, subescala técnica, subgrupo A1.');
    const proposta = lido('BOP Pontevedra', '2032-09-14', 'Relación de aprobados e proposta de nomeamento. Economista', org,
      'Rematada a oposición para a provisión de dúas prazas de economista, o tribunal propón o nomeamento como funcionarias de carreira de dúas aspirantes.');
    const g = agrupar([economista, tag, proposta]);
    expect(xunto(g, proposta)).toEqual(ids(economista, proposta));
    expect(xunto(g, tag)).toEqual(ids(tag));
  });
  it('the same in Spanish: a sociologist (es)', () => {
    const org = 'AYUNTAMIENTO DE EJEMPLO';
    const sociologo = lido('BOP Ourense', '2032-03-09', 'Bases de una plaza de sociólogo/a', org,
      'Se aprueban las bases del concurso-oposición libre de una plaza de sociólogo/a, escala de administración especial, subescala técnica, subgrupo A1.');
    const lista = lido('BOP Ourense', '2032-05-18', 'Lista provisional de admitidos. Sociólogo/a', org,
      'Se aprueba la lista provisional de admitidos en el concurso-oposición de una plaza de sociólogo/a.');
    expect(xunto(agrupar([sociologo, lista]), lista)).toEqual(ids(sociologo, lista));
  });
});

describe('a later step whose body names the system with its turn', () => {
  const calls = (org: string) => [
    lido('BOP A Coruña', '2032-02-10', 'Bases de tres prazas de auxiliar administrativo/a pola quenda libre', org,
      'Apróbanse as bases da oposición libre de tres prazas de auxiliar administrativo/a, subgrupo C2.'),
    lido('BOP A Coruña', '2032-02-10', 'Bases de dúas prazas de auxiliar administrativo/a por promoción interna', org,
      'Apróbanse as bases do concurso-oposición por promoción interna de dúas prazas de auxiliar administrativo/a, subgrupo C2.'),
  ];
  it('a bare "Anuncio" of the internal-promotion concurso-oposición joins that call, not the free one (gl)', () => {
    const [libre, pi] = calls('CONCELLO DE EXEMPLO');
    const resultados = lido('BOP A Coruña', '2032-07-07', 'Anuncio', 'CONCELLO DE EXEMPLO',
      'O tribunal do concurso-oposición por promoción interna para a provisión de dúas prazas de auxiliar administrativo/a fai pública a puntuación final e propón o nomeamento de dúas persoas.');
    const g = agrupar([libre, pi, resultados]);
    expect(xunto(g, resultados)).toEqual(ids(pi, resultados));
  });
  it('the same in Spanish: "la oposición libre de tres plazas" joins the free call (es)', () => {
    const org = 'AYUNTAMIENTO DE EJEMPLO';
    const libre = lido('BOP A Coruña', '2032-02-10', 'Bases de tres plazas de auxiliar administrativo/a por el turno libre', org,
      'Se aprueban las bases de la oposición libre de tres plazas de auxiliar administrativo/a, subgrupo C2.');
    const pi = lido('BOP A Coruña', '2032-02-10', 'Bases de dos plazas de auxiliar administrativo/a por promoción interna', org,
      'Se aprueban las bases del concurso-oposición por promoción interna de dos plazas de auxiliar administrativo/a, subgrupo C2.');
    const resultados = lido('BOP A Coruña', '2032-07-07', 'Anuncio', org,
      'El tribunal de la oposición libre de tres plazas de auxiliar administrativo/a hace pública la puntuación final y propone el nombramiento de tres personas.');
    const g = agrupar([libre, pi, resultados]);
    expect(xunto(g, resultados)).toEqual(ids(libre, resultados));
  });
});

describe('a later step\'s verb ends the post\'s name its body gives', () => {
  const posto = (texto: string, titulo = 'Anuncio') => lerFeitos(texto, { bop: 'BOP Pontevedra', titulo, tipo: 'resultados', fecha: '2032-09-14' }).posto?.valor.nome;
  it('"…dúas prazas de economista fai pública a puntuación final" names the post "economista" (gl)', () => {
    expect(posto('O tribunal da oposición para a provisión de dúas prazas de economista fai pública a puntuación final e propón o nomeamento de dúas persoas.')).toBe('Economista');
  });
  it('"…de una plaza de sociólogo/a y se nombra el tribunal" names "sociólogo/a" (es)', () => {
    expect(posto('Se eleva a definitiva la lista de admitidos en la oposición de una plaza de sociólogo/a y se nombra el tribunal calificador.', 'Lista definitiva')).toBe('Sociólogo/a');
  });
  it('negative: a post whose name holds "e" and a noun keeps it ("técnico/a de emprego e desenvolvemento local", gl)', () => {
    expect(posto('O tribunal do concurso-oposición dunha praza de técnico/a de emprego e desenvolvemento local fai pública a puntuación final.')).toBe('Técnico/a de emprego e desenvolvemento local');
  });
});
