import type { Tx } from '../../db/client.ts';
import { outboxRows } from '../../lib/outbox.ts';
import { appendLiveEvents } from '../live/surface.ts';
import { bookingListeners } from './listeners/index.ts';
import type { BookingEvent, ListenerJob } from './event.ts';

/**
 * Writes the event to the outbox in the write's own transaction: one job per listener that reacts
 * to it, so each listener's work is retried on its own and none can undo the booking. A listener
 * that notes nothing to do at the time of the change (`capture` answers null) gets no job. `only`:
 * the names of the listeners that react, when not all of them. The event's row of the live log
 * (ADR 034) is written here too, one per recipient.
 */
export async function emit(tx: Tx, event: BookingEvent, only?: readonly string[]): Promise<void> {
  const jobs: { kind: 'booking-listener'; payload: ListenerJob }[] = [];
  let first: ListenerJob | null = null;
  for (const listener of bookingListeners) {
    if (!listener.events.includes(event.name)) continue;
    // A team booking's other host hears only what is theirs (ADR 029): their email and calendar.
    if (only && !only.includes(listener.name)) continue;
    const captured = listener.capture ? await listener.capture(tx, event) : undefined;
    if (captured === null) continue;
    const job: ListenerJob = { listener: listener.name, event, ...(captured === undefined ? {} : { captured }) };
    if (!first && listener.holdsOthers?.(captured)) first = job;
    else jobs.push({ kind: 'booking-listener' as const, payload: job });
  }
  // A listener that goes first (a video meeting to make) holds the others' jobs until it has run.
  if (first)
    jobs.splice(0, jobs.length, { kind: 'booking-listener', payload: { ...first, held: jobs.map((j) => j.payload) } });
  if (jobs.length > 0) await tx.outboxJob.createMany({ data: outboxRows(jobs) });
  // The live stream's log (ADR 034): in the write's order, read by every process after the commit.
  await appendLiveEvents(tx, event);
}
