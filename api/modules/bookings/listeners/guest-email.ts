import { guestEmail } from '../emails.ts';
import { guestsOf, parseResponses } from '../rows.ts';
import { defineListener } from './listener.ts';
import { EMAILED, emailed, noticeOf } from './notice.ts';

/**
 * Each guest's own email with the invite (REQUEST on create and reschedule, with the booking's
 * SEQUENCE; CANCEL on cancel). The listener's job fans out into one email job per guest, written once
 * together with marking it done: each guest's message then has its own stable Message-ID (its job's),
 * its own retries and its own place under the per-recipient cap, so a retry for one guest (or one held
 * back at the cap) never sends another guest's email twice. A booking without guests gets no job.
 */
export const guestEmailListener = defineListener<true>({
  name: 'guest-email',
  events: EMAILED,
  capture: async (_tx, event) => (guestsOf(parseResponses(event.booking.responses)).length > 0 ? true : null),
  run: async (event, context) => {
    const notice = noticeOf(event, context);
    const guests = notice.booking.guests ?? [];
    return {
      jobs: guests.map((guest) => ({ kind: 'email' as const, payload: guestEmail(emailed(event), notice, guest) })),
    };
  },
});
