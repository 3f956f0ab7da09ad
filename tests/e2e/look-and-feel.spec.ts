import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { messages } from '#shared/messages.ts';
import { type Credentials, grantRole, registerUser, signIn } from './support/auth.ts';

/**
 * What a person sees, in light and dark mode, on a desktop and on a phone: real 404s, every page in
 * the system's colour scheme, layouts that hold at 390px, toasts that leave the next step free.
 */
const looks = [
  { name: 'light, desktop', colorScheme: 'light', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'dark, desktop', colorScheme: 'dark', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'light, phone', colorScheme: 'light', viewport: { width: 390, height: 844 }, phone: true },
  { name: 'dark, phone', colorScheme: 'dark', viewport: { width: 390, height: 844 }, phone: true },
] as const;

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function accessToken(request: APIRequestContext, creds: Credentials): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email: creds.email, password: creds.password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Gives the account this username through the profile API; returns the access token used. */
async function setUsername(request: APIRequestContext, creds: Credentials, username: string): Promise<string> {
  const token = await accessToken(request, creds);
  const res = await request.put('/api/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: { first_name: creds.firstName, last_name: creds.lastName, username, about: '' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return token;
}

/** WCAG relative luminance of the colour behind the point, from the nearest opaque background up the tree. */
async function backdropLuminance(page: Page, x: number, y: number): Promise<number> {
  return page.evaluate(
    ([px, py]) => {
      // Tailwind's colours are oklch(): let a canvas turn whatever the browser computed into sRGB.
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      let el: Element | null = document.elementFromPoint(px!, py!);
      while (el) {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = getComputedStyle(el).backgroundColor;
        ctx.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
        if (a! > 128) {
          const c = [r!, g!, b!].map((v) => {
            const x = v / 255;
            return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
        }
        el = el.parentElement;
      }
      return 1; // nothing painted: the canvas is white
    },
    [x, y],
  );
}

/** The page's backdrop (a corner, and the middle) is dark in dark mode and light in light mode. */
async function expectFollowsScheme(page: Page, scheme: 'light' | 'dark', what: string) {
  const { width, height } = page.viewportSize()!;
  for (const [x, y] of [
    [4, height - 4],
    // A quarter across: the page itself, not the sign-in pages' (always dark) marketing panel.
    [width / 4, height / 2],
  ] as const) {
    const luminance = await backdropLuminance(page, x, y);
    if (scheme === 'dark') expect(luminance, `${what} at ${x},${y}`).toBeLessThan(0.1);
    else expect(luminance, `${what} at ${x},${y}`).toBeGreaterThan(0.6);
  }
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function press(look: (typeof looks)[number], target: Locator) {
  // On a phone with touch, a tap; either way it fails if anything covers the control.
  if (look.phone) await target.tap({ timeout: 3_000 });
  else await target.click({ timeout: 3_000 });
}

async function openNavigation(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open navigation' }).click();
}

for (const look of looks) {
  test.describe(look.name, () => {
    test.use({
      colorScheme: look.colorScheme,
      viewport: look.viewport,
      hasTouch: look.phone,
      isMobile: look.phone,
    });

    test('app paths that do not exist show the 404 page, never a public page', async ({ page, request }) => {
      for (const path of [
        '/admin/unknown',
        '/settings/unknown',
        '/availability/unknown',
        '/bookings/upcoming',
        '/booking/abc/extra',
        '/teams/abc/extra/more',
        '/ADMIN/whatever',
        '/no/such/page',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: messages.notFound }), path).toBeVisible();
        await expect(page.getByText(/No one is using the username/)).toHaveCount(0);
        await expectFollowsScheme(page, look.colorScheme, path);
        await expect(page).toHaveTitle('Page not found · Kairos');
      }
      // Branded, with a way back.
      await expect(page.getByText('Kairos', { exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Go to Kairos' }).click();
      await expect(page).toHaveURL(/\/login$/);

      // Signed in, unknown app paths are still not found (and not someone's page).
      const creds = await registerUser(request);
      await signIn(page, creds);
      for (const path of ['/admin/unknown', '/settings/unknown', '/availability/unknown', '/admin']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: messages.notFound }), path).toBeVisible();
        await expectFollowsScheme(page, look.colorScheme, path);
      }
    });

    test('every signed-out page follows the system colour scheme, with one primary button style', async ({ page }) => {
      const pages: [string, string | null][] = [
        ['/login', 'Sign in'],
        ['/register', 'Create account'],
        ['/forgot-password', 'Send reset link'],
        ['/reset-password?token=abc', 'Reset password'],
        ['/verify-email', null],
        ['/download', null],
        ['/no-such-user-here', null],
        ['/no/such/page', null],
      ];
      for (const [path, primary] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading').first()).toBeVisible();
        await expect(page.locator('html'), path).toHaveClass(
          look.colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        await expectFollowsScheme(page, look.colorScheme, path);
        if (primary) {
          // The default brand colour, as the app's primary buttons use where nobody chose another.
          await expect(page.getByRole('button', { name: primary, exact: true }), path).toHaveCSS(
            'background-color',
            'rgb(0, 123, 255)',
          );
        }
      }
    });

    test('the Save toast on the domain page never covers Verify, the step it names', async ({ page, request }) => {
      const creds = await registerUser(request);
      await grantRole(creds.email, 'company_admin');
      await signIn(page, creds);
      await page.goto('/settings/domains');
      await page.getByLabel('Domain', { exact: true }).fill(`meet-${randomBytes(3).toString('hex')}.example.test`);
      await press(look, page.getByRole('button', { name: 'Save', exact: true }));

      const records = page.getByRole('region', { name: 'DNS records' });
      const verify = records.getByRole('button', { name: 'Verify' });
      const toast = toasts(page).getByRole('listitem').filter({ hasText: 'Domain saved' });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText('then press Verify.');
      // The next step has the focus, and nothing sits on top of it.
      await expect(verify).toBeFocused();
      expect(overlaps((await toast.boundingBox())!, (await verify.boundingBox())!)).toBe(false);
      await press(look, verify);
      await expect(records.getByText('Still expected', { exact: true }).first()).toBeVisible();
    });

    test('on the profile page the picture stays round, the fields keep their room, and the sidebar shows it', async ({
      page,
      request,
    }) => {
      const creds = await registerUser(request, { firstName: 'Ada', lastName: 'Lovelace' });
      // A long username: the longest a person can pick.
      const username = `ada-${randomBytes(18).toString('hex')}`.slice(0, 40);
      await setUsername(request, creds, username);
      await signIn(page, creds);
      await page.goto('/settings/profile');

      // A picture that is not square is still drawn as a circle.
      const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366ff' } })
        .png()
        .toBuffer();
      await page
        .getByLabel('Profile picture file')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await expect(toasts(page).getByText('Profile picture updated.', { exact: true })).toBeVisible();
      const picture = page.getByRole('main').locator('img[alt="Ada Lovelace"]');
      await expect(picture).toBeVisible();
      const pictureBox = (await picture.boundingBox())!;
      expect(pictureBox.width).toBe(80);
      expect(pictureBox.height).toBe(80);

      // The Google mark keeps its size.
      const mark = page.getByRole('region', { name: 'Connected accounts' }).locator('svg').first();
      expect((await mark.boundingBox())!.width).toBeGreaterThanOrEqual(19);

      // The host before the username gives way; the username field keeps most of the row.
      const field = page.getByLabel(messages.username);
      await expect(field).toHaveValue(username);
      const row = field.locator('..');
      const prefix = row.locator('span').first();
      const rowBox = (await row.boundingBox())!;
      expect((await prefix.boundingBox())!.width).toBeLessThanOrEqual(rowBox.width * 0.5 + 1);
      expect((await field.boundingBox())!.width).toBeGreaterThanOrEqual(rowBox.width * 0.5 - 1);
      await expect(prefix).toContainText('/');

      // The sidebar shows the uploaded picture, not initials.
      await openNavigation(page, look.phone);
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      const src = await picture.getAttribute('src');
      await expect(sidebar.locator('img')).toHaveAttribute('src', src!);
      const sidebarBox = (await sidebar.locator('img').boundingBox())!;
      expect(sidebarBox.width).toBeCloseTo(sidebarBox.height, 1);
    });

    test('the event type dialog cuts a long prefix with an ellipsis, and the chat button leaves the list end free', async ({
      page,
      request,
    }) => {
      const creds = await registerUser(request);
      const username = `grace-${randomBytes(17).toString('hex')}`.slice(0, 40);
      const token = await setUsername(request, creds, username);
      for (let i = 1; i <= 6; i++) {
        const created = await request.post('/api/event-types', {
          headers: { authorization: `Bearer ${token}` },
          data: { name: `Meeting ${i}`, slug: `meeting-${i}`, description: 'A meeting to book.', duration: 30 },
        });
        expect(created.status()).toBe(201);
      }
      await signIn(page, creds);

      // Scrolled to the end, the last card is not under the floating chat button.
      const cards = page.getByRole('list', { name: messages.eventTypes }).getByRole('listitem');
      await expect(cards).toHaveCount(6);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const chat = page.getByRole('button', { name: 'Chat with support' });
      const last = cards.last();
      await expect(last).toBeInViewport();
      expect(overlaps((await last.boundingBox())!, (await chat.boundingBox())!)).toBe(false);

      await page.getByRole('button', { name: messages.newEventType, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Event Type' });
      await dialog.getByLabel(messages.eventName).fill('Quick chat');
      const slug = dialog.getByLabel(messages.urlSlug);
      await expect(slug).toHaveValue('quick-chat');
      const prefix = slug.locator('..').locator('span').first();
      await expect(prefix).toHaveAttribute('title', `/${username}/`);
      const text = prefix.locator('span');
      // Cut with an ellipsis where it does not fit (a phone, or a long username), and the slug keeps its room.
      await expect(text).toHaveCSS('text-overflow', 'ellipsis');
      const cut = await text.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(cut).toBe(true);
      const rowBox = (await slug.locator('..').boundingBox())!;
      expect((await slug.boundingBox())!.width).toBeGreaterThanOrEqual(rowBox.width * 0.5 - 1);
    });
  });
}

test('pages name themselves in the tab: the page, or the person', async ({ page, request }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in · Kairos');
  await page.goto('/register');
  await expect(page).toHaveTitle('Sign up · Kairos');
  await page.goto('/forgot-password');
  await expect(page).toHaveTitle('Forgot Password · Kairos');

  const creds = await registerUser(request, { firstName: 'Ada', lastName: 'Lovelace' });
  const username = `ada-${randomBytes(4).toString('hex')}`;
  await setUsername(request, creds, username);
  await page.goto(`/${username}`);
  await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(page).toHaveTitle('Ada Lovelace · Kairos');
  await page.goto('/nobody-uses-this-name');
  await expect(page).toHaveTitle('This page could not be found · Kairos');

  await signIn(page, creds);
  await expect(page).toHaveTitle('Event Types · Kairos');
  await page.goto('/settings/profile');
  await expect(page).toHaveTitle('Profile · Kairos');
  await page.goto('/settings/appearance');
  await expect(page).toHaveTitle('Appearance · Kairos');
  await page.goto('/download');
  await expect(page).toHaveTitle('Download · Kairos');
});

test('the primary button follows the brand colour the user set', async ({ page, request }) => {
  const creds = await registerUser(request);
  const res = await request.put('/api/preferences', {
    headers: { authorization: `Bearer ${await accessToken(request, creds)}` },
    data: { theme: 'light', booking_page_theme: 'light', brand_color_light: '#0f766e', brand_color_dark: '#0f766e' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await signIn(page, creds);
  await expect(page.getByRole('button', { name: messages.newEventType, exact: true })).toHaveCSS(
    'background-color',
    'rgb(15, 118, 110)',
  );
});

test('too many sign-in attempts say how long to wait in minutes', async ({ page, request }) => {
  const creds = await registerUser(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(creds.email);
  await page.getByLabel('Password').fill('not-the-password-1');
  const signInButton = page.getByRole('button', { name: 'Sign in' });
  // The per-account limit (10 in 15 minutes) runs out; the next attempt is refused with the wait.
  for (let i = 0; i < 11; i++) {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await signInButton.click();
    if ((await answer).status() === 429) break;
  }
  await expect(toasts(page).getByText('Too many attempts. Try again in 15 minutes.', { exact: true })).toBeVisible();
});

test('registering says what the server said, the same whether or not the address was taken', async ({
  page,
  request,
}) => {
  const existing = await registerUser(request);
  const answers: string[] = [];
  for (const email of [existing.email, `new-${randomBytes(4).toString('hex')}@example.test`]) {
    await page.goto('/register');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('correct-horse-42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const toast = toasts(page).getByRole('listitem');
    await expect(toast).toContainText('Thanks for signing up! Please check your email to verify your account.');
    await expect(toast).not.toContainText('Account created');
    answers.push((await toast.textContent()) ?? '');
  }
  expect(answers[0]).toBe(answers[1]);
});

test("'No more results' ends only a list that had more than one page, or a search", async ({ page, request }) => {
  const creds = await registerUser(request);
  const token = await accessToken(request, creds);
  for (const [name, slug] of [
    ['Coffee Chat', 'coffee-chat'],
    ['Demo', 'demo'],
  ]) {
    const res = await request.post('/api/event-types', {
      headers: { authorization: `Bearer ${token}` },
      data: { name, slug, duration: 30 },
    });
    expect(res.status()).toBe(201);
  }
  await signIn(page, creds);
  const cards = page.getByRole('list', { name: messages.eventTypes }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(page.getByText(messages.noMoreResults)).toHaveCount(0);
  await page.getByLabel('Search event types').fill('coffee');
  await expect(cards).toHaveCount(1);
  await expect(page.getByText(messages.noMoreResults)).toBeVisible();
});
