import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import { lockUser } from '../../db/user-lock.ts';
import { TIMED_TRIGGERS, type WorkflowTriggerKind, isTimed, workflowReasons } from '#shared/schemas/workflows.ts';
import { guestsOf, parseResponses } from '../bookings/contract.ts';
import { type StoredWorkflow, coversEventType, storedWorkflow } from './rows.ts';

/**
 * Planning (ADR 027): every reminder is a row of `workflow_reminders` and one outbox job due at its
 * instant, written in one transaction. Planning is a reconciliation of what is scheduled with what
 * the booking and the workflows, as they now are, call for, so it may run any number of times, in any
 * order: a scheduled reminder whose instant changed is moved (a new job; the old one is retired), one
 * no longer called for is dropped with its reason, and one already sent is never planned again.
 */

export const REMINDER_JOB = 'workflow-reminder';
export interface ReminderJob {
  reminderId: string;
}

/** What planning reads of a booking. */
export const PLAN_BOOKING_SELECT = {
  id: true,
  uid: true,
  hostId: true,
  eventTypeId: true,
  startTime: true,
  endTime: true,
  status: true,
  cancelledAt: true,
  inviteeEmail: true,
  responses: true,
} as const;
export interface PlanBooking {
  id: string;
  uid: string;
  hostId: string;
  eventTypeId: string | null;
  startTime: Date;
  endTime: Date;
  status: string;
  cancelledAt: Date | null;
  inviteeEmail: string;
  responses: string;
}

/** A booking that holds its time: confirmed and not cancelled. Only those get reminders. */
export const isLive = (booking: Pick<PlanBooking, 'status' | 'cancelledAt'>) =>
  booking.status === 'accepted' && booking.cancelledAt === null;

/** Why a booking's reminders are dropped when it is no longer live. */
export function notLiveReason(booking: Pick<PlanBooking, 'status'>): string {
  if (booking.status === 'cancelled') return workflowReasons.bookingCancelled;
  if (booking.status === 'rejected') return workflowReasons.requestDeclined;
  if (booking.status === 'pending') return workflowReasons.notConfirmed;
  return workflowReasons.noLongerApplies;
}

interface Desired {
  key: string;
  workflowId: string;
  bookingId: string;
  bookingUid: string;
  triggerKind: WorkflowTriggerKind;
  actionIndex: number;
  recipient: string;
  dueAt: Date;
}

interface Scheduled {
  id: string;
  workflowId: string;
  bookingId: string;
  actionIndex: number;
  recipient: string;
  dueAt: Date;
  jobId: string | null;
}

/** Who one action of a workflow writes to, for one booking. */
function recipients(action: StoredWorkflow['actions'][number], booking: PlanBooking, hostEmail: string): string[] {
  if (action.to === 'host') return [hostEmail];
  if (action.to === 'address') return action.address ? [action.address] : [];
  return [booking.inviteeEmail, ...guestsOf(parseResponses(booking.responses))];
}

function desiredFor(
  workflow: StoredWorkflow,
  booking: PlanBooking,
  hostEmail: string,
  dueAt: Date,
  occasion: string,
): Desired[] {
  return workflow.actions.flatMap((action, actionIndex) =>
    [...new Set(recipients(action, booking, hostEmail).map((r) => r.toLowerCase()))].map((recipient) => ({
      key: `${workflow.id}:${booking.id}:${actionIndex}:${recipient}:${occasion}`,
      workflowId: workflow.id,
      bookingId: booking.id,
      bookingUid: booking.uid,
      triggerKind: workflow.trigger,
      actionIndex,
      recipient,
      dueAt,
    })),
  );
}

/** The timed reminders a workflow calls for on a booking, at their instants (past ones too: see `ahead`). */
function timedFor(workflow: StoredWorkflow, booking: PlanBooking, hostEmail: string): Desired[] {
  if (!workflow.active || !isTimed(workflow.trigger) || !coversEventType(workflow, booking.eventTypeId)) return [];
  if (!isLive(booking)) return [];
  const offset = workflow.offsetMinutes * 60_000;
  const due = new Date(
    workflow.trigger === 'before_start' ? booking.startTime.getTime() - offset : booking.endTime.getTime() + offset,
  );
  return desiredFor(workflow, booking, hostEmail, due, due.toISOString());
}

const slot = (r: Pick<Scheduled, 'workflowId' | 'bookingId' | 'actionIndex' | 'recipient'>) =>
  `${r.workflowId}:${r.bookingId}:${r.actionIndex}:${r.recipient}`;

/**
 * What is called for whose instant is still ahead, and a scheduled reminder at its own instant even
 * when that has passed: its job is due or running, and the sender judges whether it is too late
 * (send.ts). A plan run late (a listener's job retried, a workflow edited while a reminder is due)
 * keeps it instead of dropping a reminder that is still called for.
 */
