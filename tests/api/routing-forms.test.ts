import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated, HostBookingDetail } from '#shared/schemas/bookings.ts';
import {
  type PublicRoutingForm,
  type RoutingAnswerResult,
  type RoutingForm,
  type RoutingFormInput,
  type RoutingResponseList,
  routingMessages,
} from '#shared/schemas/routing-forms.ts';
import { type BookingHost, EVERY_DAY_UTC, addEventType, createBookingHost, noonIn } from '../helpers/bookings.ts';
import { type TestApp, createTestApp } from '../helpers/test-app.ts';
import { type TestUser, createUser } from '../helpers/users.ts';

let t: TestApp;
let host: BookingHost;
let sales: string;
beforeAll(async () => {
  // Many answers from app.inject's one address: the limit is tested at its own value below.
  t = await createTestApp({ ROUTING_RATE_LIMIT_PER_IP: '100000' });
  host = await createBookingHost(t, { hours: EVERY_DAY_UTC });
  sales = (await addEventType(t, host, 'sales')).id;
});
afterAll(async () => {
  await t?.close();
});

const QUESTIONS: RoutingFormInput['fields'] = [
  { name: 'name', type: 'text', label: 'Name', required: true },
  { name: 'email', type: 'email', label: 'Email', required: true },
  { name: 'company', type: 'text', label: 'Company' },
  { name: 'size', type: 'select', label: 'Team size', options: ['1-10', '11-50', '51+'], required: true },
  { name: 'topics', type: 'multiselect', label: 'Topics', options: ['billing', 'api', 'security'] },
  { name: 'seats', type: 'number', label: 'Seats' },
  { name: 'urgent', type: 'checkbox', label: 'Urgent?' },
];

