import fp from 'fastify-plugin';
import { type Email, recipientKey } from '../lib/mailer.ts';
import { type Outbox, createOutbox } from '../lib/outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable after-commit work: modules write jobs in their transaction and register handlers here. */
    outbox: Outbox;
  }
}

/**
 * How long a booking notice may wait for its recipient to fall below MAIL_PER_RECIPIENT_LIMIT. Longer,
 * it is dropped: the cap then holds for a flood that lasted all day, and a late notice says little.
 */
export const CAPPED_EMAIL_MAX_WAIT_MS = 24 * 3_600_000;

/** `lastError` of a notice dropped at the cap, and the start of its log line. */
export const CAPPED_EMAIL_DROPPED = 'capped: the recipient stayed at the per-recipient limit for a day';

/**
 * One outbox worker per API process (ADR 015). Emails are one kind of job: the payload is the
 * rendered message, sent through the app's mailer with the job's stable Message-ID. A message whose
 * recipient is at the per-recipient cap is not lost at once: it waits until the recipient's window
 * ends and is tried again (without using up a retry), for up to CAPPED_EMAIL_MAX_WAIT_MS after it
 * was written; then it is dropped and logged (docs/operations.md#booking-limits-and-the-mail-cap).
 */
export const outboxPlugin = fp(
  async (app) => {
    const outbox = createOutbox({
      db: app.db,
      log: app.log,
      retryDelaysSeconds: app.config.OUTBOX_RETRY_DELAYS_SECONDS,
      pollIntervalMs: app.config.OUTBOX_POLL_INTERVAL_MS,
      leaseMs: app.config.OUTBOX_LEASE_SECONDS * 1000,
      // The app's clock: a job due at an instant (a reminder, a request's expiry) runs when the app's time reaches it.
      now: app.clock.now,
    });
    const host = new URL(app.config.APP_URL).hostname;
    outbox.handle('email', async (payload, job) => {
      const email = payload as Email;
      const delivery = await app.mailer.deliver({ ...email, messageId: `<${job.id}@${host}>` });
      if (delivery.sent) return;
      const retryAt = app.clock.now() + delivery.resetInMs;
      const where = { job: job.id, subject: email.subject, recipient: recipientKey(email.to) };
      if (retryAt - job.createdAt.getTime() > CAPPED_EMAIL_MAX_WAIT_MS) {
        app.log.warn(where, `email dropped, ${CAPPED_EMAIL_DROPPED}`);
        return { skipped: CAPPED_EMAIL_DROPPED };
      }
      app.log.warn(
        where,
        'email held back: the recipient reached the per-recipient limit; it is sent when the window ends',
      );
      return { deferUntil: new Date(retryAt) };
    });
    app.decorate('outbox', outbox);
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => outbox.stop());
  },
  { name: 'outbox', dependencies: ['config', 'clock', 'db', 'mailer'] },
);
