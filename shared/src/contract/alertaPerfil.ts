import { CARNES } from '../perfil/perfil.js';
import { NIVEIS_TITULACION, TIPOS_PERSOAL } from './feitos.js';
import { PROVINCIAS, QUENDAS } from './filtros.js';

/** Most councils or bodies a profile names, and the longest text of one (as `normalizarPerfil` keeps them). */
export const PERFIL_CONCELLOS_MAX = 20;
export const PERFIL_TEXTO_MAX = 200;

/**
 * The profile of a profile alert (issue 24, `Perfil`), validated strictly by the server (server only: the browser
 * never needs it): every value from its closed list, no unknown field, lengths bounded. A refusal is a 400
 * `{codigo, descripcion}` naming the field.
 */
export const perfilSchema = {
  type: 'object',
  required: ['titulacion'],
  additionalProperties: false,
  properties: {
    titulacion: { type: 'string', enum: [...NIVEIS_TITULACION], description: 'Highest qualification held' },
    titulo: { type: 'string', maxLength: PERFIL_TEXTO_MAX, description: 'The named degree or FP family held' },
    celga: { type: 'integer', minimum: 0, maximum: 4, description: 'CELGA level held (0 = none)' },
    carnes: { type: 'array', maxItems: CARNES.length, uniqueItems: true, items: { type: 'string', enum: [...CARNES] } },
    provincias: { type: 'array', maxItems: PROVINCIAS.length, uniqueItems: true, items: { type: 'string', enum: [...PROVINCIAS] } },
    concellos: { type: 'array', maxItems: PERFIL_CONCELLOS_MAX, items: { type: 'string', minLength: 1, maxLength: PERFIL_TEXTO_MAX } },
    persoal: { type: 'array', maxItems: TIPOS_PERSOAL.length, uniqueItems: true, items: { type: 'string', enum: [...TIPOS_PERSOAL] } },
    quendas: { type: 'array', maxItems: QUENDAS.length, uniqueItems: true, items: { type: 'string', enum: [...QUENDAS] } },
    bolsa: { type: 'boolean', description: 'true: only job pools; false: only permanent posts; absent: both' },
    funcionario: { type: 'boolean', description: 'Already a civil servant (internal promotion open)' },
    idade: { type: 'integer', minimum: 14, maximum: 100 },
  },
} as const;
