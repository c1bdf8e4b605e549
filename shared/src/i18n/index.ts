export * from './language.js';
export * from './format.js';
export * from './useT.js';
export { catalogues, messages } from './catalogues/index.js';
