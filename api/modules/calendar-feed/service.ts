import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { calendarFeed } from '../../lib/ical.ts';
import { BOOKING_SELECT, calendarBooking, hostName } from '../bookings/contract.ts';
import { hostCalendarEvents } from '../bookings/seats/contract.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-tokens.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { DAY_MS } from '#shared/availability/zone-time.ts';
import { bookingMessages } from '#shared/schemas/bookings.ts';

/** What the feed holds: bookings from this long ago … */
const FEED_PAST_DAYS = 30;
/** … to this far ahead; cancelled ones stay (STATUS:CANCELLED) this long after the cancellation. */
const FEED_FUTURE_DAYS = 365;
const CANCELLED_KEPT_DAYS = 30;
const MAX_FEED_BOOKINGS = 5_000;

/**
 * The host's calendar feed: a secret URL any calendar app subscribes to. Only the secret's hash is
 * stored; each POST makes a new secret (the old URL then answers 404) and DELETE removes it.
 */
export function createCalendarFeedService(deps: { db: Db; config: Pick<Config, 'APP_URL'>; now?: () => number }) {
  const { db, config } = deps;
  const now = deps.now ?? Date.now;

  return {
    async state(userId: string) {
      const user = await db.user.findUnique({ where: { id: userId }, select: { calendarFeedHash: true } });
      return { active: Boolean(user?.calendarFeedHash) };
    },

    async rotate(userId: string) {
      const token = newOpaqueToken();
      await db.user.update({ where: { id: userId }, data: { calendarFeedHash: hashOpaqueToken(token) } });
      return { url: `${config.APP_URL}/api/public/calendar/${token}.ics` };
    },

    async revoke(userId: string) {
      await db.user.update({ where: { id: userId }, data: { calendarFeedHash: null } });
    },

    /** The feed's text for the secret in its URL; an unknown secret is a 404. */
    async feed(token: string): Promise<string> {
      const host = await db.user.findUnique({
        where: { calendarFeedHash: hashOpaqueToken(token) },
        select: { id: true, email: true, firstName: true, lastName: true, username: true },
      });
      if (!host) throw httpErrors.notFound(bookingMessages.feedNotFound);
      const at = now();
      const rows = await db.booking.findMany({
        where: {
          hostId: host.id,
          startTime: { gte: new Date(at - FEED_PAST_DAYS * DAY_MS), lt: new Date(at + FEED_FUTURE_DAYS * DAY_MS) },
          // A held old time (ADR 043) is no booking of its own.
          holdsForId: null,
          // Requests (ADR 025) join the feed once approved; a declined one was never in it.
          OR: [
            { status: 'accepted' },
            { status: 'cancelled', cancelledAt: { gte: new Date(at - CANCELLED_KEPT_DAYS * DAY_MS) } },
          ],
        },
        orderBy: [{ startTime: 'asc' }, { id: 'asc' }],
        take: MAX_FEED_BOOKINGS,
        select: BOOKING_SELECT,
      });
      const name = hostName(host);
      const who = { name, email: host.email };
      return calendarFeed(
        `Kairos: ${name}`,
        // The booking as its invites carry it (where, answers, guests), titled with whom in the host's
        // list; a seated time is one event with its attendees (ADR 026).
        hostCalendarEvents(rows, who, (r) => ({
          ...calendarBooking(r, who),
          title: `${r.title} with ${r.inviteeName}`,
        })),
        config.APP_URL,
        new Date(at),
      );
    },
  };
}
