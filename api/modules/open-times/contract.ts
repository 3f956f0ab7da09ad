import { createHash } from 'node:crypto';
import type { SeatedBookingRead } from '../../db/reads/booking.ts';
import { DAY_MS } from '#shared/availability/zone-time.ts';
import { BOOKING_HORIZON_DAYS } from '#shared/constants.ts';
import type { BusyInterval, SeatedTime } from './types.ts';

// The open times' pure functions (issue 40) that bookings share: the booking horizon, the seats of a
// time (ADR 026) and the slots answer's JSON. Its types are `types.ts`; nothing here runs a query.

const MINUTE = 60_000;

/**
 * The first instant past the booking horizon at `now` (docs/product.md#booking-horizon): no window,
 * 'unlimited' included, offers or books a time at or after it.
 */
export const horizonEnd = (now: number): number => now + BOOKING_HORIZON_DAYS * DAY_MS;

/** The key the seats of one time share: the event type and the start instant. */
export const seatKeyOf = (eventTypeId: string, start: number) => `${eventTypeId}/${new Date(start).toISOString()}`;

/**
 * The local part of the iCalendar UID of a seated time's one event in the host's calendar and feed
 * (`icalUid(seatTimeUid(key), APP_URL)`): the same for every attendee of the time.
 */
export const seatTimeUid = (seatKey: string) =>
  `seats-${createHash('sha256').update(seatKey).digest('base64url').slice(0, 32)}`;

export function groupSeats(rows: readonly SeatedBookingRead[]): SeatedTime[] {
  const times = new Map<string, SeatedTime>();
  for (const row of rows) {
    const time = times.get(row.seatKey) ?? { key: row.seatKey, start: row.start, taken: 0, spans: [] };
    time.taken += 1;
    if (!time.spans.some(([s, e]) => s === row.blockedStart && e === row.blockedEnd)) {
      time.spans.push([row.blockedStart, row.blockedEnd]);
    }
    times.set(row.seatKey, time);
  }
  return [...times.values()].sort((a, b) => a.start - b.start);
}

/**
 * What stays in the way of one more attendee of `time`: the busy intervals without the time's own
 * rows and the limits' days (the only unsourced 'taken' intervals that can overlap its spans: no
 * other blocking row may overlap a seated time's), and without the time's event in the host's
 * calendar (its UID).
 */
export function busyForAnotherSeat(busy: readonly BusyInterval[], time: SeatedTime): BusyInterval[] {
  const ownEvent = `${seatTimeUid(time.key)}@`;
  return busy.filter((i) => {
    if (i.uid?.startsWith(ownEvent)) return false;
    if (i.reason !== 'taken' || i.message !== undefined) return true;
    return !time.spans.some(([s, e]) => i.start < e && i.end > s);
  });
}

/** The index of the first of `sorted` (ascending) at or after `t`. */
export function firstAtOrAfter(sorted: number[], t: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 'HH:MM:00.000Z' for every minute of a day. */
const MINUTE_TIMES = Array.from({ length: 1440 }, (_, m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}:00.000Z`);

/**
 * The answer's items for `slots[first]`…`slots[end - 1]`, one string each. Open times fall on whole
 * minutes, so each is its day's 'YYYY-MM-DDT' plus a ready-made time: `toISOString` per time took a
 * third of the CPU of a newly computed month (profiled).
 */
function slotItemList(
  slots: readonly number[],
  first: number,
  end: number,
  seatsLeft?: ReadonlyMap<number, number>,
): string[] {
  const items: string[] = [];
  let day = Number.NaN;
  let date = '';
  for (let i = first; i < end; i++) {
    const t = slots[i]!;
    const d = Math.floor(t / DAY_MS);
    const minute = (t - d * DAY_MS) / MINUTE;
    const left = seatsLeft ? `,"seatsLeft":${seatsLeft.get(t) ?? 0}` : '';
    if (!Number.isInteger(minute)) {
      items.push(`{"start":"${new Date(t).toISOString()}"${left}}`);
      continue;
    }
    if (d !== day) [day, date] = [d, new Date(t).toISOString().slice(0, 11)];
    items.push(`{"start":"${date}${MINUTE_TIMES[minute]}"${left}}`);
  }
  return items;
}

/** The answer's items for `slots[first]`…`slots[end - 1]`, joined by commas (`slotItemList`). */
export function slotItems(
  slots: readonly number[],
  first: number,
  end: number,
  seatsLeft?: ReadonlyMap<number, number>,
): string {
  return slotItemList(slots, first, end, seatsLeft).join(',');
}

const SLOTS_HEAD = '{"slots":[';
/** What closes the slots answer's JSON after its items. */
const slotsTail = (nextAvailable: number | null) =>
  `],"nextAvailable":${nextAvailable === null ? 'null' : `"${new Date(nextAvailable).toISOString()}"`}}`;

/**
 * The slots answer's JSON around its items (pieces of `slotItems`, joined here by commas), made as
 * one flat string in one pass: a month's answer is about 100 KB, and text put together with `+` or a
 * template is flattened again (copied) when it is measured and compressed (issue 39: a third of the
 * bytes a round robin's new span allocated).
 */
export function slotsJson(items: readonly string[], nextAvailable: number | null): string {
  const pieces: string[] = [SLOTS_HEAD];
  items.forEach((item, i) => {
    if (i > 0) pieces.push(',');
    pieces.push(item);
  });
  pieces.push(slotsTail(nextAvailable));
  return pieces.join('');
}

/**
 * `slotsJson` as bytes, written straight into one buffer: for an answer made for one request (a span
 * not asked before), whose text would only be copied into bytes to be compressed and sent. A 100 KB
 * string is promoted to V8's old generation on its way out (it lives across the request's last
 * hops), a buffer's bytes are outside V8's heap (issue 39: the round robin's new span). Every piece
 * is ASCII (digits, ISO times and JSON punctuation), so a character is a byte.
 */
export function slotsJsonBytes(items: readonly string[], nextAvailable: number | null): Buffer {
  const head = SLOTS_HEAD;
  const tail = slotsTail(nextAvailable);
  let size = head.length + tail.length + Math.max(0, items.length - 1);
  for (const item of items) size += item.length;
  const bytes = Buffer.allocUnsafe(size);
  let at = bytes.write(head, 0, 'latin1');
  items.forEach((item, i) => {
    if (i > 0) at += bytes.write(',', at, 'latin1');
    at += bytes.write(item, at, 'latin1');
  });
  bytes.write(tail, at, 'latin1');
  return bytes;
}

/** The answer's JSON: the slots from index `first` on. */
export function slotsBody(
  slots: readonly number[],
  first: number,
  nextAvailable: number | null,
  seatsLeft?: ReadonlyMap<number, number>,
): string {
  return slotsJson(slotItemList(slots, first, slots.length, seatsLeft), nextAvailable);
}
