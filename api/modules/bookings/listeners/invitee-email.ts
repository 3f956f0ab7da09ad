import { inviteeEmailFor } from '../request-emails.ts';
import { defineListener } from './listener.ts';
import { EMAILED, noticeOf, withEveryHost } from './notice.ts';

/** The invitee's email: with the invite (REQUEST or CANCEL, the booking's SEQUENCE), none while a request. */
export const inviteeEmailListener = defineListener({
  name: 'invitee-email',
  events: EMAILED,
  run: async (event, context) =>
    context.sendEmail(inviteeEmailFor(event, await withEveryHost(noticeOf(event, context), event, context))),
});
