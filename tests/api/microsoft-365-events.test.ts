import { describe, expect, it } from 'vitest';
import type { GraphEvent } from '../../api/lib/microsoft-graph.ts';
import { busyFromICalendar } from '../../api/lib/ical-expand.ts';
import { objectOf } from '../../api/modules/calendars/providers/microsoft/events.ts';

// The busy rules of Outlook events (ADR 050), pinned by a table: each event
// as Graph's calendar view answers it (Prefer: outlook.timezone="UTC") is made into the calendar
// object Kairos keeps, and that object is expanded by the same code that reads CalDAV calendars.

const DAY = 86_400_000;
const at = (iso: string) => Date.parse(iso);

function busyOf(events: GraphEvent[], zone = 'UTC', from = '2026-11-30T00:00:00Z', days = 14) {
  const texts = events.flatMap((e) => {
    const object = objectOf(e);
    return object ? [object.data] : [];
  });
  const { busy } = busyFromICalendar(texts, { from: at(from), to: at(from) + days * DAY, zone, hostEmails: [] });
  return busy.map((b) => [new Date(b.start).toISOString(), new Date(b.end).toISOString()]);
}

const single = (fields: Partial<GraphEvent> = {}): GraphEvent => ({
  id: 'AAMkAGI2',
  changeKey: 'ck1',
  iCalUId: '040000008200E00074C5B7101A82E008000000001',
  subject: 'Dentist',
  start: { dateTime: '2026-12-01T09:00:00.0000000', timeZone: 'UTC' },
  end: { dateTime: '2026-12-01T10:00:00.0000000', timeZone: 'UTC' },
  isAllDay: false,
  isCancelled: false,
  showAs: 'busy',
  type: 'singleInstance',
  ...fields,
});

const HOUR_BUSY = [['2026-12-01T09:00:00.000Z', '2026-12-01T10:00:00.000Z']];

describe('which Outlook events make the host busy', () => {
  it.each([
    ['busy', { showAs: 'busy' }, HOUR_BUSY],
    ['tentative', { showAs: 'tentative' }, HOUR_BUSY],
    ['out of office (oof)', { showAs: 'oof' }, HOUR_BUSY],
    ['unknown', { showAs: 'unknown' }, HOUR_BUSY],
    ['no showAs at all', { showAs: undefined }, HOUR_BUSY],
    ['free', { showAs: 'free' }, []],
    ['working elsewhere', { showAs: 'workingElsewhere' }, []],
    ['cancelled (isCancelled)', { isCancelled: true }, []],
    ['removed from the calendar (@removed)', { '@removed': { reason: 'deleted' } }, []],
    ['an occurrence of a series', { type: 'occurrence', seriesMasterId: 'AAMkMaster' }, HOUR_BUSY],
    ['an exception of a series', { type: 'exception', seriesMasterId: 'AAMkMaster' }, HOUR_BUSY],
    ['a series master (never in a view: its occurrences are)', { type: 'seriesMaster' }, []],
    ['a free occurrence', { type: 'occurrence', showAs: 'free' }, []],
  ] as const)('%s', (_name, fields, expected) => {
    expect(busyOf([single(fields as Partial<GraphEvent>)])).toEqual(expected);
  });

  it('reads times without an offset as UTC, with 7 decimals', () => {
    const event = single({
      start: { dateTime: '2026-12-01T09:30:00.0000000', timeZone: 'UTC' },
      end: { dateTime: '2026-12-01T09:45:00.0000000', timeZone: 'UTC' },
    });
    expect(busyOf([event])).toEqual([['2026-12-01T09:30:00.000Z', '2026-12-01T09:45:00.000Z']]);
  });

  it('blocks the host’s own local day for an all-day event, in their zone', () => {
    const allDay = single({
      isAllDay: true,
      start: { dateTime: '2026-12-02T00:00:00.0000000', timeZone: 'UTC' },
      end: { dateTime: '2026-12-03T00:00:00.0000000', timeZone: 'UTC' },
    });
    expect(busyOf([allDay], 'America/New_York')).toEqual([['2026-12-02T05:00:00.000Z', '2026-12-03T05:00:00.000Z']]);
    expect(busyOf([allDay], 'Europe/Berlin')).toEqual([['2026-12-01T23:00:00.000Z', '2026-12-02T23:00:00.000Z']]);
  });

  it('blocks every occurrence of a series, each its own object', () => {
    const occurrences = [0, 1, 2].map((i) =>
      single({
        id: `occ${i}`,
        type: 'occurrence',
        seriesMasterId: 'AAMkMaster',
        start: { dateTime: `2026-12-0${1 + i}T09:00:00.0000000`, timeZone: 'UTC' },
        end: { dateTime: `2026-12-0${1 + i}T10:00:00.0000000`, timeZone: 'UTC' },
      }),
    );
    expect(busyOf(occurrences)).toHaveLength(3);
  });

  it('keeps the booking’s UID (its transactionId) as the object’s UID, so the booking never blocks itself', () => {
    const object = objectOf(single({ transactionId: 'b_123@kairos.test' }))!;
    expect(object).toMatchObject({ href: 'AAMkAGI2', etag: 'ck1' });
    expect(object.data).toContain('UID:b_123@kairos.test');
    expect(objectOf(single())!.data).toContain('UID:040000008200E00074C5B7101A82E008000000001');
  });
});
