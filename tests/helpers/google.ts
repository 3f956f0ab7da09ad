import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import type { CalendarConnection } from '#shared/schemas/calendars.ts';
import type { FakeGoogle, FakeGoogleAccount } from '../fakes/google.ts';
import type { BookingHost } from './bookings.ts';
import { connectThroughApp } from './calendars.ts';
import { outboxEmails } from './mail.ts';
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

/** The first VEVENT of each invite emailed to `to`, read with ical.js (its UID, LOCATION, URL, DESCRIPTION). */
export async function invitesTo(dataDir: string, to: string) {
  const emails = (await outboxEmails(dataDir)).filter((e) => e.to.includes(to) && e.invite);
  return Promise.all(
    emails.map(async (email) => {
      const parsed = await simpleParser(await readFile(email.file));
      const part = parsed.attachments.find((a) => a.contentType === 'text/calendar')!;
      const event = new ICAL.Component(ICAL.parse(part.content.toString('utf8'))).getFirstSubcomponent('vevent')!;
      const text = (name: string) => (event.getFirstPropertyValue(name) as string | null) ?? null;
      return {
        subject: email.subject,
        uid: text('uid'),
        location: text('location'),
        url: text('url'),
        description: text('description'),
        start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime(),
      };
    }),
  );
}

/** Instants as RFC 3339 for the fake's events. */
export const iso = (t: number) => new Date(t).toISOString();
