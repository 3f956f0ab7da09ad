import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import type { FakeMicrosoft } from '../fakes/microsoft.ts';
import { HOUR, book, change, connections, everyStepBut, openTimes, refreshNow, utcAt } from '../helpers/calendars.ts';
import { outboxEmails } from '../helpers/mail.ts';
import { connectMicrosoft, deltaOf, hostWithOutlook, outlookHour, withFakeMicrosoft } from '../helpers/microsoft.ts';
import type { TestApp } from '../helpers/test-app.ts';

// Microsoft 365 (Outlook calendars over Graph) through the API, against a loopback fake that speaks
// Microsoft's identity platform v2.0 and Graph v1.0 (tests/fakes/microsoft.ts; no real Microsoft
// server is reached): connecting through the apps routes and the consent page, busy times from every
// calendar of the mailbox, a booking's one event (the invite's UID as transactionId), and what
// happens when Graph loses an answer, drops a delta state or fails one calendar.
describe('Microsoft 365', () => {
  const started = withFakeMicrosoft();
  let fake: FakeMicrosoft;
  let t: TestApp;
  beforeAll(() => ({ fake, t } = started));

  const postsTo = (calendarId: string) => `POST /v1.0/me/calendars/${encodeURIComponent(calendarId)}/events`;

  it('connects through the consent page and lists every calendar (paged), the default one for bookings', async () => {
    const { h, account, work } = await hostWithOutlook(t, fake);
    fake.addEvent(work.id, outlookHour(utcAt(3, 10)));

    const connection = await connectMicrosoft(t, h, fake, account);
    expect(connection).toMatchObject({ kind: 'microsoft-365', username: account.email, error: null });
    expect(connection!.calendars).toEqual([
      expect.objectContaining({ name: 'Calendar', checkConflicts: true, isDestination: true, readOnly: false }),
      expect.objectContaining({ name: 'Work', checkConflicts: true, isDestination: false, readOnly: false }),
      expect.objectContaining({ name: 'Team (shared)', checkConflicts: true, readOnly: true }),
    ]);
    // PKCE, offline access, the client's secret in the form body.
    const authorize = fake.authorizations.at(-1)!;
    expect(authorize).toMatchObject({ code_challenge_method: 'S256', response_type: 'code' });
    expect(authorize.scope!.split(' ')).toEqual(expect.arrayContaining(['offline_access', 'Calendars.ReadWrite']));
    expect(fake.tokenRequests.at(-1)).toMatchObject({
      grantType: 'authorization_code',
      clientAuth: 'body',
      status: 200,
    });
    // Two calendars a page: the list was followed to its end; every Graph call asked for UTC.
    expect(fake.count('GET /v1.0/me/calendars')).toBeGreaterThanOrEqual(2);
    const graphCalls = fake.requests.filter((r) => r.path.startsWith('/v1.0/me/calendars'));
    expect(graphCalls.length).toBeGreaterThan(3);
    expect(graphCalls.every((r) => r.prefer?.includes('outlook.timezone="UTC"'))).toBe(true);

    // The secondary calendar's hour is no longer offered.
    const [from, to] = [utcAt(3, 8), utcAt(3, 13)];
    expect(await openTimes(t, h, from, to)).toEqual(everyStepBut(from, to, HOUR / 2, [utcAt(3, 10), utcAt(3, 10, 30)]));
  });

  it('lets free, working-elsewhere and cancelled events through; blocks tentative, oof, series, all-day and shared', async () => {
    const { h, account, work, team } = await hostWithOutlook(t, fake);
    const connection = (await connectMicrosoft(t, h, fake, account))!;
    fake.addEvent(work.id, outlookHour(utcAt(4, 7), { showAs: 'free' }));
    fake.addEvent(work.id, outlookHour(utcAt(4, 8), { showAs: 'workingElsewhere' }));
    fake.addEvent(work.id, outlookHour(utcAt(4, 9), { isCancelled: true }));
    fake.addEvent(account.calendar.id, outlookHour(utcAt(4, 10), { showAs: 'tentative' }));
    fake.addEvent(work.id, outlookHour(utcAt(4, 11), { showAs: 'oof' }));
    fake.addEvent(team.id, outlookHour(utcAt(4, 12)));
    fake.addSeries(work.id, outlookHour(utcAt(4, 13)), 3);
    fake.addEvent(account.calendar.id, { subject: 'Off', start: utcAt(6, 0), end: utcAt(7, 0), isAllDay: true });

    expect((await refreshNow(t, h, connection.id)).error).toBeNull();
    const [from, to] = [utcAt(4, 7), utcAt(4, 14)];
    const taken = [10, 11, 12, 13].flatMap((hr) => [utcAt(4, hr), utcAt(4, hr, 30)]);
    expect(await openTimes(t, h, from, to)).toEqual(everyStepBut(from, to, HOUR / 2, taken));
    // The series' next occurrence blocks too; the all-day event takes the host's whole day.
    expect(await openTimes(t, h, utcAt(5, 13), utcAt(5, 14))).toEqual([]);
    expect(await openTimes(t, h, utcAt(6, 0), utcAt(7, 0))).toEqual([]);
  });

  it('writes a booking as ONE event (transactionId = the invite’s UID, no attendees), moves it, deletes it', async () => {
    const { h, account } = await hostWithOutlook(t, fake);
    await connectMicrosoft(t, h, fake, account);

    const res = await book(t, h, utcAt(7, 12));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    await t.app.outbox.drain();
    const [event, ...more] = fake.events(account.calendar.id);
    expect(more).toEqual([]);
    const invitee = await inviteeOf(booking);
    const invite = (await outboxEmails(t.database.dataDir)).find((e) => e.to.includes(invitee) && e.invite)!.invite!;
    expect(event).toMatchObject({ transactionId: invite.uid, start: utcAt(7, 12), end: utcAt(7, 12) + 30 * 60_000 });
    // Outlook sends no invitation of its own: the invitee is named in the body, not an attendee.
    expect(event!.attendees).toEqual([]);
    expect(event!.body.content).toContain(invitee);
    expect(fake.graph.invitationsSent).toEqual([]);
    // Read back, it is kept under the invite's UID: the booking's own event never blocks its reschedule.
    await refreshNow(t, h, (await connections(t, h))[0]!.id);
    expect(
      await t.db.calendarObject.count({ where: { href: event!.id, data: { contains: `UID:${invite.uid}` } } }),
    ).toBe(1);

    const moved = await change(t, booking, 'reschedule', { start: new Date(utcAt(8, 9)).toISOString() });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.outbox.drain();
    expect(fake.events(account.calendar.id)).toEqual([expect.objectContaining({ id: event!.id, start: utcAt(8, 9) })]);

    expect((await change(t, booking, 'cancel', { reason: 'Ill' })).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(fake.events(account.calendar.id)).toEqual([]);
  });

  it('leaves one event when Graph’s answer to the POST is lost after it was written (transactionId)', async () => {
    const { h, account } = await hostWithOutlook(t, fake);
    await connectMicrosoft(t, h, fake, account);
    fake.dropAnswerAfterCommit(postsTo(account.calendar.id));

    const res = await book(t, h, utcAt(9, 12));
    expect(res.statusCode, res.body).toBe(201);
    // The first POST was done and its answer lost; the retry's same transactionId got that event back.
    await expect.poll(async () => (await t.app.outbox.drain(), fake.count(postsTo(account.calendar.id)))).toBe(2);
    expect(fake.events(account.calendar.id)).toHaveLength(1);
  });

  it('reads a calendar again in full when Graph says its delta state is gone (410 syncStateNotFound)', async () => {
    const { h, account, work } = await hostWithOutlook(t, fake);
    const connection = (await connectMicrosoft(t, h, fake, account))!;
    const early = fake.addEvent(work.id, outlookHour(utcAt(10, 9)));
    await refreshNow(t, h, connection.id);
    expect(await openTimes(t, h, utcAt(10, 9), utcAt(10, 10))).toEqual([]);
    fake.deleteEvent(work.id, early.id);
    fake.addEvent(work.id, outlookHour(utcAt(10, 11)));
    fake.expireSyncTokens();
    const seen = fake.requests.length;

    expect((await refreshNow(t, h, connection.id)).error).toBeNull();
    const reads = fake.requests.slice(seen).filter((r) => `${r.method} ${r.path}` === deltaOf(work.id));
    // The deltaLink answered 410; a new round with a window followed in the same refresh.
    expect(reads.map((r) => new URLSearchParams(r.query).has('startDateTime'))).toEqual([false, true]);
    const [from, to] = [utcAt(10, 8), utcAt(10, 13)];
    expect(await openTimes(t, h, from, to)).toEqual(
      everyStepBut(from, to, HOUR / 2, [utcAt(10, 11), utcAt(10, 11, 30)]),
    );
  });

  it('keeps a failing calendar’s cached busy times (unknown is not free) and shows the error', async () => {
    const { h, account, work } = await hostWithOutlook(t, fake);
    fake.addEvent(work.id, outlookHour(utcAt(12, 10)));
    const connection = (await connectMicrosoft(t, h, fake, account))!;
    fake.addEvent(account.calendar.id, outlookHour(utcAt(12, 14)));
    fake.fail(deltaOf(work.id), { status: 500, times: 50 });

    const after = await refreshNow(t, h, connection.id);
    expect(after.errorCode).toBe('server-error');
    expect(after.error).not.toBeNull();
    // The failing calendar's hour stays busy; the default calendar was still read.
    const [from, to] = [utcAt(12, 9), utcAt(12, 16)];
    expect(await openTimes(t, h, from, to)).toEqual(
      everyStepBut(from, to, HOUR / 2, [utcAt(12, 10), utcAt(12, 10, 30), utcAt(12, 14), utcAt(12, 14, 30)]),
    );
    fake.fail(deltaOf(work.id), { status: 500, times: 0 });
  });

  async function inviteeOf(booking: BookingCreated): Promise<string> {
    const row = await t.db.booking.findUniqueOrThrow({ where: { uid: booking.uid }, select: { inviteeEmail: true } });
    return row.inviteeEmail;
  }
});
