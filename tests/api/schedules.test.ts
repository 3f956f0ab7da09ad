import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import {
  DEFAULT_BOOKING_SETTINGS,
  type Schedule,
  type ScheduleInput,
  emptyWeeklyHours,
  availabilityMessages,
} from '#shared/schemas/availability.ts';
import type { EventType, EventTypeList } from '#shared/schemas/event-types.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const nineToFive = [{ from: '09:00', to: '17:00' }];
const noDays = emptyWeeklyHours();

async function schedules(user: TestUser, tz?: string): Promise<Schedule[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/schedules${tz === undefined ? '' : `?tz=${encodeURIComponent(tz)}`}`,
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Schedule[] }>().items;
}

function put(user: TestUser, id: string, body: unknown) {
  return t.app.inject({ method: 'PUT', url: `/api/schedules/${id}`, headers: user.headers, payload: body as object });
}

describe('the default schedule', () => {
  it('is made on the first read: Monday to Friday 09:00–17:00 in the browser’s zone', async () => {
    const user = await createUser(t);
    const [schedule, ...others] = await schedules(user, 'Asia/Kathmandu');
    expect(others).toEqual([]);
    expect(schedule).toEqual({
      id: expect.any(String),
      name: 'Working hours',
      timeZone: 'Asia/Kathmandu',
      isDefault: true,
      weekly: { ...noDays, mon: nineToFive, tue: nineToFive, wed: nineToFive, thu: nineToFive, fri: nineToFive },
      overrides: [],
    });
    // Later reads return it as it is, whatever zone the browser is in now.
    expect(await schedules(user, 'America/New_York')).toEqual([schedule]);
  });

  it('is in UTC when the zone is missing or unknown', async () => {
    expect((await schedules(await createUser(t)))[0]!.timeZone).toBe('UTC');
    expect((await schedules(await createUser(t), 'Mars/Olympus_Mons'))[0]!.timeZone).toBe('UTC');
  });

  it('is made once even when several first reads arrive together', async () => {
    const user = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => schedules(user, 'Europe/Berlin')));
    const ids = new Set(answers.flatMap((items) => items.map((s) => s.id)));
    expect(ids.size).toBe(1);
    expect(await t.db.schedule.count({ where: { userId: user.id } })).toBe(1);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/schedules' })).statusCode).toBe(401);
  });
});

describe('saving a schedule', () => {
  const valid: ScheduleInput = {
    name: 'Office hours',
    timeZone: 'Europe/Berlin',
    weekly: {
      ...noDays,
      mon: [
        { from: '13:00', to: '17:00' },
        { from: '08:00', to: '12:00' },
      ],
      fri: [{ from: '22:00', to: '24:00' }],
      sat: [{ from: '00:00', to: '02:00' }],
    },
    overrides: [
      { date: '2027-03-30', intervals: [{ from: '10:00', to: '11:30' }] },
      { date: '2027-03-29', intervals: [] },
    ],
  };

  it('replaces name, zone, weekly hours and overrides, keeping local times and dates as given', async () => {
    const user = await createUser(t);
    const [schedule] = await schedules(user);
    const res = await put(user, schedule!.id, valid);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      id: schedule!.id,
      name: 'Office hours',
      timeZone: 'Europe/Berlin',
      isDefault: true,
      weekly: { ...valid.weekly, mon: [valid.weekly.mon[1], valid.weekly.mon[0]] },
      overrides: [valid.overrides[1], valid.overrides[0]],
    };
    expect(res.json()).toEqual(expected);
    expect(await schedules(user)).toEqual([expected]);
  });

  it.each([
    ['an unknown zone', { timeZone: 'Europe/Atlantis' }, messages.invalidTimeZone],
    [
      'an end before its start',
      { weekly: { ...noDays, tue: [{ from: '10:00', to: '09:00' }] } },
      messages.endAfterStart,
    ],
    ['an empty range', { weekly: { ...noDays, tue: [{ from: '10:00', to: '10:00' }] } }, messages.endAfterStart],
    [
      'overlapping ranges',
      {
        weekly: {
          ...noDays,
          mon: [
            { from: '09:00', to: '12:00' },
            { from: '11:00', to: '13:00' },
          ],
        },
      },
      'Time ranges on Monday overlap.',
    ],
    [
      'overlapping override ranges',
      {
        overrides: [
          {
            date: '2027-04-01',
            intervals: [
              { from: '09:00', to: '12:00' },
              { from: '09:30', to: '10:00' },
            ],
          },
        ],
      },
      'Time ranges on 2027-04-01 overlap.',
    ],
    [
      'a time that does not exist',
      { weekly: { ...noDays, wed: [{ from: '25:00', to: '26:00' }] } },
      availabilityMessages.timeFormat,
    ],
    [
      '24:00 as a start',
      { weekly: { ...noDays, wed: [{ from: '24:00', to: '24:00' }] } },
      availabilityMessages.endAfterStart,
    ],
    [
      'more than 8 ranges a day',
      { weekly: { ...noDays, thu: Array.from({ length: 9 }, (_, i) => ({ from: `0${i}:00`, to: `0${i}:30` })) } },
      availabilityMessages.tooManyRanges,
    ],
    [
      'a date that does not exist',
      { overrides: [{ date: '2027-02-29', intervals: [] }] },
      availabilityMessages.dateFormat,
    ],
    [
      'the same date twice',
      {
        overrides: [
          { date: '2027-05-01', intervals: [] },
          { date: '2027-05-01', intervals: [] },
        ],
      },
      availabilityMessages.duplicateOverride,
    ],
  ])('refuses %s with a clear error and keeps the schedule', async (_what, change, error) => {
    const user = await createUser(t);
    const [schedule] = await schedules(user);
    const res = await put(user, schedule!.id, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await schedules(user)).toEqual([schedule]);
  });

  it('answers 404 for another user’s schedule and leaves it as it was', async () => {
    const owner = await createUser(t);
    const [schedule] = await schedules(owner);
    const res = await put(await createUser(t), schedule!.id, valid);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: availabilityMessages.scheduleNotFound });
    expect(await schedules(owner)).toEqual([schedule]);
  });
});

describe('booking settings', () => {
  async function eventType(user: TestUser): Promise<EventType> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/event-types',
      headers: user.headers,
      payload: { name: 'Call', slug: 'call', duration: 30 },
    });
    return res.json<EventType>();
  }
  const putSettings = (user: TestUser, id: string, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/event-types/${id}/booking-settings`,
      headers: user.headers,
      payload: body as object,
    });

  it('start with the defaults and are part of every event type the API returns', async () => {
    const user = await createUser(t);
    expect((await eventType(user)).bookingSettings).toEqual(DEFAULT_BOOKING_SETTINGS);
  });

  it('are saved, shown in the list, and copied with a duplicate', async () => {
    const user = await createUser(t);
    const created = await eventType(user);
    const settings = {
      slotInterval: 15,
      beforeBuffer: 5,
      afterBuffer: 10,
      minimumNotice: 1440,
      bookingWindow: 'range',
      windowDays: 30,
      windowStart: '2027-01-01',
      windowEnd: '2027-01-31',
      maxPerDay: 3,
      maxPerWeek: 10,
      requiresConfirmation: false,
      confirmationThresholdHours: null,
      confirmationExpiryHours: 36,
      seats: 12,
      showSeatsLeft: false,
      showAttendees: true,
      // The booker's language for this event type (ADR 030).
      locale: 'fr',
    };
    const res = await putSettings(user, created.id, settings);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(settings);
    const list = await t.app.inject({ method: 'GET', url: '/api/event-types', headers: user.headers });
    expect(list.json<EventTypeList>().items[0]!.bookingSettings).toEqual(settings);
    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/event-types/${created.id}/duplicate`,
      headers: user.headers,
    });
    expect(copy.json<EventType>().bookingSettings).toEqual(settings);
  });

  it('fill what is left out with the defaults and drop a date range that is not the chosen window', async () => {
    const user = await createUser(t);
    const created = await eventType(user);
    const res = await putSettings(user, created.id, {
      afterBuffer: 15,
      windowStart: '2027-01-01',
      windowEnd: '2027-01-02',
    });
    expect(res.json()).toEqual({ ...DEFAULT_BOOKING_SETTINGS, afterBuffer: 15 });
  });

  it.each([
    [{ slotInterval: 3 }, availabilityMessages.intervalRange],
    [{ beforeBuffer: -5 }, availabilityMessages.bufferRange],
    [{ afterBuffer: 12.5 }, availabilityMessages.wholeMinutes],
    [{ minimumNotice: 'soon' }, availabilityMessages.wholeMinutes],
    [{ bookingWindow: 'range' }, availabilityMessages.windowRangeRequired],
    [
      { bookingWindow: 'range', windowStart: '2027-02-01', windowEnd: '2027-01-01' },
      availabilityMessages.windowRangeOrder,
    ],
    [{ bookingWindow: 'range', windowStart: '2027-13-01', windowEnd: '2027-12-01' }, availabilityMessages.dateFormat],
    [{ maxPerDay: 0 }, availabilityMessages.limitRange],
    [{ windowDays: 0 }, availabilityMessages.windowDaysRange],
  ])('refuses %j with a clear error', async (body, error) => {
    const user = await createUser(t);
    const created = await eventType(user);
    const res = await putSettings(user, created.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('answers 404 for another user’s event type and leaves its settings alone', async () => {
    const owner = await createUser(t);
    const created = await eventType(owner);
    const res = await putSettings(await createUser(t), created.id, { minimumNotice: 0 });
    expect(res.statusCode).toBe(404);
    const row = await t.db.eventType.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.minimumNotice).toBe(DEFAULT_BOOKING_SETTINGS.minimumNotice);
  });
});
