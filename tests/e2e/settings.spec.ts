import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { messages } from '#shared/messages.ts';
import { accessToken, registerUser, signIn } from './support/auth.ts';

const uniqueUsername = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

async function saveProfileUsername(page: Page, username: string) {
  await page.goto('/settings/profile');
  const update = page.getByRole('button', { name: messages.update });
  await expect(update).toBeDisabled();
  await page.getByLabel(messages.username).fill(username);
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByText(messages.profileUpdated, { exact: true })).toBeVisible();
  await expect(update).toBeDisabled();
}

test('a username gives a public page that signed-out visitors see in the chosen theme and colour', async ({
  page,
  request,
  browser,
}) => {
  const creds = await registerUser(request, { firstName: 'Grace', lastName: 'Hopper' });
  const token = await accessToken(request, creds);
  const headers = { authorization: `Bearer ${token}` };
  for (const [name, slug] of [
    ['Intro call', 'intro-call'],
    ['Secret meeting', 'secret-meeting'],
  ]) {
    const res = await request.post('/api/event-types', {
      headers,
      data: { name, slug, description: `${name} description`, duration: 20 },
    });
    expect(res.ok(), await res.text()).toBe(true);
    if (slug === 'secret-meeting') {
      const { id } = (await res.json()) as { id: string };
      await request.patch(`/api/event-types/${id}/toggle`, { headers, data: { isVisible: false } });
    }
  }

  await signIn(page, creds);
  const username = uniqueUsername();
  await saveProfileUsername(page, username.toUpperCase());
  // Saved lowercase, and the field shows what was saved.
  await expect(page.getByLabel(messages.username)).toHaveValue(username);
  // After a reload the session is rebuilt from the stored access token: it must name the new username.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(atob(localStorage.getItem('accessToken')!.split('.')[1]!)).username))
    .toBe(username);
  await page.goto('/');
  await expect(page.getByText(`/${username}/intro-call`)).toBeVisible();

  await page.goto('/settings/appearance');
  await page.getByRole('group', { name: messages.bookingPageTheme }).getByText('Dark', { exact: true }).click();
  await page.getByLabel('Brand color (dark theme)', { exact: true }).fill('#FF5500');
  await page.getByRole('button', { name: messages.update }).click();
  await expect(page.getByText(messages.appearanceUpdated, { exact: true })).toBeVisible();

  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/${username}`);
  await expect(publicPage.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  // Booking is built: the page no longer says it is coming soon (docs/product.md#public-page).
  await expect(publicPage.getByText(/coming soon/i)).toHaveCount(0);
  await expect(publicPage.getByRole('link', { name: /Intro call/ })).toHaveAttribute('href', `/${username}/intro-call`);
  await expect(publicPage.getByText('Secret meeting')).toHaveCount(0);
  await expect(publicPage.locator('html')).toHaveClass(/dark/);
  // No picture: the initials sit on the dark-theme brand colour.
  expect(await backgroundOf(publicPage, '[role="img"][aria-label="Grace Hopper"]')).toBe('rgb(255, 85, 0)');

  // The copied event-type link (docs/product.md#own-links) opens a page, not a 404.
  await publicPage.getByRole('link', { name: /Intro call/ }).click();
  await expect(publicPage.getByRole('heading', { name: 'Intro call' })).toBeVisible();
  await expect(publicPage).toHaveURL(new RegExp(`/${username}/intro-call$`));

  await publicPage.goto('/no-such-person-here');
  await expect(publicPage.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await visitor.close();
});

test('the dashboard theme and brand colour apply to the app as soon as they are saved', async ({ page, request }) => {
  const creds = await registerUser(request);
  await signIn(page, creds);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/settings/appearance');
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  const update = page.getByRole('button', { name: messages.update });
  await expect(update).toBeDisabled();
  await page.getByRole('group', { name: messages.dashboardTheme }).getByText('Dark', { exact: true }).click();
  await expect(update).toBeEnabled();
  // Going back to the loaded choice disables Update again.
  await page.getByRole('group', { name: messages.dashboardTheme }).getByText('System default').click();
  await expect(update).toBeDisabled();
  await page.getByRole('group', { name: messages.dashboardTheme }).getByText('Dark', { exact: true }).click();
  await page.getByLabel('Brand color (dark theme)', { exact: true }).fill('#ffdd00');
  await update.click();
  await expect(page.getByText(messages.appearanceUpdated, { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);

  // A bg-brand button takes the colour, with black text because yellow is light.
  await page.goto('/settings/profile');
  await page.getByLabel(messages.about).fill('Changed');
  const button = page.getByRole('button', { name: messages.update });
  await expect(button).toHaveCSS('background-color', 'rgb(255, 221, 0)');
  await expect(button).toHaveCSS('color', 'rgb(0, 0, 0)');

  // After a reload the saved look is still there; 'System default' then follows the OS.
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.goto('/settings/appearance');
  await page.getByRole('group', { name: messages.dashboardTheme }).getByText('System default').click();
  await page.getByRole('button', { name: messages.update }).click();
  await expect(page.getByText(messages.appearanceUpdated, { exact: true })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('a profile picture can be uploaded and removed, and a text file posing as .png is refused', async ({
  page,
  request,
}) => {
  const creds = await registerUser(request, { firstName: 'Alan', lastName: 'Turing' });
  await signIn(page, creds);
  await page.goto('/settings/profile');
  await expect(page.getByRole('img', { name: 'Alan Turing' })).toHaveText('AT');

  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
  await page.getByLabel('Profile picture file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Profile picture updated.', { exact: true })).toBeVisible();
  const picture = page.locator('img[alt="Alan Turing"]');
  await expect(picture).toHaveAttribute('src', /\/api\/public\/avatars\/[a-f0-9]+$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

  await page.getByLabel('Profile picture file').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('I am only text'),
  });
  await expect(page.getByText('The picture must be a PNG, JPEG or WebP image.', { exact: true })).toBeVisible();
  await expect(picture).toBeVisible();

  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Profile picture removed.', { exact: true })).toBeVisible();
  await expect(page.locator('img[alt="Alan Turing"]')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Alan Turing' })).toHaveText('AT');
});

test('deleting the account signs out, and the account can no longer sign in', async ({ page, request }) => {
  const creds = await registerUser(request);
  await signIn(page, creds);
  await page.goto('/settings/profile');
  await page.getByRole('button', { name: messages.deleteAccount }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(messages.deleteAccountConfirm)).toBeVisible();
  await dialog.getByRole('button', { name: messages.deleteAccount }).click();
  await expect(page.getByText(messages.accountDeleted, { exact: true })).toBeVisible();
  await expect(page.getByText(messages.accountDeletedText, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(creds.email);
  await page.getByLabel('Password').fill(creds.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(messages.loginFailed, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the day the week starts on is saved with the appearance and read back', async ({ page, request }) => {
  const creds = await registerUser(request);
  await signIn(page, creds);
  await page.goto('/settings/appearance');
  const weekStart = page.getByLabel('Week starts on');
  await expect(weekStart).toHaveValue('1'); // Monday until chosen
  await weekStart.selectOption({ label: 'Sunday' });
  await page.getByRole('button', { name: messages.update }).click();
  await expect(page.getByText(messages.appearanceUpdated, { exact: true })).toBeVisible();

  // The page reads it back from the server after a reload.
  await page.reload();
  await expect(page.getByLabel('Week starts on')).toHaveValue('0');
});
