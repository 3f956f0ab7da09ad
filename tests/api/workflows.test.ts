import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import {
  WORKFLOW_TEMPLATES,
  type Workflow,
  type WorkflowDeliveryList,
  type WorkflowInput,
  workflowMessages,
  workflowReasons,
} from '#shared/schemas/workflows.ts';
import { ConfigError, loadConfig } from '../../api/config.ts';
import { fileOffsetClock } from '../../api/lib/clock.ts';
import { LATE_AFTER_MS } from '../../api/modules/workflows/send.ts';
import { type FakeSmtpServer, startFakeSmtpServer } from '../fakes/smtp-server.ts';
import { type FakeZoom, startFakeZoom } from '../fakes/zoom.ts';
import { type BookingHost, type Hours, createBookingHost, savePreferences } from '../helpers/bookings.ts';
import { type TestApp, createTestApp } from '../helpers/test-app.ts';
import { bookSeries, makeRecurring } from '../helpers/recurring.ts';
import { createUser } from '../helpers/users.ts';
import { connectZoom, meetOnZoom, zoomEnv } from '../helpers/zoom.ts';

const ALL_DAY = [{ from: '00:00', to: '24:00' }];
const BERLIN: Hours = {
  timeZone: 'Europe/Berlin',
  weekly: { mon: ALL_DAY, tue: ALL_DAY, wed: ALL_DAY, thu: ALL_DAY, fri: ALL_DAY, sat: ALL_DAY, sun: ALL_DAY },
  overrides: [],
};

// The app's clock, moved by the tests (no sleeping): `at(iso)` makes the app read that instant.
let offset = 0;
const at = (iso: string) => {
  offset = Date.parse(iso) - Date.now();
};

let t: TestApp;
let smtp: FakeSmtpServer;
let zoom: FakeZoom;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  zoom = await startFakeZoom();
  at('2027-03-20T12:00:00Z');
  t = await createTestApp({ SMTP_URL: smtp.url, ...zoomEnv(zoom) }, { clock: { now: () => Date.now() + offset } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await zoom?.close();
});

const reminder24h = WORKFLOW_TEMPLATES.find((w) => w.id === 'reminder-24h')!.workflow;

async function createWorkflow(h: BookingHost, input: WorkflowInput) {
  const res = await t.app.inject({ method: 'POST', url: '/api/workflows', headers: h.user.headers, payload: input });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Workflow>();
}

async function book(
  h: BookingHost,
  start: string,
  who: { name?: string; email: string; timeZone: string; language?: string },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/${h.username}/consult/bookings`,
    headers: who.language ? { 'accept-language': who.language } : {},
    payload: { start, name: who.name ?? 'Ada Lovelace', email: who.email, timeZone: who.timeZone },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<BookingCreated>();
}

const tokenOf = (b: BookingCreated) => new URL(b.manageUrl).searchParams.get('token')!;

async function deliveries(h: BookingHost, workflowId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/workflows/${workflowId}/deliveries`,
    headers: h.user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WorkflowDeliveryList>().items;
}

const sentTo = (address: string, subject: RegExp) =>
  smtp.received.filter((e) => e.to.includes(address) && subject.test(e.subject));

/** Runs what is due at the app's time now (the listeners first, then what they planned). */
const drain = () => t.app.outbox.drain();

