import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicBookingEventType } from '#shared/schemas/availability.ts';
import { type BookingField, answerMessages, fieldMessages, locationMessages } from '#shared/schemas/booking-fields.ts';
import { DEFAULT_BOOKING_FIELDS } from '#shared/booker-basics.ts';
import type { BookingCreated, HostBookingDetail, HostBookingList, PublicBooking } from '#shared/schemas/bookings.ts';
import type { EventTypeDetail } from '#shared/schemas/event-type-settings.ts';
import { textMessages } from '#shared/text.ts';
import { ConfigError, loadConfig } from '../../api/config.ts';
import { field } from '../helpers/booking-fields.ts';
import { type BookingHost, EVERY_DAY_UTC, createBookingHost, noonIn } from '../helpers/bookings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Locations and booking questions on the server (ADR 024): what the event type stores and shows, how
 * a booking's answers are checked when sent straight to the API (the same sentences as the form's),
 * and what every view of the booking returns. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const JITSI = 'https://jitsi.example.test/meet';
/** Characters nobody types (PostgreSQL cannot even store NUL). */
const CONTROLS = ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085'];

let t: TestApp;
beforeAll(async () => {
  // A self-hosted Jitsi, written with a trailing slash (removed); the invitee limits out of the way.
  t = await createTestApp({ JITSI_BASE_URL: `${JITSI}/`, BOOKING_RATE_LIMIT_PER_EMAIL: '100000' });
});
afterAll(async () => t.close());

/** The defaults, then one question of every custom type; the last one shows only when "Contact by" is Phone. */
const FIELDS: BookingField[] = [
  ...DEFAULT_BOOKING_FIELDS,
  field({ name: 'company', type: 'text', label: 'Company', required: true, minLength: 2, maxLength: 10 }),
  field({ name: 'about', type: 'textarea', label: 'About you', maxLength: 20 }),
  field({ name: 'size', type: 'number', label: 'Team size' }),
  field({ name: 'plan', type: 'select', label: 'Plan', options: ['Free', 'Pro'] }),
  field({ name: 'topics', type: 'multiselect', label: 'Topics', options: ['Billing', 'Support', 'Sales'] }),
  field({ name: 'contact', type: 'radio', label: 'Contact by', options: ['Phone', 'Email'] }),
  field({ name: 'terms', type: 'checkbox', label: 'I agree to the terms', required: true }),
  field({ name: 'mobile', type: 'phone', label: 'Mobile' }),
  field({ name: 'site', type: 'url', label: 'Website' }),
  field({
    name: 'callback',
    type: 'phone',
    label: 'Callback number',
    required: true,
    showIf: { field: 'contact', equals: 'Phone' },
  }),
];
/** Answers that pass every question of FIELDS. */
const VALID = { company: 'Acme', terms: true };

const host = () => createBookingHost(t, { hours: EVERY_DAY_UTC });

/** Saves the event type's details with `extra` (locations, bookingFields) as the settings page would. */
function saveEventType(h: BookingHost, extra: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/event-types/${h.eventType.id}`,
    headers: h.user.headers,
    payload: { name: 'Consultation', slug: 'consult', duration: 30, ...extra },
  });
}
/** GET /api/event-types/:id as the host. */
async function eventTypeOf(h: BookingHost): Promise<EventTypeDetail> {
  const res = await t.app.inject({ method: 'GET', url: `/api/event-types/${h.eventType.id}`, headers: h.user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EventTypeDetail>();
}
async function saved(h: BookingHost, extra: object): Promise<EventTypeDetail> {
  const res = await saveEventType(h, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EventTypeDetail>();
}

let hour = 0;
/** A fresh open time (each booking of a test file gets its own). */
const nextStart = () => noonIn(3 + Math.floor(hour / 20), 1 + (hour++ % 20));

function book(h: BookingHost, body: Record<string, unknown>, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/${h.username}/consult/bookings`,
    headers: key ? { 'idempotency-key': key } : {},
    payload: {
      start: nextStart(),
      name: 'Ada Lovelace',
      email: `ada-${randomBytes(4).toString('hex')}@example.test`,
      timeZone: 'Europe/London',
      ...body,
    },
  });
}
async function booked(h: BookingHost, body: Record<string, unknown>): Promise<BookingCreated> {
  const res = await book(h, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<BookingCreated>();
}
/** 400 with the summary and exactly these fields' sentences, and nothing stored. */
async function refused(h: BookingHost, body: Record<string, unknown>, fields: Record<string, string>) {
  const before = await t.db.booking.count({ where: { hostId: h.user.id } });
  const res = await book(h, body);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ error: answerMessages.summary, fields });
  expect(await t.db.booking.count({ where: { hostId: h.user.id } })).toBe(before);
}

