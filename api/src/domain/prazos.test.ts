import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANOS_CUBERTOS, anoCompleto, concellosConFestasLocais, domingoDePascua, festivosDe, fontesDe } from './festivos.js';
import { diasHabilesEntre, esDiaInhabil, estadoPrazo, extraerRegraPrazo, regraPorDefecto, ultimoDiaPrazo, type RegraPrazo } from './prazos.js';
import { classifyEdict } from './clasificador.js';
import { lerFeitos } from './feitos/index.js';
import { prazoDoProceso } from './prazoDoProceso.js';

interface CasoPrazo { texto: string; lingua: 'gl' | 'es'; dataPublicacion: string; concello?: string; ultimoDia: string }
const corpus = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'corpus', 'prazos.json'), 'utf8')) as CasoPrazo[];

const regra = (cantidade: number, unidade: RegraPrazo['unidade'], desde: RegraPrazo['desde'] = 'boe'): RegraPrazo =>
  ({ cantidade, unidade, desde, textoAtopado: '', estimado: false });

describe('festivos', () => {
  it('covers 2025, 2026 and 2027 with named sources', () => {
    expect([...ANOS_CUBERTOS]).toEqual([2025, 2026, 2027]);
    for (const ano of ANOS_CUBERTOS) expect(fontesDe(ano).length).toBeGreaterThan(0);
    expect(fontesDe(2025).join(' ')).toMatch(/BOE-A-2024-21316/);
    expect(fontesDe(2026).join(' ')).toMatch(/DOG/);
    expect(fontesDe(2024).join(' ')).toMatch(/Real Decreto 2001\/1983/);
    expect(anoCompleto(2025)).toBe(true);
    expect(anoCompleto(2027)).toBe(false);
    expect(anoCompleto(2028)).toBe(false);
  });

  it('gives a year without data the provisional calendar of the law: fixed holidays and Easter on weekdays only', () => {
    expect(domingoDePascua(2025)).toEqual([4, 20]);
    expect(domingoDePascua(2026)).toEqual([4, 5]);
    expect(domingoDePascua(2027)).toEqual([3, 28]);
    expect(domingoDePascua(2028)).toEqual([4, 16]);
    expect(domingoDePascua(2038)).toEqual([4, 25]);
    // 2028: 1 January is a Saturday (left out: what replaces it is the year's decree), Easter on 16 April
    expect(festivosDe(2028)).toEqual([
      '2028-01-06', '2028-04-13', '2028-04-14', '2028-05-01', '2028-05-17', '2028-07-25', '2028-08-15',
      '2028-10-12', '2028-11-01', '2028-12-06', '2028-12-08', '2028-12-25',
    ]);
    expect(esDiaInhabil('2028-05-01')).toBe(true);
    expect(esDiaInhabil('2028-05-02')).toBe(false);
    // the data's own years keep the data: 2026's 12 October decree list is not replaced by the rule
    expect(festivosDe(2026)).not.toContain('2026-11-01');
    for (const ano of [2029, 2030, 2031]) {
      const f = festivosDe(ano);
      expect(f.every((d) => d.startsWith(String(ano)) && ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))).toBe(true);
      expect(f.length).toBeGreaterThanOrEqual(8);
    }
  });

  it('has the national and Galician holidays of 2025 (17 May replaces the Sunday 12 October)', () => {
    const f = festivosDe(2025);
    expect(f).toHaveLength(12);
    for (const d of ['2025-01-06', '2025-04-17', '2025-04-18', '2025-05-17', '2025-07-25', '2025-12-08', '2025-12-25']) expect(f).toContain(d);
    expect(f).not.toContain('2025-10-13');
  });

  it('has the 2026 decree: San Xosé, Xoves Santo, San Xoán; 17 May (Sunday) is not a holiday', () => {
    const f = festivosDe(2026);
    expect(f).toHaveLength(12);
    for (const d of ['2026-03-19', '2026-04-02', '2026-04-03', '2026-06-24', '2026-07-25', '2026-10-12']) expect(f).toContain(d);
    expect(f).not.toContain('2026-05-17');
    expect(f).not.toContain('2026-11-02');
    expect(f).not.toContain('2026-12-07');
  });

  it('adds the local holidays of the seven cities, under any spelling organismos knows', () => {
    expect(concellosConFestasLocais(2026)).toEqual(['A Coruña', 'Ferrol', 'Lugo', 'Ourense', 'Pontevedra', 'Santiago de Compostela', 'Vigo']);
    expect(festivosDe(2026, 'A Coruña')).toEqual(expect.arrayContaining(['2026-02-17', '2026-10-07']));
    expect(festivosDe(2026, 'La Coruña')).toEqual(festivosDe(2026, 'A Coruña'));
    expect(festivosDe(2025, 'Orense')).toContain('2025-11-11');
    expect(festivosDe(2026, 'Vigo')).toContain('2026-08-17');
    expect(festivosDe(2026, 'Abegondo')).toEqual(festivosDe(2026));
    expect(festivosDe(2027, 'Vigo')).toEqual(festivosDe(2027));
    for (const ano of ANOS_CUBERTOS) for (const d of festivosDe(ano, 'Ferrol')) expect(d.startsWith(String(ano))).toBe(true);
  });

  it('gives a year without the local list the local days each city keeps every year: fixed ones on weekdays, moveable ones from Easter', () => {
    // a patron's day on a weekday (San Martiño 2031 is a Tuesday; Reconquista 2030 a Thursday)
    expect(festivosDe(2031, 'Ourense')).toContain('2031-11-11');
    expect(festivosDe(2031, 'Orense')).toContain('2031-11-11');
    expect(festivosDe(2030, 'Vigo')).toContain('2030-03-28');
    expect(festivosDe(2031, 'Pontevedra')).toContain('2031-07-11');
    // on a Sunday it is left out, unless the city moved it to Monday in the data's years (Lugo's San Froilán, 5 Oct 2031)
    expect(festivosDe(2032, 'Vigo')).not.toContain('2032-03-28');
    expect(festivosDe(2032, 'Vigo')).not.toContain('2032-03-29');
    expect(festivosDe(2031, 'Lugo')).toContain('2031-10-06');
    // moveable days counted from Easter (13 April 2031): Martes de Entroido, Mércores de Cinza, Ascensión, Luns de Pascua
    expect(festivosDe(2031, 'Lugo')).toContain('2031-02-25');
    expect(festivosDe(2031, 'Pontevedra')).toContain('2031-02-26');
    expect(festivosDe(2031, 'Santiago de Compostela')).toContain('2031-05-22');
    expect(festivosDe(2031, 'Ferrol')).toContain('2031-04-14');
    // only the city's: another seat gets none of them; the data's own lists stay as published
    expect(festivosDe(2031, 'Abegondo')).toEqual(festivosDe(2031));
    expect(festivosDe(2031, 'Santiago de Compostela')).not.toContain('2031-11-11');
    expect(festivosDe(2025, 'A Coruña')).toContain('2025-06-24');
    expect(festivosDe(2026, 'Vigo').filter((d) => !festivosDe(2026).includes(d))).toEqual(['2026-03-28', '2026-08-17']);
    // ten business days from Monday 3 November 2031: an Ourense seat skips San Martiño, a Vigo seat does not
    expect(ultimoDiaPrazo(regra(10, 'dias_habiles', 'bop'), '2031-11-03', { concello: 'Ourense' })).toBe('2031-11-18');
    expect(ultimoDiaPrazo(regra(10, 'dias_habiles', 'bop'), '2031-11-03', { concello: 'Vigo' })).toBe('2031-11-17');
  });
});

