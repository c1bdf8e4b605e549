import type { FastifyInstance } from 'fastify';
import {
  apiErrorSchema, BOP_NAMES, CRITERIO_ETIQUETA_MAX, CRITERIO_TEXTO_MAX, FEED_PATHS, FRECUENCIAS_ALERTA, GRUPOS, NIVEIS_TITULACION, perfilSchema, PROVINCIAS, QUENDAS,
  TIPOS_ANUNCIO, TIPOS_PERSOAL, type AlertaPerfilPeticion, type AlertaPeticion,
} from 'shared/contract';
import { publicBase } from '../publicBase.js';
import { authorityOf } from '../modules/sindicacion/sindicacion.routes.js';
import type { Services } from '../services.js';
import { estadoAnswerSchema, tokenQuery } from './schemas.js';
import { createAlertasService, type AlertasService } from './alertas.service.js';

const criterioSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'What the alert follows: a text search or a label, narrowed by the list filters (at least one field)',
  properties: {
    textoBusqueda: { type: 'string', maxLength: CRITERIO_TEXTO_MAX },
    etiqueta: { type: 'string', maxLength: CRITERIO_ETIQUETA_MAX, description: 'A public label, in Galician or Spanish' },
    provincia: { type: 'string', enum: [...PROVINCIAS] },
    boletin: { type: 'string', enum: [...BOP_NAMES] },
    tipo: { type: 'string', enum: [...TIPOS_ANUNCIO] },
    prazoAberto: { type: 'boolean' },
    grupo: { type: 'string', enum: [...GRUPOS], description: 'Group or subgroup of the process (as the list filter grupo)' },
    titulacion: { type: 'string', enum: [...NIVEIS_TITULACION], description: 'Level of qualification required (as the list filter titulacion)' },
    persoal: { type: 'string', enum: [...TIPOS_PERSOAL], description: 'Kind of staff (as the list filter persoal)' },
    quenda: { type: 'string', enum: [...QUENDAS], description: 'A turn with places (as the list filter quenda)' },
    bolsa: { type: 'boolean', description: 'true: job pools; false: permanent posts (as the list filter bolsa=1 / bolsa=0)' },
  },
} as const;

const peticionSchema = {
  type: 'object',
  required: ['destinatario', 'frecuencia', 'criterio'],
  additionalProperties: false,
  properties: {
    destinatario: { type: 'string', maxLength: 320 },
    idioma: { type: 'string', enum: ['gl', 'es'], description: 'Language of its e-mails (Galician by default)' },
    frecuencia: { type: 'string', enum: [...FRECUENCIAS_ALERTA], description: 'DIARIA: one digest a day at ALERTS_DIGEST_TIME; INMEDIATA: as soon as found' },
    criterio: criterioSchema,
  },
} as const;

const perfilPeticionSchema = {
  type: 'object',
  required: ['destinatario', 'frecuencia', 'perfil'],
  additionalProperties: false,
  properties: {
    destinatario: { type: 'string', maxLength: 320 },
    idioma: { type: 'string', enum: ['gl', 'es'], description: 'Language of its e-mails and feed (Galician by default)' },
    frecuencia: { type: 'string', enum: [...FRECUENCIAS_ALERTA], description: 'DIARIA: one digest a day at ALERTS_DIGEST_TIME; INMEDIATA: as soon as found' },
    perfil: perfilSchema,
  },
} as const;

const alertaSchema = {
  type: 'object',
  required: ['uuid', 'criterio', 'frecuencia', 'confirmada'],
  properties: {
    uuid: { type: 'string' },
    criterio: criterioSchema,
    etiquetaEs: { type: 'string' },
    frecuencia: { type: 'string', enum: [...FRECUENCIAS_ALERTA] },
    confirmada: { type: 'boolean' },
    perfil: { ...perfilSchema, description: 'A profile alert (issue 24): the profile it checks every new process against (its criterion is then empty)' },
    feed: { type: 'string', description: 'A confirmed profile alert: the path of its Atom feed (signed token)' },
  },
} as const;

