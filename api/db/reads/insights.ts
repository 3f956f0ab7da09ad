import type { InsightsStatus } from '#shared/schemas/insights.ts';
import { type Row, type Runner, nullableText, toMillis } from './runner.ts';

/**
 * Insights' reads (issue 30, ADR 032): each figure is one indexed, grouped query over the bookings
 * (or their history) of a scope; nothing walks rows in JavaScript. Times are grouped by the hour since
 * the epoch (shifted by the zone's sub-hour offset), which both databases compute the same way; the
 * service folds those ≤ 24 × days buckets into local dates and weekday × hour with the zone's offsets.
 */

/** Whose bookings: a host's own, a team's (its event types'), or a member's within some teams. */
export interface InsightsScope {
  hostId?: string;
  /** Only bookings of event types owned by one of these teams. */
  teamIds?: string[];
  eventTypeId?: string;
  status?: InsightsStatus;
}

/** A range of instants [from, to), milliseconds. */
export interface Span {
  from: number;
  to: number;
}

export interface HourBucket {
  /** The bucket's first instant (ms): `shift` + a whole number of hours. */
  start: number;
  eventTypeId: string | null;
  count: number;
}

export interface ExportRow {
  id: string;
  uid: string;
  title: string;
  eventTypeName: string | null;
  status: string;
  noShow: boolean;
  start: number;
  end: number;
  inviteeName: string;
  inviteeEmail: string;
  inviteeTimeZone: string;
  location: string | null;
  cancelReason: string | null;
  createdAt: number;
}

/** The WHERE conditions (on `b`, the bookings) of a scope and its filters, with their parameters. */
function scopeWhere(scope: InsightsScope, charts: boolean): { sql: string; params: unknown[]; key: string } {
  const where: string[] = [];
  const params: unknown[] = [];
  let key = '';
  if (scope.hostId) {
    where.push('b.host_id = ?');
    params.push(scope.hostId);
    key += 'h';
  }
  if (scope.teamIds) {
    const marks = scope.teamIds.map(() => '?').join(', ');
    where.push(`b.event_type_id IN (SELECT id FROM event_types WHERE team_id IN (${marks || 'NULL'}))`);
    params.push(...scope.teamIds);
    key += `t${scope.teamIds.length}`;
  }
  if (scope.eventTypeId) {
    where.push('b.event_type_id = ?');
    params.push(scope.eventTypeId);
    key += 'e';
  }
  if (scope.status === 'no_show') {
    where.push("b.status = 'accepted' AND b.no_show = TRUE");
    key += 'n';
  } else if (scope.status) {
    where.push('b.status = ?');
    params.push(scope.status);
    key += 's';
  } else if (charts) {
    // Without a status filter the charts count the meetings that happen (or were to): not the cancelled or declined.
    where.push("b.status IN ('accepted', 'pending')");
    key += 'c';
  }
  return { sql: where.length ? where.join(' AND ') : '1 = 1', params, key };
}

const count = (value: unknown) => Number(value ?? 0);

