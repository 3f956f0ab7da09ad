import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { bookingMessages, bookingsApi } from '#shared/schemas/bookings.ts';
import { DEFAULT_PREFERENCES } from '#shared/schemas/preferences.ts';
import { signIn } from './support/auth.ts';
import { api, berlinHost, newYorkPhone as phone } from './support/booking.ts';

/** Books through the public API, as another invitee's browser would. */
async function book(request: APIRequestContext, username: string, start: string, name: string) {
  const res = await request.post(`/api${bookingsApi.book(username, '30min')}`, {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { start, name, email: `${randomBytes(4).toString('hex')}@example.test`, timeZone: 'Europe/London' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Whether the element is what a finger at its centre would touch: nothing lies over it. */
async function uncovered(element: Locator): Promise<boolean> {
  await element.scrollIntoViewIfNeeded();
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && el.contains(top);
  });
}

test('losing a time to someone else on a phone is said calmly above the remaining times, covering none', async ({
  browser,
  request,
}) => {
  // Monday 18 January 2027, 09:00–11:00 in Berlin: 3:00, 3:30, 4:00 and 4:30 AM in New York.
  const host = await berlinHost(request);
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(`/${host.username}/30min?month=2027-01&date=2027-01-18`);
  await page.getByRole('button', { name: '3:00 AM' }).click();
  const form = page.getByRole('region', { name: 'Enter your details' });
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('grace@example.test');

  await book(request, host.username, '2027-01-18T08:00:00Z', 'Alan Turing');
  await form.getByRole('button', { name: 'Confirm booking' }).click();

  const times = page.getByRole('region', { name: 'Choose a time' });
  const said = times.getByRole('status').filter({ hasText: bookingMessages.slotTaken });
  await expect(said).toBeVisible();
  const buttons = times.getByRole('list', { name: 'Open times' }).getByRole('button');
  await expect(buttons).toHaveText(['3:30 AM', '4:00 AM', '4:30 AM']);
  // Above the times, and nothing over them: no toast, nothing called an error.
  const saidBox = (await said.boundingBox())!;
  expect(saidBox.y + saidBox.height).toBeLessThanOrEqual((await buttons.first().boundingBox())!.y);
  await expect(page.getByText(messages.error, { exact: true })).toHaveCount(0);
  for (const button of await buttons.all()) expect(await uncovered(button)).toBe(true);

  // What was typed stays for the next time.
  await buttons.first().click();
  await expect(form.getByLabel('Name')).toHaveValue('Grace Hopper');
  await context.close();
});

test('the time zone shows the offset of the day being looked at, not today’s', async ({ browser, request }) => {
  const host = await berlinHost(request);
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  // November: New York is GMT-5 today, and GMT-4 on Monday 15 March 2027.
  await page.clock.setFixedTime(new Date('2026-11-10T15:00:00Z'));
  await page.goto(`/${host.username}/30min?month=2027-03&date=2027-03-15`);
  await expect(page.getByRole('button', { name: 'Time zone: America/New York (GMT-4)' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByRole('button', { name: 'Time zone: America/New York (GMT-5)' })).toBeVisible();
  await context.close();
});

test('the booker’s month starts on the host’s first day of the week', async ({ browser, request }) => {
  const host = await berlinHost(request);
  await api(request, host.token, 'PUT', '/api/preferences', { ...DEFAULT_PREFERENCES, week_start: 0 });
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(`/${host.username}/30min?month=2027-03`);
  const grid = page.getByRole('grid', { name: 'March 2027' });
  await expect(grid.getByRole('columnheader').first()).toHaveText('Sun');
  // Monday 1 March 2027 is in the second column.
  await expect(grid.getByRole('row').nth(1).locator('td').nth(1)).toHaveText('1');
  await context.close();
});

test('a booking’s time range stays on one line at every width, from a 320-px phone up', async ({
  browser,
  request,
}) => {
  const host = await berlinHost(request, '12:00');
  await book(request, host.username, '2027-01-18T09:00:00Z', 'Alan Turing');
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, host.creds);
  await page.goto('/bookings');
  const range = page.getByText(/^10:00\sAM\s–\s10:30\sAM$/);
  await expect(range).toBeVisible();
  const lineHeight = await range.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  // The height of the text's own line boxes (the element itself may be stretched by its row).
  const textHeight = () =>
    range.evaluate((el) => {
      const text = document.createRange();
      text.selectNodeContents(el);
      return text.getBoundingClientRect().height;
    });
  for (const width of [320, 360, 390, 640, 700, 768, 820, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await textHeight(), `${width} px wide`).toBeLessThan(lineHeight * 1.5);
    // And it is not cut off: its text fits its box.
    expect(await range.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `${width} px wide`).toBe(true);
  }
  await context.close();
});
