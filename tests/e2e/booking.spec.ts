import { type Browser, expect, type Page, test } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import type { ScheduleList } from '#shared/schemas/availability.ts';
import { registerUser, signIn } from './support/auth.ts';
import { api, berlinHost } from './support/booking.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

/** Opens the booker for Monday 18 January 2027 in a browser whose zone is `timezoneId`; returns the times shown (24h). */
async function timesSeenFrom(browser: Browser, timezoneId: string, username: string) {
  const context = await browser.newContext({ timezoneId, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(`/${username}/30min?month=2027-01`);
  await expect(page).toHaveTitle('30 Min Meeting · Ada Lovelace');
  await page.getByRole('grid', { name: 'January 2027' }).getByRole('button', { name: 'Monday 18 January' }).click();
  await page.getByRole('button', { name: '24h' }).click();
  const times = page.getByRole('list', { name: 'Open times' }).getByRole('button');
  await expect(times.first()).toBeVisible();
  return { context, page, labels: await times.allTextContents() };
}

const slotParam = (page: Page) => new URL(page.url()).searchParams.get('slot');

test('a Berlin host’s open times show at Kathmandu and New York local times, as the same instants', async ({
  browser,
  request,
}) => {
  const host = await berlinHost(request);

  // In January Berlin is at +01:00: 09:00 there is 13:45 in Kathmandu (+05:45) and 03:00 in New York (−05:00).
  const kathmandu = await timesSeenFrom(browser, 'Asia/Kathmandu', host.username);
  expect(kathmandu.labels).toEqual(['13:45', '14:15', '14:45', '15:15']);
  await expect(kathmandu.page.getByRole('button', { name: /^Time zone: Asia\/Kathmandu \(GMT\+5:45\)/ })).toBeVisible();
  await kathmandu.page.getByRole('button', { name: '14:15' }).click();
  await expect(kathmandu.page.getByRole('region', { name: 'Enter your details' })).toContainText('14:15–14:45');
  const pickedInKathmandu = slotParam(kathmandu.page);

  const newYork = await timesSeenFrom(browser, 'America/New_York', host.username);
  expect(newYork.labels).toEqual(['03:00', '03:30', '04:00', '04:30']);
  await newYork.page.getByRole('button', { name: '03:30' }).click();
  await expect(newYork.page.getByRole('region', { name: 'Enter your details' })).toContainText('03:30–04:00');
  // 14:15 in Kathmandu and 03:30 in New York are one moment: 08:30 UTC, 09:30 in Berlin.
  expect(slotParam(newYork.page)).toBe(pickedInKathmandu);
  expect(new Date(pickedInKathmandu!).toISOString()).toBe('2027-01-18T08:30:00.000Z');

  // Back undoes the pick; the shared link (with its zone) opens the same view elsewhere.
  await newYork.page.goBack();
  await expect(newYork.page.getByRole('list', { name: 'Open times' })).toBeVisible();
  expect(slotParam(newYork.page)).toBeNull();
  const shared = await kathmandu.context.newPage();
  await shared.goto(newYork.page.url());
  await expect(shared.getByRole('button', { name: /^Time zone: America\/New York/ })).toBeVisible();
  await expect(shared.getByRole('list', { name: 'Open times' }).getByRole('button').first()).toHaveText(/3:00/);

  // Changing the zone on the page re-reads the same instants in the new zone.
  await kathmandu.page.getByRole('button', { name: 'Back' }).click();
  await kathmandu.page.getByRole('button', { name: /^Time zone:/ }).click();
  await kathmandu.page.getByRole('combobox', { name: 'Search time zone' }).fill('new york');
  await kathmandu.page.keyboard.press('Enter');
  await expect(kathmandu.page.getByRole('list', { name: 'Open times' }).getByRole('button')).toHaveText([
    '03:00',
    '03:30',
    '04:00',
    '04:30',
  ]);
  await kathmandu.context.close();
  await newYork.context.close();
});

test('an empty month offers the next open day, and days are picked with the keyboard', async ({ browser, request }) => {
  const host = await berlinHost(request);
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });
  const page = await context.newPage();
  // No Monday hours in a month? Every month has Mondays, so close the whole of February 2027 with overrides.
  const list = (await api(request, host.token, 'GET', '/api/schedules')) as ScheduleList;
  const schedule = list.items[0]!;
  const mondays = ['2027-02-01', '2027-02-08', '2027-02-15', '2027-02-22'];
  await api(request, host.token, 'PUT', `/api/schedules/${schedule.id}`, {
    name: schedule.name,
    timeZone: schedule.timeZone,
    weekly: schedule.weekly,
    overrides: mondays.map((date) => ({ date, intervals: [] })),
  });
  await page.goto(`/${host.username}/30min?month=2027-02`);
  await expect(page.getByText('No times available in February.')).toBeVisible();
  await page.getByRole('button', { name: 'Jump to next available: Mon 1 Mar' }).click();
  await expect(page.getByRole('grid', { name: 'March 2027' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Open times' }).getByRole('button')).toHaveCount(4);

  const first = page.getByRole('button', { name: 'Monday 1 March' });
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'Monday 8 March' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/date=2027-03-08/);
  await context.close();
});

test('the booker wears the host’s booking page theme and brand colour', async ({ page, request }) => {
  const host = await berlinHost(request);
  await api(request, host.token, 'PUT', '/api/preferences', {
    theme: 'light',
    booking_page_theme: 'dark',
    brand_color_light: '#007bff',
    brand_color_dark: '#ff5500',
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`/${host.username}/30min?month=2027-01&date=2027-01-18`);
  await expect(page.getByRole('heading', { name: '30 Min Meeting', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  const picked = page.getByRole('button', { name: 'Monday 18 January' });
  await expect(picked).toHaveCSS('background-color', 'rgb(255, 85, 0)');
});

test('on the night clocks go back, the two 02:00s are told apart by their offsets', async ({ browser, request }) => {
  const host = await berlinHost(request);
  const list = (await api(request, host.token, 'GET', '/api/schedules')) as ScheduleList;
  const schedule = list.items[0]!;
  // Berlin leaves summer time at 03:00 on 31 October 2027: 02:00–03:00 happens twice.
  await api(request, host.token, 'PUT', `/api/schedules/${schedule.id}`, {
    name: schedule.name,
    timeZone: schedule.timeZone,
    weekly: schedule.weekly,
    overrides: [{ date: '2027-10-31', intervals: [{ from: '00:00', to: '04:00' }] }],
  });
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(`/${host.username}/30min?date=2027-10-31`);
  await page.getByRole('button', { name: '24h' }).click();
  await expect(page.getByRole('list', { name: 'Open times' }).getByRole('button')).toHaveText([
    '00:00',
    '00:30',
    '01:00',
    '01:30',
    '02:00 GMT+2',
    '02:30 GMT+2',
    '02:00 GMT+1',
    '02:30 GMT+1',
    '03:00',
    '03:30',
  ]);
  await page.getByRole('button', { name: '02:00 GMT+1' }).click();
  expect(slotParam(page)).toBe('2027-10-31T01:00:00.000Z');
  // The chosen time stays the same instant when the page is read in another zone.
  await page.getByRole('button', { name: /^Time zone:/ }).click();
  await page.getByRole('combobox', { name: 'Search time zone' }).fill('UTC');
  await page.getByRole('option', { name: /^UTC/ }).click();
  await expect(page.getByRole('region', { name: 'Enter your details' })).toContainText('01:00–01:30');
  expect(slotParam(page)).toBe('2027-10-31T01:00:00.000Z');
  await context.close();
});

test('the host edits availability; it saves and survives a reload', async ({ page, request }) => {
  const creds = await registerUser(request);
  await signIn(page, creds);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: messages.availability }).click();
  await expect(page).toHaveURL(/\/availability$/);
  await expect(page.getByRole('heading', { name: messages.availability, level: 1 })).toBeVisible();
  const row = (name: string) => page.getByRole('listitem', { name, exact: true });

  // An end before the start is refused with the message.
  await row('Monday').getByLabel('Monday until').selectOption('08:00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row('Monday').getByText(messages.endAfterStart)).toBeVisible();

  await row('Monday').getByLabel('Monday until').selectOption('12:00');
  await row('Monday').getByRole('button', { name: 'Add a time range to Monday' }).click();
  await row('Monday').getByLabel('Monday from (range 2)').selectOption('13:00');
  await row('Monday').getByLabel('Monday until (range 2)').selectOption('17:30');
  await row('Friday').getByRole('switch', { name: 'Friday' }).click();
  await row('Monday').getByRole('button', { name: /Copy/ }).click();
  const copy = page.getByRole('dialog', { name: "Copy Monday's hours to" });
  await copy.getByLabel('Saturday').check();
  await copy.getByRole('button', { name: 'Apply' }).click();

  await page.getByRole('button', { name: 'Add an override' }).click();
  const override = page.getByRole('dialog', { name: 'Add a date override' });
  await override.getByLabel('Date').fill('2030-12-24');
  await override.getByLabel('Unavailable all day').check();
  await override.getByRole('button', { name: 'Save override' }).click();

  await page.getByRole('button', { name: /^Time zone:/ }).click();
  await page.getByRole('combobox', { name: 'Search time zone' }).fill('Kathmandu');
  await page.getByRole('option', { name: /Asia\/Kathmandu/ }).click();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(messages.availabilitySaved, { exact: true })).toBeVisible();

  await page.reload();
  await expect(row('Monday').getByLabel('Monday from (range 2)')).toHaveValue('13:00');
  await expect(row('Monday').getByLabel('Monday until (range 2)')).toHaveValue('17:30');
  await expect(row('Saturday').getByLabel('Saturday until (range 2)')).toHaveValue('17:30');
  await expect(row('Friday').getByRole('switch', { name: 'Friday' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('listitem', { name: 'Tue, 24 Dec 2030' })).toContainText('Unavailable');
  await expect(page.getByRole('button', { name: /^Time zone: Asia\/Kathmandu/ })).toBeVisible();
});

test('the Booking settings dialog saves an event type’s settings', async ({ page, request }) => {
  const host = await berlinHost(request);
  await signIn(page, host.creds);
  await page.getByRole('button', { name: 'More options for 30 Min Meeting' }).click();
  await page.getByRole('menuitem', { name: 'Booking settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking settings' });
  await dialog.getByLabel('Start times every').selectOption('15');
  await dialog.getByLabel('Buffer before (min)').fill('10');
  await dialog.getByLabel('Minimum notice', { exact: true }).fill('1');
  await dialog.getByLabel('Minimum notice unit').selectOption('days');
  await dialog.getByRole('radio', { name: 'A number of days into the future' }).check();
  await dialog.getByRole('spinbutton', { name: 'Days into the future' }).fill('0');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog.getByText('The rolling window must be between 1 and 3650 days.')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Days into the future' }).fill('30');
  await dialog.getByLabel('Most per day').fill('3');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Booking settings saved', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: 'More options for 30 Min Meeting' }).click();
  await page.getByRole('menuitem', { name: 'Booking settings' }).click();
  await expect(dialog.getByLabel('Start times every')).toHaveValue('15');
  await expect(dialog.getByLabel('Buffer before (min)')).toHaveValue('10');
  await expect(dialog.getByLabel('Minimum notice', { exact: true })).toHaveValue('1');
  await expect(dialog.getByLabel('Minimum notice unit')).toHaveValue('days');
  await expect(dialog.getByRole('spinbutton', { name: 'Days into the future' })).toHaveValue('30');
  await expect(dialog.getByLabel('Most per day')).toHaveValue('3');
  await expect(dialog.getByLabel('Most per week')).toHaveValue('');
});

test('the booker, /availability and the Booking settings dialog have no serious accessibility faults, light or dark', async ({
  page,
  request,
}) => {
  // Ten full-page axe runs: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const host = await berlinHost(request);
  await signIn(page, host.creds);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(`/${host.username}/30min?month=2027-01&date=2027-01-18&tz=Europe/Berlin`);
    await expect(page.getByRole('list', { name: 'Open times' })).toBeVisible();
    await expectNoSeriousViolations(page, `booker (${colorScheme})`);
    await page.getByRole('button', { name: /^Time zone:/ }).click();
    await expect(page.getByRole('listbox', { name: 'Time zone' })).toBeVisible();
    await expectNoSeriousViolations(page, `booker zone list (${colorScheme})`);
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: '9:30 AM' })
      .or(page.getByRole('button', { name: '09:30' }))
      .click();
    await expect(page.getByRole('region', { name: 'Enter your details' })).toBeVisible();
    await expectNoSeriousViolations(page, `booking form (${colorScheme})`);

    await page.goto('/availability');
    await expect(page.getByRole('listitem', { name: 'Monday', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `availability (${colorScheme})`);
    await page.goto('/');
    await page.getByRole('button', { name: 'More options for 30 Min Meeting' }).click();
    await page.getByRole('menuitem', { name: 'Booking settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Booking settings' })).toBeVisible();
    await expectNoSeriousViolations(page, `booking settings (${colorScheme})`);
  }
});
