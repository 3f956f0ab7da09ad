import type { Db } from '../api/db/client.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Far enough that the server's background refresh leaves the seeded connections alone. */
const NEVER = new Date('9999-01-01T00:00:00Z');

const stamp = (t: number) =>
  new Date(t)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');

function vevent(uid: string, start: number, minutes: number, ...more: string[]): string {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20250101T000000Z',
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(start + minutes * MINUTE)}`,
    'SUMMARY:Busy elsewhere',
    ...more,
    'END:VEVENT',
  ].join('\r\n');
}

const calendar = (events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Kairos bench//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');

/**
 * Two connected calendars of 500 events each for `userId`, stored as a refresh leaves them (ADR 021),
 * in `from`'s month: a CalDAV calendar of 500 one-off 45-minute events (one object each), and a
 * subscription whose one file holds 450 one-off events and 50 weekly ones that began 3 months before.
 */
export async function seedConnectedCalendars(db: Db, userId: string, from: Date): Promise<void> {
  const start = from.getTime();
  await db.calendarConnection.create({
    data: {
      userId,
      kind: 'caldav',
      url: 'https://dav.bench.invalid/',
      username: 'bench',
      nextSyncAt: NEVER,
      calendars: {
        create: {
          url: 'https://dav.bench.invalid/bench/work/',
          name: 'Work',
          writable: true,
          objects: {
            create: Array.from({ length: 500 }, (_, i) => ({
              href: `https://dav.bench.invalid/bench/work/${i}.ics`,
              etag: `"${i}"`,
              data: calendar([vevent(`work-${i}`, start + i * 86 * MINUTE, 45)]),
            })),
          },
        },
      },
    },
  });
  const weekly = Array.from({ length: 50 }, (_, i) =>
    vevent(`weekly-${i}`, start - 91 * DAY + i * 197 * MINUTE, 30, 'RRULE:FREQ=WEEKLY'),
  );
  const once = Array.from({ length: 450 }, (_, i) => vevent(`once-${i}`, start + i * 97 * MINUTE + 20 * MINUTE, 20));
  await db.calendarConnection.create({
    data: {
      userId,
      kind: 'subscription',
      url: 'https://feed.bench.invalid/busy.ics',
      nextSyncAt: NEVER,
      calendars: {
        create: {
          url: 'https://feed.bench.invalid/busy.ics',
          name: 'Feed',
          objects: { create: { href: 'https://feed.bench.invalid/busy.ics', data: calendar([...weekly, ...once]) } },
        },
      },
    },
  });
  // What a connection does to the host's calendars version (the open times' cache key).
  await db.user.update({ where: { id: userId }, data: { calendarsVersion: { increment: 1 } } });
}
