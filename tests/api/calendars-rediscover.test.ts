import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CalendarConnection, calendarErrorMessages } from '#shared/schemas/calendars.ts';
import type {} from '../../api/modules/calendars/plugin.ts';
import { calendarListChanges } from '../../api/modules/calendars/providers/caldav/relist.ts';
import { passwordContext } from '../../api/modules/calendars/store.ts';
import { type BookingHost, type Hours, createBookingHost } from '../helpers/bookings.ts';
import { connections, openTimes, utcAt, utcEvent } from '../helpers/calendars.ts';
import { type Radicale, radicaleSkipReason, startRadicale } from '../helpers/radicale.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A CalDAV account's list of calendars follows the server (ADR 021): every refresh first lists the
// account's home set again, against a real Radicale (tests/helpers/radicale.ts). Calendars are
// added, removed, renamed and recoloured on the server with raw HTTP, as a calendar app would.
const skip = radicaleSkipReason();
const PASSWORD = 'correct horse battery staple';

const ics = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const ALL_DAY = [{ from: '00:00', to: '24:00' }];
const UTC_EVERY_DAY: Hours = {
  timeZone: 'UTC',
  weekly: { mon: ALL_DAY, tue: ALL_DAY, wed: ALL_DAY, thu: ALL_DAY, fri: ALL_DAY, sat: ALL_DAY, sun: ALL_DAY },
  overrides: [],
};

