import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { composeEmail } from '../../lib/email-layout.ts';
import { calendarReasonIn, emailSpeaker } from '../../lib/locale.ts';
import { bookingCalendarObject, icalUid } from '../../lib/ical.ts';
import { createKeyedMutex } from '../../lib/keyed-mutex.ts';
import type { OutboxOutcome } from '../../lib/outbox.ts';
import { paths } from '#shared/routes.ts';
import { CALENDAR_WRITE_FAILURES_SHOWN } from '#shared/schemas/calendars.ts';
import { BOOKING_SELECT, calendarBooking, hostInviteWords, hostName } from '../bookings/contract.ts';
import type { BookingCalendarWriter } from '../bookings/types.ts';
import { createSeatTimeWriter } from './seat-writes.ts';
import { createSeriesWriter } from './series-writes.ts';
import { type CalendarSync, failureCode } from './sync.ts';
import { CALENDAR_SELECT, type Calendar, type CalendarHost, createWriteSteps, type RunContext } from './write-steps.ts';

/**
 * Bookings into the host's calendar for bookings (ADR 021), from the calendar-write listener. Each
 * run makes the calendar match the booking as it now is: created with `If-None-Match: *` (a replay
 * after a crash finds it and writes nothing twice), moved in place with the stored ETag, deleted on
 * cancel. A write that fails for the last time marks the connection and emails the host once.
 */
export function createCalendarWriter(deps: {
  db: Db;
  sync: CalendarSync;
  config: Pick<Config, 'APP_URL'>;
  now: () => number;
  log: FastifyBaseLogger;
}): BookingCalendarWriter {
  const { db, sync, config, now, log } = deps;
  const perBooking = createKeyedMutex();

  /**
   * The host's one email for a connection whose writes keep failing, in their language (why included);
   * later failures only update the code.
   */
  async function failed(calendar: Calendar, error: unknown, host: CalendarHost, run: RunContext) {
    const provider = sync.providers.find((p) => p.kind === calendar.connection.kind);
    const code = failureCode(error, log, provider);
    const connectionId = calendar.connection.id;
    const first = await db.calendarConnection.updateMany({
      where: { id: connectionId, writeErrorNotifiedAt: null },
      data: { writeErrorCode: code, writeErrorNotifiedAt: new Date(now()) },
    });
    if (first.count === 0) {
      await db.calendarConnection.updateMany({ where: { id: connectionId }, data: { writeErrorCode: code } });
      return;
    }
    const { t, words } = emailSpeaker(host.locale);
    const reason = calendarReasonIn(host.locale, code);
    await run.sendEmail(
      composeEmail(host.email, t('email.calendarWriteFailed.subject'), {
        greeting: t('email.hi', { name: host.name }),
        body: [
          t('email.calendarWriteFailed.body', { calendar: calendar.name, reason }),
          t('email.calendarWriteFailed.next'),
        ],
        action: { label: t('email.openInstalledApps'), url: `${config.APP_URL}${paths.appsInstalled}` },
        footnote: t('email.calendarWriteFailed.footnote'),
        words,
      }),
    );
  }

  /**
   * A remote write. From its CALENDAR_WRITE_FAILURES_SHOWN-th failed attempt in a row (about six
   * minutes with the outbox's default delays, or the job's last attempt, whichever comes first) the
   * failure is shown on the connection and the host is emailed once; the job keeps retrying.
   */
  async function attempt<T>(
    calendar: Calendar,
    host: CalendarHost,
    run: RunContext,
    write: () => Promise<T>,
  ): Promise<T> {
    try {
      const result = await write();
      await db.calendarConnection.updateMany({
        where: { id: calendar.connection.id, NOT: { writeErrorCode: null } },
        data: { writeErrorCode: null, writeErrorNotifiedAt: null },
      });
      return result;
    } catch (error) {
      if (run.job.lastAttempt || run.job.attempt >= CALENDAR_WRITE_FAILURES_SHOWN)
        await failed(calendar, error, host, run);
      throw error;
    }
  }

  const steps = createWriteSteps({ db, sync, attempt });

  async function reflectNow(bookingId: string, run: RunContext): Promise<OutboxOutcome> {
    const booking = await db.booking.findUnique({
      where: { id: bookingId },
      select: {
        ...BOOKING_SELECT,
        host: { select: { email: true, firstName: true, lastName: true, username: true, locale: true } },
        calendarEvent: { select: { href: true, etag: true, sequence: true, calendar: { select: CALENDAR_SELECT } } },
      },
    });
    if (!booking) return { skipped: 'the booking is gone' };
    const host = { email: booking.host.email, name: hostName(booking.host), locale: booking.host.locale };
    const written = booking.calendarEvent;

    // Only an accepted booking is in the calendar: a request joins it when approved (ADR 025).
    if (booking.status !== 'accepted') {
      if (!written) return { skipped: 'the booking is in no calendar' };
      await steps.remove(booking.hostId, written, host, run, (tx) =>
        tx.calendarEventWrite.deleteMany({ where: { bookingId } }),
      );
      return;
    }

    // Already in the calendar as it now is (a repeated job).
    if (written && written.sequence === booking.sequence) return;
    const calendar = await steps.destination(booking.hostId, written);
    if (!calendar) return { skipped: 'the host has no calendar for bookings' };
    // The host's copy, titled with whom in their language, as their email's invite is.
    const words = hostInviteWords(booking, booking.host.locale);
    const ics = bookingCalendarObject(calendarBooking(booking, host), config.APP_URL, new Date(now()), words);
    const event = { uid: icalUid(booking.uid, config.APP_URL), ics };
    await steps.put(booking.hostId, calendar, written, event, host, run, (tx, put) => {
      const data = { calendarId: calendar.id, href: put.href, etag: put.etag, sequence: booking.sequence };
      return tx.calendarEventWrite.upsert({ where: { bookingId }, create: { bookingId, ...data }, update: data });
    });
  }

  const reflectTime = createSeatTimeWriter({ db, config, now, steps });
  const reflectSeries = createSeriesWriter({ db, config, now, steps, reflectOne: reflectNow });
  return {
    reflectSeries: (hostId, seriesId, run) => perBooking(seriesId, () => reflectSeries(hostId, seriesId, run)),
    reflect: (bookingId, run) => perBooking(bookingId, () => reflectNow(bookingId, run)),
    reflectTime: (hostId, seatKey, run) => perBooking(seatKey, () => reflectTime(hostId, seatKey, run)),
  };
}
