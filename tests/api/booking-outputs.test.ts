import fc from 'fast-check';
import type ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { guestEmail, hostEmail, inviteeEmail } from '../../api/modules/bookings/emails.ts';
import { requestClosedEmail } from '../../api/modules/bookings/request-emails.ts';
import { type BookingRow, calendarBooking } from '../../api/modules/bookings/contract.ts';
import { type InviteMethod, bookingCalendarObject, bookingInvite } from '../../api/lib/ical.ts';
import { locationText } from '#shared/booking-answers.ts';
import { type LocationKind, type Responses } from '#shared/schemas/booking-fields.ts';
import { DEFAULT_BOOKING_FIELDS } from '#shared/booker-basics.ts';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import type { ReceivedEmail } from '../fakes/smtp-server.ts';
import { EVERY_DAY_UTC, createBookingHost, readFeed, noonIn } from '../helpers/bookings.ts';
import { asWritten, awkwardText, paramsOf, parseICalendarStrictly } from '../helpers/ical.ts';
import { appWithSmtp } from '../helpers/test-app.ts';

// Where a meeting is and what the invitee answered go everywhere the booking goes, as a person reads
// them: the invites (LOCATION, URL, DESCRIPTION, the guests as ATTENDEEs), every email, the feed. The
// answers are typed by people: whatever they hold stays inside its own property.

const APP_URL = 'http://kairos.test';
const START = new Date('2027-03-16T08:00:00Z');
const MANAGE = `${APP_URL}/booking/bk1?token=s3cret`;
const GUESTS = ['bob@example.test', 'carol@example.test'];
const JITSI = 'https://meet.jit.si/Kairos-4f9c2a7d1e0b8c6a5d4e3f2a1b0c9d8e';

/** The answers of a booking to an event type with questions of its own, as the booking API stores them. */
function answers(location: string | null, extra: Responses = {}): Responses {
  return {
    name: { label: 'Name', value: 'Ada Lovelace' },
    email: { label: 'Email', value: 'ada@example.test' },
    ...(location ? { location: { label: 'Location', value: location } } : {}),
    company: { label: 'Company', value: 'Analytical Engines, Ltd.' },
    topics: { label: 'Topics', value: ['Pricing', 'Support'] },
    nda: { label: 'Signed our NDA', value: true },
    newsletter: { label: 'Newsletter', value: false },
    size: { label: 'Team size', value: 12 },
    notes: { label: 'Anything else?', value: 'Bring the plans' },
    guests: { label: 'Guests', value: GUESTS },
    ...extra,
  };
}

/** What a person reads of those answers in a DESCRIPTION or an email: labels as asked, Yes/No, choices joined. */
const ANSWER_LINES = [
  'Company: Analytical Engines, Ltd.',
  'Topics: Pricing, Support',
  'Signed our NDA: Yes',
  'Newsletter: No',
  'Team size: 12',
  'Anything else?: Bring the plans',
];

/** A bookings row as the database holds it. */
function row(fields: Partial<BookingRow> = {}): BookingRow {
  return {
    id: 'b1',
    uid: 'bk1',
    hostId: 'h1',
    eventTypeId: 'e1',
    title: 'Intro call',
    startTime: START,
    endTime: new Date(START.getTime() + 30 * 60_000),
    status: 'accepted',
    inviteeName: 'Ada Lovelace',
    inviteeEmail: 'ada@example.test',
    inviteeTimeZone: 'Europe/Berlin',
    notes: 'Bring the plans',
    locationKind: null,
    location: null,
    locationUrl: null,
    responses: '{}',
    manageTokenHash: 'x',
    idempotencyKey: null,
    seatKey: null,
    sequence: 1,
    cancelReason: null,
    cancelledBy: null,
    cancelledAt: null,
    requestExpiresAt: null,
    noShow: false,
    createdAt: START,
    updatedAt: START,
    ...fields,
  };
}

const HOST = { name: 'Grace Hopper', email: 'grace@example.test' };

