import { describe, expect, it } from 'vitest';
import type { GoogleEvent } from '../../api/lib/google-calendar.ts';
import { busyFromICalendar } from '../../api/lib/ical-expand.ts';
import { type SeriesParts, applyEvent, partsOf, textOf } from '../../api/modules/calendars/providers/google/events.ts';

// The busy rules of Google events (ADR 049), pinned by a table: each Google
// event (as the API answers it) is made into the calendar object Kairos keeps, and that object is
// expanded by the same code that reads CalDAV calendars. What a host sees is what is busy here.

const HOST = 'host@example.com';
const DAY = 86_400_000;
const at = (iso: string) => Date.parse(iso);

/** The busy intervals of some Google events (one object per series, as a refresh stores them), as ISO pairs. */
function busyOf(events: GoogleEvent[], zone = 'UTC', from = '2026-11-30T00:00:00Z', days = 21) {
  const objects = new Map<string, SeriesParts>();
  for (const event of events) {
    const key = event.recurringEventId ?? event.id;
    const parts = objects.get(key) ?? new Map();
    if (applyEvent(parts, event)) objects.set(key, parts);
    else objects.delete(key);
  }
  const texts = [...objects.values()].map(textOf);
  const { busy } = busyFromICalendar(texts, { from: at(from), to: at(from) + days * DAY, zone, hostEmails: [HOST] });
  return busy.map((b) => [new Date(b.start).toISOString(), new Date(b.end).toISOString()]);
}

const single = (fields: Partial<GoogleEvent> = {}): GoogleEvent => ({
  id: 'ev1',
  iCalUID: 'ev1@google.com',
  status: 'confirmed',
  summary: 'Dentist',
  start: { dateTime: '2026-12-01T10:00:00+01:00' },
  end: { dateTime: '2026-12-01T11:00:00+01:00' },
  ...fields,
});

const HOUR_BUSY = [['2026-12-01T09:00:00.000Z', '2026-12-01T10:00:00.000Z']];

