import { timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { paths } from '#shared/routes.ts';
import type { RequestAction } from '#shared/schemas/requests.ts';

const ACTIONS: readonly RequestAction[] = ['approve', 'decline'];

/**
 * The host's approve and decline links of a request (ADR 025): 256-bit MACs of the uid, one per action,
 * that only this server can make; nothing is stored. They are single-use through the booking itself: a
 * request is answered once (a compare-and-set), after which every link of it is refused.
 */
export function requestLinks(secretBox: SecretBox, appUrl: string) {
  const token = (uid: string, action: RequestAction) =>
    secretBox.mac(`booking-request-${action}`, uid).toString('base64url');
  return {
    url: (uid: string, action: RequestAction) =>
      `${appUrl}${paths.bookingRequest(uid, action)}?token=${token(uid, action)}`,
    /** What a link's token allows for this uid, compared in constant time; null for anything else. */
    actionOf(uid: string, given: string | undefined): RequestAction | null {
      if (!given || given.length > 200) return null;
      const presented = Buffer.from(given);
      for (const action of ACTIONS) {
        const expected = Buffer.from(token(uid, action));
        if (presented.length === expected.length && timingSafeEqual(presented, expected)) return action;
      }
      return null;
    },
  };
}

export type RequestLinks = ReturnType<typeof requestLinks>;