const tokenOf = (b: BookingCreated) => new URL(b.manageUrl).searchParams.get('token')!;
async function hostDetail(h: BookingHost, b: BookingCreated): Promise<HostBookingDetail> {
  const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${b.uid}`, headers: h.user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HostBookingDetail>();
}
async function hostListed(h: BookingHost, b: BookingCreated) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/bookings?status=upcoming&limit=100',
    headers: h.user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HostBookingList>().items.find((i) => i.uid === b.uid)!;
}
async function inviteeView(b: BookingCreated): Promise<PublicBooking> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/bookings/${b.uid}`,
    headers: { 'x-booking-token': tokenOf(b) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PublicBooking>();
}
/** What every view (host list, host detail, invitee) says of where and what was answered: the same. */
async function views(h: BookingHost, b: BookingCreated) {
  const pick = (v: Pick<PublicBooking, 'location' | 'locationUrl' | 'locationKind' | 'responses'>) => ({
    location: v.location,
    locationUrl: v.locationUrl,
    locationKind: v.locationKind,
    responses: v.responses,
  });
  const detail = pick(await hostDetail(h, b));
  expect(pick(await hostListed(h, b))).toEqual(detail);
  expect(pick(await inviteeView(b))).toEqual(detail);
  return detail;
}
async function publicEvent(h: BookingHost): Promise<PublicBookingEventType> {
  const res = await t.app.inject({ method: 'GET', url: `/api/public/${h.username}/consult` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PublicBookingEventType>();
}

describe('booking questions sent straight to the booking API', () => {
  let h: BookingHost;
  beforeAll(async () => {
    h = await host();
    await saved(h, { bookingFields: FIELDS });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a required text left out', { company: undefined }, { company: answerMessages.required('Company') }],
    ['a text under its minimum', { company: 'A' }, { company: answerMessages.tooShort('Company', 2) }],
    ['a text over its maximum', { company: 'x'.repeat(11) }, { company: answerMessages.tooLong('Company', 10) }],
    ['a long text over its maximum', { about: 'y'.repeat(21) }, { about: answerMessages.tooLong('About you', 20) }],
    ['a number that is not one', { size: 'a dozen' }, { size: answerMessages.number('Team size') }],
    ['a select off its options', { plan: 'Enterprise' }, { plan: answerMessages.option('Plan') }],
    [
      'a multi-select with one choice off',
      { topics: ['Billing', 'Gossip'] },
      { topics: answerMessages.option('Topics') },
    ],
    ['a radio off its options', { contact: 'Fax' }, { contact: answerMessages.option('Contact by') }],
    ['a required checkbox unchecked', { terms: false }, { terms: answerMessages.required('I agree to the terms') }],
    ['a phone without its country code', { mobile: '212 555 0123' }, { mobile: answerMessages.phone('Mobile') }],
    ['a phone that is no real number', { mobile: '+1 555' }, { mobile: answerMessages.phone('Mobile') }],
    ['a link to a script', { site: 'javascript:alert(1)' }, { site: answerMessages.url('Website') }],
    ['a link that is not http(s)', { site: 'ftp://files.example.test' }, { site: answerMessages.url('Website') }],
    [
      'a question the event does not ask',
      { favourite: 'blue' },
      { favourite: answerMessages.unknownField('favourite') },
    ],
  ])('refuses %s with 400 naming the field and its sentence', async (_, answers, fields) => {
    await refused(h, { responses: { ...VALID, ...answers } }, fields);
  });

  it('refuses control characters in answers and in a typed location, naming the field', async () => {
    const typed = await host();
    await saved(typed, { locations: [{ kind: 'invitee_address', public: true }] });
    // NUL anywhere in a body is refused before the route reads it (the input guard): 400 without `fields`.
    const nul = await book(h, { responses: { ...VALID, company: 'Ac\u0000me' } });
    expect(nul.json()).toEqual({ error: textMessages.controlCharacters });
    for (const c of CONTROLS.slice(1)) {
      await refused(h, { responses: { ...VALID, company: `Ac${c}me` } }, { company: textMessages.controlCharacters });
      await refused(h, { responses: { ...VALID, about: `Li${c}ne` } }, { about: textMessages.controlCharacters });
      await refused(
        typed,
        { responses: { location: { kind: 'invitee_address', value: `1 Main${c} St` } } },
        {
          location: textMessages.controlCharacters,
        },
      );
    }
  });

  it('names every refused field at once, the system fields among them', async () => {
    await refused(
      h,
      { name: undefined, email: undefined, responses: { company: 'A', site: 'nope' } },
      {
        name: 'Name is required.',
        email: 'Email is required.',
        company: answerMessages.tooShort('Company', 2),
        terms: answerMessages.required('I agree to the terms'),
        site: answerMessages.url('Website'),
      },
    );
  });

  it('stores the answers normalised, with their labels, and every view returns them', async () => {
    const b = await booked(h, {
      responses: {
        ...VALID,
        about: '  Line one\nline two ',
        size: '12',
        plan: 'Pro',
        topics: 'Support, Billing',
        contact: 'Email',
        mobile: '+1 (212) 555-0123',
        site: 'https://acme.example.test/about',
      },
    });
    const { responses, location, locationKind } = await views(h, b);
    expect(location).toBeNull();
    expect(locationKind).toBeNull();
    expect(responses).toEqual({
      name: { label: 'Name', value: 'Ada Lovelace' },
      email: { label: 'Email', value: expect.stringMatching(/^ada-[0-9a-f]{8}@example\.test$/) },
      company: { label: 'Company', value: 'Acme' },
      about: { label: 'About you', value: 'Line one\nline two' },
      size: { label: 'Team size', value: 12 },
      plan: { label: 'Plan', value: 'Pro' },
      // In the options' order, whatever order they were sent in.
      topics: { label: 'Topics', value: ['Billing', 'Support'] },
      contact: { label: 'Contact by', value: 'Email' },
      terms: { label: 'I agree to the terms', value: true },
      // Kept as E.164 whatever way it was written.
      mobile: { label: 'Mobile', value: '+12125550123' },
      site: { label: 'Website', value: 'https://acme.example.test/about' },
    });
  });

  it('asks a required question under a condition only while the condition holds', async () => {
    // Hidden (Contact by is Email, or not answered): not required, and an answer to it is dropped unchecked.
    const byEmail = await booked(h, { responses: { ...VALID, contact: 'Email', callback: 'not a number' } });
    expect((await views(h, byEmail)).responses.callback).toBeUndefined();
    await booked(h, { responses: VALID });
    // Shown (Contact by is Phone): required, and checked.
    await refused(
      h,
      { responses: { ...VALID, contact: 'Phone' } },
      {
        callback: answerMessages.required('Callback number'),
      },
    );
    await refused(
      h,
      { responses: { ...VALID, contact: 'Phone', callback: '12345' } },
      {
        callback: answerMessages.phone('Callback number'),
      },
    );
    const byPhone = await booked(h, { responses: { ...VALID, contact: 'Phone', callback: '+44 20 7946 0958' } });
    expect((await views(h, byPhone)).responses.callback).toEqual({ label: 'Callback number', value: '+442079460958' });
  });

  it('takes name, email and notes from responses too; the top-level ones win', async () => {
    const b = await booked(h, {
      name: undefined,
      email: undefined,
      responses: { ...VALID, name: 'Grace', email: 'Grace@Example.TEST', notes: 'From the answers' },
    });
    const detail = await hostDetail(h, b);
    expect(detail).toMatchObject({
      inviteeName: 'Grace',
      inviteeEmail: 'grace@example.test',
      notes: 'From the answers',
    });
    const both = await booked(h, {
      name: 'Top Level',
      email: 'top@example.test',
      notes: 'Top notes',
      responses: { ...VALID, name: 'Inner', email: 'inner@example.test', notes: 'Inner notes' },
    });
    expect(await hostDetail(h, both)).toMatchObject({
      inviteeName: 'Top Level',
      inviteeEmail: 'top@example.test',
      notes: 'Top notes',
    });
  });

  it('counts the per-invitee limit by the email wherever the body has it', async () => {
    const limited = await createTestApp({ BOOKING_RATE_LIMIT_PER_EMAIL: '2' });
    const previous = t;
    t = limited;
    try {
      const lh = await host();
      await saved(lh, { bookingFields: FIELDS });
      const inAnswers = (email: string) => ({ email: undefined, responses: { ...VALID, email } });
      expect((await book(lh, inAnswers('often@example.test'))).statusCode).toBe(201);
      expect((await book(lh, { email: 'OFTEN@example.test', responses: VALID })).statusCode).toBe(201);
      expect((await book(lh, inAnswers(' Often@Example.test'))).statusCode).toBe(429);
      // No email at all: no limit to count, and the answers' check says what is missing.
      await refused(lh, { email: undefined, responses: VALID }, { email: 'Email is required.' });
    } finally {
      t = previous;
      await limited.close();
    }
  });

  it('replays an Idempotency-Key whose email came in responses', async () => {
    const key = randomUUID();
    const body = {
      start: nextStart(),
      name: undefined,
      email: undefined,
      responses: { ...VALID, name: 'Kay', email: 'Kay@example.test' },
    };
    const first = await book(h, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await book(h, body, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    // The same key with another invitee is refused.
    const other = await book(h, { ...body, responses: { ...body.responses, email: 'someone@example.test' } }, key);
    expect(other.statusCode).toBe(422);
  });

  it('keeps each answer under the label it was asked with after the host edits the question', async () => {
    const b = await booked(h, { responses: { ...VALID, company: 'Initech' } });
    const renamed = FIELDS.map((f) => (f.name === 'company' ? { ...f, label: 'Organisation' } : f));
    await saved(h, { bookingFields: renamed });
    try {
      expect((await views(h, b)).responses.company).toEqual({ label: 'Company', value: 'Initech' });
      const next = await booked(h, { responses: { ...VALID, company: 'Hooli' } });
      expect((await views(h, next)).responses.company).toEqual({ label: 'Organisation', value: 'Hooli' });
    } finally {
      await saved(h, { bookingFields: FIELDS });
    }
  });
});

describe('locations', () => {
  it('with none offered, stores none and refuses a location sent', async () => {
    const h = await host();
    expect((await publicEvent(h)).locations).toEqual([]);
    const b = await booked(h, {});
    expect(await views(h, b)).toMatchObject({ location: null, locationUrl: null, locationKind: null });
    await refused(h, { location: { kind: 'jitsi' } }, { location: locationMessages.noneOffered });
  });

  it('keeps a private address off the public page but on every view of the booking', async () => {
    const h = await host();
    await saved(h, { locations: [{ kind: 'in_person', value: ' 1 Infinite Loop, Cupertino ', public: false }] });
    expect((await publicEvent(h)).locations).toEqual([{ kind: 'in_person', label: 'In person' }]);
    expect(JSON.stringify(await publicEvent(h))).not.toContain('Infinite Loop');
    // The only option, with nothing for the invitee to type: not asked, and taken.
    const b = await booked(h, {});
    const where = await views(h, b);
    expect(where).toMatchObject({
      location: '1 Infinite Loop, Cupertino',
      locationUrl: null,
      locationKind: 'in_person',
    });
    expect(where.responses.location).toEqual({ label: 'Location', value: '1 Infinite Loop, Cupertino' });
  });

  it('with several, the invitee must pick one of them', async () => {
    const h = await host();
    await saved(h, {
      locations: [
        { kind: 'phone', value: '+1 (212) 555-0123', public: true },
        { kind: 'link', value: 'https://zoom.example.test/j/42', public: false },
      ],
    });
    expect((await publicEvent(h)).locations).toEqual([
      { kind: 'phone', label: 'Phone call', value: '+1 212 555 0123' },
      { kind: 'link', label: 'Online meeting' },
    ]);
    await refused(h, {}, { location: locationMessages.choose });
    await refused(h, { location: { kind: 'jitsi' } }, { location: locationMessages.notOffered });
    const byPhone = await booked(h, { location: { kind: 'phone' } });
    expect(await views(h, byPhone)).toMatchObject({
      location: 'Phone call: +1 212 555 0123',
      locationUrl: null,
      locationKind: 'phone',
    });
    // The location may come in responses too (as the form sends it).
    const byLink = await booked(h, { responses: { location: { kind: 'link' } } });
    expect(await views(h, byLink)).toMatchObject({
      location: 'https://zoom.example.test/j/42',
      locationUrl: 'https://zoom.example.test/j/42',
      locationKind: 'link',
    });
  });

  it("takes the invitee's address or phone number, checked", async () => {
    const h = await host();
    await saved(h, {
      locations: [
        { kind: 'invitee_address', public: true },
        { kind: 'invitee_phone', public: true },
      ],
    });
    await refused(h, { location: { kind: 'invitee_address' } }, { location: locationMessages.inviteeAddressRequired });
    await refused(
      h,
      { location: { kind: 'invitee_phone', value: '555 0123' } },
      {
        location: locationMessages.inviteePhoneInvalid,
      },
    );
    const address = await booked(h, { location: { kind: 'invitee_address', value: ' 10 Downing Street, London ' } });
    expect(await views(h, address)).toMatchObject({
      location: '10 Downing Street, London',
      locationKind: 'invitee_address',
    });
    const phone = await booked(h, { location: { kind: 'invitee_phone', value: '+44 20 7946 0958' } });
    expect(await views(h, phone)).toMatchObject({
      location: 'Phone call: +44 20 7946 0958',
      locationKind: 'invitee_phone',
    });
  });

  it('makes a Jitsi room per booking, with 160 random bits, under JITSI_BASE_URL, kept by a reschedule', async () => {
    const h = await host();
    await saved(h, { locations: [{ kind: 'jitsi', public: true }] });
    expect((await publicEvent(h)).locations).toEqual([{ kind: 'jitsi', label: 'Jitsi Meet video call' }]);
    const room = /^https:\/\/jitsi\.example\.test\/meet\/kairos-([0-9a-f]{40})$/;
    const first = await booked(h, { responses: { notes: 'Bring the plans' } });
    const second = await booked(h, {});
    const a = await views(h, first);
    const b = await views(h, second);
    expect(a.locationUrl).toMatch(room);
    expect(b.locationUrl).toMatch(room);
    expect(a.location).toBe(a.locationUrl);
    expect(a.locationKind).toBe('jitsi');
    expect(a.locationUrl).not.toBe(b.locationUrl);

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${first.uid}/reschedule`,
      headers: { 'x-booking-token': tokenOf(first) },
      payload: { start: nextStart() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The same room, place and answers after the move.
    expect(await views(h, first)).toEqual(a);
    expect((await hostDetail(h, first)).sequence).toBe(1);
  });

  it('defaults JITSI_BASE_URL to meet.jit.si and refuses one that is not an http(s) address', () => {
    expect(loadConfig({}).JITSI_BASE_URL).toBe('https://meet.jit.si');
    expect(loadConfig({ JITSI_BASE_URL: 'https://meet.example.org/rooms//' }).JITSI_BASE_URL).toBe(
      'https://meet.example.org/rooms',
    );
    for (const bad of ['ftp://meet.example.org', 'meet.example.org', 'https://meet.example.org/?room=']) {
      expect(() => loadConfig({ JITSI_BASE_URL: bad }), bad).toThrow(ConfigError);
    }
  });
});

describe("the event type's locations and questions", () => {
  it('are answered by GET /:id, kept by an update that leaves them out, and copied by a duplicate', async () => {
    const h = await host();
    expect(await eventTypeOf(h)).toMatchObject({
      id: h.eventType.id,
      locations: [],
      bookingFields: DEFAULT_BOOKING_FIELDS,
    });

    const locations = [
      { kind: 'phone', value: '+12125550123', public: false },
      { kind: 'jitsi', public: true },
    ];
    const stored = await saved(h, { locations, bookingFields: FIELDS });
    expect(stored).toMatchObject({ locations, bookingFields: FIELDS });
    const kept = await saved(h, { description: 'New words' });
    expect(kept).toMatchObject({ description: 'New words', locations, bookingFields: FIELDS });
    expect(await eventTypeOf(h)).toEqual(kept);

    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/event-types/${h.eventType.id}/duplicate`,
      headers: h.user.headers,
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ slug: 'consult-copy', locations, bookingFields: FIELDS });
    // The list stays as it was: no locations or questions in it.
    const list = await t.app.inject({ method: 'GET', url: '/api/event-types', headers: h.user.headers });
    expect(list.json().items[0]).not.toHaveProperty('locations');
    expect(list.json().items[0]).not.toHaveProperty('bookingFields');
  });

  it.each<[string, object, string]>([
    [
      'the same kind of location twice',
      {
        locations: [
          { kind: 'jitsi', public: true },
          { kind: 'jitsi', public: false },
        ],
      },
      locationMessages.duplicateKind,
    ],
    [
      'a phone number that is not one',
      { locations: [{ kind: 'phone', value: '555-0123', public: true }] },
      locationMessages.phoneInvalid,
    ],
    [
      'a link that is not https',
      { locations: [{ kind: 'link', value: 'http://meet.example.test', public: true }] },
      locationMessages.linkInvalid,
    ],
    [
      'an address left empty',
      { locations: [{ kind: 'in_person', value: '  ', public: true }] },
      locationMessages.addressRequired,
    ],
    [
      'a system question removed',
      { bookingFields: DEFAULT_BOOKING_FIELDS.filter((f) => f.name !== 'email') },
      fieldMessages.systemMissing('email'),
    ],
    [
      'a condition on a question below',
      {
        bookingFields: [
          ...DEFAULT_BOOKING_FIELDS,
          field({ name: 'details', type: 'text', label: 'Details', showIf: { field: 'kind', equals: 'Other' } }),
          field({ name: 'kind', type: 'select', label: 'Kind', options: ['Other', 'Usual'] }),
        ],
      },
      fieldMessages.showIfUnknown,
    ],
    [
      'a reserved question name',
      { bookingFields: [...DEFAULT_BOOKING_FIELDS, field({ name: 'start', type: 'text', label: 'Start' })] },
      fieldMessages.nameReserved('start'),
    ],
    [
      'a condition no answer can meet',
      {
        bookingFields: [
          ...DEFAULT_BOOKING_FIELDS,
          field({ name: 'kind', type: 'text', label: 'Kind' }),
          field({ name: 'details', type: 'text', label: 'Details', showIf: { field: 'kind', equals: '  ' } }),
        ],
      },
      fieldMessages.showIfEmpty,
    ],
  ])('refuses %s with 400 and its sentence, changing nothing', async (_, extra, sentence) => {
    const h = await host();
    const res = await saveEventType(h, extra);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(sentence);
    expect(await eventTypeOf(h)).toMatchObject({ locations: [], bookingFields: DEFAULT_BOOKING_FIELDS });
  });

  it('names each refused option and question by its path, so the editor shows the sentence beside it', async () => {
    const h = await host();
    const res = await saveEventType(h, {
      locations: [
        { kind: 'jitsi', public: true },
        { kind: 'phone', value: '555-0123', public: true },
      ],
      bookingFields: [...DEFAULT_BOOKING_FIELDS, field({ name: 'start', type: 'text', label: 'Start' })],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toMatchObject({
      'locations.1.value': locationMessages.phoneInvalid,
      [`bookingFields.${DEFAULT_BOOKING_FIELDS.length}.name`]: fieldMessages.nameReserved('start'),
    });
  });

  it('refuses control characters inside locations and questions with 400, storing nothing', async () => {
    const h = await host();
    const failures: string[] = [];
    for (const c of CONTROLS) {
      for (const extra of [
        { locations: [{ kind: 'in_person', value: `1 Main${c} Street`, public: true }] },
        { locations: [{ kind: 'link', value: `https://meet.example.test/a${c}b`, public: true }] },
        { bookingFields: [...DEFAULT_BOOKING_FIELDS, field({ name: 'company', type: 'text', label: `Com${c}pany` })] },
        {
          bookingFields: [
            ...DEFAULT_BOOKING_FIELDS,
            field({ name: 'plan', type: 'select', label: 'Plan', options: ['Free', `P${c}ro`] }),
          ],
        },
      ]) {
        const res = await saveEventType(h, extra);
        if (res.statusCode !== 400) failures.push(`${JSON.stringify(extra)}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await eventTypeOf(h)).toMatchObject({ locations: [], bookingFields: DEFAULT_BOOKING_FIELDS });
  });

  it('reads a broken stored value as none, logs it, and never answers 500', async () => {
    const h = await host();
    const b = await booked(h, {});
    await t.db.eventType.update({
      where: { id: h.eventType.id },
      data: { locations: '{not json', bookingFields: '[{"name":1}]', description: 'Touched' },
    });
    await t.db.booking.update({ where: { uid: b.uid }, data: { responses: 'null', locationKind: 'teleport' } });
    const page = await publicEvent(h);
    expect(page).toMatchObject({ locations: [], bookingFields: DEFAULT_BOOKING_FIELDS });
    expect(await eventTypeOf(h)).toMatchObject({ locations: [], description: 'Touched' });
    expect(await views(h, b)).toMatchObject({ responses: {}, locationKind: null });
    // Still bookable with the default questions.
    await booked(h, {});
    const warnings = t.logs.filter((line) => /stored value/.test(line));
    expect(warnings.join('\n')).toMatch(/event_types\.locations/);
    expect(warnings.join('\n')).toMatch(/event_types\.booking_fields/);
    expect(warnings.join('\n')).toMatch(/bookings\.responses/);
  });
});
