import type { CallOptions, GraphCalendar, GraphEvent, MicrosoftGraph } from '../../../../lib/microsoft-graph.ts';
import { MAX_CALDAV_OBJECTS } from '#shared/schemas/calendars.ts';
import { type RemoteCalendar, RemoteCalendarError, type RemoteObject, type SyncResult } from '../../remote/types.ts';
import { objectOf } from './events.ts';

const DAY_MS = 86_400_000;
/**
 * The delta window (ADR 050). Graph's calendar view delta is fixed to the window of its round's first
 * call, so the window is chosen to cover the busy cache's span (a few days back, 200 ahead:
 * open-times/busy/calendars.ts) with room: from a week before today for 400 days. A round whose window
 * started more than REBASE_DAYS before today's window is re-based by a full re-read (a new round from a
 * new window), so the window's end always stays more than 380 days ahead of today.
 */
export const WINDOW_BACK_DAYS = 7;
export const WINDOW_DAYS = 400;
export const REBASE_DAYS = 7;

/** Where today's window starts: a week before today's midnight (UTC). */
export const windowStartAt = (now: number) => Math.floor(now / DAY_MS) * DAY_MS - WINDOW_BACK_DAYS * DAY_MS;

/** A calendar's stored sync state: `<window start ms> <deltaLink>`. */
export const syncTokenOf = (start: number, deltaLink: string) => `${start} ${deltaLink}`;

function parseToken(token: string | null): { start: number; link: string } | null {
  const match = /^(\d+) (\S+)$/.exec(token ?? '');
  return match ? { start: Number(match[1]), link: match[2]! } : null;
}

/** A calendar of the mailbox as the calendars module keeps it: `url` is Graph's calendar id. */
export function remoteCalendarOf(entry: GraphCalendar): Omit<RemoteCalendar, 'ctag' | 'syncToken'> {
  return {
    url: entry.id,
    name: entry.name ?? 'Calendar',
    color: /^#[0-9a-f]{6}$/i.test(entry.hexColor ?? '') ? entry.hexColor!.toLowerCase() : null,
    writable: entry.canEdit === true,
  };
}

/** Every page of one delta round, to its deltaLink; null when Graph says the state is gone (410). */
async function readRound(
  api: MicrosoftGraph,
  first: Parameters<MicrosoftGraph['deltaPage']>[0],
  options: CallOptions,
): Promise<{ events: GraphEvent[]; deltaLink: string } | null> {
  const events: GraphEvent[] = [];
  let from = first;
  for (;;) {
    const page = await api.deltaPage(from, options);
    if (!page) return null;
    events.push(...page.value);
    if (events.length > MAX_CALDAV_OBJECTS) {
      throw new RemoteCalendarError('too-large', `the calendar holds more than ${MAX_CALDAV_OBJECTS} events`);
    }
    const next = page['@odata.nextLink'];
    if (next) from = { link: next };
    else if (page['@odata.deltaLink']) return { events, deltaLink: page['@odata.deltaLink'] };
    else throw new RemoteCalendarError('server-error', 'Graph ended a delta round without a deltaLink');
  }
}

/**
 * One calendar's changes as a SyncResult: the next delta round from its deltaLink (only the events
 * that changed), or a full read of today's window when it has none, its window is due to be re-based,
 * or Graph answered 410 syncStateNotFound (the state dropped and everything read again in the same
 * run). Unchanged: `{changed: false}`. `fullAfter410: false` (the booking-time check) never reads in
 * full: the next refresh does.
 */
export async function readCalendar(
  api: MicrosoftGraph,
  calendar: { url: string; syncToken: string | null },
  options: CallOptions,
  at: { now: number; fullAllowed?: boolean },
): Promise<SyncResult> {
  const start = windowStartAt(at.now);
  const stored = parseToken(calendar.syncToken);
  const fresh = stored !== null && stored.start >= start - REBASE_DAYS * DAY_MS;
  if (stored && fresh) {
    const round = await readRound(api, { link: stored.link }, options);
    if (round) {
      const state = { ctag: null, syncToken: syncTokenOf(stored.start, round.deltaLink), etags: {} };
      if (round.events.length === 0)
        return state.syncToken === calendar.syncToken
          ? { changed: false }
          : { changed: true, state, upserts: [], deletions: [], full: false };
      // The last word on each event counts (an event may change again between two pages).
      const last = new Map(round.events.map((e) => [e.id, e]));
      const upserts: RemoteObject[] = [];
      const deletions: string[] = [];
      for (const event of last.values()) {
        const object = objectOf(event);
        if (object) upserts.push(object);
        else deletions.push(event.id);
      }
      return { changed: true, state, upserts, deletions, full: false };
    }
  }
  if (at.fullAllowed === false) return { changed: false };
  const end = new Date(start + WINDOW_DAYS * DAY_MS);
  const round = await readRound(api, { calendarId: calendar.url, start: new Date(start), end }, options);
  if (!round) throw new RemoteCalendarError('server-error', 'Graph answered 410 to a new delta round');
  const upserts = new Map<string, RemoteObject>();
  for (const event of round.events) {
    const object = objectOf(event);
    if (object) upserts.set(object.href, object);
    else upserts.delete(event.id);
  }
  const state = { ctag: null, syncToken: syncTokenOf(start, round.deltaLink), etags: {} };
  return { changed: true, state, upserts: [...upserts.values()], deletions: [], full: true };
}
