import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import { type FakeZoom, startFakeZoom } from '../fakes/zoom.ts';
import { EVERY_DAY_UTC, createBookingHost, savePreferences } from '../helpers/bookings.ts';
import { book, change, utcAt } from '../helpers/calendars.ts';
import { invitesTo, outboxEmails } from '../helpers/mail.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { chooseLanguage } from '../helpers/users.ts';
import { OPEN_SETTINGS, bookingBody, hostWithHours, insertTeam } from '../helpers/teams.ts';
import { connectZoom, meetOnZoom, settle, zoomEnv } from '../helpers/zoom.ts';

// Zoom meetings for bookings (ADR 051), against the loopback fake of Zoom (no real Zoom server is
// reached): a meeting per booking in the host's Zoom account, its link and passcode in the invite,
// the emails, the booking page and the webhooks; moved with the booking, deleted with it; one
// meeting after a lost answer; a meeting that cannot be made leaves the booking confirmed.
describe('Zoom meetings', () => {
  let fake: FakeZoom;
  let t: TestApp;
  let hooks: Server;
  let hookUrl: string;
  const delivered: { event: string; payload: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    fake = await startFakeZoom();
    t = await createTestApp({
      ...zoomEnv(fake),
      OUTBOX_RETRY_DELAYS_SECONDS: '0,0,0',
      WEBHOOK_ALLOW_PRIVATE: 'true',
    });
    hooks = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const parsed = JSON.parse(body) as { triggerEvent: string; payload: Record<string, unknown> };
        delivered.push({ event: parsed.triggerEvent, payload: parsed.payload });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hooks`;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    await new Promise((resolve) => hooks?.close(resolve));
  });

  async function zoomHost() {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const account = fake.addAccount({ email: `${h.username}@zoom.test`, name: 'Grace Hopper' });
    await connectZoom(t, h, fake, account);
    await meetOnZoom(t, h);
    return { h, account };
  }

  const seen = async (booking: BookingCreated) => {
    const token = new URL(booking.manageUrl).searchParams.get('token')!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${booking.uid}`,
      headers: { 'x-booking-token': token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ location: string | null; locationUrl: string | null; meetingDetails?: string | null }>();
  };

  const inviteeOf = async (uid: string) =>
    (await t.db.booking.findUniqueOrThrow({ where: { uid }, select: { inviteeEmail: true } })).inviteeEmail;

  it('says the passcode in the invitee’s language in their email and invite, and the host’s in theirs', async () => {
    const { h, account } = await zoomHost();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/${h.username}/consult/bookings`,
      headers: { 'accept-language': 'de' },
      payload: {
        start: new Date(utcAt(8, 12)).toISOString(),
        name: 'Ada',
        email: 'ada-de@example.test',
        timeZone: 'UTC',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await settle(t);
    const meeting = fake.meetings(account).at(-1)!;
    const emails = await outboxEmails(t.database.dataDir);
    const toInvitee = emails.find((e) => e.to.includes('ada-de@example.test'))!;
    expect(toInvitee.text).toContain(`Kenncode: ${meeting.password}`);
    expect(toInvitee.text).not.toContain('Passcode');
    const [invite] = await invitesTo(t.database.dataDir, 'ada-de@example.test');
    expect(invite!.description).toContain(`Kenncode: ${meeting.password}`);
    // The host reads English, their own language.
    const toHost = emails.find((e) => e.to.includes(h.user.email) && e.subject.startsWith('New booking'))!;
    expect(toHost.text).toContain(`Passcode: ${meeting.password}`);
  });

  it('makes one meeting whose link and passcode reach the booking page, the invite, the emails and the webhook; moves and deletes it', async () => {
    const { h, account } = await zoomHost();
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: h.user.headers,
      payload: { url: hookUrl, events: ['BOOKING_CREATED'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);

    const res = await book(t, h, utcAt(3, 12));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    await settle(t);

    // One scheduled meeting at the booking's time (UTC), its agenda naming the booking.
    const [meeting, ...more] = fake.meetings(account);
    expect(more).toEqual([]);
    expect(meeting).toMatchObject({
      type: 2,
      start_time: new Date(utcAt(3, 12)).toISOString().replace('.000Z', 'Z'),
      duration: 30,
      agenda: `Kairos booking ${booking.uid}`,
    });
    const link = meeting!.join_url;
    const passcode = `Passcode: ${meeting!.password}`;

    // The booking page.
    expect(await seen(booking)).toMatchObject({ locationUrl: link, meetingDetails: passcode });

    // The invitee's invite (read with ical.js) and email.
    const invitee = await inviteeOf(booking.uid);
    const [invite] = await invitesTo(t.database.dataDir, invitee);
    expect(invite).toMatchObject({ url: link });
    expect(invite!.description).toContain(link);
    expect(invite!.description).toContain(passcode);
    const emails = await outboxEmails(t.database.dataDir);
    const toInvitee = emails.find((e) => e.to.includes(invitee))!;
    expect(toInvitee.text).toContain(link);
    expect(toInvitee.text).toContain(passcode);
    // The host's email.
    const toHost = emails.find((e) => e.to.includes(h.user.email) && e.subject.startsWith('New booking'))!;
    expect(toHost.text).toContain(link);
    expect(toHost.text).toContain(passcode);

    // The webhook.
    const created = delivered.find((d) => d.event === 'BOOKING_CREATED' && d.payload.uid === booking.uid);
    expect(created?.payload).toMatchObject({ locationUrl: link, meetingDetails: passcode });

    // A reschedule moves the meeting: Zoom receives the PATCH, the link stays.
    const moved = await change(t, booking, 'reschedule', { start: new Date(utcAt(4, 9)).toISOString() });
    expect(moved.statusCode, moved.body).toBe(200);
    await settle(t);
    expect(fake.api.patches.at(-1)).toMatchObject({
      id: meeting!.id,
      body: { start_time: new Date(utcAt(4, 9)).toISOString().replace('.000Z', 'Z'), duration: 30 },
    });
    expect(fake.meetings(account)).toEqual([
      expect.objectContaining({
        id: meeting!.id,
        start_time: new Date(utcAt(4, 9)).toISOString().replace('.000Z', 'Z'),
      }),
    ]);
    expect(await seen(booking)).toMatchObject({ locationUrl: link, meetingDetails: passcode });

    // A cancel deletes it.
    expect((await change(t, booking, 'cancel', { reason: 'Ill' })).statusCode).toBe(200);
    await settle(t);
    expect(fake.meetings(account)).toEqual([]);
    expect(fake.count(`DELETE /v2/meetings/${meeting!.id}`)).toBe(1);
    // The cancelled booking no longer offers the deleted meeting's link: it names Zoom, as before.
    const after = await seen(booking);
    expect(after).toMatchObject({ location: 'Zoom', locationUrl: null });
    expect(after.meetingDetails ?? null).toBeNull();
    const host = await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.uid}`, headers: h.user.headers });
    expect(host.json()).toMatchObject({ location: 'Zoom', locationUrl: null });
    expect(JSON.stringify(host.json())).not.toContain(link);
  });

  it('leaves one meeting when Zoom’s answer to the create is lost after it made it', async () => {
    const { h, account } = await zoomHost();
    fake.dropAnswerAfterCommit('POST /v2/users/me/meetings');

    const first = (await book(t, h, utcAt(5, 12))).json<BookingCreated>();
    const second = (await book(t, h, utcAt(5, 14))).json<BookingCreated>();
    await settle(t);
    const meetings = fake.meetings(account);
    expect(meetings.map((m) => m.agenda).sort()).toEqual(
      [`Kairos booking ${first.uid}`, `Kairos booking ${second.uid}`].sort(),
    );
    // The lost one was found by its agenda: the booking carries its link and passcode.
    const lost = meetings.find((m) => m.agenda.includes(first.uid))!;
    expect(await seen(first)).toMatchObject({
      locationUrl: lost.join_url,
      meetingDetails: `Passcode: ${lost.password}`,
    });
    expect(fake.count('GET /v2/users/me/meetings')).toBeGreaterThan(0);
  });

  it('keeps the booking confirmed when Zoom keeps failing, tells the host once, and never sends the invitee a broken link', async () => {
    const { h, account } = await zoomHost();
    // Every attempt fails: the first and the outbox's 3 retries.
    fake.fail('POST /v2/users/me/meetings', { status: 500, times: 4 });
    const before = fake.count('POST /v2/users/me/meetings');

    const res = await book(t, h, utcAt(6, 12));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    await settle(t);
    expect(fake.meetings(account)).toEqual([]);
    expect(fake.count('POST /v2/users/me/meetings') - before).toBe(4);
    const row = await t.db.booking.findUniqueOrThrow({ where: { uid: booking.uid } });
    expect(row).toMatchObject({ status: 'accepted', locationUrl: null, meetingId: null });

    const emails = await outboxEmails(t.database.dataDir);
    const told = emails.filter(
      (e) => e.to.includes(h.user.email) && e.subject === 'A Zoom meeting could not be made for a booking',
    );
    expect(told).toHaveLength(1);
    // In English, as it always was, for a host who chose no other language: the date as English writes it.
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(
      utcAt(6, 12),
    );
    expect(when).toMatch(/ at 12:00 PM$/);
    expect(told[0]!.text).toMatch(/^Hi Grace Hopper,/);
    expect(told[0]!.text).toContain(`Kairos could not make the Zoom meeting for “Consultation” (${when}).`);
    expect(told[0]!.text).toContain('so please send them one yourself. Check the app in Installed Apps.');
    expect(told[0]!.text).toContain('Open Installed Apps: http');
    expect(told[0]!.text).toContain('You get this email once for this booking.');
    // The invitee's confirmation went out on the last attempt, naming Zoom, with no link.
    const toInvitee = emails.filter((e) => e.to.includes(row.inviteeEmail));
    expect(toInvitee).toHaveLength(1);
    expect(toInvitee[0]!.text).toContain('Zoom');
    expect(toInvitee[0]!.text).not.toMatch(/zoom\.us\/j\//);
    expect(toInvitee[0]!.text).not.toContain('Passcode');
  });

  it('tells a host who chose German that the meeting could not be made, in German and on their clock', async () => {
    const { h } = await zoomHost();
    await chooseLanguage(t, h.user, 'de');
    await savePreferences(t, h.user, { time_format: '12h' });
    fake.fail('POST /v2/users/me/meetings', { status: 500, times: 4 });

    expect((await book(t, h, utcAt(6, 14))).statusCode).toBe(201);
    await settle(t);

    const toHost = (await outboxEmails(t.database.dataDir)).filter((e) => e.to.includes(h.user.email));
    const told = toHost.filter((e) => e.subject === 'Für eine Buchung konnte kein Zoom-Meeting erstellt werden');
    expect(told).toHaveLength(1);
    expect(toHost.filter((e) => e.subject === 'A Zoom meeting could not be made for a booking')).toEqual([]);
    const weekday = new Intl.DateTimeFormat('de', { weekday: 'long', timeZone: 'UTC' }).format(utcAt(6, 14));
    expect(told[0]!.text).toMatch(/^Hallo Grace Hopper,/);
    // German words, the 12-hour clock the host chose ('2:00 PM', not '14:00').
    expect(told[0]!.text).toMatch(
      new RegExp(
        `Kairos konnte das Zoom-Meeting für „Consultation“ \\(${weekday}, \\d+\\. \\S+ \\d{4} um 2:00 PM\\) nicht erstellen\\.`,
      ),
    );
    expect(told[0]!.text).toContain('Prüfen Sie die App unter „Installierte Apps“.');
    expect(told[0]!.text).toContain('Installierte Apps öffnen: http');
    expect(told[0]!.text).toContain('Sie erhalten diese E-Mail für diese Buchung nur einmal.');
  });

  it('holds a team booking’s other hosts’ emails until the meeting exists: every host’s copy has the link and passcode', async () => {
    const [a, b] = await Promise.all([hostWithHours(t, { firstName: 'Ann' }), hostWithHours(t, { firstName: 'Bob' })]);
    const accounts = [a, b].map((user) => ({ user, account: fake.addAccount({ email: `z-${user.id}@zoom.test` }) }));
    for (const { user, account } of accounts) await connectZoom(t, { user }, fake, account);
    const slug = `zoom-team-${Date.now().toString(36)}`;
    const teamId = await insertTeam(t, slug, [
      { user: a, role: 'owner' },
      { user: b, role: 'member' },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${teamId}/event-types`,
      headers: a.headers,
      payload: {
        name: 'Panel',
        slug: 'panel',
        duration: 30,
        schedulingType: 'collective',
        hosts: [{ userId: a.id }, { userId: b.id }],
        bookingSettings: OPEN_SETTINGS,
        locations: [{ kind: 'video', provider: 'zoom', public: true }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/team/${slug}/panel/bookings`,
      payload: bookingBody(new Date(utcAt(7, 12)).toISOString(), 'panel-invitee@example.test'),
    });
    expect(res.statusCode, res.body).toBe(201);
    await settle(t);

    const meetings = accounts.flatMap(({ account }) => fake.meetings(account));
    expect(meetings).toHaveLength(1);
    const [meeting] = meetings;
    const emails = await outboxEmails(t.database.dataDir);
    for (const to of [a.email, b.email, 'panel-invitee@example.test']) {
      const mine = emails.filter((e) => e.to.includes(to));
      expect(mine, to).toHaveLength(1);
      expect(mine[0]!.text, to).toContain(meeting!.join_url);
      expect(mine[0]!.text, to).toContain(`Passcode: ${meeting!.password}`);
    }
  });
});
