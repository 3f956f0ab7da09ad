import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import {
  type CalendarConnection,
  calendarErrorMessages,
  calendarMessages,
  calendarWriteErrorText,
} from '#shared/schemas/calendars.ts';
import type {} from '../../api/modules/calendars/plugin.ts';
import { BERLIN } from '../../bench/calendars.ts';
import { passwordContext } from '../../api/modules/calendars/store.ts';
import { type BookingHost, type Hours, createBookingHost } from '../helpers/bookings.ts';
import {
  DAY_MS,
  HOUR,
  MINUTE,
  book,
  change,
  connections,
  icalUtc,
  openTimes,
  utcAt,
  utcEvent,
} from '../helpers/calendars.ts';
import { paramsOf, parseICalendarStrictly } from '../helpers/ical.ts';
import { outboxEmails, parseInvite } from '../helpers/mail.ts';
import { type Radicale, radicaleSkipReason, startRadicale } from '../helpers/radicale.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { chooseLanguage } from '../helpers/users.ts';

// Connected CalDAV calendars against a real Radicale (tests/helpers/radicale.ts; skipped with one
// line where it is not installed, a failure with KAIROS_REQUIRE_CALDAV=1). Every expected busy
// instant is derived by hand in the comments from these facts, not from the code under test:
// Europe/Berlin is UTC+1 until the last Sunday of March at 01:00Z and UTC+2 after;
// America/New_York is UTC-4 from the second Sunday of March (always before the last one).
const skip = radicaleSkipReason();
const PASSWORD = 'correct horse battery staple';

/** 00:00 UTC of the last Sunday of March of the first year whose DST change is more than 8 days away. */
function dstSunday(): number {
  for (let year = new Date().getUTCFullYear(); ; year++) {
    const lastOfMarch = Date.UTC(year, 2, 31);
    const sunday = lastOfMarch - new Date(lastOfMarch).getUTCDay() * DAY_MS;
    if (sunday - 6 * DAY_MS > Date.now() + 2 * DAY_MS) return sunday;
  }
}

const ics = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const ymd = (t: number) => icalUtc(t).slice(0, 8);
const ALL_DAY = [{ from: '00:00', to: '24:00' }];
const BERLIN_EVERY_DAY: Hours = {
  timeZone: 'Europe/Berlin',
  weekly: { mon: ALL_DAY, tue: ALL_DAY, wed: ALL_DAY, thu: ALL_DAY, fri: ALL_DAY, sat: ALL_DAY, sun: ALL_DAY },
  overrides: [],
};

/** Every 30-minute start in [from, to) whose half hour touches none of `busy`. */
function openBetween(from: number, to: number, busy: [number, number][]): number[] {
  const open: number[] = [];
  for (let t = from; t < to; t += 30 * MINUTE) {
    if (!busy.some(([s, e]) => s < t + 30 * MINUTE && e > t)) open.push(t);
  }
  return open;
}

