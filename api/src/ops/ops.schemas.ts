import { dateArraySchema, dateTimeArraySchema } from 'shared/contract';

/** Request and response schemas of the operations calls (issue 26). */
const nullable = <T extends object>(s: T) => ({ anyOf: [s, { type: 'null' }] });

export const saudeSchema = {
  type: 'object',
  required: ['estado'],
  properties: {
    estado: { type: 'string', enum: ['vivo', 'listo', 'non_listo'] },
    comprobacions: {
      type: 'object',
      properties: {
        baseDatos: { type: 'boolean', description: 'the database answers' },
        migracions: { type: 'boolean', description: 'every migration of this version is applied' },
        escoitaCache: { type: ['boolean', 'null'], description: "PostgreSQL: the connection that hears the other processes' cache clears is up (null on PGlite)" },
        parando: { type: 'boolean', description: 'the process is stopping (take it out of the balancer)' },
      },
    },
  },
} as const;

export const avisoSchema = {
  type: 'object',
  required: ['uuid', 'tipo', 'bop', 'fechaBop', 'estadoLectura', 'detalle', 'creadoEn', 'resoltoEn', 'estadoCorreo'],
  properties: {
    uuid: { type: 'string' },
    tipo: { type: 'string', enum: ['lectura_fallida', 'sen_ler', 'correo_atascado'] },
    bop: { type: ['string', 'null'] },
    fechaBop: nullable(dateArraySchema),
    estadoLectura: { type: ['string', 'null'] },
    detalle: { type: 'string' },
    creadoEn: dateTimeArraySchema,
    resoltoEn: nullable(dateTimeArraySchema),
    estadoCorreo: { type: ['string', 'null'], description: 'the e-mail to OPERATOR_EMAIL: pending, sent, failed; null when no address is set' },
  },
} as const;

export const avisosSchema = {
  type: 'object',
  required: ['enderezo', 'avisos'],
  properties: {
    enderezo: { type: 'boolean', description: 'OPERATOR_EMAIL is set (alerts are also e-mailed)' },
    avisos: { type: 'array', items: avisoSchema },
  },
} as const;

export const historicoSchema = {
  type: 'object',
  required: ['uuid', 'desde', 'ata', 'boletins', 'estado', 'totalDias', 'diasFeitos', 'lecturasOk', 'lecturasSenBoletin', 'lecturasFallidas',
    'lecturasPrevias', 'edictos', 'opos', 'iniciadoPor', 'creadoEn', 'actualizadoEn', 'rematadoEn'],
  properties: {
    uuid: { type: 'string' },
    desde: dateArraySchema,
    ata: dateArraySchema,
    boletins: { type: 'array', items: { type: 'string' } },
    estado: { type: 'string', enum: ['en_curso', 'parado', 'feito'] },
    totalDias: { type: 'integer' },
    diasFeitos: { type: 'integer' },
    lecturasOk: { type: 'integer' },
    lecturasSenBoletin: { type: 'integer' },
    lecturasFallidas: { type: 'integer' },
    lecturasPrevias: { type: 'integer', description: 'bulletin days already read well before (not asked again)' },
    edictos: { type: 'integer' },
    opos: { type: 'integer' },
    iniciadoPor: { type: 'string' },
    creadoEn: dateTimeArraySchema,
    actualizadoEn: dateTimeArraySchema,
    rematadoEn: nullable(dateTimeArraySchema),
  },
} as const;

export const historicosSchema = {
  type: 'object',
  required: ['enCurso', 'ultimos'],
  properties: { enCurso: nullable(historicoSchema), ultimos: { type: 'array', items: historicoSchema } },
} as const;

const dia = {
  description: 'A day: "YYYY-MM-DD" or [year, month, day]',
  anyOf: [{ type: 'string', maxLength: 10 }, dateArraySchema],
} as const;

export const historicoBodySchema = {
  type: 'object',
  required: ['desde'],
  additionalProperties: false,
  properties: {
    desde: dia,
    ata: dia,
    boletins: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 40 } },
  },
} as const;

export const pararBodySchema = {
  type: 'object',
  required: ['uuid'],
  additionalProperties: false,
  properties: { uuid: { type: 'string', format: 'uuid' } },
} as const;
