import { DIAS_FALLIDOS_AVISO, diasDePublicacionFallidos, precisaAviso, publicaEseDia, resumirLecturas, type LecturaDia } from './cobertura.js';

const l = (fecha: string, estado: LecturaDia['estado']): LecturaDia => ({ fecha, estado });

describe('publishing days of each bulletin', () => {
  it.each([
    // 2025-03-04 is Tuesday of Carnival, a local holiday of A Coruña, Lugo and Ourense; Pontevedra's is the 5th.
    ['BOP Lugo', '2025-03-04', false],
    ['BOP A Coruña', '2025-03-04', false],
    ['BOP Pontevedra', '2025-03-04', true],
    ['BOP Pontevedra', '2025-03-05', false],
    ['DOG', '2025-03-04', true],
    // 25 July: Galician holiday (no BOP, no DOG), the BOE publishes.
    ['BOP Ourense', '2025-07-25', false],
    ['DOG', '2025-07-25', false],
    ['BOE', '2025-07-25', true],
    // 15 August: national holiday.
    ['BOE', '2025-08-15', false],
    // Saturdays: only the BOE. Sundays: none.
    ['BOE', '2025-03-08', true],
    ['BOP A Coruña', '2025-03-08', false],
    ['DOG', '2025-03-08', false],
    ['BOE', '2025-03-09', false],
    ['BOP Lugo', '2025-03-10', true],
    // A year without holiday data: the provisional calendar of the law (1 January 2031 is a Wednesday)
    ['BOP Lugo', '2031-01-01', false],
    ['BOE', '2031-01-01', false],
    ['BOP Lugo', '2031-01-02', true],
    ['BOP Lugo', 'not-a-date', false],
  ])('%s publishes on %s: %s', (bop, dia, esperado) => {
    expect(publicaEseDia(bop, dia)).toBe(esperado);
  });
});

describe('failed publishing days in a row', () => {
  it('counts failures and changed layouts over publishing days, skipping the local holiday and a day not read yet', () => {
    const lecturas = [l('2025-02-28', 'ok'), l('2025-03-03', 'erro'), l('2025-03-04', 'erro'), l('2025-03-05', 'estructura_cambiada')];
    // Thursday 6 not read yet; Tuesday 4 is a holiday in Lugo (its failed reading is ignored).
    expect(diasDePublicacionFallidos('BOP Lugo', lecturas, '2025-03-06')).toBe(2);
    // In Pontevedra the 4th is a publishing day, the 5th is not.
    expect(diasDePublicacionFallidos('BOP Pontevedra', lecturas, '2025-03-06')).toBe(2);
    expect(precisaAviso(2)).toBe(true);
  });

  it('one failed day is not yet a notice', () => {
    expect(diasDePublicacionFallidos('BOP Lugo', [l('2025-03-10', 'ok'), l('2025-03-11', 'erro')], '2025-03-12')).toBe(1);
    expect(precisaAviso(1)).toBe(false);
    expect(DIAS_FALLIDOS_AVISO).toBe(2);
  });

  it('ignores failed readings of weekend days', () => {
    const lecturas = [l('2025-03-07', 'ok'), l('2025-03-08', 'erro'), l('2025-03-09', 'estructura_cambiada')];
    expect(diasDePublicacionFallidos('BOP A Coruña', lecturas, '2025-03-10')).toBe(0);
  });

  it('a good reading ends the run; a day without bulletin neither counts nor ends it', () => {
    expect(diasDePublicacionFallidos('DOG', [l('2025-03-10', 'erro'), l('2025-03-11', 'ok'), l('2025-03-12', 'erro')], '2025-03-12')).toBe(1);
    expect(diasDePublicacionFallidos('DOG', [l('2025-03-10', 'erro'), l('2025-03-11', 'sen_boletin'), l('2025-03-12', 'bloqueado')], '2025-03-12')).toBe(2);
  });

  it('counts the Saturday for the BOE only', () => {
    const lecturas = [l('2025-03-06', 'ok'), l('2025-03-07', 'erro'), l('2025-03-08', 'erro')];
    expect(diasDePublicacionFallidos('BOE', lecturas, '2025-03-09')).toBe(2);
    expect(diasDePublicacionFallidos('DOG', lecturas, '2025-03-09')).toBe(1);
  });

  it('is zero with no readings, and never looks past its window', () => {
    expect(diasDePublicacionFallidos('BOE', [], '2025-03-12')).toBe(0);
    expect(diasDePublicacionFallidos('BOE', [l('2024-10-01', 'erro')], '2025-03-12')).toBe(0);
  });
});

describe('summary of readings', () => {
  it('counts read, no-bulletin, failed (error or blocked) and changed-layout days', () => {
    expect(resumirLecturas([l('2025-03-03', 'ok'), l('2025-03-04', 'ok'), l('2025-03-05', 'sen_boletin'), l('2025-03-06', 'erro'), l('2025-03-07', 'bloqueado'), l('2025-03-10', 'estructura_cambiada')]))
      .toEqual({ diasLidos: 2, diasSenBoletin: 1, diasFallidos: 2, diasEstruturaCambiada: 1 });
  });
});
