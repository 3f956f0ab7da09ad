import type { Db } from '../../../db/client.ts';
import { icalUid } from '../../../lib/ical.ts';
import { hostName } from '../contract.ts';
import type { OwnBooking } from '../../open-times/types.ts';
import { bookedGroup } from './groups.ts';
import type { Group } from './targets.ts';

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

/**
 * A team booking being rescheduled, as each of its hosts' own time (ADR 029): the lead's, and each
 * other host's row with the same span and its own calendar event's UID.
 */
export async function teamOwnTimes(
  db: Db,
  appUrl: string,
  uid: string,
  lead: OwnBooking,
): Promise<Map<string, OwnBooking>> {
  const rows = await db.booking.findMany({
    where: { lead: { uid } },
    select: { id: true, hostId: true, uid: true },
  });
  const owns = new Map<string, OwnBooking>([[lead.hostId, lead]]);
  for (const row of rows) {
    owns.set(row.hostId, { ...lead, bookingId: row.id, hostId: row.hostId, icalUid: icalUid(row.uid, appUrl) });
  }
  return owns;
}

/**
 * The hosts whose open times a round-robin booking being moved is offered: its own host (and fixed
 * ones), as its reschedule checks them, not any host of the event type: the booking keeps its host.
 * Any other group, or a booking of another event type, is answered with the group as it is.
 */
export async function reschedulingGroup(
  db: Db,
  group: Group,
  uid: string,
  owns: ReadonlyMap<string, OwnBooking>,
): Promise<Group> {
  if (group.schedulingType !== 'round_robin' || !group.eventTypeId) return group;
  const lead = await db.booking.findUnique({
    where: { uid },
    select: { eventTypeId: true, startTime: true, endTime: true },
  });
  if (!lead || lead.eventTypeId !== group.eventTypeId) return group;
  return (await bookedGroup(db, lead, [...owns.keys()])) ?? group;
}
