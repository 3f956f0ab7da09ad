import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_MANUAL_REFRESHES_PER_MINUTE,
  type CalendarConnection,
  unreadableEventText,
} from '#shared/schemas/calendars.ts';
import type {} from '../../api/modules/calendars/plugin.ts';
import { EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { BOMBS } from '../helpers/calendar-bombs.ts';
import {
  type SubscriptionServer,
  calendarText,
  connections,
  openTimes,
  startSubscriptionServer,
  subscribe,
  utcAt,
  utcEvent,
} from '../helpers/calendars.ts';
import { type Radicale, radicaleSkipReason, startRadicale } from '../helpers/radicale.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A calendar anyone could have written (issue 38): the host sees which event Kairos cannot read,
// the calendar's other events still count, and "Refresh now" clicked on and on reaches the server
// a few times a minute, one read at a time.

let t: TestApp;
const servers: SubscriptionServer[] = [];
beforeAll(async () => {
  t = await createTestApp({ CALENDAR_ALLOW_PRIVATE: 'true' });
});
afterAll(async () => {
  await t.close();
  await Promise.all(servers.map((s) => s.close()));
});

async function server(ics: string) {
  const s = await startSubscriptionServer(ics);
  servers.push(s);
  return s;
}

const host = () => createBookingHost(t, { hours: EVERY_DAY_UTC });
const lunch = () => utcEvent('lunch', utcAt(6, 12), utcAt(6, 13));
const refresh = (h: Awaited<ReturnType<typeof host>>, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/calendars/${id}/refresh`, headers: h.user.headers });

describe('a subscription with an event Kairos cannot read', () => {
  for (const bomb of BOMBS) {
    it(`names “${bomb.name}”, and the calendar’s other event still counts`, async () => {
      const h = await host();
      const s = await server(calendarText('Work', ...bomb.lines, ...lunch()));
      const res = await subscribe(t, h, s.url);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<CalendarConnection>()).toMatchObject({
        errorCode: 'unreadable',
        errorEvent: bomb.name,
        error: unreadableEventText(bomb.name),
      });
      expect(await openTimes(t, h, utcAt(6, 12), utcAt(6, 13))).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }, 30_000);
  }

  it('keeps saying so while the file stays the same, and stops once the event is gone', async () => {
    const h = await host();
    const s = await server(calendarText('Work', ...BOMBS[0]!.lines, ...lunch()));
    const connection = (await subscribe(t, h, s.url)).json<CalendarConnection>();
    expect((await refresh(h, connection.id)).statusCode).toBe(202);
    await t.app.calendars.syncDue();
    expect((await connections(t, h))[0]).toMatchObject({ errorCode: 'unreadable', errorEvent: BOMBS[0]!.name });
    s.ics = calendarText('Work', ...lunch());
    expect((await refresh(h, connection.id)).statusCode).toBe(202);
    await t.app.calendars.syncDue();
    expect((await connections(t, h))[0]).toMatchObject({ errorCode: null, errorEvent: null, error: null });
  }, 30_000);
});

describe('“Refresh now” clicked on and on', () => {
  it('reads the server a few times a minute, one read at a time, and answers every click 202', async () => {
    const h = await host();
    const s = await server(calendarText('Work', ...lunch()));
    const connection = (await subscribe(t, h, s.url)).json<CalendarConnection>();
    const before = s.requests;
    const statuses = new Set<number>();
    // Each click followed by the refresh the worker would run (the test app's worker only runs when asked).
    for (let i = 0; i < 100; i++) {
      statuses.add((await refresh(h, connection.id)).statusCode);
      await t.app.calendars.syncDue();
    }
    expect([...statuses]).toEqual([202]);
    expect(s.maxInFlight).toBe(1);
    expect(s.requests - before).toBeGreaterThanOrEqual(1);
    expect(s.requests - before).toBeLessThanOrEqual(CALENDAR_MANUAL_REFRESHES_PER_MINUTE);
  }, 60_000);
});

const skip = radicaleSkipReason();
const PASSWORD = 'correct horse battery staple';

describe.skipIf(skip !== null)('a CalDAV calendar with an event Kairos cannot read (Radicale)', () => {
  let radicale: Radicale;
  beforeAll(async () => {
    radicale = await startRadicale({ bombed: PASSWORD });
  });
  afterAll(async () => {
    await radicale?.stop();
  });

  it('names it, and the calendar’s other events still count', async () => {
    const work = await radicale.makeCalendar('bombed', 'work', { displayName: 'Work' });
    const zone = BOMBS[0]!;
    await radicale.put('bombed', `${work}bomb.ics`, calendarText('Work', ...zone.lines));
    await radicale.put('bombed', `${work}lunch.ics`, calendarText('Work', ...lunch()));
    const h = await host();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendars/caldav',
      headers: h.user.headers,
      payload: { url: radicale.origin, username: 'bombed', password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<CalendarConnection>()).toMatchObject({ errorCode: 'unreadable', errorEvent: zone.name });
    expect(await openTimes(t, h, utcAt(6, 12), utcAt(6, 13))).toEqual([]);
    // A refresh that finds nothing changed keeps saying so.
    expect((await refresh(h, res.json<CalendarConnection>().id)).statusCode).toBe(202);
    await t.app.calendars.syncDue();
    expect((await connections(t, h))[0]).toMatchObject({ errorCode: 'unreadable', errorEvent: zone.name });
    // The event removed on the server: the next refresh reads the calendar again and clears it.
    expect(await radicale.remove('bombed', `${work}bomb.ics`)).toBeLessThan(300);
    expect((await refresh(h, res.json<CalendarConnection>().id)).statusCode).toBe(202);
    await t.app.calendars.syncDue();
    expect((await connections(t, h))[0]).toMatchObject({ errorCode: null, errorEvent: null });
    // Another one arrives in a changed object: named again, and lunch still counts.
    const secondly = BOMBS.find((b) => b.name === 'Bomb secondly')!;
    await radicale.put('bombed', `${work}secondly.ics`, calendarText('Work', ...secondly.lines));
    expect((await refresh(h, res.json<CalendarConnection>().id)).statusCode).toBe(202);
    await t.app.calendars.syncDue();
    expect((await connections(t, h))[0]).toMatchObject({ errorCode: 'unreadable', errorEvent: secondly.name });
    expect(await openTimes(t, h, utcAt(6, 12), utcAt(6, 13))).toEqual([]);
  }, 60_000);
});
