import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, FEED_PATHS, organismoOepSchema, resumoOrganismoOepSchema, type OrganismoOep } from 'shared/contract';
import { publicBase } from '../../publicBase.js';
import type { Services } from '../../services.js';
import { aCsv, LICENZA } from '../sindicacion/datos.service.js';
import { createOepService } from './oep.service.js';

/** One row of the offers' open data: a post of an offer of a body, with its places approved, called and pending. */
export interface OepDato {
  organismo: string;
  chaveOrganismo: string;
  ano: number;
  bop: string;
  fechaBop: string;
  urlDetalle: string;
  prazoLimite: string;
  caducada: boolean;
  posto: string;
  grupo: string | null;
  persoal: string | null;
  quenda: string | null;
  prazasAprobadas: number;
  prazasConvocadas: number;
  prazasPendentes: number;
  convocatorias: string[];
  cita: string;
}
export const OEP_COLUMNS: (keyof OepDato)[] = ['organismo', 'chaveOrganismo', 'ano', 'bop', 'fechaBop', 'urlDetalle', 'prazoLimite', 'caducada', 'posto', 'grupo',
  'persoal', 'quenda', 'prazasAprobadas', 'prazasConvocadas', 'prazasPendentes', 'convocatorias', 'cita'];

const iso = (d: number[]) => `${d[0]}-${String(d[1]).padStart(2, '0')}-${String(d[2]).padStart(2, '0')}`;

export function oepDatos(organismos: OrganismoOep[], base: string): OepDato[] {
  return organismos.flatMap((org) => org.ofertas.flatMap((o) => o.postos.map((l) => ({
    organismo: org.nome, chaveOrganismo: org.chave, ano: o.ano, bop: o.bop, fechaBop: iso(o.fechaBop), urlDetalle: o.urlDetalle,
    prazoLimite: iso(o.prazoLimite), caducada: o.caducada, posto: l.posto, grupo: l.grupo, persoal: l.persoal, quenda: l.quenda,
    prazasAprobadas: l.prazas, prazasConvocadas: l.convocadas, prazasPendentes: l.pendentes,
    convocatorias: l.convocatorias.map((c) => `${base}/public/oposicion/${encodeURIComponent(c.urlAmigable)}`), cita: l.cita,
  }))));
}

const nullable = (type: string) => ({ anyOf: [{ type }, { type: 'null' }] });
const oepDatoSchema = {
  type: 'object',
  properties: {
    organismo: { type: 'string' }, chaveOrganismo: { type: 'string' }, ano: { type: 'integer' }, bop: { type: 'string' }, fechaBop: { type: 'string' },
    urlDetalle: { type: 'string' }, prazoLimite: { type: 'string' }, caducada: { type: 'boolean' }, posto: { type: 'string' }, grupo: nullable('string'),
    persoal: nullable('string'), quenda: nullable('string'), prazasAprobadas: { type: 'integer' }, prazasConvocadas: { type: 'integer' },
    prazasPendentes: { type: 'integer' }, convocatorias: { type: 'array', items: { type: 'string' } }, cita: { type: 'string' },
  },
} as const;

const chaveQuery = {
  type: 'object',
  required: ['chave'],
  additionalProperties: false,
  properties: { chave: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

const LICENCE_TEXT = `Licence ${LICENZA.id} (${LICENZA.url}): ${LICENZA.nota}`;

/** Issue 24: public employment offers per body, the places called and pending, and their open data. */
export async function oepRoutes(app: FastifyInstance, services: Services) {
  const oep = createOepService({ db: services.db, cache: services.cache, today: services.opos.today });

  app.get('/api/v1/opos/oep', {
    schema: {
      tags: ['public'],
      summary: 'Bodies with a public employment offer read, each with its newest offer: year, places approved, called by later processes and still pending, whether its three-year term is over; and how many offers are read',
      response: { 200: { type: 'array', items: resumoOrganismoOepSchema } },
    },
    handler: () => oep.resumo(),
  });
  app.get<{ Querystring: { chave: string } }>('/api/v1/opos/oep/organismo', {
    schema: {
      tags: ['public'],
      summary: 'One body\'s public employment offers, newest first: each post with its group and places approved, called (with the processes that call them) and pending, and the last day to call them (three years from publication, TREBEP art. 70)',
      querystring: chaveQuery,
      response: { 200: organismoOepSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: (req) => oep.organismo(req.query.chave),
  });

  for (const format of ['csv', 'json'] as const) {
    app.get(format === 'csv' ? FEED_PATHS.datosOepCsv : FEED_PATHS.datosOepJson, {
      schema: {
        tags: ['datos'],
        summary: `Open data: the posts of every public employment offer read, with places approved, called and pending, as ${format.toUpperCase()}`,
        description: `Dates are ISO 8601. ${format === 'csv' ? 'CSV: RFC 4180, UTF-8, a header row, lists joined with " | ". ' : ''}${LICENCE_TEXT}`,
        response: format === 'csv'
          ? { 200: { description: 'CSV with a header row', content: { 'text/csv': { schema: { type: 'string' } } } } }
          : { 200: { type: 'object', properties: { licenza: { type: 'object', additionalProperties: true }, datos: { type: 'array', items: oepDatoSchema } } } },
      },
      handler: async (req, reply) => {
        const datos = oepDatos(await oep.todas(), publicBase(services.config, req));
        reply.header('Link', `<${LICENZA.url}>; rel="license"`).header('Cache-Control', 'public, max-age=300');
        if (format === 'json') return { licenza: LICENZA, datos };
        reply.header('Content-Disposition', 'attachment; filename="oep.csv"');
        return reply.type('text/csv; charset=utf-8; header=present').send(aCsv(datos, OEP_COLUMNS));
      },
    });
  }
}
