import { expect, test } from '@playwright/test';
import { editorMessages as editor } from '#shared/event-type-editor.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signIn } from './support/auth.ts';
import { berlinHost, newYorkPhone as phone } from './support/booking.ts';

/**
 * Issue 43 end to end (docs/product.md#recurring-event-types): the host makes an event type repeat
 * weekly up to 4 times in its Recurring tab; an invitee on a phone in New York books the 4 weeks and
 * sees the dates, their manage page lists the series, and they cancel the third date alone. The host's
 * list (on a phone too) shows the series as one row, "1 of 4", its dates folded under it; the host then
 * cancels the second date and the following one from there, and the Cancelled tab groups those.
 * Monday 18 January 2027, 09:00 Berlin = 3:00 AM New York (both on winter time for the whole series).
 */
test('a host makes an event type weekly; an invitee books four weeks on a phone and cancels the third; the host sees one row', async ({
  browser,
  page,
  request,
}) => {
  const host = await berlinHost(request);
  await signIn(page, host.creds);

  await page
    .getByRole('button', { name: /more options/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: editor.menuItem }).click();
  await page.getByRole('tab', { name: 'Recurring' }).click();
  await page.getByRole('switch', { name: 'Repeat this event' }).click();
  await page.getByLabel('Repeats every').fill('1');
  await page.getByRole('combobox', { name: 'Unit' }).selectOption('weekly');
  await page.getByLabel('Most occurrences').fill('4');
  await page.getByRole('button', { name: 'Save recurring' }).click();
  await expect(page.getByText(editor.saved).first()).toBeVisible();

  const context = await browser.newContext(phone);
  const invitee = await context.newPage();
  await invitee.goto(`/${host.username}/30min?month=2027-01&date=2027-01-18`);
  await invitee.getByRole('button', { name: '3:00 AM' }).click();
  const form = invitee.getByRole('region', { name: 'Enter your details' });
  await expect(form.getByLabel('How many times?')).toHaveValue('4');
  const dates = form.getByRole('list', { name: /Your dates/ }).getByRole('listitem');
  await expect(dates).toHaveCount(4);
  for (const [i, day] of ['18 Jan', '25 Jan', '1 Feb', '8 Feb'].entries())
    await expect(dates.nth(i)).toContainText(day);
  await expect(dates.nth(3)).toContainText('3:00 AM');
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('grace@example.test');
  await expectNoSeriousViolations(invitee, 'the series picker on a phone');
  expect(await invitee.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await form.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(invitee).toHaveURL(/\/booking\//);
  await expect(invitee.getByRole('heading', { name: 'You are scheduled' })).toBeVisible();
  const series = invitee.getByRole('region', { name: 'Dates of this series' });
  await expect(series).toContainText('This page shows date 1 of 4.');
  const occurrences = series.getByRole('listitem');
  await expect(occurrences).toHaveCount(4);
  for (const [i, day] of ['18 Jan', '25 Jan', '1 Feb', '8 Feb'].entries()) {
    await expect(occurrences.nth(i)).toContainText(`${i + 1} of 4`);
    await expect(occurrences.nth(i)).toContainText(day);
    await expect(occurrences.nth(i)).toContainText('Confirmed');
  }
  await expectNoSeriousViolations(invitee, 'the manage page of a series on a phone');
  expect(await invitee.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The third date alone, with its own link, from the first date's page.
  await occurrences
    .nth(2)
    .getByRole('button', { name: /^Cancel Mon 1 Feb 2027/ })
    .click();
  const cancelOne = invitee.getByRole('dialog', { name: 'Cancel this booking?' });
  await cancelOne.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(occurrences.nth(2)).toContainText('Cancelled');
  await expect(occurrences.nth(3)).toContainText('Confirmed');
  await context.close();

  // The host's list on a phone: the series is one row at its next date, its other dates folded under it.
  await page.setViewportSize(phone.viewport);
  await page.goto('/bookings');
  const rows = page.getByRole('listitem').filter({ hasText: 'Grace Hopper' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('1 of 4');
  const show = rows.first().getByRole('button', { name: 'Show 3 dates' });
  await show.focus();
  await page.keyboard.press('Enter');
  const folded = page.getByRole('list', { name: /^Dates of .+ with Grace Hopper$/ }).getByRole('listitem');
  await expect(folded).toHaveCount(3);
  for (const [i, place] of ['1 of 4', '2 of 4', '4 of 4'].entries()) await expect(folded.nth(i)).toContainText(place);
  await expectNoSeriousViolations(page, 'the host’s grouped series on a phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The host cancels the second date and the following one (the fourth: the third is already gone).
  await folded
    .nth(1)
    .getByRole('button', { name: /^Actions for / })
    .click();
  await page.getByRole('menuitem', { name: 'Cancel this and the following' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this and the following dates?' });
  await expect(dialog).toContainText('2 dates of');
  await dialog.getByLabel(/Reason/).fill('The course ends early');
  await dialog.getByRole('button', { name: 'Cancel these dates' }).click();
  await expect(page.getByText('2 dates were cancelled.', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('1 of 4');
  await expect(rows.first().getByRole('button', { name: /^Show / })).toHaveCount(0);

  // The Cancelled tab groups the three cancelled dates under the latest, "4 of 4".
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('4 of 4');
  await rows.first().getByRole('button', { name: 'Show 3 dates' }).click();
  for (const [i, place] of ['2 of 4', '3 of 4', '4 of 4'].entries()) await expect(folded.nth(i)).toContainText(place);
});