describe('esDiaInhabil and diasHabilesEntre', () => {
  it('weekends and holidays are inhábiles, local ones only with the municipality', () => {
    expect(esDiaInhabil('2026-04-04')).toBe(true); // Saturday
    expect(esDiaInhabil('2026-04-02')).toBe(true); // Xoves Santo
    expect(esDiaInhabil('2026-04-06')).toBe(false);
    expect(esDiaInhabil('2026-04-06', { concello: 'Ferrol' })).toBe(true);
    expect(esDiaInhabil('2025-10-13')).toBe(false);
    // 2027 (provisional): the Galician holidays kept every year they fall on a working day.
    expect(esDiaInhabil('2027-05-17')).toBe(true); // Letras Galegas, a Monday
    expect(esDiaInhabil('2027-03-25')).toBe(true); // Xoves Santo
    expect(esDiaInhabil('2027-01-06')).toBe(true);
    expect(esDiaInhabil('2027-05-18')).toBe(false);
  });
  it('counts business days after the first date up to and including the second', () => {
    expect(diasHabilesEntre('2026-03-27', '2026-04-14')).toBe(10);
    expect(diasHabilesEntre('2026-03-27', '2026-04-14', { concello: 'Ferrol' })).toBe(9);
    expect(diasHabilesEntre('2026-04-14', '2026-04-14')).toBe(0);
    expect(diasHabilesEntre('2026-04-14', '2026-04-01')).toBe(0);
  });
});

