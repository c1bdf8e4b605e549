import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from 'shared/contract';
import type { Services } from '../services.js';
import { estadoAnswerSchema, tokenQuery } from './schemas.js';
import { alertasRoutes } from './alertas.routes.js';
import { dispatcherFromConfig } from './dispatcher.js';
import { setChannelActive } from './subscriptions.store.js';
import { createSubscriptionsService, type AddNotificionBody } from './subscriptions.service.js';

const addNotificionBody = {
  type: 'object',
  required: ['tipoNotificacion', 'destinatario'],
  properties: {
    uuidProcesoOposicion: { type: 'string', maxLength: 64 },
    etiqueta: { type: 'string', maxLength: 200 },
    tipoNotificacion: { type: 'string', enum: ['EMAIL'] },
    destinatario: { type: 'string', maxLength: 320 },
    idioma: { type: 'string', enum: ['gl', 'es'] },
  },
} as const;

const tokenAnswer = {
  type: 'object',
  required: ['estado', 'titulo', 'urlAmigable', 'etiqueta'],
  properties: {
    estado: { type: 'string', enum: ['CONFIRMADA', 'BAIXA'] },
    titulo: { type: 'string' },
    urlAmigable: { type: ['string', 'null'] },
    etiqueta: { type: ['string', 'null'] },
  },
} as const;

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** Routes of issue #8: addNotificion (double opt-in), confirmation and unsubscribe links; the outbox dispatcher. */
export async function notificationsRoutes(app: FastifyInstance, services: Services) {
  const { config, db, now } = services;
  const dispatcher = dispatcherFromConfig(config, { db, now, log: app.log });
  const subscriptions = createSubscriptionsService({
    db, now,
    secret: config.notifications.secret,
    rateLimit: config.notifications.rateLimit,
    rateWindowMinutes: config.notifications.rateWindowMinutes,
    onQueued: () => dispatcher.kick(),
  });
  await setChannelActive(db, 'TELEGRAM', Boolean(config.telegram.botToken && config.telegram.chatId));

  if (config.notifications.dispatcherEnabled) dispatcher.start();
  let purgeTimer: NodeJS.Timeout | null = null;
  if (config.notifications.dispatcherEnabled) {
    purgeTimer = setInterval(() => void subscriptions.purge().catch((err) => app.log.warn({ err }, 'purge failed')), 3_600_000);
    purgeTimer.unref();
  }
  app.addHook('onClose', async () => {
    if (purgeTimer) clearInterval(purgeTimer);
    await dispatcher.stop();
  });

  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` as a form (urlencoded or multipart).
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }
  if (!app.hasContentTypeParser('multipart/form-data')) {
    app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 8192 }, (_req, _body, done) => done(null, {}));
  }

  // Alerts for a label, a search or a filtered list (issue 16): same outbox, same links' signing key, same form parsers.
  await alertasRoutes(app, services, { onQueued: () => dispatcher.kick() });

  app.post<{ Body: AddNotificionBody }>('/api/v1/opos/addNotificion', {
    schema: {
      tags: ['public'],
      summary: 'Asks for e-mail notices of an offer (uuidProcesoOposicion) or of a label (etiqueta); sends a confirmation e-mail (double opt-in)',
      body: addNotificionBody,
      response: { 200: estadoAnswerSchema, ...errors, 429: apiErrorSchema },
    },
    handler: (req) => subscriptions.subscribe(req.body, req.ip),
  });

  for (const [path, page, summary, action] of [
    ['/api/v1/opos/confirmarNotificacion', '/public/avisos/confirmar', 'Confirms a subscription (signed token of the confirmation e-mail)', subscriptions.confirm],
    ['/api/v1/opos/baixaNotificacion', '/public/avisos/baixa', 'Unsubscribes (signed token of every message); also the RFC 8058 one-click target of List-Unsubscribe', subscriptions.unsubscribe],
  ] as const) {
    app.post<{ Querystring: { token: string } }>(path, {
      schema: { tags: ['public'], summary, querystring: tokenQuery, response: { 200: tokenAnswer, ...errors } },
      handler: (req) => action(req.query.token),
    });
    // A GET (link scanners, clients without one-click support) changes nothing: it opens the page that asks.
    app.get<{ Querystring: { token: string } }>(path, {
      schema: { tags: ['public'], summary: 'Opens the public page of this link (a GET never changes anything)', querystring: tokenQuery, response: { 302: { type: 'null' }, 400: apiErrorSchema } },
      handler: (req, reply) => reply.redirect(`${page}?token=${encodeURIComponent(req.query.token)}`, 302),
    });
  }
}