describe('a "24 h before" reminder across a DST change', () => {
  it('is sent exactly once at the right UTC instant, moves on reschedule and goes on cancel', async () => {
    at('2027-03-20T12:00:00Z');
    const h = await createBookingHost(t, { hours: BERLIN });
    const workflow = await createWorkflow(h, reminder24h);
    // Sunday 28 March 2027, 10:00 in Berlin: summer time began at 01:00Z that night, so 24 h earlier
    // is 09:00 Berlin time on Saturday, 08:00Z; in New York (already on summer time) it starts at 04:00.
    const booked = await book(h, '2027-03-28T08:00:00.000Z', {
      email: 'nyc@example.test',
      timeZone: 'America/New_York',
    });
    await drain();
    expect(await deliveries(h, workflow.id)).toEqual([
      {
        bookingUid: booked.uid,
        to: 'nyc@example.test',
        dueAt: '2027-03-27T08:00:00.000Z',
        sentAt: null,
        state: 'scheduled',
      },
    ]);

    at('2027-03-27T07:59:50Z');
    await drain();
    expect(sentTo('nyc@example.test', /^Reminder/)).toHaveLength(0);

    at('2027-03-27T08:00:00.500Z');
    await drain();
    const sent = sentTo('nyc@example.test', /^Reminder/);
    expect(sent).toHaveLength(1);
    const parsed = await simpleParser(sent[0]!.raw);
    expect(parsed.subject).toBe('Reminder: Consultation with Grace Hopper tomorrow');
    expect(parsed.text).toContain('When: Sunday, March 28, 2027 at 4:00 AM – 4:30 AM (America/New York)');
    expect(parsed.text).toContain(booked.manageUrl);
    const [delivery] = await deliveries(h, workflow.id);
    expect(delivery).toMatchObject({ state: 'sent', dueAt: '2027-03-27T08:00:00.000Z' });
    expect(Date.parse(delivery!.sentAt!)).toBeGreaterThanOrEqual(Date.parse('2027-03-27T08:00:00Z'));

    // Later passes, and a restart's, send nothing again.
    at('2027-03-27T09:00:00Z');
    await drain();
    expect(sentTo('nyc@example.test', /^Reminder/)).toHaveLength(1);
  });

  it('moves a reminder with its booking, and a cancel drops it', async () => {
    at('2027-03-20T12:00:00Z');
    const h = await createBookingHost(t, { hours: BERLIN });
    const workflow = await createWorkflow(h, reminder24h);
    const booked = await book(h, '2027-03-28T08:00:00.000Z', { email: 'move@example.test', timeZone: 'UTC' });
    await drain();
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${booked.uid}/reschedule`,
      headers: { 'x-booking-token': tokenOf(booked) },
      payload: { start: '2027-03-30T08:00:00.000Z', reason: '' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await drain();
    expect((await deliveries(h, workflow.id)).map((d) => [d.dueAt, d.state])).toEqual([
      ['2027-03-29T08:00:00.000Z', 'scheduled'],
    ]);

    // Its old instant passes: nothing is sent.
    at('2027-03-27T08:00:01Z');
    await drain();
    expect(sentTo('move@example.test', /^Reminder/)).toHaveLength(0);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${booked.uid}/cancel`,
      headers: { 'x-booking-token': tokenOf(booked) },
      payload: { reason: '' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await drain();
    at('2027-03-29T08:00:01Z');
    await drain();
    expect(sentTo('move@example.test', /^Reminder/)).toHaveLength(0);
    expect(await deliveries(h, workflow.id)).toMatchObject([
      { state: 'dropped', reason: workflowReasons.bookingCancelled },
    ]);
  });

  it('moves every future reminder of a workflow that is edited, and drops them when it is switched off', async () => {
    at('2027-04-01T12:00:00Z');
    const h = await createBookingHost(t, { hours: BERLIN });
    const workflow = await createWorkflow(h, reminder24h);
    const starts = ['2027-04-05T08:00:00.000Z', '2027-04-06T08:00:00.000Z', '2027-04-07T08:00:00.000Z'];
    for (const [i, start] of starts.entries())
      await book(h, start, { email: `edit-${i}@example.test`, timeZone: 'UTC' });
    await drain();

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/workflows/${workflow.id}`,
      headers: h.user.headers,
      payload: { trigger: { kind: 'before_start', offsetMinutes: 120 } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const planned = await deliveries(h, workflow.id);
    expect(planned.map((d) => d.dueAt).sort()).toEqual([
      '2027-04-05T06:00:00.000Z',
      '2027-04-06T06:00:00.000Z',
      '2027-04-07T06:00:00.000Z',
    ]);
    expect(planned.every((d) => d.state === 'scheduled')).toBe(true);

    // The old instant of the first passes: nothing; its new one: sent once.
    at('2027-04-04T08:00:01Z');
    await drain();
    expect(sentTo('edit-0@example.test', /^Reminder/)).toHaveLength(0);
    at('2027-04-05T06:00:01Z');
    await drain();
    expect(sentTo('edit-0@example.test', /^Reminder/)).toHaveLength(1);

    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/workflows/${workflow.id}`,
      headers: h.user.headers,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    at('2027-04-07T07:00:00Z');
    await drain();
    expect(sentTo('edit-1@example.test', /^Reminder/)).toHaveLength(0);
    const states = (await deliveries(h, workflow.id)).map((d) => [d.to, d.state, d.reason ?? null]);
    expect(states).toEqual(
      expect.arrayContaining([
        ['edit-0@example.test', 'sent', null],
        ['edit-1@example.test', 'dropped', workflowReasons.workflowOff],
        ['edit-2@example.test', 'dropped', workflowReasons.workflowOff],
      ]),
    );
  });
});

describe('a host with no workflow', () => {
  it('writes no workflow job with a booking, and a workflow made later still reminds of it', async () => {
    at('2027-05-01T12:00:00Z');
    const h = await createBookingHost(t, { hours: BERLIN });
    const booked = await book(h, '2027-05-10T08:00:00.000Z', { email: 'later@example.test', timeZone: 'UTC' });
    const jobs = await t.db.outboxJob.findMany({ where: { kind: 'booking-listener' } });
    const mine = jobs.filter((j) => j.payload.includes(booked.uid));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.filter((j) => JSON.parse(j.payload).listener === 'workflows')).toEqual([]);

    const workflow = await createWorkflow(h, reminder24h);
    expect((await deliveries(h, workflow.id)).map((d) => [d.to, d.dueAt])).toEqual([
      ['later@example.test', '2027-05-09T08:00:00.000Z'],
    ]);
  });
});