describe('ultimoDiaPrazo', () => {
  it('business days cross Christmas and New Year', () => {
    expect(ultimoDiaPrazo(regra(20, 'dias_habiles'), '2025-12-12')).toBe('2026-01-14');
  });
  it('natural days ending on a Sunday move to Monday; on a holiday to the next business day', () => {
    expect(ultimoDiaPrazo(regra(20, 'dias_naturais'), '2025-09-22')).toBe('2025-10-13');
    expect(ultimoDiaPrazo(regra(20, 'dias_naturais'), '2026-03-14')).toBe('2026-04-06');
  });
  it('months run date to date, to the last day of a shorter month, then to a business day', () => {
    expect(ultimoDiaPrazo(regra(1, 'meses'), '2025-03-31')).toBe('2025-04-30');
    expect(ultimoDiaPrazo(regra(1, 'meses'), '2026-01-31')).toBe('2026-03-02');
    expect(ultimoDiaPrazo(regra(1, 'meses'), '2026-07-31')).toBe('2026-08-31');
    expect(ultimoDiaPrazo(regra(2, 'meses'), '2025-10-31')).toBe('2025-12-31');
    expect(ultimoDiaPrazo(regra(1, 'meses'), '2025-12-15')).toBe('2026-01-15');
  });
});

describe('extraerRegraPrazo', () => {
  it('reads unit, number and origin, and is not estimated when both are stated', () => {
    expect(extraerRegraPrazo('vinte días hábiles contados a partir do día seguinte ao da publicación do extracto no BOE')).toMatchObject({ cantidade: 20, unidade: 'dias_habiles', desde: 'boe', estimado: false });
    expect(extraerRegraPrazo('20 días naturales a contar desde el siguiente al de la publicación de este anuncio en el Boletín Oficial del Estado')).toMatchObject({ cantidade: 20, unidade: 'dias_naturais', desde: 'boe', estimado: false });
    expect(extraerRegraPrazo('quince días naturais desde a publicación no DOG')).toMatchObject({ cantidade: 15, unidade: 'dias_naturais', desde: 'dog', estimado: false });
    expect(extraerRegraPrazo('no prazo de dez días hábiles desde a publicación no Boletín Oficial da Provincia de Lugo')).toMatchObject({ cantidade: 10, desde: 'bop', estimado: false });
  });
  it('estimates what is missing: no origin, or "días" with no qualifier (hábiles by law)', () => {
    expect(extraerRegraPrazo('prazo de dez (10) días hábiles')).toMatchObject({ cantidade: 10, unidade: 'dias_habiles', desde: 'publicacion', estimado: true });
    expect(extraerRegraPrazo('un mes')).toMatchObject({ cantidade: 1, unidade: 'meses', desde: 'publicacion', estimado: true });
    expect(extraerRegraPrazo('prazo de vinte días desde a publicación no BOE')).toMatchObject({ cantidade: 20, unidade: 'dias_habiles', desde: 'boe', estimado: true });
  });
  it('reads compound numbers in words and digits in brackets', () => {
    expect(extraerRegraPrazo('un prazo de vinte e cinco días naturais')?.cantidade).toBe(25);
    expect(extraerRegraPrazo('plazo de treinta y un días naturales')?.cantidade).toBe(31);
    expect(extraerRegraPrazo('plazo de veintidós días hábiles')?.cantidade).toBe(22);
    expect(extraerRegraPrazo('20 (veinte) días naturales')?.cantidade).toBe(20);
    expect(extraerRegraPrazo('dúas (2) semanas')).toBeNull();
  });
  it('prefers the application period over a claims period, and keeps the words it read', () => {
    const r = extraerRegraPrazo('Publicada a lista provisional, haberá un prazo de dez días hábiles para reclamacións. O prazo de presentación de solicitudes será de vinte días naturais contados desde o seguinte ao da publicación no BOE.');
    expect(r).toMatchObject({ cantidade: 20, unidade: 'dias_naturais', desde: 'boe' });
    expect(r?.textoAtopado).toMatch(/^vinte días naturais.*BOE$/);
  });
  it('finds nothing where no period is stated', () => {
    expect(extraerRegraPrazo('Bases para a provisión dunha praza de auxiliar administrativo.')).toBeNull();
    expect(extraerRegraPrazo('')).toBeNull();
  });
});

