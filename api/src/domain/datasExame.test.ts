import { clausulas, eventosDatados, type EventoDatado } from './datasExame.js';

const PUB = '2026-11-20';
const one = (texto: string, publicado: string | undefined = PUB) => {
  const found = eventosDatados(texto, publicado);
  expect(found).toHaveLength(1);
  return found[0];
};
const brief = (e: EventoDatado) => [e.tipo, e.data, e.hora, e.orde];

describe('eventosDatados: exam and test dates in Galician', () => {
  it.each([
    ['O exercicio terá lugar o día 12 de xaneiro de 2027.', ['exame', '2027-01-12', null, null]],
    ['O primeiro exercicio terá lugar o día 12 de xaneiro de 2027 ás 10:00 horas no CIFP Politécnico de Lugo.', ['exame', '2027-01-12', '10:00', 1]],
    ['Convócase ás persoas aspirantes admitidas para a realización do primeiro exercicio o día 12/01/2027, ás 9.30 horas.', ['exame', '2027-01-12', '09:30', 1]],
    ['O segundo exercicio realizarase o luns, 1 de febreiro de 2027, ás 16:30 h, no salón de plenos.', ['exame', '2027-02-01', '16:30', 2]],
    ['A proba práctica celebrarase o 3 de decembro de 2026 ás 10 horas.', ['exame', '2026-12-03', '10:00', null]],
    ['Data do exercicio: 15/12/2026', ['exame', '2026-12-15', null, null]],
    ['Fíxase como data de realización do exame teórico o 9 de xaneiro do 2027.', ['exame', '2027-01-09', null, null]],
    ['As probas físicas comezarán o día 18 de xaneiro de 2027 ás 8:00 horas no estadio municipal.', ['exame', '2027-01-18', '08:00', null]],
    ['O terceiro exercicio terá lugar o 22.02.2027 ás 11.00 h.', ['exame', '2027-02-22', '11:00', 3]],
    ['O 12 de xaneiro de 2027 terá lugar o primeiro exercicio da fase de oposición.', ['exame', '2027-01-12', null, 1]],
    ['O cuestionario tipo test realizarase o día 20 de decembro de 2026.', ['exame', '2026-12-20', null, null]],
    ['O 1.º exercicio terá lugar o 14 de xaneiro de 2027.', ['exame', '2027-01-14', null, 1]],
    ['A entrevista persoal terá lugar o día 5 de febreiro de 2027 a partir das 9:00 horas.', ['entrevista', '2027-02-05', '09:00', null]],
    ['A lectura pública do primeiro exercicio terá lugar o 25 de xaneiro de 2027 ás 12:00 horas.', ['lectura', '2027-01-25', '12:00', 1]],
    ['O suposto práctico desenvolverase o xoves 7 de xaneiro de 2027.', ['exame', '2027-01-07', null, null]],
    ['O exercicio celebrarase o 3 de marzo.', ['exame', '2027-03-03', null, null]],
    ['O exercicio terá lugar o 30 de novembro.', ['exame', '2026-11-30', null, null]],
  ] as const)('%s', (texto, expected) => {
    expect(brief(one(texto))).toEqual(expected);
  });
});

describe('eventosDatados: exam and test dates in Spanish', () => {
  it.each([
    ['El primer ejercicio se celebrará el 3 de marzo.', ['exame', '2027-03-03', null, 1]],
    ['El primer ejercicio se celebrará el día 3 de marzo de 2027, a las 10:00 horas, en el IES Sánchez Cantón.', ['exame', '2027-03-03', '10:00', 1]],
    ['Se convoca a los aspirantes admitidos a la realización del primer ejercicio el día 12/01/2027 a las 9:30 h.', ['exame', '2027-01-12', '09:30', 1]],
    ['La prueba tendrá lugar el martes, 19 de enero de 2027, a las 17.00 horas.', ['exame', '2027-01-19', '17:00', null]],
    ['Fecha del examen: 15-12-2026', ['exame', '2026-12-15', null, null]],
    ['Se fija como fecha de realización del segundo ejercicio el 2 de febrero de 2027.', ['exame', '2027-02-02', null, 2]],
    ['El supuesto práctico se realizará el 10 de septiembre de 2027 a las 9 horas.', ['exame', '2027-09-10', '09:00', null]],
    ['La entrevista se llevará a cabo el 4 de febrero de 2027.', ['entrevista', '2027-02-04', null, null]],
    ['Las pruebas físicas darán comienzo el 11 de enero de 2027 a las 8:30 h.', ['exame', '2027-01-11', '08:30', null]],
    ['Primer ejercicio: día 8 de enero del 2027, 10:00 h.', ['exame', '2027-01-08', '10:00', 1]],
    ['El ejercicio de la fase de oposición se desarrollará el 14 de setiembre de 2027.', ['exame', '2027-09-14', null, null]],
    ['La lectura del ejercicio será el 1 de marzo de 2027 a las 12:00 horas; se realizará en sesión pública.', ['lectura', '2027-03-01', '12:00', null]],
  ] as const)('%s', (texto, expected) => {
    expect(brief(one(texto))).toEqual(expected);
  });
});

