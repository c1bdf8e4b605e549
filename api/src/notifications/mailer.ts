import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** One rendered e-mail, ready to go. */
export interface OutgoingMail {
  uuid: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  idioma: 'gl' | 'es';
  /** Target of `List-Unsubscribe` (RFC 8058 one-click POST); empty for a message nobody subscribed to. */
  oneClickUrl: string;
}

/** Delivers a message; resolves with a trace of where it went, rejects when it did not go. */
export interface MailChannel {
  readonly kind: 'smtp' | 'eml';
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

/** SMTP through one pooled nodemailer transport when SMTP_URL is set; otherwise `.eml` files in the data folder. */
export function createMailChannel(config: { smtpUrl: string | null; mailFrom: string; dataDir: string }): MailChannel {
  return config.smtpUrl ? smtpChannel(config.smtpUrl, config.mailFrom) : emlChannel(join(config.dataDir, 'outbox-eml'), config.mailFrom);
}

function message(mail: OutgoingMail, from: string) {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // A stable Message-ID: if a message were ever delivered twice, receivers could tell it is the same one.
    messageId: `<${mail.uuid}@${domain}>`,
    headers: {
      'Content-Language': mail.idioma,
      'Auto-Submitted': 'auto-generated',
      // Prepared (not folded): a folded List-Unsubscribe can break DKIM at the relay. None without a target (operator messages).
      ...(mail.oneClickUrl ? {
        'List-Unsubscribe': { prepared: true, value: `<${mail.oneClickUrl}>` },
        'List-Unsubscribe-Post': { prepared: true, value: 'List-Unsubscribe=One-Click' },
      } : {}),
    },
  };
}

function smtpChannel(url: string, from: string): MailChannel {
  // STARTTLS is used whenever the server offers it (nodemailer's default); smtps:// is TLS from the start.
  const transport: Transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transport.sendMail(message(mail, from));
      if (info.rejected?.length) throw new Error(`SMTP rexeitou ${info.rejected.join(', ')}: ${info.response}`);
      return `SMTP ${info.messageId}: ${info.response}`;
    },
    close: () => transport.close(),
  };
}

function emlChannel(dir: string, from: string): MailChannel {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'eml',
    async send(mail) {
      const info = await transport.sendMail(message(mail, from));
      mkdirSync(dir, { recursive: true });
      // Named after the message: sending it again rewrites the same file, never a second one.
      const file = join(dir, `${mail.uuid}.eml`);
      writeFileSync(`${file}.tmp`, info.message as Buffer);
      renameSync(`${file}.tmp`, file);
      return `Gardada en ${file}`;
    },
    close: () => transport.close(),
  };
}

/** Posts to a Telegram channel through the Bot API (its base URL is configurable, for tests and proxies). */
export interface TelegramChannel {
  send(text: string): Promise<string>;
}

export function createTelegramChannel(config: { botToken: string | null; chatId: string | null; apiUrl: string }): TelegramChannel | null {
  const { botToken, chatId, apiUrl } = config;
  if (!botToken || !chatId) return null;
  return {
    async send(text) {
      const res = await fetch(`${apiUrl}/bot${botToken}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chat_id: chatId, text, link_preview_options: { is_disabled: true } }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json().catch(() => ({}))) as { ok?: boolean; description?: string; result?: { message_id?: number } };
      if (!res.ok || !body.ok) throw new Error(`Telegram ${res.status}: ${body.description ?? res.statusText}`);
      return `Telegram ${chatId} mensaxe ${body.result?.message_id ?? '?'}`;
    },
  };
}
