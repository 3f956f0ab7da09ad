import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { commitTogether } from '../../lib/commit-together.ts';
import { userDateLocale } from '../../lib/locale.ts';
import type { Outbox, OutboxJobContext, OutboxOutcome } from '../../lib/outbox.ts';
import { FALLBACK_TIME_ZONE } from '#shared/schemas/availability.ts';
import { workflowReasons } from '#shared/schemas/workflows.ts';
import { hostName } from '../bookings/contract.ts';
import { workflowEmail, workflowValues } from './email.ts';
import { REMINDER_JOB, type ReminderJob, isLive, notLiveReason } from './plan.ts';
import { coversEventType, storedWorkflow } from './rows.ts';

/** A reminder later than this was missed by the worker (no server was running): it is judged before it is sent. */
export const LATE_AFTER_MS = 10 * 60_000;
/** A missed email other than a reminder before the start is still worth sending up to this late. */
export const MISSED_AFTER_MAX_MS = 24 * 3_600_000;

/**
 * Sends workflow reminders from the outbox (ADR 027). A reminder's job is the only one that may send
 * it (`jobId`): a job left behind by a re-plan does nothing. At its time the booking and the
 * workflow are read as they now are, so a cancelled booking, a declined request or a workflow
 * switched off sends nothing; the email is sent as this job (`outbox.runAs('email')`), so its
 * Message-ID is the job's, the same on every retry and on every process, and the mail cap applies.
 */
export function handleReminders(deps: {
  db: Db;
  outbox: Outbox;
  log: FastifyBaseLogger;
  now: () => number;
  manageUrl: (uid: string) => string;
}) {
  const { db, outbox, log, now, manageUrl } = deps;

  type Settled = { id: string; jobId: string; data: { state: string; reason?: string; sentAt?: Date } };
  // A burst of due reminders settles in a few commits, each caller resuming once its own is written.
  const settleTogether = commitTogether<Settled>(async (items) => {
    await db.$transaction(
      items.map(({ id, jobId, data }) =>
        db.workflowReminder.updateMany({ where: { id, jobId, state: 'scheduled' }, data }),
      ),
    );
  });
  const settle = (id: string, jobId: string, data: Settled['data']) => settleTogether({ id, jobId, data });

  async function run(payload: unknown, job: OutboxJobContext): Promise<OutboxOutcome> {
    const { reminderId } = payload as ReminderJob;
    const reminder = await db.workflowReminder.findUnique({ where: { id: reminderId }, include: { workflow: true } });
    if (!reminder || reminder.jobId !== job.id || reminder.state !== 'scheduled')
      return { skipped: 're-planned or settled' };
    const drop = async (reason: string) => {
      await settle(reminder.id, job.id, { state: 'dropped', reason });
      return { skipped: reason };
    };
    const workflow = storedWorkflow(reminder.workflow);
    if (!workflow.active) return drop(workflowReasons.workflowOff);
    const action = workflow.actions[reminder.actionIndex];
    if (!action) return drop(workflowReasons.noLongerApplies);
    const booking = await db.booking.findUnique({
      where: { id: reminder.bookingId },
      include: {
        host: {
          select: {
            firstName: true,
            lastName: true,
            username: true,
            email: true,
            locale: true,
            preferences: { select: { timeFormat: true } },
            schedules: {
              where: { isDefault: true },
              select: { timeZone: true },
              orderBy: { createdAt: 'asc' },
              take: 1,
            },
          },
        },
      },
    });
    if (!booking) return drop(workflowReasons.bookingGone);
    // A "when cancelled" email is about the cancellation; every other one needs a live booking.
    if (reminder.triggerKind !== 'cancelled' && !isLive(booking)) return drop(notLiveReason(booking));
    if (!coversEventType(workflow, booking.eventTypeId)) return drop(workflowReasons.noLongerApplies);

    const at = now();
    const late = at - reminder.dueAt.getTime();
    if (late > LATE_AFTER_MS) {
      const where = { reminder: reminder.id, workflow: workflow.id, booking: booking.uid, dueAt: reminder.dueAt };
      const missed =
        reminder.triggerKind === 'before_start' ? at >= booking.startTime.getTime() : late > MISSED_AFTER_MAX_MS;
      if (missed) {
        const reason = reminder.triggerKind === 'before_start' ? workflowReasons.tooLate : workflowReasons.tooLateAfter;
        log.warn(where, `workflow reminder dropped: ${reason}`);
        return drop(reason);
      }
      log.info(where, 'workflow reminder sent late: its time passed while no server was running');
    }

    // The invitee and the guests read times in the invitee's zone; the host and a fixed address in the host's.
    const zone =
      action.to === 'invitee' ? booking.inviteeTimeZone : (booking.host.schedules[0]?.timeZone ?? FALLBACK_TIME_ZONE);
    // Their dates in their language too (ADR 030): the invitee's as booked, the host's from their Profile.
    const locale = action.to === 'invitee' ? booking.locale : booking.host.locale;
    // On their clock and in their region: the invitee's as they booked, the host's Time format (ADR 040).
    const hostClock = booking.host.preferences?.timeFormat;
    const dateLocale =
      action.to === 'invitee' ? booking.dateLocale : hostClock ? userDateLocale(booking.host.locale, hostClock) : null;
    const values = workflowValues(booking, hostName(booking.host), zone, manageUrl(booking.uid), locale, dateLocale);
    try {
      const outcome = await outbox.runAs('email', workflowEmail(reminder.recipient, action, values), job);
      if (outcome && 'deferUntil' in outcome) return outcome;
      if (outcome && 'skipped' in outcome) return drop(workflowReasons.mailCap);
      await settle(reminder.id, job.id, { state: 'sent', sentAt: new Date(now()) });
      return undefined;
    } catch (err) {
      if (job.lastAttempt) {
        const detail = (err instanceof Error ? err.message : String(err)).slice(0, 200);
        await settle(reminder.id, job.id, { state: 'failed', reason: workflowReasons.mailFailed(detail) });
      }
      throw err;
    }
  }

  outbox.handle(REMINDER_JOB, run);
}