async function createForm(user: TestUser, input: Partial<RoutingFormInput> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/routing-forms',
    headers: user.headers,
    payload: {
      name: 'Who should you talk to?',
      fields: QUESTIONS,
      routes: [],
      fallback: { kind: 'message', message: 'We will write to you.' },
      ...input,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RoutingForm>();
}

async function answer(formId: string, answers: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/public/forms/${formId}/responses`, payload: { answers } });
}

async function routeOf(formId: string, answers: Record<string, unknown>) {
  const res = await answer(formId, { name: 'Ada', email: 'ada@example.test', size: '1-10', ...answers });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RoutingAnswerResult>().route;
}

const message = (text: string) => ({ kind: 'message' as const, message: text });

describe('routing a visitor by their answers', () => {
  let formId: string;
  beforeAll(async () => {
    formId = (
      await createForm(host.user, {
        routes: [
          {
            match: 'all',
            conditions: [{ field: 'company', operator: 'equals', value: 'Acme' }],
            target: message('acme'),
          },
          {
            match: 'all',
            conditions: [{ field: 'company', operator: 'contains', value: 'bank' }],
            target: message('bank'),
          },
          {
            match: 'all',
            conditions: [{ field: 'size', operator: 'any_of', values: ['11-50', '51+'] }],
            target: message('big'),
          },
          {
            match: 'all',
            conditions: [{ field: 'topics', operator: 'contains', value: 'security' }],
            target: message('sec'),
          },
          {
            match: 'all',
            conditions: [{ field: 'seats', operator: 'equals', value: '12' }],
            target: message('twelve'),
          },
          {
            match: 'all',
            conditions: [{ field: 'urgent', operator: 'equals', value: 'true' }],
            target: message('urgent'),
          },
          {
            match: 'all',
            conditions: [
              { field: 'topics', operator: 'equals', value: 'billing' },
              { field: 'topics', operator: 'equals', value: 'api' },
            ],
            target: message('billing and api'),
          },
          {
            match: 'any',
            conditions: [
              { field: 'topics', operator: 'equals', value: 'billing' },
              { field: 'topics', operator: 'equals', value: 'api' },
            ],
            target: message('billing or api'),
          },
        ],
        fallback: message('fallback'),
      })
    ).id;
  });

  it('equals matches text regardless of case and spaces, a number by its value and a checkbox by its state', async () => {
    expect(await routeOf(formId, { company: '  ACME ' })).toEqual(message('acme'));
    expect(await routeOf(formId, { company: 'Acme Corp' })).toEqual(message('fallback'));
    expect(await routeOf(formId, { seats: '12' })).toEqual(message('twelve'));
    expect(await routeOf(formId, { seats: 12.5 })).toEqual(message('fallback'));
    expect(await routeOf(formId, { urgent: true })).toEqual(message('urgent'));
    expect(await routeOf(formId, { urgent: false })).toEqual(message('fallback'));
  });

  it('contains finds text inside an answer, and a choice among several', async () => {
    expect(await routeOf(formId, { company: 'First Bank of Nowhere' })).toEqual(message('bank'));
    expect(await routeOf(formId, { topics: ['security'] })).toEqual(message('sec'));
  });

  it('any of matches one of its answers, and routes are tried in order', async () => {
    expect(await routeOf(formId, { size: '51+' })).toEqual(message('big'));
    expect(await routeOf(formId, { size: '11-50', company: 'acme' })).toEqual(message('acme'));
  });

  it('all needs every condition, any only one', async () => {
    expect(await routeOf(formId, { topics: ['billing', 'api'] })).toEqual(message('billing and api'));
    expect(await routeOf(formId, { topics: ['api'] })).toEqual(message('billing or api'));
  });

  it('sends answers no route matches to the fallback, and an unanswered question meets no condition', async () => {
    expect(await routeOf(formId, {})).toEqual(message('fallback'));
  });

  it('refuses a bad response with a sentence under each field, the booking questions’ own', async () => {
    const res = await answer(formId, { name: 'Ada', email: 'not-an-email', size: '500', seats: 'many', nope: 'x' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; fields: Record<string, string> }>();
    expect(body.error).toBe('Some answers need another look.');
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'nope', 'seats', 'size']);
    expect(body.fields.size).toBe('Team size must be one of the options.');
    expect(body.fields.seats).toBe('Seats must be a number.');
    const missing = await answer(formId, { email: 'ada@example.test' });
    expect(missing.json<{ fields: Record<string, string> }>().fields).toMatchObject({ size: 'Team size is required.' });
  });

  it('shows the public only the questions, never the routes or where they lead', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/forms/${formId}` });
    expect(res.statusCode).toBe(200);
    const form = res.json<PublicRoutingForm>();
    expect(form.fields.map((f) => f.name)).toEqual(QUESTIONS.map((f) => f.name));
    expect(res.body).not.toContain('routes');
    expect(res.body).not.toContain('fallback');
    expect(res.body).not.toContain('acme');
  });

  it('takes no answers once switched off', async () => {
    const off = await createForm(host.user);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/routing-forms/${off.id}`,
      headers: host.user.headers,
      payload: { active: false },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/forms/${off.id}` })).statusCode).toBe(404);
    expect((await answer(off.id, { name: 'Ada', email: 'ada@example.test', size: '1-10' })).statusCode).toBe(404);
  });

  it('sends a visitor to an https link as it is', async () => {
    const form = await createForm(host.user, { fallback: { kind: 'url', url: 'https://example.com/contact?x=1' } });
    expect(await routeOf(form.id, {})).toEqual({ kind: 'url', url: 'https://example.com/contact?x=1' });
  });
});

