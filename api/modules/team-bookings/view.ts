import type { Db } from '../../db/client.ts';
import { hostName } from '../bookings/rows.ts';

/**
 * What the invitee's manage page says of a team booking (ADR 029): every attending host by name, and
 * where to book again (the team's event type page), or null for a booking of its own.
 */
export async function teamBookingView(
  db: Db,
  bookingId: string,
): Promise<{ hostNames: string[]; username: string | null; eventSlug: string | null } | null> {
  const coHosts = await db.booking.findMany({
    where: { leadBookingId: bookingId },
    select: { host: { select: { firstName: true, lastName: true, username: true, email: true } } },
    orderBy: { hostId: 'asc' },
  });
  const row = await db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      host: { select: { firstName: true, lastName: true, username: true, email: true } },
      eventType: { select: { slug: true, isVisible: true, team: { select: { slug: true } } } },
    },
  });
  const team = row.eventType?.team;
  if (coHosts.length === 0 && !team) return null;
  const bookable = team && row.eventType?.isVisible;
  return {
    hostNames: [row.host, ...coHosts.map((c) => c.host)].map(hostName),
    username: bookable ? `team/${team.slug}` : null,
    eventSlug: bookable ? row.eventType!.slug : null,
  };
}