describe('regraPorDefecto', () => {
  it('20 días naturais from the BOE, estimated, for calls of local bodies only', () => {
    expect(regraPorDefecto('BOP Lugo', 'convocatoria_bases')).toMatchObject({ cantidade: 20, unidade: 'dias_naturais', desde: 'boe', estimado: true });
    expect(regraPorDefecto('BOE', 'extracto_convocatoria')).not.toBeNull();
    expect(regraPorDefecto('BOP Ourense', 'bolsa_emprego')).not.toBeNull();
    expect(regraPorDefecto('BOP Lugo', 'admitidos')).toBeNull();
    expect(regraPorDefecto('DOG', 'convocatoria_bases')).toBeNull();
  });
});

describe('estadoPrazo', () => {
  it('is open through the last day, counting today when it is hábil', () => {
    expect(estadoPrazo('2026-04-14', '2026-04-01')).toEqual({ aberto: true, diasHabilesRestantes: 8, diasRestantes: 14 });
    expect(estadoPrazo('2026-04-14', '2026-04-14')).toEqual({ aberto: true, diasHabilesRestantes: 1, diasRestantes: 1 });
    expect(estadoPrazo('2026-04-14', '2026-04-15')).toEqual({ aberto: false, diasHabilesRestantes: 0, diasRestantes: 0 });
    // a Saturday before a last day on Monday: one business day, but three calendar days (today is not the last day)
    expect(estadoPrazo('2026-04-06', '2026-04-04')).toEqual({ aberto: true, diasHabilesRestantes: 1, diasRestantes: 3 });
    expect(estadoPrazo('2026-04-07', '2026-04-04', { concello: 'Ferrol' })).toEqual({ aberto: true, diasHabilesRestantes: 1, diasRestantes: 4 });
    // across the change to summer time (29 March 2026) the calendar count stays whole
    expect(estadoPrazo('2026-03-31', '2026-03-28')).toEqual({ aberto: true, diasHabilesRestantes: 2, diasRestantes: 4 });
  });
});

