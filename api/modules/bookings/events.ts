import type { Tx } from '../../db/client.ts';
import { outboxRows } from '../../lib/outbox.ts';
import { appendLiveEvents } from '../live/surface.ts';
import { bookingListeners } from './listeners/index.ts';
import type { BookingEvent, ListenerJob } from './event.ts';
import { withSeries } from './series/load.ts';

/**
 * The job of a transaction's booking that holds the others' (a video meeting to make), so that a
 * team booking's other hosts' jobs, emitted after it in the same transaction, wait for the meeting
 * too: their emails and calendar events then carry its link, never a booking without one.
 */
const holders = new WeakMap<Tx, { id: string; payload: ListenerJob }>();

/**
 * Writes the event to the outbox in the write's own transaction: one job per listener that reacts
 * to it, so each listener's work is retried on its own and none can undo the booking. A listener
 * that notes nothing to do at the time of the change (`capture` answers null) gets no job. `only`:
 * the names of the listeners that react, when not all of them. The event's row of the live log
 * (ADR 034) is written here too, one per recipient.
 */
export async function emit(tx: Tx, change: BookingEvent, only?: readonly string[]): Promise<void> {
  // An occurrence of a series carries its series (ADR 054): its copies are the series' one invite.
  const event = await withSeries(tx, change);
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
  const holder = only ? holders.get(tx) : undefined;
  if (holder && jobs.length > 0) {
    // A team booking's other host (`only`) after its lead's meeting is asked for: theirs wait for it too.
    holder.payload = { ...holder.payload, held: [...(holder.payload.held ?? []), ...jobs.map((j) => j.payload)] };
    await tx.outboxJob.update({ where: { id: holder.id }, data: { payload: JSON.stringify(holder.payload) } });
  } else if (first) {
    // A listener that goes first (a video meeting to make) holds the others' jobs until it has run.
    const payload: ListenerJob = { ...first, held: jobs.map((j) => j.payload) };
    const [data] = outboxRows([{ kind: 'booking-listener', payload }]);
    const row = await tx.outboxJob.create({ data: data!, select: { id: true } });
    holders.set(tx, { id: row.id, payload });
  } else if (jobs.length > 0) await tx.outboxJob.createMany({ data: outboxRows(jobs) });
  // The live stream's log (ADR 034): in the write's order, read by every process after the commit. A
  // new series is one entry, its first occurrence's.
  if (!event.seriesMember) await appendLiveEvents(tx, event);
}