describe('a weekly series (ADR 054)', () => {
  const weekly = { frequency: 'weekly', interval: 1, maxOccurrences: 4 } as const;
  // Sundays 10:00 in Berlin from 21 March 2027: summer time begins on the 28th (09:00Z → 08:00Z).
  async function seriesOf(h: BookingHost) {
    expect((await makeRecurring(t, h, weekly)).statusCode).toBe(200);
    const res = await bookSeries(t, h, '2027-03-21T09:00:00.000Z', 3);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ occurrences: { uid: string; start: string }[] }>().occurrences;
  }

  it('plans a reminder per occurrence on the host’s wall clock across the DST change, and none for a host without workflows', async () => {
    at('2027-03-10T12:00:00Z');
    const h = await createBookingHost(t, { hours: BERLIN });
    const workflow = await createWorkflow(h, reminder24h);
    const occurrences = await seriesOf(h);
    await drain();
    const planned = await deliveries(h, workflow.id);
    expect(planned.map((d) => [d.bookingUid, d.dueAt, d.state]).sort((a, b) => a[1]!.localeCompare(b[1]!))).toEqual([
      [occurrences[0]!.uid, '2027-03-20T09:00:00.000Z', 'scheduled'],
      [occurrences[1]!.uid, '2027-03-27T08:00:00.000Z', 'scheduled'],
      [occurrences[2]!.uid, '2027-04-03T08:00:00.000Z', 'scheduled'],
    ]);

    // A host with no workflow: the series' write leaves no workflow job at all.
    const uids = (await seriesOf(await createBookingHost(t, { hours: BERLIN }))).map((o) => o.uid);
    const jobs = await t.db.outboxJob.findMany({ where: { kind: 'booking-listener' } });
    const theirs = jobs.filter((j) => uids.some((uid) => j.payload.includes(uid)));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((j) => JSON.parse(j.payload).listener === 'workflows')).toEqual([]);
  });
});

