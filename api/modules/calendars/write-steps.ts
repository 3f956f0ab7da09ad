import type { Db, Tx } from '../../db/client.ts';
import type { OutboxJobContext, OutboxOutcome } from '../../lib/outbox.ts';
import type { Email } from '../../lib/mailer.ts';
import {
  CONNECTION_SYNC_SELECT,
  type CalendarProvider,
  type ConnectionRow,
  type SeriesInstance,
} from './providers/types.ts';
import { RemoteCalendarError } from './remote/types.ts';
import { applyObjects, writeCalendars } from './store.ts';
import type { CalendarSync } from './sync.ts';

// The steps both writers of the host's calendar for bookings share (ADR 021, ADR 026): a booking's own
// event (writes.ts) and a seated time's one event (seat-writes.ts). Each writer records where its event
// is in its own table; the steps take that record as a function.

export const CALENDAR_SELECT = {
  id: true,
  url: true,
  name: true,
  connection: { select: CONNECTION_SYNC_SELECT },
} as const;

export type Calendar = {
  id: string;
  url: string;
  name: string;
  connection: ConnectionRow;
};

export interface RunContext {
  job: OutboxJobContext;
  sendEmail(email: Email): Promise<OutboxOutcome>;
}

/** The host whose calendar is written: a write that keeps failing is emailed to them, in their Profile's language. */
export interface CalendarHost {
  email: string;
  name: string;
  locale: string | null;
}

/** A remote write of a calendar for bookings, with its failures shown and emailed once (writes.ts). */
export type Attempt = <T>(
  calendar: Calendar,
  host: CalendarHost,
  run: RunContext,
  write: () => Promise<T>,
) => Promise<T>;

/** Where an event was written, as the writers' records hold it. */
export interface WrittenEvent {
  href: string;
  etag: string | null;
  calendar: Calendar;
}

export function createWriteSteps(deps: { db: Db; sync: CalendarSync; attempt: Attempt }) {
  const { db, sync, attempt } = deps;

  /** The calendar's provider, if it writes bookings (one that cannot is a refused write). */
  function writer(calendar: Calendar): Required<Pick<CalendarProvider, 'putEvent' | 'deleteEvent'>> {
    const { putEvent, deleteEvent } = sync.providerOf(calendar.connection.kind);
    if (!putEvent || !deleteEvent) throw new RemoteCalendarError('write-failed', 'the calendar takes no bookings');
    return { putEvent, deleteEvent };
  }

  return {
    /** The calendar an event goes to: where it already is, else the host's calendar for bookings. */
    async destination(hostId: string, written: WrittenEvent | null): Promise<Calendar | null> {
      return (
        written?.calendar ??
        (await db.connectedCalendar.findUnique({ where: { destinationFor: hostId }, select: CALENDAR_SELECT }))
      );
    },

    /** Deletes the written event remotely, then its record (`forget`) and the host's stored copy. */
    async remove(
      hostId: string,
      written: WrittenEvent,
      host: CalendarHost,
      run: RunContext,
      forget: (tx: Tx) => Promise<unknown>,
    ): Promise<void> {
      const { calendar } = written;
      await attempt(calendar, host, run, () =>
        writer(calendar).deleteEvent(sync.context, calendar.connection, { href: written.href, etag: written.etag }),
      );
      await writeCalendars(db, hostId, async (tx) => {
        await forget(tx);
        await applyObjects(tx, calendar.id, { upserts: [], deletions: [written.href] });
      });
    },

    /**
     * Creates the event or moves it in place (its provider's write: CalDAV's If-None-Match: * and If-Match), then
     * records where it now is (`record`) and holds it in the host's stored copy at once, not after
     * the next refresh.
     */
    async put(
      hostId: string,
      calendar: Calendar,
      written: WrittenEvent | null,
      event: { uid: string; ics: string; occurrences?: SeriesInstance[] },
      host: CalendarHost,
      run: RunContext,
      record: (tx: Tx, put: { href: string; etag: string | null }) => Promise<unknown>,
    ): Promise<void> {
      const request = { ...event, ...(written ? { href: written.href, etag: written.etag ?? undefined } : {}) };
      const put = await attempt(calendar, host, run, () =>
        writer(calendar).putEvent(sync.context, calendar.connection, calendar, request),
      );
      await writeCalendars(db, hostId, async (tx) => {
        await record(tx, put);
        if (written && written.href !== put.href)
          await applyObjects(tx, calendar.id, { upserts: [], deletions: [written.href] });
        await applyObjects(tx, calendar.id, { upserts: [{ href: put.href, etag: put.etag, data: event.ics }] });
      });
    },
  };
}

export type WriteSteps = ReturnType<typeof createWriteSteps>;
