import { describe, expect, it } from 'vitest';
import { busyFromICalendar } from '../../api/lib/ical-expand.ts';
import { busy, cal, mondays, vevent } from '../helpers/expand.ts';

// Every expected instant below is a literal, derived by hand in the comment beside it from these
// facts (not from the code under test, nor from ical.js):
// - 2025-01-01 is a Wednesday, so 2025-01-06, 03-03, 03-24, 03-31, 06-02, 06-09, 10-20, 10-27 and
//   11-03 are Mondays; 06-04 is a Wednesday.
// - Europe/Berlin is UTC+1 (CET) and UTC+2 (CEST) from Sun 2025-03-30 01:00Z to Sun 2025-10-26 01:00Z.
// - America/New_York is UTC-5 (EST) and UTC-4 (EDT) from Sun 2025-03-09 07:00Z to Sun 2025-11-02 06:00Z.

describe('recurrence anchored at DTSTART in its own zone', () => {
  it('a weekly rule without BYDAY that began five months earlier lands on its own weekday', () => {
    // 2025-06-02 and 06-09 are Mondays 21 and 22 weeks after 01-06; 09:00 CEST = 07:00Z.
    expect(busy([cal(...mondays())], '2025-06-01T00:00:00Z', '2025-06-15T00:00:00Z')).toEqual([
      '2025-06-02T07:00Z/2025-06-02T08:00Z',
      '2025-06-09T07:00Z/2025-06-09T08:00Z',
    ]);
  });

  it('keeps 09:00 Berlin on both sides of both DST changes', () => {
    // Mon 03-24 09:00 CET = 08:00Z; Mon 03-31 09:00 CEST = 07:00Z (the change is Sun 03-30).
    expect(busy([cal(...mondays())], '2025-03-20T00:00:00Z', '2025-04-05T00:00:00Z')).toEqual([
      '2025-03-24T08:00Z/2025-03-24T09:00Z',
      '2025-03-31T07:00Z/2025-03-31T08:00Z',
    ]);
    // Mon 10-20 09:00 CEST = 07:00Z; Mon 10-27 09:00 CET = 08:00Z (the change is Sun 10-26).
    expect(busy([cal(...mondays())], '2025-10-19T00:00:00Z', '2025-10-28T00:00:00Z')).toEqual([
      '2025-10-20T07:00Z/2025-10-20T08:00Z',
      '2025-10-27T08:00Z/2025-10-27T09:00Z',
    ]);
  });

  it('keeps 09:00 New York on both sides of its DST changes, whatever the host zone', () => {
    const ny = cal(
      ...vevent(
        'UID:ny',
        'DTSTART;TZID=America/New_York:20250303T090000',
        'DTEND;TZID=America/New_York:20250303T093000',
        'RRULE:FREQ=WEEKLY;BYDAY=MO',
      ),
    );
    // Mon 03-03 09:00 EST = 14:00Z; Mon 03-10 09:00 EDT = 13:00Z.
    expect(busy([ny], '2025-03-01T00:00:00Z', '2025-03-12T00:00:00Z', { zone: 'Asia/Tokyo' })).toEqual([
      '2025-03-03T14:00Z/2025-03-03T14:30Z',
      '2025-03-10T13:00Z/2025-03-10T13:30Z',
    ]);
    // Mon 10-27 09:00 EDT = 13:00Z; Mon 11-03 09:00 EST = 14:00Z.
    expect(busy([ny], '2025-10-26T00:00:00Z', '2025-11-04T00:00:00Z')).toEqual([
      '2025-10-27T13:00Z/2025-10-27T13:30Z',
      '2025-11-03T14:00Z/2025-11-03T14:30Z',
    ]);
  });

  it('a Monday 00:30 Berlin meeting stays on Monday (Sunday evening in UTC), not a day off', () => {
    const early = cal(
      ...vevent(
        'UID:early',
        'DTSTART;TZID=Europe/Berlin:20250106T003000',
        'DTEND;TZID=Europe/Berlin:20250106T013000',
        'RRULE:FREQ=WEEKLY;BYDAY=MO',
      ),
    );
    // Mon 06-02 00:30 CEST = Sun 06-01 22:30Z; Mon 06-09 00:30 CEST = Sun 06-08 22:30Z.
    expect(busy([early], '2025-06-01T00:00:00Z', '2025-06-10T00:00:00Z', { zone: 'America/New_York' })).toEqual([
      '2025-06-01T22:30Z/2025-06-01T23:30Z',
      '2025-06-08T22:30Z/2025-06-08T23:30Z',
    ]);
  });

  it('COUNT and UNTIL (inclusive) end the series', () => {
    // Mondays 01-06, 01-13, 01-20 at 09:00 CET = 08:00Z, then nothing.
    const three = [
      '2025-01-06T08:00Z/2025-01-06T09:00Z',
      '2025-01-13T08:00Z/2025-01-13T09:00Z',
      '2025-01-20T08:00Z/2025-01-20T09:00Z',
    ];
    const withRule = (rule: string) =>
      cal(
        ...vevent(
          'UID:ends',
          'DTSTART;TZID=Europe/Berlin:20250106T090000',
          'DTEND;TZID=Europe/Berlin:20250106T100000',
          rule,
        ),
      );
    expect(busy([withRule('RRULE:FREQ=WEEKLY;COUNT=3')], '2025-01-01T00:00:00Z', '2025-03-01T00:00:00Z')).toEqual(
      three,
    );
    // UNTIL is exactly the third occurrence's start (01-20 09:00 CET = 08:00Z).
    expect(
      busy([withRule('RRULE:FREQ=WEEKLY;UNTIL=20250120T080000Z')], '2025-01-01T00:00:00Z', '2025-03-01T00:00:00Z'),
    ).toEqual(three);
  });

  it('EXDATE removes an occurrence, written in the zone of DTSTART or in UTC', () => {
    // 06-09 09:00 Berlin is excluded in Berlin time; 06-02 by its instant 07:00Z.
    const text = cal(...mondays('EXDATE;TZID=Europe/Berlin:20250609T090000', 'EXDATE:20250602T070000Z'));
    expect(busy([text], '2025-06-01T00:00:00Z', '2025-06-20T00:00:00Z')).toEqual([
      '2025-06-16T07:00Z/2025-06-16T08:00Z',
    ]);
  });

  it('RDATE adds occurrences, with the series length or a PERIOD of its own', () => {
    const text = cal(
      ...mondays('RDATE;TZID=Europe/Berlin:20250604T150000', 'RDATE;VALUE=PERIOD:20250605T120000Z/PT30M'),
    );
    // Wed 06-04 15:00 CEST = 13:00Z for the series' hour; Thu 06-05 12:00Z for 30 minutes.
    expect(busy([text], '2025-06-03T00:00:00Z', '2025-06-08T00:00:00Z')).toEqual([
      '2025-06-04T13:00Z/2025-06-04T14:00Z',
      '2025-06-05T12:00Z/2025-06-05T12:30Z',
    ]);
  });
});

