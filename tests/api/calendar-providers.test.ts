import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCatalog } from '#shared/schemas/apps.ts';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import type { CalendarConnection } from '#shared/schemas/calendars.ts';
import { calendarProviders } from '../../api/modules/calendars/providers/index.ts';
import { fakeCalendarProvider } from '../fakes/calendar-provider.ts';
import { EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { HOUR, book, change, everyStepBut, openTimes, utcAt, utcEvent } from '../helpers/calendars.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A calendar provider is one entry in the providers' list (ADR NNN): a fake one, registered for this
// app alone, is offered in the App Store, makes its host busy and receives the host's bookings.
describe('a calendar provider registered in one line', () => {
  const busyFrom = utcAt(3, 10);
  const fake = fakeCalendarProvider(utcEvent('fake-busy', busyFrom, busyFrom + HOUR));
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      { OUTBOX_RETRY_DELAYS_SECONDS: '0,0,3600' },
      {
        calendarProviders: [...calendarProviders, fake.provider],
      },
    );
  });
  afterAll(async () => t?.close());

  it('is offered in the App Store, busies its host’s open times and receives their bookings', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });

    const store = await t.app.inject({ method: 'GET', url: '/api/calendars/apps', headers: h.user.headers });
    expect(store.statusCode, store.body).toBe(200);
    expect(store.json<AppCatalog>().items.map((app) => app.slug)).toEqual([
      'caldav',
      'ical-subscription',
      'google-calendar',
      'microsoft-365',
      'fake-calendar',
    ]);

    const connected = await t.app.inject({
      method: 'POST',
      url: '/api/calendars/fake',
      headers: h.user.headers,
      payload: { url: 'https://calendar.fake.test/me' },
    });
    expect(connected.statusCode, connected.body).toBe(201);
    const connection = connected.json<CalendarConnection>();
    expect(connection.kind).toBe('fake');
    // Its writable calendar is the one bookings go to, as CalDAV's first writable calendar would be.
    expect(connection.calendars).toMatchObject([{ name: 'Fake work', readOnly: false, isDestination: true }]);

    // The hour the fake calendar holds is no longer offered; the rest of the day is.
    const [from, to] = [utcAt(3, 8), utcAt(3, 13)];
    const taken = [busyFrom, busyFrom + HOUR / 2];
    expect(await openTimes(t, h, from, to)).toEqual(everyStepBut(from, to, HOUR / 2, taken));

    const res = await book(t, h, utcAt(3, 12));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    await t.app.outbox.drain();
    const [uid] = [...fake.events.keys()];
    expect(uid?.startsWith(booking.uid)).toBe(true);
    expect(fake.events.get(uid!)?.ics).toContain(`UID:${uid}`);
    // What it wrote counts for the host's open times at once.
    expect(await openTimes(t, h, from, to)).toEqual(everyStepBut(from, to, HOUR / 2, [...taken, utcAt(3, 12)]));

    expect((await change(t, booking, 'cancel', { reason: 'Ill' })).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(fake.deleted).toEqual([`fake:work/${uid}`]);
  });
});
