import { afterAll, describe, expect, it } from 'vitest';
import { busyFromICalendar } from '../../api/lib/ical-expand.ts';
import { RemoteCalendarError } from '../../api/modules/calendars/remote/types.ts';
import { type CalendarVetter, createCalendarVetter } from '../../api/modules/calendars/vet/vetter.ts';
import { BOMBS } from '../helpers/calendar-bombs.ts';
import { cal, vevent } from '../helpers/expand.ts';
import { rejection } from '../helpers/rejection.ts';

// Calendars written to take the reader down (issue 38): each is refused and named within a bound of
// time and memory, and the ordinary event beside it still counts; what no limit foresaw ends the
// refresh's worker thread, never the API.

const TOMORROW = Math.floor(Date.now() / 86_400_000) * 86_400_000 + 86_400_000;
const stamp = (t: number) => new Date(t).toISOString().replace(/[-:]|\.\d{3}/g, '');
const ordinary = vevent('UID:lunch', 'SUMMARY:Lunch', `DTSTART:${stamp(TOMORROW + 12 * 3_600_000)}`, 'DURATION:PT1H');
const window = { from: TOMORROW - 3 * 86_400_000, to: TOMORROW + 200 * 86_400_000, zone: 'Europe/Berlin' };

describe('expanding a hostile calendar', () => {
  for (const bomb of BOMBS) {
    it(`refuses and names “${bomb.name}”, quickly, and keeps the event beside it`, () => {
      const refused: string[] = [];
      const started = performance.now();
      const result = busyFromICalendar([cal(...bomb.lines, ...ordinary)], {
        ...window,
        onRefused: (name) => refused.push(name),
      });
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(refused).toEqual([bomb.name]);
      expect(result.busy.filter((b) => b.uid === 'lunch').map((b) => b.start)).toEqual([TOMORROW + 12 * 3_600_000]);
    }, 20_000);
  }

  it('reads an ordinary time zone with yearly rules as before', () => {
    const zone = [
      'BEGIN:VTIMEZONE',
      'TZID:Custom Berlin',
      'BEGIN:STANDARD',
      'DTSTART:19701025T030000',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:19700329T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ];
    const refused: string[] = [];
    const event = vevent('UID:z', 'DTSTART;TZID=Custom Berlin:20260115T090000', 'DURATION:PT1H');
    const result = busyFromICalendar([cal(...zone, ...event)], {
      from: Date.UTC(2026, 0, 1),
      to: Date.UTC(2026, 1, 1),
      zone: 'UTC',
      onRefused: (name) => refused.push(name),
    });
    expect(refused).toEqual([]);
    expect(result.busy.map((b) => b.start)).toEqual([Date.UTC(2026, 0, 15, 8)]);
  });
});

describe('the refresh’s calendar worker', () => {
  const vetters: CalendarVetter[] = [];
  const vetter = (maxHeapMb: number, timeoutMs: number) => {
    const made = createCalendarVetter({ maxHeapMb, timeoutMs }, Date.now);
    vetters.push(made);
    return made;
  };
  afterAll(async () => {
    await Promise.all(vetters.map((v) => v.close()));
  });

  it('answers the names of the refused events and the texts without them, and reads on with the same thread', async () => {
    const v = vetter(256, 20_000);
    const bombed = await v.vet([cal(...BOMBS[0]!.lines, ...ordinary)]);
    expect(bombed.refused).toEqual(['Bomb zone']);
    // The text comes back without it, the ordinary event kept.
    expect(bombed.texts[0]).not.toContain('SUMMARY:Bomb zone');
    expect(busyFromICalendar(bombed.texts, window).busy.map((b) => b.uid)).toEqual(['lunch']);
    expect(await v.vet([cal(...ordinary)])).toEqual({ refused: [], texts: [cal(...ordinary)] });
  }, 30_000);

  it('starts no thread before the first calendar, ends it once idle, and reads the next calendar after', async () => {
    const v = createCalendarVetter({ maxHeapMb: 256, timeoutMs: 20_000, idleMs: 200 }, Date.now);
    vetters.push(v);
    expect(v.running()).toBe(false);
    expect(await v.vet([cal(...ordinary)])).toEqual({ refused: [], texts: [cal(...ordinary)] });
    expect(v.running()).toBe(true);
    const deadline = Date.now() + 10_000;
    while (v.running() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(v.running()).toBe(false);
    // A new thread reads the next calendar, bombs refused as before.
    const bombed = await v.vet([cal(...BOMBS[0]!.lines, ...ordinary)]);
    expect(bombed.refused).toEqual(['Bomb zone']);
    expect(busyFromICalendar(bombed.texts, window).busy.map((b) => b.uid)).toEqual(['lunch']);
  }, 30_000);

  it('fails a calendar past its deadline, and the same text at once the next time', async () => {
    const slow = createCalendarVetter({ maxHeapMb: 256, timeoutMs: 1 }, Date.now);
    vetters.push(slow);
    const many = Array.from({ length: 2_000 }, (_, i) =>
      vevent(`UID:e${i}`, `SUMMARY:Event ${i}`, `DTSTART:${stamp(TOMORROW)}`, 'RRULE:FREQ=DAILY', 'DURATION:PT1H'),
    )
      .flat()
      .join('\r\n');
    const error = await rejection(slow.vet([cal(many)]), RemoteCalendarError);
    expect(error.code).toBe('unreadable');
    // The same text fails at once the next time, without a thread's work.
    const started = performance.now();
    expect((await rejection(slow.vet([cal(many)]), RemoteCalendarError)).message).toBe(error.message);
    expect(performance.now() - started).toBeLessThan(500);
  }, 60_000);

  it('fails a calendar that fills the thread’s heap while the API’s heap stays put, then reads the next', async () => {
    const v = vetter(16, 60_000);
    const before = process.memoryUsage().heapUsed;
    // Each event is ordinary; together they need far more than 16 MB once parsed (before any is
    // read, so no event is named).
    const many = Array.from({ length: 20_000 }, (_, i) =>
      vevent(`UID:e${i}`, `SUMMARY:Event ${i}`, `DTSTART:${stamp(TOMORROW)}`, 'RRULE:FREQ=HOURLY', 'DURATION:PT1H'),
    )
      .flat()
      .join('\r\n');
    const error = await rejection(v.vet([cal(many)]), RemoteCalendarError);
    expect(error.code).toBe('unreadable');
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(200 * 1024 * 1024);
    expect((await v.vet([cal(...ordinary)])).refused).toEqual([]);
  }, 60_000);
});
