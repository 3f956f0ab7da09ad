import { hostEmail } from '../emails.ts';
import { defineListener } from './listener.ts';
import { EMAILED, emailed, noticeOf } from './notice.ts';

/** The host's copy of every change. */
export const hostEmailListener = defineListener({
  name: 'host-email',
  events: EMAILED,
  run: (event, context) => context.sendEmail(hostEmail(emailed(event), noticeOf(event, context))),
});
