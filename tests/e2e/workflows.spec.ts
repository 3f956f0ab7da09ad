import { expect, test } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { bookingsApi } from '#shared/schemas/bookings.ts';
import { workflowMessages, workflowScreen } from '#shared/schemas/workflows.ts';
import { signIn } from './support/auth.ts';
import { serverClockAt, serverClockBack } from './support/clock.ts';
import { berlinHost } from './support/booking.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

test.afterEach(async () => serverClockBack());

test('a workflow made from a template previews its email, and its reminder shows in its history once due', async ({
  browser,
  request,
}) => {
  const { creds, username } = await berlinHost(request);
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });
  const page = await context.newPage();
  await signIn(page, creds);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: messages.workflows }).click();
  await expect(page).toHaveURL(/\/workflows$/);
  await expect(page.getByText(workflowScreen.empty)).toBeVisible();
  await expectNoSeriousViolations(page, 'workflows');

  await page.getByRole('link', { name: /Reminder 1 h before/ }).click();
  await expect(page.getByLabel(workflowScreen.name)).toHaveValue('Reminder 1 h before');
  const preview = page.getByRole('region', { name: `${workflowScreen.preview} 1` });
  // The signed-in host (Ada Lovelace) is the host; the sample invitee is someone else (Grace Hopper).
  await expect(preview).toContainText('Starting soon: 30 min meeting with Ada Lovelace');
  // The preview follows the text as it is typed.
  const subject = page.getByLabel(workflowScreen.subject);
  await subject.fill('Soon: {{event_name}} for {{invitee_name}}');
  await expect(preview).toContainText('Soon: 30 min meeting for Grace Hopper');
  await expectNoSeriousViolations(page, 'workflow editor');

  // An unknown variable is refused, by its name, before anything is saved.
  await subject.fill('Soon: {{first_name}}');
  await page.getByRole('button', { name: workflowScreen.save }).click();
  await expect(page.getByText(workflowMessages.unknownVariables(['first_name']))).toBeVisible();
  await subject.fill('Soon: {{event_name}} for {{invitee_name}}');
  await page.getByRole('button', { name: workflowScreen.save }).click();
  await expect(page.getByText(workflowMessages.created, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/workflows\/[^/]+$/);
  const history = page.getByRole('region', { name: workflowScreen.history });
  await expect(history).toContainText(workflowScreen.historyEmpty);

  // Monday 1 February 2027, 09:00 in Berlin: its reminder is due at 07:00Z.
  const booked = await request.post(`/api${bookingsApi.book(username, '30min')}`, {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { start: '2027-02-01T08:00:00Z', name: 'Alan Turing', email: 'alan@example.test', timeZone: 'Europe/London' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await expect(async () => {
    await page.reload();
    await expect(history.getByRole('listitem')).toContainText(['alan@example.test']);
  }).toPass({ timeout: 15_000 });
  await expect(history.getByRole('listitem').first()).toContainText('Scheduled');

  await serverClockAt('2027-02-01T07:00:05Z');
  await expect(async () => {
    await page.reload();
    await expect(history.getByRole('listitem').first()).toContainText('Sent', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(history.getByRole('listitem').first()).toContainText('1 Feb 2027');
  await context.close();
});
