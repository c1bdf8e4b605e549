import { HTTP_URL_PATTERN, NOT_BLANK_PATTERN } from '../../security/validation.js';
import {
  BOPS_PROCESO_ADMIN, TIPOS_PROCESO_ADMIN, apiErrorSchema, dateArraySchema, faseSchema, opoListSchema, opoSchema, procesoOposicionSchema, uuidString,
} from 'shared/contract';

/** JSON schemas of the admin calls for bulletins, competitions, offers and phases (SPEC.md section 7). */

const text = (maxLength = 2000) => ({ type: 'string', maxLength, default: '' }) as const;
const uuidOrEmpty = { type: 'string', maxLength: 36, anyOf: [{ maxLength: 0 }, { format: 'uuid' }], default: '' } as const;
/** A link stored and shown on the site: http(s) only (no `javascript:`, `data:`…), or empty. */
const httpUrlOrEmpty = { type: 'string', maxLength: 2000, pattern: HTTP_URL_PATTERN, default: '' } as const;
/** A title: not empty and not only spaces. */
const titulo = { type: 'string', minLength: 1, maxLength: 500, pattern: NOT_BLANK_PATTERN } as const;
const isoDateOrEmpty = { type: 'string', maxLength: 10, anyOf: [{ maxLength: 0 }, { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }], default: '' } as const;

export const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
export const admin = { tags: ['admin'], security: [{ bearer: [] }] } as const;

export const uuidQuery = {
  type: 'object', required: ['uuid'], properties: { uuid: uuidString },
} as const;

export const textoQuery = {
  type: 'object', required: ['textoBusqueda'], properties: { textoBusqueda: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const etiquetaQuery = {
  type: 'object', required: ['etiquetaBusqueda'], properties: { etiquetaBusqueda: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const pageQuery = {
  type: 'object',
  properties: {
    numInicio: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    numFin: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 30 },
  },
} as const;

/** SPEC's page of offers, and the optional search of the admin list (ProcesoAdminQuery); an empty text is no text. */
export const procesoListQuery = {
  type: 'object',
  required: ['numInicio', 'numFin', 'procesoFinalizado'],
  properties: {
    ...pageQuery.properties,
    procesoFinalizado: { type: 'boolean' },
    textoBusqueda: { type: 'string', maxLength: 200 },
    organizacion: { type: 'string', maxLength: 200 },
    bop: { type: 'string', enum: [...BOPS_PROCESO_ADMIN] },
    tipo: { type: 'string', enum: [...TIPOS_PROCESO_ADMIN] },
  },
} as const;

export const limiteArquivoSchema = {
  type: 'object', required: ['maxBytes'], properties: { maxBytes: { type: 'integer' } },
} as const;

export const modificarOpoBody = {
  type: 'object',
  required: ['uuidOpo', 'organizacion', 'descripcion', 'verificado'],
  properties: {
    uuidOpo: uuidString,
    organizacion: text(500),
    descripcion: text(5000),
    urlDetalle: httpUrlOrEmpty,
    uuidProcesoSelectivo: uuidOrEmpty,
    verificado: { type: 'boolean' },
  },
} as const;

export const uuidOpoBody = { type: 'object', required: ['uuidOpo'], properties: { uuidOpo: uuidString } } as const;
export const uuidBopBody = { type: 'object', required: ['uuidBop'], properties: { uuidBop: uuidString } } as const;

const procesoCommon = {
  urlAmigable: { type: 'string', minLength: 1, maxLength: 200 },
  organizacion: text(500),
  bop: text(200),
  urlImagen: httpUrlOrEmpty,
  titulo,
  sistemaSeleccion: text(200),
  tipoContrato: text(200),
  descripcion: text(5000),
  uuidOpoInicio: uuidOrEmpty,
  procesoFinalizado: { type: 'boolean', default: false },
  procesoMostrable: { type: 'boolean', default: true },
} as const;

export const crearProcesoBody = {
  type: 'object',
  required: ['urlAmigable', 'titulo'],
  properties: procesoCommon,
} as const;

export const modificarProcesoBody = {
  type: 'object',
  required: ['uuidProcesoOposicion', 'urlAmigable', 'titulo', 'procesoFinalizado', 'procesoMostrable'],
  properties: {
    uuidProcesoOposicion: uuidString,
    ...procesoCommon,
    bop: { type: 'string', maxLength: 200 },
    procesoFinalizado: { type: 'boolean' },
    procesoMostrable: { type: 'boolean' },
    detalle: text(200_000),
    urlInfoProcesoExterno: httpUrlOrEmpty,
    etiquetaBusquedaProceso: text(200),
    etiquetaProceso: text(200),
  },
} as const;

export const asignarFaseBody = {
  type: 'object',
  required: ['uuidOposicionDetalle', 'titulo'],
  properties: {
    uuidOposicion: uuidOrEmpty,
    uuidOposicionDetalle: uuidString,
    titulo,
    url: httpUrlOrEmpty,
    archivo: { type: 'string', default: '', maxLength: 64 * 1024 * 1024, description: 'The PDF as base64 (plain or data URL); empty for a phase with only a link' },
    fechaBop: isoDateOrEmpty,
  },
} as const;

export const opoInicioListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['organizacion', 'descripcion', 'uuid', 'urlDetalle'],
    properties: { organizacion: { type: 'string' }, descripcion: { type: 'string' }, uuid: { type: 'string' }, urlDetalle: { type: 'string' } },
  },
} as const;

export const bopAdminListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['uuid', 'bop', 'fechaBop', 'url', 'numeroOpos'],
    properties: { uuid: { type: 'string' }, bop: { type: 'string' }, fechaBop: dateArraySchema, url: { type: 'string' }, numeroOpos: { type: 'integer' } },
  },
} as const;

export const uuidOpoResponse = { type: 'object', required: ['uuidOpo'], properties: { uuidOpo: { type: 'string' } } } as const;
export const eliminarBopResponse = {
  type: 'object', required: ['uuidBop', 'oposEliminadas'], properties: { uuidBop: { type: 'string' }, oposEliminadas: { type: 'integer' } },
} as const;

export { faseSchema, opoListSchema, opoSchema, procesoOposicionSchema };
export const procesoListSchema = { type: 'array', items: procesoOposicionSchema } as const;
export const etiquetaListSchema = { type: 'array', items: { type: 'string' } } as const;
