import { VersionedCache } from '../../../lib/versioned-cache.ts';
import { DAY_MS } from '#shared/availability/zone-time.ts';
import { firstAtOrAfter, slotItems } from '../../open-times/contract.ts';
import { BOOKING_CACHE_BYTES } from '../../open-times/types.ts';

/** A group's open times on one UTC day (without the minimum notice), with their items of the answer. */
export interface OpenDay {
  slots: number[];
  /** `slotItems` of all the day's times ('' when none): most days of a span are sent whole. */
  text: string;
}

/** What a day's entry holds in memory, about. */
export const openDaySize = (day: OpenDay): number => day.slots.length * 16 + day.text.length + 128;

/** Ascending times in days `first`…`last` (UTC), split by day. */
function byDay(times: readonly number[], first: number, last: number): OpenDay[] {
  const days: OpenDay[] = [];
  let i = 0;
  for (let d = first; d <= last; d++) {
    const start = i;
    while (i < times.length && times[i]! < (d + 1) * DAY_MS) i++;
    const slots = times.slice(start, i);
    days.push({ slots, text: slotItems(slots, 0, slots.length) });
  }
  return days;
}

/**
 * A group's open times kept per UTC day (issue 39): a host's open times at an instant do not depend
 * on the span asked for (each range's grid starts at its own local start), nor do the combined ones,
 * so a span is its days. A span not asked before then costs look-ups of days already computed for
 * other spans, not every host's times again. Kept at the version of the group, every host's bookings
 * and calendars and each zone's day (as the span's answer is), so a day is never stale; bounded by
 * bytes.
 */
export function createOpenDays(maxBytes: number = BOOKING_CACHE_BYTES) {
  const days = new VersionedCache<OpenDay>(maxBytes, openDaySize);
  return {
    /**
     * The group's days `first`…`last` at `version`; those not kept are computed together by
     * `compute` (the combined open times in [from, until), ascending).
     */
    async get(
      key: string,
      version: string,
      first: number,
      last: number,
      compute: (from: number, until: number) => Promise<number[]>,
    ): Promise<OpenDay[]> {
      const found: (OpenDay | undefined)[] = [];
      let lo = Infinity;
      let hi = -Infinity;
      for (let d = first; d <= last; d++) {
        const day = days.peek(`${key}:${d}`, version);
        found.push(day);
        if (!day) [lo, hi] = [Math.min(lo, d), d];
      }
      if (lo <= hi) {
        const made = byDay(await compute(lo * DAY_MS, (hi + 1) * DAY_MS), lo, hi);
        made.forEach((day, k) => {
          days.set(`${key}:${lo + k}`, version, day);
          found[lo + k - first] = day;
        });
      }
      return found as OpenDay[];
    },
  };
}

/** The first of the days' times at or after `t` (null: none). */
export function firstOpen(days: readonly OpenDay[], t: number, before = Infinity): number | null {
  for (const { slots } of days) {
    if (slots.length === 0 || slots[slots.length - 1]! < t) continue;
    const found = slots[firstAtOrAfter(slots, t)]!;
    return found < before ? found : null;
  }
  return null;
}

/** The answer's items for the days' times in [lo, to), in pieces to join by commas: whole days as they were kept. */
export function itemsBetween(days: readonly OpenDay[], lo: number, to: number): string[] {
  const parts: string[] = [];
  for (const day of days) {
    const { slots } = day;
    if (slots.length === 0) continue;
    const i = slots[0]! >= lo ? 0 : firstAtOrAfter(slots, lo);
    const j = slots[slots.length - 1]! < to ? slots.length : firstAtOrAfter(slots, to);
    if (i >= j) continue;
    parts.push(i === 0 && j === slots.length ? day.text : slotItems(slots, i, j));
  }
  return parts;
}
