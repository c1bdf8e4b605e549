export * from './ssr.js';