describe('which Google events make the host busy', () => {
  it.each([
    ['an opaque event', {}, HOUR_BUSY],
    ['an event with no transparency (opaque is the default)', { transparency: undefined }, HOUR_BUSY],
    ['a tentative event', { status: 'tentative' }, HOUR_BUSY],
    ['a transparent ("Free") event', { transparency: 'transparent' }, []],
    ['a cancelled event', { status: 'cancelled' }, []],
    [
      'an event the host declined',
      { attendees: [{ email: HOST, self: true, responseStatus: 'declined' }, { email: 'o@example.com' }] },
      [],
    ],
    [
      'an event someone else declined',
      {
        attendees: [
          { email: HOST, self: true, responseStatus: 'accepted' },
          { email: 'o@example.com', responseStatus: 'declined' },
        ],
      },
      HOUR_BUSY,
    ],
    [
      'an event the host has not answered',
      { attendees: [{ email: HOST, self: true, responseStatus: 'needsAction' }] },
      HOUR_BUSY,
    ],
  ] as [string, Partial<GoogleEvent>, string[][]][])('%s', (_name, fields, expected) => {
    expect(busyOf([single(fields)])).toEqual(expected);
  });

  it('an all-day event blocks the host’s whole local day (Europe/Berlin)', () => {
    const allDay = single({ start: { date: '2026-12-01' }, end: { date: '2026-12-02' } });
    expect(busyOf([allDay], 'Europe/Berlin')).toEqual([['2026-11-30T23:00:00.000Z', '2026-12-01T23:00:00.000Z']]);
    // The same event for a host in New York: their Tuesday.
    expect(busyOf([allDay], 'America/New_York')).toEqual([['2026-12-01T05:00:00.000Z', '2026-12-02T05:00:00.000Z']]);
  });

  it('a weekly series blocks each occurrence, at its local time across a change of daylight saving', () => {
    const series = single({
      id: 'series1',
      iCalUID: 'series1@google.com',
      start: { dateTime: '2027-03-22T10:00:00+01:00', timeZone: 'Europe/Berlin' },
      end: { dateTime: '2027-03-22T10:30:00+01:00', timeZone: 'Europe/Berlin' },
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
    });
    // Berlin moves to summer time on 28 March 2027: 10:00 local is 09:00 UTC, then 08:00 UTC.
    expect(busyOf([series], 'UTC', '2027-03-20T00:00:00Z')).toEqual([
      ['2027-03-22T09:00:00.000Z', '2027-03-22T09:30:00.000Z'],
      ['2027-03-29T08:00:00.000Z', '2027-03-29T08:30:00.000Z'],
      ['2027-04-05T08:00:00.000Z', '2027-04-05T08:30:00.000Z'],
    ]);
  });

  const weekly = single({
    id: 'weekly',
    iCalUID: 'weekly@google.com',
    start: { dateTime: '2026-12-01T10:00:00Z', timeZone: 'UTC' },
    end: { dateTime: '2026-12-01T11:00:00Z', timeZone: 'UTC' },
    recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3', 'EXDATE;TZID=UTC:20261215T100000'],
  });

  it('a series keeps Google’s EXDATE, a moved occurrence blocks its new time only, a cancelled one nothing', () => {
    expect(busyOf([weekly])).toEqual([
      ['2026-12-01T10:00:00.000Z', '2026-12-01T11:00:00.000Z'],
      ['2026-12-08T10:00:00.000Z', '2026-12-08T11:00:00.000Z'],
    ]);
    const moved: GoogleEvent = {
      id: 'weekly_20261201T100000Z',
      iCalUID: 'weekly@google.com',
      status: 'confirmed',
      recurringEventId: 'weekly',
      originalStartTime: { dateTime: '2026-12-01T10:00:00Z', timeZone: 'UTC' },
      start: { dateTime: '2026-12-02T14:00:00Z' },
      end: { dateTime: '2026-12-02T15:00:00Z' },
    };
    const cancelled: GoogleEvent = {
      id: 'weekly_20261208T100000Z',
      status: 'cancelled',
      recurringEventId: 'weekly',
      originalStartTime: { dateTime: '2026-12-08T10:00:00Z' },
    };
    expect(busyOf([weekly, moved, cancelled])).toEqual([['2026-12-02T14:00:00.000Z', '2026-12-02T15:00:00.000Z']]);
    // A transparent series still frees nothing it does not hold; its opaque occurrence blocks.
    expect(busyOf([{ ...weekly, transparency: 'transparent' }, moved])).toEqual([
      ['2026-12-02T14:00:00.000Z', '2026-12-02T15:00:00.000Z'],
    ]);
  });

  it('an incremental change rebuilds the stored series from its own text', () => {
    const parts: SeriesParts = new Map();
    applyEvent(parts, weekly);
    const stored = textOf(parts);
    // Later, a sync brings only the cancelled occurrence, by its id alone (as a deleted instance may come).
    const again = partsOf(stored);
    expect(applyEvent(again, { id: 'weekly_20261201T100000Z', status: 'cancelled' })).toBe(true);
    const { busy } = busyFromICalendar([textOf(again)], {
      from: at('2026-11-30T00:00:00Z'),
      to: at('2026-12-30T00:00:00Z'),
      zone: 'UTC',
    });
    expect(busy.map((b) => new Date(b.start).toISOString())).toEqual(['2026-12-08T10:00:00.000Z']);
    // The text read back is the text written.
    expect(textOf(partsOf(stored))).toBe(stored);
  });

  it('a deleted single event or series is removed, a summary with iCalendar syntax stays text', () => {
    const parts: SeriesParts = new Map();
    expect(applyEvent(parts, single({ summary: 'A;B,C\\D\nEND:VEVENT' }))).toBe(true);
    expect(textOf(parts)).toContain('SUMMARY:A\\;B\\,C\\\\D\\nEND:VEVENT');
    expect(applyEvent(parts, { id: 'ev1', status: 'cancelled' })).toBe(false);
    expect(applyEvent(new Map(), { ...weekly, status: 'cancelled' })).toBe(false);
  });
});
