import { Temporal } from '@js-temporal/polyfill';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { busyFromICalendar } from '../../api/lib/ical-expand.ts';
import { busy, cal, iso, mondays, vevent } from '../helpers/expand.ts';

// Expected instants are literals derived by hand (see tests/api/calendar-expand.test.ts for the
// calendar and DST facts used): Berlin is UTC+2 and New York UTC-4 on 2025-06-04 (a Wednesday).

const june4 = ['2025-06-04T00:00:00Z', '2025-06-05T00:00:00Z'] as const;
const at9 = (tzid: string) => [`DTSTART;TZID=${tzid}:20250604T090000`, `DTEND;TZID=${tzid}:20250604T100000`];

// W. Europe rules as Outlook writes them, under a name no platform knows.
const CUSTOM_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Customized Time Zone',
  'BEGIN:STANDARD',
  'DTSTART:16010101T030000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

describe('time zones', () => {
  it('a TZID with its VTIMEZONE in the text, across DST, whatever the host zone', () => {
    const text = cal(
      ...CUSTOM_VTIMEZONE,
      ...vevent(
        'UID:custom',
        'DTSTART;TZID=Customized Time Zone:20250106T090000',
        'DTEND;TZID=Customized Time Zone:20250106T100000',
        'RRULE:FREQ=WEEKLY',
      ),
    );
    // Mon 03-24 09:00 +01:00 = 08:00Z; Mon 03-31 09:00 +02:00 = 07:00Z.
    expect(busy([text], '2025-03-20T00:00:00Z', '2025-04-05T00:00:00Z', { zone: 'America/New_York' })).toEqual([
      '2025-03-24T08:00Z/2025-03-24T09:00Z',
      '2025-03-31T07:00Z/2025-03-31T08:00Z',
    ]);
  });

  it('a VTIMEZONE of a fixed offset is used for a name only it defines', () => {
    const text = cal(
      'BEGIN:VTIMEZONE',
      'TZID:Plus Three',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0300',
      'TZOFFSETTO:+0300',
      'END:STANDARD',
      'END:VTIMEZONE',
      ...vevent('UID:p3', ...at9('Plus Three')),
    );
    // 09:00 +03:00 = 06:00Z.
    expect(busy([text], ...june4)).toEqual(['2025-06-04T06:00Z/2025-06-04T07:00Z']);
  });

  it('an IANA TZID is read by the platform’s rules even when its VTIMEZONE copy is cut short', () => {
    // A copy with only its winter rule, as some exporters write: June is still CEST, 09:00 = 07:00Z.
    const text = cal(
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'BEGIN:STANDARD',
      'DTSTART:19701025T030000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'END:VTIMEZONE',
      ...vevent('UID:b', ...at9('Europe/Berlin')),
    );
    expect(busy([text], ...june4, { zone: 'UTC' })).toEqual(['2025-06-04T07:00Z/2025-06-04T08:00Z']);
  });

  it('a TZID without a VTIMEZONE is read as an IANA name, a Windows name or an old prefixed id', () => {
    // 09:00 CEST = 07:00Z in each; the host is in New York, so no fallback could produce it.
    for (const tzid of ['Europe/Berlin', 'W. Europe Standard Time', '/mozilla.org/20050126_1/Europe/Berlin']) {
      expect(busy([cal(...vevent('UID:b', ...at9(tzid)))], ...june4, { zone: 'America/New_York' }), tzid).toEqual([
        '2025-06-04T07:00Z/2025-06-04T08:00Z',
      ]);
    }
  });

  it('an unknown TZID falls back to the host zone, not to UTC', () => {
    // 09:00 EDT (the host's) = 13:00Z.
    expect(
      busy([cal(...vevent('UID:u', ...at9('Mars/Olympus_Mons')))], ...june4, { zone: 'America/New_York' }),
    ).toEqual(['2025-06-04T13:00Z/2025-06-04T14:00Z']);
  });

  it('floating times are read in the host zone; Z times are UTC', () => {
    const floating = cal(...vevent('UID:f', 'DTSTART:20250604T090000', 'DTEND:20250604T100000'));
    // 09:00 EDT = 13:00Z; 09:00 CEST = 07:00Z.
    expect(busy([floating], ...june4, { zone: 'America/New_York' })).toEqual(['2025-06-04T13:00Z/2025-06-04T14:00Z']);
    expect(busy([floating], ...june4)).toEqual(['2025-06-04T07:00Z/2025-06-04T08:00Z']);
    const utc = cal(...vevent('UID:z', 'DTSTART:20250604T090000Z', 'DTEND:20250604T100000Z'));
    expect(busy([utc], ...june4, { zone: 'America/New_York' })).toEqual(['2025-06-04T09:00Z/2025-06-04T10:00Z']);
  });

  it('DTEND in another zone than DTSTART', () => {
    // 09:00 CEST = 07:00Z to 04:00 EDT = 08:00Z.
    const text = cal(
      ...vevent('UID:x', 'DTSTART;TZID=Europe/Berlin:20250604T090000', 'DTEND;TZID=America/New_York:20250604T040000'),
    );
    expect(busy([text], ...june4)).toEqual(['2025-06-04T07:00Z/2025-06-04T08:00Z']);
  });
});

