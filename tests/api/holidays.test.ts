import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '#shared/schemas/availability.ts';
import { type HolidayCountry, type HolidaySettings, awayMessages } from '#shared/schemas/out-of-office.ts';
import { type BookingHost, EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookingBody } from '../helpers/teams.ts';

// Public holidays (issue 43): a country's (and region's) public holidays from date-holidays close
// the host's whole local day, except those the host keeps open. The clock is fixed on 1 December 2026.

const NOW = Date.parse('2026-12-01T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: { now: () => NOW } });
});
afterAll(async () => t.close());

async function block(h: BookingHost, body: object): Promise<HolidaySettings> {
  const res = await t.app.inject({ method: 'PUT', url: '/api/holidays', headers: h.user.headers, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HolidaySettings>();
}

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The local dates (in `zone`, from `from` up to `to`, exclusive) that have open times between two dates. */
async function openDays(h: BookingHost, zone: string, from: string, to: string): Promise<string[]> {
  // A day more either side in UTC, then only the local dates asked for.
  const res = await t.app.inject({
    url: `/api/public/${h.username}/consult/slots?from=${shift(from, -1)}T00:00:00Z&to=${shift(to, 1)}T00:00:00Z`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const days = res.json<SlotsResponse>().slots.map((s) => local.format(new Date(s.start)));
  return [...new Set(days)].filter((d) => d >= from && d < to);
}

describe('public holidays', () => {
  it('lists the countries with their regions', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const res = await t.app.inject({ url: '/api/holidays/countries', headers: h.user.headers });
    const items = res.json<{ items: HolidayCountry[] }>().items;
    const germany = items.find((c) => c.code === 'DE')!;
    expect(germany.name).toBe('Germany');
    expect(germany.regions).toContainEqual({ code: 'BY', name: 'Bayern' });
    expect(items.find((c) => c.code === 'US')!.regions.length).toBeGreaterThan(50);
  });

  it('close a Bavarian host’s local holidays in Berlin time, region by region, and reopen one kept open', async () => {
    const zone = 'Europe/Berlin';
    const h = await createBookingHost(t, { hours: { ...EVERY_DAY_UTC, timeZone: zone } });
    expect(await openDays(h, zone, '2027-01-05', '2027-01-08')).toEqual(['2027-01-05', '2027-01-06', '2027-01-07']);

    const saved = await block(h, { country: 'DE', region: 'BY', keptOpen: [] });
    expect(saved.upcoming.slice(0, 4)).toEqual([
      { date: '2026-12-25', name: 'Christmas Day', open: false },
      { date: '2026-12-26', name: 'Boxing Day', open: false },
      { date: '2027-01-01', name: "New Year's Day", open: false },
      { date: '2027-01-06', name: 'Epiphany', open: false },
    ]);
    // Epiphany is a holiday in Bavaria: the whole Berlin day, 23:00 UTC the 5th to 23:00 UTC the 6th.
    expect(await openDays(h, zone, '2027-01-05', '2027-01-08')).toEqual(['2027-01-05', '2027-01-07']);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/public/${h.username}/consult/bookings`,
      payload: bookingBody('2027-01-06T10:00:00.000Z'),
    });
    expect(refused.statusCode).toBe(400);

    // Not in Berlin (the region).
    await block(h, { country: 'DE', region: 'BE', keptOpen: [] });
    expect(await openDays(h, zone, '2027-01-05', '2027-01-08')).toEqual(['2027-01-05', '2027-01-06', '2027-01-07']);

    const kept = await block(h, { country: 'DE', region: 'BY', keptOpen: ['2027-01-06'] });
    expect(kept.upcoming.find((d) => d.date === '2027-01-06')).toEqual({
      date: '2027-01-06',
      name: 'Epiphany',
      open: true,
    });
    expect(await openDays(h, zone, '2027-01-05', '2027-01-08')).toEqual(['2027-01-05', '2027-01-06', '2027-01-07']);
    expect(await openDays(h, zone, '2026-12-24', '2026-12-28')).toEqual(['2026-12-24', '2026-12-27']);

    await block(h, { country: null, region: null, keptOpen: [] });
    expect(await openDays(h, zone, '2026-12-24', '2026-12-28')).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
    ]);
  });

  it('close a US host’s federal holidays in New York time, substitute days included', async () => {
    const zone = 'America/New_York';
    const h = await createBookingHost(t, { hours: { ...EVERY_DAY_UTC, timeZone: zone } });
    const saved = await block(h, { country: 'US', region: null, keptOpen: [] });
    expect(saved.upcoming.map((d) => d.date)).toEqual(
      expect.arrayContaining(['2027-01-18', '2027-07-04', '2027-07-05']),
    );
    expect(saved.upcoming.find((d) => d.date === '2027-01-18')?.name).toBe('Martin Luther King Jr. Day');
    expect(await openDays(h, zone, '2027-01-17', '2027-01-20')).toEqual(['2027-01-17', '2027-01-19']);
    expect(await openDays(h, zone, '2027-07-03', '2027-07-07')).toEqual(['2027-07-03', '2027-07-06']);
  });

  it('refuses a country or region the library does not know', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const put = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/holidays', headers: h.user.headers, payload: body });
    expect((await put({ country: 'XX', region: null, keptOpen: [] })).json()).toEqual({
      error: awayMessages.unknownCountry,
    });
    expect((await put({ country: 'DE', region: 'CA', keptOpen: [] })).json()).toEqual({
      error: awayMessages.unknownRegion,
    });
    expect((await put({ country: 'DE', region: null, keptOpen: ['2027-13-01'] })).statusCode).toBe(400);
    const empty = await t.app.inject({ url: '/api/holidays', headers: h.user.headers });
    expect(empty.json()).toEqual({ country: null, region: null, keptOpen: [], upcoming: [] });
  });
});
