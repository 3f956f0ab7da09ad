import type { Db } from '../../../db/client.ts';
import type { Reads } from '../../../db/reads.ts';
import { VersionedCache } from '../../../lib/versioned-cache.ts';
import { BOOKING_CACHE_BYTES } from '../../open-times/types.ts';
import { httpErrors } from '../../../lib/http-errors.ts';
import { DEFAULT_BOOKING_SETTINGS, availabilityMessages } from '#shared/schemas/availability.ts';
import {
  DYNAMIC_DEFAULT_DURATION,
  MAX_DYNAMIC_USERS,
  type SchedulingType,
  teamEventTypeMessages,
} from '#shared/schemas/team-event-types.ts';
import { normalizeUsername } from '#shared/username.ts';
import type { WarnLog } from '../../event-types/contract.ts';
import { groupConfirmation, memberEventTypes } from './strictest.ts';
import { GROUP_USER_SELECT, type Group, type GroupEventType, groupEventTypeOf, groupHost } from './targets.ts';

const notFound = () => httpErrors.notFound(availabilityMessages.bookingPageNotFound);

/** The usernames of a dynamic group link ('alice+bob'), normalised, each once, in the link's order. */
export function dynamicUsernames(users: string): string[] {
  const names = [...new Set(users.split('+').map((u) => normalizeUsername(u)))];
  if (names.length > MAX_DYNAMIC_USERS) throw httpErrors.badRequest(teamEventTypeMessages.tooManyUsers);
  if (names.length < 2 || names.some((n) => n.length === 0)) throw notFound();
  return names;
}

/** A group link without an event slug: a 30-minute meeting with the default settings. */
const dynamicDefault = (names: string[]): GroupEventType => ({
  id: `dynamic:${names.join('+')}`,
  name: `${DYNAMIC_DEFAULT_DURATION} minute meeting`,
  slug: '',
  description: '',
  duration: DYNAMIC_DEFAULT_DURATION,
  locations: '[]',
  bookingFields: null,
  ...DEFAULT_BOOKING_SETTINGS,
});

/** The loaders of multi-host bookings: a team's event type, or a dynamic group link (ADR 029). */
export function createGroups(deps: { db: Db; reads: Pick<Reads, 'teamEventVersions'>; log?: WarnLog }) {
  const { db, reads, log } = deps;
  const teams = new VersionedCache<Group>(BOOKING_CACHE_BYTES, (g) => 4_096 * g.hosts.length);

  async function loadTeam(eventTypeId: string, version: string): Promise<Group> {
    const row = await db.eventType.findUnique({
      where: { id: eventTypeId },
      include: {
        team: { select: { name: true, slug: true } },
        hosts: { include: { user: { select: GROUP_USER_SELECT } }, orderBy: { userId: 'asc' } },
      },
    });
    // A host who left the team, or whose account is disabled, hosts nothing.
    const members = new Set(
      row?.teamId
        ? (await db.teamMember.findMany({ where: { teamId: row.teamId }, select: { userId: true } })).map(
            (m) => m.userId,
          )
        : [],
    );
    const hosts = (row?.hosts ?? []).filter((h) => h.user.disabledAt === null && members.has(h.userId));
    if (!row?.team || !row.schedulingType || hosts.length === 0) throw notFound();
    const eventType = groupEventTypeOf(row);
    const group = hosts.map((h) => groupHost(h.user, eventType, h, log));
    const first = group[0]!.target.page;
    return {
      key: row.id,
      version,
      eventTypeId: row.id,
      schedulingType: row.schedulingType as SchedulingType,
      hosts: group,
      // The booker's path before the event slug: its link back goes to the team's page.
      page: { ...first, username: `team/${row.team.slug}`, host: { name: row.team.name, avatarUrl: null } },
    };
  }

  return {
    /**
     * A team's visible event type with its hosts (a disabled account hosts nothing); 404 otherwise.
     * Built once per version of the event type, the team and each host's hours and look; each host's
     * bookings and calendars versions are read fresh with every request (one driver read, ADR 008).
     */
    async team(teamSlug: string, eventSlug: string): Promise<Group> {
      const versions = await reads.teamEventVersions(teamSlug.toLowerCase(), eventSlug);
      const hosts = versions?.hosts.filter((h) => !h.disabled) ?? [];
      if (!versions || hosts.length === 0) throw notFound();
      const version = `${versions.version}:${hosts.map((h) => `${h.id}.${h.publicVersion}`).join(',')}`;
      const group = await teams.get(versions.eventTypeId, version, () => loadTeam(versions.eventTypeId, version));
      const fresh = new Map(hosts.map((h) => [h.id, h]));
      return {
        ...group,
        hosts: group.hosts.map((h) => {
          const now = fresh.get(h.id);
          return now
            ? { ...h, versions: { bookingsVersion: now.bookingsVersion, calendarsVersion: now.calendarsVersion } }
            : h;
        }),
      };
    },

    /**
     * `/{a}+{b}[/{slug}]`: every named user, each opted in (docs/product.md#dynamic-group-links), as a
     * collective; the first user's event type `slug` sets the meeting, else 30 minutes. Anyone unknown,
     * disabled or not opted in is the same 404 as an unknown username.
     */
    async dynamic(users: string, slug: string | undefined): Promise<Group> {
      const names = dynamicUsernames(users);
      const rows = await db.user.findMany({ where: { username: { in: names } }, select: GROUP_USER_SELECT });
      const byName = new Map(rows.map((r) => [r.username, r]));
      const ordered = names.map((n) => byName.get(n));
      if (ordered.some((u) => !u || u.disabledAt !== null || !u.allowDynamicBooking)) throw notFound();
      const members = ordered as NonNullable<(typeof ordered)[number]>[];
      let eventTypes: GroupEventType[] = members.map(() => dynamicDefault(names));
      let eventTypeId: string | null = null;
      let eventTypesVersion = '0';
      if (slug !== undefined) {
        // Every member's event type of the slug: each one's rules hold for the group (strictest.ts).
        const found = await db.eventType.findMany({
          where: { userId: { in: members.map((u) => u.id) }, slug, isVisible: true },
        });
        const own = members.map((u) => found.find((e) => e.userId === u.id));
        if (!own[0]) throw notFound();
        eventTypes = memberEventTypes(
          groupEventTypeOf(own[0]),
          own.map((e) => e && groupEventTypeOf(e)),
        );
        eventTypeId = own[0].id;
        eventTypesVersion = own.map((e) => e?.updatedAt.getTime() ?? 0).join('.');
      }
      const hosts = members.map((u, i) => groupHost(u, eventTypes[i]!, { weight: 1, priority: 2, fixed: true }, log));
      const first = hosts[0]!.target.page;
      return {
        key: `dynamic:${names.join('+')}:${slug ?? ''}`,
        version: `${eventTypesVersion}:${members.map((u) => u.publicVersion).join(',')}`,
        eventTypeId,
        schedulingType: 'collective',
        hosts,
        page: {
          ...first,
          // The booker is told the strictest rules of every member (the open times already obey them).
          minimumNotice: eventTypes[0]!.minimumNotice,
          ...groupConfirmation(eventTypes),
          username: names.join('+'),
          host: { name: hosts.map((h) => h.name).join(', '), avatarUrl: null },
        },
      };
    },
  };
}