const xestionSchema = {
  type: 'object',
  required: ['alertas', 'outros', 'horaResumo', 'zonaHoraria'],
  properties: {
    alertas: { type: 'array', items: alertaSchema },
    outros: {
      type: 'array',
      items: {
        type: 'object',
        required: ['uuid', 'tipo', 'titulo', 'urlAmigable', 'etiqueta', 'confirmada'],
        properties: {
          uuid: { type: 'string' },
          tipo: { type: 'string', enum: ['proceso', 'etiqueta'] },
          titulo: { type: 'string' },
          urlAmigable: { type: ['string', 'null'] },
          etiqueta: { type: ['string', 'null'] },
          confirmada: { type: 'boolean' },
        },
      },
    },
    horaResumo: { type: 'string' },
    zonaHoraria: { type: 'string' },
  },
} as const;

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/**
 * Alerts for a label, a search or a filtered list (issue 16): ask (double opt-in), confirm, leave one (RFC 8058
 * one-click), see and cancel every notice of an address (signed link, no account). Registered by the notifications
 * plugin, whose form parsers the one-click POSTs need; the run that queues the alerts' messages is started here.
 */
export async function alertasRoutes(app: FastifyInstance, services: Services, options: { onQueued: () => void }): Promise<AlertasService> {
  const { config, db, now } = services;
  const alertas = createAlertasService({
    db, now, opos: services.opos,
    secret: config.notifications.secret,
    rateLimit: config.notifications.rateLimit,
    rateWindowMinutes: config.notifications.rateWindowMinutes,
    timeZone: config.timeZone,
    horaResumo: config.alertas.horaResumo,
    onQueued: options.onQueued,
    log: app.log,
  });

  if (config.notifications.dispatcherEnabled) {
    let running: Promise<unknown> | null = null;
    const tick = () => {
      if (running) return;
      running = alertas.run()
        .then(() => alertas.purge())
        .catch((err) => app.log.warn({ err }, 'alerts run failed'))
        .finally(() => { running = null; });
    };
    const first = setTimeout(tick, Math.min(5000, config.alertas.pollMs));
    const timer = setInterval(tick, config.alertas.pollMs);
    first.unref();
    timer.unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    });
  }

  // Personal answers (an address's notices) are never kept by a browser or a proxy.
  const noStore = { 'cache-control': 'no-store' };

  app.post<{ Body: AlertaPeticion }>('/api/v1/alertas/crear', {
    schema: {
      tags: ['public'],
      summary: 'Asks for e-mail alerts of new competitions matching a criterion (a label, a text search, list filters), daily or immediate; sends a confirmation e-mail (double opt-in). The answer is the same whatever the address\'s state',
      body: peticionSchema,
      response: { 200: estadoAnswerSchema, ...errors, 429: apiErrorSchema },
    },
    handler: (req) => alertas.request(req.body, req.ip),
  });

  app.post<{ Body: AlertaPerfilPeticion }>('/api/v1/alertas/perfil', {
    schema: {
      tags: ['public'],
      summary: 'Issue 24, "avísame cando se abra un proceso para min": asks for e-mail alerts of the new processes a profile may apply to or must check (never those it does not meet), daily or immediate, with their answer and reasons; the profile is kept only with this alert and deleted when it is left. Sends a confirmation e-mail (double opt-in). The answer is the same whatever the address\'s state',
      body: perfilPeticionSchema,
      response: { 200: estadoAnswerSchema, ...errors, 429: apiErrorSchema },
    },
    handler: (req) => alertas.requestPerfil(req.body, req.ip),
  });

  const authority = authorityOf(config.contactoEmail);
  app.get<{ Querystring: { token: string } }>(FEED_PATHS.perfil, {
    schema: {
      tags: ['feeds'],
      summary: 'Atom feed of a confirmed profile alert (issue 24): the processes that opened in the last days for its profile, each with its answer (podes presentarte / revisa as bases) and reasons, in the alert\'s language',
      description: 'The path comes with the confirmed alert (`feed`); its signed token only reads the feed. 404 once the alert is left.',
      querystring: tokenQuery,
      response: { 200: { description: 'Atom 1.0 feed (RFC 4287)', content: { 'application/atom+xml': { schema: { type: 'string' } } } }, ...errors },
    },
    handler: async (req, reply) => {
      const r = await alertas.feedPerfil(req.query.token, publicBase(config, req), authority);
      // Personal (the profile's reasons): a reader's own cache only; the ETag spares it the body when nothing changed.
      reply.header('ETag', r.etag).header('Cache-Control', 'private, max-age=300').header('Vary', 'Accept-Encoding');
      const match = req.headers['if-none-match'];
      if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === r.etag.replace(/^W\//, ''))) return reply.code(304).send();
      return reply.type('application/atom+xml; charset=utf-8').send(r.body);
    },
  });

  app.post<{ Querystring: { token: string } }>('/api/v1/alertas/confirmar', {
    schema: {
      tags: ['public'],
      summary: 'Confirms an alert (signed token of its confirmation e-mail); answers the alert and the token of the address\'s manage page',
      querystring: tokenQuery,
      response: {
        200: {
          type: 'object',
          required: ['estado', 'alerta', 'tokenXestion', 'horaResumo'],
          properties: { estado: { type: 'string', enum: ['CONFIRMADA'] }, alerta: alertaSchema, tokenXestion: { type: 'string' }, horaResumo: { type: 'string' } },
        },
        ...errors,
      },
    },
    handler: async (req, reply) => {
      reply.headers(noStore);
      return alertas.confirm(req.query.token);
    },
  });

  app.post<{ Querystring: { token: string } }>('/api/v1/alertas/baixa', {
    schema: {
      tags: ['public'],
      summary: 'Leaves one alert (signed token of its e-mails); also the RFC 8058 one-click target of their List-Unsubscribe header. Leaving twice answers the same',
      querystring: tokenQuery,
      response: {
        200: {
          type: 'object',
          required: ['estado', 'alerta'],
          properties: { estado: { type: 'string', enum: ['BAIXA'] }, alerta: { anyOf: [alertaSchema, { type: 'null' }] } },
        },
        ...errors,
      },
    },
    handler: (req) => alertas.unsubscribe(req.query.token),
  });

  app.get<{ Querystring: { token: string } }>('/api/v1/alertas/xestion', {
    schema: {
      tags: ['public'],
      summary: 'Every notice of an address (alerts with their criterion and frequency, followed offers, label digests), from the signed link of its e-mails',
      querystring: tokenQuery,
      response: { 200: xestionSchema, ...errors },
    },
    handler: async (req, reply) => {
      reply.headers(noStore);
      return alertas.manage(req.query.token);
    },
  });

  app.post<{ Querystring: { token: string }; Body: { uuid: string } }>('/api/v1/alertas/xestion/baixa', {
    schema: {
      tags: ['public'],
      summary: 'Cancels one notice of the address the link was signed for; answers what is left',
      querystring: tokenQuery,
      body: { type: 'object', required: ['uuid'], additionalProperties: false, properties: { uuid: { type: 'string', format: 'uuid' } } },
      response: { 200: xestionSchema, ...errors },
    },
    handler: async (req, reply) => {
      reply.headers(noStore);
      return alertas.cancelOne(req.query.token, req.body.uuid);
    },
  });

  app.post<{ Querystring: { token: string } }>('/api/v1/alertas/xestion/baixaTodas', {
    schema: {
      tags: ['public'],
      summary: 'Cancels every notice of the address the link was signed for (also accepts an RFC 8058 one-click POST)',
      querystring: tokenQuery,
      response: {
        200: { type: 'object', required: ['estado', 'canceladas'], properties: { estado: { type: 'string', enum: ['BAIXA'] }, canceladas: { type: 'integer' } } },
        ...errors,
      },
    },
    handler: (req) => alertas.cancelAll(req.query.token),
  });

  // A GET of a link (link scanners, clients without one-click support) changes nothing: it opens the page that asks.
  for (const [path, page] of [
    ['/api/v1/alertas/confirmar', '/public/alertas/confirmar'],
    ['/api/v1/alertas/baixa', '/public/alertas/baixa'],
    ['/api/v1/alertas/xestion/baixaTodas', '/public/alertas/xestionar'],
  ] as const) {
    app.get<{ Querystring: { token: string } }>(path, {
      schema: { tags: ['public'], summary: 'Opens the public page of this link (a GET never changes anything)', querystring: tokenQuery, response: { 302: { type: 'null' }, 400: apiErrorSchema } },
      handler: (req, reply) => reply.redirect(`${page}?token=${encodeURIComponent(req.query.token)}`, 302),
    });
  }

  return alertas;
}

