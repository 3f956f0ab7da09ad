import { httpErrors } from '../../../lib/http-errors.ts';
import { VersionedCache } from '../../../lib/versioned-cache.ts';
import { DAY_MS, localDayOf } from '#shared/availability/zone-time.ts';
import { MAX_SLOTS_SPAN_DAYS, type SlotsQuery, availabilityMessages } from '#shared/schemas/availability.ts';
import { horizonEnd, slotsBody, slotsJson, slotsJsonBytes } from '../../open-times/contract.ts';
import type { OpenTimesService } from '../../open-times/surface.ts';
import { BOOKING_CACHE_BYTES, type OwnBooking, parseInstant } from '../../open-times/types.ts';
import { type OpenDay, createOpenDays, firstOpen, itemsBetween, openDaySize } from './open-days.ts';
import type { Group, GroupHost } from './targets.ts';

const MINUTE = 60_000;
/** How far past the span a group's next open time is looked for (each host's times are computed that far). */
const NEXT_DAYS = 14;

interface Combined {
  /** The span's days (open-days.ts), computed without the minimum notice. */
  days: OpenDay[];
  nextAvailable: number | null;
  /**
   * The last body sent: the open times from `first` (the first at or after the notice) on. Kept from
   * the span's second request: a span asked once (a script walking new spans) is answered as bytes
   * (`slotsJsonBytes`), and keeping its text would only fill the old generation with 100 KB texts
   * nobody asks for again.
   */
  body: { first: number | null; text: string } | null;
  /** How often the span was asked for at this version. */
  asked: number;
}

/** The hosts that must attend every booking, and those of whom one is chosen (ADR 029). */
export function attendance(group: Pick<Group, 'schedulingType' | 'hosts'>) {
  const fixed = group.schedulingType === 'collective' ? group.hosts : group.hosts.filter((h) => h.fixed);
  const pool = group.schedulingType === 'collective' ? [] : group.hosts.filter((h) => !h.fixed);
  return { fixed, pool };
}

/** `list` in ascending order (each host's open times come sorted; a copy is sorted only if not). */
function ascending(list: readonly number[]): readonly number[] {
  for (let i = 1; i < list.length; i++) if (list[i]! < list[i - 1]!) return [...list].sort((a, b) => a - b);
  return list;
}

/** The times in either of two ascending lists, once each, ascending. */
function union(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? a[i]! : Infinity;
    const y = j < b.length ? b[j]! : Infinity;
    const t = x <= y ? x : y;
    if (out.length === 0 || out[out.length - 1] !== t) out.push(t);
    if (x === t) i++;
    if (y === t) j++;
  }
  return out;
}

/** The times in both of two ascending lists, ascending. */
function intersection(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      if (out.length === 0 || out[out.length - 1] !== a[i]) out.push(a[i]!);
      i++;
      j++;
    }
  }
  return out;
}

/**
 * Combines each host's open times: a time is open when every fixed host is free (all hosts of a
 * collective) and, for a round-robin with hosts to choose from, at least one of them is. The lists
 * are merged in order (a Set of every host's times, then a sort, took a quarter of the CPU of a round
 * robin's open times for a new span: profiled, issue 39).
 */
export function combine(fixed: readonly number[][], pool: readonly number[][]): number[] {
  let open: readonly number[] | null = null;
  if (pool.length > 0) {
    // Pairwise, so that each merge handles lists of like length.
    let lists = pool.map(ascending);
    while (lists.length > 1) {
      const next: (readonly number[])[] = [];
      for (let k = 0; k < lists.length; k += 2)
        next.push(k + 1 < lists.length ? union(lists[k]!, lists[k + 1]!) : lists[k]!);
      lists = next;
    }
    open = lists[0]!;
  }
  for (const times of fixed) open = open === null ? union(ascending(times), []) : intersection(open, ascending(times));
  return [...(open ?? [])];
}

/**
 * A group's open times (ADR 029): each host's own open times from the open-times engine (their hours
 * and zone, bookings, connected calendars and limits), combined. Kept per UTC day (open-days.ts) and
 * per span, at the version of the group, every host's bookings and calendars and each host zone's
 * day; the minimum notice is applied per request, as for a person's open times.
 */
