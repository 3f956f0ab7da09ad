import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import { type FakeGoogle, startFakeGoogle } from '../fakes/google.ts';
import { EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { book, change, utcAt } from '../helpers/calendars.ts';
import { connectGoogle, googleEnv, iso } from '../helpers/google.ts';
import { invitesTo } from '../helpers/mail.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Google Meet through the booking's event in the host's Google Calendar (ADR 049), against the
// loopback fake of Google (no real Google server is reached): the conference is asked for with the
// booking's uid as its requestId, Google answers `pending` and makes it a moment later, and its
// link reaches the booking and the invitee's invite; the calendar write updates the same event.
describe('Google Meet', () => {
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

  async function meetHost() {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const account = fake.addAccount({ email: `${h.username}@gmail.test`, name: 'Grace Hopper' });
    await connectGoogle(t, h, fake, account);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/event-types/${h.eventType.id}`,
      headers: h.user.headers,
      payload: {
        name: 'Consultation',
        slug: 'consult',
        duration: 30,
        locations: [{ kind: 'video', provider: 'google-meet', public: true }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
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
    return res.json<{ locationUrl: string | null }>();
  };

  it('puts the Meet link Google made (pending, then success) into the booking and the emailed invite, in one event', async () => {
    const { h, account } = await meetHost();
    const res = await book(t, h, utcAt(3, 12));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    await t.app.outbox.drain();

    // One event in the host's calendar: the Meet conference's, updated by the calendar write.
    const [event, ...more] = fake.events(account.email);
    expect(more).toEqual([]);
    expect(event!.conferenceData?.createRequest).toMatchObject({
      requestId: booking.uid,
      status: { statusCode: 'success' },
    });
    const link = event!.conferenceData!.entryPoints!.find((p) => p.entryPointType === 'video')!.uri;
    expect(link).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
    expect((await seen(booking)).locationUrl).toBe(link);

    const row = await t.db.booking.findUniqueOrThrow({ where: { uid: booking.uid }, select: { inviteeEmail: true } });
    const [invite] = await invitesTo(t.database.dataDir, row.inviteeEmail);
    expect(invite).toMatchObject({ uid: event!.iCalUID, url: link });
    expect(invite!.description).toContain(link);

    // A reschedule moves the event and keeps its conference and link.
    const moved = await change(t, booking, 'reschedule', { start: new Date(utcAt(4, 9)).toISOString() });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.outbox.drain();
    expect(fake.events(account.email)).toEqual([
      expect.objectContaining({ id: event!.id, start: expect.objectContaining({ dateTime: iso(utcAt(4, 9)) }) }),
    ]);
    expect(fake.events(account.email)[0]!.conferenceData?.conferenceId).toBe(event!.conferenceData!.conferenceId);
    expect((await seen(booking)).locationUrl).toBe(link);

    // A cancel deletes it.
    expect((await change(t, booking, 'cancel', { reason: 'Ill' })).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(fake.events(account.email)).toEqual([]);
  });

  it('makes one event when Google’s answer to the insert is lost, and a new conference per booking', async () => {
    const { h, account } = await meetHost();
    fake.dropAnswerAfterCommit(`POST /calendar/v3/calendars/${encodeURIComponent(account.email)}/events`);

    const first = (await book(t, h, utcAt(5, 12))).json<BookingCreated>();
    const second = (await book(t, h, utcAt(5, 14))).json<BookingCreated>();
    await t.app.outbox.drain();
    const events = fake.events(account.email);
    expect(events).toHaveLength(2);
    expect(events.map((e) => e.conferenceData?.createRequest?.requestId).sort()).toEqual(
      [first.uid, second.uid].sort(),
    );
    expect(new Set(events.map((e) => e.conferenceData?.conferenceId)).size).toBe(2);
    expect((await seen(first)).locationUrl).toMatch(/^https:\/\/meet\.google\.com\//);
  });
});
