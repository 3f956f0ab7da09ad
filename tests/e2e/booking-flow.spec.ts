import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { type Browser, expect, test } from '@playwright/test';
import { bookingMessages, type BookingCreated } from '#shared/schemas/bookings.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { berlinHost } from './support/booking.ts';

/** A browser in Berlin (en-GB: 24-hour times), so the times read as the host wrote them. */
async function berlinPage(browser: Browser) {
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });
  return { context, page: await context.newPage() };
}

const inviteeEmail = () => `grace-${randomBytes(4).toString('hex')}@example.test`;

test('an invitee books a time, sees it confirmed, adds it to a calendar and cancels it with a reason', async ({
  browser,
  request,
}) => {
  const host = await berlinHost(request);
  const { context, page } = await berlinPage(browser);
  const email = inviteeEmail();
  await page.goto(`/${host.username}/30min?month=2027-01&date=2027-01-18`);
  await page.getByRole('button', { name: '09:30' }).click();

  const form = page.getByRole('region', { name: 'Enter your details' });
  await expect(form).toContainText('Mon 18 Jan 2027 · 09:30–10:00 (Europe/Berlin) · 30 min');
  await form.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(form.getByText(bookingMessages.nameRequired)).toBeVisible();
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/Notes/).fill('About compilers');
  await form.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByRole('heading', { name: 'You are scheduled', level: 1 })).toBeVisible();
  const url = new URL(page.url());
  const uid = url.pathname.split('/').pop()!;
  expect(url.pathname).toBe(`/booking/${uid}`);
  expect(url.searchParams.get('token')).toBeTruthy();
  await expect(page.getByText(`A calendar invitation was sent to ${email}.`)).toBeVisible();
  await expect(page.getByText('Mon 18 Jan 2027 · 09:30–10:00 (Europe/Berlin)')).toBeVisible();
  await expect(page.getByText('About compilers')).toBeVisible();
  await expectNoSeriousViolations(page, 'booking page');

  // The calendar file names the booking by the UID its emails use, at UTC times.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Calendar file (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('30-min-meeting.ics');
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toContain(`\r\nUID:${uid}@127.0.0.1\r\n`);
  expect(ics).toContain('\r\nDTSTART:20270118T083000Z\r\nDTEND:20270118T090000Z\r\n');

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await dialog.getByLabel(/Reason for cancelling/).fill('Something came up');
  await expectNoSeriousViolations(page, 'cancel dialog');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByRole('heading', { name: 'This booking was cancelled', level: 1 })).toBeVisible();
  await expect(page.getByText(bookingMessages.cancelled, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Cancelled by you on /)).toBeVisible();

  // The server holds it: a reload shows the same, with the reason and a way to book again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This booking was cancelled', level: 1 })).toBeVisible();
  await expect(page.getByText('Something came up')).toBeVisible();
  await expectNoSeriousViolations(page, 'cancelled booking page');
  await page.getByRole('link', { name: 'Book again' }).click();
  await expect(page.getByRole('heading', { name: '30 Min Meeting', level: 1 })).toBeVisible();
  await context.close();
});

test('an invitee moves a booking to another time from the manage page', async ({ browser, request }) => {
  const host = await berlinHost(request);
  const res = await request.post(`/api/public/${host.username}/30min/bookings`, {
    data: { start: '2027-01-18T08:00:00Z', name: 'Grace Hopper', email: inviteeEmail(), timeZone: 'Europe/Berlin' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const booked = (await res.json()) as BookingCreated;
  const { context, page } = await berlinPage(browser);
  await page.goto(new URL(booked.manageUrl).pathname + new URL(booked.manageUrl).search);
  await expect(page.getByRole('heading', { name: '30 Min Meeting', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Reschedule' }).click();
  await expect(page.getByRole('note')).toHaveText(
    'Rescheduling Mon 18 Jan 2027 · 09:00–09:30 (Europe/Berlin) — pick a new time',
  );
  // The booking's own time counts as open while it moves.
  await expect(page.getByRole('list', { name: 'Open times' }).getByRole('button')).toHaveText([
    '09:00',
    '09:30',
    '10:00',
    '10:30',
  ]);
  await page.getByRole('button', { name: '10:30' }).click();
  const step = page.getByRole('region', { name: 'Your new time' });
  await expect(step).toContainText('Mon 18 Jan 2027 · 10:30–11:00 (Europe/Berlin) · 30 min');
  await step.getByLabel(/Reason for rescheduling/).fill('A clash');
  await step.getByRole('button', { name: 'Confirm new time' }).click();

  await expect(page.getByRole('heading', { name: 'Your booking was rescheduled', level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/booking/${booked.uid}`);
  await expect(page.getByText('Mon 18 Jan 2027 · 10:30–11:00 (Europe/Berlin)')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Mon 18 Jan 2027 · 10:30–11:00 (Europe/Berlin)')).toBeVisible();
  await context.close();
});

test('a manage link with a wrong token is not valid', async ({ page, request }) => {
  const host = await berlinHost(request);
  const res = await request.post(`/api/public/${host.username}/30min/bookings`, {
    data: { start: '2027-01-18T08:00:00Z', name: 'Grace Hopper', email: inviteeEmail(), timeZone: 'Europe/Berlin' },
  });
  const { uid } = (await res.json()) as BookingCreated;
  await page.goto(`/booking/${uid}?token=not-the-token`);
  await expect(page.getByRole('heading', { name: bookingMessages.linkInvalid })).toBeVisible();
});
