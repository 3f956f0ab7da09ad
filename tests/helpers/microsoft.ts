import { afterAll, beforeAll, expect } from 'vitest';
import type { CalendarConnection } from '#shared/schemas/calendars.ts';
import { type FakeMicrosoft, type GraphAccount, startFakeMicrosoft } from '../fakes/microsoft.ts';
import { type BookingHost, EVERY_DAY_UTC, createBookingHost } from './bookings.ts';
import { HOUR, connectThroughApp, refreshNow } from './calendars.ts';
import { storeGrant } from './microsoft-grant.ts';
import { type TestApp, createTestApp } from './test-app.ts';

/** The test app's configuration for a fake Microsoft: its origin (test only) and the OAuth client. */
export const microsoftEnv = (fake: FakeMicrosoft): Record<string, string> => ({
  TEST_MICROSOFT_ORIGIN: fake.origin,
  MICROSOFT_CLIENT_ID: fake.clientId,
  MICROSOFT_CLIENT_SECRET: fake.clientSecret,
});

/**
 * A fake Microsoft (its own loopback server) and a test app configured for it, started before the
 * file's tests and closed after them; the outbox retries at once, thrice, then in an hour.
 */
export function withFakeMicrosoft(): { fake: FakeMicrosoft; t: TestApp } {
  const started = {} as { fake: FakeMicrosoft; t: TestApp };
  beforeAll(async () => {
    started.fake = await startFakeMicrosoft();
    started.t = await createTestApp({ ...microsoftEnv(started.fake), OUTBOX_RETRY_DELAYS_SECONDS: '0,0,0,3600' });
  });
  afterAll(async () => {
    await started.t?.close();
    await started.fake?.close();
  });
  return started;
}

/**
 * Connects a host's Microsoft account as a browser would: Connect in the App Store (the API answers
 * the authorization URL and sets its cookie), the fake's consent page's Allow, then the callback with
 * the cookie. Answers the host's Microsoft 365 connection (null for an app that makes none: Teams).
 */
export const connectMicrosoft = (
  t: TestApp,
  host: BookingHost,
  fake: FakeMicrosoft,
  account: GraphAccount,
  slug = 'microsoft-365',
): Promise<CalendarConnection | null> =>
  connectThroughApp(t, host, slug, 'microsoft-365', (url) => fake.consent(url, { account }));

/** A host open every day in UTC, and a work account with a secondary and a shared calendar. */
export async function hostWithOutlook(t: TestApp, fake: FakeMicrosoft) {
  const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
  const account = fake.addAccount({ email: `${h.username}@contoso.test`, name: 'Grace Hopper' });
  const work = fake.addCalendar(account, { name: 'Work' });
  const team = fake.addCalendar(account, {
    name: 'Team (shared)',
    canEdit: false,
    owner: { name: 'Lead', address: 'lead@contoso.test' },
  });
  return { h, account, work, team };
}

/** An hour busy in Outlook from `start`, as the fake's addEvent takes it. */
export const outlookHour = (start: number, fields: object = {}) => ({
  subject: 'Busy in Outlook',
  start,
  end: start + HOUR,
  ...fields,
});

/** Graph's delta read of a calendar, as "METHOD /path" for the fake's switches and log. */
export const deltaOf = (calendarId: string) =>
  `GET /v1.0/me/calendars/${encodeURIComponent(calendarId)}/calendarView/delta`;

/**
 * A host's Microsoft 365 connection as the apps module's callback leaves it, without the browser:
 * the authorization code flow with PKCE against the fake (its consent's Allow), the grant stored
 * with its tokens sealed as ADR 048 keeps them, and the connection, whose first refresh lists and
 * reads every calendar; the default calendar is made the one for bookings. Answers the connection.
 */
export async function seedMicrosoftConnection(
  t: TestApp,
  host: BookingHost,
  fake: FakeMicrosoft,
  account: GraphAccount,
): Promise<CalendarConnection> {
  const tokens = await fake.codeFlow(account);
  const grantId = await storeGrant(t.db, t.app.secretBox, host.user.id, account, tokens);
  const row = await t.db.calendarConnection.create({
    data: {
      userId: host.user.id,
      kind: 'microsoft-365',
      url: 'https://outlook.office.com',
      username: account.email,
      grantId,
      nextSyncAt: new Date(),
    },
  });
  const connection = await refreshNow(t, host, row.id);
  const primary = connection.calendars.find((c) => c.name === 'Calendar')!;
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/calendars/${row.id}/calendars/${primary.id}`,
    headers: host.user.headers,
    payload: { isDestination: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CalendarConnection>();
}