/** A row with a place of `kind` (its value as the host or invitee typed it) and the answers above. */
function placed(kind: LocationKind, value: string, fields: Partial<BookingRow> = {}): BookingRow {
  const { text, url } = locationText(kind, value);
  return row({
    locationKind: kind,
    location: text,
    locationUrl: url,
    responses: JSON.stringify(answers(text)),
    ...fields,
  });
}

const address = (property: ICAL.Property) => String(property.getFirstValue()).replace(/^mailto:/i, '');

/** The one VEVENT of an iCalendar text, read strictly. */
function oneEvent(ics: string): ICAL.Component {
  const events = parseICalendarStrictly(ics).getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return events[0]!;
}

/** Its attendees: each address with its parameters. */
function attendeesOf(event: ICAL.Component): [string, Record<string, unknown>][] {
  return event.getAllProperties('attendee').map((p) => [address(p), paramsOf(p)]);
}

const guestAttendee = (guest: string, extra: Record<string, string> = {}): [string, Record<string, unknown>] => [
  guest,
  { cn: guest, role: 'REQ-PARTICIPANT', partstat: 'NEEDS-ACTION', rsvp: 'FALSE', ...extra },
];

const PLACES: [string, LocationKind, string, { location: string; link: string | null }][] = [
  [
    'an address',
    'in_person',
    'Unter den Linden 1\n10117 Berlin',
    { location: 'Unter den Linden 1\n10117 Berlin', link: null },
  ],
  ['a phone call', 'phone', '+12125550123', { location: 'Phone call: +1 212 555 0123', link: null }],
  [
    'a link',
    'link',
    'https://zoom.example/j/123?pwd=a,b;c',
    { location: 'https://zoom.example/j/123?pwd=a,b;c', link: 'https://zoom.example/j/123?pwd=a,b;c' },
  ],
  ['a Jitsi meeting', 'jitsi', JITSI, { location: JITSI, link: JITSI }],
];

