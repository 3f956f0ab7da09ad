import { inviteeEmail } from '../emails.ts';
import { defineListener } from './listener.ts';
import { EMAILED, emailed, noticeOf } from './notice.ts';

/** The invitee's email with the invite (REQUEST or CANCEL, the booking's SEQUENCE). */
export const inviteeEmailListener = defineListener({
  name: 'invitee-email',
  events: EMAILED,
  run: (event, context) => context.sendEmail(inviteeEmail(emailed(event), noticeOf(event, context))),
});
