import { hostEmailFor } from '../request-emails.ts';
import { defineListener } from './listener.ts';
import { EMAILED, noticeOf } from './notice.ts';

/** The host's copy of every change; a request's carries the Approve and Decline links (ADR 025). */
export const hostEmailListener = defineListener({
  name: 'host-email',
  events: EMAILED,
  run: (event, context) => context.sendEmail(hostEmailFor(event, noticeOf(event, context))),
});
