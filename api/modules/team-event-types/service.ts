import type { Db, Tx } from '../../db/client.ts';
import type { EventType as EventTypeRow } from '../../db/generated/postgres/client.ts';
import { isMissingRecord, isUniqueViolation } from '../../db/errors.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import type { BookingSettingsInput } from '#shared/schemas/availability.ts';
import {
  type SchedulingType,
  type TeamEventType,
  type TeamEventTypeList,
  type TeamEventTypePatch,
  type TeamEventTypeWrite,
  type TeamHostInput,
  teamEventTypeMessages,
} from '#shared/schemas/team-event-types.ts';
import { hostName } from '../bookings/contract.ts';
import { type WarnLog, locationsAndFieldsData, toEventTypeDetail } from '../event-types/contract.ts';
import { requireTeamRole } from '../teams/surface.ts';

const HOSTS_INCLUDE = {
  hosts: {
    include: { user: { select: { firstName: true, lastName: true, username: true, email: true } } },
    orderBy: { userId: 'asc' as const },
  },
} as const;

type Row = EventTypeRow & {
  hosts: {
    userId: string;
    weight: number;
    priority: number;
    fixed: boolean;
    user: { firstName: string; lastName: string; username: string | null; email: string };
  }[];
};

/** The settings columns of a booking settings input: a date range kept only while it is the window. */
const settingsData = (input: BookingSettingsInput) =>
  input.bookingWindow === 'range' ? input : { ...input, windowStart: null, windowEnd: null };

/**
 * A team's event types (issue 29, ADR 029): any member reads the list; owners and admins create,
 * read one, change and delete. Hosts are members of the team. A non-member gets the team's 404.
 */
export function createTeamEventTypesService(deps: { db: Db; log?: WarnLog }) {
  const { db, log } = deps;

  const view = (row: Row): TeamEventType => ({
    ...toEventTypeDetail(row, log),
    teamId: row.teamId!,
    schedulingType: row.schedulingType as SchedulingType,
    hosts: row.hosts.map((h) => ({
      userId: h.userId,
      name: hostName(h.user),
      email: h.user.email,
      weight: h.weight,
      priority: h.priority,
      fixed: h.fixed,
    })),
  });

  const admin = (teamId: string, userId: string) =>
    requireTeamRole(db, teamId, userId, 'admin', teamEventTypeMessages.teamNotFound);

  /** Every host must be a member of the team: 400 naming `hosts` otherwise. */
  async function checkHosts(tx: Tx, teamId: string, hosts: readonly TeamHostInput[]) {
    const members = await tx.teamMember.count({ where: { teamId, userId: { in: hosts.map((h) => h.userId) } } });
    if (members !== hosts.length) {
      throw httpErrors.invalidFields(teamEventTypeMessages.hostNotMember, {
        hosts: teamEventTypeMessages.hostNotMember,
      });
    }
  }

  async function replaceHosts(tx: Tx, eventTypeId: string, hosts: readonly TeamHostInput[]) {
    await tx.eventTypeHost.deleteMany({ where: { eventTypeId } });
    await tx.eventTypeHost.createMany({ data: hosts.map((h) => ({ eventTypeId, ...h })) });
  }

  /** A write that also moves the team's version (its public page's cache key); a taken slug is a 409. */
  async function write(teamId: string, fn: (tx: Tx) => Promise<string>): Promise<TeamEventType> {
    try {
      const id = await db.$transaction(async (tx) => {
        await tx.team.update({ where: { id: teamId }, data: { version: { increment: 1 } } });
        return fn(tx);
      });
      return view(await db.eventType.findUniqueOrThrow({ where: { id }, include: HOSTS_INCLUDE }));
    } catch (error) {
      if (isUniqueViolation(error)) throw httpErrors.conflict(teamEventTypeMessages.slugTaken);
      if (isMissingRecord(error)) throw httpErrors.notFound(teamEventTypeMessages.notFound);
      throw error;
    }
  }

  async function findInTeam(teamId: string, id: string): Promise<Row> {
    const row = await db.eventType.findFirst({ where: { id, teamId }, include: HOSTS_INCLUDE });
    if (!row) throw httpErrors.notFound(teamEventTypeMessages.notFound);
    return row;
  }

  return {
    async list(teamId: string, userId: string): Promise<TeamEventTypeList> {
      const role = await requireTeamRole(db, teamId, userId, 'member', teamEventTypeMessages.teamNotFound);
      const [team, rows, members] = await Promise.all([
        db.team.findUniqueOrThrow({ where: { id: teamId }, select: { name: true, slug: true } }),
        db.eventType.findMany({
          where: { teamId },
          include: HOSTS_INCLUDE,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        }),
        db.teamMember.findMany({
          where: { teamId },
          include: { user: { select: { firstName: true, lastName: true, username: true, email: true } } },
          orderBy: { createdAt: 'asc' },
        }),
      ]);
      return {
        items: rows.map(view),
        members: members.map((m) => ({ userId: m.userId, name: hostName(m.user), email: m.user.email })),
        role,
        team,
      };
    },

    async get(teamId: string, userId: string, id: string): Promise<TeamEventType> {
      await admin(teamId, userId);
      return view(await findInTeam(teamId, id));
    },

    async create(teamId: string, userId: string, input: TeamEventTypeWrite): Promise<TeamEventType> {
      await admin(teamId, userId);
      const { locations, bookingFields, hosts, bookingSettings, schedulingType, ...details } = input;
      return write(teamId, async (tx) => {
        await checkHosts(tx, teamId, hosts);
        const row = await tx.eventType.create({
          data: {
            ...details,
            ...locationsAndFieldsData({ locations, bookingFields }),
            ...(bookingSettings ? settingsData(bookingSettings) : {}),
            teamId,
            schedulingType,
          },
        });
        await replaceHosts(tx, row.id, hosts);
        return row.id;
      });
    },

    /** What the patch leaves out stays; hosts given replace the hosts. */
    async update(teamId: string, userId: string, id: string, input: TeamEventTypePatch): Promise<TeamEventType> {
      await admin(teamId, userId);
      await findInTeam(teamId, id);
      const { locations, bookingFields, hosts, bookingSettings, ...details } = input;
      return write(teamId, async (tx) => {
        if (hosts) {
          await checkHosts(tx, teamId, hosts);
          await replaceHosts(tx, id, hosts);
        }
        // Always written, so the event type's updatedAt (the open times' version) moves with its hosts.
        await tx.eventType.update({
          where: { id },
          data: {
            ...details,
            ...locationsAndFieldsData({ locations, bookingFields }),
            ...(bookingSettings ? settingsData(bookingSettings) : {}),
            updatedAt: new Date(),
          },
        });
        return id;
      });
    },

    async remove(teamId: string, userId: string, id: string): Promise<void> {
      await admin(teamId, userId);
      const { count } = await db.$transaction(async (tx) => {
        await tx.team.update({ where: { id: teamId }, data: { version: { increment: 1 } } });
        return tx.eventType.deleteMany({ where: { id, teamId } });
      });
      if (count === 0) throw httpErrors.notFound(teamEventTypeMessages.notFound);
    },
  };
}
