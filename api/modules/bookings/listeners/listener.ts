import type { Config } from '../../../config.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { Email } from '../../../lib/mailer.ts';
import type { OutboxJobContext, OutboxJobInput, OutboxOutcome } from '../../../lib/outbox.ts';
import type { BookingCalendarWriter } from '../types.ts';
import type { Conferencing } from '../conferencing/types.ts';
import type { BookingEvent, BookingEventName, ListenerJob } from '../event.ts';

/** What a listener may use when it runs (after the commit, from the outbox). */
export interface ListenerContext {
  db: Db;
  config: Pick<Config, 'APP_URL'>;
  /** The invitee's manage link of a booking. */
  manageUrl(uid: string): string;
  /** The host's approve or decline link of a request (ADR 025). */
  requestUrl(uid: string, action: 'approve' | 'decline'): string;
  /** Sends an email now as this listener's job: its Message-ID stays the same on a retry, the mail cap may defer it. */
  sendEmail(email: Email): Promise<OutboxOutcome>;
  job: OutboxJobContext;
  /** The app's clock. */
  now: () => number;
  calendars: BookingCalendarWriter;
  /** The video providers this app offers (ADR 045): the conferencing listener's. */
  conferencing: Conferencing;
  /** Where a listener reports what it gave up on (the app's logger). */
  log?: { warn: (context: object, message: string) => void };
}

/**
 * What a listener's run answers: the outbox's outcome of its own work (done, deferred, skipped), or
 * further outbox jobs (one per webhook, …) that are written exactly once, together with marking the
 * listener's job done.
 */
export type ListenerOutcome = OutboxOutcome | { jobs: OutboxJobInput[] };

/**
 * A reaction to booking events (ADR 019), one per file in this folder and one line in `index.ts`.
 * It runs at least once per event, after the commit, retried on its own; it must be idempotent in
 * effect (a stable Message-ID, a unique key for a fan-out). Its failure never undoes the booking.
 */
export interface BookingListener<Captured = unknown> {
  /** Stable: outbox jobs name their listener by it. */
  name: string;
  events: readonly BookingEventName[];
  /**
   * Optional, inside the write's transaction: what of the moment the listener needs later (say, the
   * webhooks subscribed at the time of the change), as JSON; null when there is nothing to do.
   */
  capture?(tx: Tx, event: BookingEvent): Promise<Captured | null>;
  /**
   * Optional: whether the event's other listeners wait for this one (ADR 045: a video meeting made
   * first, so the emails carry its link). Their jobs are then handed to its run as `held`, which
   * answers them as further jobs once its own work is done (or given up).
   */
  holdsOthers?(captured: Captured): boolean;
  run(event: BookingEvent, context: ListenerContext, captured: Captured, held: ListenerJob[]): Promise<ListenerOutcome>;
}

/** A listener with its captured type checked where it is written. */
export const defineListener = <Captured>(listener: BookingListener<Captured>): BookingListener<Captured> => listener;
