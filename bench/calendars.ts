// The busy times of a connected calendar: expanding its iCalendar objects into busy intervals
// (api/lib/ical-expand.ts), alone. `node --import tsx bench/calendars.ts` prints the figure
// without the rest of the bench.
import { pathToFileURL } from 'node:url';
import type { Db } from '../api/db/client.ts';
import { busyFromICalendar } from '../api/lib/ical-expand.ts';
import { nextMonth } from './slots.ts';

const DAY = 86_400_000;

// What Nextcloud and Radicale hold per object: the event's zone, an organizer and attendees.
export const BERLIN = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function wall(t: number): string {
  return new Date(t).toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/**
 * `count` CalDAV objects spread over the month starting at `from`, one in ten a weekly series that
 * began a year earlier; the others single events of 30 to 90 minutes.
 */
export function remoteObjects(from: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const recurring = i % 10 === 0;
    const day = from.getTime() + (i % 30) * DAY - (recurring ? 365 * DAY : 0);
    const start = day + (8 + (i % 9)) * 3_600_000;
    const end = start + (30 + (i % 3) * 30) * 60_000;
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Nextcloud calendar v4//EN',
      ...BERLIN,
      'BEGIN:VEVENT',
      `UID:bench-${i}@example.com`,
      'DTSTAMP:20250101T000000Z',
      `DTSTART;TZID=Europe/Berlin:${wall(start)}`,
      `DTEND;TZID=Europe/Berlin:${wall(end)}`,
      `SUMMARY:Meeting ${i}`,
      'DESCRIPTION:Agenda: the quarter\\, the budget\\, the next steps.',
      'ORGANIZER;CN=Organizer:mailto:organizer@example.com',
      'ATTENDEE;CN=Host;PARTSTAT=ACCEPTED:mailto:host@example.com',
      'ATTENDEE;CN=Guest;PARTSTAT=NEEDS-ACTION:mailto:guest@example.com',
      ...(recurring ? ['RRULE:FREQ=WEEKLY'] : []),
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  });
}

export interface ExpandFigures {
  /** Wall-clock milliseconds per expansion. */
  p50: number;
  p99: number;
  busy: number;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** 500 objects (one in ten recurring weekly) expanded over next month for a Berlin host, `runs` times. */
export function benchExpand(runs = 200): ExpandFigures {
  const { from, to } = nextMonth();
  const texts = remoteObjects(from, 500);
  const options = { from: from.getTime(), to: to.getTime(), zone: 'Europe/Berlin', hostEmails: ['host@example.com'] };
  for (let i = 0; i < 20; i++) busyFromICalendar(texts, options);
  const times: number[] = [];
  let busy = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    busy = busyFromICalendar(texts, options).busy.length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99), busy };
}

const MINUTE = 60_000;
/** Far enough that the server's background refresh leaves the seeded connections alone. */
const NEVER = new Date('9999-01-01T00:00:00Z');

/** A subscription's one file: `count` one-off 20-minute events in UTC, one every 97 minutes from `from`. */
function subscriptionFile(from: Date, count: number): string {
  const stamp = (t: number) => `${wall(t)}Z`;
  const events = Array.from({ length: count }, (_, i) => {
    const start = from.getTime() + i * 97 * MINUTE + 20 * MINUTE;
    return [
      'BEGIN:VEVENT',
      `UID:feed-${i}@example.com`,
      'DTSTAMP:20250101T000000Z',
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(start + 20 * MINUTE)}`,
      'SUMMARY:Busy elsewhere',
      'END:VEVENT',
    ];
  });
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Kairos bench//EN', ...events.flat(), 'END:VCALENDAR', ''].join(
    '\r\n',
  );
}

/**
 * Two connected calendars of 500 events each for `userId`, stored as a refresh leaves them (ADR 021),
 * in `from`'s month: a CalDAV calendar of `remoteObjects` (one object each, one in ten recurring
 * weekly) and a subscription whose one file holds 500 one-off events.
 */
export async function seedConnectedCalendars(db: Db, userId: string, from: Date): Promise<void> {
  const dav = 'https://dav.bench.invalid/bench/work/';
  await db.calendarConnection.create({
    data: {
      userId,
      kind: 'caldav',
      url: 'https://dav.bench.invalid/',
      username: 'bench',
      nextSyncAt: NEVER,
      calendars: {
        create: {
          url: dav,
          name: 'Work',
          writable: true,
          objects: {
            create: remoteObjects(from, 500).map((data, i) => ({ href: `${dav}${i}.ics`, etag: `"${i}"`, data })),
          },
        },
      },
    },
  });
  const feed = 'https://feed.bench.invalid/busy.ics';
  await db.calendarConnection.create({
    data: {
      userId,
      kind: 'subscription',
      url: feed,
      nextSyncAt: NEVER,
      calendars: {
        create: { url: feed, name: 'Feed', objects: { create: { href: feed, data: subscriptionFile(from, 500) } } },
      },
    },
  });
  // What a connection does to the host's calendars version (the open times' cache key).
  await db.user.update({ where: { id: userId }, data: { calendarsVersion: { increment: 1 } } });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const e = benchExpand();
  console.log(
    `expanding 500 events (one in ten recurring weekly) over a month: p50 ${e.p50.toFixed(2)} ms, p99 ${e.p99.toFixed(2)} ms (${e.busy} busy intervals)`,
  );
}
