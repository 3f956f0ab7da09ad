import fp from 'fastify-plugin';
import { type OpenTimesService, createOpenTimesService } from '../open-times/surface.ts';
import { createBookingService } from './service.ts';
import { createWebhookService } from '../webhooks/surface.ts';
import { conferencingProviders } from './conferencing/index.ts';
import type { ConferencingProvider } from './conferencing/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Event pages and open times, cached per version (ADR 012): one per process, shared by the routes. */
    openTimes: OpenTimesService;
    /** Booking writes and the host's bookings (ADR 015). */
    bookings: ReturnType<typeof createBookingService>;
    /** Webhook subscriptions and their deliveries. */
    webhooks: ReturnType<typeof createWebhookService>;
  }
}

/** The booking services, made once per app: the routes of several modules share their caches and locks. */
export const bookingServicesPlugin = fp<{ conferencingProviders?: readonly ConferencingProvider[] }>(
  async (app, options) => {
    const { now } = app.clock;
    const openTimes = createOpenTimesService({ reads: app.reads, now, log: app.log });
    const webhooks = createWebhookService({
      db: app.db,
      config: app.config,
      secretBox: app.secretBox,
      outbox: app.outbox,
      mailer: app.mailer,
      log: app.log,
      now,
    });
    const bookings = createBookingService({
      db: app.db,
      reads: app.reads,
      config: app.config,
      slots: openTimes,
      secretBox: app.secretBox,
      outbox: app.outbox,
      beforeWrite: [app.calendars.liveCheck],
      calendars: app.calendars.writer,
      conferencingProviders: options.conferencingProviders ?? conferencingProviders,
      grants: app.oauth.grants,
      now,
      log: app.log,
    });
    app.decorate('openTimes', openTimes);
    app.decorate('bookings', bookings);
    app.decorate('webhooks', webhooks);
  },
  {
    name: 'booking-services',
    dependencies: ['config', 'clock', 'db', 'secrets', 'outbox', 'mailer', 'calendar-services'],
  },
);
