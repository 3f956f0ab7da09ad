import { Temporal } from '@js-temporal/polyfill';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SlotSettings, computeSlots, toEngineSchedule } from '#shared/availability/slots.ts';
import { dateToDay, localDayOf, offsetAt, wallToInstant } from '#shared/availability/zone-time.ts';
import {
  DEFAULT_BOOKING_SETTINGS,
  type DateOverride,
  type WeeklyHours,
  emptyWeeklyHours,
  minutesToTime,
} from '#shared/schemas/availability.ts';

const DAY = 86_400_000;
const MIN = 60_000;
const noDays = emptyWeeklyHours();
const open: SlotSettings = { ...DEFAULT_BOOKING_SETTINGS, minimumNotice: 0, bookingWindow: 'unlimited', duration: 60 };

function iso(t: number): string {
  return new Date(t).toISOString();
}

/** Open times in UTC ('HH:MM') for one local date with one range (given as an override). */
function slotsOn(zone: string, date: string, from: string, to: string, duration: number): string[] {
  const schedule = toEngineSchedule({
    timeZone: zone,
    weekly: noDays,
    overrides: [{ date, intervals: [{ from, to }] }],
  });
  const day = Date.parse(`${date}T00:00:00Z`);
  const { slots } = computeSlots({
    schedule,
    settings: { ...open, duration },
    busy: [],
    from: day - 2 * DAY,
    to: day + 2 * DAY,
    now: 0,
  });
  return slots.map((t) => iso(t).slice(11, 16));
}

describe('open times across daylight-saving changes', () => {
  it.each([
    // zone, local date, range, minutes, UTC start times
    ['Europe/Berlin', '2027-03-28', '00:00', '06:00', 60, ['23:00', '00:00', '01:00', '02:00', '03:00']],
    [
      'Europe/Berlin',
      '2027-10-31',
      '00:00',
      '06:00',
      60,
      ['22:00', '23:00', '00:00', '01:00', '02:00', '03:00', '04:00'],
    ],
    ['Europe/Berlin', '2026-03-29', '00:00', '06:00', 60, ['23:00', '00:00', '01:00', '02:00', '03:00']],
    [
      'Europe/Berlin',
      '2026-10-25',
      '00:00',
      '06:00',
      60,
      ['22:00', '23:00', '00:00', '01:00', '02:00', '03:00', '04:00'],
    ],
    ['America/New_York', '2026-03-08', '00:00', '04:00', 60, ['05:00', '06:00', '07:00']],
    ['America/New_York', '2026-11-01', '00:00', '04:00', 60, ['04:00', '05:00', '06:00', '07:00', '08:00']],
    // Lord Howe moves by 30 minutes: 02:00 (+11) back to 01:30 (+10:30) in April …
    ['Australia/Lord_Howe', '2026-04-05', '01:00', '03:00', 30, ['14:00', '14:30', '15:00', '15:30', '16:00']],
    // … and 02:00 (+10:30) on to 02:30 (+11) in October.
    ['Australia/Lord_Howe', '2026-10-04', '01:00', '04:00', 30, ['14:30', '15:00', '15:30', '16:00', '16:30']],
    // +05:45: the grid starts at the range's own local start, 09:00 = 03:15Z.
    ['Asia/Kathmandu', '2026-06-01', '09:00', '11:00', 60, ['03:15', '04:15']],
    ['Asia/Kathmandu', '2026-06-01', '09:00', '11:00', 30, ['03:15', '03:45', '04:15', '04:45']],
  ] as const)('%s on %s, %s–%s, %i-minute events', (zone, date, from, to, minutes, expected) => {
    expect(slotsOn(zone, date, from, to, minutes)).toEqual(expected);
  });

  it('shows the two 01:00s of a New York fall-back day with their own offsets', () => {
    const schedule = toEngineSchedule({
      timeZone: 'America/New_York',
      weekly: noDays,
      overrides: [{ date: '2026-11-01', intervals: [{ from: '00:00', to: '04:00' }] }],
    });
    const { slots } = computeSlots({
      schedule,
      settings: open,
      busy: [],
      from: Date.parse('2026-10-31T00:00:00Z'),
      to: Date.parse('2026-11-03T00:00:00Z'),
      now: 0,
    });
    const labels = slots.map((t) =>
      Temporal.Instant.fromEpochMilliseconds(t).toZonedDateTimeISO('America/New_York').toString().slice(11, 25),
    );
    expect(labels).toEqual(['00:00:00-04:00', '01:00:00-04:00', '01:00:00-05:00', '02:00:00-05:00', '03:00:00-05:00']);
  });

  it('keeps a Berlin host’s 09:00 at 04:00 in New York while only the US is on summer time', () => {
    const weekly = { ...noDays, mon: [{ from: '09:00', to: '10:00' }] };
    const schedule = toEngineSchedule({ timeZone: 'Europe/Berlin', weekly, overrides: [] });
    const at = (date: string) =>
      computeSlots({
        schedule,
        settings: open,
        busy: [],
        from: Date.parse(`${date}T00:00:00Z`),
        to: Date.parse(`${date}T23:59:00Z`),
        now: 0,
      }).slots.map((t) => new Date(t).toLocaleTimeString('en-GB', { timeZone: 'America/New_York' }));
    expect(at('2026-03-16')).toEqual(['04:00:00']);
    expect(at('2026-04-06')).toEqual(['03:00:00']);
  });
});

