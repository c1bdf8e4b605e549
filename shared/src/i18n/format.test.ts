import { formatDateArray, formatDateTimeArray } from './format.js';

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
