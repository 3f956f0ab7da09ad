import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { type Mailer, createMailer, memoryRecipientCounter, redisRecipientCounter } from '../lib/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way the app sends email: every kind goes through the per-recipient cap. */
    mailer: Mailer;
  }
}

/**
 * One mailer for the whole app, so the cap on what one address receives (MAIL_PER_RECIPIENT_LIMIT per
 * MAIL_PER_RECIPIENT_WINDOW_SECONDS) counts every kind of email together: a flood of password resets,
 * verification links and notifications to one inbox stops at the cap, whichever routes are used.
 */
export const mailerPlugin = fp(
  async (app) => {
    const { MAIL_PER_RECIPIENT_LIMIT: limit, MAIL_PER_RECIPIENT_WINDOW_SECONDS: windowSeconds } = app.config;
    const windowMs = windowSeconds * 1000;
    const counter = app.config.REDIS_URL
      ? redisRecipientCounter(
          new Redis(app.config.REDIS_URL, { connectTimeout: 2_000, maxRetriesPerRequest: 1 }),
          limit,
          windowMs,
        )
      : memoryRecipientCounter(limit, windowMs);
    const mailer = createMailer(app.config, app.log, counter);
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mailer', dependencies: ['config'] },
);
