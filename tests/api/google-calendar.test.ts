import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import { type FakeGoogle, startFakeGoogle } from '../fakes/google.ts';
import { EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { HOUR, book, change, connections, everyStepBut, openTimes, refreshNow, utcAt } from '../helpers/calendars.ts';
import { connectGoogle, googleEnv, iso } from '../helpers/google.ts';
import { invitesTo, outboxEmails } from '../helpers/mail.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Google Calendar through the API, against a loopback fake that speaks Google's OAuth 2.0 and
// Calendar API v3 (tests/fakes/google.ts; no real Google server is reached): connecting, busy times
// from every calendar of the account, a booking's one event with the invite's UID, and what happens
// when Google loses an answer, expires a sync token, limits the rate, fails a calendar or refuses the grant.
describe('Google Calendar', () => {
  let fake: FakeGoogle;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeGoogle();
    t = await createTestApp({ ...googleEnv(fake), OUTBOX_RETRY_DELAYS_SECONDS: '0,0,0,3600' });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** A host open every day in UTC, and a Google account with a secondary and a shared calendar. */
  async function hostWithGoogle() {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const account = fake.addAccount({ email: `${h.username}@gmail.test`, name: 'Grace Hopper' });
    const work = fake.addCalendar(account, { summary: 'Work' });
    const team = fake.addCalendar(account, {
      summary: 'Team (shared)',
      accessRole: 'reader',
      owner: 'lead@example.test',
    });
    return { h, account, work, team };
  }

  const meeting = (start: number, minutes = 60) => ({
    summary: 'Busy in Google',
    start: { dateTime: iso(start) },
    end: { dateTime: iso(start + minutes * 60_000) },
  });

  it('connects through the consent page and lists every calendar, each checked for conflicts', async () => {
    const { h, account, work } = await hostWithGoogle();
    fake.addEvent(work.id, meeting(utcAt(3, 10)));

    const connection = await connectGoogle(t, h, fake, account);
    expect(connection).toMatchObject({ kind: 'google-calendar', username: account.email, error: null });
    expect(connection!.calendars).toEqual([
      expect.objectContaining({ name: account.email, checkConflicts: true, isDestination: true, readOnly: false }),
      expect.objectContaining({ name: 'Work', checkConflicts: true, isDestination: false, readOnly: false }),
      expect.objectContaining({ name: 'Team (shared)', checkConflicts: true, readOnly: true }),
    ]);
    // PKCE, offline access and the client's secret in the body, as the design asks.
    const authorize = fake.authorizations.at(-1)!;
    expect(authorize).toMatchObject({ code_challenge_method: 'S256', access_type: 'offline', response_type: 'code' });
    expect(fake.tokenRequests.at(-1)).toMatchObject({ grantType: 'authorization_code', clientAuth: 'body', ok: true });

    // The secondary calendar's hour is no longer offered.
    const [from, to] = [utcAt(3, 8), utcAt(3, 13)];
    expect(await openTimes(t, h, from, to)).toEqual(everyStepBut(from, to, HOUR / 2, [utcAt(3, 10), utcAt(3, 10, 30)]));
  });

  it('lets free, cancelled and declined events through, blocks all-day events, series and shared calendars', async () => {
    const { h, account, work, team } = await hostWithGoogle();
    const connection = (await connectGoogle(t, h, fake, account))!;
    fake.addEvent(work.id, { ...meeting(utcAt(4, 8)), transparency: 'transparent' });
    const cancelled = fake.addEvent(work.id, meeting(utcAt(4, 9)));
    fake.deleteEvent(work.id, cancelled.id);
    fake.addEvent(account.email, {
      ...meeting(utcAt(4, 10)),
      attendees: [
        { email: 'lead@example.test', organizer: true, responseStatus: 'accepted' },
        { email: account.email, responseStatus: 'declined' },
      ],
    });
    fake.addEvent(team.id, meeting(utcAt(4, 11)));
    const day5 = new Date(utcAt(5, 0)).toISOString().slice(0, 10);
    const day6 = new Date(utcAt(6, 0)).toISOString().slice(0, 10);
    fake.addEvent(account.email, { summary: 'Off', start: { date: day5 }, end: { date: day6 } });
    fake.addEvent(work.id, {
      ...meeting(utcAt(-7, 12)),
      start: { dateTime: iso(utcAt(-7, 12)), timeZone: 'UTC' },
      end: { dateTime: iso(utcAt(-7, 13)), timeZone: 'UTC' },
      recurrence: ['RRULE:FREQ=DAILY'],
    });

    const after = await refreshNow(t, h, connection.id);
    expect(after.error).toBeNull();
    const [from, to] = [utcAt(4, 7), utcAt(4, 14)];
    // Free (8:00), cancelled (9:00) and declined (10:00) leave their hours open; the shared
    // calendar's 11:00 and the daily series' 12:00 block.
    expect(await openTimes(t, h, from, to)).toEqual(
      everyStepBut(from, to, HOUR / 2, [utcAt(4, 11), utcAt(4, 11, 30), utcAt(4, 12), utcAt(4, 12, 30)]),
    );
    // The all-day event takes the host's whole day (UTC here), the series still at noon the day after.
    expect(await openTimes(t, h, utcAt(5, 0), utcAt(6, 0))).toEqual([]);
    expect(await openTimes(t, h, utcAt(6, 11), utcAt(6, 14))).toEqual(
      everyStepBut(utcAt(6, 11), utcAt(6, 14), HOUR / 2, [utcAt(6, 12), utcAt(6, 12, 30)]),
    );
  });

  it('writes a booking as ONE event with the invite’s UID, moves it on reschedule and deletes it on cancel', async () => {
    const { h, account } = await hostWithGoogle();
    await connectGoogle(t, h, fake, account);

    const res = await book(t, h, utcAt(7, 12));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    await t.app.outbox.drain();
    const [event, ...more] = fake.events(account.email);
    expect(more).toEqual([]);
    const [invite] = await invitesTo(t.database.dataDir, (await inviteeOf(booking)).email);
    expect(event).toMatchObject({ iCalUID: invite!.uid, start: { dateTime: iso(utcAt(7, 12)) } });
    expect(event!.attendees?.map((a) => a.email)).toContain((await inviteeOf(booking)).email);
    // Google sends no invitation of its own: Kairos's email is the one channel.
    const inserts = fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/events'));
    expect(inserts.map((r) => new URLSearchParams(r.query).get('sendUpdates'))).toEqual(['none']);

    const moved = await change(t, booking, 'reschedule', { start: new Date(utcAt(8, 9)).toISOString() });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.outbox.drain();
    expect(fake.events(account.email)).toEqual([
      expect.objectContaining({ id: event!.id, start: { dateTime: iso(utcAt(8, 9)), timeZone: 'UTC' } }),
    ]);

    expect((await change(t, booking, 'cancel', { reason: 'Ill' })).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(fake.events(account.email)).toEqual([]);
  });

  it('leaves one event when Google’s answer to the insert is lost after it was written', async () => {
    const { h, account } = await hostWithGoogle();
    await connectGoogle(t, h, fake, account);
    fake.dropAnswerAfterCommit(`POST /calendar/v3/calendars/${encodeURIComponent(account.email)}/events`);

    const res = await book(t, h, utcAt(9, 12));
    expect(res.statusCode, res.body).toBe(201);
    await t.app.outbox.drain();
    // The first insert was done and its answer lost; the retry found it by its iCalUID.
    expect(fake.events(account.email)).toHaveLength(1);
    expect(fake.count(`POST /calendar/v3/calendars/${encodeURIComponent(account.email)}/events`)).toBe(1);
  });

  it('reads a calendar again in full when Google says its sync token is gone (410)', async () => {
    const { h, account, work } = await hostWithGoogle();
    const connection = (await connectGoogle(t, h, fake, account))!;
    const early = fake.addEvent(work.id, meeting(utcAt(10, 9)));
    await refreshNow(t, h, connection.id);
    // Meanwhile the event is deleted and another added; then Google expires every sync token.
    fake.deleteEvent(work.id, early.id);
    fake.addEvent(work.id, meeting(utcAt(10, 11)));
    fake.expireSyncTokens();
    const seen = fake.requests.length;

    expect((await refreshNow(t, h, connection.id)).error).toBeNull();
    const reads = fake.requests.slice(seen).filter((r) => r.path.includes(encodeURIComponent(work.id)));
    expect(reads.map((r) => new URLSearchParams(r.query).has('syncToken'))).toEqual([true, false]);
    const [from, to] = [utcAt(10, 8), utcAt(10, 13)];
    expect(await openTimes(t, h, from, to)).toEqual(
      everyStepBut(from, to, HOUR / 2, [utcAt(10, 11), utcAt(10, 11, 30)]),
    );
  });

  it('waits as long as Google’s Retry-After says when it answers 429', async () => {
    const { h, account, work } = await hostWithGoogle();
    const connection = (await connectGoogle(t, h, fake, account))!;
    fake.addEvent(work.id, meeting(utcAt(11, 10)));
    fake.fail(`GET /calendar/v3/calendars/${encodeURIComponent(work.id)}/events`, {
      status: 429,
      headers: { 'retry-after': '1' },
    });
    const seen = fake.requests.length;

    expect((await refreshNow(t, h, connection.id)).error).toBeNull();
    const [refused, again] = fake.requests.slice(seen).filter((r) => r.path.includes(encodeURIComponent(work.id)));
    expect(again!.at - refused!.at).toBeGreaterThanOrEqual(1000);
    expect(await openTimes(t, h, utcAt(11, 10), utcAt(11, 11))).toEqual([]);
  });

  it('keeps a failing calendar’s cached busy times (unknown is not free) and shows the error', async () => {
    const { h, account, work } = await hostWithGoogle();
    fake.addEvent(work.id, meeting(utcAt(12, 10)));
    const connection = (await connectGoogle(t, h, fake, account))!;
    fake.addEvent(account.email, meeting(utcAt(12, 14)));
    fake.fail(`GET /calendar/v3/calendars/${encodeURIComponent(work.id)}/events`, { status: 500, times: 50 });

    const after = await refreshNow(t, h, connection.id);
    expect(after.errorCode).toBe('server-error');
    // The failing calendar's hour stays busy; the primary calendar was still read.
    const [from, to] = [utcAt(12, 9), utcAt(12, 16)];
    expect(await openTimes(t, h, from, to)).toEqual(
      everyStepBut(from, to, HOUR / 2, [utcAt(12, 10), utcAt(12, 10, 30), utcAt(12, 14), utcAt(12, 14, 30)]),
    );
  });

  it('marks the connection "Reconnect needed" on invalid_grant, emails the host once, and still books', async () => {
    const { h, account, work } = await hostWithGoogle();
    fake.addEvent(work.id, meeting(utcAt(13, 10)));
    const connection = (await connectGoogle(t, h, fake, account))!;
    fake.revoke(account);
    fake.expireAccessTokens();

    const after = await refreshNow(t, h, connection.id);
    expect(after.errorCode).toBe('auth');
    const apps = await t.app.inject({ method: 'GET', url: '/api/apps', headers: h.user.headers });
    expect(apps.json<{ items: { slug: string; needsReconnect: boolean }[] }>().items).toContainEqual(
      expect.objectContaining({ slug: 'google-calendar', needsReconnect: true }),
    );
    await refreshNow(t, h, connection.id);
    await t.app.outbox.drain();
    const toHost = (await outboxEmails(t.database.dataDir)).filter((e) => e.to.includes(h.user.email));
    expect(toHost).toHaveLength(1);
    // The cached busy times still count (visibly stale), and a booking is still made.
    expect(await openTimes(t, h, utcAt(13, 10), utcAt(13, 11))).toEqual([]);
    const res = await book(t, h, utcAt(13, 12));
    expect(res.statusCode, res.body).toBe(201);
    expect((await connections(t, h)).find((c) => c.id === connection.id)?.lastSyncAt).toBe(after.lastSyncAt);
  });

  async function inviteeOf(booking: BookingCreated) {
    const row = await t.db.booking.findUniqueOrThrow({ where: { uid: booking.uid }, select: { inviteeEmail: true } });
    return { email: row.inviteeEmail };
  }
});