export function insightsReads(run: Runner) {
  const hourOf = (column: string) => `(${run.epochSeconds(column)} - CAST(? AS INTEGER)) / 3600`;

  return {
    /**
     * Bookings starting in `span` per hour bucket and event type (null: deleted), one pass over the
     * covering index; `shiftSeconds`: the zone's offset beyond whole hours. At most 24 × days × types rows.
     */
    async startsByHour(scope: InsightsScope, span: Span, shiftSeconds: number): Promise<HourBucket[]> {
      const w = scopeWhere(scope, true);
      const rows = await run.rows(
        `insights_hours_${w.key}`,
        `SELECT ${hourOf('b.start_time')} AS bucket, b.event_type_id AS type, COUNT(*) AS n
           FROM bookings b
          WHERE ${w.sql} AND b.start_time >= ? AND b.start_time < ?
          GROUP BY 1, 2`,
        [shiftSeconds, ...w.params, run.time(new Date(span.from)), run.time(new Date(span.to))],
      );
      return rows.map((r) => ({
        start: Number(r.bucket) * 3_600_000 + shiftSeconds * 1000,
        eventTypeId: nullableText(r.type),
        count: count(r.n),
      }));
    },

    /** Whether any booking the charts count starts in `span`: one indexed probe (the default range's choice). */
    async anyStart(scope: InsightsScope, span: Span): Promise<boolean> {
      const w = scopeWhere(scope, true);
      const rows = await run.rows(
        `insights_any_${w.key}`,
        `SELECT 1 AS hit FROM bookings b WHERE ${w.sql} AND b.start_time >= ? AND b.start_time < ? LIMIT 1`,
        [...w.params, run.time(new Date(span.from)), run.time(new Date(span.to))],
      );
      return rows.length > 0;
    },

    /**
     * Completed and no-show bookings starting in the period and in the previous one (`previousFrom`
     * up to `span.from`): completed = accepted, not a no-show, ended by `now`.
     */
    async startFigures(scope: InsightsScope, span: Span, previousFrom: number, now: number) {
      const w = scopeWhere(scope, false);
      const done = "b.status = 'accepted' AND b.no_show = FALSE AND b.end_time <= ?";
      const missed = "b.status = 'accepted' AND b.no_show = TRUE";
      const [r = {}] = await run.rows(
        `insights_starts_${w.key}`,
        `SELECT SUM(CASE WHEN b.start_time >= ? AND ${done} THEN 1 ELSE 0 END) AS completed,
                SUM(CASE WHEN b.start_time < ? AND ${done} THEN 1 ELSE 0 END) AS completed_before,
                SUM(CASE WHEN b.start_time >= ? AND ${missed} THEN 1 ELSE 0 END) AS no_show,
                SUM(CASE WHEN b.start_time < ? AND ${missed} THEN 1 ELSE 0 END) AS no_show_before
           FROM bookings b
          WHERE ${w.sql} AND b.start_time >= ? AND b.start_time < ?`,
        [
          run.time(new Date(span.from)),
          run.time(new Date(now)),
          run.time(new Date(span.from)),
          run.time(new Date(now)),
          run.time(new Date(span.from)),
          run.time(new Date(span.from)),
          ...w.params,
          run.time(new Date(previousFrom)),
          run.time(new Date(span.to)),
        ],
      );
      return {
        completed: [count(r.completed), count(r.completed_before)] as const,
        noShow: [count(r.no_show), count(r.no_show_before)] as const,
      };
    },

    /** Bookings created in the period and in the previous one. */
    async created(scope: InsightsScope, span: Span, previousFrom: number): Promise<readonly [number, number]> {
      const w = scopeWhere(scope, false);
      const [r = {}] = await run.rows(
        `insights_created_${w.key}`,
        `SELECT SUM(CASE WHEN b.created_at >= ? THEN 1 ELSE 0 END) AS now_n,
                SUM(CASE WHEN b.created_at < ? THEN 1 ELSE 0 END) AS before_n
           FROM bookings b
          WHERE ${w.sql} AND b.created_at >= ? AND b.created_at < ?`,
        [
          run.time(new Date(span.from)),
          run.time(new Date(span.from)),
          ...w.params,
          run.time(new Date(previousFrom)),
          run.time(new Date(span.to)),
        ],
      );
      return [count(r.now_n), count(r.before_n)];
    },

    /** Reschedules and cancellations (the history's events) made in the period and in the previous one. */
    async changes(scope: InsightsScope, span: Span, previousFrom: number) {
      const w = scopeWhere(scope, false);
      const rows = await run.rows(
        `insights_changes_${w.key}`,
        `SELECT e.kind AS kind,
                SUM(CASE WHEN e.created_at >= ? THEN 1 ELSE 0 END) AS now_n,
                SUM(CASE WHEN e.created_at < ? THEN 1 ELSE 0 END) AS before_n
           FROM booking_events e
           JOIN bookings b ON b.id = e.booking_id
          WHERE e.kind IN ('rescheduled', 'cancelled') AND e.created_at >= ? AND e.created_at < ? AND ${w.sql}
          GROUP BY e.kind`,
        [
          run.time(new Date(span.from)),
          run.time(new Date(span.from)),
          run.time(new Date(previousFrom)),
          run.time(new Date(span.to)),
          ...w.params,
        ],
      );
      const of = (kind: string): readonly [number, number] => {
        const r: Row | undefined = rows.find((row) => String(row.kind) === kind);
        return [count(r?.now_n), count(r?.before_n)];
      };
      return { rescheduled: of('rescheduled'), cancelled: of('cancelled') };
    },

    /** Cancellations made in `span` by their reason ('' = none given), most first. */
    async cancelReasons(scope: InsightsScope, span: Span, limit: number): Promise<{ reason: string; count: number }[]> {
      const w = scopeWhere(scope, false);
      const rows = await run.rows(
        `insights_reasons_${w.key}`,
        `SELECT COALESCE(e.reason, '') AS reason, COUNT(*) AS n
           FROM booking_events e
           JOIN bookings b ON b.id = e.booking_id
          WHERE e.kind = 'cancelled' AND e.created_at >= ? AND e.created_at < ? AND ${w.sql}
          GROUP BY COALESCE(e.reason, '')
          ORDER BY COUNT(*) DESC, COALESCE(e.reason, '')
          LIMIT ?`,
        [run.time(new Date(span.from)), run.time(new Date(span.to)), ...w.params, limit],
      );
      return rows.map((r) => ({ reason: String(r.reason), count: count(r.n) }));
    },

    /** One page of the export: bookings starting in `span`, by start then id, after the cursor. */
    async exportPage(
      scope: InsightsScope,
      span: Span,
      after: { start: number; id: string } | null,
      take: number,
    ): Promise<ExportRow[]> {
      const w = scopeWhere(scope, false);
      const params: unknown[] = [...w.params, run.time(new Date(span.from)), run.time(new Date(span.to))];
      if (after) params.push(run.time(new Date(after.start)), run.time(new Date(after.start)), after.id);
      params.push(take);
      const rows = await run.rows(
        `insights_export_${w.key}${after ? '_after' : ''}`,
        `SELECT b.id, b.uid, b.title, b.status, b.no_show, b.start_time, b.end_time, b.invitee_name,
                b.invitee_email, b.invitee_time_zone, b.location, b.cancel_reason, b.created_at,
                et.name AS event_type_name
           FROM bookings b
           LEFT JOIN event_types et ON et.id = b.event_type_id
          WHERE ${w.sql} AND b.start_time >= ? AND b.start_time < ?
                ${after ? 'AND (b.start_time > ? OR (b.start_time = ? AND b.id > ?))' : ''}
          ORDER BY b.start_time, b.id
          LIMIT ?`,
        params,
      );
      return rows.map((r) => ({
        id: String(r.id),
        uid: String(r.uid),
        title: String(r.title),
        eventTypeName: nullableText(r.event_type_name),
        status: String(r.status),
        noShow: r.no_show === true || r.no_show === 1,
        start: toMillis(r.start_time),
        end: toMillis(r.end_time),
        inviteeName: String(r.invitee_name),
        inviteeEmail: String(r.invitee_email),
        inviteeTimeZone: String(r.invitee_time_zone),
        location: nullableText(r.location),
        cancelReason: nullableText(r.cancel_reason),
        createdAt: toMillis(r.created_at),
      }));
    },
  };
}

export type InsightsReads = ReturnType<typeof insightsReads>;
