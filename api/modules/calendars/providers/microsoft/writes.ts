import {
  type GraphEvent,
  type MicrosoftGraph,
  graphInstant,
  transactionIdOf,
} from '../../../../lib/microsoft-graph.ts';
import type { BookingEvent, PutEvent } from '../types.ts';
import { eventFields, timesOf } from './events.ts';

/**
 * A booking's event in an Outlook calendar (ADR 050). Graph's `iCalUId` is read-only, so the event
 * carries the invite's UID as its `transactionId`: Graph answers a POST that repeats a transactionId
 * with the first event ("to avoid redundant POST operations in case of client retries"), so a write
 * whose answer was lost, or the Teams meeting's event made before it, is the event this write gets
 * back: exactly one. A move patches `start`/`end` only, so a Teams meeting on the event survives
 * (cal.com #14765, #15984). No attendees: Kairos's email is the one invitation.
 */

const written = (event: GraphEvent): PutEvent => ({ href: event.id, etag: event.changeKey ?? null });

/** Whether the event is at these times already. */
function at(event: GraphEvent, times: ReturnType<typeof timesOf>): boolean {
  return (
    graphInstant(event.start) === Date.parse(`${times.start.dateTime}Z`) &&
    graphInstant(event.end) === Date.parse(`${times.end.dateTime}Z`)
  );
}

/** Creates or moves a booking's event: by its stored id, else by its transactionId (found or made). */
export async function putGraphEvent(api: MicrosoftGraph, calendarId: string, event: BookingEvent): Promise<PutEvent> {
  const times = timesOf(event.ics);
  if (event.href) {
    const moved = await api.patch(event.href, times);
    if (moved) return written(moved);
  }
  const made = await api.create(calendarId, { ...eventFields(event.ics), transactionId: transactionIdOf(event.uid) });
  // The first event of this transactionId (an earlier attempt, or the Teams meeting's) at older times: moved.
  if (at(made, times)) return written(made);
  return written((await api.patch(made.id, times)) ?? made);
}

/** Deletes a booking's event; one already gone (404) is done. */
export async function deleteGraphEvent(api: MicrosoftGraph, href: string): Promise<void> {
  await api.remove(href);
}
