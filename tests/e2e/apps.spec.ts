import { expect, test } from '@playwright/test';
import { appsMessages } from '#shared/apps.ts';
import { oauthAppMessages } from '#shared/schemas/apps.ts';
import {
  E2E_GOOGLE_ACCOUNT,
  E2E_GOOGLE_SECONDARY,
  E2E_MICROSOFT_ACCOUNT,
  E2E_MICROSOFT_SHARED,
  E2E_ZOOM_ACCOUNT,
  E2E_ZOOM_CLIENT_ID,
  E2E_ZOOM_CLIENT_SECRET,
} from '../fakes/e2e-fakes.ts';
import { grantRole, registerUser, signIn } from './support/auth.ts';
import { api, berlinHost } from './support/booking.ts';

// Issue 41: a host connects Google Calendar through the whole browser flow, against the fake Google
// the e2e server was configured with (tests/fakes/e2e-fakes.ts, playwright.config.ts).
test('App Store → Connect → Google’s consent page (Allow) → Installed Apps with the account’s calendars', async ({
  page,
  request,
}) => {
  const creds = await registerUser(request);
  await signIn(page, creds);

  await page.goto('/apps');
  const calendars = page.getByRole('list', { name: 'Calendars' });
  const google = calendars.getByRole('listitem', { name: 'Google Calendar' });

  await google.getByRole('button', { name: 'Connect Google Calendar' }).click();
  // The provider's own page, in this tab (never a frame of ours).
  await page.waitForURL((url) => url.pathname === '/o/oauth2/v2/auth');
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await expect(page.getByText(E2E_GOOGLE_ACCOUNT.email)).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();

  // Back on Installed Apps: said once, the address cleaned, the account with every calendar.
  await page.waitForURL((url) => url.pathname === '/apps/installed');
  await expect(page.getByText(appsMessages.connectedMessage('Google Calendar'))).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  const card = page.getByRole('listitem', { name: E2E_GOOGLE_ACCOUNT.email });
  await expect(card).toContainText('Google Calendar');
  const list = card.getByRole('list', { name: `Calendars of ${E2E_GOOGLE_ACCOUNT.email}` });
  await expect(list).toContainText(E2E_GOOGLE_ACCOUNT.email);
  await expect(list).toContainText(E2E_GOOGLE_SECONDARY);
  await expect(card).not.toContainText(oauthAppMessages.reconnectNeeded);

  // The App Store now says it is installed.
  await page.goto('/apps');
  await expect(google.getByRole('link', { name: appsMessages.installedBadge })).toBeVisible();
});

// A host connects Microsoft 365 (the fake's work account, with a calendar shared with it): first they
// press Deny on Microsoft's page and are told nothing was connected, then Allow.
test('Microsoft 365: Deny connects nothing and says so; Allow connects the account with its shared calendar', async ({
  page,
  request,
}) => {
  const creds = await registerUser(request);
  await signIn(page, creds);
  await page.goto('/apps');
  const microsoft = page
    .getByRole('list', { name: 'Calendars' })
    .getByRole('listitem', { name: 'Microsoft 365 / Outlook' });

  await microsoft.getByRole('button', { name: 'Connect Microsoft 365 / Outlook' }).click();
  await page.waitForURL((url) => url.pathname === '/common/oauth2/v2.0/authorize');
  await expect(page.getByRole('heading', { name: 'Permissions requested' })).toBeVisible();
  await page.getByRole('button', { name: 'Deny' }).click();
  await page.waitForURL((url) => url.pathname === '/apps/installed');
  await expect(page.getByText(oauthAppMessages.denied)).toBeVisible();
  await expect(page.getByRole('listitem', { name: E2E_MICROSOFT_ACCOUNT.email })).toHaveCount(0);

  await page.goto('/apps');
  await microsoft.getByRole('button', { name: 'Connect Microsoft 365 / Outlook' }).click();
  await page.waitForURL((url) => url.pathname === '/common/oauth2/v2.0/authorize');
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((url) => url.pathname === '/apps/installed');
  await expect(page.getByText(appsMessages.connectedMessage('Microsoft 365 / Outlook'))).toBeVisible();
  const card = page.getByRole('listitem', { name: E2E_MICROSOFT_ACCOUNT.email });
  const list = card.getByRole('list', { name: `Calendars of ${E2E_MICROSOFT_ACCOUNT.email}` });
  await expect(list).toContainText('Calendar');
  await expect(list).toContainText(E2E_MICROSOFT_SHARED);
  await expect(card).not.toContainText(oauthAppMessages.reconnectNeeded);
});

