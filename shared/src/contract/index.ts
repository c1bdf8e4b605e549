export * from './dates.js';
export * from './entities.js';
export * from './schemas.js';
export * from './paths.js';
