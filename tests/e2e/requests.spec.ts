import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { requestMessages } from '#shared/schemas/requests.ts';
import { readLatestEmail, signIn } from './support/auth.ts';
import { api, berlinHost, type Host } from './support/booking.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

/** Where the screenshots of these pages go, to be looked at (light, dark, phone). */
const SHOTS = 'test-results/requests-screens';

/** A Berlin host whose 30-minute event type requires confirmation. */
async function requestHost(request: APIRequestContext): Promise<Host> {
  const host = await berlinHost(request, '12:00');
  const types = (await api(request, host.token, 'GET', '/api/event-types')) as { items: { id: string }[] };
  await api(request, host.token, 'PUT', `/api/event-types/${types.items[0]!.id}/booking-settings`, {
    minimumNotice: 0,
    bookingWindow: 'unlimited',
    requiresConfirmation: true,
  });
  return host;
}

async function browserIn(browser: Browser, options: { dark?: boolean; phone?: boolean } = {}) {
  const context = await browser.newContext({
    timezoneId: 'Europe/Berlin',
    locale: 'en-GB',
    colorScheme: options.dark ? 'dark' : 'light',
    ...(options.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  return { context, page: await context.newPage() };
}

/** The invitee books Monday 18 January 2027 at `time` (Berlin) on the booker. */
async function requestTime(page: Page, host: Host, time: string, name: string) {
  await page.goto(`/${host.username}/30min?month=2027-01&date=2027-01-18`);
  await page.getByRole('button', { name: time }).click();
  const form = page.getByRole('region', { name: 'Enter your details' });
  await form.getByLabel('Name').fill(name);
  const email = `${name.split(' ')[0]!.toLowerCase()}-${randomBytes(3).toString('hex')}@example.test`;
  await form.getByLabel('Email').fill(email);
  // The form says before booking that the host confirms first.
  await expect(form.getByText(/The host confirms this booking first/)).toBeVisible();
  await form.getByRole('button', { name: 'Request booking' }).click();
  return email;
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('an invitee requests a time, is told it is not confirmed yet, and the host approves it from the Pending tab', async ({
  browser,
  request,
}) => {
  const host = await requestHost(request);
  const invitee = await browserIn(browser);
  const email = await requestTime(invitee.page, host, '09:30', 'Grace Hopper');

  // The booker says the time is requested, not confirmed, and offers no calendar file yet.
  await expect(invitee.page.getByRole('heading', { name: requestMessages.sentTitle, level: 1 })).toBeVisible();
  await expect(invitee.page.getByText(/will confirm or decline your request/)).toBeVisible();
  await expect(invitee.page.getByRole('link', { name: 'Calendar file (.ics)' })).toHaveCount(0);
  await expect(invitee.page.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  await expectNoSeriousViolations(invitee.page, 'requested booking page');
  await invitee.page.screenshot({ path: `${SHOTS}/requested-light.png`, fullPage: true });
  const manage = invitee.page.url();
  const requested = await readLatestEmail(email, { subject: /^Requested:/ });
  expect(requested.text).toContain('not confirmed yet');

  // The host answers from Bookings, Pending.
  const hostSide = await browserIn(browser);
  const page = hostSide.page;
  await signIn(page, host.creds);
  await page.goto('/bookings?status=pending');
  await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  const item = page.getByRole('tabpanel', { name: 'Pending' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Grace Hopper');
  await expect(item).toContainText('Pending');
  await expect(item).toContainText('Declined automatically if not answered by');
  await expectNoSeriousViolations(page, 'pending tab');
  await page.screenshot({ path: `${SHOTS}/pending-light.png`, fullPage: true });
  await page.getByRole('button', { name: 'Approve 30 Min Meeting with Grace Hopper' }).click();
  await expect(page.getByText(requestMessages.approved, { exact: true })).toBeVisible();
  await expect(page.getByText('No requests waiting for your answer.')).toBeVisible();
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Upcoming' }).getByRole('listitem')).toContainText('Grace Hopper');

  // The invitee is sent the invitation, and their page now says the booking is confirmed.
  const confirmed = await readLatestEmail(email, { subject: /^Confirmed:/ });
  expect(confirmed.subject).toBe('Confirmed: 30 Min Meeting with Ada Lovelace');
  await invitee.page.goto(manage);
  await expect(invitee.page.getByText(`A calendar invitation was sent to ${email}.`)).toBeVisible();
  await expect(invitee.page.getByRole('link', { name: 'Calendar file (.ics)' })).toBeVisible();
  await invitee.context.close();
  await hostSide.context.close();
});

test('the host declines a request with the email link: the page asks first, works once, and refuses a forged link', async ({
  browser,
  request,
}) => {
  const host = await requestHost(request);
  const invitee = await browserIn(browser);
  const email = await requestTime(invitee.page, host, '10:30', 'Alan Turing');
  await expect(invitee.page.getByRole('heading', { name: requestMessages.sentTitle, level: 1 })).toBeVisible();
  await invitee.context.close();

  const mail = await readLatestEmail(host.creds.email, { subject: /^Request to confirm:/ });
  const decline = /http:\/\/127\.0\.0\.1:\d+\/booking\/\S+\/decline\?token=[\w-]+/.exec(mail.text)![0];
  const approve = /http:\/\/127\.0\.0\.1:\d+\/booking\/\S+\/approve\?token=[\w-]+/.exec(mail.text)![0];

  for (const look of [{}, { dark: true }, { phone: true }] as const) {
    const { context, page } = await browserIn(browser, look);
    const name = 'dark' in look ? 'dark' : 'phone' in look ? 'phone' : 'light';
    await page.goto(approve);
    await expect(page.getByRole('heading', { name: 'Approve this request?' })).toBeVisible();
    await expect(page.getByText(/^Alan Turing \(alan-/)).toBeVisible();
    await noHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/approve-${name}.png`, fullPage: true });
    await page.goto(decline);
    await expect(page.getByRole('heading', { name: 'Decline this request?' })).toBeVisible();
    await noHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/decline-${name}.png`, fullPage: true });
    await context.close();
  }

  const { context, page } = await browserIn(browser);
  await page.goto(decline);
  await expectNoSeriousViolations(page, 'decline page');
  await page.getByLabel('Reason (optional)').fill('I am away that week.');
  await page.getByRole('button', { name: 'Decline request' }).click();
  await expect(page.getByRole('heading', { name: requestMessages.declined })).toBeVisible();
  const declined = await readLatestEmail(email, { subject: /^Declined:/ });
  expect(declined.text).toContain('I am away that week.');

  // Used once: the links now say what happened; a forged one is refused.
  await page.goto(approve);
  await expect(page.getByRole('heading', { name: requestMessages.alreadyDeclined })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve request' })).toHaveCount(0);
  await page.goto(approve.replace(/token=.{4}/, 'token=AAAA'));
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/forged-light.png`, fullPage: true });
  await context.close();
});

test('the event type settings turn confirmation on, with a threshold and an expiry', async ({ browser, request }) => {
  const host = await berlinHost(request, '12:00');
  for (const look of [{}, { dark: true }, { phone: true }] as const) {
    const { context, page } = await browserIn(browser, look);
    const name = 'dark' in look ? 'dark' : 'phone' in look ? 'phone' : 'light';
    await signIn(page, host.creds);
    await page.getByRole('button', { name: 'More options for 30 Min Meeting' }).click();
    await page.getByRole('menuitem', { name: 'Booking settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking settings' });
    // The first look saves it on; the later ones find it on.
    const toggle = dialog.getByRole('switch', { name: 'Requires confirmation' });
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await dialog.getByLabel('Only when booked less than (hours) ahead').fill('48');
    await page.screenshot({ path: `${SHOTS}/settings-${name}.png`, fullPage: true });
    if (name === 'light') {
      await dialog.getByLabel('Decline unanswered requests after (hours)').fill('0');
      await dialog.getByRole('button', { name: 'Save settings' }).click();
      await expect(dialog.getByText('Enter a whole number of hours from 1 to 8760.')).toBeVisible();
      await dialog.getByLabel('Decline unanswered requests after (hours)').fill('12');
      await dialog.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Booking settings saved', { exact: true })).toBeVisible();
      const types = (await api(request, host.token, 'GET', '/api/event-types')) as {
        items: { bookingSettings: Record<string, unknown> }[];
      };
      expect(types.items[0]!.bookingSettings).toMatchObject({
        requiresConfirmation: true,
        confirmationThresholdHours: 48,
        confirmationExpiryHours: 12,
      });
    }
    await context.close();
  }
});