// Zoom is set up by an app admin in Admin → Apps (not by the environment), then a host connects it,
// meets on it, and an invitee's booking page gives the meeting's join link.
test('Zoom: not set up, then an app admin sets it up; a host connects it and a booking gets its join link', async ({
  browser,
  page,
  request,
}) => {
  const host = await berlinHost(request);
  await signIn(page, host.creds);
  await page.goto('/apps');
  const zoom = page.getByRole('listitem', { name: 'Zoom' });
  // Not set up on this server yet: said, not an error, nothing to press.
  await expect(zoom).toContainText(oauthAppMessages.notSetUp);
  await expect(zoom.getByRole('button')).toHaveCount(0);

  // The app admin enters Zoom's client in Admin → Apps.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminCreds = await registerUser(request);
  await grantRole(adminCreds.email, 'app_admin');
  await signIn(admin, adminCreds);
  await admin.goto('/admin/apps');
  const form = admin.getByRole('form', { name: 'Zoom' });
  await form.getByLabel('Client ID').fill(E2E_ZOOM_CLIENT_ID);
  await form.getByLabel('Client secret').fill(E2E_ZOOM_CLIENT_SECRET);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toContainText('Set up');
  // The secret is never shown again.
  await admin.reload();
  await expect(admin.getByRole('form', { name: 'Zoom' }).getByLabel('Client secret')).toHaveValue('');
  await adminContext.close();

  // The host connects Zoom on Zoom's own page.
  await page.reload();
  await zoom.getByRole('button', { name: 'Connect Zoom' }).click();
  await page.waitForURL((url) => url.pathname === '/oauth/authorize');
  await expect(page.getByRole('heading', { name: 'Kairos would like to access your Zoom account' })).toBeVisible();
  await expect(page.getByText(E2E_ZOOM_ACCOUNT.email)).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((url) => url.pathname === '/apps/installed');
  await expect(page.getByText(appsMessages.connectedMessage('Zoom'))).toBeVisible();

  // The event type meets on Zoom; an invitee books; the booking page gives the meeting's link.
  const types = (await api(request, host.token, 'GET', '/api/event-types')) as { items: { id: string }[] };
  await api(request, host.token, 'PUT', `/api/event-types/${types.items[0]!.id}`, {
    name: '30 Min Meeting',
    slug: '30min',
    duration: 30,
    locations: [{ kind: 'video', provider: 'zoom', public: true }],
  });
  const invitee = await browser.newPage({ timezoneId: 'Europe/Berlin' });
  await invitee.goto(`/${host.username}/30min?month=2027-01&date=2027-01-18`);
  await invitee.getByRole('button', { name: '9:00 AM' }).click();
  const details = invitee.getByRole('region', { name: 'Enter your details' });
  await details.getByLabel('Name').fill('Grace Hopper');
  await details.getByLabel('Email').fill('grace@example.test');
  await details.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(invitee).toHaveURL(/\/booking\//);
  // The meeting is made just after the booking (through the outbox): the page shows where to join, with
  // its passcode, once it is.
  const where = invitee.getByRole('link', { name: /^https:\/\/us05web\.zoom\.us\/j\/\d+\?pwd=/ });
  await expect(async () => {
    await invitee.reload();
    await expect(where).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(where).toHaveAttribute('href', /^https:\/\/us05web\.zoom\.us\/j\/\d+\?pwd=/);
  await expect(invitee.getByText(/^Passcode: \w+$/)).toBeVisible();
  await invitee.close();
});
