import { randomBytes, randomInt } from 'node:crypto';
import { offsetAt } from '#shared/availability/zone-time.ts';
import type { Answer } from './loopback-server.ts';

/**
 * The meetings of the loopback fake of Zoom (tests/fakes/zoom.ts): the REST API v2 calls Kairos
 * makes, as Zoom documents them (developers.zoom.us/docs/api/meetings/): create (201 with the
 * meeting), list a user's meetings (paged), get, update (204), delete (204), unknown → 404 code 3001,
 * at most 100 meetings created per user per day (429). Nothing here is Kairos's code.
 */

export interface ZoomUser {
  /** Zoom's user id (what app_deauthorized names). */
  id: string;
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
  timezone: string;
}

export interface FakeMeeting {
  id: number;
  uuid: string;
  host_id: string;
  host_email: string;
  topic: string;
  type: number;
  status: 'waiting' | 'started';
  start_time: string;
  duration: number;
  timezone: string;
  agenda: string;
  created_at: string;
  start_url: string;
  join_url: string;
  password: string;
  h323_password: string;
  pstn_password: string;
  encrypted_password: string;
  settings: Record<string, unknown>;
  pre_schedule: boolean;
  /** A recurring meeting at fixed times (type 8): its rule, as sent. */
  recurrence?: ZoomRecurrence;
  /** Type 8: its occurrences, as Zoom computes them from the rule in `timezone`. */
  occurrences?: { occurrence_id: string; start_time: string; duration: number; status: 'available' | 'deleted' }[];
}

export interface ZoomRecurrence {
  /** 1 daily, 2 weekly, 3 monthly. */
  type: 1 | 2 | 3;
  repeat_interval: number;
  /** '1'…'7' (Sunday…Saturday), comma-separated. */
  weekly_days?: string;
  monthly_day?: number;
  end_times: number;
}

/** Zoom's error body: `{code, message}`. */
export const zoomError = (status: number, code: number, message: string, headers?: Record<string, string>): Answer => ({
  status,
  body: { code, message },
  headers,
});

const DAILY_CREATES = 100;
const DAY_MS = 86_400_000;

