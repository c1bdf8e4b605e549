export * from './dates.js';
export * from './entities.js';
export * from './schemas.js';
export * from './paths.js';
export * from './feeds.js';
export * from './filtros.js';
export * from './routes.js';
export * from './serverState.js';
export * from './cobertura.js';
export * from './cobertura.schemas.js';
export * from './alertas.js';
export * from './feitos.js';
export * from './soldos.js';
// "Can I apply?" (issue 24), for the profile alerts the server sends.
export * from '../perfil/index.js';
export * from './alertaPerfil.js';
export * from './adminProcesos.js';
export * from './oep.js';
