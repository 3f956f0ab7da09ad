import fp from 'fastify-plugin';
import { handleReminders } from './send.ts';

/** Registers the sender of workflow reminders with the outbox, once per app (ADR 027). */
export const workflowServicesPlugin = fp(
  async (app) => {
    handleReminders({
      db: app.db,
      outbox: app.outbox,
      log: app.log,
      now: app.clock.now,
      manageUrl: app.bookings.manageUrl,
    });
  },
  { name: 'workflow-services', dependencies: ['clock', 'db', 'outbox', 'booking-services'] },
);
