// The JSON schemas of the coverage and missing-bodies routes: the API's (through 'shared/contract'), not the browser's.
// Apart from cobertura.ts so the browser's contract (browser.ts) does not evaluate schemas.ts and its schema objects.
import { dateArraySchema, dateTimeArraySchema } from './schemas.js';

const count = { type: 'integer', minimum: 0 } as const;

export const coberturaSchema = {
  type: 'object',
  required: ['desde', 'ata', 'boletins'],
  properties: {
    desde: dateArraySchema,
    ata: dateArraySchema,
    boletins: {
      type: 'array',
      items: {
        type: 'object',
        required: ['bop', 'ultimaLecturaCorrecta', 'ultimoBoletinLido', 'diasLidos', 'diasSenBoletin', 'diasFallidos',
          'diasEstruturaCambiada', 'diasPublicacionFallidosSeguidos', 'aviso', 'dias'],
        properties: {
          bop: { type: 'string' },
          ultimaLecturaCorrecta: { anyOf: [dateTimeArraySchema, { type: 'null' }] },
          ultimoBoletinLido: { anyOf: [dateArraySchema, { type: 'null' }] },
          diasLidos: count,
          diasSenBoletin: count,
          diasFallidos: count,
          diasEstruturaCambiada: count,
          diasPublicacionFallidosSeguidos: count,
          aviso: { type: 'boolean' },
          textos: {
            type: 'object',
            required: ['lidos', 'pendentes'],
            properties: { lidos: count, pendentes: count },
          },
          dias: {
            type: 'array',
            items: {
              type: 'object',
              required: ['fecha', 'estado', 'edictos', 'opos'],
              properties: { fecha: dateArraySchema, estado: { type: 'string' }, edictos: count, opos: count },
            },
          },
        },
      },
    },
  },
} as const;

export const textosPendentesSchema = {
  type: 'object',
  required: ['total', 'porBoletin', 'textos'],
  properties: {
    total: count,
    porBoletin: { type: 'array', items: { type: 'object', required: ['bop', 'pendentes'], properties: { bop: { type: 'string' }, pendentes: count } } },
    textos: {
      type: 'array',
      items: {
        type: 'object',
        required: ['uuidOpo', 'bop', 'fechaBop', 'descripcion', 'organizacion', 'urlDetalle', 'urlTexto', 'estado', 'intentos', 'seguinteIntento', 'ultimoErro'],
        properties: {
          uuidOpo: { type: 'string' },
          bop: { type: 'string' },
          fechaBop: dateArraySchema,
          descripcion: { type: 'string' },
          organizacion: { type: 'string' },
          urlDetalle: { type: 'string' },
          urlTexto: { type: 'string' },
          estado: { type: 'string', enum: ['pendente', 'erro'] },
          intentos: count,
          seguinteIntento: { anyOf: [dateTimeArraySchema, { type: 'null' }] },
          ultimoErro: { type: 'string' },
        },
      },
    },
  },
} as const;

export const textosRelanzadosSchema = {
  type: 'object',
  required: ['descripcion', 'lidos', 'senCambios', 'fallidos', 'pendentes'],
  properties: { descripcion: { type: 'string' }, lidos: count, senCambios: count, fallidos: count, pendentes: count },
} as const;
