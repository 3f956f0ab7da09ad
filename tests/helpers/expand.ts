import { busyFromICalendar, type ExpandOptions } from '../../api/lib/ical-expand.ts';

/** A VCALENDAR of these lines, CRLF as servers send it. */
export function cal(...lines: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
}

export function vevent(...lines: string[]): string[] {
  return ['BEGIN:VEVENT', 'DTSTAMP:20250101T000000Z', ...lines, 'END:VEVENT'];
}

/** An instant as 'YYYY-MM-DDTHH:MMZ' (seconds shown only when not zero). */
export const iso = (t: number) => new Date(t).toISOString().replace(':00.000Z', 'Z');

/** The busy intervals as 'start/end' in UTC, sorted; the host is in Europe/Berlin unless told. */
export function busy(texts: string[], from: string, to: string, extra: Partial<ExpandOptions> = {}): string[] {
  const result = busyFromICalendar(texts, {
    from: Date.parse(from),
    to: Date.parse(to),
    zone: 'Europe/Berlin',
    ...extra,
  });
  return result.busy.map((b) => `${iso(b.start)}/${iso(b.end)}`);
}

/** A weekly Monday 09:00–10:00 Berlin meeting from Monday 2025-01-06 (UID "mondays"), and more lines. */
export function mondays(...more: string[]): string[] {
  return vevent(
    'UID:mondays',
    'SUMMARY:Team',
    'DTSTART;TZID=Europe/Berlin:20250106T090000',
    'DTEND;TZID=Europe/Berlin:20250106T100000',
    'RRULE:FREQ=WEEKLY',
    ...more,
  );
}
