import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { type CalendarBooking, type InviteMethod, bookingInvite, calendarFeed } from '../../api/lib/ical.ts';
import { DEFAULT_BOOKING_FIELDS } from '#shared/booker-basics.ts';
import type { BookingCreated, PublicBooking } from '#shared/schemas/bookings.ts';
import { type Hours, createBookingHost, readFeed } from '../helpers/bookings.ts';
import { asWritten, asWrittenName, awkwardText, paramsOf, parseICalendarStrictly } from '../helpers/ical.ts';
import { appWithSmtp } from '../helpers/test-app.ts';

// Names, titles, notes and reasons are typed by people (or by whoever calls the public API): whatever
// they hold, an invite and the feed must say exactly that, and nothing they hold may end a value, add
// a parameter, change an address or start a line.

const APP_URL = 'http://kairos.test';

const START = new Date('2027-03-16T08:00:00Z');

function sample(fields: Partial<CalendarBooking>): CalendarBooking {
  return {
    uid: 'bk1',
    title: 'Intro call',
    start: START,
    end: new Date(START.getTime() + 30 * 60_000),
    sequence: 1,
    cancelled: false,
    hostName: 'Grace Hopper',
    hostEmail: 'grace@example.test',
    inviteeName: 'Ada Lovelace',
    inviteeEmail: 'ada@example.test',
    notes: '',
    ...fields,
  };
}

const address = (property: ICAL.Property) => String(property.getFirstValue()).replace(/^mailto:/i, '');

/** The one VEVENT of an invite, read strictly; its ORGANIZER and ATTENDEE say exactly who was sent. */
function expectOneEvent(ics: string, who: { host: [string, string]; invitee: [string, string] }): ICAL.Component {
  const events = parseICalendarStrictly(ics).getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = events[0]!;
  const organizers = event.getAllProperties('organizer');
  expect(organizers).toHaveLength(1);
  expect(address(organizers[0]!)).toBe(who.host[1]);
  expect(paramsOf(organizers[0]!)).toEqual({ cn: who.host[0] });
  const attendees = event.getAllProperties('attendee');
  expect(attendees).toHaveLength(1);
  expect(address(attendees[0]!)).toBe(who.invitee[1]);
  expect(paramsOf(attendees[0]!)).toEqual({
    cn: who.invitee[0],
    role: 'REQ-PARTICIPANT',
    partstat: 'ACCEPTED',
    rsvp: 'FALSE',
  });
  return event;
}

