import type { Tx } from '../../../db/client.ts';
import { outboxRows } from '../../../lib/outbox.ts';
import { needsConfirmation } from '#shared/schemas/confirmation-settings.ts';
import type { BookingSettings } from '#shared/schemas/availability.ts';
import { bookingEvent } from '../event.ts';
import { emit } from '../events.ts';
import type { BookingRow, Host } from '../contract.ts';

const HOUR = 3_600_000;

/** The outbox kind that declines a request nobody answered in time (ADR 025): no cron, a job with its `runAt`. */
export const REQUEST_EXPIRY = 'booking-request-expiry';
export interface RequestExpiryJob {
  bookingId: string;
}

type ConfirmationSettings = Pick<
  BookingSettings,
  'requiresConfirmation' | 'confirmationThresholdHours' | 'confirmationExpiryHours'
>;

/** A request's deadline: its expiry after it was made, or its start if that comes first. */
export function requestDeadline(
  madeAt: number,
  settings: Pick<BookingSettings, 'confirmationExpiryHours'>,
  start: number,
) {
  return new Date(Math.min(madeAt + settings.confirmationExpiryHours * HOUR, start));
}

/** The columns of a new booking: a pending request with its deadline when the event type asks for confirmation. */
export function requestFields(settings: ConfirmationSettings, start: number, now: number) {
  return needsConfirmation(settings, start, now)
    ? { status: 'pending' as const, requestExpiresAt: requestDeadline(now, settings, start) }
    : {};
}

/** The job that expires the request at its deadline, written in the write's transaction. */
export async function scheduleExpiry(tx: Tx, row: Pick<BookingRow, 'id' | 'requestExpiresAt'>) {
  if (!row.requestExpiresAt) return;
  const payload: RequestExpiryJob = { bookingId: row.id };
  await tx.outboxJob.createMany({ data: outboxRows([{ kind: REQUEST_EXPIRY, payload, runAt: row.requestExpiresAt }]) });
}

/** A new booking's event: `requested` (and its expiry) for a pending request, else `created`. */
export async function emitBooked(tx: Tx, row: BookingRow, host: Host, at: number) {
  if (row.status !== 'pending') return emit(tx, bookingEvent('created', row, host, at));
  await emit(tx, bookingEvent('requested', row, host, at));
  await scheduleExpiry(tx, row);
}

/**
 * The request columns of a moved booking, judged like a new booking of its new time (ADR 025): a
 * request stays one, its deadline following an earlier start; an accepted booking moved to a time
 * that needs confirming (a short-notice threshold) becomes a request, from now.
 */
export function movedRequestFields(current: BookingRow, settings: ConfirmationSettings, start: number, now: number) {
  if (current.status !== 'pending') return requestFields(settings, start, now);
  return { requestExpiresAt: requestDeadline(current.createdAt.getTime(), settings, start) };
}
