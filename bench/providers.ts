// Issue 41's open-times figure: a host whose week is in Google Calendar and Outlook, 500 events each,
// read from the loopback fakes of Google and Microsoft (tests/fakes/) by a real refresh. A server of its
// own (NODE_ENV=test, the only mode that lets a provider's origin be a loopback fake) migrates the
// bench's database, connects both accounts through their consent pages and refreshes them; the bench's
// own server, started afterwards on the same data folder, answers the open times from what the
// refreshes stored, as between two refreshes in production. Their next refresh is put off, so that
// server never calls the real providers (it cannot reach them, and has no client for them).
import type { Db } from '../api/db/client.ts';
import { startFakeGoogle } from '../tests/fakes/google.ts';
import { startFakeMicrosoft } from '../tests/fakes/microsoft.ts';
import { connectThroughConsent, refreshEnded } from './provider-steps.ts';
import { type SeededUser, seedUser } from './seed.ts';
import { seedBookingHost } from './slots.ts';
import { startServer } from './server-process.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const NEVER = new Date('9999-01-01T00:00:00Z');

/** Start and end of the `i`th of the events in the month from `from`: 30 to 90 minutes, working hours. */
function eventAt(from: Date, i: number): [number, number] {
  const start = from.getTime() + (i % 30) * DAY + (8 + (i % 9)) * HOUR;
  return [start, start + (30 + (i % 3) * 30) * 60_000];
}

export async function seedProviderCalendars(options: {
  db: Db;
  dataDir: string;
  jwtSecret: string;
  port: number;
  dist?: string;
  from: Date;
  count?: number;
}): Promise<SeededUser> {
  const count = options.count ?? 500;
  const appUrl = `http://127.0.0.1:${options.port}`;
  const google = await startFakeGoogle({ redirectUris: [`${appUrl}/api/apps/google-calendar/callback`] });
  const microsoft = await startFakeMicrosoft({ redirectUris: [`${appUrl}/api/apps/microsoft-365/callback`] });
  const googleAccount = google.addAccount({ email: 'bench-providers@gmail.test' });
  const outlookAccount = microsoft.addAccount({ email: 'bench-providers@contoso.test' });
  for (let i = 0; i < count; i++) {
    // Google: one in ten a weekly series (Europe/Berlin), the others single events with a guest.
    const [start, end] = eventAt(options.from, i);
    const weekly = i % 10 === 0;
    const zone = weekly ? { timeZone: 'Europe/Berlin' } : {};
    google.addEvent(googleAccount.email, {
      summary: `Meeting ${i}`,
      start: { dateTime: new Date(start).toISOString(), ...zone },
      end: { dateTime: new Date(end).toISOString(), ...zone },
      ...(weekly ? { recurrence: ['RRULE:FREQ=WEEKLY'] } : {}),
      attendees: [
        { email: googleAccount.email, responseStatus: 'accepted' },
        { email: 'guest@example.com', responseStatus: 'needsAction' },
      ],
    });
    // Outlook: the same hours a day later, some tentative, one in fifty an all-day absence.
    const [s, e] = eventAt(options.from, i + 1);
    const allDay = i % 50 === 0;
    const day = s - (s % DAY);
    microsoft.addEvent(outlookAccount.calendar.id, {
      subject: allDay ? `Away ${i}` : `Call ${i}`,
      start: allDay ? day : s,
      end: allDay ? day + DAY : e,
      ...(allDay ? { isAllDay: true, showAs: 'oof' as const } : { showAs: i % 7 === 0 ? 'tentative' : 'busy' }),
    });
  }
  const server = await startServer({
    port: options.port,
    dist: options.dist,
    from: 'built',
    env: {
      DATA_DIR: options.dataDir,
      JWT_SECRET: options.jwtSecret,
      APP_URL: appUrl,
      NODE_ENV: 'test',
      TEST_GOOGLE_ORIGIN: google.origin,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      TEST_MICROSOFT_ORIGIN: microsoft.origin,
      MICROSOFT_CLIENT_ID: microsoft.clientId,
      MICROSOFT_CLIENT_SECRET: microsoft.clientSecret,
    },
  });
  try {
    const host = await seedUser(options.db, options.jwtSecret, { username: 'bench-providers' });
    await seedBookingHost(options.db, host.id, 'consult', options.from, 0);
    await connectThroughConsent(appUrl, host.authorization, 'google-calendar', (url) =>
      google.consent(url, { account: googleAccount }),
    );
    await connectThroughConsent(appUrl, host.authorization, 'microsoft-365', (url) =>
      microsoft.consent(url, { account: outlookAccount }),
    );
    const connections = await options.db.calendarConnection.findMany({
      where: { userId: host.id },
      select: { id: true, kind: true },
    });
    for (const { id } of connections) await refreshEnded(options.db, id, new Date(0));
    for (const { id, kind } of connections) {
      const objects = await options.db.calendarObject.count({ where: { calendar: { connectionId: id } } });
      if (objects < count) throw new Error(`${kind}: ${objects} of ${count} events stored`);
    }
    await options.db.calendarConnection.updateMany({ where: { userId: host.id }, data: { nextSyncAt: NEVER } });
    return host;
  } finally {
    await server.stop();
    await google.close();
    await microsoft.close();
  }
}