describe('from the form to a booking', () => {
  it('prefills the booker by question name and links the booking, whose host sees the answers', async () => {
    const form = await createForm(host.user, {
      routes: [
        {
          match: 'all',
          conditions: [{ field: 'size', operator: 'equals', value: '51+' }],
          target: { kind: 'event_type', eventTypeId: sales },
        },
      ],
      fallback: { kind: 'event_type', eventTypeId: host.eventType.id },
    });
    const res = await answer(form.id, {
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      size: '51+',
      topics: ['api', 'billing'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { route, responseId } = res.json<RoutingAnswerResult>();
    expect(route.kind).toBe('event_type');
    if (route.kind !== 'event_type') return;
    const url = new URL(route.url);
    expect(url.origin + url.pathname).toBe(`http://kairos.test/${host.username}/sales`);
    expect(route.path).toBe(url.pathname + url.search);
    expect(url.searchParams.get('name')).toBe('Ada Lovelace');
    expect(url.searchParams.get('email')).toBe('ada@example.test');
    expect(url.searchParams.getAll('topics')).toEqual(['billing', 'api']);
    expect(url.searchParams.get('routingResponseId')).toBe(responseId);

    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/${host.username}/sales/bookings`,
      payload: {
        start: noonIn(3),
        timeZone: 'UTC',
        name: url.searchParams.get('name'),
        email: url.searchParams.get('email'),
        routingResponseId: responseId,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { uid } = booked.json<BookingCreated>();

    const detail = await t.app.inject({ method: 'GET', url: `/api/bookings/${uid}`, headers: host.user.headers });
    expect(detail.json<HostBookingDetail>().routedBy).toEqual({
      formId: form.id,
      formName: 'Who should you talk to?',
      answers: {
        name: { label: 'Name', value: 'Ada Lovelace' },
        email: { label: 'Email', value: 'ada@example.test' },
        size: { label: 'Team size', value: '51+' },
        topics: { label: 'Topics', value: ['billing', 'api'] },
        urgent: { label: 'Urgent?', value: false },
      },
    });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/routing-forms/${form.id}/responses`,
      headers: host.user.headers,
    });
    const [item] = list.json<RoutingResponseList>().items;
    expect(item).toMatchObject({
      id: responseId,
      route: { kind: 'event_type', label: 'Call', routeIndex: 0 },
      booking: { uid, title: 'Call', inviteeName: 'Ada Lovelace' },
    });

    // The booking keeps its answers after the form is deleted.
    await t.app.inject({ method: 'DELETE', url: `/api/routing-forms/${form.id}`, headers: host.user.headers });
    const after = await t.app.inject({ method: 'GET', url: `/api/bookings/${uid}`, headers: host.user.headers });
    expect(after.json<HostBookingDetail>().routedBy).toMatchObject({
      formId: null,
      formName: 'Who should you talk to?',
    });
  });

  it('links a response only to a booking of the event type it routed to, and only once', async () => {
    const form = await createForm(host.user, { fallback: { kind: 'event_type', eventTypeId: sales } });
    const { responseId } = (
      await answer(form.id, { name: 'Bo', email: 'bo@example.test', size: '1-10' })
    ).json<RoutingAnswerResult>();
    const book = async (slug: string, days: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/public/${host.username}/${slug}/bookings`,
        payload: {
          start: noonIn(days, 9),
          timeZone: 'UTC',
          name: 'Bo',
          email: 'bo@example.test',
          routingResponseId: responseId,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${res.json<BookingCreated>().uid}`,
        headers: host.user.headers,
      });
      return detail.json<HostBookingDetail>().routedBy;
    };
    expect(await book('consult', 5)).toBeUndefined();
    expect(await book('sales', 6)).toMatchObject({ formId: form.id });
    expect(await book('sales', 7)).toBeUndefined();
  });
});