describe('schedules', () => {
  const weekly: WeeklyHours = {
    ...noDays,
    mon: [{ from: '09:00', to: '11:00' }],
    tue: [{ from: '09:00', to: '11:00' }],
  };
  const week = (overrides: DateOverride[], zone = 'Pacific/Auckland') =>
    computeSlots({
      schedule: toEngineSchedule({ timeZone: zone, weekly, overrides }),
      settings: open,
      busy: [],
      from: Date.parse('2027-03-07T00:00:00Z'),
      to: Date.parse('2027-03-11T00:00:00Z'),
      now: 0,
    }).slots.map((t) => Temporal.Instant.fromEpochMilliseconds(t).toZonedDateTimeISO(zone).toString().slice(0, 16));

  it('uses the weekly hours of each local weekday', () => {
    expect(week([])).toEqual(['2027-03-08T09:00', '2027-03-08T10:00', '2027-03-09T09:00', '2027-03-09T10:00']);
  });

  it('lets an override replace the weekday’s hours on that local date, in a zone far from UTC', () => {
    expect(week([{ date: '2027-03-08', intervals: [{ from: '14:00', to: '15:00' }] }])).toEqual([
      '2027-03-08T14:00',
      '2027-03-09T09:00',
      '2027-03-09T10:00',
    ]);
  });

  it('takes an override without hours as a day off, and can open a day the week has off', () => {
    expect(
      week([
        { date: '2027-03-09', intervals: [] },
        { date: '2027-03-10', intervals: [{ from: '08:00', to: '09:00' }] },
      ]),
    ).toEqual(['2027-03-08T09:00', '2027-03-08T10:00', '2027-03-10T08:00']);
  });

  it('joins ranges that touch across midnight, so an event may run past it', () => {
    const schedule = toEngineSchedule({
      timeZone: 'UTC',
      weekly: { ...noDays, mon: [{ from: '22:00', to: '24:00' }], tue: [{ from: '00:00', to: '02:00' }] },
      overrides: [],
    });
    const { slots } = computeSlots({
      schedule,
      settings: { ...open, duration: 90 },
      busy: [],
      from: Date.parse('2027-03-08T00:00:00Z'),
      to: Date.parse('2027-03-10T00:00:00Z'),
      now: 0,
    });
    // 23:30 runs past midnight; Tuesday's own grid still starts at its 00:00.
    expect(slots.map(iso)).toEqual([
      '2027-03-08T22:00:00.000Z',
      '2027-03-08T23:30:00.000Z',
      '2027-03-09T00:00:00.000Z',
    ]);
  });

  it('offers the same times for a day whatever span is asked for, even around the clock', () => {
    const allDay = [{ from: '00:00', to: '24:00' }];
    const schedule = toEngineSchedule({
      timeZone: 'Europe/Berlin',
      weekly: { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay },
      overrides: [],
    });
    const day = Date.parse('2027-04-01T00:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.constantFrom(25, 45, 60, 70), (daysBefore, interval) => {
        const ask = (from: number) =>
          computeSlots({
            schedule,
            settings: { ...open, duration: 30, slotInterval: interval },
            busy: [],
            from,
            to: day + DAY,
            now: 0,
          }).slots.filter((t) => t >= day);
        // Both spans cross the spring-forward day (2027-03-28) or not, depending on daysBefore.
        expect(ask(day - daysBefore * DAY)).toEqual(ask(day));
      }),
      { numRuns: 60 },
    );
  });
});