describe('the invite builder', () => {
  it('writes any names, title, notes and reason so that a strict parser reads back exactly them', () => {
    fc.assert(
      fc.property(
        fc.record({
          hostName: awkwardText,
          inviteeName: awkwardText,
          title: awkwardText,
          notes: awkwardText,
          reason: awkwardText,
          hostEmail: fc.emailAddress(),
          inviteeEmail: fc.emailAddress(),
          method: fc.constantFrom<InviteMethod>('REQUEST', 'PUBLISH', 'CANCEL'),
        }),
        ({ method, ...fields }) => {
          const manageUrl = method === 'CANCEL' ? undefined : `${APP_URL}/booking/bk1?token=t0k3n`;
          const ics = bookingInvite(sample({ ...fields, cancelled: method === 'CANCEL', manageUrl }), method, APP_URL);

          const event = expectOneEvent(ics, {
            host: [asWrittenName(fields.hostName), fields.hostEmail],
            invitee: [asWrittenName(fields.inviteeName), fields.inviteeEmail],
          });
          expect(event.getFirstPropertyValue('summary')).toBe(asWritten(fields.title));
          const description = [
            fields.notes && `Notes: ${fields.notes}`,
            fields.reason && `Reason: ${fields.reason}`,
            manageUrl && `Reschedule or cancel: ${manageUrl}`,
          ]
            .filter(Boolean)
            .join('\n\n');
          expect(event.getFirstPropertyValue('description') ?? '').toBe(asWritten(description));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("writes any host name as the feed's name, and each booking once", () => {
    fc.assert(
      fc.property(awkwardText, awkwardText, fc.integer({ min: 0, max: 3 }), (hostName, inviteeName, count) => {
        const bookings = Array.from({ length: count }, (_, i) => sample({ uid: `bk${i}`, hostName, inviteeName }));
        const calendar = parseICalendarStrictly(calendarFeed(`Kairos: ${hostName}`, bookings, APP_URL));

        expect(calendar.getAllProperties('x-wr-calname').map((p) => p.getFirstValue())).toEqual([
          asWritten(`Kairos: ${hostName}`),
        ]);
        expect(calendar.getAllProperties('name').map((p) => p.getFirstValue())).toEqual([
          asWritten(`Kairos: ${hostName}`),
        ]);
        const events = calendar.getAllSubcomponents('vevent');
        expect(events.map((e) => e.getFirstPropertyValue('uid'))).toEqual(bookings.map((b) => `${b.uid}@kairos.test`));
        for (const event of events) {
          expect(event.getAllProperties('attendee').map((p) => paramsOf(p).cn)).toEqual([asWrittenName(inviteeName)]);
        }
      }),
    );
  });
});

describe('invites and the feed, end to end', () => {
  const app = appWithSmtp();

  const ALL_DAY = [{ from: '00:00', to: '24:00' }];
  const EVERY_DAY: Hours = {
    timeZone: 'UTC',
    weekly: { mon: ALL_DAY, tue: ALL_DAY, wed: ALL_DAY, thu: ALL_DAY, fri: ALL_DAY, sat: ALL_DAY, sun: ALL_DAY },
    overrides: [],
  };

  function inDays(days: number): string {
    const d = new Date();
    d.setUTCDate(d.getUTCDate() + days);
    d.setUTCHours(9, 0, 0, 0);
    return d.toISOString();
  }

  /** The text/calendar part of an email received by the SMTP server, as a mail client finds it. */
  async function inviteIn(raw: string): Promise<string> {
    const calendar = (await simpleParser(raw)).attachments.find((a) => a.contentType === 'text/calendar');
    expect(calendar).toBeDefined();
    return calendar!.content.toString('utf8');
  }

  it.each([['x";X-INJ=1:mailto:evil@attacker.example;"'], ['Robert "Bob" Smith']])(
    'gives %s and a host named Ann "The Host" invites with exactly their names and addresses',
    async (name) => {
      const h = await createBookingHost(app.t, { hours: EVERY_DAY });
      const renamed = await app.t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: h.user.headers,
        payload: { first_name: 'Ann', last_name: '"The Host"', username: h.username, about: '' },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const email = `inv-${randomBytes(4).toString('hex')}@example.test`;
      const booked = await app.t.app.inject({
        method: 'POST',
        url: `/api/public/${h.username}/consult/bookings`,
        payload: { name, email, notes: 'Bring "the plans"; all of them, please', timeZone: 'UTC', start: inDays(3) },
      });
      expect(booked.statusCode, booked.body).toBe(201);

      for (const to of [email, h.user.email]) {
        const ics = await inviteIn((await app.smtp.waitFor(to, undefined, 10_000)).raw);
        const event = expectOneEvent(ics, { host: ['Ann "The Host"', h.user.email], invitee: [name, email] });
        expect(event.getFirstPropertyValue('description')).toContain('Notes: Bring "the plans"; all of them, please');
      }
    },
  );

  /** A host whose event type has a Jitsi meeting and a question, booked with an answer and a guest. */
  async function bookWithAnswers(extra: object = {}) {
    const h = await createBookingHost(app.t, { hours: EVERY_DAY });
    const put = await app.t.app.inject({
      method: 'PUT',
      url: `/api/event-types/${h.eventType.id}`,
      headers: h.user.headers,
      payload: {
        name: 'Consultation',
        slug: 'consult',
        duration: 30,
        locations: [{ kind: 'jitsi', public: true }],
        bookingFields: [
          ...DEFAULT_BOOKING_FIELDS,
          { name: 'company', type: 'text', label: 'Company', required: true, hidden: false },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const email = `inv-${randomBytes(4).toString('hex')}@example.test`;
    const guest = `guest-${randomBytes(4).toString('hex')}@example.test`;
    const start = inDays(5);
    const res = await app.t.app.inject({
      method: 'POST',
      url: `/api/public/${h.username}/consult/bookings`,
      payload: {
        start,
        timeZone: 'Europe/London',
        responses: { name: 'Ada Lovelace', email, company: 'Engines; Ltd.', notes: 'Bring the plans', guests: [guest] },
        ...extra,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    return { h, email, guest, start, booking, token: new URL(booking.manageUrl).searchParams.get('token')! };
  }

  /** The booking page's calendar file (GET /api/public/bookings/:uid with the manage token). */
  async function calendarFile(uid: string, token: string): Promise<string> {
    const res = await app.t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${uid}`,
      headers: { 'x-booking-token': token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { invite } = res.json<PublicBooking>();
    expect(invite).toEqual(expect.any(String));
    return invite!;
  }

  /** Every property of an invite's one event as ical.js reads it (jCal), but DTSTAMP: when it was written. */
  function eventContent(ics: string) {
    const events = parseICalendarStrictly(ics).getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    return events[0]!
      .getAllProperties()
      .filter((p) => p.name !== 'dtstamp')
      .map((p) => p.toJSON());
  }

  it("gives the booking page's calendar file the very event the invitee's email carries, and again after a reschedule", async () => {
    const { h, email, guest, booking, token } = await bookWithAnswers();
    const confirmed = await inviteIn(
      (await app.smtp.waitFor(email, (e) => e.subject.startsWith('Confirmed'), 10_000)).raw,
    );
    const file = await calendarFile(booking.uid, token);

    expect(eventContent(file)).toEqual(eventContent(confirmed));
    // The email's is a request (RFC 5546); the file is the same event to import, without METHOD (RFC 5545 3.7.2).
    expect(parseICalendarStrictly(confirmed).getFirstPropertyValue('method')).toBe('REQUEST');
    expect(parseICalendarStrictly(file).getAllProperties('method')).toEqual([]);
    const event = parseICalendarStrictly(file).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe('Consultation with Grace Hopper');
    const join = String(event.getFirstPropertyValue('url'));
    expect(join).toMatch(/^https:\/\/meet\.jit\.si\//);
    expect(event.getFirstPropertyValue('location')).toBe(join);
    expect(event.getFirstPropertyValue('description')).toBe(
      [
        `Join: ${join}`,
        // The answers in the order asked: Notes is among the standard questions, before the host's own.
        'Notes: Bring the plans',
        'Company: Engines; Ltd.',
        `Reschedule or cancel: ${booking.manageUrl}`,
      ].join('\n\n'),
    );
    expect(address(event.getFirstProperty('organizer')!)).toBe(h.user.email);
    expect(event.getAllProperties('attendee').map(address)).toEqual([email, guest]);
    expect(event.getFirstPropertyValue('sequence')).toBe(0);

    const moved = await app.t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${booking.uid}/reschedule`,
      headers: { 'x-booking-token': token },
      payload: { start: inDays(6), reason: 'Traffic; sorry' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rescheduled = await inviteIn(
      (await app.smtp.waitFor(email, (e) => e.subject.startsWith('Rescheduled'), 10_000)).raw,
    );
    const movedFile = await calendarFile(booking.uid, token);
    expect(eventContent(movedFile)).toEqual(eventContent(rescheduled));
    const movedEvent = parseICalendarStrictly(movedFile).getFirstSubcomponent('vevent')!;
    expect(movedEvent.getFirstPropertyValue('sequence')).toBe(1);
    expect(String(movedEvent.getFirstPropertyValue('description'))).toContain('Reason: Traffic; sorry');
  });

  it("titles the host's copy with the invitee's name, and writes the invitee's email with their answers, region and clock", async () => {
    const { h, email, start } = await bookWithAnswers({ dateLocale: 'en-GB', hourCycle: 'h23' });
    const hostInvite = await inviteIn(
      (await app.smtp.waitFor(h.user.email, (e) => e.subject.startsWith('New booking'), 10_000)).raw,
    );
    expect(parseICalendarStrictly(hostInvite).getFirstSubcomponent('vevent')!.getFirstPropertyValue('summary')).toBe(
      'Consultation with Ada Lovelace',
    );

    const confirmed = await app.smtp.waitFor(email, (e) => e.subject.startsWith('Confirmed'), 10_000);
    expect(confirmed.text).toContain('Company: Engines; Ltd.');
    expect(confirmed.text).toContain('Notes: Bring the plans');
    // As en-GB writes it ('Wednesday 2 December 2026'), on the 24-hour clock the invitee chose.
    const zone = { timeZone: 'Europe/London' } as const;
    const day = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...zone,
    });
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...zone });
    const at = new Date(start);
    const end = new Date(at.getTime() + 30 * 60_000);
    expect(confirmed.text).toContain(
      `When: ${day.format(at)}, ${time.format(at)} – ${time.format(end)} (Europe/London)`,
    );
    // Written on a 24-hour clock (only the When line: the manage link's random token may hold 'AM').
    expect(confirmed.text.split('\n').find((line) => line.startsWith('When:'))).not.toMatch(/[AP]M/);
  });

  it("names the feed after the host, whatever the host's name holds", async () => {
    const h = await createBookingHost(app.t, { hours: EVERY_DAY });
    // A name the profile form refuses today (a line break), as an older version or an import may have stored it.
    await app.t.db.user.update({
      where: { id: h.user.id },
      data: { firstName: 'Ann; "The', lastName: 'Host",\nEsq.' },
    });
    const email = `inv-${randomBytes(4).toString('hex')}@example.test`;
    const booked = await app.t.app.inject({
      method: 'POST',
      url: `/api/public/${h.username}/consult/bookings`,
      payload: { name: 'Robert "Bob" Smith', email, timeZone: 'UTC', start: inDays(4) },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const feed = await readFeed(app.t, h.user.id);
    const calendar = parseICalendarStrictly(feed);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Kairos: Ann; "The Host",\nEsq.');
    expect(calendar.getFirstPropertyValue('name')).toBe('Kairos: Ann; "The Host",\nEsq.');
    expectOneEvent(feed, {
      host: ['Ann; "The Host",\nEsq.', h.user.email],
      invitee: ['Robert "Bob" Smith', email],
    });
  });
});
