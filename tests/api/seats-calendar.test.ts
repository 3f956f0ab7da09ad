import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '#shared/schemas/availability.ts';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import type {} from '../../api/modules/calendars/plugin.ts';
import { EVERY_DAY_UTC, addEventType, createBookingHost } from '../helpers/bookings.ts';
import { book, bookingsCalendarOnRadicale, change, utcAt } from '../helpers/calendars.ts';
import { parseICalendarStrictly } from '../helpers/ical.ts';
import { type Radicale, radicaleSkipReason, startRadicale } from '../helpers/radicale.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A seated time in the host's connected calendar (ADR 026), against a real Radicale: one event per
// time with its attendees, rewritten as seats fill and empty, and never blocking its own seats.
const skip = radicaleSkipReason();
const PASSWORD = 'correct horse battery staple';

describe.skipIf(skip !== null)('a seated time in the host’s connected calendar (Radicale)', () => {
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

  it('writes one event per time with its attendees, updates it as seats fill and empty, and deletes it when none is left', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC, settings: { seats: 3 } });
    await addEventType(t, h, 'call');
    const bookings = await bookingsCalendarOnRadicale(t, h, radicale, PASSWORD);

    const start = utcAt(6, 9);
    const seats: BookingCreated[] = [];
    for (let i = 0; i < 2; i++) {
      const booked = await book(t, h, start);
      expect(booked.statusCode, booked.body).toBe(201);
      seats.push(booked.json<BookingCreated>());
    }
    await t.app.outbox.drain();

    const read = async () => {
      const names = await radicale.list('host0', bookings);
      return Promise.all(
        names.map(async (name) => {
          const event = parseICalendarStrictly(
            (await radicale.get('host0', `${bookings}${name}`))!.body,
          ).getFirstSubcomponent('vevent')!;
          return {
            name,
            uid: String(event.getFirstPropertyValue('uid')),
            attendees: event.getAllProperties('attendee').map((p) => String(p.getFirstValue())),
          };
        }),
      );
    };
    const written = await read();
    expect(written).toHaveLength(1);
    const emails = await Promise.all(
      seats.map(async (s) => (await t.db.booking.findUniqueOrThrow({ where: { uid: s.uid } })).inviteeEmail),
    );
    expect(written[0]!.attendees).toEqual(emails.map((e) => `mailto:${e}`));
    expect(written[0]!.uid.startsWith('seats-')).toBe(true);

    // Its own event never blocks its remaining seats; it blocks the host's other event types.
    const slots = async (slug: string) => {
      const q = `from=${new Date(utcAt(6, 8)).toISOString()}&to=${new Date(utcAt(6, 11)).toISOString()}`;
      const answer = await t.app.inject({ method: 'GET', url: `/api/public/${h.username}/${slug}/slots?${q}` });
      return answer.json<SlotsResponse>().slots;
    };
    expect(await slots('consult')).toContainEqual({ start: new Date(start).toISOString(), seatsLeft: 1 });
    expect((await slots('call')).map((s) => s.start)).not.toContain(new Date(start).toISOString());
    const third = await book(t, h, start);
    expect(third.statusCode, third.body).toBe(201);
    await t.app.outbox.drain();
    expect((await read())[0]!.attendees).toHaveLength(3);

    // A seat cancelled: the same event, one attendee fewer.
    expect((await change(t, seats[0]!, 'cancel', {})).statusCode).toBe(200);
    await t.app.outbox.drain();
    const after = await read();
    expect(after.map((e) => e.name)).toEqual(written.map((e) => e.name));
    expect(after[0]!.attendees).not.toContain(`mailto:${emails[0]}`);
    expect(after[0]!.attendees).toHaveLength(2);

    // The whole time cancelled: the event is gone.
    const all = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${seats[1]!.uid}/cancel-time`,
      headers: h.user.headers,
      payload: {},
    });
    expect(all.statusCode, all.body).toBe(200);
    await t.app.outbox.drain();
    expect(await read()).toEqual([]);
  });
});
