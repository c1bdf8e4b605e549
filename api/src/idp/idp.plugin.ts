import type { IncomingMessage } from 'node:http';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.js';
import { authenticate } from './devAccounts.js';
import { createDevProvider, IDP_MOUNT } from './devProvider.js';
import { errorPage, loginPage, pageLang } from './idp.pages.js';
import { createIdpStore } from './idp.store.js';

const MAX_FAILURES = 10;
const FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Mounts the development OpenID provider under /idp on the site's port, when no external provider is
 * configured (`OIDC_ISSUER` unset). Its own login form replaces oidc-provider's devInteractions.
 */
export async function idpPlugin(app: FastifyInstance, services: Services) {
  const { config } = services;
  if (config.oidc.issuer) return;
  const store = createIdpStore(services.db);
  const { provider, accounts } = await createDevProvider(config, store);
  const handle = provider.callback();

  // Everything under /idp except the interaction pages is oidc-provider's (a Koa app): it reads the raw body
  // itself, so it takes the request in onRequest, before Fastify parses anything.
  const handOver = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = req.raw as IncomingMessage & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = raw.url!.slice(IDP_MOUNT.length) || '/';
    await handle(raw, reply.raw);
  };
  const noop = async () => undefined;
  app.all(`${IDP_MOUNT}`, { schema: { hide: true }, onRequest: handOver }, noop);
  app.all(`${IDP_MOUNT}/*`, { schema: { hide: true }, onRequest: handOver }, noop);

  // Failed sign-ins per client address, to slow down password guessing.
  const failures = new Map<string, { count: number; since: number }>();
  const tooMany = (ip: string) => {
    const f = failures.get(ip);
    return Boolean(f && Date.now() - f.since < FAILURE_WINDOW_MS && f.count >= MAX_FAILURES);
  };
  const fail = (ip: string) => {
    const f = failures.get(ip);
    if (!f || Date.now() - f.since >= FAILURE_WINDOW_MS) failures.set(ip, { count: 1, since: Date.now() });
    else f.count += 1;
    if (failures.size > 10_000) failures.clear();
  };

  await app.register(async (pages) => {
    await pages.register(formbody);
    const html = (reply: FastifyReply, body: string, status = 200) =>
      reply.status(status).header('Cache-Control', 'no-store').header('X-Frame-Options', 'DENY').type('text/html; charset=utf-8').send(body);

    // An interaction that is gone (expired, or its cookie lost) gets a page, not JSON.
    pages.setErrorHandler((error: Error & { statusCode?: number; status?: number; error_description?: string }, req, reply) => {
      req.log.info({ err: error }, 'idp interaction failed');
      // HttpError (the edge validation's refusals) carries `status`; oidc-provider's errors `statusCode`.
      const code = error.statusCode ?? error.status;
      const status = code && code < 500 ? code : 500;
      return html(reply, errorPage('gl', `${config.publicUrl}/public/`, { error: error.message, error_description: error.error_description ?? '' }), status);
    });

    pages.get<{ Params: { uid: string } }>(`${IDP_MOUNT}/interaction/:uid`, { schema: { hide: true } }, async (req, reply) => {
      const details = await provider.interactionDetails(req.raw, reply.raw);
      const lang = pageLang(details.params.ui_locales);
      if (details.prompt.name === 'login') {
        return html(reply, loginPage({ lang, uid: details.uid, mount: IDP_MOUNT, username: String(details.params.login_hint ?? '') }));
      }
      // Consent for our own client is implied (see loadExistingGrant); anything else is refused.
      const to = await provider.interactionResult(req.raw, reply.raw, {
        error: 'access_denied',
        error_description: 'consent is not available on the development provider',
      }, { mergeWithLastSubmission: false });
      return reply.redirect(to, 303);
    });

    pages.post<{ Params: { uid: string }; Body: { username?: string; password?: string } }>(
      `${IDP_MOUNT}/interaction/:uid/login`,
      { schema: { hide: true } },
      async (req, reply) => {
        const details = await provider.interactionDetails(req.raw, reply.raw);
        const lang = pageLang(details.params.ui_locales);
        const username = String(req.body?.username ?? '').trim();
        const password = String(req.body?.password ?? '');
        if (tooMany(req.ip)) return html(reply, loginPage({ lang, uid: details.uid, mount: IDP_MOUNT, username, error: 'tooMany' }), 429);
        const account = authenticate(accounts, username, password);
        if (!account) {
          fail(req.ip);
          return html(reply, loginPage({ lang, uid: details.uid, mount: IDP_MOUNT, username, error: 'wrong' }), 401);
        }
        failures.delete(req.ip);
        const to = await provider.interactionResult(req.raw, reply.raw, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
        return reply.redirect(to, 303);
      },
    );

    pages.post<{ Params: { uid: string } }>(`${IDP_MOUNT}/interaction/:uid/abort`, { schema: { hide: true } }, async (req, reply) => {
      const to = await provider.interactionResult(req.raw, reply.raw, {
        error: 'access_denied',
        error_description: 'the user cancelled the sign-in',
      }, { mergeWithLastSubmission: false });
      return reply.redirect(to, 303);
    });
  });

  // Expired artefacts are deleted now and then (they are already ignored when read); closing waits for a sweep
  // under way, so the database is never closed under it.
  let sweeping: Promise<unknown> | null = null;
  const sweep = () => {
    sweeping ??= store.deleteExpired()
      .catch((error) => app.log.warn({ err: error }, 'idp: could not delete expired artefacts'))
      .finally(() => {
        sweeping = null;
      });
  };
  const first = setTimeout(sweep, 60_000);
  const timer = setInterval(sweep, 60 * 60_000);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await sweeping;
  });
}
