import type { CalendarConnection } from '#shared/schemas/calendars.ts';
import type { FakeGoogle, FakeGoogleAccount } from '../fakes/google.ts';
import type { BookingHost } from './bookings.ts';
import { connectThroughApp } from './calendars.ts';
import type { TestApp } from './test-app.ts';

/** The test app's configuration for a fake Google: its origin (test only) and the OAuth client. */
export const googleEnv = (fake: FakeGoogle): Record<string, string> => ({
  TEST_GOOGLE_ORIGIN: fake.origin,
  GOOGLE_CLIENT_ID: fake.clientId,
  GOOGLE_CLIENT_SECRET: fake.clientSecret,
});

/**
 * Connects a host's Google account as a browser would: Connect in the App Store (the API answers the
 * authorization URL and sets its cookie), the fake's consent page's Allow, then the callback with
 * the cookie. Answers the new connection.
 */
export const connectGoogle = (
  t: TestApp,
  host: BookingHost,
  fake: FakeGoogle,
  account: FakeGoogleAccount,
  slug = 'google-calendar',
): Promise<CalendarConnection | null> =>
  connectThroughApp(t, host, slug, 'google-calendar', (url) => fake.consent(url, { account }));

/** Instants as RFC 3339 for the fake's events. */
export const iso = (t: number) => new Date(t).toISOString();
