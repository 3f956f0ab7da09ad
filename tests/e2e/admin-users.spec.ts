import { expect, type Page, test } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { adminUsersMessages } from '#shared/schemas/admin-users.ts';
import { authAnswers } from '#shared/schemas/auth.ts';
import { grantRole, registerUser, signIn } from './support/auth.ts';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test('an app admin finds an account, changes its role, disables, enables and deletes it', async ({
  page,
  browser,
  request,
}) => {
  const admin = await registerUser(request, { firstName: 'Root', lastName: 'Admin' });
  await grantRole(admin.email, 'app_admin');
  const target = await registerUser(request, { firstName: 'Grace', lastName: 'Hopper' });

  // The account is signed in elsewhere, in a browser of its own.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await signIn(theirs, target);

  await signIn(page, admin);
  await page.goto('/admin');
  await page.getByRole('complementary', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: adminUsersMessages.usersTitle })).toBeVisible();

  await page.getByLabel(adminUsersMessages.searchLabel).fill(target.email.toUpperCase());
  const rows = page.getByRole('table').getByRole('row');
  // The header row and the one account that matches.
  await expect(rows).toHaveCount(2);
  const row = rows.filter({ hasText: target.email });
  await expect(row).toContainText('Grace Hopper');
  await expect(row).toContainText('user');
  await expect(row).toContainText('Active');

  const menu = row.getByRole('button', { name: adminUsersMessages.rowActions(target.email) });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Make company admin' }).click();
  await expect(toasts(page).getByText(adminUsersMessages.roleChanged(target.email, 'company admin'))).toBeVisible();
  await expect(row).toContainText('company admin');

  // Disable with the keyboard: the menu button opens on Enter and its items are reached with the arrows.
  await menu.focus();
  await page.keyboard.press('Enter');
  const disable = page.getByRole('menuitem', { name: adminUsersMessages.disable });
  while (!(await disable.evaluate((el) => el === document.activeElement))) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText(adminUsersMessages.disabledDone(target.email))).toBeVisible();
  await expect(row).toContainText('Disabled');

  // Their open session ends on its next request, and signing in again is refused with a clear message.
  // No reload: the open page moves to Availability within the app (its schedule is not cached yet,
  // so the move makes a request; the profile is already cached for the sidebar's picture), and that
  // request is refused.
  await theirs.getByRole('link', { name: messages.availability }).click();
  await theirs.waitForURL((url) => url.pathname === '/login');
  await theirs.getByLabel('Email').fill(target.email);
  await theirs.getByLabel('Password').fill(target.password);
  await theirs.getByRole('button', { name: 'Sign in' }).click();
  await expect(toasts(theirs).getByText(authAnswers.accountDisabled)).toBeVisible();
  await expect(theirs).toHaveURL(/\/login$/);

  await menu.click();
  await page.getByRole('menuitem', { name: adminUsersMessages.enable }).click();
  await expect(toasts(page).getByText(adminUsersMessages.enabledDone(target.email))).toBeVisible();
  await expect(row).toContainText('Active');
  await signIn(theirs, target);

  // Deleting asks first, naming the account.
  await menu.click();
  await page.getByRole('menuitem', { name: adminUsersMessages.delete }).click();
  const dialog = page.getByRole('dialog', { name: adminUsersMessages.deleteTitle });
  await expect(dialog).toContainText(target.email);
  await dialog.getByRole('button', { name: adminUsersMessages.deleteConfirm }).click();
  await expect(toasts(page).getByText(adminUsersMessages.deletedDone(target.email))).toBeVisible();
  await expect(page.getByText(adminUsersMessages.noUsersMatch)).toBeVisible();

  // The audit log shows each action.
  await page.getByRole('complementary', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
  const log = page.getByRole('list', { name: adminUsersMessages.auditLogTitle });
  for (const line of [
    `${admin.email} deleted ${target.email}`,
    `${admin.email} enabled ${target.email}`,
    `${admin.email} disabled ${target.email}`,
    `${admin.email} changed the role of ${target.email} (user → company_admin)`,
    `${adminUsersMessages.commandLine} changed the role of ${admin.email} (user → app_admin)`,
  ]) {
    await expect(log.getByText(line)).toBeVisible();
  }
  await other.close();
});
