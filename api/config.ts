import { isIP } from 'node:net';
import { z } from 'zod';
import { parsePrivateAllowList } from './lib/address-policy.ts';
import { MAX_BOOKING_TIMES_PER_HOUR } from '#shared/schemas/preferences.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const urlString = z.string().url();
/** A test fake's origin (scheme, host, port; no path). */
const testOrigin = urlString.transform((v) => new URL(v).origin).optional();

/** An IPv4/IPv6 address or CIDR range, or one of proxy-addr's names for a range. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may say who the client is, for Fastify's `trustProxy`. The client address is then the
 * right-most `X-Forwarded-For` entry that is not one of them: the one the nearest untrusted hop (the
 * client) connected from. The left-most entries are written by the client and never believed.
 *  - unset / `false`: nobody; the socket's address is the client.
 *  - `true`: one hop, the reverse proxy that connects to Kairos (the usual nginx in front).
 *  - a number `N`: N hops (a CDN in front of a load balancer in front of Kairos: 2).
 *  - a comma-separated list of addresses and CIDR ranges (`10.0.0.0/8,127.0.0.1`, or `loopback`,
 *    `uniquelocal`): the proxies, wherever they sit in the chain.
 */
export const TrustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const v = (value ?? '').trim();
    if (v === '' || v === 'false' || v === '0') return false;
    if (v === 'true') return 1;
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops <= 10) return hops;
    }
    const entries = v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    if (entries.length && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, true (one proxy), a number of proxies (up to 10), or a list of proxy addresses/CIDRs',
    });
    return z.NEVER;
  });

/**
 * CALENDAR_ALLOWED_PRIVATE: the private hosts and networks connected calendars may reach, as
 * `nextcloud.lan,10.0.0.0/8,fd12::/64`; each entry that is not a host name, address or CIDR network
 * (or is only a link-local or metadata address, never reached) is named.
 */
export const PrivateAllowListSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return undefined;
    const { list, bad } = parsePrivateAllowList(value);
    if (bad.length === 0) return list;
    ctx.addIssue({
      code: 'custom',
      message: `not a host name, address or CIDR network that may be allowed (link-local and cloud metadata addresses never are): ${bad.join(', ')}`,
    });
    return z.NEVER;
  });

