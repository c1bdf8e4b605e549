import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorSchema, FEED_PATHS, NIVEIS_TITULACION, QUENDAS, TIPOS_PERSOAL, type FiltroParam } from 'shared/contract';
import type { Services } from '../../services.js';
import { publicBase } from '../../publicBase.js';
import { requestLang, type Lang } from '../../security/lang.js';
import { filtroProperties, filtrosDaPeticion } from '../opos/opos.routes.js';
import {
  aCsv, createDatosService, DATOS_DIAS_DEFECTO, DATOS_LIMITE, DATOS_MAX_DIAS, LICENZA, OPO_COLUMNS, PROCESO_COLUMNS, type Paxina,
} from './datos.service.js';
import { createSindicacionService, FEED_DIAS, FEED_MAX_ENTRIES, type Rendered } from './sindicacion.service.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const langProperty = { type: 'string', enum: ['gl', 'es'], description: 'Language of titles and texts (default: Accept-Language, then Galician)' } as const;

const listaFeedQuery = {
  type: 'object',
  properties: {
    etiquetaBusqueda: { type: 'string', minLength: 1, maxLength: 120, description: 'Competitions carrying this label (as /public/?etiquetaBusqueda=)' },
    textoBusqueda: { type: 'string', minLength: 1, maxLength: 200, description: 'Competitions matching this text (as /public/?textoBusqueda=)' },
    fecha: { type: 'string', maxLength: 10, description: 'Competitions of one bulletin date, YYYY-MM-DD (as /public/?fecha=)' },
    bop: { type: 'string', minLength: 1, maxLength: 80, description: 'With fecha: one bulletin' },
    ...filtroProperties,
    lang: langProperty,
  },
} as const;
const procesoQuery = {
  type: 'object',
  required: ['urlAmigable'],
  properties: { urlAmigable: { type: 'string', minLength: 1, maxLength: 200 }, lang: langProperty },
} as const;
const datosQuery = {
  type: 'object',
  properties: {
    desde: { type: 'string', maxLength: 10, description: `First day, YYYY-MM-DD (default: ${DATOS_DIAS_DEFECTO} days before hasta)` },
    hasta: { type: 'string', maxLength: 10, description: `Last day, YYYY-MM-DD (default: today, or ${DATOS_MAX_DIAS} days after desde); at most ${DATOS_MAX_DIAS} days in all` },
    despois: { type: 'string', maxLength: 60, description: 'Cursor: the `seguinte` of the previous page (also in the Link rel="next" header)' },
    limite: { type: 'integer', minimum: 1, maximum: DATOS_LIMITE, description: `Rows per page (default and most: ${DATOS_LIMITE})` },
    ...filtroProperties,
  },
} as const;

type FiltroQuery = Partial<Record<FiltroParam, string | boolean>>;
type ListaFeedQuery = { etiquetaBusqueda?: string; textoBusqueda?: string; fecha?: string; bop?: string; lang?: Lang } & FiltroQuery;
type DatosQueryString = { desde?: string; hasta?: string; despois?: string; limite?: number } & FiltroQuery;

const LICENCE_TEXT = `Licence: the compilation is ours under ${LICENZA.id} (${LICENZA.url}); attribute "${LICENZA.atribucion}" with a link to the site. `
  + 'The bulletins\' texts are public (Spanish copyright law, art. 13); the text published in each bulletin prevails.';

const stringContent = (type: string, description: string) => ({ description, content: { [type]: { schema: { type: 'string' } } } });

