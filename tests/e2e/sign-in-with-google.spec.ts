import { expect, type Page, test } from '@playwright/test';
import { E2E_GOOGLE_EXISTING, E2E_GOOGLE_SIGN_UP } from '../fakes/e2e-fakes.ts';
import { registerUser } from './support/auth.ts';

// Issue 42: "Continue with Google" through the whole browser flow, against the fake Google the e2e
// server was configured with (tests/fakes/e2e-fakes.ts): Google's consent page, the return page, the
// new account's calendar offer, Settings → Security, and an existing account linked only with its password.

/** Google's consent page (the fake's): picks the account and allows. */
async function allowAs(page: Page, account: { email: string; name: string }) {
  await page.waitForURL((url) => url.pathname === '/o/oauth2/v2/auth');
  await page.getByLabel(`${account.name} <${account.email}>`).check();
  await page.getByRole('button', { name: 'Allow' }).click();
}

test('signs up with Google, skips the calendar for now, then sets a password so Google can be disconnected', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await allowAs(page, E2E_GOOGLE_SIGN_UP);

  // A new account: the offer to connect its Google Calendar in one click.
  await page.waitForURL((url) => url.pathname === '/sign-in/welcome');
  await expect(page.getByRole('heading', { name: 'Welcome to Kairos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Google Calendar' })).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/settings/security');
  const list = page.getByRole('list', { name: 'Connected accounts' });
  await expect(list).toContainText(E2E_GOOGLE_SIGN_UP.email);
  await expect(list).toContainText('Your only way to sign in');
  await expect(list.getByRole('button', { name: 'Disconnect' })).toBeDisabled();

  await page.getByLabel('New password').fill('a good password 42');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password has been saved.').first()).toBeVisible();
  await expect(page.getByLabel('Current password')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Disconnect' })).toBeEnabled();

  // Signed out, Google signs the same person in again, straight to the dashboard.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await allowAs(page, E2E_GOOGLE_SIGN_UP);
  await page.waitForURL((url) => url.pathname === '/');
});

test('an existing account with the same address is linked only once its password is given', async ({
  page,
  request,
}) => {
  const creds = await registerUser(request, { email: E2E_GOOGLE_EXISTING.email });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await allowAs(page, E2E_GOOGLE_EXISTING);

  await page.waitForURL((url) => url.pathname === '/sign-in/continue');
  await expect(page.getByRole('heading', { name: 'You already have an account' })).toBeVisible();
  // The ticket left the address bar.
  expect(new URL(page.url()).hash).toBe('');
  await page.getByLabel('Password of your Kairos account').fill('not the password 1');
  await page.getByRole('button', { name: 'Add Google and sign in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await page.getByLabel('Password of your Kairos account').fill(creds.password);
  await page.getByRole('button', { name: 'Add Google and sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/settings/security');
  await expect(page.getByRole('list', { name: 'Connected accounts' })).toContainText(E2E_GOOGLE_EXISTING.email);
});
