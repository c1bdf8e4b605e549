export * from './kit.js';
export * from './usePageMeta.js';
export * from './safeLinks.js';
export * from './hydrationGate.js';
