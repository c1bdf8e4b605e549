import type { Queryable } from '../db/client.js';
import { createMailChannel, createTelegramChannel, type MailChannel, type TelegramChannel } from './mailer.js';
import { claimDue, markFailed, markSent, releaseClaim, type OutboxRow } from './outbox.store.js';
import { signingKey } from './subscriptions.store.js';
import { renderAlertaEmail } from './alertas.templates.js';
import { renderAvisoOperador, type AvisoOperadorDatos } from '../ops/avisos.templates.js';
import { renderEmail, renderTelegram, type Links, type TelegramDatos } from './templates.js';
import { signToken } from './tokens.js';

export interface DispatcherOptions {
  db: Queryable;
  publicUrl: string;
  now: () => Date;
  mail: MailChannel;
  telegram: TelegramChannel | null;
  batchSize: number;
  maxAttempts: number;
  retryBaseMs: number;
  leaseMs: number;
  pollMs: number;
  secret?: string | null;
  log?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;

const isAlerta = (row: OutboxRow) => row.plantilla.startsWith('alerta-');

/** Builds a dispatcher from the server configuration (one pooled SMTP transport, or `.eml` files). */
export function dispatcherFromConfig(
  config: {
    publicUrl: string; smtpUrl: string | null; mailFrom: string; dataDir: string;
    telegram: { botToken: string | null; chatId: string | null; apiUrl: string };
    notifications: { secret: string | null; batchSize: number; maxAttempts: number; retryBaseMs: number; leaseMs: number; pollMs: number };
  },
  deps: { db: Queryable; now: () => Date; log?: DispatcherOptions['log'] },
): Dispatcher {
  return createDispatcher({
    ...deps,
    publicUrl: config.publicUrl,
    mail: createMailChannel(config),
    telegram: createTelegramChannel(config.telegram),
    secret: config.notifications.secret,
    batchSize: config.notifications.batchSize,
    maxAttempts: config.notifications.maxAttempts,
    retryBaseMs: config.notifications.retryBaseMs,
    leaseMs: config.notifications.leaseMs,
    pollMs: config.notifications.pollMs,
  });
}

/**
 * Sends the outbox: claims due messages (skipping those another server holds), renders each, sends it and marks it
 * sent right away, one by one, so a crash loses at most the message in flight's acknowledgement. Failures are
 * retried with exponential backoff; after the last try the message is marked failed with its trace.
 */
export function createDispatcher(o: DispatcherOptions) {
  let secret: string | null = o.secret ?? null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;
  let again = false;

  const links = (row: OutboxRow, key: string): Links & { oneClick: string } => {
    const baixa = row.suscripcion_uuid ? signToken(key, 'baixa', row.suscripcion_uuid) : '';
    const confirmar = row.suscripcion_uuid ? signToken(key, 'confirmar', row.suscripcion_uuid) : '';
    if (isAlerta(row)) {
      // Alerts (issue 16): their own pages, the one-click leaves this alert, and every message links the address's alerts.
      // The pages open in the message's language (`lang`).
      const suscritor = (row.datos as { suscritorUuid?: string | null }).suscritorUuid;
      return {
        publicUrl: o.publicUrl,
        unsubscribePage: `${o.publicUrl}/public/alertas/baixa?token=${baixa}&lang=${row.idioma}`,
        confirmPage: `${o.publicUrl}/public/alertas/confirmar?token=${confirmar}&lang=${row.idioma}`,
        oneClick: `${o.publicUrl}/api/v1/alertas/baixa?token=${baixa}`,
        managePage: suscritor ? `${o.publicUrl}/public/alertas/xestionar?token=${signToken(key, 'xestionar', suscritor)}&lang=${row.idioma}` : undefined,
      };
    }
    return {
      publicUrl: o.publicUrl,
      unsubscribePage: `${o.publicUrl}/public/avisos/baixa?token=${baixa}`,
      confirmPage: `${o.publicUrl}/public/avisos/confirmar?token=${confirmar}`,
      oneClick: `${o.publicUrl}/api/v1/opos/baixaNotificacion?token=${baixa}`,
    };
  };

  async function deliver(row: OutboxRow, key: string) {
    if (row.tipo_envio === 'TELEGRAM') {
      if (!o.telegram) throw new Error('Telegram non está configurado');
      const text = renderTelegram(row.datos as unknown as TelegramDatos);
      const trazas = await o.telegram.send(text);
      return { trazas, asunto: text.split('\n')[0], texto: text, html: '', urlBaixa: '' };
    }
    if (row.plantilla === 'operador') {
      // To the administrators' address (OPERATOR_EMAIL): a setting, not a subscription, so no unsubscribe link.
      const r = renderAvisoOperador(row.datos as unknown as AvisoOperadorDatos);
      const trazas = await o.mail.send({ uuid: row.uuid, to: row.destinatario, subject: r.subject, text: r.text, html: r.html, idioma: row.idioma, oneClickUrl: '' });
      return { trazas, asunto: r.subject, texto: r.text, html: r.html, urlBaixa: '' };
    }
    const l = links(row, key);
    const r = isAlerta(row) ? renderAlertaEmail(row.plantilla, row.datos, row.idioma, l) : renderEmail(row.plantilla, row.datos, row.idioma, l);
    const trazas = await o.mail.send({ uuid: row.uuid, to: row.destinatario, subject: r.subject, text: r.text, html: r.html, idioma: row.idioma, oneClickUrl: l.oneClick });
    return { trazas, asunto: r.subject, texto: r.text, html: r.html, urlBaixa: l.unsubscribePage };
  }

  /** One batch: returns how many messages were handled (sent, or failed and rescheduled). */
  async function runOnce(): Promise<number> {
    secret ??= await signingKey(o.db);
    const rows = await claimDue(o.db, o.now(), o.leaseMs, o.batchSize);
    for (const [i, row] of rows.entries()) {
      if (stopped) {
        await releaseClaim(o.db, rows.slice(i).map((r) => r.uuid));
        break;
      }
      try {
        const sent = await deliver(row, secret);
        await markSent(o.db, row.uuid, o.now(), sent);
      } catch (error) {
        const trace = `${o.now().toISOString()} intento ${row.intentos}: ${(error as Error).message ?? String(error)}`;
        const retryAt = row.intentos >= o.maxAttempts ? null : new Date(o.now().getTime() + o.retryBaseMs * 2 ** (row.intentos - 1));
        o.log?.warn({ notificacion: row.uuid, intentos: row.intentos, err: (error as Error).message }, retryAt ? 'notification retry scheduled' : 'notification failed');
        await markFailed(o.db, row.uuid, trace, retryAt);
      }
    }
    return rows.length;
  }

  /** Runs batches until nothing is due. */
  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await runOnce();
      total += n;
      if (n < o.batchSize || stopped) return total;
    }
  }

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref?.();
  }

  function tick() {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = drain().catch((error) => {
      o.log?.error({ err: error }, 'notification dispatcher run failed');
      return 0;
    });
    void running.finally(() => {
      running = null;
      if (again) {
        again = false;
        schedule(0);
      } else schedule(o.pollMs);
    });
  }

  return {
    runOnce,
    drain,
    /** Starts the polling loop (first run after one interval). */
    start() {
      stopped = false;
      schedule(o.pollMs);
    },
    /** Asks for a run soon (a message was just queued in this process). */
    kick() {
      if (!stopped && timer) schedule(10);
      else if (running) again = true;
    },
    /** Stops the loop, waits for the batch in flight, closes the transport. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      o.mail.close();
    },
  };
}
