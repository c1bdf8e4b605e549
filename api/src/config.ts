import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

/**
 * The server's configuration: read once from the environment, validated, with defaults that serve the
 * embedded setup (PGlite, development OpenID provider, e-mails written to files). README.md lists every variable.
 */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /**
   * Absolute base of canonical and shared links (canonical URL, Open Graph, sitemap): PUBLIC_BASE_URL, else an
   * explicitly set PUBLIC_URL, else null (then each request's own host and scheme are used).
   */
  publicBaseUrl: string | null;
  dataDir: string;
  databaseUrl: string | null;
  demoData: boolean;
  logLevel: string;
  timeZone: string;
  staticRoot: string;
  remotes: Record<'mf_public' | 'mf_admin_offers' | 'mf_admin_config' | 'mf_auth', string>;
  canalMensaxeriaUrl: string;
  contactoEmail: string;
  /** Who runs the site (legal notice, privacy notice): SITE_OPERATOR_*; address and tax id only when given. */
  operador: { nome: string; email: string; enderezo: string | null; nif: string | null };
  bulletinSourceDir: string | null;
  /** Hosts whose robots.txt the bulletin reader does not apply ('*' = all): an administrator's explicit choice. */
  bulletinIgnoreRobots: string[];
  /** Seed the default search filters and label rules on the first start (tests turn it off). */
  seedDefaultRules: boolean;
  oidc: {
    issuer: string | null;
    publicClientId: string;
    apiClientId: string;
    apiClientSecret: string;
    adminRoleClaim: string;
    adminRole: string;
    adminEmails: string[];
    devAdminUser: string;
    devAdminPassword: string;
    devVisitorUser: string;
    devVisitorPassword: string;
    accessTokenTtlSeconds: number;
  };
  smtpUrl: string | null;
  mailFrom: string;
  telegram: { botToken: string | null; chatId: string | null; apiUrl: string };
  /** E-mail notifications (issue #8): signing secret, dispatcher loop, retries, subscription rate limit. */
  notifications: {
    secret: string | null;
    dispatcherEnabled: boolean;
    pollMs: number;
    batchSize: number;
    maxAttempts: number;
    retryBaseMs: number;
    leaseMs: number;
    rateLimit: number;
    rateWindowMinutes: number;
  };
  /**
   * Alerts for a label, a search or a filtered list (issue 16): the daily digest's hour ("08:00", in `timeZone`)
   * and how often new matches are looked for (immediate alerts, and the digest once its hour has come).
   */
  alertas: { horaResumo: string; pollMs: number };
  maxUploadBytes: number;
  /**
   * Which proxies' X-Forwarded-* headers to believe (Fastify `trustProxy`): false (none: the client address is
   * the socket's), a hop count, or a list of addresses/CIDR ranges. Never `true`: a client could then pick its
   * own address and dodge the rate limits.
   */
  trustProxy: false | number | string[];
  schedule: { cron: string; enabled: boolean };
  /**
   * Operations (issue 26): who may read /metrics (METRICS_TOKEN as a bearer token, and/or a port of its own), and
   * the operator's alerts (OPERATOR_EMAIL; none = shown only on the admin home) with their thresholds.
   */
  ops: {
    metricsToken: string | null;
    metricsPort: number | null;
    metricsHost: string;
    operatorEmail: string | null;
    checkMs: number;
    lateMinutes: number;
    outboxStuckMinutes: number;
  };
  /** How often the batched visit counter writes the offers' pending views (ms; 0 = only before admin reads and at stop). */
  visitFlushMs: number;
  /** Public pages rendered on the server with their content (off: the browser renders them, the fallback path). */
  serverRender: boolean;
  /**
   * Threads that read the facts of edict bodies (ingestion/feitosEnFios.ts), FACTS_THREADS: by default one per core,
   * at most four; 0 reads them on the server's own thread.
   */
  factsThreads: number;
  /**
   * Graceful stop (SIGTERM/SIGINT): how long in-flight requests, the e-mail batch and the reading may take before the
   * process gives back what it still holds (its reading job and edict bodies) and exits.
   */
  shutdownGraceMs: number;
  /** Behind a proxy: on SIGTERM keep serving this long, every answer closing its connection, before closing (no POST lost on a reused idle connection). */
  shutdownDrainMs: number;
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const int = (name: string, dflt: number, min = 0, max = Number.MAX_SAFE_INTEGER): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return dflt;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return dflt;
    }
    return n;
  };
  const bool = (name: string, dflt: boolean): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === '') return dflt;
    if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return dflt;
  };
  const str = (name: string, dflt: string): string => (env[name] === undefined || env[name] === '' ? dflt : String(env[name]));
  const opt = (name: string): string | null => (env[name] ? String(env[name]) : null);

  const port = int('PORT', 8080, 0, 65535);
  const publicUrl = str('PUBLIC_URL', `http://localhost:${port}`).replace(/\/$/, '');
  const databaseUrl = opt('DATABASE_URL');
  const projectRoot = resolve(new URL('.', import.meta.url).pathname, '../..');
  const config: Config = {
    port,
    host: str('HOST', '0.0.0.0'),
    publicUrl,
    publicBaseUrl: (opt('PUBLIC_BASE_URL') ?? opt('PUBLIC_URL'))?.replace(/\/+$/, '') ?? null,
    dataDir: resolve(str('DATA_DIR', resolve(projectRoot, 'data'))),
    databaseUrl,
    demoData: bool('DEMO_DATA', databaseUrl === null),
    logLevel: str('LOG_LEVEL', 'info'),
    timeZone: str('TZ_BULLETINS', 'Europe/Madrid'),
    staticRoot: resolve(str('STATIC_ROOT', projectRoot)),
    remotes: {
      mf_public: str('REMOTE_MF_PUBLIC_URL', '/remotes/mf-public/mf-manifest.json'),
      mf_admin_offers: str('REMOTE_MF_ADMIN_OFFERS_URL', '/remotes/mf-admin-offers/mf-manifest.json'),
      mf_admin_config: str('REMOTE_MF_ADMIN_CONFIG_URL', '/remotes/mf-admin-config/mf-manifest.json'),
      mf_auth: str('REMOTE_MF_AUTH_URL', '/remotes/mf-auth/mf-manifest.json'),
    },
    canalMensaxeriaUrl: str('CANAL_MENSAXERIA_URL', 'https://t.me/oposicionsgalicia'),
    contactoEmail: str('CONTACT_EMAIL', 'contacto@oposicions.gal'),
    operador: {
      nome: str('SITE_OPERATOR_NAME', 'Oposicións Galicia'),
      email: str('SITE_OPERATOR_EMAIL', str('CONTACT_EMAIL', 'contacto@oposicions.gal')),
      enderezo: opt('SITE_OPERATOR_ADDRESS'),
      nif: opt('SITE_OPERATOR_TAX_ID'),
    },
    bulletinSourceDir: opt('BULLETIN_SOURCE_DIR'),
    bulletinIgnoreRobots: str('BULLETIN_IGNORE_ROBOTS', '').split(',').map((s) => s.trim()).filter(Boolean),
    seedDefaultRules: bool('SEED_DEFAULT_RULES', true),
    oidc: {
      issuer: opt('OIDC_ISSUER'),
      publicClientId: str('OIDC_CLIENT_ID', 'opos-web'),
      apiClientId: str('OIDC_API_CLIENT_ID', 'opos-api'),
      apiClientSecret: str('OIDC_API_CLIENT_SECRET', 'opos-api-dev-secret'),
      adminRoleClaim: str('OIDC_ADMIN_ROLE_CLAIM', 'roles'),
      adminRole: str('OIDC_ADMIN_ROLE', 'admin'),
      adminEmails: str('OIDC_ADMIN_EMAILS', '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean),
      devAdminUser: str('DEV_ADMIN_USER', 'admin'),
      devAdminPassword: str('DEV_ADMIN_PASSWORD', 'admin'),
      devVisitorUser: str('DEV_VISITOR_USER', 'visitante'),
      devVisitorPassword: str('DEV_VISITOR_PASSWORD', 'visitante'),
      accessTokenTtlSeconds: int('OIDC_ACCESS_TOKEN_TTL', 900, 5, 86400),
    },
    smtpUrl: opt('SMTP_URL'),
    mailFrom: str('MAIL_FROM', 'Oposicións Galicia <avisos@oposicions.gal>'),
    telegram: {
      botToken: opt('TELEGRAM_BOT_TOKEN'),
      chatId: opt('TELEGRAM_CHAT_ID'),
      apiUrl: str('TELEGRAM_API_URL', 'https://api.telegram.org').replace(/\/$/, ''),
    },
    notifications: {
      secret: opt('NOTIFICATIONS_SECRET'),
      dispatcherEnabled: bool('NOTIFICATIONS_DISPATCHER', true),
      pollMs: int('NOTIFICATIONS_POLL_MS', 2000, 50, 3_600_000),
      batchSize: int('NOTIFICATIONS_BATCH_SIZE', 20, 1, 1000),
      maxAttempts: int('NOTIFICATIONS_MAX_ATTEMPTS', 6, 1, 50),
      retryBaseMs: int('NOTIFICATIONS_RETRY_BASE_MS', 60_000, 0, 86_400_000),
      leaseMs: int('NOTIFICATIONS_LEASE_MS', 300_000, 1000, 86_400_000),
      rateLimit: int('NOTIFICATIONS_RATE_LIMIT', 5, 1, 100_000),
      rateWindowMinutes: int('NOTIFICATIONS_RATE_WINDOW_MINUTES', 60, 1, 10_080),
    },
    alertas: { horaResumo: hourMinute(str('ALERTS_DIGEST_TIME', '08:00'), problems), pollMs: int('ALERTS_POLL_MS', 60_000, 1000, 3_600_000) },
    maxUploadBytes: int('MAX_UPLOAD_BYTES', 20 * 1024 * 1024, 1024),
    trustProxy: parseTrustProxy(env.TRUST_PROXY, problems),
    schedule: { cron: str('READING_SCHEDULE', '30 9 * * 1-6'), enabled: bool('READING_SCHEDULE_ENABLED', true) },
    ops: {
      metricsToken: opt('METRICS_TOKEN'),
      metricsPort: env.METRICS_PORT ? int('METRICS_PORT', 0, 1, 65535) : null,
      metricsHost: str('METRICS_HOST', str('HOST', '0.0.0.0')),
      operatorEmail: opt('OPERATOR_EMAIL'),
      checkMs: int('OPERATOR_CHECK_MS', 300_000, 1000, 86_400_000),
      lateMinutes: int('OPERATOR_LATE_MINUTES', 120, 1, 1440),
      outboxStuckMinutes: int('OPERATOR_OUTBOX_STUCK_MINUTES', 60, 1, 10_080),
    },
    visitFlushMs: int('VISIT_FLUSH_MS', 2000, 0, 3_600_000),
    serverRender: bool('SERVER_RENDER', true),
    factsThreads: int('FACTS_THREADS', Math.min(4, availableParallelism()), 0, 64),
    shutdownGraceMs: int('SHUTDOWN_GRACE_MS', 20_000, 1000, 600_000),
    shutdownDrainMs: int('SHUTDOWN_DRAIN_MS', 0, 0, 60_000),
  };
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  if (config.publicBaseUrl && !isHttpBase(config.publicBaseUrl)) problems.push('PUBLIC_BASE_URL (or PUBLIC_URL) must be an absolute http:// or https:// URL with no query or fragment');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(config.operador.email)) problems.push(`SITE_OPERATOR_EMAIL must be an e-mail address (got "${config.operador.email}")`);
  if (config.smtpUrl && !/^smtps?:\/\//.test(config.smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://');
  if (config.ops.operatorEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(config.ops.operatorEmail)) problems.push(`OPERATOR_EMAIL must be an e-mail address (got "${config.ops.operatorEmail}")`);
  if (config.ops.metricsToken !== null && config.ops.metricsToken.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters long');
  if (config.ops.metricsPort !== null && config.ops.metricsPort === port) problems.push('METRICS_PORT must differ from PORT (the metrics port is the one not open to the public)');
  if (problems.length) throw new ConfigError(`Invalid configuration:\n - ${problems.join('\n - ')}`);
  return config;
}

/** ALERTS_DIGEST_TIME: "HH:MM" on a 24-hour clock ("8:00" is read as "08:00"). */
function hourMinute(raw: string, problems: string[]): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(raw.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) {
    problems.push(`ALERTS_DIGEST_TIME must be a time HH:MM on a 24-hour clock (got "${raw}")`);
    return '08:00';
  }
  return `${m[1].padStart(2, '0')}:${m[2]}`;
}

