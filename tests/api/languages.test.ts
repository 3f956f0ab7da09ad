import type ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { PublicBookingEventType } from '#shared/schemas/availability.ts';
import type { BookingCreated, PublicBooking } from '#shared/schemas/bookings.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import type { ReceivedEmail } from '../fakes/smtp-server.ts';
import { EVERY_DAY_UTC, createBookingHost, noonIn, savePreferences } from '../helpers/bookings.ts';
import { chooseLanguage } from '../helpers/users.ts';
import { parseICalendarStrictly } from '../helpers/ical.ts';
import { appWithSmtp } from '../helpers/test-app.ts';

// The invitee's language (docs/product.md#languages, ADR 030): the public event and booking APIs
// take ?lang= or Accept-Language and say which locale they used; a booking keeps it, and its emails
// and invites speak it.

describe('the invitee’s language', () => {
  const app = appWithSmtp();

  const eventPage = (username: string, query = '', headers: Record<string, string> = {}) =>
    app.t.app.inject({ method: 'GET', url: `/api/public/${username}/consult${query}`, headers });

  let n = 0;
  async function book(username: string, days: number, query = '', headers: Record<string, string> = {}) {
    const email = `amelie-${++n}-${Date.now()}@example.test`;
    const res = await app.t.app.inject({
      method: 'POST',
      url: `/api/public/${username}/consult/bookings${query}`,
      headers,
      payload: {
        name: 'Amélie Poulain',
        email,
        notes: 'Apportez les plans',
        timeZone: 'Europe/Paris',
        start: noonIn(days),
        responses: { guests: ['nino@example.test'] },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    return { res, booking, email, token: new URL(booking.manageUrl).searchParams.get('token')! };
  }

  /** The next email to `to` whose subject (decoded) starts with `subject`, read as a mail client reads it. */
  async function emailTo(to: string, subject: string) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      for (const email of app.smtp.received.filter((e) => e.to.includes(to))) {
        const parsed = await simpleParser(email.raw);
        if (parsed.subject?.startsWith(subject)) return { email, subject: parsed.subject, text: parsed.text ?? '' };
      }
      if (Date.now() > deadline) throw new Error(`No email to ${to} starting ${subject}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function inviteIn(email: ReceivedEmail): Promise<ICAL.Component> {
    const parsed = await simpleParser(email.raw);
    const calendar = parsed.attachments.find((a) => a.contentType === 'text/calendar');
    expect(calendar).toBeDefined();
    const events = parseICalendarStrictly(calendar!.content.toString('utf8')).getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    return events[0]!;
  }

  it('answers the event page in the Accept-Language the asker prefers, and says so', async () => {
    const h = await createBookingHost(app.t, { hours: EVERY_DAY_UTC });
    const german = await eventPage(h.username, '', { 'accept-language': 'nl-NL, de-CH;q=0.9, en;q=0.5' });
    expect(german.statusCode).toBe(200);
    expect(german.json<PublicBookingEventType>().locale).toBe('de');
    expect(german.headers['content-language']).toBe('de');

    const plain = await eventPage(h.username);
    expect(plain.json<PublicBookingEventType>().locale).toBe('en');
    expect(plain.headers['content-language']).toBe('en');
  });

  it('lets ?lang= override Accept-Language, and falls back for a language it does not speak', async () => {
    const h = await createBookingHost(app.t, { hours: EVERY_DAY_UTC });
    const japanese = await eventPage(h.username, '?lang=ja', { 'accept-language': 'de' });
    expect(japanese.json<PublicBookingEventType>().locale).toBe('ja');
    expect(japanese.headers['content-language']).toBe('ja');
    const unknown = await eventPage(h.username, '?lang=tlh', { 'accept-language': 'fr-CA' });
    expect(unknown.json<PublicBookingEventType>().locale).toBe('fr');
    expect((await eventPage(h.username, `?lang=${'x'.repeat(40)}`)).statusCode).toBe(400);
  });

  it('speaks the event type’s own language unless the link asks for another', async () => {
    const h = await createBookingHost(app.t, { hours: EVERY_DAY_UTC, settings: { locale: 'pt-BR' } });
    const page = await eventPage(h.username, '', { 'accept-language': 'de' });
    expect(page.json<PublicBookingEventType>()).toMatchObject({ eventLocale: 'pt-BR', locale: 'pt-BR' });
    const asked = await eventPage(h.username, '?lang=es');
    expect(asked.json<PublicBookingEventType>()).toMatchObject({ eventLocale: 'pt-BR', locale: 'es' });

    const refused = await app.t.app.inject({
      method: 'PUT',
      url: `/api/event-types/${h.eventType.id}/booking-settings`,
      headers: h.user.headers,
      payload: { locale: 'klingon' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toContain('locale');
  });

  it('keeps the language a booking was made in, and says it when the booking is read', async () => {
    const h = await createBookingHost(app.t, { hours: EVERY_DAY_UTC });
    const { res, booking, token } = await book(h.username, 3, '', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(booking.locale).toBe('es');
    expect(res.headers['content-language']).toBe('es');
    const read = await app.t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${booking.uid}`,
      headers: { 'x-booking-token': token, 'accept-language': 'ja' },
    });
    expect(read.json<PublicBooking>().locale).toBe('es');
    expect(read.headers['content-language']).toBe('es');
  });

  it('sends a booking made in French French emails and a French invite, and the host theirs in English', async () => {
    const h = await createBookingHost(app.t, { hours: EVERY_DAY_UTC });
    const { booking, email } = await book(h.username, 4, '?lang=fr', { 'accept-language': 'en-US' });
    expect(booking.locale).toBe('fr');

    const mine = await emailTo(email, 'Confirmé');
    expect(mine.subject).toBe('Confirmé : Consultation avec Grace Hopper');
    expect(mine.text).toContain('Bonjour Amélie Poulain,');
    expect(mine.text).toContain('Votre rendez-vous avec Grace Hopper est confirmé.');
    expect(mine.text).toContain('Déplacer ou annuler');
    // The date as French readers write it, in the invitee's zone.
    const when = new Intl.DateTimeFormat('fr', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'Europe/Paris',
    });
    expect(mine.text).toContain(when.format(new Date(booking.start)));
    const invite = await inviteIn(mine.email);
    expect(invite.getFirstPropertyValue('summary')).toBe('Consultation avec Grace Hopper');
    expect(String(invite.getFirstPropertyValue('description'))).toContain(`Déplacer ou annuler : ${booking.manageUrl}`);

    const guest = await emailTo('nino@example.test', 'Invitation');
    expect(guest.subject).toBe('Invitation : Consultation avec Grace Hopper');
    expect((await inviteIn(guest.email)).getFirstPropertyValue('summary')).toBe('Consultation avec Grace Hopper');

    const host = await emailTo(h.user.email, 'New booking');
    expect(host.subject).toBe('New booking: Consultation with Amélie Poulain');

    const cancelled = await app.t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${booking.uid}/cancel`,
      headers: { 'x-booking-token': new URL(booking.manageUrl).searchParams.get('token')!, 'accept-language': 'de' },
      payload: { reason: 'Empêchée' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const gone = await emailTo(email, 'Annulé');
    expect(gone.text).toContain('Votre rendez-vous a été annulé, comme vous l’avez demandé.');
    const cancel = await inviteIn(gone.email);
    expect(String(cancel.getFirstPropertyValue('description'))).toContain('Motif : Empêchée');
  });

  it('writes the host’s own emails in the language of their Profile', async () => {
    const h = await createBookingHost(app.t, { hours: EVERY_DAY_UTC });
    const profile = await app.t.app.inject({ method: 'GET', url: '/api/profile', headers: h.user.headers });
    expect(profile.json<Profile>().locale).toBe('en');
    const saved = await app.t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: h.user.headers,
      payload: { first_name: 'Grace', last_name: 'Hopper', username: h.username, about: '', locale: 'ja' },
    });
    expect(saved.json<Profile>().locale).toBe('ja');
    await book(h.username, 5, '?lang=de');
    const host = await emailTo(h.user.email, '新しい予約');
    expect(host.subject).toBe('新しい予約：Amélie PoulainさんとのConsultation');
    expect(host.text).toContain('Grace Hopper 様');
  });

  it('writes the host’s times on the clock they chose (Time format), the invitee’s on theirs', async () => {
    // An English host on the 24-hour clock: '12:00 – 12:30', where English would say '12:00 PM'.
    const day = await createBookingHost(app.t, { hours: EVERY_DAY_UTC });
    await savePreferences(app.t, day.user, { time_format: '24h' });
    const booked = await book(day.username, 6);
    const toHost = await emailTo(day.user.email, 'New booking');
    expect(toHost.text).toMatch(/12:00 – 12:30 \(UTC\)/);
    expect(toHost.text).not.toMatch(/\d PM/);
    // The invitee chose no clock: English's own.
    const toInvitee = await emailTo(booked.email, 'Confirmed');
    expect(toInvitee.text).toMatch(/\d:00 PM/);

    // A German host on the 12-hour clock: German words, '12:00 PM'.
    const half = await createBookingHost(app.t, { hours: EVERY_DAY_UTC });
    await chooseLanguage(app.t, half.user, 'de');
    await savePreferences(app.t, half.user, { time_format: '12h' });
    await book(half.username, 6);
    const german = await emailTo(half.user.email, 'Neue Buchung');
    expect(german.text).toMatch(/12:00 PM – 12:30 PM \(UTC\)/);
  });
});
