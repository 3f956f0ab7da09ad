import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import { answerMessages } from '#shared/schemas/booking-fields.ts';
import { DEFAULT_BOOKING_FIELDS } from '#shared/booker-basics.ts';
import type { RoutingAnswerResult, RoutingForm } from '#shared/schemas/routing-forms.ts';
import { WORKFLOW_TEMPLATES, type Workflow, workflowMessages } from '#shared/schemas/workflows.ts';
import { field } from '../helpers/booking-fields.ts';
import { type BookingHost, EVERY_DAY_UTC, createBookingHost, noonIn } from '../helpers/bookings.ts';
import { outboxEmails } from '../helpers/mail.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Names people type (a workflow's variables, a question's name, an answer's key, a language) that every
// JavaScript object also answers to: each must read as the unknown name it is, never as what objects inherit.
// (A JSON body with a `__proto__` key is refused whole by the body parser: 400 before any lookup.)
const INHERITED = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'prototype'];

let t: TestApp;
let h: BookingHost;
beforeAll(async () => {
  t = await createTestApp({ BOOKING_RATE_LIMIT_PER_EMAIL: '100000', ROUTING_RATE_LIMIT_PER_IP: '100000' });
  h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
});
afterAll(async () => t?.close());

let hour = 0;
const nextStart = () => noonIn(3 + Math.floor(hour / 20), 1 + (hour++ % 20));
const email = () => `ada-${randomBytes(4).toString('hex')}@example.test`;

/** A booking request whose body is written as JSON text, so a key like `__proto__` is a key. */
function book(body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/${h.username}/consult/bookings`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ start: nextStart(), name: 'Ada Lovelace', email: email(), timeZone: 'UTC', ...body }),
  });
}
/** `{ [name]: value }` with `name` as an own key, `__proto__` too. */
const keyed = (name: string, value: unknown): Record<string, unknown> =>
  JSON.parse(JSON.stringify({ x: value }).replace('"x"', JSON.stringify(name)));

describe('workflow variables', () => {
  const reminder = WORKFLOW_TEMPLATES.find((w) => w.id === 'reminder-24h')!.workflow;

  it.each(INHERITED)('refuse {{%s}} as an unknown variable, in the subject and in the text', async (name) => {
    for (const part of ['subject', 'body'] as const) {
      const action = { ...reminder.actions[0]!, [part]: `Hello {{${name}}}` };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/workflows',
        headers: h.user.headers,
        payload: { ...reminder, actions: [action] },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ error: string }>().error).toBe(workflowMessages.unknownVariables([name]));
    }
  });

  it('send what a workflow saved before the names were refused once, the names left as written', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/workflows',
      headers: h.user.headers,
      payload: {
        name: 'Thanks',
        trigger: { kind: 'booked' },
        actions: [{ to: 'invitee', subject: 'Thanks {{invitee_name}}', body: 'See you, {{invitee_name}}.' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    // As a row saved by an earlier version holds it.
    const subject = 'Thanks {{toString}} {{answer.constructor}}!';
    const body = 'Hi {{constructor}} {{valueOf}} {{__proto__}} {{answer.prototype}}.';
    await t.db.workflow.update({
      where: { id: created.json<Workflow>().id },
      data: { actions: JSON.stringify([{ to: 'invitee', subject, body }]) },
    });
    const invitee = email();
    const res = await book({ email: invitee });
    expect(res.statusCode, res.body).toBe(201);
    // The booked workflow's job runs with the outbox; on a busy machine its email may land a moment later.
    const thanks = async () => {
      await t.app.outbox.drain();
      return (await outboxEmails(t.database.dataDir)).filter(
        (e) => e.to.includes(invitee) && e.subject.startsWith('Thanks'),
      );
    };
    await vi.waitFor(async () => expect(await thanks()).not.toHaveLength(0), { timeout: 15_000, interval: 200 });
    const sent = await thanks();
    expect(sent.map((e) => e.subject)).toEqual(['Thanks {{toString}} !']);
    expect(sent[0]!.text).toContain('Hi {{constructor}} {{valueOf}} {{__proto__}} .');
    expect(sent[0]!.text).not.toContain('native code');
    const jobs = await t.db.outboxJob.findMany({ where: { kind: 'workflow-reminder' } });
    expect(jobs.map((j) => [j.attempts, j.doneAt !== null])).toEqual([[1, true]]);
  });
});

describe('booking answers', () => {
  it('book when an optional question is named like an inherited property and left unanswered', async () => {
    const fields = [
      ...DEFAULT_BOOKING_FIELDS,
      field({ name: 'constructor', type: 'text', label: 'Builder' }),
      field({ name: 'prototype', type: 'select', label: 'Model', options: ['A', 'B'] }),
    ];
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/event-types/${h.eventType.id}`,
      headers: h.user.headers,
      payload: { name: 'Consultation', slug: 'consult', duration: 30, bookingFields: fields },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const res = await book({});
      expect(res.statusCode, res.body).toBe(201);
      const answered = await book({ responses: { constructor: 'Acme', prototype: 'B' } });
      expect(answered.statusCode, answered.body).toBe(201);
      const row = await t.db.booking.findUniqueOrThrow({ where: { uid: answered.json<BookingCreated>().uid } });
      expect(JSON.parse(row.responses)).toMatchObject({
        constructor: { label: 'Builder', value: 'Acme' },
        prototype: { label: 'Model', value: 'B' },
      });
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: `/api/event-types/${h.eventType.id}`,
        headers: h.user.headers,
        payload: { name: 'Consultation', slug: 'consult', duration: 30, bookingFields: [...DEFAULT_BOOKING_FIELDS] },
      });
    }
  });

  it.each(INHERITED)('refuse an answer keyed %s to a question the event does not have', async (name) => {
    const before = await t.db.booking.count({ where: { hostId: h.user.id } });
    const res = await book({ responses: keyed(name, 'x') });
    expect(res.statusCode, res.body).toBe(400);
    expect(await t.db.booking.count({ where: { hostId: h.user.id } })).toBe(before);
    if (name !== '__proto__')
      expect(res.json()).toEqual({
        error: answerMessages.summary,
        fields: { [name]: answerMessages.unknownField(name) },
      });
  });
});

