import { type APIRequestContext, expect, test } from '@playwright/test';
import { bookingsApi } from '#shared/schemas/bookings.ts';
import { signIn } from './support/auth.ts';
import { berlinHost } from './support/booking.ts';

/** Books through the public API, as an invitee's browser elsewhere would. */
async function book(request: APIRequestContext, username: string, start: string, name: string) {
  const res = await request.post(`/api${bookingsApi.book(username, '30min')}`, {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { start, name, email: 'live@example.test', notes: '', timeZone: 'Europe/London' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a booking made elsewhere appears on the open bookings page without a reload, with a toast', async ({
  browser,
  request,
}) => {
  const { creds, username } = await berlinHost(request, '12:00');
  await book(request, username, '2027-01-18T08:00:00Z', 'Grace Hopper');

  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });
  const page = await context.newPage();
  await signIn(page, creds);
  // The stream is open before the booking is made (its request goes out with the bearer token).
  const streamOpen = page.waitForResponse((res) => res.url().endsWith('/api/events') && res.status() === 200);
  await page.goto('/bookings');
  await streamOpen;
  const monday = page.getByRole('region', { name: /18 January 2027/ });
  await expect(monday.getByRole('listitem')).toHaveCount(1);
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  await book(request, username, '2027-01-18T09:00:00Z', 'Alan Turing');
  await expect(monday.getByRole('listitem')).toHaveCount(2);
  await expect(monday.getByRole('listitem').nth(1)).toContainText('Alan Turing');
  await expect(page.getByText(/^New booking: Alan Turing, Mon,? 18 Jan,? 10:00$/)).toBeVisible();
  expect(reloaded).toBe(false);
  await context.close();
});
