import fp from 'fastify-plugin';
import { CALENDAR_REFRESH_INTERVAL_MS } from '#shared/schemas/calendars.ts';
import type { BeforeWrite, BookingCalendarWriter } from '../bookings/types.ts';
import { createLiveCheck } from './live-check.ts';
import { calendarProviders } from './providers/index.ts';
import type { CalendarProvider } from './providers/types.ts';
import { createCalendarScheduler } from './scheduler.ts';
import { type CalendarsService, createCalendarsService } from './service.ts';
import { createCalendarSync } from './sync.ts';
import { VET_LIMITS, createCalendarVetter } from './vet/vetter.ts';
import { createCalendarWriter } from './writes.ts';

/** How often each process looks for connections due for a refresh. */
const POLL_MS = 30_000;
/** How long one refresh may hold its claim on a connection (it is stopped a little before). */
const LEASE_MS = 5 * 60_000;
/** Connections one process refreshes at once. */
const CONCURRENCY = 2;

declare module 'fastify' {
  interface FastifyInstance {
    /** Connected calendars (ADR 021): made once per app, shared by the routes and the booking services. */
    calendars: {
      service: CalendarsService;
      /** The calendar providers this app offers (providers/index.ts, or a test's). */
      providers: readonly CalendarProvider[];
      /** The fresh read before a booking takes the host's lock. */
      liveCheck: BeforeWrite;
      /** Bookings into the host's calendar (the calendar-write listener). */
      writer: BookingCalendarWriter;
      /** Refreshes every due connection now and waits for it (tests; the worker does it on its own). */
      syncDue(): Promise<number>;
    };
  }
}

/** The calendars' services and their background refresh, started with the server and stopped with it. */
export const calendarServicesPlugin = fp<{ providers?: readonly CalendarProvider[] }>(
  async (app, options) => {
    const providers = options.providers ?? calendarProviders;
    const { now } = app.clock;
    const { db, secretBox, log } = app;
    const vetter = createCalendarVetter(VET_LIMITS, now);
    const sync = createCalendarSync({
      db,
      secretBox,
      allowPrivate: app.config.CALENDAR_ALLOW_PRIVATE,
      allowed: app.config.CALENDAR_ALLOWED_PRIVATE,
      now,
      log,
      vetter,
      providers,
      grants: app.oauth.grants,
    });
    const scheduler = createCalendarScheduler({
      db,
      log,
      sync: sync.syncConnection,
      intervalMs: CALENDAR_REFRESH_INTERVAL_MS,
      pollMs: POLL_MS,
      leaseMs: LEASE_MS,
      concurrency: CONCURRENCY,
      now,
    });
    app.decorate('calendars', {
      service: createCalendarsService({ db, sync, scheduler, vetter, now }),
      providers,
      liveCheck: createLiveCheck({ db, sync, now, log }),
      writer: createCalendarWriter({ db, sync, config: app.config, now, log }),
      syncDue: scheduler.syncDue,
    });
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => {
      await scheduler.stop();
      await vetter.close();
    });
  },
  { name: 'calendar-services', dependencies: ['config', 'clock', 'db', 'secrets'] },
);
