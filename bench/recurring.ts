// Issue 43's figures: a recurring event type's open times, and booking a whole series (ADR 054).
import { randomUUID } from 'node:crypto';
import type { Db } from '../api/db/client.ts';
import { type BookingHost, bookingHost } from './booking-race.ts';
import { call } from './http.ts';

/** The series: weekly, up to 26 occurrences, every one booked. */
export const SERIES = { frequency: 'weekly', interval: 1, maxOccurrences: 26 } as const;

/** A host made through the API (open around the clock, UTC) whose one event type repeats as SERIES. */
export async function seriesHost(baseUrl: string): Promise<BookingHost> {
  const host = await bookingHost(baseUrl);
  const list = await call(baseUrl, 'GET', '/api/event-types', { token: host.accessToken });
  const id = (list.body as { items: { id: string }[] }).items[0]!.id;
  const made = await call(baseUrl, 'PUT', `/api/event-types/${id}`, {
    token: host.accessToken,
    body: { name: 'Race', slug: host.slug, duration: 30, recurrence: SERIES },
  });
  if (made.status !== 200) throw new Error(`making the event type recurring answered ${made.status}`);
  return host;
}

export interface SeriesBookings {
  p50: number;
  p99: number;
  /** Answers 201 with all 26 occurrences. */
  whole: number;
  /** Any other answer. */
  others: number;
}

/**
 * `count` invitees book a 26-week series each, one request at a time (the latency a person waits for),
 * each at its own half hour of the coming week so that no two series meet; each from its own address.
 */
export async function bookSeries(
  baseUrl: string,
  host: Pick<BookingHost, 'username' | 'slug'>,
  count: number,
  headers: () => Record<string, string>,
): Promise<SeriesBookings> {
  const first = new Date();
  first.setUTCDate(first.getUTCDate() + 2);
  first.setUTCHours(0, 0, 0, 0);
  const times: number[] = [];
  let whole = 0;
  let others = 0;
  for (let i = 0; i < count; i++) {
    // At most 336 half hours in a week: series i starts i half hours after the first.
    const start = new Date(first.getTime() + (i % 336) * 30 * 60_000).toISOString();
    const started = performance.now();
    const answer = await call(baseUrl, 'POST', `/api/public/${host.username}/${host.slug}/bookings`, {
      headers: { 'idempotency-key': randomUUID(), ...headers() },
      body: {
        start,
        occurrences: SERIES.maxOccurrences,
        name: `Series ${i}`,
        email: `series-${i}-${randomUUID()}@example.test`,
        timeZone: 'UTC',
      },
    });
    times.push(performance.now() - started);
    const occurrences = (answer.body as { occurrences?: unknown[] } | null)?.occurrences;
    if (answer.status === 201 && occurrences?.length === SERIES.maxOccurrences) whole++;
    else others++;
  }
  times.sort((a, b) => a - b);
  return {
    p50: times[Math.floor(times.length * 0.5)]!,
    p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]!,
    whole,
    others,
  };
}

/**
 * A second event type of the slots bench's host (its 1,000 bookings), the same as its single one but
 * repeating as SERIES: the open times of each are asked for the same spans.
 */
export async function seedRecurringEventType(db: Db, userId: string, slug: string): Promise<void> {
  await db.eventType.create({
    data: {
      userId,
      name: 'Bench series',
      slug,
      duration: 30,
      slotInterval: 15,
      minimumNotice: 0,
      bookingWindow: 'unlimited',
      recurrenceFrequency: SERIES.frequency,
      recurrenceInterval: SERIES.interval,
      recurrenceMax: SERIES.maxOccurrences,
    },
  });
}
