import * as z from 'zod/mini';
import type { BookingEvent, CalendarProvider, PutEvent } from '../../api/modules/calendars/providers/types.ts';

/**
 * A calendar provider that stands in for an outside calendar service, in process: one writable
 * calendar holding `busy` (iCalendar VEVENT lines), and every booking event written to it kept in
 * `events` by UID. What the calendars module asks of it is the provider contract and nothing more.
 */
export function fakeCalendarProvider(busy: string[]) {
  const events = new Map<string, BookingEvent>();
  const deleted: string[] = [];
  const calendar = { url: 'fake:work', name: 'Fake work', color: null, writable: true };
  const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//fake//EN', ...busy, 'END:VCALENDAR', ''].join('\r\n');
  const provider: CalendarProvider = {
    kind: 'fake',
    app: {
      slug: 'fake-calendar',
      name: 'Fake calendar',
      category: 'calendar',
      description: 'A calendar service that exists only in tests.',
      worksWith: 'Nothing outside the tests',
      capabilities: ['check-conflicts', 'add-bookings'],
      connection: 'fake',
    },
    holdsBookings: true,
    connectPath: 'fake',
    connectSummary: 'Connect the fake calendar',
    connectInput: z.object({ url: z.string() }),
    identify: (input) => ({ url: input.url, username: 'fake-user' }),
    connect: async () => ({
      columns: {},
      calendars: [
        {
          calendar,
          first: {
            changed: true,
            state: { ctag: null, syncToken: null, etags: {} },
            upserts: [{ href: 'fake:work/busy', etag: '1', data: ics }],
            deletions: [],
            full: true,
          },
        },
      ],
    }),
    refresh: async () => ({ refused: null, failure: null }),
    readSpan: async () => {},
    putEvent: async (_context, _connection, into, event): Promise<PutEvent> => {
      events.set(event.uid, event);
      return { href: `${into.url}/${event.uid}`, etag: String(events.size) };
    },
    deleteEvent: async (_context, _connection, written) => {
      deleted.push(written.href);
    },
  };
  return { provider, events, deleted };
}
