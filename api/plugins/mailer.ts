import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { type Mailer, createMailer } from '../lib/mailer.ts';
import { memoryWindowCounter, redisWindowCounter } from '../lib/window-counter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way the app sends email: every kind goes through the per-recipient cap. */
    mailer: Mailer;
  }
}

/**
 * One mailer for the whole app, so the cap on what one address receives (MAIL_PER_RECIPIENT_LIMIT per
 * MAIL_PER_RECIPIENT_WINDOW_SECONDS) counts every kind of email together: a flood of password resets,
 * verification links and booking notices to one inbox stops at the cap, whichever routes are used.
 * What the outbox does with a capped booking notice is in the outbox plugin.
 */
export const mailerPlugin = fp(
  async (app) => {
    const { MAIL_PER_RECIPIENT_LIMIT: limit, MAIL_PER_RECIPIENT_WINDOW_SECONDS: windowSeconds } = app.config;
    const windowMs = windowSeconds * 1000;
    const redis = app.config.REDIS_URL
      ? new Redis(app.config.REDIS_URL, { connectTimeout: 2_000, maxRetriesPerRequest: 1 })
      : undefined;
    const counter = redis
      ? redisWindowCounter(redis, limit, windowMs, 'kairos-mail:')
      : memoryWindowCounter(limit, windowMs, app.clock.now);
    const mailer = createMailer(app.config, app.log, counter);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.close();
      await redis?.quit();
    });
  },
  { name: 'mailer', dependencies: ['config', 'clock'] },
);