describe('DURATION', () => {
  it('hours and minutes are exact; a day is the same wall time the next day', () => {
    expect(busy([cal(...vevent('UID:d', 'DTSTART:20250604T090000Z', 'DURATION:PT1H30M'))], ...june4)).toEqual([
      '2025-06-04T09:00Z/2025-06-04T10:30Z',
    ]);
    // 03-29 12:00 CET = 11:00Z; P1D ends 03-30 12:00 CEST = 10:00Z (23 h); PT24H ends 03-30 11:00Z.
    const start = 'DTSTART;TZID=Europe/Berlin:20250329T120000';
    const range = ['2025-03-29T00:00:00Z', '2025-03-31T00:00:00Z'] as const;
    expect(busy([cal(...vevent('UID:d', start, 'DURATION:P1D'))], ...range)).toEqual([
      '2025-03-29T11:00Z/2025-03-30T10:00Z',
    ]);
    expect(busy([cal(...vevent('UID:d', start, 'DURATION:PT24H'))], ...range)).toEqual([
      '2025-03-29T11:00Z/2025-03-30T11:00Z',
    ]);
  });
});

describe('bounded work', () => {
  const timed = <T>(work: () => T): [T, number] => {
    const start = performance.now();
    return [work(), performance.now() - start];
  };

  it('a daily meeting since 1970 is exact in 2025, and quick', () => {
    const text = cal(
      ...vevent(
        'UID:since1970',
        'DTSTART;TZID=Europe/Berlin:19700101T090000',
        'DTEND;TZID=Europe/Berlin:19700101T093000',
        'RRULE:FREQ=DAILY',
      ),
    );
    const [result, ms] = timed(() => busy([text], '2025-06-04T00:00:00Z', '2025-06-06T00:00:00Z'));
    // 09:00 CEST = 07:00Z each day.
    expect(result).toEqual(['2025-06-04T07:00Z/2025-06-04T07:30Z', '2025-06-05T07:00Z/2025-06-05T07:30Z']);
    expect(ms).toBeLessThan(1_000);
  });

  it('a daily rule with several hours a day since 2000 keeps every hour of the window', () => {
    // DTSTART is the 15:00 of the first day; every later day has 09:00 and 15:00 (UTC).
    const text = cal(
      ...vevent('UID:twice', 'DTSTART:20000101T150000Z', 'DURATION:PT30M', 'RRULE:FREQ=DAILY;BYHOUR=9,15'),
    );
    expect(busy([text], ...june4)).toEqual([
      '2025-06-04T09:00Z/2025-06-04T09:30Z',
      '2025-06-04T15:00Z/2025-06-04T15:30Z',
    ]);
  });

  it('an unbounded MINUTELY rule from 2015 gives exactly its occurrences in a day, quickly', () => {
    const text = cal(
      ...vevent('UID:minutely', 'DTSTART:20150101T000000Z', 'DURATION:PT10M', 'RRULE:FREQ=MINUTELY;INTERVAL=30'),
    );
    const [result, ms] = timed(() =>
      busyFromICalendar([text], { from: Date.parse(june4[0]), to: Date.parse(june4[1]), zone: 'UTC' }),
    );
    // Every :00 and :30 of the day: 48 intervals of 10 minutes.
    expect(result.skipped).toBe(0);
    expect(result.busy).toHaveLength(48);
    expect(result.busy.map((b) => iso(b.start)).filter((_, i) => i % 12 === 0)).toEqual([
      '2025-06-04T00:00Z',
      '2025-06-04T06:00Z',
      '2025-06-04T12:00Z',
      '2025-06-04T18:00Z',
    ]);
    expect(result.busy.every((b) => b.end - b.start === 10 * 60_000)).toBe(true);
    expect(ms).toBeLessThan(1_000);
  });

  it('a rule with more occurrences in the window than the cap is counted as skipped, not hung', () => {
    // Every minute for ten days is 14,400 occurrences: past the 10,000 cap.
    const text = cal(...vevent('UID:dense', 'DTSTART:20250601T000000Z', 'DURATION:PT1M', 'RRULE:FREQ=MINUTELY'));
    const [result, ms] = timed(() =>
      busyFromICalendar([text], {
        from: Date.parse('2025-06-01T00:00:00Z'),
        to: Date.parse('2025-06-11T00:00:00Z'),
        zone: 'UTC',
      }),
    );
    expect(result.skipped).toBe(1);
    expect(iso(result.busy[0]!.start)).toBe('2025-06-01T00:00Z');
    expect(ms).toBeLessThan(3_000);
  });

  it('a file of many such rules stays within one call’s budget, and its plain events still count', () => {
    const never = Array.from({ length: 200 }, (_, i) =>
      vevent(`UID:never${i}`, 'DTSTART:20200101T090000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'),
    ).flat();
    const plain = vevent('UID:plain', 'DTSTART:20250604T090000Z', 'DTEND:20250604T100000Z');
    const [result, ms] = timed(() =>
      busyFromICalendar([cal(...never, ...plain)], {
        from: Date.parse(june4[0]),
        to: Date.parse(june4[1]),
        zone: 'UTC',
      }),
    );
    expect(result.skipped).toBe(200);
    expect(result.busy.map((b) => b.uid)).toEqual(['plain']);
    expect(ms).toBeLessThan(10_000);
  });

  it('a rule no date satisfies ends, counted as skipped', () => {
    const text = cal(
      ...vevent('UID:never', 'DTSTART:20200101T090000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'),
    );
    const [result, ms] = timed(() =>
      busyFromICalendar([text], { from: Date.parse(june4[0]), to: Date.parse(june4[1]), zone: 'UTC' }),
    );
    expect(result).toEqual({ busy: [], skipped: 1 });
    expect(ms).toBeLessThan(3_000);
  });
});

