import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConferencingCatalog } from '#shared/schemas/apps.ts';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import { conferencingProviders } from '../../api/modules/bookings/conferencing/index.ts';
import { fakeConferencingProvider } from '../fakes/conferencing-provider.ts';
import { EVERY_DAY_UTC, bookingAsSeen, createBookingHost, setVideoLocation } from '../helpers/bookings.ts';
import { book, change, utcAt } from '../helpers/calendars.ts';
import { type FakeSmtpServer, startFakeSmtpServer } from '../fakes/smtp-server.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A conferencing provider is one entry in the providers' list (ADR 045): a fake one, registered for
// this app alone, is offered in the catalog, named by an event type's video location, and makes,
// moves and deletes the meeting of the bookings made with it.
describe('a conferencing provider registered in one line', () => {
  const fake = fakeConferencingProvider();
  let t: TestApp;
  let smtp: FakeSmtpServer;

  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    t = await createTestApp(
      { SMTP_URL: smtp.url, OUTBOX_RETRY_DELAYS_SECONDS: '0,0,3600' },
      { conferencingProviders: [...conferencingProviders, fake.provider] },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const seen = (booking: BookingCreated) => bookingAsSeen(t, booking);

  it('is offered, named by a video location, and makes, moves and deletes the booking’s meeting', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });

    const catalog = await t.app.inject({ method: 'GET', url: '/api/conferencing/apps', headers: h.user.headers });
    expect(catalog.statusCode, catalog.body).toBe(200);
    expect(catalog.json<ConferencingCatalog>().items.map((app) => app.id)).toEqual([
      'jitsi',
      'google-meet',
      'microsoft-teams',
      'zoom',
      'fake-video',
    ]);

    // A provider this app does not offer is refused by name; the registered one is kept as sent.
    const put = (locations: object[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/event-types/${h.eventType.id}`,
        headers: h.user.headers,
        payload: { name: 'Consultation', slug: 'consult', duration: 30, locations },
      });
    const unknown = await put([{ kind: 'video', provider: 'skype', public: true }]);
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json()).toMatchObject({
      fields: { 'locations.0.provider': 'This video service is not offered on this server.' },
    });
    const saved = await put([{ kind: 'video', provider: 'fake-video', public: true }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ locations: [{ kind: 'video', provider: 'fake-video', public: true }] });

    // The booking commits at once; its meeting is made after, and its link is what the invitee sees.
    const res = await book(t, h, utcAt(3, 12));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    await t.app.outbox.drain();
    expect(fake.calls).toEqual([{ call: 'create', meetingId: 'm1', start: utcAt(3, 12) }]);
    expect(await seen(booking)).toMatchObject({
      locationKind: 'video',
      location: 'https://meet.fake.test/j/m1',
      locationUrl: 'https://meet.fake.test/j/m1',
    });
    // The emails, held until the meeting was made, carry its link (the host's copy here).
    const mail = await smtp.waitFor(h.user.email, (e) => e.subject.startsWith('New booking'), 10_000);
    expect(mail.text).toContain('https://meet.fake.test/j/m1');

    // A reschedule moves it (this provider answers a new meeting: the booking carries its link).
    const moved = await change(t, booking, 'reschedule', { start: new Date(utcAt(4, 12)).toISOString() });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.outbox.drain();
    expect(fake.calls.at(-1)).toEqual({ call: 'move', meetingId: 'm1', start: utcAt(4, 12) });
    expect((await seen(booking)).locationUrl).toBe('https://meet.fake.test/j/m2');

    // A cancel deletes it.
    expect((await change(t, booking, 'cancel', { reason: 'Ill' })).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(fake.calls.at(-1)).toEqual({ call: 'delete', meetingId: 'm2' });
    expect([...fake.meetings.keys()]).toEqual([]);
  });

  it('keeps the booking when the provider fails, and makes the meeting on the retry', async () => {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    await setVideoLocation(t, h, 'fake-video');
    fake.failing.creates = 1;
    const made = fake.calls.length;

    const res = await book(t, h, utcAt(5, 12));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    // Before the meeting is made, the booking stands with the provider's name as its place.
    expect(await seen(booking)).toMatchObject({ location: 'Fake Video', locationUrl: null });
    await t.app.outbox.drain();
    expect(fake.failing.creates).toBe(0);
    const [created] = fake.calls.slice(made);
    expect(created).toMatchObject({ call: 'create', start: utcAt(5, 12) });
    expect((await seen(booking)).locationUrl).toBe(`https://meet.fake.test/j/${created!.meetingId}`);
  });
});
