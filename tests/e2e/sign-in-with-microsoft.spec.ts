import { expect, type Page, test } from '@playwright/test';
import { signInMessages } from '#shared/sign-in.ts';
import { E2E_MICROSOFT_SIGN_UP, E2E_MICROSOFT_UNPROVEN } from '../fakes/e2e-fakes.ts';
import { readLatestEmail } from './support/auth.ts';

// Issue 42: "Continue with Microsoft" through the whole browser flow, against the fake Microsoft the
// e2e server was configured with (tests/fakes/e2e-fakes.ts): the consent page, the return page, the
// new account's calendar offer, Settings → Security; and an address Microsoft does not vouch for
// (no `xms_edov`, ADR 053), which becomes an account only after the code emailed to it.

/** Microsoft's consent page (the fake's): picks the account and allows. */
async function allowAs(page: Page, account: { email: string; name: string }) {
  await page.waitForURL((url) => /\/oauth2\/v2\.0\/authorize$/.test(url.pathname));
  await page.getByLabel(`${account.name} <${account.email}>`).check();
  await page.getByRole('button', { name: 'Allow' }).click();
}

test('signs up with Microsoft when the domain’s owner verified the address, and signs in with it again', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
  await allowAs(page, E2E_MICROSOFT_SIGN_UP);

  // A new account: the offer to connect its Outlook calendar in one click.
  await page.waitForURL((url) => url.pathname === '/sign-in/welcome');
  await expect(page.getByRole('heading', { name: 'Welcome to Kairos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Microsoft 365 / Outlook' })).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/settings/security');
  const list = page.getByRole('list', { name: 'Connected accounts' });
  await expect(list).toContainText(E2E_MICROSOFT_SIGN_UP.email);
  await expect(list).toContainText('Your only way to sign in');

  // Signed out, Microsoft signs the same person in again, straight to the dashboard.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
  await allowAs(page, E2E_MICROSOFT_SIGN_UP);
  await page.waitForURL((url) => url.pathname === '/');
});

test('an address Microsoft does not vouch for becomes an account only with the code emailed to it', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
  await allowAs(page, E2E_MICROSOFT_UNPROVEN);

  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await expect(page.getByText(E2E_MICROSOFT_UNPROVEN.email)).toBeVisible();
  const email = await readLatestEmail(E2E_MICROSOFT_UNPROVEN.email);
  const code = /(\d{8})/.exec(email.subject)?.[1];
  expect(code, email.subject).toBeDefined();
  await page.getByLabel('Code from the email').fill(code === '00000000' ? '11111111' : '00000000');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByText(signInMessages.wrongCode).first()).toBeVisible();
  await page.getByLabel('Code from the email').fill(code!);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/sign-in/welcome' || url.pathname === '/');

  await page.goto('/settings/security');
  await expect(page.getByRole('list', { name: 'Connected accounts' })).toContainText(E2E_MICROSOFT_UNPROVEN.email);
});
