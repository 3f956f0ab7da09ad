import { expect, type Locator, type Page, test } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { type Credentials, grantRole, registerUser, signIn } from './support/auth.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

/** Presses Tab until `target` has focus, as a keyboard user would (fails if it never does). */
async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test.describe('accessibility of every screen', () => {
  let user: Credentials;
  let companyAdmin: Credentials;
  let appAdmin: Credentials;
  let username: string;

  test.beforeAll(async ({ request }) => {
    user = await registerUser(request);
    companyAdmin = await registerUser(request);
    appAdmin = await registerUser(request);
    await grantRole(companyAdmin.email, 'company_admin');
    await grantRole(appAdmin.email, 'app_admin');
  });

  test('signed-out screens', async ({ page }) => {
    const screens: [string, string, RegExp | string][] = [
      ['login', '/login', 'Sign in'],
      ['register', '/register', /create/i],
      ['forgot password', '/forgot-password', /reset|email/i],
      ['reset password without a token', '/reset-password', messages.invalidResetToken],
      ['reset password with a token', '/reset-password?token=abc', /password/i],
      ['verify email without a token', '/verify-email', messages.noVerificationToken],
      ['download', '/download', /download/i],
      ['404', '/this/does/not/exist', '404 Page Not Found'],
    ];
    for (const [name, path, text] of screens) {
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
      await expectNoSeriousViolations(page, name);
    }
  });

  test('the dashboard, the create dialog and the settings pages', async ({ page }) => {
    await signIn(page, user);
    await expect(page.getByRole('heading', { name: messages.eventTypes, level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'dashboard (empty)');

    await page.getByRole('button', { name: messages.newEventType, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Event Type' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'create dialog');
    await dialog.getByLabel(messages.eventName).fill('Accessible call');
    await dialog.getByRole('button', { name: messages.createEventType }).click();
    await expect(dialog).toBeHidden();
    await expectNoSeriousViolations(page, 'dashboard (one event type, toast shown)');

    await page.goto('/settings/profile');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expectNoSeriousViolations(page, 'settings: profile');
    await page.getByLabel('Username').fill(`a11y-${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(messages.profileUpdated).first()).toBeVisible();
    username = await page.getByLabel('Username').inputValue();

    await page.goto('/settings/appearance');
    await expect(page.getByText('Dashboard theme').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'settings: appearance');

    await page.goto(`/${username}`);
    await expect(page.getByText('Accessible call')).toBeVisible();
    await expectNoSeriousViolations(page, 'public page');
  });

  test('the admin screens', async ({ page }) => {
    await signIn(page, companyAdmin);
    await page.goto('/settings/domains');
    await expect(page.getByText(/Use a Subdomain/i).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'settings: domains');

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, appAdmin);
    await page.goto('/admin/dns');
    await expect(page.getByText(/Cloudflare|API Token/i).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'admin: DNS');

    await page.goto('/admin/users');
    await expect(page.getByRole('table').getByText(appAdmin.email)).toBeVisible();
    await expectNoSeriousViolations(page, 'admin: users');
    await page.getByRole('button', { name: `Actions for ${appAdmin.email}` }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin: users, row menu');

    await page.goto('/admin/audit-log');
    await expect(page.getByText(`changed the role of ${appAdmin.email}`)).toBeVisible();
    await expectNoSeriousViolations(page, 'admin: audit log');
  });
});

test.describe('keyboard only', () => {
  test('creates an event type through the dialog, dismisses the toast and uses the user menu', async ({
    page,
    request,
  }) => {
    const creds = await registerUser(request);
    await signIn(page, creds);

    // The create dialog: opened, filled and submitted without a pointer.
    const newButton = page.getByRole('button', { name: messages.newEventType, exact: true });
    await tabTo(page, newButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create New Event Type' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Escape closes it without creating anything.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus goes back to the button that opened it.
    await expect(newButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByLabel(messages.eventName));
    await page.keyboard.type('Keyboard call');
    await expect(dialog.getByLabel(messages.urlSlug)).toHaveValue('keyboard-call');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const toast = page.getByText(messages.eventTypeCreated, { exact: true });
    await expect(toast).toBeVisible();
    await expect(page.getByText('Keyboard call', { exact: true })).toBeVisible();

    // The toast: F8 moves focus to the notifications, Escape dismisses the toast.
    await page.keyboard.press('F8');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toast).toBeHidden();

    // The user menu: opened with Enter, walked with the arrows, an item chosen with Enter.
    const trigger = page.locator('[aria-haspopup="menu"]').filter({ hasText: `${creds.firstName} ${creds.lastName}` });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: messages.myProfile })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: messages.mySettings })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings\/appearance$/);
  });
});