describe('booking rules', () => {
  // Monday 2027-03-08, 09:00–12:00 UTC.
  const schedule = toEngineSchedule({
    timeZone: 'UTC',
    weekly: { ...noDays, mon: [{ from: '09:00', to: '12:00' }] },
    overrides: [],
  });
  const monday = Date.parse('2027-03-08T00:00:00Z');
  const at = (hhmm: string, day = monday) => day + (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))) * MIN;
  const run = (
    settings: Partial<SlotSettings>,
    extra: { busy?: [number, number][]; now?: number; starts?: number[] } = {},
  ) =>
    computeSlots({
      schedule,
      settings: { ...open, duration: 30, ...settings },
      busy: extra.busy ?? [],
      eventBookingStarts: extra.starts,
      from: monday,
      to: monday + 7 * DAY,
      now: extra.now ?? 0,
    });
  const times = (r: { slots: number[] }) => r.slots.map((t) => iso(t).slice(11, 16));

  it('steps by the interval, or by the duration when there is none', () => {
    expect(times(run({}))).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(times(run({ slotInterval: 45 }))).toEqual(['09:00', '09:45', '10:30', '11:15']);
  });

  it('keeps the event and its buffers inside the hours and clear of bookings and their buffers', () => {
    // A booking blocks 10:00–10:45 (its own after-buffer included).
    const busy: [number, number][] = [[at('10:00'), at('10:45')]];
    expect(times(run({}, { busy }))).toEqual(['09:00', '09:30', '11:00', '11:30']);
    // With 15 minutes after each new event, 09:30 would run into the booking; 11:30 out of the hours.
    expect(times(run({ afterBuffer: 15 }, { busy }))).toEqual(['09:00', '11:00']);
    // With 15 minutes before, 09:00 would start before the hours.
    expect(times(run({ beforeBuffer: 15 }, { busy }))).toEqual(['09:30', '11:00', '11:30']);
  });

  it('offers nothing before now plus the minimum notice', () => {
    expect(times(run({ minimumNotice: 120 }, { now: at('08:15') }))).toEqual(['10:30', '11:00', '11:30']);
  });

  it('offers nothing outside a date range or a rolling window, and says when the next time is', () => {
    const range = run({ bookingWindow: 'range', windowStart: '2027-03-15', windowEnd: '2027-03-15' });
    expect(range.slots).toEqual([]);
    expect(range.nextAvailable).toBe(at('09:00', monday + 7 * DAY));
    // Rolling: today plus 6 days from Tuesday 2027-03-02 ends before Monday 2027-03-08 … with 6 it reaches it.
    expect(run({ bookingWindow: 'rolling', windowDays: 5 }, { now: monday - 6 * DAY }).slots).toEqual([]);
    expect(run({ bookingWindow: 'rolling', windowDays: 6 }, { now: monday - 6 * DAY }).slots).toHaveLength(6);
  });

  it('closes a day once its limit is reached, and a week once the week’s is', () => {
    expect(run({ maxPerDay: 2 }, { starts: [at('09:00'), at('11:00')] }).slots).toEqual([]);
    expect(run({ maxPerDay: 3 }, { starts: [at('09:00'), at('11:00')] }).slots).toHaveLength(6);
    // Two on the Sunday before do not count for this (Monday-first) week; two on this Friday do.
    expect(run({ maxPerWeek: 2 }, { starts: [monday - DAY, monday - DAY + 1] }).slots).toHaveLength(6);
    expect(run({ maxPerWeek: 2 }, { starts: [monday + 4 * DAY, monday + 4 * DAY + 1] }).slots).toEqual([]);
  });

  it('gives the first open time after the span as the next available one', () => {
    const r = computeSlots({
      schedule,
      settings: { ...open, duration: 30 },
      busy: [],
      from: monday + DAY,
      to: monday + 3 * DAY,
      now: 0,
    });
    expect(r.slots).toEqual([]);
    expect(iso(r.nextAvailable!)).toBe('2027-03-15T09:00:00.000Z');
  });
});