describe('checking a form’s definition', () => {
  const post = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/routing-forms', headers: user.headers, payload });
  const base = { name: 'Form', fields: QUESTIONS, fallback: message('x') };

  it('names each refused condition by its path', async () => {
    const res = await post(host.user, {
      ...base,
      routes: [
        {
          match: 'all',
          conditions: [
            { field: 'missing', operator: 'equals', value: 'x' },
            { field: 'size', operator: 'contains', value: '1' },
            { field: 'size', operator: 'equals', value: '2-3' },
            { field: 'urgent', operator: 'equals', value: 'maybe' },
          ],
          target: message('x'),
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({
      'routes.0.conditions.0.field': routingMessages.conditionField,
      'routes.0.conditions.1.operator': routingMessages.conditionOperator('contains', 'select'),
      'routes.0.conditions.2.value': routingMessages.conditionOption('Team size'),
      'routes.0.conditions.3.value': routingMessages.conditionCheckbox,
    });
  });

  it('requires a fallback, and takes only https links', async () => {
    expect((await post(host.user, { name: 'Form', fields: QUESTIONS })).statusCode).toBe(400);
    const http = await post(host.user, { ...base, fallback: { kind: 'url', url: 'http://example.com' } });
    expect(http.json<{ fields: Record<string, string> }>().fields).toEqual({
      'fallback.url': routingMessages.urlInvalid,
    });
    const script = await post(host.user, { ...base, fallback: { kind: 'url', url: 'javascript:alert(1)' } });
    expect(script.statusCode).toBe(400);
  });

  it('checks a changed question against the routes kept', async () => {
    const form = await createForm(host.user, {
      routes: [
        { match: 'all', conditions: [{ field: 'company', operator: 'equals', value: 'a' }], target: message('a') },
      ],
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/routing-forms/${form.id}`,
      headers: host.user.headers,
      payload: { fields: QUESTIONS.filter((f) => f.name !== 'company') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({
      'routes.0.conditions.0.field': routingMessages.conditionField,
    });
  });

  it('routes to another host’s event type never, and to a team’s only for its owners and admins', async () => {
    const other = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const foreign = await post(host.user, {
      ...base,
      fallback: { kind: 'event_type', eventTypeId: other.eventType.id },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ fields: Record<string, string> }>().fields).toEqual({
      'fallback.eventTypeId': routingMessages.eventTypeUnknown,
    });

    const team = await t.db.team.create({ data: { name: 'Support', slug: `support-${Date.now()}` } });
    const teamEvent = await t.db.eventType.create({
      data: {
        teamId: team.id,
        name: 'Support call',
        slug: 'support-call',
        duration: 30,
        schedulingType: 'round_robin',
      },
    });
    const admin = await createUser(t);
    const member = await createUser(t);
    await t.db.teamMember.createMany({
      data: [
        { teamId: team.id, userId: admin.id, role: 'admin' },
        { teamId: team.id, userId: member.id, role: 'member' },
      ],
    });
    const teamTarget = { ...base, fallback: { kind: 'event_type', eventTypeId: teamEvent.id } };
    expect((await post(member, teamTarget)).statusCode).toBe(400);
    // Someone outside the team is refused the same way.
    const outsider = await post(host.user, teamTarget);
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json<{ fields: Record<string, string> }>().fields).toEqual({
      'fallback.eventTypeId': routingMessages.eventTypeUnknown,
    });
    const made = await post(admin, teamTarget);
    expect(made.statusCode, made.body).toBe(201);
    const route = await routeOf(made.json<RoutingForm>().id, {});
    expect(route).toMatchObject({ kind: 'event_type', eventTypeId: teamEvent.id });
    if (route.kind === 'event_type') expect(route.path).toMatch(new RegExp(`^/team/${team.slug}/support-call\\?`));
  });
});

describe('who sees a form and its responses', () => {
  it('answers another host 404 for the form, its responses and their CSV', async () => {
    const form = await createForm(host.user);
    const stranger = await createUser(t);
    for (const url of [
      `/api/routing-forms/${form.id}`,
      `/api/routing-forms/${form.id}/responses`,
      `/api/routing-forms/${form.id}/responses.csv`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: stranger.headers });
      expect(res.statusCode, url).toBe(404);
    }
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/routing-forms/${form.id}`,
      headers: stranger.headers,
      payload: { name: 'Mine now' },
    });
    expect(patch.statusCode).toBe(404);
  });

  it('exports the responses as CSV, a formula-like answer arriving as quoted text', async () => {
    const form = await createForm(host.user);
    const answered = await answer(form.id, {
      name: 'Eve',
      email: 'eve@example.test',
      size: '1-10',
      company: '=HYPERLINK("x")',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/routing-forms/${form.id}/responses.csv`,
      headers: host.user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, row] = res.body.split('\r\n');
    expect(header).toBe(
      'Submitted,Route,Went to,Booking,Booking start,Name,Email,Company,Team size,Topics,Seats,Urgent?',
    );
    expect(row).toContain(`,Eve,eve@example.test,"'=HYPERLINK(""x"")",1-10,`);
    expect(row).toContain('Fallback,We will write to you.');
  });

  it('pages the responses newest first', async () => {
    const form = await createForm(host.user);
    for (const name of ['One', 'Two', 'Three']) await answer(form.id, { name, email: 'p@example.test', size: '1-10' });
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/routing-forms/${form.id}/responses?limit=2`,
      headers: host.user.headers,
    });
    const page = first.json<RoutingResponseList>();
    expect(page.items.map((r) => r.answers.name?.value)).toEqual(['Three', 'Two']);
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/routing-forms/${form.id}/responses?limit=2&cursor=${page.nextCursor}`,
      headers: host.user.headers,
    });
    expect(second.json<RoutingResponseList>()).toMatchObject({
      items: [{ answers: { name: { value: 'One' } } }],
      nextCursor: null,
    });
  });
});

describe('the public form’s limits', () => {
  it('answers 429 past the answers allowed from one address', async () => {
    const limited = await createTestApp({ ROUTING_RATE_LIMIT_PER_IP: '3' });
    try {
      const owner = await createUser(limited);
      const made = await limited.app.inject({
        method: 'POST',
        url: '/api/routing-forms',
        headers: owner.headers,
        payload: { name: 'F', fields: [{ name: 'company', type: 'text', label: 'Company' }], fallback: message('ok') },
      });
      const id = made.json<RoutingForm>().id;
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: `/api/public/forms/${id}/responses`,
          payload: { answers: { company: `c${i}` } },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