const utc = (t: number) => new Date(Math.floor(t / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** Zoom reads `yyyy-MM-ddTHH:mm:ssZ` as UTC, and without the Z as local time in `timezone` (not needed here: refused). */
function startOf(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value)) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

function invalid(field: string, message: string): Answer {
  return { status: 400, body: { code: 300, message: 'Validation Failed.', errors: [{ field, message }] } };
}

/** Zoom's limits of a recurrence's `repeat_interval` per type, and of `end_times` (Create a meeting). */
const MAX_INTERVAL: Record<number, number> = { 1: 90, 2: 12, 3: 3 };
const MAX_END_TIMES = 60;

/** A type 8 meeting's `recurrence`, checked as Zoom documents it; the problem, or null. */
function recurrenceProblem(value: unknown): Answer | null {
  if (typeof value !== 'object' || value === null) return invalid('recurrence', 'Recurrence is required.');
  const r = value as Record<string, unknown>;
  if (![1, 2, 3].includes(r.type as number)) return invalid('recurrence.type', 'Invalid field.');
  const interval = r.repeat_interval;
  if (!Number.isInteger(interval) || (interval as number) < 1 || (interval as number) > MAX_INTERVAL[r.type as number]!)
    return invalid('recurrence.repeat_interval', 'Invalid field.');
  const times = r.end_times;
  if (!Number.isInteger(times) || (times as number) < 1 || (times as number) > MAX_END_TIMES)
    return invalid('recurrence.end_times', 'Invalid field.');
  if (r.type === 2 && !(typeof r.weekly_days === 'string' && /^[1-7](,[1-7])*$/.test(r.weekly_days)))
    return invalid('recurrence.weekly_days', 'Invalid field.');
  const day = r.monthly_day;
  if (r.type === 3 && !(Number.isInteger(day) && (day as number) >= 1 && (day as number) <= 31))
    return invalid('recurrence.monthly_day', 'Invalid field.');
  return null;
}

/** The instant of a wall time (ms as if UTC) in an IANA zone. */
const wallToUtc = (wall: number, zone: string): number => wall - offsetAt(zone, wall - offsetAt(zone, wall));

/** A type 8 meeting's occurrences: its rule from its start, on the wall clock of its `timezone`. */
function occurrencesOf(start: number, zone: string, duration: number, r: ZoomRecurrence): FakeMeeting['occurrences'] {
  const wallStart = start + offsetAt(zone, start);
  const first = new Date(wallStart);
  const timeOfDay = wallStart % DAY_MS;
  const firstDay = Math.floor(wallStart / DAY_MS);
  const walls: number[] = [];
  if (r.type === 1)
    for (let k = 0; walls.length < r.end_times; k++) walls.push(wallStart + k * r.repeat_interval * DAY_MS);
  if (r.type === 2) {
    const days = new Set(r.weekly_days!.split(',').map((d) => Number(d) - 1));
    const weekOf = (day: number) => Math.floor((day - ((day + 4) % 7)) / 7); // weeks from Sunday
    for (let day = firstDay; walls.length < r.end_times; day++) {
      const weekday = (day + 4) % 7; // 1 January 1970 was a Thursday
      if (days.has(weekday) && (weekOf(day) - weekOf(firstDay)) % r.repeat_interval === 0)
        walls.push(day * DAY_MS + timeOfDay);
    }
  }
  if (r.type === 3) {
    for (let k = 0; walls.length < r.end_times && k < 1000; k++) {
      const month = first.getUTCMonth() + k * r.repeat_interval;
      const wall = Date.UTC(first.getUTCFullYear(), month, r.monthly_day!) + timeOfDay;
      if (new Date(wall).getUTCDate() === r.monthly_day && wall >= wallStart) walls.push(wall);
    }
  }
  return walls.map((wall) => {
    const at = wallToUtc(wall, zone);
    return { occurrence_id: String(at), start_time: utc(at), duration, status: 'available' as const };
  });
}

/** Checks the writable fields Kairos sends; answers the problem as Zoom would, or null. */
function problemOf(body: Record<string, unknown>, creating: boolean): Answer | null {
  if (creating && body.type !== undefined && ![1, 2, 3, 8, 10].includes(body.type as number)) {
    return invalid('type', 'Invalid field.');
  }
  if (creating && body.type === 8) {
    const problem = recurrenceProblem(body.recurrence);
    if (problem) return problem;
  }
  if (body.start_time !== undefined && startOf(body.start_time) === null)
    return invalid('start_time', 'Invalid field.');
  if (body.duration !== undefined && (!Number.isInteger(body.duration) || (body.duration as number) < 0)) {
    return invalid('duration', 'Invalid field.');
  }
  if (body.topic !== undefined && (typeof body.topic !== 'string' || body.topic.length > 200)) {
    return invalid('topic', 'Invalid field.');
  }
  if (body.agenda !== undefined && (typeof body.agenda !== 'string' || body.agenda.length > 2000)) {
    return invalid('agenda', 'Invalid field.');
  }
  if (body.password !== undefined && (typeof body.password !== 'string' || body.password.length > 10)) {
    return invalid('password', 'Invalid field.');
  }
  return null;
}

export class MeetingsApi {
  readonly meetings = new Map<number, FakeMeeting>();
  /** Creations per user, for the daily limit. */
  private readonly created = new Map<string, number[]>();
  /** Every PATCH as received, newest last (tests see a move arrive). */
  readonly patches: { id: number; body: Record<string, unknown> }[] = [];

  constructor(private readonly now: () => number) {}

  ofUser(user: ZoomUser): FakeMeeting[] {
    return [...this.meetings.values()].filter((m) => m.host_id === user.id);
  }

  handle(method: string, url: URL, body: unknown, user: ZoomUser, scopes: Set<string>): Answer {
    const path = url.pathname;
    const needs = (scope: string): Answer | null =>
      scopes.has(scope) ? null : zoomError(400, 4711, `Invalid access token, does not contain scopes:[${scope}].`);
    if (path === '/v2/users/me' && method === 'GET') return needs('user:read:user') ?? this.me(user);
    if (path === '/v2/users/me/meetings' && method === 'POST') {
      return needs('meeting:write:meeting') ?? this.create(user, (body ?? {}) as Record<string, unknown>);
    }
    if (path === '/v2/users/me/meetings' && method === 'GET') {
      return needs('meeting:read:meeting') ?? this.list(user, url.searchParams);
    }
    const match = /^\/v2\/meetings\/(\d+)$/.exec(path);
    if (match) {
      const meeting = this.meetings.get(Number(match[1]));
      if (!meeting || meeting.host_id !== user.id) {
        return zoomError(404, 3001, `Meeting does not exist: ${match[1]}.`);
      }
      if (method === 'GET') return needs('meeting:read:meeting') ?? { status: 200, body: meeting };
      // One occurrence of a recurring meeting at fixed times: its id is its start (epoch ms) as Zoom made it.
      const occurrenceId = url.searchParams.get('occurrence_id');
      if (occurrenceId !== null && (method === 'PATCH' || method === 'DELETE')) {
        const refused = needs(method === 'PATCH' ? 'meeting:update:meeting' : 'meeting:delete:meeting');
        if (refused) return refused;
        const occurrence = meeting.occurrences?.find((o) => o.occurrence_id === occurrenceId);
        if (!occurrence) return zoomError(404, 3001, `Meeting does not exist: ${meeting.id}.`);
        if (method === 'DELETE') occurrence.status = 'deleted';
        else {
          const patch = (body ?? {}) as Record<string, unknown>;
          const problem = problemOf(patch, false);
          if (problem) return problem;
          if (patch.start_time !== undefined) occurrence.start_time = utc(startOf(patch.start_time)!);
          if (patch.duration !== undefined) occurrence.duration = patch.duration as number;
        }
        return { status: 204 };
      }
      if (method === 'PATCH') {
        return needs('meeting:update:meeting') ?? this.update(meeting, (body ?? {}) as Record<string, unknown>);
      }
      if (method === 'DELETE') {
        const refused = needs('meeting:delete:meeting');
        if (refused) return refused;
        this.meetings.delete(meeting.id);
        return { status: 204 };
      }
    }
    return zoomError(404, 404, 'The requested resource was not found.');
  }

  private me(user: ZoomUser): Answer {
    return {
      status: 200,
      body: {
        id: user.id,
        first_name: user.firstName,
        last_name: user.lastName,
        display_name: `${user.firstName} ${user.lastName}`,
        email: user.email,
        type: 2,
        pmi: randomInt(1e9, 9e9),
        timezone: user.timezone,
        verified: 1,
        account_id: user.accountId,
        status: 'active',
        role_name: 'Owner',
        language: 'en-US',
      },
    };
  }

  private create(user: ZoomUser, body: Record<string, unknown>): Answer {
    const problem = problemOf(body, true);
    if (problem) return problem;
    const now = this.now();
    const recent = (this.created.get(user.id) ?? []).filter((t) => t > now - DAY_MS);
    if (recent.length >= DAILY_CREATES) {
      const midnight = new Date(now);
      midnight.setUTCHours(24, 0, 0, 0);
      return zoomError(
        429,
        429,
        `You have exceeded the daily rate limit (${DAILY_CREATES}) of Meeting Create/Update API requests permitted for this particular user. You may resume these requests at GMT 00:00:00.`,
        { 'retry-after': midnight.toUTCString(), 'x-ratelimit-type': 'Daily-limit' },
      );
    }
    this.created.set(user.id, [...recent, now]);
    let id: number;
    do id = randomInt(10_000_000_000, 99_999_999_999);
    while (this.meetings.has(id));
    const password =
      typeof body.password === 'string' ? body.password : randomBytes(6).toString('base64url').slice(0, 6);
    const encrypted = randomBytes(24).toString('base64url');
    const start = startOf(body.start_time) ?? now;
    const meeting: FakeMeeting = {
      id,
      uuid: randomBytes(16).toString('base64'),
      host_id: user.id,
      host_email: user.email,
      topic: typeof body.topic === 'string' ? body.topic : 'Zoom meeting',
      type: (body.type as number | undefined) ?? 2,
      status: 'waiting',
      start_time: utc(start),
      duration: (body.duration as number | undefined) ?? 60,
      timezone: typeof body.timezone === 'string' ? body.timezone : user.timezone,
      agenda: typeof body.agenda === 'string' ? body.agenda : '',
      created_at: utc(now),
      start_url: `https://us05web.zoom.us/s/${id}?zak=${randomBytes(32).toString('base64url')}`,
      join_url: `https://us05web.zoom.us/j/${id}?pwd=${encrypted}`,
      password,
      h323_password: password.replace(/\D/g, '') || '123456',
      pstn_password: password.replace(/\D/g, '') || '123456',
      encrypted_password: encrypted,
      settings: { join_before_host: false, waiting_room: true, ...((body.settings as object | undefined) ?? {}) },
      pre_schedule: false,
    };
    if (meeting.type === 8) {
      meeting.recurrence = body.recurrence as ZoomRecurrence;
      meeting.occurrences = occurrencesOf(start, meeting.timezone, meeting.duration, meeting.recurrence);
    }
    this.meetings.set(id, meeting);
    return { status: 201, body: meeting };
  }

  private update(meeting: FakeMeeting, body: Record<string, unknown>): Answer {
    const problem = problemOf(body, false);
    if (problem) return problem;
    this.patches.push({ id: meeting.id, body });
    if (body.start_time !== undefined) meeting.start_time = utc(startOf(body.start_time)!);
    for (const key of ['topic', 'agenda', 'duration', 'timezone', 'password'] as const) {
      if (body[key] !== undefined) (meeting as unknown as Record<string, unknown>)[key] = body[key];
    }
    return { status: 204 };
  }

  /** `type` scheduled | upcoming | live (all Kairos needs), `page_size` (≤300, 30 by default), `next_page_token`. */
  private list(user: ZoomUser, q: URLSearchParams): Answer {
    const pageSize = Math.min(Number(q.get('page_size') ?? 30) || 30, 300);
    const type = q.get('type') ?? 'scheduled';
    const now = this.now();
    const all = this.ofUser(user)
      .filter((m) =>
        type === 'upcoming'
          ? m.type === 3 || Date.parse(m.occurrences?.at(-1)?.start_time ?? m.start_time) + m.duration * 60_000 > now
          : type === 'live'
            ? m.status === 'started'
            : true,
      )
      .sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time) || a.id - b.id);
    const from = Number(q.get('next_page_token') || 0);
    const page = all.slice(from, from + pageSize);
    const next = from + pageSize < all.length ? String(from + pageSize) : '';
    return {
      status: 200,
      body: {
        page_size: pageSize,
        total_records: all.length,
        next_page_token: next,
        meetings: page.map((m) => ({
          uuid: m.uuid,
          id: m.id,
          host_id: m.host_id,
          topic: m.topic,
          type: m.type,
          start_time: m.start_time,
          duration: m.duration,
          timezone: m.timezone,
          agenda: m.agenda,
          created_at: m.created_at,
          join_url: m.join_url,
        })),
      },
    };
  }
}
