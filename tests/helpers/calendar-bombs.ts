/**
 * Calendars anyone could write that once took the API down (issue 38): each a VEVENT named by its
 * SUMMARY ("Bomb …"), to be served beside an ordinary event. `lines` are the lines inside a VCALENDAR.
 */
export interface Bomb {
  name: string;
  lines: string[];
}

const event = (summary: string, ...lines: string[]) => [
  'BEGIN:VEVENT',
  `UID:${summary.toLowerCase().replace(/\W+/g, '-')}@bombs`,
  'DTSTAMP:20250101T000000Z',
  `SUMMARY:${summary}`,
  ...lines,
  'END:VEVENT',
];

/** A VTIMEZONE whose one observance changes every second since 1601: ical.js expands every change. */
export const SECONDLY_ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Bomb/Every-Second',
  'BEGIN:STANDARD',
  'DTSTART:16010101T000000',
  'RRULE:FREQ=SECONDLY',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export const BOMBS: Bomb[] = [
  {
    name: 'Bomb zone',
    lines: [
      ...SECONDLY_ZONE,
      ...event(
        'Bomb zone',
        'DTSTART;TZID=Bomb/Every-Second:20260101T090000',
        'DTEND;TZID=Bomb/Every-Second:20260101T100000',
      ),
    ],
  },
  {
    name: 'Bomb offset',
    lines: [
      'BEGIN:VTIMEZONE',
      'TZID:Bomb/Offset',
      'BEGIN:STANDARD',
      'DTSTART:16010101T000000',
      'TZOFFSETFROM:+0000',
      'TZOFFSETTO:+999999',
      'END:STANDARD',
      'END:VTIMEZONE',
      ...event('Bomb offset', 'DTSTART;TZID=Bomb/Offset:20260101T090000', 'DTEND;TZID=Bomb/Offset:20260101T100000'),
    ],
  },
  {
    name: 'Bomb secondly',
    lines: event('Bomb secondly', 'DTSTART:20000101T000000Z', 'DTEND:20000101T000001Z', 'RRULE:FREQ=SECONDLY'),
  },
  {
    name: 'Bomb count',
    lines: event(
      'Bomb count',
      'DTSTART:20000101T000000Z',
      'DTEND:20000101T000001Z',
      'RRULE:FREQ=MINUTELY;COUNT=999999999',
    ),
  },
  {
    name: 'Bomb never',
    lines: event(
      'Bomb never',
      'DTSTART:20000101T000000Z',
      'DTEND:20000101T000001Z',
      'RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30',
    ),
  },
  {
    name: 'Bomb parameters',
    lines: event(
      'Bomb parameters',
      'DTSTART:20260101T000000Z',
      `ATTENDEE${';X-P=1'.repeat(200_000)}:mailto:a@example.com`,
    ),
  },
];
