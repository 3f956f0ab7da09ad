import type { Tx } from '../../db/client.ts';
import { type OutboxJobInput, outboxRows } from '../../lib/outbox.ts';
import { bookingMessages } from '#shared/schemas/bookings.ts';
import type { BookingContext } from './context.ts';
import { type BookingNotice, guestEmail, inviteeEmail } from './emails.ts';
import { readHost } from './locked-write.ts';
import { requestClosedEmail } from './request-emails.ts';
import { BOOKING_SELECT, calendarBooking } from './contract.ts';

/**
 * The host's account is being deleted (inside that transaction, with the account's row locked):
 * every upcoming booking's invitee and guests are sent a cancellation (its invite's SEQUENCE one higher)
 * through the outbox, which outlives the account. The bookings themselves go with the account, so
 * this is not a booking event (ADR 019): no host email, and the host's webhooks go with it too.
 */
export function createAccountClosing(ctx: BookingContext) {
  const { config, now, manageUrl } = ctx;
  const bookingsUrl = `${config.APP_URL}/bookings`;
  return async function accountClosing(tx: Tx, hostId: string): Promise<void> {
    const host = await readHost(tx, hostId);
    const rows = await tx.booking.findMany({
      // A held old time (ADR 043) is no booking of its own: its booking's email tells the invitee.
      where: { hostId, holdsForId: null, status: { in: ['accepted', 'pending'] }, startTime: { gt: new Date(now()) } },
      select: BOOKING_SELECT,
    });
    if (rows.length === 0) return;
    const jobs: OutboxJobInput[] = rows.flatMap((row) => {
      const closed = { ...row, status: 'cancelled', sequence: row.sequence + 1, cancelledBy: 'host' };
      const notice: BookingNotice = {
        booking: calendarBooking(closed, host),
        hostTimeZone: host.timeZone,
        inviteeTimeZone: row.inviteeTimeZone,
        inviteeLocale: row.locale,
        inviteeDateLocale: row.dateLocale,
        hostLocale: host.locale ?? null,
        manageUrl: manageUrl(row.uid),
        bookingsUrl,
        appUrl: config.APP_URL,
        cancelledBy: 'host',
        reason: bookingMessages.hostAccountClosed,
      };
      const guests = notice.booking.guests ?? [];
      // A request (ADR 025) sent no invite and nothing to its guests: its invitee is told, with no CANCEL.
      const emails =
        row.status === 'pending'
          ? [requestClosedEmail(notice)]
          : [inviteeEmail('cancelled', notice), ...guests.map((guest) => guestEmail('cancelled', notice, guest))];
      return emails.map((payload): OutboxJobInput => ({ kind: 'email', payload }));
    });
    await tx.outboxJob.createMany({ data: outboxRows(jobs) });
  };
}
