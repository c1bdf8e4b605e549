// "Can I apply?" as the browser gets it through `shared`: the profile (its type, reading it back) in every view; the
// check and its words (`avaliacion.ts`) fetched when a profile exists, so a first view without one does not carry them.
export * from './perfil.js';
export type { LugarProceso } from './avaliar.js';
export type { TraducirPerfil } from './explicar.js';

/** The check of a profile and its words, fetched once. */
export type AvaliacionPerfilModulo = typeof import('./avaliacion.js');
let modulo: Promise<AvaliacionPerfilModulo> | null = null;
export function loadAvaliacionPerfil(): Promise<AvaliacionPerfilModulo> {
  modulo ??= import(/* webpackChunkName: "perfil-avaliacion" */ './avaliacion.js').catch((e: unknown) => { modulo = null; throw e; });
  return modulo;
}
