import fp from 'fastify-plugin';
import type { Email } from '../lib/mailer.ts';
import { type Outbox, createOutbox } from '../lib/outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable after-commit work: modules write jobs in their transaction and register handlers here. */
    outbox: Outbox;
  }
}

/**
 * One outbox worker per API process (ADR 015). Emails are one kind of job: the payload is the
 * rendered message, sent through the app's mailer with the job's stable Message-ID.
 */
export const outboxPlugin = fp(
  async (app) => {
    const outbox = createOutbox({
      db: app.db,
      log: app.log,
      retryDelaysSeconds: app.config.OUTBOX_RETRY_DELAYS_SECONDS,
      pollIntervalMs: app.config.OUTBOX_POLL_INTERVAL_MS,
      leaseMs: app.config.OUTBOX_LEASE_SECONDS * 1000,
    });
    const host = new URL(app.config.APP_URL).hostname;
    outbox.handle('email', async (payload, job) => {
      await app.mailer.send({ ...(payload as Email), messageId: `<${job.id}@${host}>` });
    });
    app.decorate('outbox', outbox);
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => outbox.stop());
  },
  { name: 'outbox', dependencies: ['config', 'db', 'mailer'] },
);