/** An absolute http(s) URL without query, fragment or credentials: a base for canonical links. */
function isHttpBase(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !u.search && !u.hash && !u.username && !u.password && !value.includes('?') && !value.includes('#');
  } catch {
    return false;
  }
}

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6 = /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;
const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: empty/false → off; a hop count (1, 2…); or comma-separated addresses, CIDR ranges, loopback/linklocal/uniquelocal. */
export function parseTrustProxy(raw: string | undefined, problems: string[]): false | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || ['false', '0', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 0 && hops <= 20) return hops;
    problems.push(`TRUST_PROXY hop count must be between 1 and 20 (got "${raw}")`);
    return false;
  }
  if (['true', 'yes', 'on', '*'].includes(value.toLowerCase())) {
    problems.push('TRUST_PROXY=true would let any client choose its own address: give the number of proxy hops or their addresses');
    return false;
  }
  const list = value.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = list.filter((a) => !PROXY_ADDR_NAMES.has(a.toLowerCase()) && !IPV4.test(a) && !IPV6.test(a));
  if (bad.length) {
    problems.push(`TRUST_PROXY must be a hop count or a list of addresses/CIDR ranges (not understood: ${bad.join(', ')})`);
    return false;
  }
  return list;
}

/** A configuration for tests: embedded defaults, overridable. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ DATA_DIR: '/tmp/opos-test-unused', READING_SCHEDULE_ENABLED: 'false', SEED_DEFAULT_RULES: 'false',
    // Tests never read the real bulletin sites: the recorded sample days answer instead.
    BULLETIN_SOURCE_DIR: resolve(new URL('.', import.meta.url).pathname, '../fixtures/bulletins') }), ...overrides };
}
