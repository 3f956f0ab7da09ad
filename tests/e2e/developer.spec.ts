import { expect, test } from '@playwright/test';
import { apiKeyMessages } from '#shared/schemas/api-keys.ts';
import { registerUser, signIn } from './support/auth.ts';

/** Where the screenshots of this page go, to be looked at (not compared). */
const SHOTS = process.env.DEVELOPER_SHOTS_DIR;

test('a host makes an API key, copies it once, uses it on the public API, and revokes it', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const creds = await registerUser(request, { firstName: 'Ada', lastName: 'Lovelace' });
  await signIn(page, creds);
  await page.goto('/settings/developer');
  await expect(page.getByRole('heading', { name: 'Developer', level: 1 })).toBeVisible();
  await expect(page.getByText('No API keys yet.')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/developer-empty.png`, fullPage: true });

  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByLabel('Name').fill('CRM sync');
  await dialog.getByLabel('In 30 days').check();
  await dialog.getByLabel(/Read bookings/).check();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/developer-dialog.png` });
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const notice = page.getByRole('region', { name: 'Copy your new key' });
  await expect(notice).toBeVisible();
  const field = notice.getByLabel('API key CRM sync');
  const key = await field.inputValue();
  expect(key).toMatch(/^kairos_live_[A-Za-z0-9_-]{50,}$/);
  await notice.getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/developer-created.png`, fullPage: true });

  // The key works on the public API, with its scope only, and is refused by the app's own routes.
  const me = await request.get('/api/v1/me', { headers: { authorization: `Bearer ${key}` } });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ user: { email: creds.email }, key: { scopes: ['bookings:read'] } });
  const other = await request.get('/api/profile', { headers: { authorization: `Bearer ${key}` } });
  expect(other.status()).toBe(401);

  await notice.getByRole('button', { name: 'Done' }).click();
  await expect(notice).toBeHidden();
  const item = page.getByRole('listitem', { name: 'CRM sync' });
  await expect(item).toContainText(`${key.slice(0, 20)}…`);
  await expect(item).toContainText('bookings:read');
  // Reloaded, the page shows the prefix, never the key.
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'CRM sync' })).toBeVisible();
  expect(await page.content()).not.toContain(key);

  await page.getByRole('button', { name: 'Revoke CRM sync' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this API key?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(apiKeyMessages.revoked, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('No API keys yet.')).toBeVisible();
  const after = await request.get('/api/v1/me', { headers: { authorization: `Bearer ${key}` } });
  expect(after.status()).toBe(401);
});

test('the page fits a phone and reads in dark mode', async ({ browser, request }) => {
  const creds = await registerUser(request, { firstName: 'Grace', lastName: 'Hopper' });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await signIn(page, creds);
  await page.goto('/settings/developer');
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByLabel('Name').fill('Phone key');
  await dialog.getByLabel(/Read event types/).check();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/developer-phone-dialog.png` });
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByRole('region', { name: 'Copy your new key' })).toBeVisible();
  // Nothing wider than the screen: no sideways scrolling on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/developer-phone-dark.png`, fullPage: true });
  await context.close();
});