describe('routing form answers', () => {
  let form: RoutingForm;
  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/routing-forms',
      headers: h.user.headers,
      payload: {
        name: 'Who builds it?',
        fields: [
          { name: 'email', type: 'email', label: 'Email', required: true },
          { name: 'constructor', type: 'text', label: 'Builder' },
        ],
        routes: [
          {
            match: 'all',
            conditions: [{ field: 'constructor', operator: 'equals', value: 'Acme' }],
            target: { kind: 'message', message: 'Acme it is.' },
          },
        ],
        fallback: { kind: 'message', message: 'We will write to you.' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    form = res.json<RoutingForm>();
  });
  const answer = (answers: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/forms/${form.id}/responses`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ answers }),
    });

  it('route by a question named constructor, and to the fallback when it is left unanswered', async () => {
    const acme = await answer({ email: email(), constructor: 'Acme' });
    expect(acme.statusCode, acme.body).toBe(201);
    expect(acme.json<RoutingAnswerResult>().route).toEqual({ kind: 'message', message: 'Acme it is.' });
    const none = await answer({ email: email() });
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json<RoutingAnswerResult>().route).toEqual({ kind: 'message', message: 'We will write to you.' });
  });

  it.each(INHERITED.filter((n) => n !== 'constructor'))('refuse an answer keyed %s', async (name) => {
    const res = await answer({ email: email(), ...keyed(name, 'x') });
    expect(res.statusCode, res.body).toBe(400);
    if (name !== '__proto__')
      expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({
        [name]: answerMessages.unknownField(name),
      });
  });
});

describe('languages', () => {
  it.each(INHERITED)('answer ?lang=%s in English', async (name) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/${h.username}/consult?lang=${encodeURIComponent(name)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-language']).toBe('en');
  });
});