describe('a workflow whose trigger changes', () => {
  it('moves its reminders from before the start to after the end, and sends them then', async () => {
    at('2027-08-01T12:00:00Z');
    const h = await createBookingHost(t, { hours: BERLIN });
    const workflow = await createWorkflow(h, reminder24h);
    await book(h, '2027-08-05T08:00:00.000Z', { email: 'after@example.test', timeZone: 'UTC' });
    await drain();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/workflows/${workflow.id}`,
      headers: h.user.headers,
      payload: { trigger: { kind: 'after_end', offsetMinutes: 60 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await deliveries(h, workflow.id)).map((d) => [d.dueAt, d.state])).toEqual([
      ['2027-08-05T09:30:00.000Z', 'scheduled'],
    ]);
    at('2027-08-04T08:00:01Z');
    await drain();
    expect(sentTo('after@example.test', /^Reminder/)).toHaveLength(0);
    at('2027-08-05T09:30:01Z');
    await drain();
    expect(sentTo('after@example.test', /^Reminder/)).toHaveLength(1);
  });
});

describe('a reminder whose instant passed while no server ran', () => {
  it('is sent if the event has not started yet, and dropped with a log line otherwise', async () => {
    at('2027-05-01T12:00:00Z');
    const h = await createBookingHost(t, { hours: BERLIN });
    const workflow = await createWorkflow(h, {
      ...reminder24h,
      trigger: { kind: 'before_start', offsetMinutes: 60 },
      actions: [{ to: 'host', subject: 'Soon: {{event_name}}', body: 'With {{invitee_name}} at {{start}}.' }],
    });
    await book(h, '2027-05-03T08:00:00.000Z', { email: 'late-a@example.test', timeZone: 'UTC' });
    await book(h, '2027-05-03T12:00:00.000Z', { email: 'late-b@example.test', timeZone: 'UTC' });
    await drain();
    // The first's instant (07:00Z) passed with no worker; now, at 09:00Z, it has started; the second has not.
    at('2027-05-03T09:00:00Z');
    await drain();
    const items = await deliveries(h, workflow.id);
    expect(items.map((d) => [d.dueAt, d.state])).toEqual([
      ['2027-05-03T11:00:00.000Z', 'scheduled'],
      ['2027-05-03T07:00:00.000Z', 'dropped'],
    ]);
    expect(items[1]!.reason).toBe(workflowReasons.tooLate);
    expect(t.logs.join('\n')).toContain(`workflow reminder dropped: ${workflowReasons.tooLate}`);
    expect(sentTo(h.user.email, /^Soon/)).toHaveLength(0);

    // The second's instant passes by more than the grace: still before its start, so it is sent.
    at(new Date(Date.parse('2027-05-03T11:00:00Z') + LATE_AFTER_MS + 60_000).toISOString());
    await drain();
    expect(sentTo(h.user.email, /^Soon/)).toHaveLength(1);
  });

  it('keeps a reminder whose instant passed before its job ran when the workflow is edited then, and sends it', async () => {
    at('2027-06-01T12:00:00Z');
    const h = await createBookingHost(t, { hours: BERLIN });
    const input: WorkflowInput = {
      ...reminder24h,
      trigger: { kind: 'before_start', offsetMinutes: 60 },
      actions: [{ to: 'host', subject: 'Due: {{event_name}}', body: 'With {{invitee_name}} at {{start}}.' }],
    };
    const workflow = await createWorkflow(h, input);
    await book(h, '2027-06-03T12:00:00.000Z', { email: 'edited-late@example.test', timeZone: 'UTC' });
    await drain();
    // 11:00Z has passed and the reminder's job has not run yet when the host edits the workflow's words.
    at('2027-06-03T11:00:05Z');
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/workflows/${workflow.id}`,
      headers: h.user.headers,
      payload: { actions: [{ ...input.actions[0]!, subject: 'Due now: {{event_name}}' }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await deliveries(h, workflow.id)).map((d) => [d.dueAt, d.state])).toEqual([
      ['2027-06-03T11:00:00.000Z', 'scheduled'],
    ]);
    await drain();
    expect(sentTo(h.user.email, /^Due now: /)).toHaveLength(1);
    expect((await deliveries(h, workflow.id)).map((d) => d.state)).toEqual(['sent']);
  });
});

