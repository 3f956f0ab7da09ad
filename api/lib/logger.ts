import type { FastifyBaseLogger } from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger.js';
import type { Bindings, ChildLoggerOptions, DestinationStream, Level, LogFn } from 'pino';
import type { Config } from '../config.ts';

/**
 * Paths pino must never print. Bodies are not logged at all; these cover headers and any object a
 * handler might log by mistake.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.passwordHash',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.secret',
  '*.apiToken',
  'req.headers["x-booking-token"]',
];

/** A path with the secrets that travel in paths (the calendar feed's, a team invitation's) replaced. */
export function loggablePath(url: string): string {
  return url
    .split('?')[0]!
    .replace(/(\/api\/public\/calendar\/)[^/]+/i, '$1[redacted]')
    .replace(/(\/api\/teams\/invites\/|^\/teams\/invite\/)[^/]+/i, '$1[redacted]');
}

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>, stream?: DestinationStream) {
  return {
    ...(stream ? { stream } : {}),
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings can carry one-time tokens (/verify-email?token=...): log the path only, and
      // not even that where the path is the secret (a calendar feed URL).
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: loggablePath(req.url),
      }),
    },
  };
}

/** What the request logger needs of its parent beyond Fastify's logger: pino's level check. */
type LevelledLogger = FastifyBaseLogger & { isLevelEnabled: (level: string) => boolean };
type LogArgs = Parameters<LogFn>;

/**
 * A request's logger (Fastify's `request.log`, bound to the request's id), made on first use: pino
 * makes a child logger by serialising its bindings through the redaction, about 2.5 µs a request,
 * and at LOG_LEVEL=warn or above (the bench's) a request that goes well logs nothing. At `info` the
 * one line per request makes it anyway. A line it writes is the same as the child's.
 */
class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;
  readonly #parent: LevelledLogger;
  readonly #bindings: Bindings;

  constructor(parent: LevelledLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #child(): FastifyBaseLogger {
    return (this.#made ??= this.#parent.child(this.#bindings));
  }

  #at(level: Level, args: LogArgs): void {
    if (!this.#made && !this.#parent.isLevelEnabled(level)) return;
    (this.#child()[level] as (...a: LogArgs) => void)(...args);
  }

  get level(): string {
    return (this.#made ?? this.#parent).level;
  }
  set level(level: string) {
    this.#child().level = level;
  }
  fatal: LogFn = (...args: LogArgs) => this.#at('fatal', args);
  error: LogFn = (...args: LogArgs) => this.#at('error', args);
  warn: LogFn = (...args: LogArgs) => this.#at('warn', args);
  info: LogFn = (...args: LogArgs) => this.#at('info', args);
  debug: LogFn = (...args: LogArgs) => this.#at('debug', args);
  trace: LogFn = (...args: LogArgs) => this.#at('trace', args);
  silent: LogFn = () => {};
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a `RequestLogger` for a request of a route with no log options of
 * its own, else pino's child as Fastify makes it.
 */
export const requestLoggerFactory: FastifyChildLoggerFactory = (logger, bindings, options) => {
  const plain = options.level === undefined && options.serializers === undefined;
  // Fastify's stand-in when logging is off has no level check: its children are itself anyway.
  if (!plain || !('isLevelEnabled' in logger) || typeof logger.isLevelEnabled !== 'function') {
    return logger.child(bindings, options);
  }
  return new RequestLogger(logger as LevelledLogger, bindings);
};
