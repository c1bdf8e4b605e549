import { adminCatalogues } from './adminAreas.js';
import { publicCatalogues } from './publicAreas.js';
import { sitePages } from './sitePages.js';

/**
 * All catalogues, one file per area so each team edits its own. A new area is listed in publicAreas.ts (public pages)
 * or adminAreas.ts (admin and sign-in screens only); sitePages.ts holds the long texts of the about, privacy and legal
 * pages. The browser loads the last two only when it needs them (shared/src/i18n/messages.ts).
 */
export const catalogues = { ...publicCatalogues, sitePages, ...adminCatalogues };

const all = Object.values(catalogues);
export const messages = {
  gl: Object.assign({}, ...all.map((c) => c.gl)) as Record<string, string>,
  es: Object.assign({}, ...all.map((c) => c.es)) as Record<string, string>,
};