export type Groups = ReturnType<typeof createGroups>;

/**
 * The hosts of a team booking as they are now, for its reschedule (ADR 029): the same hosts, each
 * free on their own terms, with the booking's event type (or, for a group link without one, a meeting
 * as long as the booking).
 */
export async function bookedGroup(
  db: Db,
  booking: { eventTypeId: string | null; startTime: Date; endTime: Date },
  hostIds: readonly string[],
  log?: WarnLog,
): Promise<Group | null> {
  const users = await db.user.findMany({ where: { id: { in: [...hostIds] } }, select: GROUP_USER_SELECT });
  if (users.length !== hostIds.length || users.some((u) => u.disabledAt !== null)) return null;
  const found = booking.eventTypeId ? await db.eventType.findUnique({ where: { id: booking.eventTypeId } }) : null;
  if (booking.eventTypeId && !found?.isVisible) return null;
  const minutes = Math.round((booking.endTime.getTime() - booking.startTime.getTime()) / 60_000);
  const eventType: GroupEventType = found ? groupEventTypeOf(found) : { ...dynamicDefault([]), duration: minutes };
  let eventTypes = hostIds.map(() => eventType);
  if (found?.userId) {
    // A group link's booking of a person's event type moves under every member's rules, as it was booked.
    const own = await db.eventType.findMany({
      where: { userId: { in: [...hostIds] }, slug: found.slug, isVisible: true },
    });
    const ownOf = (id: string) => own.find((e) => e.userId === id);
    eventTypes = memberEventTypes(
      eventType,
      hostIds.map((id) => {
        const e = ownOf(id);
        return e && groupEventTypeOf(e);
      }),
    );
  }
  const byId = new Map(users.map((u) => [u.id, u]));
  const hosts = hostIds.map((id, i) =>
    groupHost(byId.get(id)!, eventTypes[i]!, { weight: 1, priority: 2, fixed: true }, log),
  );
  return {
    key: `booked:${hostIds.join('+')}`,
    version: '',
    eventTypeId: booking.eventTypeId,
    schedulingType: 'collective',
    hosts,
    page: hosts[0]!.target.page,
  };
}
