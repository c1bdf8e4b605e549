import { apiErrorSchema, bopWebSchema, dateArraySchema, ESTADOS_LECTURA, lecturaFallidaSchema } from 'shared/contract';

/** Request and response schemas of the ingestion calls (issue #4). */
const fecha = {
  description: 'Bulletin date: "YYYY-MM-DD" (a date input) or [year, month, day]',
  anyOf: [{ type: 'string', maxLength: 10 }, dateArraySchema],
} as const;

export const lecturaBodySchema = {
  type: 'object',
  required: ['fecha'],
  properties: {
    fecha,
    envioNotificacion: { type: 'boolean', default: false, description: 'true: send the label digest of the new competitions; false: record it unsent' },
  },
} as const;

export const analisisBodySchema = {
  type: 'object',
  required: ['fecha'],
  properties: { fecha },
} as const;

export const boletinResumoSchema = {
  type: 'object',
  required: ['bop', 'estado', 'numeroEdictos', 'numeroOpos', 'numeroOposPublicadas', 'trazas'],
  properties: {
    bop: { type: 'string' },
    estado: {
      type: 'string',
      enum: [...ESTADOS_LECTURA, 'sen_lectura'],
      description: 'ok; sen_boletin = no bulletin that day (normal); bloqueado = robots.txt forbids it; erro = could not be read (network, unexpected answer); estructura_cambiada = the day exists but its page lacks what the reader expects (the traces say what); sen_lectura = never read',
    },
    numeroEdictos: { type: 'integer', description: 'Edicts of that bulletin and date' },
    numeroOpos: { type: 'integer', description: 'Competitions found among them' },
    numeroOposPublicadas: { type: 'integer', description: 'Of those, published (verified)' },
    trazas: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const runSummarySchema = {
  type: 'object',
  required: ['fecha', 'descripcion', 'envioNotificacion', 'boletins', 'totalEdictos', 'totalOpos', 'totalOposPublicadas', 'novas'],
  properties: {
    fecha: dateArraySchema,
    descripcion: { type: 'string', description: 'One line for the administrator' },
    envioNotificacion: { type: 'boolean' },
    boletins: { type: 'array', items: boletinResumoSchema },
    totalEdictos: { type: 'integer' },
    totalOpos: { type: 'integer' },
    totalOposPublicadas: { type: 'integer' },
    novas: { type: 'integer', description: 'Competitions created by this run' },
  },
} as const;

export const listadoBopsWebQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { date: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD; today (Europe/Madrid) when absent' } },
} as const;

export const listadoBopsWebSchema = { type: 'array', items: bopWebSchema } as const;

export const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema } as const;

/** Most failed readings the admin home lists. */
export const MAX_LECTURAS_FALLIDAS = 100;

export const lecturasFallidasQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { limite: { type: 'integer', minimum: 1, maximum: MAX_LECTURAS_FALLIDAS, default: 20, description: 'How many, newest bulletin date first' } },
} as const;

export const lecturasFallidasSchema = { type: 'array', items: lecturaFallidaSchema } as const;
