import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { en } from '#shared/i18n/en.ts';
import { translator } from '#shared/i18n/translator.ts';
import type { EventTypeList } from '#shared/schemas/event-types.ts';
import { seatMessages } from '#shared/schemas/seats.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signIn } from './support/auth.ts';
import { api, berlinHost } from './support/booking.ts';

/** The booker's words beside a seated time, in English (these browsers speak it). */
const seatsLeft = (count: number) => translator('en', en)('booker.seatsLeft', { count });

// A workshop: one time, three seats (issue 27). Two invitees book the same time from their own
// browsers, each sees the seats left go down, one cancels only their own seat, and the host sees the
// time's attendees together.

async function berlinPage(browser: Browser) {
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });
  return { context, page: await context.newPage() };
}

const times = (page: Page) => page.getByRole('list', { name: 'Open times' }).getByRole('button');

/** Books 09:30 on Monday 18 January 2027 through the booker, as `name`. */
async function bookSeat(page: Page, username: string, name: string, seatsLeft: string): Promise<string> {
  await page.goto(`/${username}/30min?month=2027-01&date=2027-01-18`);
  const time = page.getByRole('button', { name: `09:30 ${seatsLeft}` });
  await expect(time).toBeVisible();
  await time.click();
  const form = page.getByRole('region', { name: 'Enter your details' });
  await form.getByLabel('Name').fill(name);
  await form
    .getByLabel('Email')
    .fill(`${name.split(' ')[0]!.toLowerCase()}-${randomBytes(3).toString('hex')}@example.test`);
  await form.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'You are scheduled', level: 1 })).toBeVisible();
  return page.url();
}

test('two invitees take seats of one time, one cancels only their own, and the host sees them together', async ({
  browser,
  request,
}) => {
  const host = await berlinHost(request);
  const list = (await api(request, host.token, 'GET', '/api/event-types')) as EventTypeList;
  await api(request, host.token, 'PUT', `/api/event-types/${list.items[0]!.id}/booking-settings`, {
    minimumNotice: 0,
    bookingWindow: 'unlimited',
    seats: 3,
  });

  const ada = await berlinPage(browser);
  await ada.page.goto(`/${host.username}/30min?month=2027-01&date=2027-01-18`);
  await expect(times(ada.page)).toHaveText([
    `09:00 ${seatsLeft(3)}`,
    `09:30 ${seatsLeft(3)}`,
    `10:00 ${seatsLeft(3)}`,
    `10:30 ${seatsLeft(3)}`,
  ]);
  await expectNoSeriousViolations(ada.page, 'booker with seats');
  const adaBooking = await bookSeat(ada.page, host.username, 'Ada Lovelace', seatsLeft(3));

  const grace = await berlinPage(browser);
  await bookSeat(grace.page, host.username, 'Grace Hopper', seatsLeft(2));
  // The time stays open with one seat left; the times beside it keep all theirs.
  await grace.page.goto(`/${host.username}/30min?month=2027-01&date=2027-01-18`);
  await expect(times(grace.page)).toHaveText([
    `09:00 ${seatsLeft(3)}`,
    `09:30 ${seatsLeft(1)}`,
    `10:00 ${seatsLeft(3)}`,
    `10:30 ${seatsLeft(3)}`,
  ]);

  // Ada cancels her seat from her own booking page: Grace keeps hers, and a seat is free again.
  await ada.page.goto(adaBooking);
  await expect(ada.page.getByRole('heading', { name: 'You are scheduled', level: 1 })).toBeVisible();
  await expect(ada.page.getByText('Grace Hopper')).toHaveCount(0);
  await ada.page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await ada.page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(ada.page.getByRole('heading', { name: 'This booking was cancelled', level: 1 })).toBeVisible();
  await grace.page.reload();
  await expect(grace.page.getByRole('button', { name: `09:30 ${seatsLeft(2)}` })).toBeVisible();

  // A third invitee takes a seat; the host sees the time with both attendees and removes one.
  await bookSeat(ada.page, host.username, 'Alan Turing', seatsLeft(2));
  const hostContext = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });
  const hostPage = await hostContext.newPage();
  await signIn(hostPage, host.creds);
  await hostPage.goto('/bookings');
  const time = hostPage.getByRole('listitem', { name: /09:30 – 10:00 30 Min Meeting, 2 of 3 seats taken/ });
  await expect(time).toBeVisible();
  const attendees = time.getByRole('list', { name: 'Attendees of 30 Min Meeting' }).getByRole('listitem');
  await expect(attendees).toHaveCount(2);
  await expect(attendees.nth(0)).toContainText('Grace Hopper');
  await expect(attendees.nth(1)).toContainText('Alan Turing');
  await expectNoSeriousViolations(hostPage, 'grouped seats');

  await time.getByRole('button', { name: /Remove Alan Turing/ }).click();
  await hostPage
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(hostPage.getByRole('listitem', { name: /1 of 3 seats taken/ })).toBeVisible();

  await hostPage.getByRole('button', { name: 'Actions for 30 Min Meeting at 09:30 – 10:00' }).click();
  await hostPage.getByRole('menuitem', { name: seatMessages.cancelTime }).click();
  const dialog = hostPage.getByRole('dialog', { name: seatMessages.cancelTimeTitle });
  await expect(dialog).toContainText(seatMessages.cancelTimeDescription(1));
  await dialog.getByRole('button', { name: seatMessages.cancelTime }).click();
  await expect(hostPage.getByText(seatMessages.timeCancelled, { exact: true })).toBeVisible();
  await expect(hostPage.getByRole('listitem', { name: /seats taken/ })).toHaveCount(0);

  await grace.page.reload();
  await expect(grace.page.getByRole('button', { name: `09:30 ${seatsLeft(3)}` })).toBeVisible();
  await Promise.all([ada.context.close(), grace.context.close(), hostContext.close()]);
});
