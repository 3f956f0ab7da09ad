import { describe, expect, it } from 'vitest';
import type { BookingCreated, HostBooking, HostBookingList, PublicBooking } from '#shared/schemas/bookings.ts';
import { createBookingHost } from '../helpers/bookings.ts';
import { appWithSmtp } from '../helpers/test-app.ts';

// The host's bookings list says each occurrence's place in its series ("3 of 10",
// docs/product.md#recurring-event-types), as the invitee's manage page does.

const WORKDAY = [{ from: '08:00', to: '18:00' }];
const DAYS = { mon: WORKDAY, tue: WORKDAY, wed: WORKDAY, thu: WORKDAY, fri: WORKDAY, sat: WORKDAY, sun: WORKDAY };

describe('the host’s list of a series', () => {
  const app = appWithSmtp();

  it('gives each occurrence its series and place, in the list and in its detail, and none to a single booking', async () => {
    const h = await createBookingHost(app.t, { hours: { timeZone: 'Europe/Berlin', weekly: DAYS, overrides: [] } });
    const made = await app.t.app.inject({
      method: 'PUT',
      url: `/api/event-types/${h.eventType.id}`,
      headers: h.user.headers,
      payload: {
        name: 'Coaching',
        slug: 'consult',
        duration: 30,
        recurrence: { frequency: 'weekly', interval: 1, maxOccurrences: 4 },
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const invitee = { name: 'Ada Lovelace', email: 'ada@example.test', timeZone: 'Europe/Berlin' };
    const series = await app.t.app.inject({
      method: 'POST',
      url: `/api/public/${h.username}/consult/bookings`,
      payload: { start: '2027-03-18T09:00:00Z', occurrences: 3, ...invitee },
    });
    expect(series.statusCode, series.body).toBe(201);
    const booked = series.json<BookingCreated>();
    const single = await app.t.app.inject({
      method: 'POST',
      url: `/api/public/${h.username}/consult/bookings`,
      payload: { start: '2027-03-19T09:00:00Z', ...invitee },
    });
    expect(single.statusCode, single.body).toBe(201);

    const list = await app.t.app.inject({
      method: 'GET',
      url: '/api/bookings?status=upcoming',
      headers: h.user.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json<HostBookingList>().items;
    expect(items.map((b: HostBooking) => [b.start, b.series ?? null])).toEqual([
      ['2027-03-18T09:00:00.000Z', { uid: booked.uid, position: 1, count: 3 }],
      ['2027-03-19T09:00:00.000Z', null],
      ['2027-03-25T09:00:00.000Z', { uid: booked.uid, position: 2, count: 3 }],
      ['2027-04-01T08:00:00.000Z', { uid: booked.uid, position: 3, count: 3 }],
    ]);

    const third = booked.occurrences![2]!.uid;
    const detail = await app.t.app.inject({ method: 'GET', url: `/api/bookings/${third}`, headers: h.user.headers });
    expect(detail.json<HostBooking>().series).toEqual({ uid: booked.uid, position: 3, count: 3 });

    // "This and the following" shortens the series to its first date; the list keeps saying "of 3".
    const rest = await app.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booked.occurrences![1]!.uid}/cancel-rest`,
      headers: h.user.headers,
      payload: {},
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const places = async (status: string) =>
      (await app.t.app.inject({ method: 'GET', url: `/api/bookings?status=${status}`, headers: h.user.headers }))
        .json<HostBookingList>()
        .items.flatMap((b) => (b.series ? [[b.series.position, b.series.count]] : []));
    expect(await places('upcoming')).toEqual([[1, 3]]);
    expect(await places('cancelled')).toEqual([
      [3, 3],
      [2, 3],
    ]);
  });

  async function seriesHost(recurrence: Record<string, unknown>) {
    const h = await createBookingHost(app.t, { hours: { timeZone: 'Europe/Berlin', weekly: DAYS, overrides: [] } });
    const made = await app.t.app.inject({
      method: 'PUT',
      url: `/api/event-types/${h.eventType.id}`,
      headers: h.user.headers,
      payload: { name: 'Coaching', slug: 'consult', duration: 30, recurrence },
    });
    expect(made.statusCode, made.body).toBe(200);
    return h;
  }
  const invitee = { name: 'Ada Lovelace', email: 'ada@example.test', timeZone: 'Europe/Berlin' };

  it('groups a series into one item at its next date with its occurrences, a page counting it once', async () => {
    const h = await seriesHost({ frequency: 'weekly', interval: 1, maxOccurrences: 4 });
    const book = (payload: Record<string, unknown>) =>
      app.t.app.inject({
        method: 'POST',
        url: `/api/public/${h.username}/consult/bookings`,
        payload: { ...invitee, ...payload },
      });
    const made = await book({ start: '2027-03-18T09:00:00Z', occurrences: 4 });
    expect(made.statusCode, made.body).toBe(201);
    const booked = made.json<BookingCreated>();
    for (const start of ['2027-03-17T09:00:00Z', '2027-03-19T09:00:00Z', '2027-03-26T09:00:00Z'])
      expect((await book({ start })).statusCode).toBe(201);
    const list = async (query: string) => {
      const res = await app.t.app.inject({ method: 'GET', url: `/api/bookings?${query}`, headers: h.user.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<HostBookingList>();
    };
    const shape = (items: HostBookingList['items']) =>
      items.map((b) => [
        b.start.slice(0, 10),
        b.series?.position ?? null,
        b.occurrences?.map((o) => o.series?.position),
      ]);

    // Two a page: the series is one item (at 18 March), the singles around it keep their places.
    const first = await list('status=upcoming&group=series&limit=2');
    expect(shape(first.items)).toEqual([
      ['2027-03-17', null, undefined],
      ['2027-03-18', 1, [1, 2, 3, 4]],
    ]);
    const second = await list(`status=upcoming&group=series&limit=2&cursor=${first.nextCursor}`);
    expect(shape(second.items)).toEqual([
      ['2027-03-19', null, undefined],
      ['2027-03-26', null, undefined],
    ]);
    expect(second.nextCursor).toBeNull();
    // Without group=series (the public API's list) every occurrence is an item, as before.
    expect((await list('status=upcoming&limit=50')).items).toHaveLength(7);

    // The cancelled tab groups its cancelled dates; the upcoming series keeps the others.
    const cancel = (uid: string) =>
      app.t.app.inject({ method: 'POST', url: `/api/bookings/${uid}/cancel`, headers: h.user.headers, payload: {} });
    expect((await cancel(booked.occurrences![0]!.uid)).statusCode).toBe(200);
    expect((await cancel(booked.occurrences![2]!.uid)).statusCode).toBe(200);
    expect(shape((await list('status=upcoming&group=series')).items)).toEqual([
      ['2027-03-17', null, undefined],
      ['2027-03-19', null, undefined],
      ['2027-03-25', 2, [2, 4]],
      ['2027-03-26', null, undefined],
    ]);
    // Newest first: the series stands at its latest cancelled date, its dates listed oldest first.
    expect(shape((await list('status=cancelled&group=series')).items)).toEqual([['2027-04-01', 3, [1, 3]]]);
    // A filter narrows the series' dates too.
    const narrowed = await list('status=upcoming&group=series&from=2027-04-05T00:00:00Z');
    expect(shape(narrowed.items)).toEqual([['2027-04-08', 4, [4]]]);
  });

  it('numbers a series booked without a date that was not free among the dates booked, and says one was left out', async () => {
    const h = await seriesHost({ frequency: 'weekly', interval: 1, maxOccurrences: 4, allowPartial: true });
    const book = (payload: Record<string, unknown>) =>
      app.t.app.inject({
        method: 'POST',
        url: `/api/public/${h.username}/consult/bookings`,
        payload: { ...invitee, ...payload },
      });
    expect((await book({ start: '2027-03-25T09:00:00Z' })).statusCode).toBe(201);
    const made = await book({ start: '2027-03-18T09:00:00Z', occurrences: 4, skip: ['2027-03-25T09:00:00Z'] });
    expect(made.statusCode, made.body).toBe(201);
    const booked = made.json<BookingCreated>();
    const items = (
      await app.t.app.inject({ method: 'GET', url: '/api/bookings?status=upcoming', headers: h.user.headers })
    ).json<HostBookingList>().items;
    expect(
      items.flatMap((b) =>
        b.series ? [[b.start.slice(0, 10), b.series.position, b.series.count, b.series.skipped]] : [],
      ),
    ).toEqual([
      ['2027-03-18', 1, 3, 1],
      ['2027-04-01', 2, 3, 1],
      ['2027-04-08', 3, 3, 1],
    ]);
    // The manage page counts the same way, and names the date left out.
    const page = await app.t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${booked.occurrences![0]!.uid}`,
      headers: { 'x-booking-token': new URL(booked.manageUrl).searchParams.get('token')! },
    });
    const view = page.json<PublicBooking>().series!;
    expect([view.position, view.count, view.occurrences.map((o) => o.position)]).toEqual([1, 3, [1, 2, 3]]);
    expect(view.skipped).toEqual([{ start: '2027-03-25T09:00:00.000Z', end: '2027-03-25T09:30:00.000Z' }]);
  });
});