/** The facts of the process (issue 22): null when its texts do not state them; `quendas` empty when they do not split the places. */
const feitosDatoProperties = {
  grupo: { type: ['string', 'null'], description: 'Group or subgroup: A1, A2, B, C1, C2, AP (agrupacións profesionais)' },
  nivelTitulacion: { type: ['string', 'null'], description: `Level of the qualification required: ${NIVEIS_TITULACION.join(', ')}` },
  tipoPersoal: { type: ['string', 'null'], description: `Kind of staff: ${TIPOS_PERSOAL.join(', ')}` },
  quendas: { type: 'array', items: { type: 'string' }, description: `Turns with places: ${QUENDAS.join(', ')}` },
  bolsa: { type: ['boolean', 'null'], description: 'true: a job pool; false: permanent posts' },
  prazas: { type: ['integer', 'null'], description: 'Places in total (summed over the posts of a call of several)' },
  grupos: { type: 'array', items: { type: 'string' }, description: 'Every group of the process: its group, or each group of a call of several posts (then grupo is null)' },
} as const;
const datoOpoSchema = {
  type: 'object',
  properties: {
    uuid: { type: 'string' }, fechaBop: { type: 'string', format: 'date' }, bop: { type: 'string' }, organizacion: { type: 'string' },
    descripcion: { type: 'string' }, urlDetalle: { type: 'string' }, etiquetas: { type: 'array', items: { type: 'string' } },
    provincia: { type: ['string', 'null'] }, tipo: { type: ['string', 'null'] }, tipoEdicto: { type: ['string', 'null'] },
    urlProceso: { type: ['string', 'null'] }, tituloProceso: { type: ['string', 'null'] }, prazoUltimoDia: { type: ['string', 'null'], format: 'date' },
    ...feitosDatoProperties,
  },
} as const;
const datoProcesoSchema = {
  type: 'object',
  properties: {
    uuid: { type: 'string' }, urlAmigable: { type: 'string' }, url: { type: 'string' }, titulo: { type: 'string' }, organizacion: { type: 'string' },
    bop: { type: 'string' }, provincia: { type: ['string', 'null'] }, sistemaSeleccion: { type: 'string' }, tipoContrato: { type: 'string' },
    etiquetas: { type: 'array', items: { type: 'string' } }, fechaBopInicioProceso: { type: ['string', 'null'], format: 'date' },
    procesoFinalizado: { type: 'boolean' }, etapa: { type: 'string' }, automatico: { type: 'boolean' },
    prazoUltimoDia: { type: ['string', 'null'], format: 'date' }, prazoEstimado: { type: 'boolean' }, prazoPendente: { type: 'boolean' },
    numeroEdictos: { type: 'integer' }, ultimaPublicacion: { type: ['string', 'null'], format: 'date' },
    ...feitosDatoProperties,
  },
} as const;
const paxinaSchema = (item: object) => ({
  type: 'object',
  properties: {
    licenza: { type: 'object', properties: { id: { type: 'string' }, url: { type: 'string' }, atribucion: { type: 'string' }, nota: { type: 'string' } } },
    desde: { type: 'string', format: 'date' },
    hasta: { type: 'string', format: 'date' },
    seguinte: { type: ['string', 'null'], description: 'Cursor of the next page (pass it as despois), null on the last page' },
    seguinteUrl: { type: ['string', 'null'] },
    datos: { type: 'array', items: item },
  },
});

/** The DNS name under which tag: URIs and calendar UIDs are minted: the contact address's domain. */
export function authorityOf(contactoEmail: string): string {
  const domain = contactoEmail.split('@')[1]?.toLowerCase() ?? '';
  return /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domain) ? domain : 'oposicions.gal';
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === opaque);
}

/** A cached text answer with its type, an ETag and a 304 for a reader that has it already. */
function sendRendered(req: FastifyRequest, reply: FastifyReply, r: Rendered, type: string, maxAge = 300) {
  reply.header('ETag', r.etag).header('Cache-Control', `public, max-age=${maxAge}`).header('Vary', 'Accept-Language, Accept-Encoding');
  if (ifNoneMatch(req.headers['if-none-match'], r.etag)) return reply.code(304).send();
  return reply.type(type).send(r.body);
}

/**
 * Issue 16: Atom feeds of the public lists and of each process, an iCalendar file per process, open data (CSV and
 * JSON) of competitions and processes, and the sitemap and robots.txt at the site root.
 */