describe('deadline phrasings corpus (corpus/prazos.json)', () => {
  it('has at least 40 phrasings in Galician and Spanish', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
    expect(corpus.some((c) => c.lingua === 'gl')).toBe(true);
    expect(corpus.some((c) => c.lingua === 'es')).toBe(true);
  });
  it('gets the exact last day of ≥ 95 % of them', () => {
    const failures: string[] = [];
    for (const c of corpus) {
      const r = extraerRegraPrazo(c.texto);
      const got = r ? ultimoDiaPrazo(r, c.dataPublicacion, { concello: c.concello }) : null;
      if (got !== c.ultimoDia) failures.push(`${c.dataPublicacion}${c.concello ? ` (${c.concello})` : ''}: expected ${c.ultimoDia}, got ${got} [${r ? `${r.cantidade} ${r.unidade} ${r.desde}` : 'no rule'}] ${c.texto}`);
    }
    const accuracy = (corpus.length - failures.length) / corpus.length;
    if (failures.length) console.log(`Deadline failures:\n  ${failures.join('\n  ')}`);
    expect({ accuracy: accuracy >= 0.95, failures }).toEqual({ accuracy: true, failures: expect.any(Array) });
  });
});

describe('the deadline of a call to make lists (agrupacion8 class)', () => {
  // as ingestion takes it: the classifier's kind, then the facts of its body
  const lida = (titulo: string, texto: string, fecha: string) => {
    const tipo = classifyEdict({ bop: 'DOG', titulo, organizacion: 'Axencia Galega de Servizos Sociais', texto }).tipo;
    return { bop: 'DOG', fecha, titulo, tipo, feitos: lerFeitos(texto, { bop: 'DOG', titulo, tipo, fecha }) };
  };
  it('a resolution that opens the period to make temporary-hire lists counts its period from its own publication (gl, es)', () => {
    // Monday 12/05/2025: ten business days from Tuesday 13 (Saturday 17 May, Letras Galegas, skipped anyway) = Monday 26/05
    const gl = lida('RESOLUCIÓN do 2 de maio de 2025 pola que se abre o prazo de presentación de solicitudes para a elaboración de listas de contratación temporal da categoría de cociñeiro/a',
      'A Dirección da Axencia resolve abrir o prazo para a elaboración de listas de contratación temporal de cociñeiro/a nos seus centros. As solicitudes presentaranse no prazo de dez días hábiles contados desde o día seguinte ao da publicación desta resolución no Diario Oficial de Galicia.', '2025-05-12');
    expect(gl.tipo).toBe('bolsa_emprego');
    expect(prazoDoProceso([gl])?.ultimoDia).toBe('2025-05-26');
    const es = lida('RESOLUCIÓN de 2 de mayo de 2025 por la que se abre el plazo de presentación de solicitudes para la confección de listas de contratación temporal de la categoría de cocinero/a',
      'La Dirección de la Agencia resuelve abrir el plazo para la confección de listas de contratación temporal de cocinero/a. Las solicitudes se presentarán en el plazo de diez días hábiles contados desde el día siguiente al de la publicación de esta resolución en el Diario Oficial de Galicia.', '2025-05-12');
    expect(es.tipo).toBe('bolsa_emprego');
    expect(prazoDoProceso([es])?.ultimoDia).toBe('2025-05-26');
  });
});

