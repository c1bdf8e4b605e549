import { addCatalogues, translate, type Lang } from 'shared';
import { sitePages } from 'shared/catalogues/sitePages';
import { describirHorario } from './horario';

// The schedule's words come with the about page, where it is said (the site pages' area, loadSitePagesCatalogue).
addCatalogues([sitePages]);

const tr = (lang: Lang) => (key: string, params?: Record<string, string | number>) => translate(lang, key, params);

describe('the reading schedule in words', () => {
  it.each([
    ['30 9 * * 1-6', 'gl', 'de luns a sábado ás 9:30 (hora de Galicia)'],
    ['30 9 * * 1-6', 'es', 'de lunes a sábado a las 9:30 (hora peninsular)'],
    ['0 8 * * *', 'gl', 'todos os días ás 8:00 (hora de Galicia)'],
    ['5 14 * * 1,3,5', 'es', 'los lunes, miércoles y viernes a las 14:05 (hora peninsular)'],
    ['0 7 * * 0', 'gl', 'os domingos ás 7:00 (hora de Galicia)'],
    ['0 7 * * 6,0', 'es', 'los sábados y domingos a las 7:00 (hora peninsular)'],
  ] as const)('%s in %s → %s', (cron, lang, text) => {
    expect(describirHorario(cron, 'Europe/Madrid', tr(lang))).toBe(text);
  });

  it('names another time zone as it is', () => {
    expect(describirHorario('30 9 * * 1-6', 'Atlantic/Canary', tr('gl'))).toBe('de luns a sábado ás 9:30 (Atlantic/Canary)');
  });

  it.each(['*/15 * * * *', '30 9 1 * *', '30 9 * * MON-SAT', '70 9 * * *', 'nonsense'])('gives up on %s (the page then speaks in general terms)', (cron) => {
    expect(describirHorario(cron, 'Europe/Madrid', tr('gl'))).toBeNull();
  });
});
