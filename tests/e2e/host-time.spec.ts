import { type APIRequestContext, expect, test } from '@playwright/test';
import { bookingsApi } from '#shared/schemas/bookings.ts';
import { signIn } from './support/auth.ts';
import { berlinHost } from './support/booking.ts';

async function book(request: APIRequestContext, username: string, start: string, name: string) {
  const res = await request.post(`/api${bookingsApi.book(username, '30min')}`, {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { start, name, email: `${name.split(' ')[0]!.toLowerCase()}@example.test`, timeZone: 'America/New_York' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a host in Berlin who chose the 24-hour clock sees /bookings in Berlin time from a browser in UTC (ADR 040)', async ({
  browser,
  request,
}) => {
  const { creds, username } = await berlinHost(request, '16:00');
  // Monday 18 January 2027, 13:00 UTC: 14:00 in Berlin, 1:00 PM in the browser's UTC.
  await book(request, username, '2027-01-18T13:00:00Z', 'Grace Hopper');

  const context = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, creds);
  await page.goto('/settings/appearance');
  const format = page.getByLabel('Time format');
  await expect(page.getByText(/They are in Europe\/Berlin, the time zone of your working hours/)).toBeVisible();
  await format.selectOption({ label: '24-hour (14:00)' });
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Appearance updated successfully!', { exact: true })).toBeVisible();

  await page.goto('/bookings');
  await expect(page.getByText(/Times are in Europe\/Berlin\./)).toBeVisible();
  const row = page.getByRole('listitem', { name: /with Grace Hopper/ });
  await expect(row).toContainText('14:00 – 14:30');
  await expect(row).not.toContainText('PM');
  await context.close();
});
