import { randomUUID } from 'node:crypto';
import { call, signUp, uniqueTag } from './http.ts';

const ALL_DAY = [{ from: '00:00', to: '24:00' }];

export interface BookingHost {
  username: string;
  slug: string;
  accessToken: string;
  /** For a new access token when the server's clock moved past this one's expiry. */
  refreshToken: string;
}

/**
 * A host made through the API as a person would: an account with a username, open around the clock
 * (UTC), one 30-minute event type bookable at no notice and without a window.
 */
export async function bookingHost(baseUrl: string, settings: Record<string, unknown> = {}): Promise<BookingHost> {
  const tag = uniqueTag();
  const { accessToken, refreshToken } = await signUp(baseUrl, `host-${tag}@example.test`);
  const ok = (answer: { status: number; body: unknown }, what: string) => {
    if (answer.status >= 300) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const username = `host-${tag}`;
  ok(
    await call(baseUrl, 'PUT', '/api/profile', {
      token: accessToken,
      body: { first_name: 'Race', last_name: 'Host', username, about: '' },
    }),
    'profile',
  );
  const schedules = ok(await call(baseUrl, 'GET', '/api/schedules', { token: accessToken }), 'schedules') as {
    items: { id: string }[];
  };
  ok(
    await call(baseUrl, 'PUT', `/api/schedules/${schedules.items[0]!.id}`, {
      token: accessToken,
      body: {
        name: 'Always',
        timeZone: 'UTC',
        weekly: { mon: ALL_DAY, tue: ALL_DAY, wed: ALL_DAY, thu: ALL_DAY, fri: ALL_DAY, sat: ALL_DAY, sun: ALL_DAY },
        overrides: [],
      },
    }),
    'schedule',
  );
  const eventType = ok(
    await call(baseUrl, 'POST', '/api/event-types', {
      token: accessToken,
      body: { name: 'Race', slug: 'race', duration: 30 },
    }),
    'event type',
  ) as { id: string };
  ok(
    await call(baseUrl, 'PUT', `/api/event-types/${eventType.id}/booking-settings`, {
      token: accessToken,
      body: { minimumNotice: 0, bookingWindow: 'unlimited', ...settings },
    }),
    'booking settings',
  );
  return { username, slug: 'race', accessToken, refreshToken };
}

/** A whole hour `days` ahead, UTC. */
export function hourIn(days: number, hour = 10): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
}

export interface RaceAnswer {
  status: number;
  ms: number;
  body: unknown;
}

/**
 * `count` invitees (distinct emails and Idempotency-Keys) ask at once for `start`, spread round-robin
 * over the given servers; each answer with its status and time.
 */
export async function raceForTime(
  urls: string[],
  host: Pick<BookingHost, 'username' | 'slug'>,
  start: string,
  count: number,
  /** Extra headers per request (the bench gives each its own client address). */
  headers: (i: number) => Record<string, string> = () => ({}),
): Promise<RaceAnswer[]> {
  const tag = uniqueTag();
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const started = performance.now();
      const answer = await call(urls[i % urls.length]!, 'POST', `/api/public/${host.username}/${host.slug}/bookings`, {
        headers: { 'idempotency-key': randomUUID(), ...headers(i) },
        body: { start, name: `Racer ${i}`, email: `racer-${tag}-${i}@example.test`, notes: '', timeZone: 'UTC' },
      });
      return { status: answer.status, ms: performance.now() - started, body: answer.body };
    }),
  );
}