/** Every environment variable the server reads. docs/operations.md describes each one. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, 'must start with file: or postgres://')
    .optional(),
  APP_URL: urlString.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SECRETS_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  REQUIRE_EMAIL_VERIFICATION: booleanFromEnv,
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Kairos <no-reply@kairos.local>'),
  MAIL_PER_RECIPIENT_LIMIT: z.coerce.number().int().min(1).default(10),
  MAIL_PER_RECIPIENT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  TRUST_PROXY: TrustProxySchema,
  CORS_ORIGINS: z.string().default('app://kairos'),
  CLOUDFLARE_API_URL: urlString.default('https://api.cloudflare.com/client/v4'),
  DNS_SERVERS: z.string().optional(),
  APP_CNAME_TARGET: z.string().optional(),
  APP_PUBLIC_IP: z.string().optional(),
  // The desktop app's download links and update feed: https only, or the network path could swap them.
  DOWNLOAD_BASE_URL: urlString.startsWith('https://', 'must be an https:// URL').optional(),
  WEB_DIST_DIR: z.string().optional(),
  // Booking: what one client address and one invitee email may send to the public booking routes.
  BOOKING_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(120),
  BOOKING_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  BOOKING_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  BOOKING_RATE_LIMIT_EMAIL_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  // New bookings: per client address per BOOKING_RATE_LIMIT_WINDOW_SECONDS, and distinct times per host an
  // hour (no more than a host may choose: the figure is shown to hosts as theirs).
  BOOKING_RATE_LIMIT_NEW_PER_IP: z.coerce.number().int().min(1).default(5),
  BOOKING_RATE_LIMIT_PER_HOST: z.coerce.number().int().min(1).max(MAX_BOOKING_TIMES_PER_HOUR).default(30),
  // Changes by a booking's manage link: reschedules (and, apart, cancel requests) an hour, and reschedules ever.
  BOOKING_RATE_LIMIT_CHANGES_PER_BOOKING: z.coerce.number().int().min(1).default(3),
  BOOKING_RESCHEDULES_PER_BOOKING: z.coerce.number().int().min(1).default(10),
  // Routing forms' public answers: per client address per window (reading a form has its own, wider limit).
  ROUTING_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  ROUTING_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  // The public API (/api/v1, ADR 052): requests per API key per minute, answered in RateLimit-* headers.
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  // The outbox worker (emails, webhooks): how often it looks, how long a claim lasts, the retry delays.
  OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(600_000).default(2_000),
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  OUTBOX_RETRY_DELAYS_SECONDS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'must be a comma-separated list of seconds')
    .default('60,300,1800,7200,21600,86400')
    .transform((v) => v.split(',').map(Number)),
  // The live event stream (ADR 034): open streams per account and per process, how often each process
  // reads the event log (one query per process), checks its streams' sessions, sends a heartbeat, and
  // how long the log keeps an event for a reconnect's Last-Event-ID.
  LIVE_CONNECTIONS_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
  LIVE_CONNECTIONS_PER_PROCESS: z.coerce.number().int().min(1).max(100_000).default(2_000),
  LIVE_TAIL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  LIVE_SESSION_CHECK_MS: z.coerce.number().int().min(10).max(600_000).default(10_000),
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  LIVE_EVENT_RETENTION_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(86_400),
  // Webhooks may reach loopback and private addresses, and plain http, only when this is true.
  WEBHOOK_ALLOW_PRIVATE: booleanFromEnv,
  // Jitsi Meet (ADR 024): each booking with a Jitsi location gets a new room under this address.
  JITSI_BASE_URL: urlString
    .regex(/^https?:\/\//i, 'must be an http:// or https:// URL')
    .refine((v) => !v.includes('?') && !v.includes('#'), 'must have no query or fragment')
    .default('https://meet.jit.si')
    .transform((v) => v.replace(/\/+$/, '')),
  // Connected calendars (CalDAV, subscriptions) may reach loopback and private addresses, and plain http, only when this is true.
  CALENDAR_ALLOW_PRIVATE: booleanFromEnv,
  // …or only these private hosts and networks (link-local and metadata addresses are never reached).
  CALENDAR_ALLOWED_PRIVATE: PrivateAllowListSchema,
  // Browser tests only (docs/operations.md#test-clock): a file holding milliseconds added to the clock.
  TEST_CLOCK_FILE: z.string().optional(),
  // OAuth apps (ADR 048): each provider's client; these win over the Admin → Apps row.
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_TENANT: z.string().default('common'),
  ZOOM_CLIENT_ID: z.string().optional(),
  ZOOM_CLIENT_SECRET: z.string().optional(),
  ZOOM_WEBHOOK_SECRET_TOKEN: z.string().optional(),
  // Tests only: a fake provider's origin standing for every URL of that provider (loopback over http allowed).
  TEST_GOOGLE_ORIGIN: testOrigin,
  TEST_MICROSOFT_ORIGIN: testOrigin,
  TEST_ZOOM_ORIGIN: testOrigin,
});

export type Env = z.infer<typeof EnvSchema>;

export type Config = Env & {
  APP_URL: string;
  /** Origins allowed to call the API cross-origin with credentials (the desktop app). */
  corsOrigins: string[];
};

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once, failing fast with every bad key named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset", as in most twelve-factor tools.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if (e.TEST_CLOCK_FILE !== undefined && e.NODE_ENV !== 'test')
    throw new ConfigError([
      'TEST_CLOCK_FILE: moves the clock for browser tests only; it is refused unless NODE_ENV=test',
    ]);
  for (const key of ['TEST_GOOGLE_ORIGIN', 'TEST_MICROSOFT_ORIGIN', 'TEST_ZOOM_ORIGIN'] as const) {
    if (e[key] !== undefined && e.NODE_ENV !== 'test')
      throw new ConfigError([`${key}: stands a fake provider in for tests only; it is refused unless NODE_ENV=test`]);
  }
  const host = e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST;
  return {
    ...e,
    APP_URL: (e.APP_URL ?? `http://${host}:${e.PORT}`).replace(/\/+$/, ''),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
