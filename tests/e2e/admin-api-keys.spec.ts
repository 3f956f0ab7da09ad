import { expect, test } from '@playwright/test';
import { adminTexts } from '#shared/i18n/app/admin.ts';
import { adminUsersMessages } from '#shared/schemas/admin-users.ts';
import { accessToken, grantRole, registerUser, signIn } from './support/auth.ts';

/** Where the screenshots of this dialog go, to be looked at (not compared). */
const SHOTS = process.env.ADMIN_KEYS_SHOTS_DIR;

test('an app admin sees the API keys of a disabled account and revokes one', async ({ page, request }) => {
  const admin = await registerUser(request, { firstName: 'Root', lastName: 'Admin' });
  await grantRole(admin.email, 'app_admin');
  const owner = await registerUser(request, { firstName: 'Mallory', lastName: 'Example' });
  const token = await accessToken(request, owner);
  const made = await request.post('/api/api-keys', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'CRM sync', scopes: ['bookings:read', 'bookings:write'], expiresInDays: 90 },
  });
  expect(made.status()).toBe(201);
  const { key } = (await made.json()) as { key: string };
  expect((await request.get('/api/v1/me', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(200);

  await signIn(page, admin);
  await page.goto('/admin/users');
  await page.getByLabel(adminUsersMessages.searchLabel).fill(owner.email);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: owner.email });
  const menu = row.getByRole('button', { name: adminUsersMessages.rowActions(owner.email) });
  await menu.click();
  await page.getByRole('menuitem', { name: adminUsersMessages.disable }).click();
  await expect(row).toContainText('Disabled');
  // Disabling the account refuses its keys at once.
  expect((await request.get('/api/v1/me', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(401);

  await menu.click();
  await page.getByRole('menuitem', { name: adminTexts['admin.users.apiKeys'] }).click();
  const dialog = page.getByRole('dialog', { name: `API keys of ${owner.email}` });
  const item = dialog.getByRole('listitem', { name: 'CRM sync' });
  await expect(item).toContainText(`${key.slice(0, 20)}…`);
  await expect(item).toContainText('bookings:read, bookings:write');
  await expect(item).toContainText(/Last used .*Expires/);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/admin-keys-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/admin-keys-dark.png` });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/admin-keys-phone.png` });
  }

  await item.getByRole('button', { name: 'Revoke CRM sync' }).click();
  const confirm = page.getByRole('dialog', { name: adminTexts['admin.keys.revokeTitle'] });
  await expect(confirm).toContainText(owner.email);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-keys-confirm-phone.png` });
  await confirm.getByRole('button', { name: adminTexts['admin.keys.revoke'] }).click();
  await expect(page.getByText(adminTexts['admin.keys.revoked'], { exact: true }).first()).toBeVisible();
  await expect(item).toContainText('Revoked');
  await expect(item.getByRole('button')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-keys-revoked-phone.png` });

  // Enabled again, the account's revoked key stays refused.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await menu.click();
  await page.getByRole('menuitem', { name: adminUsersMessages.enable }).click();
  await expect(row).toContainText('Active');
  expect((await request.get('/api/v1/me', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(401);
});