describe('robust to bad input', () => {
  const good = vevent('UID:good', 'DTSTART:20250604T090000Z', 'DTEND:20250604T100000Z');
  const run = (texts: string[]) =>
    busyFromICalendar(texts, { from: Date.parse(june4[0]), to: Date.parse(june4[1]), zone: 'UTC' });
  const goodBusy = [
    { start: Date.parse('2025-06-04T09:00:00Z'), end: Date.parse('2025-06-04T10:00:00Z'), uid: 'good' },
  ];

  it('skips and counts what it cannot read, and keeps the rest', () => {
    expect(run(['hello, world', ''])).toEqual({ busy: [], skipped: 2 });
    expect(run([cal()])).toEqual({ busy: [], skipped: 1 });
    // A to-do is not an event, and not an error.
    expect(run([cal('BEGIN:VTODO', 'UID:t', 'SUMMARY:Buy milk', 'END:VTODO')])).toEqual({ busy: [], skipped: 0 });
    const bad = [
      vevent('UID:nostart', 'DTEND:20250604T100000Z'),
      vevent('UID:until', 'DTSTART:20250604T090000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY;UNTIL=garbage'),
      vevent('UID:until2', 'DTSTART:20250604T090000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY;UNTIL=20251345T000000Z'),
      vevent('UID:freq', 'DTSTART:20250604T090000Z', 'DURATION:PT1H', 'RRULE:FREQ=FORTNIGHTLY'),
      vevent('UID:count', 'DTSTART:20250601T090000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY;COUNT=0'),
      vevent('UID:feb31', 'DTSTART:20250231T090000Z', 'DURATION:PT1H'),
      vevent('UID:backwards', 'DTSTART:20250604T090000Z', 'DTEND:20250604T080000Z'),
      vevent('UID:duration', 'DTSTART:20250604T090000Z', 'DURATION:an hour'),
    ];
    expect(run([cal(...bad.flat(), ...good)])).toEqual({ busy: goodBusy, skipped: bad.length });
  });

  it('one unparsable line in a subscription file costs only its own event', () => {
    const broken = vevent('UID:broken', 'DTSTART:20250604T120000Z', 'THIS LINE HAS NO COLON', 'DTEND:20250604T130000Z');
    const later = vevent('UID:later', 'DTSTART:20250604T150000Z', 'DTEND:20250604T160000Z');
    const result = run([cal(...CUSTOM_VTIMEZONE, ...good, ...broken, ...later)]);
    expect(result.skipped).toBe(1);
    expect(result.busy.map((b) => b.uid)).toEqual(['good', 'later']);
  });

  it('a large text of blocks that never end is refused in linear time', () => {
    const start = performance.now();
    const hostile = ['BEGIN:VTIMEZONE\r\nBEGIN:VEVENT\r\nX\r\n'.repeat(100_000)];
    expect(run(hostile)).toEqual({ busy: [], skipped: 1 });
    expect(performance.now() - start).toBeLessThan(3_000);
  });

  it('returns the UID of each event, and an override under its series’ UID', () => {
    const result = busyFromICalendar([cal(...mondays()), cal(...good)], {
      from: Date.parse('2025-06-02T00:00:00Z'),
      to: Date.parse('2025-06-05T00:00:00Z'),
      zone: 'UTC',
    });
    expect(result.busy.map((b) => b.uid)).toEqual(['mondays', 'good']);
  });

  it('never throws, whatever the text (random and mangled iCalendar)', () => {
    const valid = cal(...mondays('EXDATE;TZID=Europe/Berlin:20250609T090000'), ...CUSTOM_VTIMEZONE, ...good).split(
      '\r\n',
    );
    const mangled = fc
      .array(
        fc.oneof(
          fc.constantFrom(...valid),
          fc.string({ maxLength: 40 }),
          fc.constantFrom(...valid).map((l) => l.slice(0, -3)),
        ),
        {
          maxLength: 40,
        },
      )
      .map((lines) => lines.join('\r\n'));
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ maxLength: 200 }), mangled), { maxLength: 3 }), (texts) => {
        const result = run(texts);
        for (const b of result.busy) expect(b.end).toBeGreaterThan(b.start);
      }),
      { numRuns: 300 },
    );
  });
});

