import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Radicale, radicaleSkipReason, startRadicale } from '../helpers/radicale.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signIn } from './support/auth.ts';
import { berlinHost } from './support/booking.ts';

/**
 * A host connects two calendars (iCal subscriptions served on loopback, which the e2e server may
 * reach: CALENDAR_ALLOW_PRIVATE), picks which of them count, and the booker's open times follow.
 * The host is open Mondays 09:00–11:00 Berlin; Monday 18 January 2027 is the day looked at.
 */

const calendar = (name: string, uid: string, start: string, end: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kairos tests//EN',
    `X-WR-CALNAME:${name}`,
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20261101T000000Z',
    `DTSTART;TZID=Europe/Berlin:${start}`,
    `DTEND;TZID=Europe/Berlin:${end}`,
    'SUMMARY:Busy elsewhere',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const feeds: Record<string, string> = {
  // 09:00–09:30 Berlin on the Monday.
  '/dentist.ics': calendar('Dentist', 'dentist-1@example.test', '20270118T090000', '20270118T093000'),
  // 10:00–10:30 Berlin on the Monday.
  '/team.ics': calendar('Team', 'team-1@example.test', '20270118T100000', '20270118T103000'),
};

let server: Server;
let base: string;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const body = feeds[req.url ?? ''];
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function openTimes(browser: Browser, username: string): Promise<string[]> {
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(`/${username}/30min?month=2027-01&date=2027-01-18`);
  await expect(page.getByRole('button', { name: '10:30' })).toBeVisible();
  const times = await page.getByRole('button', { name: /^\d\d:\d\d$/ }).allTextContents();
  await context.close();
  return times.map((t) => t.trim());
}

async function connectSubscription(page: Page, url: string) {
  await page.goto('/apps');
  await page.getByRole('button', { name: 'Connect Calendar subscription' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Calendar address').fill(url);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/apps\/installed/);
}

test('a host connects calendars, picks which count, and the booker offers only free times', async ({
  browser,
  page,
  request,
}) => {
  const host = await berlinHost(request);
  expect(await openTimes(browser, host.username)).toEqual(['09:00', '09:30', '10:00', '10:30']);

  await signIn(page, host.creds);
  await connectSubscription(page, `${base}/dentist.ics`);
  await expect(page.getByText('Dentist', { exact: true })).toBeVisible();
  expect(await openTimes(browser, host.username)).toEqual(['09:30', '10:00', '10:30']);

  await connectSubscription(page, `${base}/team.ics`);
  await expect(page.getByText('Team', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'installed apps');
  expect(await openTimes(browser, host.username)).toEqual(['09:30', '10:30']);

  // The dentist stops counting: its time is open again, the team's stays busy.
  const dentistSwitch = page.getByRole('switch', { name: 'Check Dentist for conflicts' });
  await expect(dentistSwitch).toBeChecked();
  await dentistSwitch.click();
  await expect(dentistSwitch).not.toBeChecked();
  expect(await openTimes(browser, host.username)).toEqual(['09:00', '09:30', '10:30']);

  // Removing the team's subscription drops its busy times with it.
  const team = page.getByRole('listitem', { name: '127.0.0.1' }).filter({ hasText: 'Team' });
  await team.getByRole('button', { name: 'Remove 127.0.0.1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Team', { exact: true })).toHaveCount(0);
  expect(await openTimes(browser, host.username)).toEqual(['09:00', '09:30', '10:00', '10:30']);
});

test.describe('a CalDAV account', () => {
  const skip = radicaleSkipReason();
  test.skip(skip !== null, skip ?? '');
  let radicale: Radicale;
  test.beforeAll(async () => {
    radicale = await startRadicale({ ada: 'app-password' });
    await radicale.makeCalendar('ada', 'work', { displayName: 'Work' });
  });
  test.afterAll(async () => {
    await radicale?.stop();
  });

  test('connecting it makes its calendar the one bookings go to, shown and changeable', async ({ page, request }) => {
    const host = await berlinHost(request);
    await signIn(page, host.creds);
    await page.goto('/apps');
    await page.getByRole('button', { name: 'Connect CalDAV calendar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Server address').fill(radicale.origin);
    await dialog.getByLabel('User name').fill('ada');
    await dialog.getByLabel('Password or app password').fill('app-password');
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();

    await expect(page).toHaveURL(/\/apps\/installed/);
    await expect(
      page.getByText('New bookings are added to Work. You can change this under “Add bookings to”.', { exact: true }),
    ).toBeVisible();
    const picker = page.getByRole('group', { name: 'Add bookings to' });
    await expect(picker.getByRole('radio', { name: 'Work · 127.0.0.1' })).toBeChecked();
    await picker.getByRole('radio', { name: "Don't add bookings to a calendar" }).check();
    await page.reload();
    await expect(
      page
        .getByRole('group', { name: 'Add bookings to' })
        .getByRole('radio', { name: "Don't add bookings to a calendar" }),
    ).toBeChecked();
  });
});
