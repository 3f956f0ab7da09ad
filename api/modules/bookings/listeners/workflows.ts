import type { WorkflowTriggerKind } from '#shared/schemas/workflows.ts';
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
    const workflows = await tx.workflow.count({ where: { userId: event.booking.hostId, active: true } });
    if (workflows > 0) return true;
    const planned = await tx.workflowReminder.count({ where: { bookingId: event.booking.id, state: 'scheduled' } });
    return planned > 0 ? true : null;
  },
  run: async (event, context) => {
    await planBooking(context.db, event.booking.id, context.now());
    // A request withdrawn before the host answered was never a booking: no "when cancelled" email.
    const trigger = event.request ? undefined : TRIGGERED[event.name];
    if (trigger)
      await planOnChange(context.db, {
        bookingId: event.booking.id,
        trigger,
        occasion: `${event.name}@${event.at}`,
        at: new Date(event.at),
      });
  },
});