export function createGroupOpenTimes(deps: { slots: OpenTimesService; now: () => number }) {
  const { slots, now } = deps;
  const openDays = createOpenDays();
  // A span's days are counted here too (most are also in `openDays`): the bound holds either way.
  const results = new VersionedCache<Combined>(
    BOOKING_CACHE_BYTES,
    (e) => e.days.reduce((sum, day) => sum + openDaySize(day), 0) + (e.body?.text.length ?? 0) + 256,
  );

  async function hostTimes(host: GroupHost, from: number, to: number, at: number, own?: OwnBooking) {
    const { target } = host;
    const settings = { ...target.settings, minimumNotice: 0 };
    const free = await slots.freeTimes(target, { id: host.id, ...host.versions }, from, to, at, settings, own);
    return free.slots;
  }

  /** Open starts in [from, until): the hosts' own, combined. `owns`: a team booking being moved, per host. */
  async function combined(
    group: Group,
    from: number,
    until: number,
    at: number,
    owns?: ReadonlyMap<string, OwnBooking>,
  ): Promise<number[]> {
    const { fixed, pool } = attendance(group);
    const times = async (hosts: GroupHost[]) =>
      Promise.all(hosts.map((h) => hostTimes(h, from, until, at, owns?.get(h.id))));
    const [f, p] = await Promise.all([times(fixed), times(pool)]);
    return combine(f, p);
  }

  return {
    combined,
    /**
     * The slots answer as JSON text, or its bytes for a span asked once (the shape of a person's).
     * `owns`: the rows of a team booking being rescheduled, whose time counts as free for its hosts
     * (not cached).
     */
    async slots(group: Group, query: SlotsQuery, owns?: ReadonlyMap<string, OwnBooking>): Promise<string | Buffer> {
      const from = parseInstant(query.from);
      let to = parseInstant(query.to);
      if (!(to > from)) throw httpErrors.badRequest(availabilityMessages.spanOrder);
      if (to - from > MAX_SLOTS_SPAN_DAYS * DAY_MS) throw httpErrors.badRequest(availabilityMessages.spanTooLong);
      const at = now();
      const horizon = horizonEnd(at);
      if (from >= horizon || to + NEXT_DAYS * DAY_MS <= at) return slotsBody([], 0, null);
      to = Math.min(to, horizon);
      const until = Math.min(to + NEXT_DAYS * DAY_MS, horizon);
      const notice = group.hosts[0]!.target.settings.minimumNotice;
      const earliest = at + notice * MINUTE;
      if (owns) {
        const all = (await combined(group, from, until, at, owns)).filter((t) => t >= earliest);
        return slotsBody(
          all.filter((t) => t < to),
          0,
          all.find((t) => t >= to) ?? null,
        );
      }
      // A host's rolling window moves on at their own midnight: kept per day of each host zone.
      const zones = new Set(group.hosts.map((h) => h.target.schedule.timeZone));
      const today = [...zones].map((zone) => localDayOf(zone, at)).join('.');
      const versions = group.hosts.map((h) => `${h.versions.bookingsVersion}.${h.versions.calendarsVersion}`);
      const version = `${group.version}|${versions.join(',')}|${today}`;
      const lo = Math.max(from, earliest);
      const spanKey = `${group.key}:${from}:${to}`;
      const entry = await results.get(spanKey, version, async () => {
        const first = Math.floor(from / DAY_MS);
        const days = await openDays.get(group.key, version, first, Math.floor((until - 1) / DAY_MS), (a, b) =>
          combined(group, a, b, at),
        );
        const inSpan = days.slice(0, Math.floor((to - 1) / DAY_MS) - first + 1);
        // As computed now: open times before now are not open.
        const nextAvailable = firstOpen(days, Math.max(to, at), until);
        return { days: inSpan, nextAvailable, body: null, asked: 0 };
      });
      entry.asked++;
      const first = firstOpen(entry.days, lo, to);
      if (entry.body && entry.body.first === first) return entry.body.text;
      const items = itemsBetween(entry.days, lo, to);
      // Asked once so far: bytes for this request alone (slotsJsonBytes).
      if (entry.asked === 1) return slotsJsonBytes(items, entry.nextAvailable);
      const text = slotsJson(items, entry.nextAvailable);
      entry.body = { first, text };
      // Kept again, so that its size counts the text.
      results.set(spanKey, version, entry);
      return text;
    },
  };
}

export type GroupOpenTimes = ReturnType<typeof createGroupOpenTimes>;