describe('prazoDoProceso: a correction that reopens the period', () => {
  const lida = (bop: string, fecha: string, titulo: string, texto: string, organizacion: string) => {
    const tipo = classifyEdict({ bop, titulo, organizacion, texto }).tipo;
    return { bop, fecha, titulo, tipo, texto, feitos: lerFeitos(texto, { bop, titulo, tipo, fecha }) };
  };
  const bases = (bop: string) => lida(bop, '2025-03-03', 'Resolución de 20 de febrero de 2025, del Ayuntamiento de Teo (A Coruña), referente a la convocatoria para proveer varias plazas.',
    'En el «Boletín Oficial de la Provincia de A Coruña» número 30, de 14 de febrero de 2025, se han publicado íntegramente las bases que regirán la convocatoria para proveer dos plazas de Conserje. El plazo de presentación de solicitudes será de veinte días naturales a contar desde el día siguiente al de la publicación de este anuncio en el «Boletín Oficial del Estado».', 'Ayuntamiento de Teo');

  it('counts the new period from the correction itself (es), not from the call', () => {
    const call = bases('BOE');
    expect(call.tipo).toBe('extracto_convocatoria');
    // Monday 3 March 2025: twenty calendar days end on Sunday 23, moved to Monday 24 (Lei 39/2015, art. 30.5)
    expect(prazoDoProceso([call])?.ultimoDia).toBe('2025-03-24');
    // Tuesday 1 April 2025: twenty calendar days from Wednesday 2 = Monday 21 April
    const corr = lida('BOE', '2025-04-01', 'Resolución de 20 de marzo de 2025, del Ayuntamiento de Teo (A Coruña), por la que se corrigen errores en la de 20 de febrero de 2025, referente a la convocatoria para proveer varias plazas.',
      'Advertido error en la Resolución de 20 de febrero de 2025, del Ayuntamiento de Teo (A Coruña), referente a la convocatoria para proveer varias plazas, publicada en el «Boletín Oficial del Estado» número 52, de 3 de marzo de 2025, se procede a su corrección: donde dice «dos plazas de Conserje», debe decir «tres plazas de Conserje». Se abre un nuevo plazo de veinte días naturales para la presentación de solicitudes, contados a partir del día siguiente al de la publicación de esta corrección en el «Boletín Oficial del Estado».', 'Ayuntamiento de Teo');
    expect(corr.tipo).toBe('correccion');
    for (const edictos of [[corr], [call, corr]]) {
      const p = prazoDoProceso(edictos);
      expect(p).toMatchObject({ ultimoDia: '2025-04-21', estimado: false, pendente: false });
      expect(p?.texto).toMatch(/nuevo plazo de veinte días naturales/);
    }
  });

  it('counts the new period from the correction itself (gl, business days)', () => {
    // Monday 5 May 2025 in the BOP of Lugo: ten business days from Tuesday 6 (Saturday 17 May skipped) = Monday 19 May
    const corr = lida('BOP Lugo', '2025-05-05', 'Anuncio de corrección de erros das bases da convocatoria dunha praza de técnico/a de emprego',
      'Advertido erro nas bases publicadas no BOP de Lugo núm. 80, do 8 de abril de 2025, corríxese a base terceira: onde di «bacharelato», debe dicir «título de grao». Ábrese un novo prazo de presentación de solicitudes de dez días hábiles, contados desde o día seguinte ao da publicación deste anuncio no Boletín Oficial da Provincia de Lugo.', 'Concello de Vilalba');
    expect(corr.tipo).toBe('correccion');
    expect(prazoDoProceso([corr])).toMatchObject({ ultimoDia: '2025-05-19', estimado: false });
  });

  it('keeps the call\'s period when the correction opens no new one, or only mentions the period', () => {
    const call = bases('BOE');
    const sen = lida('BOE', '2025-04-01', 'Resolución de 20 de marzo de 2025, del Ayuntamiento de Teo (A Coruña), por la que se corrigen errores en la de 20 de febrero de 2025, referente a la convocatoria para proveer varias plazas.',
      'Advertido error en la Resolución de 20 de febrero de 2025, se procede a su corrección: donde dice «Conserje», debe decir «Conserje-notificador». No se abre nuevo plazo de presentación de solicitudes.', 'Ayuntamiento de Teo');
    expect(prazoDoProceso([call, sen])?.ultimoDia).toBe('2025-03-24');
    expect(prazoDoProceso([sen])).toBeNull();
    const mencion = lida('BOE', '2025-04-01', 'Resolución de 20 de marzo de 2025, del Ayuntamiento de Teo (A Coruña), por la que se corrigen errores en la de 20 de febrero de 2025.',
      'Advertido error en la Resolución de 20 de febrero de 2025, se procede a su corrección: donde dice «Conserje», debe decir «Conserje-notificador». El plazo de presentación de solicitudes será de veinte días naturales desde la publicación del extracto en el «Boletín Oficial del Estado».', 'Ayuntamiento de Teo');
    expect(prazoDoProceso([call, mencion])?.ultimoDia).toBe('2025-03-24');
  });
});
