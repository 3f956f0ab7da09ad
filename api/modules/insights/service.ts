import type { Db } from '../../db/client.ts';
import type { InsightsReads } from '../../db/reads/insights.ts';
import { offsetAt } from '#shared/availability/zone-time.ts';
import {
  INSIGHTS_CSV_COLUMNS,
  INSIGHTS_EXPORT_PAGE,
  INSIGHTS_MAX_REASONS,
  type Insights,
  type InsightsDefaultRange,
  type InsightsQuery,
  type InsightsScopes,
  insightsMessages,
} from '#shared/schemas/insights.ts';
import { hostName } from '../bookings/contract.ts';
import { csvLine } from '../../lib/csv.ts';
import { foldHours, perEventType } from './fold.ts';
import { type LocalRange, localRange, nextRange, rangeDates } from './range.ts';
import { zoneOf } from '../schedules/surface.ts';
import { type ResolvedScope, resolveScope } from './scope.ts';

export interface InsightsServiceDeps {
  db: Pick<Db, 'teamMember' | 'schedule' | 'eventType' | 'team'>;
  reads: InsightsReads;
  now: () => number;
}

/** Insights (issue 30, ADR 032): the figures and charts of a range, and the CSV of its bookings. */
export function createInsightsService({ db, reads, now }: InsightsServiceDeps) {
  /**
   * The scope and the range. Without dates the range is the last 30 days, or the next 30 when nothing
   * starts in the last 30 and something starts in the next (a new host's first bookings are all ahead):
   * two indexed probes, so the page and its CSV export agree on what the default shows.
   */
  async function prepare(
    callerId: string,
    query: InsightsQuery,
  ): Promise<ResolvedScope & { range: LocalRange; preset?: InsightsDefaultRange }> {
    const resolved = await resolveScope(db, callerId, query);
    const zone = await zoneOf(db, resolved.zoneUserId);
    const range = localRange(query, zone, now());
    if (query.from || query.to) return { ...resolved, range };
    if (await reads.anyStart(resolved.scope, range.span)) return { ...resolved, range, preset: '30d' };
    const next = nextRange(zone, now());
    if (!(await reads.anyStart(resolved.scope, next.span))) return { ...resolved, range, preset: '30d' };
    return { ...resolved, range: next, preset: 'next-30d' };
  }

  /** The scope's event types with their names: those booked in the range and the unbooked ones. */
  async function byEventType(resolved: ResolvedScope, counts: { eventTypeId: string | null; count: number }[]) {
    const { scope } = resolved;
    const booked = counts.flatMap((c) => (c.eventTypeId ? [c.eventTypeId] : []));
    // The scope's own event types (the one filtered by, if any): another's is never named here.
    const owned = {
      ...(scope.teamIds ? { teamId: { in: scope.teamIds } } : { userId: scope.hostId ?? '' }),
      ...(scope.eventTypeId ? { id: scope.eventTypeId } : {}),
    };
    const types = await db.eventType.findMany({
      where: { OR: [{ id: { in: booked } }, owned] },
      select: { id: true, name: true },
    });
    const names = new Map(types.map((t) => [t.id, t.name]));
    const rows = counts.map((c) => ({
      eventTypeId: c.eventTypeId,
      name: (c.eventTypeId && names.get(c.eventTypeId)) || insightsMessages.deletedEventType,
      count: c.count,
    }));
    for (const t of types) if (!booked.includes(t.id)) rows.push({ eventTypeId: t.id, name: t.name, count: 0 });
    return rows.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  }

  return {
    /** GET /api/insights. */
    async insights(callerId: string, query: InsightsQuery): Promise<Insights> {
      const resolved = await prepare(callerId, query);
      const { scope, range, preset } = resolved;
      const at = now();
      const [hours, starts, created, changes, reasons] = await Promise.all([
        reads.startsByHour(scope, range.span, range.shiftSeconds),
        reads.startFigures(scope, range.span, range.previousFrom, at),
        reads.created(scope, range.span, range.previousFrom),
        reads.changes(scope, range.span, range.previousFrom),
        reads.cancelReasons(scope, range.span, INSIGHTS_MAX_REASONS),
      ]);
      const figure = (i: 0 | 1) => ({
        created: created[i],
        completed: starts.completed[i],
        rescheduled: changes.rescheduled[i],
        cancelled: changes.cancelled[i],
        noShow: starts.noShow[i],
      });
      return {
        ...figure(0),
        previous: figure(1),
        ...rangeDates(range),
        ...(preset ? { defaultRange: preset } : {}),
        timeZone: range.zone,
        ...foldHours(hours, range),
        byEventType: await byEventType(resolved, perEventType(hours)),
        cancelReasons: reasons,
      };
    },

    /** GET /api/insights/export.csv: checks the request, then streams the file a page of rows at a time. */
    async exportCsv(callerId: string, query: InsightsQuery) {
      const { scope, range } = await prepare(callerId, query);
      const dates = rangeDates(range);
      const local = (t: number) => new Date(t + offsetAt(range.zone, t)).toISOString().slice(0, 16).replace('T', ' ');
      async function* lines(): AsyncGenerator<string> {
        yield csvLine(INSIGHTS_CSV_COLUMNS);
        let after: { start: number; id: string } | null = null;
        for (;;) {
          const rows = await reads.exportPage(scope, range.span, after, INSIGHTS_EXPORT_PAGE);
          let chunk = '';
          for (const r of rows) {
            chunk += csvLine([
              r.uid,
              r.title,
              r.eventTypeName,
              r.status,
              r.noShow,
              new Date(r.start).toISOString(),
              new Date(r.end).toISOString(),
              local(r.start),
              range.zone,
              r.inviteeName,
              r.inviteeEmail,
              r.inviteeTimeZone,
              r.location,
              r.cancelReason,
              new Date(r.createdAt).toISOString(),
            ]);
          }
          if (chunk) yield chunk;
          const last = rows.at(-1);
          if (!last || rows.length < INSIGHTS_EXPORT_PAGE) return;
          after = { start: last.start, id: last.id };
        }
      }
      return { filename: `kairos-bookings-${dates.from}-to-${dates.to}.csv`, lines };
    },

    /** GET /api/insights/scopes: the event types to filter by and the teams (with members) the caller manages. */
    async scopes(callerId: string): Promise<InsightsScopes> {
      const teams = await db.team.findMany({
        where: { members: { some: { userId: callerId, role: { in: ['owner', 'admin'] } } } },
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        select: {
          id: true,
          name: true,
          members: {
            orderBy: { createdAt: 'asc' },
            select: {
              user: { select: { id: true, firstName: true, lastName: true, username: true, email: true } },
            },
          },
        },
      });
      const eventTypes = await db.eventType.findMany({
        where: { OR: [{ userId: callerId }, { teamId: { in: teams.map((t) => t.id) } }] },
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        select: { id: true, name: true, teamId: true },
      });
      return {
        timeZone: await zoneOf(db, callerId),
        eventTypes,
        teams: teams.map((t) => ({
          id: t.id,
          name: t.name,
          members: t.members.map((m) => ({ id: m.user.id, name: hostName(m.user) })),
        })),
      };
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