describe('the invite of a booking with a place, answers and guests', () => {
  it.each(PLACES)('says where for %s: LOCATION, URL and DESCRIPTION as a person reads them', (_, kind, value, want) => {
    const booking = calendarBooking(placed(kind, value), HOST);
    const reason = 'Traffic; sorry, really';
    const description = (manage: boolean) =>
      [
        ...(want.link ? [`Join: ${want.link}`] : []),
        ...ANSWER_LINES,
        `Reason: ${reason}`,
        ...(manage ? [`Reschedule or cancel: ${MANAGE}`] : []),
      ].join('\n\n');

    // The invitee's copy: the link to join, else the manage link, as its URL.
    const invitee = oneEvent(bookingInvite({ ...booking, reason, manageUrl: MANAGE }, 'REQUEST', APP_URL));
    expect(invitee.getFirstPropertyValue('location')).toBe(want.location);
    expect(invitee.getAllProperties('url').map((p) => p.getFirstValue())).toEqual([want.link ?? MANAGE]);
    expect(invitee.getFirstPropertyValue('description')).toBe(description(true));
    expect(attendeesOf(invitee)).toEqual([
      ['ada@example.test', { cn: 'Ada Lovelace', role: 'REQ-PARTICIPANT', partstat: 'ACCEPTED', rsvp: 'FALSE' }],
      ...GUESTS.map((g) => guestAttendee(g)),
    ]);

    // The host's and the guests' copies carry no manage link: the URL is the link to join, or none.
    const host = oneEvent(bookingInvite({ ...booking, reason }, 'PUBLISH', APP_URL));
    expect(host.getFirstPropertyValue('location')).toBe(want.location);
    expect(host.getAllProperties('url').map((p) => p.getFirstValue())).toEqual(want.link ? [want.link] : []);
    expect(host.getFirstPropertyValue('description')).toBe(description(false));
    expect(attendeesOf(host).map(([a]) => a)).toEqual(['ada@example.test', ...GUESTS]);

    // The host's own calendar (ADR 021): the same, every attendee scheduled by Kairos.
    const object = bookingCalendarObject({ ...booking, manageUrl: MANAGE }, APP_URL);
    expect(object).not.toContain('METHOD');
    const written = oneEvent(object);
    expect(written.getFirstPropertyValue('location')).toBe(want.location);
    expect(written.getAllProperties('url').map((p) => p.getFirstValue())).toEqual(want.link ? [want.link] : []);
    expect(attendeesOf(written).slice(1)).toEqual(GUESTS.map((g) => guestAttendee(g, { 'schedule-agent': 'CLIENT' })));
  });

  it('has no LOCATION and no Join line without a place, and keeps the notes of a booking made before questions', () => {
    const event = oneEvent(bookingInvite(calendarBooking(row(), HOST), 'PUBLISH', APP_URL));
    expect(event.getAllProperties('location')).toEqual([]);
    expect(event.getAllProperties('url')).toEqual([]);
    expect(event.getFirstPropertyValue('description')).toBe('Notes: Bring the plans');
    expect(attendeesOf(event).map(([a]) => a)).toEqual(['ada@example.test']);
  });

  it('reads stored answers defensively: text that is not JSON, or entries without a label, are left out', () => {
    for (const responses of [
      'not json',
      '[1,2]',
      '{"company":{"value":"x"},"guests":{"label":"Guests","value":"a@b"}}',
    ]) {
      const event = oneEvent(bookingInvite(calendarBooking(row({ responses }), HOST), 'PUBLISH', APP_URL));
      expect(event.getFirstPropertyValue('description')).toBe('Notes: Bring the plans');
      expect(event.getAllProperties('attendee')).toHaveLength(1);
    }
  });

  it('never offers a link that is not http(s) as the URL or the Join line', () => {
    const booking = calendarBooking(row({ location: 'Somewhere', locationUrl: 'javascript:alert(1)' }), HOST);
    const event = oneEvent(bookingInvite(booking, 'PUBLISH', APP_URL));
    expect(event.getAllProperties('url')).toEqual([]);
    expect(event.getFirstPropertyValue('description')).toBe('Notes: Bring the plans');
    const email = guestEmail('created', notice(booking), GUESTS[0]!);
    expect(email.html).not.toContain('javascript:');
  });

  const HOSTILE = [
    'x\r\nATTENDEE:mailto:evil@x',
    'x\nEND:VEVENT\nBEGIN:VEVENT\nUID:evil\nSUMMARY:Injected',
    'a;b,c\\d\\n\\;',
    'DESCRIPTION:second\r\nLOCATION:elsewhere',
  ];

  it.each(HOSTILE)('keeps %j inside its property as a label, an answer and a place', (text) => {
    const booking = calendarBooking(
      row({
        location: text,
        responses: JSON.stringify(
          answers(text, { [`q`]: { label: text, value: text }, many: { label: 'Many', value: [text, text] } }),
        ),
      }),
      HOST,
    );
    for (const method of ['REQUEST', 'PUBLISH', 'CANCEL'] as InviteMethod[]) {
      const ics = bookingInvite({ ...booking, manageUrl: MANAGE, reason: text }, method, APP_URL);
      const event = oneEvent(ics);
      expect(event.getFirstPropertyValue('location')).toBe(asWritten(text));
      expect(event.getAllProperties('location')).toHaveLength(1);
      expect(event.getAllProperties('description')).toHaveLength(1);
      expect(event.getAllProperties('summary')).toHaveLength(1);
      expect(event.getFirstPropertyValue('uid')).toBe('bk1@kairos.test');
      expect(attendeesOf(event).map(([a]) => a)).toEqual(['ada@example.test', ...GUESTS]);
      expect(event.getFirstPropertyValue('description')).toBe(
        asWritten(
          [
            ...ANSWER_LINES,
            `${text}: ${text}`,
            `Many: ${text}, ${text}`,
            `Reason: ${text}`,
            `Reschedule or cancel: ${MANAGE}`,
          ].join('\n\n'),
        ),
      );
    }
  });

  it('writes any labels, answers and place so that a strict parser reads back exactly them, in one VEVENT', () => {
    const answer = fc.oneof(awkwardText, fc.array(awkwardText, { maxLength: 3 }), fc.boolean(), fc.integer());
    fc.assert(
      fc.property(
        awkwardText,
        fc.array(fc.tuple(awkwardText, answer), { maxLength: 4 }),
        fc.constantFrom<InviteMethod>('REQUEST', 'PUBLISH', 'CANCEL'),
        (location, asked, method) => {
          const responses: Responses = Object.fromEntries(
            asked.map(([label, value], i) => [`q${i}`, { label, value }]),
          );
          responses.guests = { label: 'Guests', value: GUESTS };
          const booking = calendarBooking(row({ location, responses: JSON.stringify(responses), notes: '' }), HOST);
          const event = oneEvent(bookingInvite(booking, method, APP_URL));
          expect(event.getAllProperties('location').map((p) => p.getFirstValue())).toEqual(
            location ? [asWritten(location)] : [],
          );
          const lines = asked
            .map(([label, value]) => [
              label,
              Array.isArray(value)
                ? value.join(', ')
                : typeof value === 'boolean'
                  ? value
                    ? 'Yes'
                    : 'No'
                  : String(value),
            ])
            .filter(([, text]) => text !== '')
            .map(([label, text]) => `${label}: ${text}`);
          expect(event.getFirstPropertyValue('description') ?? '').toBe(asWritten(lines.join('\n\n')));
          expect(attendeesOf(event).map(([a]) => a)).toEqual(['ada@example.test', ...GUESTS]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

function notice(booking: ReturnType<typeof calendarBooking>) {
  return {
    booking,
    hostTimeZone: 'America/New_York',
    inviteeTimeZone: 'Europe/Berlin',
    manageUrl: MANAGE,
    bookingsUrl: `${APP_URL}/bookings`,
    appUrl: APP_URL,
  };
}

describe('the emails of a booking with a place, answers and guests', () => {
  it.each(PLACES)('say where for %s in both emails, the link to click when it is one', (_, kind, value, want) => {
    const booking = calendarBooking(placed(kind, value), HOST);
    for (const email of [inviteeEmail('created', notice(booking)), hostEmail('created', notice(booking))]) {
      expect(email.text).toContain(`Where: ${want.location}`);
      if (want.link) expect(email.html).toContain(`<a href="${want.link}">${want.link}</a>`);
      else expect(email.html).toContain(`>${want.location}</td>`);
    }
  });

  it("gives the invitee their answers under the labels asked, in a booking's emails and a request's", () => {
    const booking = calendarBooking(placed('jitsi', JITSI), HOST);
    for (const email of [inviteeEmail('created', notice(booking)), requestClosedEmail(notice(booking))]) {
      for (const line of ANSWER_LINES) expect(email.text).toContain(line);
    }
  });

  it("gives each guest an invitation from the invitee, with the invite and the link to join, without the invitee's manage link", () => {
    const booking = calendarBooking(placed('jitsi', JITSI), HOST);
    const email = guestEmail('created', notice(booking), 'bob@example.test');
    expect(email.to).toBe('bob@example.test');
    expect(email.subject).toBe('Invitation: Intro call with Grace Hopper');
    expect(email.text).toContain('Ada Lovelace (ada@example.test) invited you to Intro call with Grace Hopper.');
    expect(email.text).toContain(`Where: ${JITSI}`);
    expect(email.text).toContain(`Join the meeting: ${JITSI}`);
    expect(email.text).toContain('Who: Grace Hopper (host)\nAda Lovelace\nbob@example.test\ncarol@example.test');
    expect(`${email.text}${email.html}${email.icalEvent!.content}`).not.toContain('s3cret');
    expect(email.icalEvent!.method).toBe('REQUEST');
    const event = oneEvent(email.icalEvent!.content);
    expect(event.getFirstPropertyValue('sequence')).toBe(1);
    expect(event.getAllProperties('url').map((p) => p.getFirstValue())).toEqual([JITSI]);
    expect(attendeesOf(event).map(([a]) => a)).toEqual(['ada@example.test', ...GUESTS]);
  });
});

describe('where and what, end to end', () => {
  const app = appWithSmtp();

  let n = 0;
  async function book(
    h: { username: string },
    days: number,
  ): Promise<BookingCreated & { email: string; token: string }> {
    const email = `ada-${++n}-${Date.now()}@example.test`;
    const res = await app.t.app.inject({
      method: 'POST',
      url: `/api/public/${h.username}/consult/bookings`,
      payload: {
        name: 'Ada Lovelace',
        email,
        notes: 'Bring the plans',
        timeZone: 'Europe/Berlin',
        start: noonIn(days),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    return { ...booking, email, token: new URL(booking.manageUrl).searchParams.get('token')! };
  }

  /** The place, answers and guests, as the booking API stores them for an event type that asks. */
  async function place(uid: string, kind: LocationKind, value: string, guests = GUESTS) {
    const { text, url } = locationText(kind, value);
    await app.t.db.booking.update({
      where: { uid },
      data: {
        locationKind: kind,
        location: text,
        locationUrl: url,
        responses: JSON.stringify(answers(text, { guests: { label: 'Who else?', value: guests } })),
      },
    });
  }

  const change = (b: { uid: string; token: string }, action: 'reschedule' | 'cancel', payload: object) =>
    app.t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${b.uid}/${action}`,
      headers: { 'x-booking-token': b.token },
      payload,
    });

  async function inviteIn(email: ReceivedEmail): Promise<{ ics: string; messageId: string; method: string }> {
    const parsed = await simpleParser(email.raw);
    const calendar = parsed.attachments.find((a) => a.contentType === 'text/calendar');
    expect(calendar).toBeDefined();
    const ics = calendar!.content.toString('utf8');
    return {
      ics,
      messageId: parsed.messageId ?? '',
      method: String(parseICalendarStrictly(ics).getFirstPropertyValue('method')),
    };
  }

  const received = (to: string, subject: string) =>
    app.smtp.received.filter((e) => e.to.includes(to) && e.subject.startsWith(subject));

  it('gives a booking made through the API its Jitsi link, answers and guests in the first emails and invites', async () => {
    const h = await createBookingHost(app.t, { hours: EVERY_DAY_UTC });
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
    const email = `ada-${Date.now()}@example.test`;
    const res = await app.t.app.inject({
      method: 'POST',
      url: `/api/public/${h.username}/consult/bookings`,
      payload: {
        start: noonIn(4),
        timeZone: 'Europe/Berlin',
        responses: { name: 'Ada Lovelace', email, company: 'Engines; Ltd., \\ Co', guests: [GUESTS[0]] },
      },
    });
    expect(res.statusCode, res.body).toBe(201);

    const invitee = await app.smtp.waitFor(email, (e) => e.subject.startsWith('Confirmed'), 10_000);
    const link = /Where: (https:\/\/meet\.jit\.si\/kairos-[0-9a-f]{40})/.exec(invitee.text)?.[1];
    expect(link).toBeDefined();
    const host = await app.smtp.waitFor(h.user.email, (e) => e.subject.startsWith('New booking'), 10_000);
    expect(host.text).toContain(`Where: ${link}`);
    expect(host.text).toContain('Engines; Ltd.');
    const guest = await app.smtp.waitFor(GUESTS[0]!, (e) => e.text.includes(link!), 10_000);
    for (const message of [invitee, host, guest]) {
      const event = oneEvent((await inviteIn(message)).ics);
      expect(event.getFirstPropertyValue('location')).toBe(link);
      expect(String(event.getFirstPropertyValue('url'))).toBe(link);
      expect(String(event.getFirstPropertyValue('description'))).toContain('Company: Engines; Ltd., \\ Co');
      const attendees = event.getAllProperties('attendee').map((p) => String(p.getFirstValue()));
      expect(attendees).toEqual([`mailto:${email}`, `mailto:${GUESTS[0]}`]);
    }
  });

  it('has no LOCATION and no Where row for a booking without a place', async () => {
    const h = await createBookingHost(app.t, { hours: EVERY_DAY_UTC });
    const b = await book(h, 2);
    for (const to of [b.email, h.user.email]) {
      const email = await app.smtp.waitFor(to, undefined, 10_000);
      expect(email.text).not.toContain('Where');
      expect(email.html).not.toContain('Where');
      expect(oneEvent((await inviteIn(email)).ics).getAllProperties('location')).toEqual([]);
    }
  });

  it('tells the invitee, the host and each guest where, with the answers and guests, on reschedule and cancel', async () => {
    const h = await createBookingHost(app.t, { hours: EVERY_DAY_UTC });
    const b = await book(h, 3);
    await app.smtp.waitFor(h.user.email, (e) => e.subject.startsWith('New booking'), 10_000);
    await place(b.uid, 'jitsi', JITSI);

    expect((await change(b, 'reschedule', { start: noonIn(3, 15) })).statusCode).toBe(200);
    const invitee = await app.smtp.waitFor(b.email, (e) => e.subject.startsWith('Rescheduled'), 10_000);
    expect(invitee.text).toContain(`Where: ${JITSI}`);
    expect(invitee.html).toContain(`<a href="${JITSI}">`);
    const inviteeEvent = oneEvent((await inviteIn(invitee)).ics);
    expect(inviteeEvent.getFirstPropertyValue('location')).toBe(JITSI);
    expect(inviteeEvent.getFirstPropertyValue('url')).toBe(JITSI);
    const description = String(inviteeEvent.getFirstPropertyValue('description'));
    expect(description.startsWith(`Join: ${JITSI}\n\nCompany: Analytical Engines, Ltd.`)).toBe(true);
    expect(description).toContain(`Reschedule or cancel: ${b.manageUrl}`);
    expect(attendeesOf(inviteeEvent).map(([a]) => a)).toEqual([b.email, ...GUESTS]);

    const host = await app.smtp.waitFor(h.user.email, (e) => e.subject.startsWith('Rescheduled'), 10_000);
    expect(host.text).toContain(`Where: ${JITSI}`);
    expect(host.text).toContain(`Who else?: ${GUESTS.join('\n')}`);
    for (const line of ANSWER_LINES) expect(host.text).toContain(line);
    expect(host.text).not.toContain('Name: Ada');
    expect(attendeesOf(oneEvent((await inviteIn(host)).ics)).map(([a]) => a)).toEqual([b.email, ...GUESTS]);

    const ids = new Set<string>();
    for (const guest of GUESTS) {
      const email = await app.smtp.waitFor(guest, (e) => e.subject.startsWith('Updated invitation'), 10_000);
      expect(email.text).toContain(`Ada Lovelace (${b.email})`);
      expect(email.text).toContain(`Where: ${JITSI}`);
      expect(email.raw).not.toContain(b.token);
      const invite = await inviteIn(email);
      expect(invite.method).toBe('REQUEST');
      const event = oneEvent(invite.ics);
      expect(event.getFirstPropertyValue('sequence')).toBe(1);
      expect(event.getFirstPropertyValue('url')).toBe(JITSI);
      expect(attendeesOf(event)).toEqual([
        [b.email, { cn: 'Ada Lovelace', role: 'REQ-PARTICIPANT', partstat: 'ACCEPTED', rsvp: 'FALSE' }],
        ...GUESTS.map((g) => guestAttendee(g)),
      ]);
      ids.add(invite.messageId);
    }

    expect((await change(b, 'cancel', { reason: 'Ill' })).statusCode).toBe(200);
    for (const guest of GUESTS) {
      const email = await app.smtp.waitFor(guest, (e) => e.subject.startsWith('Cancelled'), 10_000);
      expect(email.text).toContain(`Where: ${JITSI}`);
      const invite = await inviteIn(email);
      expect(invite.method).toBe('CANCEL');
      expect(oneEvent(invite.ics).getFirstPropertyValue('sequence')).toBe(2);
      ids.add(invite.messageId);
    }
    const hostCancelled = await app.smtp.waitFor(h.user.email, (e) => e.subject.startsWith('Cancelled'), 10_000);
    expect(hostCancelled.text).toContain(`Where: ${JITSI}`);

    // One email per guest per change, each its own message.
    await app.t.app.outbox.drain();
    for (const guest of GUESTS) {
      expect(received(guest, 'Updated invitation')).toHaveLength(1);
      expect(received(guest, 'Cancelled')).toHaveLength(1);
    }
    expect(ids.size).toBe(4);
  });

  it('says a place without a link in words: Where, LOCATION, and the manage link as the URL', async () => {
    const h = await createBookingHost(app.t, { hours: EVERY_DAY_UTC });
    const b = await book(h, 4);
    await place(b.uid, 'phone', '+12125550123', []);
    expect((await change(b, 'reschedule', { start: noonIn(4, 15) })).statusCode).toBe(200);
    const invitee = await app.smtp.waitFor(b.email, (e) => e.subject.startsWith('Rescheduled'), 10_000);
    expect(invitee.text).toContain('Where: Phone call: +1 212 555 0123');
    const event = oneEvent((await inviteIn(invitee)).ics);
    expect(event.getFirstPropertyValue('location')).toBe('Phone call: +1 212 555 0123');
    expect(event.getFirstPropertyValue('url')).toBe(b.manageUrl);
    expect(String(event.getFirstPropertyValue('description'))).not.toContain('Join');
    expect(attendeesOf(event).map(([a]) => a)).toEqual([b.email]);
  });

  it('sends the guests a cancellation too when the host deletes their account', async () => {
    const h = await createBookingHost(app.t, { hours: EVERY_DAY_UTC });
    const b = await book(h, 6);
    const guest = `dan-${Date.now()}@example.test`;
    await place(b.uid, 'in_person', 'Unter den Linden 1', [guest]);
    await app.smtp.waitFor(b.email, (e) => e.subject.startsWith('Confirmed'), 10_000);
    expect(
      (await app.t.app.inject({ method: 'DELETE', url: '/api/profile', headers: h.user.headers })).statusCode,
    ).toBe(204);
    const email = await app.smtp.waitFor(guest, (e) => e.subject.startsWith('Cancelled'), 10_000);
    expect(email.text).toContain('Where: Unter den Linden 1');
    expect(email.raw).not.toContain(b.token);
    const invite = await inviteIn(email);
    expect(invite.method).toBe('CANCEL');
    expect(oneEvent(invite.ics).getFirstPropertyValue('sequence')).toBe(1);
  });

  it('carries the place, the answers and the guests in the calendar feed', async () => {
    const h = await createBookingHost(app.t, { hours: EVERY_DAY_UTC });
    const b = await book(h, 5);
    await place(b.uid, 'link', 'https://zoom.example/j/123?pwd=a,b;c');
    const feed = await readFeed(app.t, h.user.id);
    const event = oneEvent(feed);
    expect(event.getFirstPropertyValue('summary')).toBe('Consultation with Ada Lovelace');
    expect(event.getFirstPropertyValue('location')).toBe('https://zoom.example/j/123?pwd=a,b;c');
    expect(event.getFirstPropertyValue('url')).toBe('https://zoom.example/j/123?pwd=a,b;c');
    expect(event.getFirstPropertyValue('description')).toBe(
      ['Join: https://zoom.example/j/123?pwd=a,b;c', ...ANSWER_LINES].join('\n\n'),
    );
    expect(feed).not.toContain(b.token);
    expect(attendeesOf(event).map(([a]) => a)).toEqual([b.email, ...GUESTS]);
  });
});