describe.skipIf(skip !== null)('a CalDAV account’s calendars follow the server (Radicale)', () => {
  let t: TestApp;
  let radicale: Radicale;
  let users = 0;

  beforeAll(async () => {
    radicale = await startRadicale(Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`host${i}`, PASSWORD])));
    t = await createTestApp({ CALENDAR_ALLOW_PRIVATE: 'true' });
  });
  afterAll(async () => {
    await t?.close();
    await radicale?.stop();
  });

  /** A host and a Radicale user of their own with a "work" calendar (one event, day 5 14:00–15:00 UTC) and a "bookings" one. */
  async function setUp() {
    const user = Object.keys(radicale.users)[users++]!;
    const work = await radicale.makeCalendar(user, 'work', { displayName: 'Work', color: '#ff8800' });
    await radicale.put(user, `${work}meeting.ics`, ics(...utcEvent('meeting', utcAt(5, 14), utcAt(5, 15))));
    const bookings = await radicale.makeCalendar(user, 'bookings', { displayName: 'Bookings' });
    const h = await createBookingHost(t, { hours: UTC_EVERY_DAY });
    return { user, work, bookings, h };
  }

  async function connect(h: BookingHost, user: string, url = radicale.origin): Promise<CalendarConnection> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendars/caldav',
      headers: h.user.headers,
      payload: { url, username: user, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CalendarConnection>();
  }

  /** "Refresh now", then the background worker's pass. */
  async function refresh(h: BookingHost, c: CalendarConnection): Promise<CalendarConnection> {
    const res = await t.app.inject({ method: 'POST', url: `/api/calendars/${c.id}/refresh`, headers: h.user.headers });
    expect(res.statusCode, res.body).toBe(202);
    await t.app.calendars.syncDue();
    return (await connections(t, h)).find((x) => x.id === c.id)!;
  }

  const summary = (c: CalendarConnection) =>
    c.calendars
      .map((x) => [x.name, x.color, x.readOnly, x.checkConflicts, x.isDestination] as const)
      .sort((a, b) => a[0].localeCompare(b[0]));

  it('adds a calendar made on the server later, checks it for conflicts and reads its events in the same refresh', async () => {
    const { user, h } = await setUp();
    const c = await connect(h, user);
    const destination = (name: string) => c.calendars.find((x) => x.name === name)!.isDestination;
    const travel = await radicale.makeCalendar(user, 'travel', { displayName: 'Travel', color: '#00AA88' });
    await radicale.put(user, `${travel}flight.ics`, ics(...utcEvent('flight', utcAt(5, 10), utcAt(5, 11))));
    expect(await openTimes(t, h, utcAt(5, 10), utcAt(5, 11))).toEqual([utcAt(5, 10), utcAt(5, 10, 30)]);

    const after = await refresh(h, c);
    expect(after.error).toBeNull();
    // The calendar for bookings chosen at connecting stays; the new one is not it.
    expect(summary(after)).toEqual([
      ['Bookings', null, false, true, destination('Bookings')],
      ['Travel', '#00aa88', false, true, false],
      ['Work', '#ff8800', false, true, destination('Work')],
    ]);
    expect(await openTimes(t, h, utcAt(5, 10), utcAt(5, 11))).toEqual([]);
  });

  it('removes a calendar deleted on the server with its busy times, and clears it as the calendar for bookings', async () => {
    const { user, work, h } = await setUp();
    const c = await connect(h, user);
    const workId = c.calendars.find((x) => x.name === 'Work')!.id;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/calendars/${c.id}/calendars/${workId}`,
      headers: h.user.headers,
      payload: { isDestination: true },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await openTimes(t, h, utcAt(5, 14), utcAt(5, 15))).toEqual([]);

    expect(await radicale.remove(user, work)).toBe(200);
    const after = await refresh(h, c);
    expect(summary(after)).toEqual([['Bookings', null, false, true, false]]);
    // Nothing failed: the calendar is simply gone.
    expect(after.error).toBeNull();
    expect(after.writeError).toBeNull();
    expect(await openTimes(t, h, utcAt(5, 14), utcAt(5, 15))).toEqual([utcAt(5, 14), utcAt(5, 14, 30)]);
  });

  it('shows a calendar renamed or recoloured on the server by its new name and colour', async () => {
    const { user, work, h } = await setUp();
    const c = await connect(h, user);
    const destination = (name: string) => c.calendars.find((x) => x.name === name)!.isDestination;
    await radicale.setProps(user, work, { displayName: 'Office', color: '#112233' });
    const after = await refresh(h, c);
    expect(summary(after)).toEqual([
      ['Bookings', null, false, true, destination('Bookings')],
      ['Office', '#112233', false, true, destination('Work')],
    ]);
    // Same calendar (its id, switches and events stay).
    expect(after.calendars.find((x) => x.name === 'Office')!.id).toBe(c.calendars.find((x) => x.name === 'Work')!.id);
    expect(await openTimes(t, h, utcAt(5, 14), utcAt(5, 15))).toEqual([]);
  });

  it('keeps a connection made with one calendar’s address to that calendar', async () => {
    const { user, work, h } = await setUp();
    const c = await connect(h, user, work);
    expect(c.calendars.map((x) => x.name)).toEqual(['Work']);
    await radicale.makeCalendar(user, 'travel', { displayName: 'Travel' });
    const after = await refresh(h, c);
    expect(after.error).toBeNull();
    expect(after.calendars.map((x) => x.name)).toEqual(['Work']);
  });

  it('removes nothing when the server lists no calendar at all, and says so', async () => {
    const { user, work, bookings, h } = await setUp();
    const c = await connect(h, user);
    expect(await radicale.remove(user, work)).toBe(200);
    expect(await radicale.remove(user, bookings)).toBe(200);
    const after = await refresh(h, c);
    expect(after.error).toBe(calendarErrorMessages['no-calendars']);
    expect(after.calendars.map((x) => x.name).sort()).toEqual(['Bookings', 'Work']);
  });

  it('removes nothing when the list cannot be read: the error shows and the last good copy stays', async () => {
    const { user, work, h } = await setUp();
    const c = await connect(h, user);
    expect(await radicale.remove(user, work)).toBe(200);
    await t.db.calendarConnection.update({
      where: { id: c.id },
      data: { passwordSealed: t.app.secretBox.seal('changed on the server', passwordContext(c.id)) },
    });
    const after = await refresh(h, c);
    expect(after.error).toBe(calendarErrorMessages.auth);
    expect(after.calendars.map((x) => x.name).sort()).toEqual(['Bookings', 'Work']);
    expect(await openTimes(t, h, utcAt(5, 14), utcAt(5, 15))).toEqual([]);
  });
});

// Radicale here gives its owner every right, so a calendar turning read-only (a share whose rights were
// lowered) is shown with the properties another server sends, through the same comparison.
describe('a listing compared with the stored calendars', () => {
  const url = 'https://dav.example.com/ann/';
  const stored = (name: string, destinationFor: string | null = null) => ({
    id: `id-${name}`,
    url: `${url}${name}/`,
    name,
    color: null,
    writable: true,
    destinationFor,
  });
  const listed = (name: string, writable = true) => ({
    url: `${url}${name}/`,
    name,
    color: null,
    writable,
    ctag: null,
    syncToken: null,
  });

  it('takes a calendar that became read-only out of being the calendar for bookings', () => {
    const changes = calendarListChanges(
      [stored('team', 'host-1'), stored('home')],
      [listed('team', false), listed('home')],
    );
    expect(changes).toEqual({
      added: [],
      removed: [],
      updated: [{ id: 'id-team', name: 'team', color: null, writable: false, clearDestination: true }],
    });
  });

  it('matches a calendar however the server spells its path (escapes, trailing slash)', () => {
    const changes = calendarListChanges(
      [{ ...stored('x'), url: `${url}team%20events/` }],
      [{ ...listed('x'), url: `${url}team events` }],
    );
    expect(changes).toEqual({ added: [], removed: [], updated: [] });
  });
});