// Zones with unusual rules: 30-minute and 45-minute offsets, the southern hemisphere, a zone that
// changes at midnight, and one that skipped a whole day (Apia, 2011-12-30).
const ZONES = [
  'UTC',
  'Europe/Berlin',
  'Europe/London',
  'America/New_York',
  'America/Santiago',
  'America/Sao_Paulo',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Australia/Adelaide',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Asia/Tehran',
  'Africa/Casablanca',
  'Pacific/Apia',
  'Pacific/Chatham',
  'Asia/Beirut',
];

function temporalInstant(zone: string, day: number, minute: number): number {
  const date = Temporal.PlainDate.from(new Date(day * DAY).toISOString().slice(0, 10));
  const wall = date.toPlainDateTime().add({ minutes: minute });
  return wall.toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds;
}

describe('zone arithmetic against Temporal', () => {
  const day = fc.integer({ min: dateToDay('2000-01-01'), max: dateToDay('2040-12-31') });

  it('turns every wall time into the instant Temporal gives (compatible disambiguation)', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), day, fc.integer({ min: 0, max: 1440 }), (zone, d, minute) => {
        expect(wallToInstant(zone, d, minute)).toBe(temporalInstant(zone, d, minute));
      }),
      { numRuns: 3000 },
    );
  });

  it('finds the offset and local date of any instant as Temporal does', { timeout: 60_000 }, () => {
    const instant = fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2040-12-31T00:00:00Z') });
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), instant, (zone, t) => {
        const zoned = Temporal.Instant.fromEpochMilliseconds(t).toZonedDateTimeISO(zone);
        expect(offsetAt(zone, t)).toBe(zoned.offsetNanoseconds / 1e6);
        expect(localDayOf(zone, t)).toBe(dateToDay(zoned.toPlainDate().toString()));
      }),
      { numRuns: 3000 },
    );
  });

  it('checks every half hour of the transition days of 2020–2035 in each zone', { timeout: 60_000 }, () => {
    for (const zone of ZONES) {
      let mismatches = 0;
      // Walk the zone's transitions as Temporal knows them.
      let cursor: Temporal.ZonedDateTime | null = Temporal.ZonedDateTime.from(`2020-01-01T00:00[${zone}]`);
      const end = Temporal.Instant.from('2036-01-01T00:00:00Z');
      while (cursor && Temporal.Instant.compare(cursor.toInstant(), end) < 0) {
        const d = dateToDay(cursor.toPlainDate().toString());
        for (let m = 0; m <= 1440; m += 30) if (wallToInstant(zone, d, m) !== temporalInstant(zone, d, m)) mismatches++;
        cursor = cursor.getTimeZoneTransition('next');
      }
      expect({ zone, mismatches }).toEqual({ zone, mismatches: 0 });
    }
  });

  it(
    'offers exactly the start times a Temporal-built grid gives, in any zone and on any date',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...ZONES),
          day,
          fc.integer({ min: 0, max: 95 }),
          fc.integer({ min: 1, max: 96 }),
          fc.constantFrom(15, 30, 45, 60, 90),
          (zone, d, startQuarter, lengthQuarters, minutes) => {
            const from = startQuarter * 15;
            const to = Math.min(1440, from + lengthQuarters * 15);
            fc.pre(to > from);
            const date = new Date(d * DAY).toISOString().slice(0, 10);
            const schedule = toEngineSchedule({
              timeZone: zone,
              weekly: noDays,
              overrides: [{ date, intervals: [{ from: minutesToTime(from), to: minutesToTime(to) }] }],
            });
            const { slots } = computeSlots({
              schedule,
              settings: { ...open, duration: minutes },
              busy: [],
              from: d * DAY - 2 * DAY,
              to: d * DAY + 3 * DAY,
              now: 0,
            });
            const start = temporalInstant(zone, d, from);
            const end = temporalInstant(zone, d, to);
            const expected: number[] = [];
            for (let t = start; t + minutes * MIN <= end; t += minutes * MIN) expected.push(t);
            expect(slots).toEqual(expected);
          },
        ),
        { numRuns: 1500 },
      );
    },
  );
});

