import { adminCatalogues } from './adminAreas.js';
import { publicCatalogues } from './publicAreas.js';
import { paxinas } from './paxinas.js';
import { sitePages } from './sitePages.js';
import { perfilTextos } from './perfilTextos.js';
import { oep } from './oep.js';
import { alertas } from './alertas.js';
import { feitos } from './feitos.js';
import { listas } from './listas.js';
import { subscriptions } from './subscriptions.js';
import { proceso } from './proceso.js';
import { etiquetasBoletins } from './etiquetasBoletins.js';

/**
 * All catalogues, one file per area so each team edits its own. A new area is listed in publicAreas.ts (public pages)
 * or adminAreas.ts (admin and sign-in screens only); sitePages.ts holds the long texts of the about, privacy and legal
 * pages, paxinas.ts the texts only the alert, open-data and coverage pages show, perfilTextos.ts those of the profile
 * (fetched when a profile exists); listas, alertas, feitos, proceso, etiquetasBoletins and subscriptions come with the mf-public code that shows
 * them (publicAreas.ts, screenAreas). The browser loads the admin areas, sitePages and paxinas only when it needs them
 * (shared/src/i18n/messages.ts).
 */
export const catalogues = { ...publicCatalogues, listas, alertas, feitos, proceso, etiquetasBoletins, subscriptions, sitePages, paxinas, perfilTextos, oep, ...adminCatalogues };

const all = Object.values(catalogues);
export const messages = {
  gl: Object.assign({}, ...all.map((c) => c.gl)) as Record<string, string>,
  es: Object.assign({}, ...all.map((c) => c.es)) as Record<string, string>,
};