describe('eventosDatados: dates that are not events', () => {
  it.each([
    'Resolución do 3 de marzo de 2026 pola que se fixa a data do primeiro exercicio.',
    'Lista de admitidos publicada no BOP do 12 de xaneiro de 2027 para o exercicio de auxiliar.',
    'Las reclamaciones podrán presentarse hasta el 3 de marzo de 2027 contra el resultado del ejercicio.',
    'Bases da convocatoria aprobadas por acordo da Xunta de Goberno Local do 14 de outubro de 2026 (exercicio tipo test).',
    'Prazo de presentación de solicitudes: ata o 12 de xaneiro de 2027.',
    'Composición do tribunal e data do primeiro exercicio do proceso selectivo para unha praza de arquitecto.',
    'Decreto de fecha 2 de noviembre de 2026 por el que se aprueba la lista de admitidos al examen.',
    'Nomeamento como funcionario de carreira con efectos do 1 de decembro de 2026.',
    'A praza está dotada con 30 000 euros brutos anuais.',
    'O exercicio terá lugar o 31 de febreiro de 2027.',
    'O exercicio terá lugar o 12/13/2027.',
  ])('%s', (texto) => {
    expect(eventosDatados(texto, PUB)).toEqual([]);
  });

  it('leaves out a date without a year when the publication date is unknown', () => {
    expect(eventosDatados('O exercicio celebrarase o 3 de marzo.')).toEqual([]);
    expect(brief(one('O exercicio celebrarase o 3 de marzo de 2027.', undefined))).toEqual(['exame', '2027-03-03', null, null]);
  });

  it('does not read "ás 10 persoas" as an hour', () => {
    expect(one('O exercicio terá lugar o 12 de xaneiro de 2027 e convócase ás 10 persoas aspirantes con mellor nota.').hora).toBeNull();
  });
});

describe('eventosDatados: several events in one text', () => {
  it('reads each date of a sentence with its own number and hour', () => {
    const found = eventosDatados('O primeiro exercicio terá lugar o 12 de xaneiro de 2027 ás 10:00 horas e o segundo exercicio o 19 de xaneiro de 2027 ás 16:00 horas.', PUB);
    expect(found.map(brief)).toEqual([['exame', '2027-01-12', '10:00', 1], ['exame', '2027-01-19', '16:00', 2]]);
  });

  it('keeps the event dates and drops the publication date of the same text, across sentences and semicolons', () => {
    const texto = 'Publicada no BOP núm. 12, do 15 de xaneiro de 2027, a lista definitiva de admitidos. O exercicio teórico terá lugar o 2 de febreiro de 2027 ás 9:00 horas; a entrevista, o 9 de febreiro de 2027.';
    expect(eventosDatados(texto, '2027-01-20').map(brief)).toEqual([['exame', '2027-02-02', '09:00', null], ['entrevista', '2027-02-09', null, null]]);
  });

  it('says each event once, ordered by date', () => {
    const texto = 'O exercicio terá lugar o 12/01/2027.\nData do exercicio: 12 de xaneiro de 2027. A entrevista realizarase o 5 de xaneiro de 2027.';
    expect(eventosDatados(texto, PUB).map((e) => [e.tipo, e.data])).toEqual([['entrevista', '2027-01-05'], ['exame', '2027-01-12']]);
  });

  it('returns the clause the date was read from, as written', () => {
    expect(one('Bases aprobadas. O exercicio terá lugar o día 12 de xaneiro de 2027.').texto).toBe('O exercicio terá lugar o día 12 de xaneiro de 2027.');
  });
});

describe('clausulas', () => {
  it('splits sentences, semicolons and lines but not dates, hours or abbreviations followed by numbers', () => {
    expect(clausulas('Bases. O exercicio o 12.01.2027 ás 10.30 h; BOP núm. 12\nOutra')).toEqual(['Bases.', 'O exercicio o 12.01.2027 ás 10.30 h', 'BOP núm. 12', 'Outra']);
  });
});
