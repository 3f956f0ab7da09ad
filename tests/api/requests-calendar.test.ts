import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import type {} from '../../api/modules/calendars/plugin.ts';
import { EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { book, bookingsCalendarOnRadicale, utcAt } from '../helpers/calendars.ts';
import { parseICalendarStrictly } from '../helpers/ical.ts';
import { type Radicale, radicaleSkipReason, startRadicale } from '../helpers/radicale.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A request the host confirms (ADR 025) in the host's connected calendar, against a real Radicale:
// nothing while it is pending, the event once approved, never for a declined one.
const skip = radicaleSkipReason();
const PASSWORD = 'correct horse battery staple';

describe.skipIf(skip !== null)('a request in the host’s connected calendar (Radicale)', () => {
  let t: TestApp;
  let radicale: Radicale;

  beforeAll(async () => {
    radicale = await startRadicale({ host0: PASSWORD });
    t = await createTestApp({ CALENDAR_ALLOW_PRIVATE: 'true' });
  });
  afterAll(async () => {
    await t?.close();
    await radicale?.stop();
  });

  it('writes nothing while pending, the event on approval, and nothing for a declined request', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC, settings: { requiresConfirmation: true } });
    const bookings = await bookingsCalendarOnRadicale(t, h, radicale, PASSWORD);
    const read = async () => {
      const names = await radicale.list('host0', bookings);
      return Promise.all(
        names.map(async (name) => {
          const text = (await radicale.get('host0', `${bookings}${name}`))!.body;
          return String(parseICalendarStrictly(text).getFirstSubcomponent('vevent')!.getFirstPropertyValue('uid'));
        }),
      );
    };

    const requested = await book(t, h, utcAt(6, 9));
    expect(requested.statusCode, requested.body).toBe(201);
    const request = requested.json<BookingCreated>();
    expect(request.status).toBe('pending');
    const declinedToBe = (await book(t, h, utcAt(6, 11))).json<BookingCreated>();
    await t.app.outbox.drain();
    expect(await read()).toEqual([]);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${request.uid}/approve`,
      headers: h.user.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${declinedToBe.uid}/decline`,
      headers: h.user.headers,
      payload: { reason: 'Away' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await t.app.outbox.drain();
    const written = await read();
    expect(written).toHaveLength(1);
    expect(written[0]).toContain(request.uid);
  });
});