describe('overrides (RECURRENCE-ID)', () => {
  const movedWithin = vevent(
    'UID:mondays',
    'RECURRENCE-ID;TZID=Europe/Berlin:20250602T090000',
    'DTSTART;TZID=Europe/Berlin:20250603T140000',
    'DTEND;TZID=Europe/Berlin:20250603T150000',
  );
  const movedOut = vevent(
    'UID:mondays',
    'RECURRENCE-ID;TZID=Europe/Berlin:20250609T090000',
    'DTSTART;TZID=Europe/Berlin:20250620T090000',
    'DTEND;TZID=Europe/Berlin:20250620T100000',
  );
  const movedIn = vevent(
    'UID:mondays',
    'RECURRENCE-ID;TZID=Europe/Berlin:20250526T090000',
    'DTSTART;TZID=Europe/Berlin:20250612T100000',
    'DTEND;TZID=Europe/Berlin:20250612T110000',
  );

  it('an override replaces its occurrence: moved within, out of and into the range', () => {
    const text = cal(...mondays(), ...movedWithin, ...movedOut, ...movedIn);
    // Range 06-01..06-15: Mondays 06-02 (moved to Tue 06-03 14:00 CEST = 12:00Z) and 06-09 (moved to
    // 06-20, out of range); 05-26 moved into range to Thu 06-12 10:00 CEST = 08:00Z.
    expect(busy([text], '2025-06-01T00:00:00Z', '2025-06-15T00:00:00Z')).toEqual([
      '2025-06-03T12:00Z/2025-06-03T13:00Z',
      '2025-06-12T08:00Z/2025-06-12T09:00Z',
    ]);
  });

  it('finds its series anywhere in a subscription file, after other events', () => {
    const other = vevent('UID:other', 'DTSTART:20250601T120000Z', 'DTEND:20250601T130000Z');
    const text = cal(...movedWithin, ...other, ...mondays());
    expect(busy([text], '2025-06-01T00:00:00Z', '2025-06-08T00:00:00Z')).toEqual([
      '2025-06-01T12:00Z/2025-06-01T13:00Z',
      '2025-06-03T12:00Z/2025-06-03T13:00Z',
    ]);
  });

  it('a CANCELLED override frees its occurrence; the others stay', () => {
    const cancelled = vevent(
      'UID:mondays',
      'RECURRENCE-ID;TZID=Europe/Berlin:20250602T090000',
      'DTSTART;TZID=Europe/Berlin:20250602T090000',
      'DTEND;TZID=Europe/Berlin:20250602T100000',
      'STATUS:CANCELLED',
    );
    expect(busy([cal(...mondays(), ...cancelled)], '2025-06-01T00:00:00Z', '2025-06-15T00:00:00Z')).toEqual([
      '2025-06-09T07:00Z/2025-06-09T08:00Z',
    ]);
  });

  it('an override without an end keeps the series length; one without its series stands alone', () => {
    const noEnd = vevent(
      'UID:mondays',
      'RECURRENCE-ID;TZID=Europe/Berlin:20250602T090000',
      'DTSTART;TZID=Europe/Berlin:20250602T110000',
    );
    // Moved to 11:00 CEST = 09:00Z, one hour as the series.
    expect(busy([cal(...mondays(), ...noEnd)], '2025-06-01T00:00:00Z', '2025-06-08T00:00:00Z')).toEqual([
      '2025-06-02T09:00Z/2025-06-02T10:00Z',
    ]);
    // An invitation to one occurrence only: the server sends the override alone.
    expect(busy([cal(...movedWithin)], '2025-06-01T00:00:00Z', '2025-06-08T00:00:00Z')).toEqual([
      '2025-06-03T12:00Z/2025-06-03T13:00Z',
    ]);
  });
});