describe('matches an independent generator (Temporal, not ical.js)', () => {
  const ZONES = ['Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'America/Sao_Paulo', 'UTC'];
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const icsWall = (d: Temporal.PlainDateTime) =>
    `${pad(d.year, 4)}${pad(d.month)}${pad(d.day)}T${pad(d.hour)}${pad(d.minute)}00`;

  it('daily and weekly rules with INTERVAL and EXDATEs, in DST zones, months or years after DTSTART', () => {
    const rule = fc.record({
      zone: fc.constantFrom(...ZONES),
      host: fc.constantFrom(...ZONES),
      startDay: fc.integer({ min: 0, max: 8 * 365 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.constantFrom(0, 15, 30, 45),
      minutes: fc.integer({ min: 5, max: 600 }),
      weekly: fc.boolean(),
      interval: fc.integer({ min: 1, max: 3 }),
      exdates: fc.uniqueArray(fc.integer({ min: 0, max: 800 }), { maxLength: 30 }),
      fromDay: fc.integer({ min: 0, max: 2_000 }),
      days: fc.integer({ min: 1, max: 45 }),
    });
    fc.assert(
      fc.property(rule, (r) => {
        const start = Temporal.PlainDateTime.from('2018-01-01T00:00').add({
          days: r.startDay,
          hours: r.hour,
          minutes: r.minute,
        });
        const step = r.interval * (r.weekly ? 7 : 1);
        const nth = (k: number) => start.add({ days: k * step });
        const instant = (d: Temporal.PlainDateTime) =>
          d.toZonedDateTime(r.zone, { disambiguation: 'compatible' }).epochMilliseconds;
        const from = Date.UTC(2018, 0, 1) + (r.startDay + r.fromDay) * 86_400_000;
        const to = from + r.days * 86_400_000;
        const text = cal(
          ...vevent(
            'UID:p',
            `DTSTART;TZID=${r.zone}:${icsWall(start)}`,
            `DURATION:PT${r.minutes}M`,
            `RRULE:FREQ=${r.weekly ? 'WEEKLY' : 'DAILY'};INTERVAL=${r.interval}`,
            ...r.exdates.map((k) => `EXDATE;TZID=${r.zone}:${icsWall(nth(k))}`),
          ),
        );
        const expected: string[] = [];
        for (let k = 0; ; k++) {
          const s = instant(nth(k));
          if (s >= to) break;
          const e = s + r.minutes * 60_000;
          if (e > from && !r.exdates.includes(k)) expected.push(`${iso(s)}/${iso(e)}`);
        }
        const actual = busyFromICalendar([text], { from, to, zone: r.host });
        expect(actual.skipped).toBe(0);
        expect(actual.busy.map((b) => `${iso(b.start)}/${iso(b.end)}`)).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });
});
