import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import type { FakeMicrosoft, FakeMicrosoftAccount } from '../fakes/microsoft.ts';
import { EVERY_DAY_UTC, bookingAsSeen, createBookingHost, setVideoLocation } from '../helpers/bookings.ts';
import { book, change, utcAt } from '../helpers/calendars.ts';
import { invitesTo } from '../helpers/mail.ts';
import { connectMicrosoft, withFakeMicrosoft } from '../helpers/microsoft.ts';
import type { TestApp } from '../helpers/test-app.ts';

// Microsoft Teams through the booking's Outlook event (ADR 050), against the loopback fake of
// Microsoft's identity platform and Graph (no real Microsoft server is reached): the event is made
// with isOnlineMeeting and the invite's UID as transactionId, its joinUrl reaches the booking and the
// emailed invite, the calendar write gets the same event back (one event), a reschedule patches
// start/end only (the link stays), a cancel deletes it; a personal account cannot have Teams.
describe('Microsoft Teams', () => {
  const started = withFakeMicrosoft();
  let fake: FakeMicrosoft;
  let t: TestApp;
  beforeAll(() => ({ fake, t } = started));

  async function teamsHost(personal = false) {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const account = fake.addAccount({ email: `${h.username}@${personal ? 'outlook' : 'contoso'}.test`, personal });
    await connectMicrosoft(t, h, fake, account);
    await setVideoLocation(t, h, 'microsoft-teams');
    return { h, account };
  }

  const seen = (booking: BookingCreated) => bookingAsSeen(t, booking);

  /** The invitee's invites, read with ical.js: UID, LOCATION, URL and DESCRIPTION of the VEVENT. */
  async function invitesOf(booking: BookingCreated) {
    const { inviteeEmail } = await t.db.booking.findUniqueOrThrow({
      where: { uid: booking.uid },
      select: { inviteeEmail: true },
    });
    return invitesTo(t.database.dataDir, inviteeEmail);
  }

  const teamsEvents = (account: FakeMicrosoftAccount) => fake.events(account.calendar.id);

  it('puts the Teams link into the booking and the emailed invite, with one Outlook event, kept across a move', async () => {
    const { h, account } = await teamsHost();
    const res = await book(t, h, utcAt(3, 12));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    await t.app.outbox.drain();

    const [event, ...more] = teamsEvents(account);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ isOnlineMeeting: true, onlineMeetingProvider: 'teamsForBusiness' });
    const link = event!.onlineMeeting!.joinUrl;
    expect(link).toMatch(/^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//);
    expect((await seen(booking)).locationUrl).toBe(link);
    const [invite] = await invitesOf(booking);
    expect(invite!.uid).toBe(event!.transactionId);
    expect(invite!.url ?? invite!.location).toBe(link);
    expect(invite!.description).toContain(link);

    // A reschedule patches start/end only: the same event, its meeting and link kept.
    const moved = await change(t, booking, 'reschedule', { start: new Date(utcAt(4, 9)).toISOString() });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.outbox.drain();
    expect(teamsEvents(account)).toEqual([
      expect.objectContaining({ id: event!.id, start: utcAt(4, 9), onlineMeeting: { joinUrl: link } }),
    ]);
    const patches = fake.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith(encodeURIComponent(event!.id)));
    expect(patches.length).toBeGreaterThan(0);
    expect((await seen(booking)).locationUrl).toBe(link);

    expect((await change(t, booking, 'cancel', { reason: 'Ill' })).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(teamsEvents(account)).toEqual([]);
  });

  it('makes one event and one meeting when Graph’s answer to the POST is lost', async () => {
    const { h, account } = await teamsHost();
    fake.dropAnswerAfterCommit(`POST /v1.0/me/calendars/${encodeURIComponent(account.calendar.id)}/events`);
    const first = (await book(t, h, utcAt(5, 12))).json<BookingCreated>();
    const second = (await book(t, h, utcAt(5, 14))).json<BookingCreated>();
    // The retry may still be running in the app's own outbox loop when a drain ends: waited for.
    const linked = async () => {
      await t.app.outbox.drain();
      return (await Promise.all([first, second].map(seen))).every((b) => b.locationUrl !== null);
    };
    await expect.poll(linked).toBe(true);
    const events = teamsEvents(account);
    expect(new Set(events.map((e) => e.onlineMeeting?.joinUrl)).size).toBe(2);
    expect((await seen(first)).locationUrl).toBe(events.find((e) => e.start === utcAt(5, 12))!.onlineMeeting!.joinUrl);
    expect((await seen(second)).locationUrl).toMatch(/^https:\/\/teams\.microsoft\.com\//);
  });

  it('does not make a Teams meeting for a personal account: the booking stands, with no broken link', async () => {
    const { h, account } = await teamsHost(true);
    const res = await book(t, h, utcAt(6, 12));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    await t.app.outbox.drain();
    expect((await seen(booking)).locationUrl).toBeNull();
    // Kairos saw Outlook does not offer Teams there and asked for no meeting at all.
    expect(fake.count(`POST /v1.0/me/calendars/${encodeURIComponent(account.calendar.id)}/events`)).toBe(0);
    expect(teamsEvents(account).filter((e) => e.isOnlineMeeting)).toEqual([]);
    for (const invite of await invitesOf(booking))
      expect(invite.description ?? '').not.toContain('teams.microsoft.com');
  });
});
