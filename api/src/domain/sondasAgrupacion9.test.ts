import { classifyEdict } from './clasificador.js';
import { prazoDoProceso } from './prazoDoProceso.js';
import { extraerDataLimite } from './prazos.js';
import { referenciasDoTexto } from './procesos.js';

/**
 * Probes for the classes of error the ninth grouping set (agrupacion9) showed, in our own wording, Galician and Spanish,
 * with negatives: a title that names only the post and its turn (its kind is its body's), an employee's contract
 * formalised as "a contratación", and an application window closed on a written date.
 */

const edicto = (titulo: string, texto: string, bop = 'BOP Pontevedra') => classifyEdict({ bop, titulo, organizacion: 'Concello de Exemplo', texto });

describe('a title that names only the post: the body says which step it is', () => {
  it.each([
    ['Técnico/a de xestión, quenda libre', 'Resolución pola que se eleva a definitiva a relación de aspirantes admitidos ao proceso para dúas prazas de técnico/a de xestión e se nomea o tribunal cualificador.', 'admitidos'],
    ['Auxiliar de biblioteca (OEP 2031), quenda de promoción interna', 'Desígnase o tribunal cualificador do proceso selectivo dunha praza de auxiliar de biblioteca pola quenda de promoción interna: presidenta, X; vogais, Y e Z.', 'tribunal'],
    ['Arquitecto técnico, turno libre', 'Por Decreto de la Alcaldía se aprueba la lista provisional de personas admitidas y excluidas en el proceso para cubrir una plaza de arquitecto técnico por el turno libre.', 'admitidos'],
    ['Oficial de obras, turno libre', 'El tribunal calificador hace pública la relación de aspirantes aprobados y propone el nombramiento de D. X como funcionario de carrera.', 'resultados'],
  ])('%s → %s', (titulo, texto, tipo) => {
    expect(edicto(titulo, texto)).toMatchObject({ emprego: true, tipo });
  });

  it('a call under such a title stays a call', () => {
    expect(edicto('Técnico/a de xestión, quenda libre', 'A Xunta de Goberno Local aprobou as bases que rexerán o proceso selectivo para cubrir dúas prazas de técnico/a de xestión pola quenda libre.')).toMatchObject({ tipo: 'convocatoria_bases' });
    expect(edicto('Oficial de obras, turno libre', 'Se aprueban las bases y la convocatoria para proveer una plaza de oficial de obras por el turno libre, mediante concurso-oposición.')).toMatchObject({ tipo: 'convocatoria_bases' });
  });

  it('a title that names its step is read by its title, whatever its body mentions', () => {
    expect(edicto('Bases para dúas prazas de técnico/a de xestión, quenda libre', 'Apróbanse as bases. A lista provisional de admitidos publicarase no BOP e o tribunal cualificador estará formado por cinco membros.')).toMatchObject({ tipo: 'convocatoria_bases' });
    expect(edicto('Lista provisional de admitidos. Arquitecto técnico, turno libre', 'Se designa el tribunal calificador.')).toMatchObject({ tipo: 'admitidos' });
  });
});

describe('an employee\'s contract formalised as "a contratación"', () => {
  it('is the appointment, gl and es', () => {
    expect(edicto('Contratación como persoal laboral fixo dun peón', 'Por Resolución da Alcaldía formalízase a contratación como persoal laboral fixo de D.ª Uxía Rial Lema na categoría de peón, praza da oferta de emprego público de 2031.')).toMatchObject({ tipo: 'nomeamento' });
    expect(edicto('Contratación de personal laboral fijo', 'Se formaliza la contratación laboral de D. Xoán Pereira Mato como conserje, tras el proceso selectivo.', 'BOE')).toMatchObject({ tipo: 'nomeamento' });
  });
  it('a public contract formalised is not an employee', () => {
    expect(edicto('Formalización da contratación do servizo de limpeza de edificios municipais', 'Formalízase a contratación do servizo de limpeza cunha empresa adxudicataria.')).toMatchObject({ emprego: false });
  });
});

describe('an application window closed on a written date', () => {
  it.each([
    ['As instancias presentaranse desde o día seguinte ao da publicación deste anuncio no BOP ata o día 14 de outubro de 2031, incluído.', '2031-09-29', '2031-10-14'],
    ['Las solicitudes podrán presentarse hasta el 3 de marzo de 2032 (inclusive), en el Registro General.', '2032-02-10', '2032-03-03'],
    ['O prazo de presentación de solicitudes será do 2 ao 16 de febreiro de 2032.', '2032-01-28', '2032-02-16'],
    ['El plazo de presentación de solicitudes finalizará el próximo 20 de noviembre.', '2031-11-04', '2031-11-20'],
    ['Presentación de solicitudes: ata as 14.00 horas do 5 de decembro de 2031.', '2031-11-20', '2031-12-05'],
    ['Ata o 30/06/2032 poderán presentarse as solicitudes na sede electrónica.', '2032-06-12', '2032-06-30'],
    ['Las instancias se presentarán hasta el 8 de enero.', '2031-12-22', '2032-01-08'],
  ])('%s', (texto, publicado, ultimoDia) => {
    expect(extraerDataLimite(texto, publicado)?.ultimoDia).toBe(ultimoDia);
  });

  it.each([
    ['Os méritos computaranse ata o 14 de outubro de 2031.', '2031-09-29'],
    ['O prazo de emendas e reclamacións remata o 14 de outubro de 2031.', '2031-09-29'],
    ['A entrevista terá lugar o 14 de outubro de 2031 na Casa do Concello.', '2031-09-29'],
    ['A bolsa terá vixencia ata o 31 de decembro de 2033.', '2031-09-29'],
    ['Os requisitos deberán posuírse ata o 14 de outubro de 2031.', '2031-09-29'],
    ['Aprobado por Resolución do 14 de setembro de 2031; as solicitudes presentaranse no prazo de vinte días naturais.', '2031-09-29'],
    ['As solicitudes presentadas ata o 1 de setembro de 2031 serán valoradas.', '2031-09-29'],
  ])('not a window\'s end: %s', (texto, publicado) => {
    expect(extraerDataLimite(texto, publicado)).toBeNull();
  });

  it('gives the process its deadline, read, when no count is stated', () => {
    const bases = { bop: 'BOP Lugo', fecha: '2031-09-29', titulo: 'Bases da bolsa de emprego de socorristas', tipo: 'bolsa_emprego',
      texto: 'As solicitudes presentaranse no rexistro desde o día seguinte ao da publicación no Boletín Oficial da Provincia ata o 14 de outubro de 2031.' };
    expect(prazoDoProceso([bases])).toMatchObject({ ultimoDia: '2031-10-14', estimado: false, pendente: false });
    // a count read from the text still decides
    const conConta = { ...bases, texto: 'As solicitudes presentaranse no prazo de dez días hábiles contados desde o seguinte ao da publicación no BOP.' };
    expect(prazoDoProceso([conConta])?.texto).not.toMatch(/ata o/);
  });

  it('the window\'s end after a bulletin\'s name is not a publication the edict cites', () => {
    expect(referenciasDoTexto('desde o día seguinte ao da publicación no Boletín Oficial da Provincia ata o 14 de outubro de 2031', '2031-09-29')).toEqual([]);
    expect(referenciasDoTexto('bases publicadas no BOP de Lugo número 200, do 2 de setembro de 2031', '2031-09-29')).toEqual(['bop:200:2031-09-02']);
  });
});
