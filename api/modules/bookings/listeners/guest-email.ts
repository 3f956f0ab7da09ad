import { emailChange, guestEmailFor } from '../request-emails.ts';
import { guestsOf, parseResponses } from '../contract.ts';
import { defineListener } from './listener.ts';
import { EMAILED, noticeOf, withEveryHost } from './notice.ts';

/**
 * Each guest's own email with the invite (REQUEST on create, approval and reschedule, with the booking's
 * SEQUENCE; CANCEL on cancel). The listener's job fans out into one email job per guest, written once
 * together with marking it done: each guest's message then has its own stable Message-ID (its job's),
 * its own retries and its own place under the per-recipient cap, so a retry for one guest (or one held
 * back at the cap) never sends another guest's email twice. A booking without guests gets no job.
 */
export const guestEmailListener = defineListener<true>({
  name: 'guest-email',
  events: EMAILED,
  // Guests hear of a request only once it is approved (ADR 025).
  capture: async (_tx, event) =>
    ['created', 'rescheduled', 'cancelled'].includes(emailChange(event)) &&
    guestsOf(parseResponses(event.booking.responses)).length > 0
      ? true
      : null,
  run: async (event, context) => {
    const notice = await withEveryHost(noticeOf(event, context), event, context);
    const guests = notice.booking.guests ?? [];
    return {
      jobs: guests.flatMap((guest) => {
        const email = guestEmailFor(event, notice, guest);
        return email ? [{ kind: 'email' as const, payload: email }] : [];
      }),
    };
  },
});