function ahead(desired: Desired[], scheduled: Scheduled[], now: number): Desired[] {
  const pending = new Set(scheduled.map((r) => `${slot(r)}@${r.dueAt.getTime()}`));
  return desired.filter((d) => d.dueAt.getTime() > now || pending.has(`${slot(d)}@${d.dueAt.getTime()}`));
}

async function retireJob(tx: Tx, jobId: string | null, now: number, why: string) {
  if (!jobId) return;
  await tx.outboxJob.updateMany({
    where: { id: jobId, doneAt: null },
    data: { doneAt: new Date(now), lockedUntil: null, lastError: why },
  });
}

/** Gives a reminder a new job due at `dueAt`: from now on only that job may send it. */
async function scheduleJob(tx: Tx, reminderId: string, dueAt: Date, data: object = {}) {
  const jobId = randomUUID();
  await tx.workflowReminder.update({ where: { id: reminderId }, data: { ...data, dueAt, jobId } });
  const payload: ReminderJob = { reminderId };
  await tx.outboxJob.create({
    data: { id: jobId, kind: REMINDER_JOB, payload: JSON.stringify(payload), runAt: dueAt },
  });
}

async function createReminder(tx: Tx, d: Desired) {
  const id = randomUUID();
  await tx.workflowReminder.create({ data: { id, ...d } });
  await scheduleJob(tx, id, d.dueAt);
}

/**
 * Creates the reminders called for whose key is new. One sent or failed is never planned again; one
 * dropped (a workflow switched off, a request not yet approved) is scheduled again with a new job.
 */
async function createNew(tx: Tx, desired: Desired[]) {
  if (desired.length === 0) return;
  const known = new Map(
    (
      await tx.workflowReminder.findMany({
        where: { key: { in: desired.map((d) => d.key) } },
        select: { key: true, id: true, state: true },
      })
    ).map((r) => [r.key, r]),
  );
  for (const d of desired) {
    const row = known.get(d.key);
    if (!row) await createReminder(tx, d);
    else if (row.state === 'dropped')
      await scheduleJob(tx, row.id, d.dueAt, { state: 'scheduled', reason: null, triggerKind: d.triggerKind });
  }
}

/** Moves, keeps or drops what is scheduled so that it matches what is called for. */
async function reconcile(tx: Tx, scheduled: Scheduled[], desired: Desired[], dropReason: string, now: number) {
  const bySlot = new Map(scheduled.map((r) => [slot(r), r]));
  const ids = new Set(scheduled.map((r) => r.id));
  // A move onto an instant another row of the slot already holds (moved back to a time whose
  // reminder was sent): that row decides, as for a new one.
  const taken = new Set(
    (
      await tx.workflowReminder.findMany({
        where: { key: { in: desired.map((d) => d.key) } },
        select: { key: true, id: true },
      })
    )
      .filter((r) => !ids.has(r.id))
      .map((r) => r.key),
  );
  const fresh: Desired[] = [];
  for (const d of desired) {
    const current = bySlot.get(slot(d));
    if (!current || (taken.has(d.key) && current.dueAt.getTime() !== d.dueAt.getTime())) {
      fresh.push(d);
      continue;
    }
    bySlot.delete(slot(d));
    if (current.dueAt.getTime() === d.dueAt.getTime()) continue;
    await scheduleJob(tx, current.id, d.dueAt, { key: d.key, triggerKind: d.triggerKind });
    await retireJob(tx, current.jobId, now, 're-planned');
  }
  for (const gone of bySlot.values()) {
    await tx.workflowReminder.update({ where: { id: gone.id }, data: { state: 'dropped', reason: dropReason } });
    await retireJob(tx, gone.jobId, now, dropReason);
  }
  await createNew(tx, fresh);
}

const SCHEDULED_SELECT = {
  id: true,
  workflowId: true,
  bookingId: true,
  actionIndex: true,
  recipient: true,
  dueAt: true,
  jobId: true,
} as const;

