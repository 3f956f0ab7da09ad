import { inviteeEmailFor } from '../request-emails.ts';
import { defineListener } from './listener.ts';
import { EMAILED, noticeOf } from './notice.ts';

/** The invitee's email: with the invite (REQUEST or CANCEL, the booking's SEQUENCE), none while a request. */
export const inviteeEmailListener = defineListener({
  name: 'invitee-email',
  events: EMAILED,
  run: (event, context) => context.sendEmail(inviteeEmailFor(event, noticeOf(event, context))),
});
