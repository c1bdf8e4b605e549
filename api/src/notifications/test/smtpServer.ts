import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  mail: ParsedMail;
  to: string[];
}

/**
 * A real SMTP server for tests (the smtp-server package). It counts a message as received only once it has
 * acknowledged it (250), as a real relay would. `hold(k)` keeps the k-th message unacknowledged, so a test can
 * kill the sender while the message is in flight.
 */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  let hold: { at: number; resolve: (held: { drop: () => void; remotePort: number }) => void } | null = null;
  let dataCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        dataCount += 1;
        if (hold && hold.at === dataCount) {
          const h = hold;
          hold = null;
          h.resolve({ drop: () => callback(new Error('aborted')), remotePort: session.remotePort });
          return;
        }
        void simpleParser(raw).then((mail) => {
          received.push({ raw, mail, to: session.envelope.rcptTo.map((r) => r.address) });
          for (const w of waiters.filter((x) => received.length >= x.n)) w.resolve();
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    /** Resolves when `n` messages in total have been acknowledged. */
    waitFor(n: number, timeoutMs = 10_000) {
      if (received.length >= n) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`expected ${n} messages, got ${received.length}`)), timeoutMs);
        waiters.push({ n, resolve: () => { clearTimeout(timer); resolve(); } });
      });
    },
    /**
     * The `k`-th message (counting from the start) is received but never acknowledged; resolves when it arrives, with
     * the sender's port (to find which process sends it).
     */
    hold(k: number) {
      return new Promise<{ drop: () => void; remotePort: number }>((resolve) => { hold = { at: k, resolve }; });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** The header line as written on the wire (unfolded check: it must be on one line). */
export function rawHeaderLine(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0];
  const lines = head.split(/\r?\n/);
  const i = lines.findIndex((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (i < 0) return null;
  if (lines[i + 1] && /^[ \t]/.test(lines[i + 1])) return `FOLDED ${lines[i]}`;
  return lines[i];
}

/** The first link of a message's text part that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const m = (mail.text ?? '').match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`));
  if (!m) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return m[0];
}
