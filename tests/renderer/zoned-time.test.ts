import { describe, expect, it } from 'vitest';
import { formatTime, offsetLabel, wallTime, wallToUtc } from '../../src-renderer/lib/zoned-time.ts';
import { slotLabels } from '../../src-renderer/features/booker/components/slot-list.tsx';
import { nextWeekDates, openSpans } from '../../src-renderer/features/availability/components/week-preview.tsx';

const iso = (ms: number) => new Date(ms).toISOString();
const week = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

describe('zone arithmetic in the browser', () => {
  it('turns wall-clock times into instants across clock changes', () => {
    // Berlin springs forward at 02:00 on 2027-03-28: 02:30 does not exist and means 03:30 (+02).
    expect(iso(wallToUtc('Europe/Berlin', '2027-03-28', 60))).toBe('2027-03-28T00:00:00.000Z');
    expect(iso(wallToUtc('Europe/Berlin', '2027-03-28', 150))).toBe('2027-03-28T01:30:00.000Z');
    expect(iso(wallToUtc('Europe/Berlin', '2027-03-28', 180))).toBe('2027-03-28T01:00:00.000Z');
    // On 2027-10-31 02:00 happens twice: the first one (+02) is meant.
    expect(iso(wallToUtc('Europe/Berlin', '2027-10-31', 120))).toBe('2027-10-31T00:00:00.000Z');
    expect(iso(wallToUtc('Asia/Kathmandu', '2026-06-01', 9 * 60))).toBe('2026-06-01T03:15:00.000Z');
    // Lord Howe moves by 30 minutes.
    expect(iso(wallToUtc('Australia/Lord_Howe', '2026-10-04', 150))).toBe('2026-10-03T15:30:00.000Z');
  });

  it('reads instants back as local dates, times and offsets', () => {
    const instant = Date.parse('2026-03-16T08:00:00Z');
    expect(wallTime(instant, 'America/New_York')).toEqual({ date: '2026-03-16', minutes: 4 * 60 });
    expect(wallTime(Date.parse('2026-06-01T20:00:00Z'), 'Asia/Kathmandu')).toEqual({
      date: '2026-06-02',
      minutes: 1 * 60 + 45,
    });
    expect(offsetLabel(instant, 'Asia/Kathmandu')).toBe('GMT+5:45');
    expect(offsetLabel(instant, 'America/New_York')).toBe('GMT-4');
    expect(offsetLabel(instant, 'UTC')).toBe('GMT');
    expect(formatTime(instant, 'America/New_York', true)).toBe('4:00 AM');
    expect(formatTime(instant, 'Europe/Berlin', false)).toBe('09:00');
  });

  it('labels the repeated hour of a fall-back night with each offset', () => {
    const starts = ['2026-11-01T04:00:00.000Z', '2026-11-01T05:00:00.000Z', '2026-11-01T06:00:00.000Z'];
    expect(slotLabels(starts, 'America/New_York', true).map((s) => s.label)).toEqual([
      '12:00 AM',
      '1:00 AM GMT-4',
      '1:00 AM GMT-5',
    ]);
    // Seen from another zone, the three are plain distinct times.
    expect(slotLabels(starts, 'UTC', false).map((s) => s.label)).toEqual(['04:00', '05:00', '06:00']);
  });
});

describe('the availability preview', () => {
  it('finds next week from Monday to Sunday in the schedule zone', () => {
    // Sunday 2026-11-22 22:00 UTC is already Monday in Kathmandu.
    const now = Date.parse('2026-11-22T22:00:00Z');
    expect(nextWeekDates('UTC', now)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(nextWeekDates('Asia/Kathmandu', now)[0]).toBe('2026-11-30');
  });

  it('finds next week from the host’s first day of the week', () => {
    // Sunday 22 November 2026: a week starting on Sunday begins next on the 29th, on Saturday on the 28th.
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(nextWeekDates('UTC', now, 0)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(nextWeekDates('UTC', now, 6)[0]).toBe('2026-11-28');
  });

  it('uses overrides before weekly hours and joins ranges that meet at midnight', () => {
    const spans = openSpans(
      'Europe/Berlin',
      ['2027-03-29', '2027-03-30', '2027-03-31'],
      {
        ...week,
        mon: [{ from: '22:00', to: '24:00' }],
        tue: [{ from: '00:00', to: '02:00' }],
        wed: [{ from: '09:00', to: '17:00' }],
      },
      [{ date: '2027-03-31', intervals: [] }],
    );
    expect(spans.map((s) => [iso(s.start), iso(s.end)])).toEqual([
      ['2027-03-29T20:00:00.000Z', '2027-03-30T00:00:00.000Z'],
    ]);
  });
});
