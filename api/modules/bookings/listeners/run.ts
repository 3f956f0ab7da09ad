import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { type Outbox, type OutboxJobInput, outboxRows } from '../../../lib/outbox.ts';
import type { ListenerJob } from '../event.ts';
import { bookingListeners } from './index.ts';
import type { BookingCalendarWriter } from '../types.ts';
import type { Conferencing } from '../conferencing/types.ts';
import type { ListenerContext } from './listener.ts';

/**
 * Runs listeners' jobs from the outbox (ADR 019). A listener that answers further jobs has them
 * written in one transaction with its own job marked done, and only if it was not done yet: a job
 * run again after a crash (at least once) writes them once.
 */
export function runBookingListeners(deps: {
  db: Db;
  outbox: Outbox;
  config: Pick<Config, 'APP_URL'>;
  manageUrl: (uid: string) => string;
  requestUrl: (uid: string, action: 'approve' | 'decline') => string;
  now: () => number;
  calendars: BookingCalendarWriter;
  conferencing: Conferencing;
  log?: ListenerContext['log'];
}) {
  const { db, outbox, config, manageUrl, requestUrl, now, calendars, conferencing, log } = deps;

  async function fanOut(jobId: string, jobs: OutboxJobInput[]) {
    await db.$transaction(async (tx) => {
      const { count } = await tx.outboxJob.updateMany({
        where: { id: jobId, doneAt: null },
        data: { doneAt: new Date(now()), lockedUntil: null },
      });
      if (count === 1 && jobs.length > 0) await tx.outboxJob.createMany({ data: outboxRows(jobs) });
    });
    outbox.kick();
  }

  outbox.handle('booking-listener', async (payload, job) => {
    const { listener: name, event, captured, held } = payload as ListenerJob;
    const listener = bookingListeners.find((l) => l.name === name);
    if (!listener) throw new Error(`No booking listener named ${name}`);
    const sendEmail = (email: unknown) => outbox.runAs('email', email, job);
    const context = { db, config, manageUrl, requestUrl, job, sendEmail, now, calendars, conferencing, log };
    const outcome = await listener.run(event, context, captured, held ?? []);
    if (outcome && 'jobs' in outcome) return fanOut(job.id, outcome.jobs);
    return outcome;
  });
}
