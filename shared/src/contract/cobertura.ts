import type { DateArray, DateTimeArray } from './dates.js';
import { dateArraySchema, dateTimeArraySchema } from './schemas.js';

/**
 * Public coverage health of the bulletins (issue 16): GET /api/v1/opos/bop/cobertura?dias={n}.
 * How each bulletin's reading went, day by day, over the last `dias` days (today included).
 */
export type EstadoLecturaPublica = 'ok' | 'sen_boletin' | 'bloqueado' | 'erro' | 'estructura_cambiada';

/** One day read of a bulletin (days never read are not listed). */
export interface CoberturaDia {
  fecha: DateArray;
  estado: EstadoLecturaPublica;
  /** Edicts the reading found. */
  edictos: number;
  /** Competitions published from that day's edicts. */
  opos: number;
}

export interface CoberturaBoletin {
  bop: string;
  /** When the last good reading of this bulletin ran (Europe/Madrid), or null. */
  ultimaLecturaCorrecta: DateTimeArray | null;
  /** The newest bulletin date read correctly, or null. */
  ultimoBoletinLido: DateArray | null;
  /** In the window: days read correctly, without bulletin, failed (error or blocked) and with a changed layout. */
  diasLidos: number;
  diasSenBoletin: number;
  diasFallidos: number;
  diasEstruturaCambiada: number;
  /** Latest publishing days of this bulletin read with a failure, in a row (a notice from 2). */
  diasPublicacionFallidosSeguidos: number;
  aviso: boolean;
  dias: CoberturaDia[];
}

export interface Cobertura {
  desde: DateArray;
  ata: DateArray;
  boletins: CoberturaBoletin[];
}

/** Default and largest window of the coverage call, in days. */
export const COBERTURA_DIAS_DEFECTO = 90;
export const COBERTURA_DIAS_MAX = 366;

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
