import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { bookingMessages, bookingsApi } from '#shared/schemas/bookings.ts';
import { webhookMessages } from '#shared/schemas/webhooks.ts';
import { signIn } from './support/auth.ts';
import { berlinHost } from './support/booking.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

/** Books through the public API, as an invitee's browser would. */
async function book(request: APIRequestContext, username: string, start: string, name: string, notes = '') {
  const res = await request.post(`/api${bookingsApi.book(username, '30min')}`, {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { start, name, email: `${name.split(' ')[0]!.toLowerCase()}@example.test`, notes, timeZone: 'Europe/London' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const day = (page: Page, name: RegExp) => page.getByRole('region', { name });

test('the host sees bookings by day under Upcoming and cancels one with a reason into Cancelled', async ({
  browser,
  request,
}) => {
  const { creds, username } = await berlinHost(request, '12:00');
  // Monday 18 January 2027, 09:00 and 10:00 in Berlin; Monday 25 January 2027, 11:00.
  await book(request, username, '2027-01-18T08:00:00Z', 'Grace Hopper', 'Compilers, please.');
  await book(request, username, '2027-01-18T09:00:00Z', 'Alan Turing');
  await book(request, username, '2027-01-25T10:00:00Z', 'Edsger Dijkstra');

  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });
  const page = await context.newPage();
  await signIn(page, creds);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: messages.bookings }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page).toHaveTitle('Bookings · Kairos');
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');

  const first = day(page, /18 January 2027/);
  await expect(first.getByRole('listitem')).toHaveCount(2);
  await expect(first.getByRole('listitem').first()).toContainText('09:00');
  await expect(first.getByRole('listitem').first()).toContainText('Grace Hopper');
  await expect(first.getByRole('listitem').first()).toContainText('grace@example.test');
  await expect(first.getByRole('listitem').first()).toContainText('Compilers, please.');
  await expect(day(page, /25 January 2027/).getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousViolations(page, 'bookings');

  await page.getByRole('button', { name: 'Actions for 30 Min Meeting with Grace Hopper' }).click();
  await page.getByRole('menuitem', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('The invitee will be emailed.');
  await dialog.getByLabel('Reason (optional)').fill('I have to travel that day.');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText(bookingMessages.hostCancelled, { exact: true })).toBeVisible();
  await expect(first.getByRole('listitem')).toHaveCount(1);
  await expect(first).not.toContainText('Grace Hopper');

  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page).toHaveURL(/\/bookings\?status=cancelled$/);
  const cancelled = page.getByRole('tabpanel', { name: 'Cancelled' }).getByRole('listitem');
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled).toContainText('Grace Hopper');
  await expect(cancelled).toContainText('Cancelled by you: I have to travel that day.');
  // Its details tell its history, read from the server: booked by the invitee, cancelled by the host.
  await cancelled.getByRole('button', { name: 'Details' }).press('Enter');
  const history = cancelled.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText(/^Booked · Invitee · \w{3},? \d{1,2} \w{3}( \d{4})?, \d{2}:\d{2}$/);
  await expect(history.last()).toContainText('Cancelled · You · ');
  await expect(history.last()).toContainText('Reason: I have to travel that day.');
  await expectNoSeriousViolations(page, 'booking history');
  await page.getByRole('button', { name: /Actions for 30 Min Meeting with Grace Hopper/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Cancel' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The tab survives a reload, and Past is empty for a new host.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Cancelled' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/status=past/);
  await expect(page.getByText('No past bookings yet.')).toBeVisible();
  await context.close();
});

test('a calendar feed URL, once created, serves the bookings as text/calendar', async ({ page, request }) => {
  const { creds, username } = await berlinHost(request, '12:00');
  await book(request, username, '2027-01-18T08:00:00Z', 'Grace Hopper');
  await signIn(page, creds);
  await page.goto('/settings/calendar');
  await expect(
    page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Calendar' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Create feed URL' }).click();
  const field = page.getByLabel('Your feed URL');
  await expect(field).toHaveValue(/\/api\/public\/calendar\/.+\.ics$/);
  const url = await field.inputValue();

  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  // After a reload the URL is not shown again; the feed is on.
  await page.reload();
  await expect(page.getByText('Your calendar feed is on.')).toBeVisible();
  await expect(page.getByLabel('Your feed URL')).toHaveCount(0);
});

test('adding a webhook shows its signing secret once', async ({ page, request }) => {
  const { creds } = await berlinHost(request, '12:00');
  await signIn(page, creds);
  await page.goto('/settings/webhooks');
  const form = page.getByRole('form', { name: 'Add webhook' });
  await form.getByLabel('Payload URL').fill('https://93.184.215.14/hooks/kairos');
  await form.getByLabel('Booking rescheduled').uncheck();
  await form.getByRole('button', { name: 'Add webhook' }).click();
  await expect(page.getByText(webhookMessages.created, { exact: true })).toBeVisible();
  const secret = page.getByRole('region', { name: 'Copy the signing secret now' });
  await expect(secret.getByLabel('Signing secret')).toHaveValue(/.{16,}/);
  await expect(secret).toContainText('Kairos-Signature');
  const row = page.getByRole('listitem', { name: 'https://93.184.215.14/hooks/kairos' });
  await expect(row).toContainText('Booking created, Booking cancelled');
  await expect(row).toContainText('Active');
  await expectNoSeriousViolations(page, 'webhooks');

  await page.reload();
  await expect(page.getByRole('listitem', { name: 'https://93.184.215.14/hooks/kairos' })).toBeVisible();
  await expect(page.getByLabel('Signing secret')).toHaveCount(0);
});
