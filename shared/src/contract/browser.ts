// The contract as the browser gets it through `shared`: everything but the JSON schemas of the API's routes, which
// only the server uses (the API imports 'shared/contract'). A module shared between front ends is never tree-shaken,
// so what it exports is in every first view. A new contract file is exported here too (unless it is server-only).
export * from './dates.js';
export * from './entities.js';
export * from './paths.js';
export * from './feeds.js';
export * from './filtros.js';
export * from './routes.js';
export * from './serverState.js';
export * from './cobertura.js';
// Public employment offers (issue 24): types only. A value from oep.ts (the API's three-year term, ANOS_EXECUCION_OEP,
// which no browser code uses) would evaluate it and the schemas it imports (schemas.ts) in every first view.
export type { ConvocatoriaOep, OfertaEmprego, OrganismoOep, PersoalOep, PostoOep, QuendaOep, ResumoOrganismoOep } from './oep.js';
export * from './alertas.js';
export * from './adminProcesos.js';
// The facts of a process (the process page's panel): types only, nothing added to a first view.
export type { Feito, FeitoSenCita, FeitosDoTexto, FeitosRequisitos, RequisitosAvaliables, RequisitosDaLista, Galego, Grupo, NivelTitulacion, Prazas, PrazoLido, SistemaSeleccion, TipoPersoal, Titulacion } from './feitos.js';
// The base salary of each group (issue 24): a few numbers, shown on a process page.
export * from './soldos.js';
// An automatic process's title in the reader's language (cards, lists and the process page).
export * from './tituloProceso.js';
// The hydration gates' class (shared's HydrationGate draws them; the server's entry loader holds them)
export * from './hydrationGate.js';
