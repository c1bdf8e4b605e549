// The check and its words: the browser fetches them (`loadAvaliacionPerfil`) once a profile exists, not in a first view.
export * from './avaliar.js';
export * from './explicar.js';