describe('all-day events block the host’s whole local days', () => {
  const allDay = (...lines: string[]) => cal(...vevent('UID:day', ...lines));

  it('one day, with DTEND or without, from the host zone’s midnight to the next', () => {
    // 06-04 00:00 CEST = 06-03 22:00Z to 06-05 00:00 CEST = 06-04 22:00Z.
    const expected = ['2025-06-03T22:00Z/2025-06-04T22:00Z'];
    expect(
      busy(
        [allDay('DTSTART;VALUE=DATE:20250604', 'DTEND;VALUE=DATE:20250605')],
        '2025-06-01T00:00:00Z',
        '2025-06-08T00:00:00Z',
      ),
    ).toEqual(expected);
    expect(busy([allDay('DTSTART;VALUE=DATE:20250604')], '2025-06-01T00:00:00Z', '2025-06-08T00:00:00Z')).toEqual(
      expected,
    );
    // For a host in New York the same date is 04:00Z to 04:00Z (EDT).
    expect(
      busy([allDay('DTSTART;VALUE=DATE:20250604')], '2025-06-01T00:00:00Z', '2025-06-08T00:00:00Z', {
        zone: 'America/New_York',
      }),
    ).toEqual(['2025-06-04T04:00Z/2025-06-05T04:00Z']);
  });

  it('several days, DTEND exclusive', () => {
    // 06-04 00:00 CEST = 06-03 22:00Z to 06-07 00:00 CEST = 06-06 22:00Z: three days.
    expect(
      busy(
        [allDay('DTSTART;VALUE=DATE:20250604', 'DTEND;VALUE=DATE:20250607')],
        '2025-06-01T00:00:00Z',
        '2025-06-08T00:00:00Z',
      ),
    ).toEqual(['2025-06-03T22:00Z/2025-06-06T22:00Z']);
  });

  it('a DST day is 23 or 25 hours long', () => {
    // 03-30 00:00 CET = 03-29 23:00Z to 03-31 00:00 CEST = 03-30 22:00Z (23 h).
    expect(busy([allDay('DTSTART;VALUE=DATE:20250330')], '2025-03-29T00:00:00Z', '2025-04-01T00:00:00Z')).toEqual([
      '2025-03-29T23:00Z/2025-03-30T22:00Z',
    ]);
    // 10-26 00:00 CEST = 10-25 22:00Z to 10-27 00:00 CET = 10-26 23:00Z (25 h).
    expect(
      busy([allDay('DTSTART;VALUE=DATE:20251026', 'DURATION:P1D')], '2025-10-25T00:00:00Z', '2025-10-28T00:00:00Z'),
    ).toEqual(['2025-10-25T22:00Z/2025-10-26T23:00Z']);
  });

  it('a recurring all-day event blocks each of its days', () => {
    const weekly = allDay(
      'DTSTART;VALUE=DATE:20250106',
      'DTEND;VALUE=DATE:20250107',
      'RRULE:FREQ=WEEKLY;UNTIL=20250609',
    );
    // Mondays 06-02 and 06-09 (the UNTIL date, inclusive), each 00:00–24:00 CEST = 22:00Z the day before.
    expect(busy([weekly], '2025-05-31T00:00:00Z', '2025-06-30T00:00:00Z')).toEqual([
      '2025-06-01T22:00Z/2025-06-02T22:00Z',
      '2025-06-08T22:00Z/2025-06-09T22:00Z',
    ]);
  });
});

