export * from './language.js';
export * from './format.js';
export * from './useT.js';
// The browser's texts (public areas, admin ones fetched when needed); the complete catalogues are 'shared/catalogues'.
export { addCatalogues, loadAdminCatalogues, loadPerfilCatalogue, loadSitePagesCatalogue, messages } from './messages.js';
