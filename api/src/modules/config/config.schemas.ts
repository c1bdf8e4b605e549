import { BOP_NAMES, apiErrorSchema, estadisticaSchema, etiquetaReglaSchema, filtroBusquedaSchema, notificacionSchema } from 'shared/contract';

/** Request and response schemas of the configuration administration calls (issue #7). */
const prioridad = { type: 'integer', minimum: -1_000_000, maximum: 1_000_000 } as const;
const uuidEntidad = { type: 'string', format: 'uuid' } as const;

const reglaProperties = {
  textoBuscar: { type: 'string', maxLength: 300, description: 'Text to find in an edict; stored lower-cased; must not be blank' },
  etiqueta: { type: 'string', maxLength: 100, description: 'Label added to matching competitions; must not be blank' },
  comprobarCadenaCompleta: { type: 'boolean', description: 'true: only as a whole word or phrase' },
  prioridade: { ...prioridad, description: 'Labels are listed by ascending priority' },
} as const;

const filtroProperties = {
  textoBusqueda: { type: 'string', maxLength: 300, description: 'Text to find in an edict; stored upper-cased; must not be blank' },
  bop: { type: 'string', maxLength: 80, description: `Bulletin, one of: ${BOP_NAMES.join(', ')}` },
  indexable: { type: 'boolean', description: 'true: the competition is published at once; false: an administrator verifies it' },
  prioridad: { ...prioridad, description: 'Filters are tried by ascending priority; the first match decides' },
} as const;

export const reglaCrearItemSchema = {
  type: 'object',
  required: ['textoBuscar', 'etiqueta', 'comprobarCadenaCompleta', 'prioridade'],
  properties: reglaProperties,
} as const;

export const reglaModificarSchema = {
  type: 'object',
  required: ['uuidEntidad', 'textoBuscar', 'etiqueta', 'comprobarCadenaCompleta', 'prioridade'],
  properties: { uuidEntidad, ...reglaProperties },
} as const;

export const filtroCrearItemSchema = {
  type: 'object',
  required: ['textoBusqueda', 'bop', 'indexable', 'prioridad'],
  properties: filtroProperties,
} as const;

export const filtroModificarSchema = {
  type: 'object',
  required: ['uuidEntidad', 'textoBusqueda', 'bop', 'indexable', 'prioridad'],
  properties: { uuidEntidad, ...filtroProperties },
} as const;

/** The spec sends creations as an array of one item; a few at once are accepted, all or none stored. */
export const arrayOf = <T>(items: T) => ({ type: 'array', minItems: 1, maxItems: 50, items }) as const;

export const uuidBodySchema = {
  type: 'object',
  required: ['uuidEntidad'],
  properties: { uuidEntidad },
} as const;

export const estadisticasQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    numeroInicio: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0, description: 'First record (0 = newest)' },
    numeroFin: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 30, description: 'Record after the last one returned' },
  },
} as const;

export const notificacionesQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { fecha: { type: 'string', maxLength: 10, description: 'Day YYYY-MM-DD (default: today)' } },
} as const;

export const etiquetaReglaListSchema = { type: 'array', items: etiquetaReglaSchema } as const;
export const filtroBusquedaListSchema = { type: 'array', items: filtroBusquedaSchema } as const;
export const notificacionListSchema = { type: 'array', items: notificacionSchema } as const;
export const estadisticaListSchema = { type: 'array', items: estadisticaSchema } as const;
export { etiquetaReglaSchema, filtroBusquedaSchema };

export const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
export const writeErrors = { ...adminErrors, 404: apiErrorSchema, 409: apiErrorSchema } as const;