describe('what does not block', () => {
  const oneHour = ['DTSTART:20250604T090000Z', 'DTEND:20250604T100000Z'];
  const range = ['2025-06-01T00:00:00Z', '2025-06-08T00:00:00Z'] as const;

  it('TRANSPARENT and CANCELLED events', () => {
    expect(busy([cal(...vevent('UID:t', ...oneHour, 'TRANSP:TRANSPARENT'))], ...range)).toEqual([]);
    expect(busy([cal(...vevent('UID:c', ...oneHour, 'STATUS:CANCELLED'))], ...range)).toEqual([]);
    // OPAQUE and TENTATIVE do block.
    expect(busy([cal(...vevent('UID:o', ...oneHour, 'TRANSP:OPAQUE', 'STATUS:TENTATIVE'))], ...range)).toEqual([
      '2025-06-04T09:00Z/2025-06-04T10:00Z',
    ]);
  });

  it('an invitation the host declined, under any of the host’s addresses; accepted or declined by others it blocks', () => {
    const invite = (partstat: string, who: string) =>
      cal(
        ...vevent(
          'UID:invite',
          ...oneHour,
          'ORGANIZER:mailto:boss@example.com',
          `ATTENDEE;CN=Host;PARTSTAT=${partstat}:${who}`,
          'ATTENDEE;PARTSTAT=DECLINED:mailto:someone@example.com',
        ),
      );
    const hostEmails = ['me@work.example', 'Host@Example.com'];
    expect(busy([invite('DECLINED', 'MAILTO:host@example.COM')], ...range, { hostEmails })).toEqual([]);
    expect(busy([invite('ACCEPTED', 'mailto:host@example.com')], ...range, { hostEmails })).toEqual([
      '2025-06-04T09:00Z/2025-06-04T10:00Z',
    ]);
    // Without the host's addresses nobody's decline counts.
    expect(busy([invite('DECLINED', 'mailto:host@example.com')], ...range)).toEqual([
      '2025-06-04T09:00Z/2025-06-04T10:00Z',
    ]);
  });

  it('per occurrence: an override the host declined or made transparent frees only that one', () => {
    const declined = vevent(
      'UID:mondays',
      'RECURRENCE-ID;TZID=Europe/Berlin:20250602T090000',
      'DTSTART;TZID=Europe/Berlin:20250602T090000',
      'DTEND;TZID=Europe/Berlin:20250602T100000',
      'ATTENDEE;PARTSTAT=DECLINED:mailto:host@example.com',
    );
    const transparent = vevent(
      'UID:mondays',
      'RECURRENCE-ID;TZID=Europe/Berlin:20250609T090000',
      'DTSTART;TZID=Europe/Berlin:20250609T090000',
      'DTEND;TZID=Europe/Berlin:20250609T100000',
      'TRANSP:TRANSPARENT',
    );
    const text = cal(...mondays(), ...declined, ...transparent);
    expect(busy([text], '2025-06-01T00:00:00Z', '2025-06-20T00:00:00Z', { hostEmails: ['host@example.com'] })).toEqual([
      '2025-06-16T07:00Z/2025-06-16T08:00Z',
    ]);
  });

  it('a timed event without DTEND or DURATION, or ending as it starts, has no length', () => {
    expect(busy([cal(...vevent('UID:z', 'DTSTART:20250604T090000Z'))], ...range)).toEqual([]);
    expect(busy([cal(...vevent('UID:z', 'DTSTART:20250604T090000Z', 'DTEND:20250604T090000Z'))], ...range)).toEqual([]);
    const result = busyFromICalendar([cal(...vevent('UID:z', 'DTSTART:20250604T090000Z'))], {
      from: Date.parse(range[0]),
      to: Date.parse(range[1]),
      zone: 'UTC',
    });
    expect(result.skipped).toBe(0);
  });
});