describe('bookings, buffers and notice against a brute-force check', () => {
  it(
    'offers exactly the grid times whose event and buffers fit the hours and miss every booking',
    { timeout: 60_000 },
    () => {
      const minute = fc.integer({ min: 0, max: 1440 });
      fc.assert(
        fc.property(
          fc.constantFrom('UTC', 'Europe/Berlin', 'Asia/Kathmandu', 'Australia/Lord_Howe'),
          fc.integer({ min: dateToDay('2026-01-01'), max: dateToDay('2028-12-31') }),
          fc.tuple(minute, minute),
          fc.constantFrom(15, 30, 60),
          fc.constantFrom(null, 10, 15, 45),
          fc.constantFrom(0, 5, 15),
          fc.constantFrom(0, 10, 30),
          fc.array(fc.tuple(fc.integer({ min: -600, max: 2000 }), fc.integer({ min: 5, max: 240 })), { maxLength: 8 }),
          fc.integer({ min: -1440, max: 1440 }),
          (zone, d, [a, b], duration, interval, before, after, bookings, nowMinute) => {
            const [from, to] = a < b ? [a, b] : [b, a];
            fc.pre(to > from);
            const date = new Date(d * DAY).toISOString().slice(0, 10);
            const schedule = toEngineSchedule({
              timeZone: zone,
              weekly: noDays,
              overrides: [{ date, intervals: [{ from: minutesToTime(from), to: minutesToTime(to) }] }],
            });
            const busy = bookings.map(([s, len]) => [d * DAY + s * MIN, d * DAY + (s + len) * MIN] as [number, number]);
            const now = d * DAY + nowMinute * MIN;
            const settings = {
              ...open,
              duration,
              slotInterval: interval,
              beforeBuffer: before,
              afterBuffer: after,
              minimumNotice: 30,
            };
            const { slots } = computeSlots({
              schedule,
              settings,
              busy,
              from: d * DAY - 2 * DAY,
              to: d * DAY + 3 * DAY,
              now,
            });

            const start = wallToInstant(zone, d, from);
            const end = wallToInstant(zone, d, to);
            const expected: number[] = [];
            for (let t = start; t < end; t += (interval ?? duration) * MIN) {
              const blockStart = t - before * MIN;
              const blockEnd = t + (duration + after) * MIN;
              const fits = blockStart >= start && blockEnd <= end;
              const clear = busy.every(([s, e]) => e <= blockStart || s >= blockEnd);
              if (fits && clear && t >= now + 30 * MIN) expected.push(t);
            }
            expect(slots).toEqual(expected);
          },
        ),
        { numRuns: 3000 },
      );
    },
  );
});
