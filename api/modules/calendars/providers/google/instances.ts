import type { GoogleCalendarApi, GoogleEventTime } from '../../../../lib/google-calendar.ts';
import type { SeriesInstance } from '../types.ts';

/**
 * A series' occurrences as instances of its one recurring Google event (issue 43, ADR 054, 049): the
 * event's `recurrence` keeps the rule as booked (its COUNT, and an EXDATE for each date never booked),
 * and each change of one occurrence is made on that instance, as Google's own apps make it: a moved
 * occurrence is its instance patched to the new times, a cancelled one its instance deleted (an
 * exception with `status: cancelled`). The instances are read with events.instances (each with its
 * own id and `originalStartTime`), and only those that differ from the series are written, so a
 * repeated run writes nothing.
 */

const instantOf = (time: GoogleEventTime | undefined): number => Date.parse(time?.dateTime ?? time?.date ?? '');

/**
 * The `recurrence` lines without the EXDATE values of occurrences that were booked and then
 * cancelled: those are cancelled as instances (`applyInstances`), not left out of the rule. `exdates`
 * is each EXDATE line with its values' instants, in the order of the values.
 */
export function ruleAsBooked(
  lines: string[],
  exdates: { line: string; instants: number[] }[],
  occurrences: SeriesInstance[],
): string[] {
  const cancelled = new Set(occurrences.filter((o) => o.cancelled).map((o) => o.originalStart));
  const out = lines.filter((line) => !/^EXDATE[;:]/i.test(line));
  for (const { line, instants } of exdates) {
    const colon = line.lastIndexOf(':');
    const values = line.slice(colon + 1).split(',');
    const kept = values.filter((_, i) => !cancelled.has(instants[i]!));
    if (kept.length > 0) out.push(`${line.slice(0, colon)}:${kept.join(',')}`);
  }
  return out;
}

/** Makes each instance of the recurring event `eventId` match its occurrence: moved, cancelled, or left. */
export async function applyInstances(
  api: GoogleCalendarApi,
  calendarId: string,
  eventId: string,
  occurrences: SeriesInstance[],
): Promise<void> {
  // Read every time: an occurrence moved back to its date still has its instance patched away.
  const instances = await api.instances(calendarId, eventId);
  if (!instances) return;
  const byOriginal = new Map(instances.map((i) => [instantOf(i.originalStartTime ?? i.start), i]));
  for (const occurrence of occurrences) {
    const instance = byOriginal.get(occurrence.originalStart);
    // Not an instance of the rule (a date cut off by "this and the following"): nothing to change.
    if (!instance) continue;
    if (occurrence.cancelled) {
      if (instance.status !== 'cancelled') await api.remove(calendarId, instance.id);
      continue;
    }
    if (instance.status === 'cancelled') continue;
    const at = (ms: number) => ({ dateTime: new Date(ms).toISOString(), timeZone: 'UTC' });
    if (instantOf(instance.start) !== occurrence.start || instantOf(instance.end) !== occurrence.end) {
      await api.patch(calendarId, instance.id, { start: at(occurrence.start), end: at(occurrence.end) });
    }
  }
}
