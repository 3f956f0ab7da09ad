import type { WorkflowTriggerKind } from '#shared/schemas/workflows.ts';
import type { Tx } from '../../../db/client.ts';
import { planBooking, planOnChange } from '../../workflows/surface.ts';
import type { BookingEventName } from '../event.ts';
import { defineListener } from './listener.ts';

/**
 * The workflow trigger a booking change fires, if any: a request counts as booked once approved, and
 * the change of a request not yet approved (its reschedule, its withdrawal) fires none.
 */
const TRIGGERED: Partial<Record<BookingEventName, WorkflowTriggerKind>> = {
  created: 'booked',
  approved: 'booked',
  rescheduled: 'rescheduled',
  cancelled: 'cancelled',
};

/**
 * The host's active workflows, counted once per write: a series' occurrences (ADR 054) are each
 * captured in the same transaction, and no booking write changes a host's workflows.
 */
const counted = new WeakMap<Tx, Map<string, number>>();
async function activeWorkflows(tx: Tx, hostId: string): Promise<number> {
  let byHost = counted.get(tx);
  if (!byHost) counted.set(tx, (byHost = new Map()));
  let count = byHost.get(hostId);
  if (count === undefined) {
    count = await tx.workflow.count({ where: { userId: hostId, active: true } });
    byHost.set(hostId, count);
  }
  return count;
}

/**
 * The host's workflows (ADR 027): after every change of a booking, its timed reminders are re-planned
 * from the booking as it now is (a reschedule moves them; a cancel or a decline drops them; a request
 * gets none until it is approved), and the workflows triggered by the change plan their emails, once
 * per change. Both are reconciliations, so a job run again, or late, plans nothing twice.
 */
export const workflowsListener = defineListener<true>({
  name: 'workflows',
  events: ['created', 'approved', 'rescheduled', 'cancelled', 'declined'],
  // Most hosts have no workflow: their booking writes get no job. A host with none active can still
  // have planned reminders of this booking (a workflow switched off since), which the run drops.
  async capture(tx, event) {
    if ((await activeWorkflows(tx, event.booking.hostId)) > 0) return true;
    // A booking made in this write has no reminder planned yet.
    if (event.name === 'created') return null;
    const planned = await tx.workflowReminder.count({ where: { bookingId: event.booking.id, state: 'scheduled' } });
    return planned > 0 ? true : null;
  },
  run: async (event, context) => {
    await planBooking(context.db, event.booking.id, context.now());
    // A request withdrawn before the host answered was never a booking: no "when cancelled" email. A
    // series is booked once (ADR 054): its other occurrences plan their reminders, not a "when booked".
    const trigger = event.request || event.seriesMember ? undefined : TRIGGERED[event.name];
    if (trigger)
      await planOnChange(context.db, {
        bookingId: event.booking.id,
        trigger,
        occasion: `${event.name}@${event.at}`,
        at: new Date(event.at),
      });
  },
});
