import { httpErrors } from '../../lib/http-errors.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { DAY_MS } from '#shared/availability/zone-time.ts';
import { MAX_SLOTS_SPAN_DAYS, type SlotsQuery, availabilityMessages } from '#shared/schemas/availability.ts';
import { horizonEnd } from '../open-times/horizon.ts';
import { type createOpenTimesService, slotsBody } from '../open-times/service.ts';
import { BOOKING_CACHE_BYTES, type OwnBooking, parseInstant } from '../open-times/types.ts';
import type { Group, GroupHost } from './targets.ts';

const MINUTE = 60_000;
/** How far past the span a group's next open time is looked for (each host's times are computed that far). */
const NEXT_DAYS = 14;

interface Combined {
  slots: number[];
  nextAvailable: number | null;
  body: { first: number; text: string } | null;
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
 * and zone, bookings, connected calendars and limits), combined. Kept per span and day at the
 * version of the group and every host's bookings and calendars; the minimum notice is applied per
 * request, as for a person's open times.
 */
export function createGroupOpenTimes(deps: { slots: ReturnType<typeof createOpenTimesService>; now: () => number }) {
  const { slots, now } = deps;
  const results = new VersionedCache<Combined>(BOOKING_CACHE_BYTES, (e) => e.slots.length * 16 + 256);

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
     * The slots answer as JSON text (the shape of a person's). `owns`: the rows of a team booking being
     * rescheduled, whose time counts as free for its hosts (not cached).
     */
    async slots(group: Group, query: SlotsQuery, owns?: ReadonlyMap<string, OwnBooking>): Promise<string> {
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
      const today = Math.floor(at / DAY_MS);
      const versions = group.hosts.map((h) => `${h.versions.bookingsVersion}.${h.versions.calendarsVersion}`);
      const entry = await results.get(
        `${group.key}:${from}:${to}:${today}`,
        `${group.version}|${versions.join(',')}`,
        async () => {
          const all = await combined(group, from, until, at);
          const inSpan = all.filter((t) => t < to);
          return { slots: inSpan, nextAvailable: all.find((t) => t >= to) ?? null, body: null };
        },
      );
      const first = entry.slots.findIndex((t) => t >= earliest);
      const start = first < 0 ? entry.slots.length : first;
      if (!entry.body || entry.body.first !== start) {
        entry.body = { first: start, text: slotsBody(entry.slots, start, entry.nextAvailable) };
      }
      return entry.body.text;
    },
  };
}

export type GroupOpenTimes = ReturnType<typeof createGroupOpenTimes>;