export async function sindicacionRoutes(app: FastifyInstance, services: Services) {
  const { config, db, cache, opos, now } = services;
  const authority = authorityOf(config.contactoEmail);
  const sind = createSindicacionService({ db, cache, opos, timeZone: config.timeZone, authority, now });
  const datos = createDatosService({ db, today: opos.today });
  const langOf = (req: FastifyRequest, q: { lang?: Lang }): Lang => q.lang ?? requestLang(req.headers['accept-language']);

  app.get<{ Querystring: ListaFeedQuery }>(FEED_PATHS.opos, {
    schema: {
      tags: ['feeds'],
      summary: 'Atom feed of a public list: the latest competitions, or a label, a text search, a date, with the lists\' filters',
      description: `The same search and filters as the page /public/?…, newest first, at most ${FEED_MAX_ENTRIES} entries; without a search, the last ${FEED_DIAS} days. ${LICENCE_TEXT}`,
      querystring: listaFeedQuery,
      response: { 200: stringContent('application/atom+xml', 'Atom 1.0 feed (RFC 4287)'), ...errors },
    },
    handler: async (req, reply) => {
      const q = req.query;
      const r = await sind.feedLista(publicBase(config, req), langOf(req, q), {
        etiquetaBusqueda: q.etiquetaBusqueda?.trim() || undefined,
        textoBusqueda: q.etiquetaBusqueda?.trim() ? undefined : q.textoBusqueda?.trim() || undefined,
        fecha: q.etiquetaBusqueda?.trim() || q.textoBusqueda?.trim() ? undefined : q.fecha?.trim() || undefined,
        bop: q.fecha?.trim() ? q.bop?.trim() || undefined : undefined,
        filtros: filtrosDaPeticion(q),
      });
      return sendRendered(req, reply, r, 'application/atom+xml; charset=utf-8');
    },
  });

  app.get<{ Querystring: { urlAmigable: string; lang?: Lang } }>(FEED_PATHS.proceso, {
    schema: {
      tags: ['feeds'],
      summary: 'Atom feed of one shown process: its phases (edicts), newest first',
      description: LICENCE_TEXT,
      querystring: procesoQuery,
      response: { 200: stringContent('application/atom+xml', 'Atom 1.0 feed (RFC 4287)'), ...errors },
    },
    handler: async (req, reply) => sendRendered(req, reply, await sind.feedProceso(publicBase(config, req), langOf(req, req.query), req.query.urlAmigable), 'application/atom+xml; charset=utf-8'),
  });

  app.get<{ Querystring: { urlAmigable: string; lang?: Lang } }>(FEED_PATHS.calendarioProceso, {
    schema: {
      tags: ['feeds'],
      summary: 'iCalendar (RFC 5545) of one shown process: last day to apply, exam dates found in its edicts, each publication',
      description: 'Stable UIDs: subscribe to it (webcal://) or import it again, and events are updated, not duplicated.',
      querystring: procesoQuery,
      response: { 200: stringContent('text/calendar', 'iCalendar file'), ...errors },
    },
    handler: async (req, reply) => {
      const r = await sind.calendarioProceso(publicBase(config, req), langOf(req, req.query), req.query.urlAmigable);
      const name = req.query.urlAmigable.replace(/[^a-z0-9._-]+/gi, '-').slice(0, 80) || 'proceso';
      reply.header('Content-Disposition', `attachment; filename="${name}.ics"`);
      return sendRendered(req, reply, r, 'text/calendar; charset=utf-8');
    },
  });

  // Open data: the same rows as CSV or JSON, a date range, the lists' filters, a cursor for the next page.
  const datosRoute = <T extends object>(
    path: string, what: string, columns: (keyof T)[], item: object,
    load: (base: string, q: Parameters<typeof datos.opos>[1]) => Promise<Paxina<T>>,
    format: 'csv' | 'json',
  ) => {
    app.get<{ Querystring: DatosQueryString }>(path, {
      schema: {
        tags: ['datos'],
        summary: `Open data: ${what} as ${format.toUpperCase()}`,
        description: `Dates are ISO 8601 (YYYY-MM-DD). A date range of at most ${DATOS_MAX_DIAS} days (default: the last ${DATOS_DIAS_DEFECTO}); `
          + `the filters of the public lists; up to ${DATOS_LIMITE} rows a page, the next one named by \`seguinte\` (JSON) and the Link rel="next" header. `
          + (format === 'csv' ? 'CSV: RFC 4180, UTF-8, a header row, lists joined with " | ". ' : '')
          + LICENCE_TEXT,
        querystring: datosQuery,
        response: { 200: format === 'csv' ? stringContent('text/csv', 'CSV with a header row') : paxinaSchema(item), ...errors },
      },
      handler: async (req, reply) => {
        const q = req.query;
        const base = publicBase(config, req);
        const page = await load(base, { desde: q.desde, hasta: q.hasta, despois: q.despois, limite: q.limite, filtros: filtrosDaPeticion(q) });
        let nextUrl: string | null = null;
        if (page.seguinte) {
          const next = new URLSearchParams(Object.entries(q).filter(([k, v]) => k !== 'despois' && v !== undefined).map(([k, v]): [string, string] => [k, String(v)]));
          next.set('desde', page.desde);
          next.set('hasta', page.hasta);
          next.set('despois', page.seguinte);
          nextUrl = `${base}${path}?${next}`;
        }
        const links = [`<${LICENZA.url}>; rel="license"`, ...(nextUrl ? [`<${nextUrl}>; rel="next"`] : [])];
        reply.header('Link', links.join(', ')).header('Cache-Control', 'public, max-age=300');
        if (format === 'json') return { licenza: LICENZA, desde: page.desde, hasta: page.hasta, seguinte: page.seguinte, seguinteUrl: nextUrl, datos: page.datos };
        const file = `${path.split('/').pop()!.replace(/\.csv$/, '')}-${page.desde}-${page.hasta}.csv`;
        reply.header('Content-Disposition', `attachment; filename="${file}"`);
        return reply.type('text/csv; charset=utf-8; header=present').send(aCsv(page.datos, columns));
      },
    });
  };
  datosRoute(FEED_PATHS.datosOposCsv, 'published competitions', OPO_COLUMNS, datoOpoSchema, datos.opos, 'csv');
  datosRoute(FEED_PATHS.datosOposJson, 'published competitions', OPO_COLUMNS, datoOpoSchema, datos.opos, 'json');
  datosRoute(FEED_PATHS.datosProcesosCsv, 'shown selective processes (with a publication in the range)', PROCESO_COLUMNS, datoProcesoSchema, datos.procesos, 'csv');
  datosRoute(FEED_PATHS.datosProcesosJson, 'shown selective processes (with a publication in the range)', PROCESO_COLUMNS, datoProcesoSchema, datos.procesos, 'json');

  // Search engines, at the site root.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => sendRendered(req, reply, await sind.sitemap(publicBase(config, req)), 'application/xml; charset=utf-8', 3600));
  app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(sind.robots(publicBase(config, req))));
  // Addresses people and readers try: the latest competitions' feed.
  for (const guess of ['/public/rss.xml', '/public/atom.xml', '/public/feed', '/feed', '/rss.xml', '/atom.xml']) {
    app.get(guess, { schema: { hide: true } }, (_req, reply) => reply.redirect(FEED_PATHS.opos, 301));
  }
}
