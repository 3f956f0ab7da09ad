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
];

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>, stream?: DestinationStream) {
  return {
    ...(stream ? { stream } : {}),
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings can carry one-time tokens (/verify-email?token=...): log the path only.
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
    },
  };
}