describe('what a workflow email says', () => {
  it('sends hostile values as text: no markup in the HTML, no header from a subject', async () => {
    at('2027-06-01T12:00:00Z');
    const h = await createBookingHost(t, { hours: BERLIN });
    await createWorkflow(h, {
      name: 'Notice',
      trigger: { kind: 'booked' },
      actions: [
        {
          to: 'address',
          address: 'desk@example.test',
          subject: 'Booked: {{invitee_name}} {{answer.notes}}',
          body: 'Hello {{host_name}},\n\n{{invitee_name}} booked {{event_name}}.',
        },
      ],
    });
    // Markup in the name; a line break and a header in the notes, which the subject uses.
    const name = 'Eve <b>bold</b><script>alert(1)</script>';
    const notes = 'See you\r\nBcc: victim@example.test';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/${h.username}/consult/bookings`,
      payload: { start: '2027-06-03T08:00:00.000Z', name, email: 'eve@example.test', timeZone: 'UTC', notes },
    });
    expect(res.statusCode, res.body).toBe(201);
    await drain();
    const email = await smtp.waitFor('desk@example.test', (e) => e.subject.startsWith('Booked'));
    const parsed = await simpleParser(email.raw);
    expect(parsed.headers.get('bcc')).toBeUndefined();
    expect(parsed.to).toMatchObject({ text: 'desk@example.test' });
    expect(parsed.subject).toBe(`Booked: ${name} See you Bcc: victim@example.test`);
    expect(email.to).toEqual(['desk@example.test']);
    expect(parsed.text).toContain(`${name} booked Consultation.`);
    expect(parsed.html).not.toContain('<script>');
    expect(parsed.html).not.toContain('<b>');
    expect(parsed.html).toContain('&#60;script&#62;');
    expect(parsed.messageId).toMatch(/^<[^@\s]+@kairos\.test>$/);
  });
});

describe('a reminder of a video meeting', () => {
  const joinBody = 'Join: [{{meeting_link}}]\n[{{meeting_details}}]\nWhere: {{location}}';
  const joinActions: WorkflowInput['actions'] = [
    { to: 'invitee', subject: 'Join {{event_name}}', body: joinBody },
    { to: 'host', subject: 'Join {{event_name}} with {{invitee_name}}', body: joinBody },
  ];
  const textOf = async (to: string, subject: RegExp) => {
    const [email, ...more] = sentTo(to, subject);
    expect(more).toHaveLength(0);
    return (await simpleParser(email!.raw)).text!;
  };

  it('gives the Zoom link and passcode made after the booking, labelled in each recipient’s language', async () => {
    at('2027-08-01T12:00:00Z');
    const h = await createBookingHost(t, { hours: BERLIN });
    const account = zoom.addAccount({ email: `${h.username}@zoom.test`, name: 'Grace Hopper' });
    await connectZoom(t, h, zoom, account);
    await meetOnZoom(t, h);
    await createWorkflow(h, {
      name: 'Join',
      trigger: { kind: 'before_start', offsetMinutes: 1440 },
      eventTypeIds: [],
      actions: joinActions,
    });
    const english = await book(h, '2027-08-10T08:00:00.000Z', {
      name: 'Ada',
      email: 'ada-zoom@example.test',
      timeZone: 'UTC',
    });
    const german = await book(h, '2027-08-10T10:00:00.000Z', {
      name: 'Karl',
      email: 'karl-zoom@example.test',
      timeZone: 'Europe/Berlin',
      language: 'de',
    });
    await drain();
    const meetings = zoom.meetings(account);
    expect(meetings).toHaveLength(2);
    const meetingOf = async (uid: string) => {
      const { locationUrl } = await t.db.booking.findUniqueOrThrow({ where: { uid }, select: { locationUrl: true } });
      return meetings.find((m) => m.join_url === locationUrl)!;
    };
    const [en, de] = [await meetingOf(english.uid), await meetingOf(german.uid)];
    expect(en.password).toBeTruthy();

    at('2027-08-09T10:00:01Z');
    await drain();
    expect(await textOf('ada-zoom@example.test', /^Join/)).toContain(
      `Join: [${en.join_url}]\n[Passcode: ${en.password}]\nWhere: ${en.join_url}`,
    );
    const toKarl = await textOf('karl-zoom@example.test', /^Join/);
    expect(toKarl).toContain(`Join: [${de.join_url}]\n[Kenncode: ${de.password}]`);
    expect(toKarl).not.toContain('Passcode');
    // The host reads their own language (English) for the German invitee's meeting too.
    expect(await textOf(h.user.email, /^Join Consultation with Karl/)).toContain(
      `Join: [${de.join_url}]\n[Passcode: ${de.password}]`,
    );
    expect(await textOf(h.user.email, /^Join Consultation with Ada/)).toContain(`[Passcode: ${en.password}]`);
  });

  it('leaves both empty for a booking without a meeting', async () => {
    at('2027-08-01T12:00:00Z');
    const h = await createBookingHost(t, { hours: BERLIN });
    await createWorkflow(h, {
      name: 'Join',
      trigger: { kind: 'booked' },
      eventTypeIds: [],
      actions: joinActions.slice(0, 1),
    });
    await book(h, '2027-08-12T08:00:00.000Z', { email: 'nomeeting@example.test', timeZone: 'UTC' });
    await drain();
    expect(await textOf('nomeeting@example.test', /^Join/)).toContain('Join: []\n[]');
  });

  it('writes {{start}} on each reader’s clock: the host’s Time format, the clock the invitee chose', async () => {
    at('2027-08-01T12:00:00Z');
    const h = await createBookingHost(t, { hours: BERLIN });
    await savePreferences(t, h.user, { time_format: '24h' });
    await createWorkflow(h, {
      name: 'When',
      trigger: { kind: 'booked' },
      eventTypeIds: [],
      actions: [
        { to: 'invitee', subject: 'When {{event_name}}', body: 'At {{start}} – {{end}}' },
        { to: 'host', subject: 'When {{event_name}} with {{invitee_name}}', body: 'At {{start}} – {{end}}' },
      ],
    });
    // 15:00 and 16:00 in Berlin; the first invitee chose the 12-hour clock on an en-GB device, the second no clock.
    const invitees = [
      ['clock-12@example.test', '2027-08-12T13:00:00.000Z', 'h12'],
      ['clock-none@example.test', '2027-08-12T14:00:00.000Z', undefined],
    ] as const;
    for (const [email, start, hourCycle] of invitees) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/public/${h.username}/consult/bookings`,
        payload: {
          start,
          name: hourCycle ? 'Twelve' : 'Plain',
          email,
          timeZone: 'Europe/Berlin',
          ...(hourCycle ? { hourCycle, dateLocale: 'en-GB' } : {}),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await drain();
    expect(await textOf(h.user.email, /^When Consultation with Twelve/)).toContain('15:00 – 15:30');
    expect(await textOf('clock-12@example.test', /^When/)).toMatch(/3:00\s?pm – 3:30\s?pm/i);
    expect(await textOf(h.user.email, /^When Consultation with Plain/)).toContain('16:00 – 16:30');
    expect(await textOf('clock-none@example.test', /^When/)).toMatch(/4:00\s?PM – 4:30\s?PM/);
  });
});

describe('a request the host approves', () => {
  it('plans nothing for a pending request, plans its reminder on approval, and never for a withdrawn one', async () => {
    at('2027-07-01T12:00:00Z');
    const h = await createBookingHost(t, { hours: BERLIN, settings: { requiresConfirmation: true } });
    const reminders = await createWorkflow(h, reminder24h);
    const goodbye = await createWorkflow(h, {
      name: 'Sorry to see you go',
      active: true,
      trigger: { kind: 'cancelled' },
      eventTypeIds: [],
      actions: [{ to: 'invitee', subject: 'Cancelled: {{event_name}}', body: 'Until next time.' }],
    });

    const first = await book(h, '2027-07-05T08:00:00.000Z', { email: 'pending@example.test', timeZone: 'UTC' });
    expect(first.status).toBe('pending');
    await drain();
    expect(await deliveries(h, reminders.id)).toEqual([]);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${first.uid}/approve`,
      headers: h.user.headers,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    await drain();
    expect(await deliveries(h, reminders.id)).toMatchObject([
      { bookingUid: first.uid, state: 'scheduled', dueAt: '2027-07-04T08:00:00.000Z' },
    ]);

    // A request its invitee withdraws before the host answers: no reminder, no "when cancelled" email.
    const second = await book(h, '2027-07-06T08:00:00.000Z', { email: 'withdrawn@example.test', timeZone: 'UTC' });
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${second.uid}/cancel`,
      headers: { 'x-booking-token': tokenOf(second) },
      payload: {},
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await drain();
    expect(await deliveries(h, goodbye.id)).toEqual([]);
    expect(await deliveries(h, reminders.id)).toHaveLength(1);

    // A request the host declines gets nothing either, and the approved one keeps its reminder.
    const third = await book(h, '2027-07-07T08:00:00.000Z', { email: 'declined@example.test', timeZone: 'UTC' });
    const decline = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${third.uid}/decline`,
      headers: h.user.headers,
      payload: { reason: 'Away' },
    });
    expect(decline.statusCode, decline.body).toBe(200);
    await drain();
    expect(await deliveries(h, goodbye.id)).toEqual([]);
    expect(await deliveries(h, reminders.id)).toMatchObject([{ bookingUid: first.uid, state: 'scheduled' }]);
  });
});

describe('the workflows API', () => {
  it('refuses unknown variables with their names, and keeps another host’s workflows apart', async () => {
    const h = await createBookingHost(t, { hours: BERLIN });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/workflows',
      headers: h.user.headers,
      payload: {
        ...reminder24h,
        actions: [{ to: 'invitee', subject: 'Hi {{first_name}}', body: '{{event_name}} {{nope}} {{answer.notes}}' }],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: workflowMessages.unknownVariables(['first_name']),
      fields: {
        'actions.0.subject': workflowMessages.unknownVariables(['first_name']),
        'actions.0.body': workflowMessages.unknownVariables(['nope']),
      },
    });

    const mine = await createWorkflow(h, reminder24h);
    const listed = await t.app.inject({ method: 'GET', url: '/api/workflows', headers: h.user.headers });
    expect(listed.json<{ items: Workflow[] }>().items.map((w) => w.id)).toEqual([mine.id]);
    const other = await createUser(t);
    for (const [method, url] of [
      ['GET', `/api/workflows/${mine.id}`],
      ['PATCH', `/api/workflows/${mine.id}`],
      ['DELETE', `/api/workflows/${mine.id}`],
      ['GET', `/api/workflows/${mine.id}/deliveries`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: other.headers,
        ...(method === 'PATCH' ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/workflows/${mine.id}`, headers: h.user.headers });
    expect(gone.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/workflows/${mine.id}`, headers: h.user.headers })).statusCode,
    ).toBe(404);
  });

  it('refuses event types that are not the host’s own', async () => {
    const h = await createBookingHost(t, { hours: BERLIN });
    const other = await createBookingHost(t, { hours: BERLIN });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/workflows',
      headers: h.user.headers,
      payload: { ...reminder24h, eventTypeIds: [other.eventType.id] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: workflowMessages.eventTypeUnknown });
  });
});

describe('the test clock (TEST_CLOCK_FILE)', () => {
  it('is refused unless NODE_ENV=test, and otherwise runs ahead by the milliseconds in its file', async () => {
    const file = join(tmpdir(), `kairos-clock-${randomBytes(4).toString('hex')}`);
    expect(() => loadConfig({ TEST_CLOCK_FILE: file })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK_FILE: file })).toThrow(/NODE_ENV=test/);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_FILE: file }).TEST_CLOCK_FILE).toBe(file);

    const clock = fileOffsetClock(file);
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(1_000);
    await writeFile(file, String(7 * 86_400_000));
    // Read again within 200 ms.
    await new Promise((r) => setTimeout(r, 250));
    expect(clock.now() - Date.now()).toBeGreaterThan(7 * 86_400_000 - 1_000);
    await rm(file, { force: true });
  });
});
