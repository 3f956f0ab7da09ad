import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicBookingEventType, SlotsResponse } from '#shared/schemas/availability.ts';
import { type FakeGoogle, startFakeGoogle } from '../fakes/google.ts';
import type { FakeMicrosoft } from '../fakes/microsoft.ts';
import { type BookingHost, type Hours, createBookingHost } from '../helpers/bookings.ts';
import { connectGoogle, googleEnv } from '../helpers/google.ts';
import { connectMicrosoft, withFakeMicrosoft } from '../helpers/microsoft.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Out-of-office events of a connected calendar (issue 43, ADR 055), where the provider says so:
// Google's `eventType: "outOfOffice"`, Microsoft's `showAs: "oof"`. Their days are days away: the
// public read says `away` (until the last of them, no message: the event's title is the host's own)
// and no time is offered. A busy event over the same hours blocks them without making the host away.

const DAY = 86_400_000;
const WORK = [{ from: '09:00', to: '17:00' }];
const WEEKDAYS_UTC: Hours = {
  timeZone: 'UTC',
  weekly: { mon: WORK, tue: WORK, wed: WORK, thu: WORK, fri: WORK, sat: [], sun: [] },
  overrides: [],
};

/** The Monday at least two weeks ahead (UTC midnight), and the date of a day after it. */
const MONDAY = (() => {
  const today = Math.floor(Date.now() / DAY) * DAY;
  let day = today + 14 * DAY;
  while (new Date(day).getUTCDay() !== 1) day += DAY;
  return day;
})();
const date = (days: number) => new Date(MONDAY + days * DAY).toISOString().slice(0, 10);
const iso = (ms: number) => new Date(ms).toISOString();

async function read(t: TestApp, h: BookingHost, day: number) {
  const res = await t.app.inject({ url: `/api/public/${h.username}/consult?date=${date(day)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PublicBookingEventType>().away;
}

async function openDays(t: TestApp, h: BookingHost): Promise<string[]> {
  const res = await t.app.inject({
    url: `/api/public/${h.username}/consult/slots?from=${iso(MONDAY)}&to=${iso(MONDAY + 5 * DAY)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return [...new Set(res.json<SlotsResponse>().slots.map((s) => s.start.slice(0, 10)))];
}

/** Monday and Tuesday away (from the calendar), Thursday's working hours wholly busy. */
async function expectAwayMondayAndTuesday(t: TestApp, h: BookingHost) {
  expect(await read(t, h, 0)).toEqual({ until: date(1), message: '', forward: null });
  expect(await read(t, h, 1)).toEqual({ until: date(1), message: '', forward: null });
  expect(await read(t, h, 2)).toBeUndefined();
  // A day busy whole is not a day away.
  expect(await read(t, h, 3)).toBeUndefined();
  expect(await openDays(t, h)).toEqual([date(2), date(4)]);
}

describe('a Google calendar’s out-of-office events', () => {
  let fake: FakeGoogle;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeGoogle();
    t = await createTestApp(googleEnv(fake));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('make the host away on their days; a busy event does not', async () => {
    const h = await createBookingHost(t, { hours: WEEKDAYS_UTC });
    const account = fake.addAccount({ email: `${h.username}@gmail.test`, name: 'Grace Hopper' });
    const time = (ms: number) => ({ dateTime: iso(ms), timeZone: 'UTC' });
    fake.addEvent(account.email, {
      summary: 'Conference in Lisbon',
      eventType: 'outOfOffice',
      start: time(MONDAY),
      end: time(MONDAY + 2 * DAY),
    });
    fake.addEvent(account.email, {
      summary: 'Workshop',
      start: time(MONDAY + 3 * DAY + 8 * 3_600_000),
      end: time(MONDAY + 3 * DAY + 18 * 3_600_000),
    });
    // Out of office for one morning only: its working hours are not all away.
    fake.addEvent(account.email, {
      summary: 'Dentist',
      eventType: 'outOfOffice',
      start: time(MONDAY + 4 * DAY + 9 * 3_600_000),
      end: time(MONDAY + 4 * DAY + 12 * 3_600_000),
    });
    await connectGoogle(t, h, fake, account);
    await expectAwayMondayAndTuesday(t, h);
    expect(await read(t, h, 4)).toBeUndefined();
  });
});

describe('an Outlook calendar’s out-of-office events', () => {
  const started = withFakeMicrosoft();
  let fake: FakeMicrosoft;
  let t: TestApp;
  beforeAll(() => ({ fake, t } = started));

  it('make the host away on their days; a busy event does not', async () => {
    const h = await createBookingHost(t, { hours: WEEKDAYS_UTC });
    const account = fake.addAccount({ email: `${h.username}@contoso.test`, name: 'Grace Hopper' });
    fake.addEvent(account.calendar.id, {
      subject: 'Away',
      showAs: 'oof',
      isAllDay: true,
      start: MONDAY,
      end: MONDAY + 2 * DAY,
    });
    fake.addEvent(account.calendar.id, {
      subject: 'Workshop',
      showAs: 'busy',
      start: MONDAY + 3 * DAY + 8 * 3_600_000,
      end: MONDAY + 3 * DAY + 18 * 3_600_000,
    });
    await connectMicrosoft(t, h, fake, account);
    await expectAwayMondayAndTuesday(t, h);
  });
});