describe.skipIf(skip !== null)('connected CalDAV calendars (Radicale)', () => {
  let t: TestApp;
  let radicale: Radicale;
  let users = 0;

  beforeAll(async () => {
    radicale = await startRadicale(Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`host${i}`, PASSWORD])));
    // Two quick retries, then an hour: a write that keeps failing is told after its third attempt, while
    // the job still has an attempt to come.
    t = await createTestApp({ CALENDAR_ALLOW_PRIVATE: 'true', OUTBOX_RETRY_DELAYS_SECONDS: '0,0,3600' });
  });
  afterAll(async () => {
    await t?.close();
    await radicale?.stop();
  });

  /** A host and a Radicale user of their own with a "work" and a "bookings" calendar. */
  async function setUp(hours?: Hours) {
    const user = Object.keys(radicale.users)[users++]!;
    const work = await radicale.makeCalendar(user, 'work', { displayName: 'Work', color: '#ff8800' });
    const bookings = await radicale.makeCalendar(user, 'bookings', { displayName: 'Bookings' });
    const h = await createBookingHost(t, {
      hours: hours ?? { ...BERLIN_EVERY_DAY, timeZone: 'UTC' },
    });
    return { user, work, bookings, h };
  }

  async function connect(h: BookingHost, user: string, password = PASSWORD) {
    return t.app.inject({
      method: 'POST',
      url: '/api/calendars/caldav',
      headers: h.user.headers,
      // The bare host: discovery finds the principal, its home and the calendars.
      payload: { url: radicale.origin, username: user, password },
    });
  }

  async function connected(h: BookingHost, user: string): Promise<CalendarConnection> {
    const res = await connect(h, user);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CalendarConnection>();
  }

  const calendarNamed = (c: CalendarConnection, name: string) => c.calendars.find((x) => x.name === name)!;

  async function makeDestination(h: BookingHost, c: CalendarConnection, name = 'Bookings') {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/calendars/${c.id}/calendars/${calendarNamed(c, name).id}`,
      headers: h.user.headers,
      payload: { isDestination: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CalendarConnection>();
  }

  it('connects from the bare host, lists its calendars, and never shows or logs the password', async () => {
    const { user, h } = await setUp();
    const c = await connected(h, user);
    expect(c).toMatchObject({ kind: 'caldav', url: `${radicale.origin}/`, username: user, error: null });
    expect(c.calendars.map((x) => [x.name, x.color, x.readOnly, x.checkConflicts]).sort()).toEqual([
      ['Bookings', null, false, true],
      ['Work', '#ff8800', false, true],
    ]);
    const listed = await t.app.inject({ method: 'GET', url: '/api/calendars', headers: h.user.headers });
    expect(listed.body).not.toContain(PASSWORD);
    expect(t.logs.join('\n')).not.toContain(PASSWORD);
    const row = await t.db.calendarConnection.findUniqueOrThrow({ where: { id: c.id } });
    expect(row.passwordSealed).not.toContain(PASSWORD);
    expect(t.app.secretBox.open(row.passwordSealed!, passwordContext(c.id))).toBe(PASSWORD);
  });

  it('refuses a wrong password with its sentence', async () => {
    const { user, h } = await setUp();
    const res = await connect(h, user, 'wrong password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: calendarErrorMessages.auth, code: 'auth' });
    expect(t.logs.join('\n')).not.toContain('wrong password');
  });

  it('takes out of the open times exactly what the fixtures make busy', async () => {
    const { user, work, h } = await setUp(BERLIN_EVERY_DAY);
    const d = dstSunday();
    const monday = d - 6 * DAY_MS;
    const berlin = (t: number) => icalUtc(t).replace('Z', '');
    // A weekly 09:00–10:00 Berlin meeting from a Monday 20 weeks earlier, no BYDAY, its Monday after
    // the change excluded, the one a week later moved to Tuesday 14:00–15:00.
    const first = monday - 20 * 7 * DAY_MS;
    await radicale.put(
      user,
      `${work}weekly.ics`,
      ics(
        ...BERLIN,
        'BEGIN:VEVENT',
        'UID:weekly',
        'DTSTAMP:20250101T000000Z',
        `DTSTART;TZID=Europe/Berlin:${berlin(first + 9 * HOUR)}`,
        `DTEND;TZID=Europe/Berlin:${berlin(first + 10 * HOUR)}`,
        'RRULE:FREQ=WEEKLY',
        `EXDATE;TZID=Europe/Berlin:${berlin(d + DAY_MS + 9 * HOUR)}`,
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:weekly',
        'DTSTAMP:20250101T000000Z',
        `RECURRENCE-ID;TZID=Europe/Berlin:${berlin(d + 8 * DAY_MS + 9 * HOUR)}`,
        `DTSTART;TZID=Europe/Berlin:${berlin(d + 9 * DAY_MS + 14 * HOUR)}`,
        `DTEND;TZID=Europe/Berlin:${berlin(d + 9 * DAY_MS + 15 * HOUR)}`,
        'END:VEVENT',
      ),
    );
    // All day on the Wednesday after the change: the host's whole Berlin day.
    await radicale.put(
      user,
      `${work}away.ics`,
      ics(
        'BEGIN:VEVENT',
        'UID:away',
        'DTSTAMP:20250101T000000Z',
        `DTSTART;VALUE=DATE:${ymd(d + 3 * DAY_MS)}`,
        `DTEND;VALUE=DATE:${ymd(d + 4 * DAY_MS)}`,
        'END:VEVENT',
      ),
    );
    await radicale.put(
      user,
      `${work}free.ics`,
      ics(...utcEvent('free', d + 4 * DAY_MS + 10 * HOUR, d + 4 * DAY_MS + 11 * HOUR, 'TRANSP:TRANSPARENT')),
    );
    await radicale.put(
      user,
      `${work}off.ics`,
      ics(...utcEvent('off', d + 4 * DAY_MS + 12 * HOUR, d + 4 * DAY_MS + 13 * HOUR, 'STATUS:CANCELLED')),
    );
    // 09:00–09:30 New York on the Friday, its zone named but not described.
    await radicale.put(
      user,
      `${work}ny.ics`,
      ics(
        'BEGIN:VEVENT',
        'UID:ny',
        'DTSTAMP:20250101T000000Z',
        `DTSTART;TZID=America/New_York:${berlin(d + 5 * DAY_MS + 9 * HOUR)}`,
        `DTEND;TZID=America/New_York:${berlin(d + 5 * DAY_MS + 9 * HOUR + 30 * MINUTE)}`,
        'END:VEVENT',
      ),
    );
    await connected(h, user);
    const busy: [number, number][] = [
      // Monday before the change: 09:00 CET = 08:00Z.
      [monday + 8 * HOUR, monday + 9 * HOUR],
      // Monday d+1 is excluded. Tuesday d+9 14:00 CEST = 12:00Z (the moved Monday d+8).
      [d + 9 * DAY_MS + 12 * HOUR, d + 9 * DAY_MS + 13 * HOUR],
      // Monday d+15: 09:00 CEST = 07:00Z.
      [d + 15 * DAY_MS + 7 * HOUR, d + 15 * DAY_MS + 8 * HOUR],
      // Wednesday d+3 in Berlin (CEST): from 22:00Z the day before to 22:00Z that day.
      [d + 2 * DAY_MS + 22 * HOUR, d + 3 * DAY_MS + 22 * HOUR],
      // Friday d+5 09:00 EDT = 13:00Z.
      [d + 5 * DAY_MS + 13 * HOUR, d + 5 * DAY_MS + 13 * HOUR + 30 * MINUTE],
    ];
    const [from, to] = [monday, d + 22 * DAY_MS];
    expect(await openTimes(t, h, from, to)).toEqual(openBetween(from, to, busy));
  });

  it('writes a booking into the host’s calendar with the invite’s UID, moves it in place and deletes it', async () => {
    const { user, bookings, h } = await setUp();
    await makeDestination(h, await connected(h, user));
    const res = await book(t, h, utcAt(6, 9));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    await t.app.outbox.drain();

    const invite = (await outboxEmails(t.database.dataDir)).find((e) => e.invite?.uid.startsWith(booking.uid))!.invite!;
    const names = await radicale.list(user, bookings);
    expect(names).toEqual([`${invite.uid}.ics`]);
    const written = parseInvite((await radicale.get(user, `${bookings}${names[0]}`))!.body);
    expect(written).toMatchObject({
      method: '',
      uid: invite.uid,
      sequence: 0,
      start: new Date(utcAt(6, 9)).toISOString(),
    });

    const moved = await change(t, booking, 'reschedule', { start: new Date(utcAt(6, 11)).toISOString() });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.outbox.drain();
    expect(await radicale.list(user, bookings)).toEqual(names);
    const after = parseInvite((await radicale.get(user, `${bookings}${names[0]}`))!.body);
    expect(after).toMatchObject({ uid: invite.uid, sequence: 1, start: new Date(utcAt(6, 11)).toISOString() });
    // Its old time is free again at once, its new one is the booking's.
    const open = await openTimes(t, h, utcAt(6, 9), utcAt(6, 12));
    expect(open).toEqual([utcAt(6, 9), utcAt(6, 9, 30), utcAt(6, 10), utcAt(6, 10, 30), utcAt(6, 11, 30)]);

    expect((await change(t, booking, 'cancel', { reason: 'Ill' })).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(await radicale.list(user, bookings)).toEqual([]);
    expect(await openTimes(t, h, utcAt(6, 11), utcAt(6, 12))).toEqual([utcAt(6, 11), utcAt(6, 11, 30)]);
  });

  it('writes who, where, the answers and the guests into the host’s calendar, as the invites carry them', async () => {
    const { user, bookings, h } = await setUp();
    await makeDestination(h, await connected(h, user));
    const booking = (await book(t, h, utcAt(8, 9))).json<BookingCreated>();
    await t.app.outbox.drain();
    // As the booking API stores them for an event type with a fixed link and questions.
    const link = 'https://zoom.example/j/123?pwd=a,b;c';
    await t.db.booking.update({
      where: { uid: booking.uid },
      data: {
        locationKind: 'link',
        location: link,
        locationUrl: link,
        responses: JSON.stringify({
          company: { label: 'Company', value: 'Analytical Engines, Ltd.' },
          guests: { label: 'Guests', value: ['bob@example.test'] },
        }),
      },
    });
    expect((await change(t, booking, 'reschedule', { start: new Date(utcAt(8, 11)).toISOString() })).statusCode).toBe(
      200,
    );
    await t.app.outbox.drain();
    const [name] = await radicale.list(user, bookings);
    const event = parseICalendarStrictly((await radicale.get(user, `${bookings}${name}`))!.body).getFirstSubcomponent(
      'vevent',
    )!;
    // The host's copy names whom they meet, as their email's invite does.
    expect(event.getFirstPropertyValue('summary')).toBe('Consultation with Ada Lovelace');
    expect(event.getFirstPropertyValue('location')).toBe(link);
    expect(event.getFirstPropertyValue('url')).toBe(link);
    expect(event.getFirstPropertyValue('description')).toBe(`Join: ${link}\n\nCompany: Analytical Engines, Ltd.`);
    const guest = event.getAllProperties('attendee').find((p) => p.getFirstValue() === 'mailto:bob@example.test');
    expect(guest && paramsOf(guest)).toEqual({
      cn: 'bob@example.test',
      role: 'REQ-PARTICIPANT',
      partstat: 'NEEDS-ACTION',
      rsvp: 'FALSE',
      'schedule-agent': 'CLIENT',
    });
  });

  it('writes it exactly once when the answer to the write was lost and the job runs again', async () => {
    const { user, bookings, h } = await setUp();
    await makeDestination(h, await connected(h, user));
    const booking = (await book(t, h, utcAt(7, 9))).json<BookingCreated>();
    await t.app.outbox.drain();
    expect(await radicale.list(user, bookings)).toHaveLength(1);
    // As if the process died after the server stored the event, before Kairos noted it: the job is
    // taken again (its lease ended) and knows of no earlier write.
    const row = await t.db.booking.findUniqueOrThrow({ where: { uid: booking.uid } });
    await t.db.calendarEventWrite.deleteMany({ where: { bookingId: row.id } });
    const jobs = await t.db.outboxJob.findMany({ where: { kind: 'booking-listener' } });
    const job = jobs.find((j) => j.payload.includes('"calendar-write"') && j.payload.includes(booking.uid))!;
    await t.db.outboxJob.update({
      where: { id: job.id },
      data: { doneAt: null, lockedUntil: null, runAt: new Date() },
    });
    await t.app.outbox.drain();
    expect(await radicale.list(user, bookings)).toHaveLength(1);
    expect(await t.db.calendarEventWrite.count({ where: { bookingId: row.id } })).toBe(1);
  });

  it('refuses at booking a time taken in the calendar after the open times were read (the live check)', async () => {
    const { user, work, h } = await setUp();
    await connected(h, user);
    expect(await openTimes(t, h, utcAt(8, 14), utcAt(8, 15))).toEqual([utcAt(8, 14), utcAt(8, 14, 30)]);
    await radicale.put(user, `${work}new.ics`, ics(...utcEvent('new', utcAt(8, 14), utcAt(8, 15))));
    const res = await book(t, h, utcAt(8, 14, 30));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: calendarMessages.conflict });
    expect(await openTimes(t, h, utcAt(8, 14), utcAt(8, 15))).toEqual([]);
  });

  it('makes the first writable calendar the one for bookings when the host has none, and a booking reaches it', async () => {
    const { user, work, bookings, h } = await setUp();
    const c = await connected(h, user);
    const chosen = c.calendars.filter((x) => x.isDestination);
    expect(chosen).toHaveLength(1);
    expect(chosen[0]!.readOnly).toBe(false);
    expect(await connections(t, h)).toEqual([c]);
    // Nothing more to do: the next booking is in that calendar.
    const path = chosen[0]!.name === 'Work' ? work : bookings;
    const before = (await radicale.list(user, path)).length;
    expect((await book(t, h, utcAt(9, 10))).statusCode).toBe(201);
    await t.app.outbox.drain();
    expect(await radicale.list(user, path)).toHaveLength(before + 1);
  });

  it('leaves the calendar for bookings as it is when another account connects', async () => {
    const { user, work, h } = await setUp();
    const first = await makeDestination(h, await connected(h, user), 'Bookings');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendars/caldav',
      headers: h.user.headers,
      payload: { url: work, username: user, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<CalendarConnection>().calendars.map((x) => [x.name, x.isDestination])).toEqual([['Work', false]]);
    const listed = await connections(t, h);
    expect(
      listed
        .find((x) => x.id === first.id)!
        .calendars.map((x) => [x.name, x.isDestination])
        .sort(),
    ).toEqual([
      ['Bookings', true],
      ['Work', false],
    ]);
  });

  it('has one calendar for bookings per host', async () => {
    const { user, h } = await setUp();
    const c = await makeDestination(h, await connected(h, user), 'Work');
    expect(calendarNamed(c, 'Work').isDestination).toBe(true);
    const again = await makeDestination(h, c, 'Bookings');
    expect(again.calendars.map((x) => [x.name, x.isDestination]).sort()).toEqual([
      ['Bookings', true],
      ['Work', false],
    ]);
  });

  /**
   * Two bookings for a host whose CalDAV password changed on the server since: each booking's write
   * fails its first three attempts. `restore` puts the right password back.
   */
  async function failingWrites(h: BookingHost, user: string) {
    const c = await makeDestination(h, await connected(h, user));
    const sealed = (password: string) => t.app.secretBox.seal(password, passwordContext(c.id));
    await t.db.calendarConnection.update({
      where: { id: c.id },
      data: { passwordSealed: sealed('changed on the server') },
    });
    for (const hour of [9, 10]) {
      expect((await book(t, h, utcAt(9, hour))).statusCode).toBe(201);
      await t.app.outbox.drain();
    }
    return {
      restore: () =>
        t.db.calendarConnection.update({ where: { id: c.id }, data: { passwordSealed: sealed(PASSWORD) } }),
    };
  }

  /** The emails a host got about bookings not reaching their calendar, by subject. */
  const writeFailedEmails = async (h: BookingHost, subject: string) =>
    (await outboxEmails(t.database.dataDir)).filter((e) => e.subject === subject && e.to.includes(h.user.email));

  it('says when bookings keep failing to reach the calendar, and emails the host once', async () => {
    const { user, h } = await setUp();
    const { restore } = await failingWrites(h, user);
    const [now] = await connections(t, h);
    expect(now!.writeError).toBe(calendarWriteErrorText('auth'));
    // Told after three failed attempts, not the job's last: both bookings' writes are still to be retried.
    const writes = (await t.db.outboxJob.findMany({ where: { kind: 'booking-listener' } })).filter((j) =>
      j.payload.includes('"calendar-write"'),
    );
    expect(writes.filter((j) => j.doneAt === null).map((j) => j.attempts)).toEqual([3, 3]);
    const mine = await writeFailedEmails(h, 'Bookings are not reaching your calendar');
    expect(mine).toHaveLength(1);
    // In English, as it always was, for a host who chose no other language; the reason says why.
    expect(mine[0]!.text).toMatch(/^Hi Grace Hopper,/);
    expect(mine[0]!.text).toContain(
      `Kairos could not add your bookings to the calendar “Bookings”. ${calendarErrorMessages.auth}`,
    );
    expect(mine[0]!.text).toContain(
      'Your bookings are safe in Kairos, and people can still book you. Check the connection in Installed Apps; the next booking is tried again.',
    );
    expect(mine[0]!.text).toContain('Open Installed Apps: http');
    expect(mine[0]!.text).toContain(
      'You get this email once; the next one only after bookings have reached your calendar again.',
    );

    await restore();
    expect((await book(t, h, utcAt(9, 11))).statusCode).toBe(201);
    await t.app.outbox.drain();
    const [fixed] = await connections(t, h);
    expect(fixed!.writeError).toBeNull();
  });

  it('tells a host who chose German that bookings are not reaching the calendar, in German, with the reason', async () => {
    const { user, h } = await setUp();
    await chooseLanguage(t, h.user, 'de');
    await failingWrites(h, user);
    expect(await writeFailedEmails(h, 'Bookings are not reaching your calendar')).toEqual([]);
    const told = await writeFailedEmails(h, 'Buchungen erreichen Ihren Kalender nicht');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toMatch(/^Hallo Grace Hopper,/);
    expect(told[0]!.text).toContain(
      'Kairos konnte Ihre Buchungen nicht in den Kalender „Bookings“ eintragen. Der Server hat diesen Benutzernamen oder dieses Passwort abgelehnt.',
    );
    expect(told[0]!.text).toContain('Prüfen Sie die Verbindung unter „Installierte Apps“;');
    expect(told[0]!.text).toContain('Installierte Apps öffnen: http');
    expect(told[0]!.text).toContain('Sie erhalten diese E-Mail nur einmal;');
  });
});
