import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import { E2E_CLOCK_FILE, E2E_DATA_DIR, E2E_PORT } from '../../playwright.config.ts';
import { readLatestEmail, registerUser, signIn } from './support/auth.ts';
import { serverClockBack } from './support/clock.ts';

const storedTokens = (page: Page) =>
  page.evaluate(
    ([a, r]) => ({ accessToken: localStorage.getItem(a!), refreshToken: localStorage.getItem(r!) }),
    [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY],
  );

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('wrong password shows Login Failed with the server error', async ({ page, request }) => {
  const user = await registerUser(request);
  await page.goto('/login');
  await fillLogin(page, user.email, 'not-the-password-1');
  await expect(page.getByText(messages.loginFailed, { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedTokens(page)).accessToken).toBeNull();
});

test('an empty sign-in form asks for both fields without calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(messages.loginMissingFields)).toBeVisible();
});

test('the login page leads to registration and to the forgot-password page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: messages.createAccount }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText(messages.passwordHint)).toBeVisible();
  await page.goto('/login');
  await page.getByRole('link', { name: messages.forgotPassword }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('register, verify from the email, sign in, stay signed in on reload, sign out', async ({ page, request }) => {
  const email = `journey-${Date.now()}@example.test`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Journey');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('journey-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/check your email/i).first()).toBeVisible();

  const mail = await readLatestEmail(email, { subject: /verify/i });
  expect(mail.link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_PORT}/verify-email\\?token=`));
  await page.goto(mail.link!);
  await expect(page.getByText(messages.verificationSucceeded)).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await fillLogin(page, email, 'journey-pass-1');
  await page.waitForURL((url) => url.pathname === '/');
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Journey Tester/ })).toBeVisible();
  const { refreshToken } = await storedTokens(page);
  expect(refreshToken).toBeTruthy();

  await page.getByRole('button', { name: /Journey Tester/ }).hover();
  await page.getByRole('menuitem', { name: messages.signOut }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });
  // docs/product.md#server-sign-out: the refresh token was revoked on the server, not just forgotten.
  const reuse = await request.post('/api/auth/refresh-token', { data: { refreshToken } });
  expect(reuse.status()).toBe(401);
  // Signed out for real: the dashboard sends back to /login.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a used verification link shows the error state with a way to sign in', async ({ page, request }) => {
  const user = await registerUser(request);
  const mail = await readLatestEmail(user.email, { subject: /verify/i });
  await page.goto(mail.link!);
  await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  await page.goto('/verify-email');
  await expect(page.getByText(messages.noVerificationToken)).toBeVisible();
});

test('forgot password, reset from the email, sign in with the new password', async ({ page, request }) => {
  const user = await registerUser(request);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/we have sent a link to reset your password/)).toBeVisible();

  const mail = await readLatestEmail(user.email, { subject: /reset/i });
  await page.goto(mail.link!);
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(messages.passwordTooShort)).toBeVisible();
  await page.getByLabel('New password').fill('fresh-password-9');
  await page.getByLabel('Confirm password').fill('fresh-password-8');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(messages.passwordsDoNotMatch)).toBeVisible();
  await page.getByLabel('Confirm password').fill('fresh-password-9');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(messages.resetSucceeded, { exact: true })).toBeVisible();

  await fillLogin(page, user.email, user.password);
  await expect(page.getByText(messages.loginFailed, { exact: true })).toBeVisible();
  await signIn(page, { email: user.email, password: 'fresh-password-9' });
  await expect(page).toHaveURL(/\/$/);
});

test('the reset page without a token says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText(messages.invalidResetToken)).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);
});

test.describe('with access tokens that expire after 3 seconds', () => {
  // A second server of the same build, so only this journey runs with short-lived tokens.
  const port = E2E_PORT + 1000;
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = `${E2E_DATA_DIR}-short-tokens`;
  // Its test clock (docs/operations.md#test-clock): moved past the tokens' expiry instead of waiting.
  const clockFile = `${E2E_CLOCK_FILE}-short-tokens`;
  let server: ChildProcess;
  test.use({ baseURL });

  /** Moves the server's clock past `accessToken`'s expiry, and waits until the server refuses it (it reads the file within 200 ms). */
  async function expire(request: APIRequestContext, accessToken: string) {
    await writeFile(clockFile, '4000');
    await expect
      .poll(async () =>
        (await request.get('/api/preferences', { headers: { authorization: `Bearer ${accessToken}` } })).status(),
      )
      .toBe(401);
  }

  test.beforeAll(async () => {
    server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        APP_URL: baseURL,
        LOG_LEVEL: 'warn',
        ACCESS_TOKEN_TTL_SECONDS: '3',
        NODE_ENV: 'test',
        TEST_CLOCK_FILE: clockFile,
      },
      stdio: 'inherit',
    });
    for (let i = 0; ; i++) {
      const ok = await fetch(`${baseURL}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 150) throw new Error('the short-token server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  });
  test.afterEach(async () => serverClockBack(clockFile));
  test.afterAll(() => {
    server.kill('SIGTERM');
  });

  test('an expired access token is refreshed transparently', async ({ page, request }) => {
    const user = await registerUser(request, {}, dataDir);
    await signIn(page, user);
    const before = await storedTokens(page);
    // Every refresh from here on: the page renews a token about to expire on its own calls (the live
    // stream, a poll), so on a slow machine the renewal can come before the reload, not after it.
    const refreshes: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/auth/refresh-token')) refreshes.push(r.status());
    });
    await expire(request, before.accessToken!);

    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /Ada Lovelace/ })).toBeVisible();
    await expect.poll(() => refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.every((status) => status === 200)).toBe(true);
    const after = await storedTokens(page);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    // Rotation: the old refresh token is spent; within the grace window (ADR 042) it still answers,
    // with its successor, not itself (the API tests show the rest).
    const replay = await request.post('/api/auth/refresh-token', { data: { refreshToken: before.refreshToken } });
    expect(replay.status()).toBe(200);
    expect(((await replay.json()) as { refreshToken: string }).refreshToken).not.toBe(before.refreshToken);
  });

  test('two tabs whose token expired both stay signed in, sharing the refreshed session', async ({ page, request }) => {
    const user = await registerUser(request, {}, dataDir);
    await signIn(page, user);
    const second = await page.context().newPage();
    await second.goto('/');
    await expect(second.getByRole('button', { name: /Ada Lovelace/ })).toBeVisible();
    // Every refresh either tab makes from here on (the live stream may make one while they wait).
    const refreshes: number[] = [];
    page.context().on('response', (r) => {
      if (r.url().endsWith('/api/auth/refresh-token')) refreshes.push(r.status());
    });
    await expire(request, (await storedTokens(page)).accessToken!);
    await Promise.all([page.reload(), second.reload()]);
    for (const tab of [page, second]) {
      await expect(tab).toHaveURL(/\/$/);
      await expect(tab.getByRole('button', { name: /Ada Lovelace/ })).toBeVisible();
    }
    await page.waitForTimeout(500);
    // Refreshed, never refused: the tab that lost the race is not taken for a thief (ADR 042).
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.every((status) => status === 200)).toBe(true);
    expect((await storedTokens(second)).refreshToken).toBe((await storedTokens(page)).refreshToken);
  });
});
