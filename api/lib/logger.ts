import type { DestinationStream } from 'pino';
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