/** Re-plans one booking's timed reminders from the booking and the host's workflows as they now are. */
export async function planBooking(db: Db, bookingId: string, now: number): Promise<void> {
  const owner = await db.booking.findUnique({ where: { id: bookingId }, select: { hostId: true } });
  await db.$transaction(async (tx) => {
    // The host's row first (docs/architecture.md#one-lock-order); on SQLite, a transaction that
    // writes first takes the write lock at once instead of failing to upgrade a read.
    if (owner) await lockUser(tx, owner.hostId);
    const scheduled = await tx.workflowReminder.findMany({
      where: { bookingId, state: 'scheduled', triggerKind: { in: [...TIMED_TRIGGERS] } },
      select: SCHEDULED_SELECT,
    });
    const booking = await tx.booking.findUnique({ where: { id: bookingId }, select: PLAN_BOOKING_SELECT });
    if (!booking) return reconcile(tx, scheduled, [], workflowReasons.bookingGone, now);
    const host = await tx.user.findUnique({ where: { id: booking.hostId }, select: { email: true } });
    const workflows = (
      await tx.workflow.findMany({
        where: { userId: booking.hostId, active: true, triggerKind: { in: [...TIMED_TRIGGERS] } },
      })
    ).map(storedWorkflow);
    const desired = host
      ? ahead(
          workflows.flatMap((w) => timedFor(w, booking, host.email)),
          scheduled,
          now,
        )
      : [];
    return reconcile(
      tx,
      scheduled,
      desired,
      isLive(booking) ? workflowReasons.noLongerApplies : notLiveReason(booking),
      now,
    );
  });
}

/** Plans the emails of workflows triggered by a change of a booking (booked, cancelled, rescheduled), once per change. */
export async function planOnChange(
  db: Db,
  change: { bookingId: string; trigger: WorkflowTriggerKind; occasion: string; at: Date },
): Promise<void> {
  const owner = await db.booking.findUnique({ where: { id: change.bookingId }, select: { hostId: true } });
  if (!owner) return;
  await db.$transaction(async (tx) => {
    await lockUser(tx, owner.hostId);
    const booking = await tx.booking.findUnique({ where: { id: change.bookingId }, select: PLAN_BOOKING_SELECT });
    if (!booking) return;
    const host = await tx.user.findUnique({ where: { id: booking.hostId }, select: { email: true } });
    if (!host) return;
    const workflows = (
      await tx.workflow.findMany({ where: { userId: booking.hostId, active: true, triggerKind: change.trigger } })
    )
      .map(storedWorkflow)
      .filter((w) => coversEventType(w, booking.eventTypeId));
    await createNew(
      tx,
      workflows.flatMap((w) => desiredFor(w, booking, host.email, change.at, change.occasion)),
    );
  });
}

/**
 * Re-plans one workflow's future reminders (after it was edited, switched on or off): its timed
 * reminders over the host's live bookings whose instant is still ahead; switched off, every
 * reminder it has scheduled is dropped.
 */
export async function planWorkflow(tx: Tx, workflow: StoredWorkflow, now: number): Promise<void> {
  const scheduled = await tx.workflowReminder.findMany({
    where: {
      workflowId: workflow.id,
      state: 'scheduled',
      ...(workflow.active ? { triggerKind: { in: [...TIMED_TRIGGERS] } } : {}),
    },
    select: SCHEDULED_SELECT,
  });
  let desired: Desired[] = [];
  if (workflow.active && isTimed(workflow.trigger)) {
    const host = await tx.user.findUnique({ where: { id: workflow.userId }, select: { email: true } });
    const offset = workflow.offsetMinutes * 60_000;
    const bookings = await tx.booking.findMany({
      where: {
        hostId: workflow.userId,
        status: 'accepted',
        // A held old time (ADR 043) is no booking of its own: no reminders.
        holdsForId: null,
        cancelledAt: null,
        ...(workflow.eventTypeIds.length > 0 ? { eventTypeId: { in: workflow.eventTypeIds } } : {}),
        OR: [
          workflow.trigger === 'before_start'
            ? { startTime: { gt: new Date(now + offset) } }
            : { endTime: { gt: new Date(now - offset) } },
          // A reminder whose instant passed and whose job has not run yet is kept (see `ahead`).
          { id: { in: [...new Set(scheduled.filter((r) => r.dueAt.getTime() <= now).map((r) => r.bookingId))] } },
        ],
      },
      select: PLAN_BOOKING_SELECT,
    });
    desired = host
      ? ahead(
          bookings.flatMap((b) => timedFor(workflow, b, host.email)),
          scheduled,
          now,
        )
      : [];
  }
  await reconcile(
    tx,
    scheduled,
    desired,
    workflow.active ? workflowReasons.noLongerApplies : workflowReasons.workflowOff,
    now,
  );
}

/** Retires the outbox jobs of a workflow's scheduled reminders (before it is deleted with them). */
export async function retireWorkflowJobs(tx: Tx, workflowId: string, now: number): Promise<void> {
  const scheduled = await tx.workflowReminder.findMany({
    where: { workflowId, state: 'scheduled', jobId: { not: null } },
    select: { jobId: true },
  });
  const ids = scheduled.map((r) => r.jobId).filter((id): id is string => id !== null);
  if (ids.length > 0)
    await tx.outboxJob.updateMany({
      where: { id: { in: ids }, doneAt: null },
      data: { doneAt: new Date(now), lockedUntil: null, lastError: 'workflow deleted' },
    });
}
