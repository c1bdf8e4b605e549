import { formatDateArray, formatDateTimeArray, formatDayMonthArray } from './format.js';

describe('date formatting without Galician locale data (Debian Chromium)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('still writes the Galician long format', () => {
    jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    expect(formatDateArray([2026, 11, 22], 'gl')).toBe('22 de novembro de 2026');
    expect(formatDateArray([2024, 3, 15], 'gl')).toBe('15 de marzo de 2024');
    expect(formatDateTimeArray([2024, 7, 5, 9, 5], 'gl')).toBe('5 de xullo de 2024, 09:05');
    expect(formatDateArray([2024, 3, 15], 'es')).toBe('15 de marzo de 2024');
  });
});

describe('day and month of a deadline', () => {
  afterEach(() => jest.restoreAllMocks());
  const today = new Date(2026, 2, 1);

  it('says the day and the month in each language, and the year only when it is not this year', () => {
    expect(formatDayMonthArray([2026, 3, 12], 'gl', today)).toBe('12 de marzo');
    expect(formatDayMonthArray([2026, 12, 1], 'es', today)).toBe('1 de diciembre');
    expect(formatDayMonthArray([2027, 1, 8], 'gl', today)).toBe('8 de xaneiro de 2027');
    expect(formatDayMonthArray(null, 'gl', today)).toBe('');
  });

  it('in Galician also without Galician locale data', () => {
    jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    expect(formatDayMonthArray([2026, 7, 5], 'gl', today)).toBe('5 de xullo');
  });
});
