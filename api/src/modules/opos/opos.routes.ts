import {
  apiErrorSchema, filtrosDeParams, GRUPOS, NIVEIS_TITULACION, opoListSchema, QUENDAS, TIPOS_ANUNCIO, TIPOS_PERSOAL, type FiltroParam,
} from 'shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ListaOpcions, OposService } from './opos.service.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** The optional filters of every public list (issue 15; `shared/contract` filtros.ts gives their meaning). */
export const filtroProperties = {
  provincia: { type: 'string', minLength: 1, maxLength: 40, description: 'A Coruña, Lugo, Ourense, Pontevedra or Galicia' },
  boletin: { type: 'string', minLength: 1, maxLength: 80, description: 'A bulletin as the lists name it (BOP Lugo, BOE, DOG)' },
  tipo: { type: 'string', enum: [...TIPOS_ANUNCIO], description: 'Kind of notice' },
  etiqueta: { type: 'string', minLength: 1, maxLength: 120 },
  prazoAberto: { type: 'string', enum: ['1', 'true', '0', 'false'], description: 'Only competitions whose application period is open today (1 or true)' },
  grupo: { type: 'string', enum: [...GRUPOS], description: 'Group or subgroup stated by the texts of the process (AP: agrupacións profesionais)' },
  titulacion: { type: 'string', enum: [...NIVEIS_TITULACION], description: 'Level of the qualification the process requires (that level exactly)' },
  persoal: { type: 'string', enum: [...TIPOS_PERSOAL], description: 'Kind of staff the process selects' },
  quenda: { type: 'string', enum: [...QUENDAS], description: 'A turn the process has places in' },
  bolsa: { type: 'string', enum: ['1', 'true', '0', 'false'], description: '1/true: processes making a job pool; 0/false: processes filling permanent posts' },
  ampliado: {
    type: 'boolean',
    description: 'Add province, kind of notice, a sentence-case description and the facts of the process (grupo, nivelTitulacion, tipoPersoal, quendas, bolsa, prazas) to each competition',
  },
} as const;
type FiltroQuery = Partial<Record<FiltroParam, string | boolean>> & { ampliado?: boolean };
/** The filters of a request's query string. */
export const filtrosDaPeticion = (query: FiltroQuery): ListaOpcions => ({
  ...filtrosDeParams((name) => (query[name] === undefined ? undefined : String(query[name]))),
  ...(query.ampliado ? { ampliado: true } : {}),
});
export const diasQuery = {
  type: 'object',
  required: ['dias'],
  additionalProperties: false,
  properties: { dias: { type: 'integer', minimum: 1, maximum: 366 }, ...filtroProperties },
} as const;
export const dateQuery = {
  type: 'object',
  required: ['date'],
  additionalProperties: false,
  properties: { date: { type: 'string', maxLength: 10 }, bop: { type: 'string', minLength: 1, maxLength: 80 }, ...filtroProperties },
} as const;

export const textoQuery = {
  type: 'object',
  required: ['textoBusqueda'],
  additionalProperties: false,
  properties: { textoBusqueda: { type: 'string', minLength: 1, maxLength: 200 }, ...filtroProperties },
} as const;
export const etiquetaQuery = {
  type: 'object',
  required: ['etiquetaBusqueda'],
  additionalProperties: false,
  properties: { etiquetaBusqueda: { type: 'string', minLength: 1, maxLength: 120 }, ...filtroProperties },
} as const;
const etiquetaListSchema = { type: 'array', items: { type: 'string' } } as const;
const etiquetaNomesSchema = {
  type: 'array',
  items: { type: 'object', required: ['gl', 'es'], properties: { gl: { type: 'string' }, es: { type: 'string' } } },
} as const;

/** Public reads of competitions (SPEC.md section 7). */
export async function publicOposRoutes(app: FastifyInstance, { opos }: { opos: OposService }) {
  app.get<{ Querystring: { dias: number } & FiltroQuery }>('/api/v1/opos/consultaDias', {
    schema: { tags: ['public'], summary: 'Competitions of the last `dias` days', querystring: diasQuery, response: { 200: opoListSchema, ...errors } },
    handler: (req) => opos.publicLastDays(req.query.dias, filtrosDaPeticion(req.query)),
  });
  app.get<{ Querystring: { date: string; bop?: string } & FiltroQuery }>('/api/v1/opos/consulta', {
    schema: { tags: ['public'], summary: 'Competitions of one date, optionally of one bulletin', querystring: dateQuery, response: { 200: opoListSchema, ...errors } },
    handler: (req) => opos.publicByDate(req.query.date, req.query.bop, filtrosDaPeticion(req.query)),
  });
  app.get<{ Querystring: { textoBusqueda: string } & FiltroQuery }>('/api/v1/opos/consultaTexto', {
    schema: {
      tags: ['public'],
      summary: 'Competitions matching a text (organisation, description, labels, bulletin) in Galician or Spanish, case and accents ignored, best first',
      querystring: textoQuery, response: { 200: opoListSchema, ...errors },
    },
    handler: (req) => opos.publicByText(req.query.textoBusqueda, filtrosDaPeticion(req.query)),
  });
  app.get<{ Querystring: { etiquetaBusqueda: string } & FiltroQuery }>('/api/v1/opos/consulta/etiqueta', {
    schema: { tags: ['public'], summary: 'Competitions carrying a label, newest first', querystring: etiquetaQuery, response: { 200: opoListSchema, ...errors } },
    handler: (req) => opos.publicByEtiqueta(req.query.etiquetaBusqueda, filtrosDaPeticion(req.query)),
  });
  app.get('/api/v1/opos/etiquetas', {
    schema: { tags: ['public'], summary: 'Every public label, alphabetical', response: { 200: etiquetaListSchema } },
    handler: () => opos.publicEtiquetas(),
  });
  app.get<{ Querystring: { textoBusqueda: string } }>('/api/v1/opos/suxestions', {
    schema: {
      tags: ['public'], summary: 'Searches near a text that find something ("did you mean"), for a search with no result',
      querystring: { type: 'object', required: ['textoBusqueda'], additionalProperties: false, properties: { textoBusqueda: textoQuery.properties.textoBusqueda } },
      response: { 200: etiquetaListSchema, ...errors },
    },
    handler: (req) => opos.publicSuxestions(req.query.textoBusqueda),
  });
  app.get('/api/v1/opos/etiquetas/nomes', {
    schema: { tags: ['public'], summary: 'Every public label with its name in Galician and in Spanish', response: { 200: etiquetaNomesSchema } },
    handler: () => opos.publicEtiquetasNomes(),
  });
}
