export * from './kit.js';
export * from './usePageMeta.js';
