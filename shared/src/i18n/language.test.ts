import { initialLanguage, languageFromBrowser } from './language.js';

const setLanguages = (languages: string[]) => {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
};

describe('the first language of a visit', () => {
  const realLanguages = window.navigator.languages;
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/public/');
  });
  afterAll(() => setLanguages([...realLanguages]));

  it.each([
    [['es-ES', 'es'], 'es'],
    [['es-419'], 'es'],
    [['ES'], 'es'],
    [['gl-ES', 'es-ES'], 'gl'],
    [['gl'], 'gl'],
    [['en-GB', 'es-ES'], 'es'],
    [['en-US', 'en'], 'gl'],
    [['pt-PT', 'fr'], 'gl'],
    [[], 'gl'],
  ] as const)('browser languages %j → %s', (languages, expected) => {
    expect(languageFromBrowser(languages)).toBe(expected);
    setLanguages([...languages]);
    expect(initialLanguage()).toBe(expected);
  });

  it('the visitor’s remembered choice wins over the browser', () => {
    setLanguages(['es-ES']);
    localStorage.setItem('opos.lang', 'gl');
    expect(initialLanguage()).toBe('gl');
  });

  it('a ?lang= in the URL wins over both, and a wrong one is ignored', () => {
    setLanguages(['gl-ES']);
    localStorage.setItem('opos.lang', 'gl');
    window.history.replaceState(null, '', '/public/?lang=es&textoBusqueda=bombeiro');
    expect(initialLanguage()).toBe('es');
    window.history.replaceState(null, '', '/public/?lang=en');
    expect(initialLanguage()).toBe('gl');
  });
});
