import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { api, berlinHost, newYorkPhone as phone } from './support/booking.ts';

// A booker page arrives with its first open times drawn by the server (ADR 020): on a phone's slow
// link a person can tap a time before the app's JavaScript has arrived, in their own zone.

/** An invitee's phone in New York, on slow 3G with a 4× slower CPU (as bench/phone.ts). */
async function slowPhone(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}
/** Console errors and CSP violations of a page. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Holds the app's entry script until `release()`: the page as it is before its JavaScript arrives. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('on a slow phone a time can be tapped before the app has started, and the app then opens its form', async ({
  browser,
  request,
}) => {
  // Monday 18 January 2027, 09:00–11:00 in Berlin: 3:00 to 4:30 AM in New York.
  const host = await berlinHost(request);
  const context = await browser.newContext(phone);
  const page = await slowPhone(context);
  const problems = problemsOf(page);
  const release = await holdEntryScript(page);
  await page.goto(`/${host.username}/30min?month=2027-01&date=2027-01-18`, { waitUntil: 'commit' });

  const times = page.getByRole('list', { name: 'Open times' }).getByRole('button');
  await expect(times).toHaveText(['3:00 AM', '3:30 AM', '4:00 AM', '4:30 AM']);
  await expect(page.getByRole('heading', { name: 'Monday 18 January' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '30 Min Meeting' })).toBeVisible();
  // Nothing of the app has run: the entry script is still held.
  expect(await page.evaluate(() => document.querySelector('[aria-label="Choose a day"]'))).toBeNull();
  await expect(times.nth(1)).toBeEnabled();
  await times.nth(1).tap();
  await expect(times.nth(1)).toHaveAttribute('aria-pressed', 'true');

  release();
  const form = page.getByRole('region', { name: 'Enter your details' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('3:30 AM', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/slot=2027-01-18T08%3A30%3A00\.000Z|slot=2027-01-18T08:30:00\.000Z/);
  expect(problems).toEqual([]);
  await context.close();
});

test('the server-drawn times are in the visitor’s zone and match what the app shows once it has started', async ({
  browser,
  request,
}) => {
  const host = await berlinHost(request);
  const context = await browser.newContext({ ...phone, timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  const problems = problemsOf(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) asked.push(r.url());
  });
  const release = await holdEntryScript(page);
  // 09:00–11:00 Monday in Berlin is 5:00–7:00 PM Monday in Tokyo.
  await page.goto(`/${host.username}/30min?month=2027-01&date=2027-01-18`, { waitUntil: 'commit' });
  const times = page.getByRole('list', { name: 'Open times' }).getByRole('button');
  const before = ['5:00 PM', '5:30 PM', '6:00 PM', '6:30 PM'];
  await expect(times).toHaveText(before);
  await expect(page.getByRole('heading', { name: 'Monday 18 January' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('first-view-light.png'), fullPage: true });

  release();
  await expect(page.getByRole('grid', { name: 'January 2027' })).toBeVisible();
  await expect(times).toHaveText(before);
  await expect(page.getByRole('heading', { name: 'Monday 18 January' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('app-light.png'), fullPage: true });
  // The app started from the answers in the page: it asked the API for neither.
  expect(asked).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test('looks the same in dark mode before and after the app starts', async ({ browser, request }) => {
  const host = await berlinHost(request);
  const context = await browser.newContext({ ...phone, colorScheme: 'dark' });
  const page = await context.newPage();
  const release = await holdEntryScript(page);
  await page.goto(`/${host.username}/30min?month=2027-01&date=2027-01-18`, { waitUntil: 'commit' });
  await expect(page.getByRole('list', { name: 'Open times' }).getByRole('button').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await page.screenshot({ path: test.info().outputPath('first-view-dark.png'), fullPage: true });
  release();
  await expect(page.getByRole('grid', { name: 'January 2027' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('app-dark.png'), fullPage: true });
  await context.close();
});

test('what a host typed is shown as text, before and after the app starts, and never runs', async ({
  browser,
  request,
}) => {
  const host = await berlinHost(request);
  await api(request, host.token, 'PUT', '/api/profile', {
    first_name: '</script><script>window.__xss=1</script>',
    last_name: 'Host',
    username: host.username,
    about: '',
  });
  await api(request, host.token, 'POST', '/api/event-types', {
    name: 'Intro <b>call</b>',
    slug: 'intro',
    description: '<img src=x onerror="window.__xss=1">',
    duration: 30,
  });
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const problems = problemsOf(page);
  const release = await holdEntryScript(page);
  await page.goto(`/${host.username}/intro`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Intro <b>call</b>' })).toBeVisible();
  await expect(page.getByText('<img src=x onerror="window.__xss=1">')).toBeVisible();
  await expect(page.getByText('</script><script>window.__xss=1</script> Host').first()).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll('img, b').length)).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

  release();
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByText('<img src=x onerror="window.__xss=1">')).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(problems).toEqual([]);
  await context.close();
});

/** Counts every layout shift of the page from its start (cumulative layout shift), as `window.__cls`. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const global = window as { __cls?: number };
    global.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) global.__cls! += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const lang of ['en', 'de']) {
  test(`the app takes over the first view without a jump: the same day picked, the first time in place (${lang})`, async ({
    browser,
    request,
  }) => {
    const host = await berlinHost(request);
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const problems = problemsOf(page);
    await watchLayoutShifts(page);
    const release = await holdEntryScript(page);
    // No ?date=: the link a host shares. The first open day of January 2027 is Monday the 4th.
    await page.goto(`/${host.username}/30min?month=2027-01&lang=${lang}`, { waitUntil: 'commit' });
    const times = page.locator('ul[aria-label] button[aria-pressed]');
    await expect(times.first()).toBeVisible();
    const dayHeading = page.locator('section[aria-label] h2').last();
    const look = async () => ({
      box: await times.first().boundingBox(),
      times: await times.allTextContents(),
      heading: await dayHeading.textContent(),
      scrollY: await page.evaluate(() => window.scrollY),
    });
    // Scrolled a little, as a thumb does while the app loads.
    await page.evaluate(() => window.scrollTo(0, 120));
    const before = await look();
    await page.screenshot({ path: test.info().outputPath(`first-view-${lang}.png`) });

    release();
    await expect(page.getByRole('grid')).toBeVisible({ timeout: 30_000 });
    // The app's own day is picked: the 4th, as the first view showed.
    await expect(page.getByRole('gridcell', { selected: true })).toHaveText('4');
    // Whatever the app does in its first frames has happened.
    await page.waitForTimeout(1_000);
    const after = await look();
    await page.screenshot({ path: test.info().outputPath(`app-${lang}.png`) });
    expect(after).toEqual(before);
    expect(await page.evaluate(() => (window as { __cls?: number }).__cls)).toBeLessThanOrEqual(0.05);
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('the Kairos mark under the booker leads an invitee nowhere, before and after the app starts', async ({
  browser,
  request,
}) => {
  const host = await berlinHost(request);
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const release = await holdEntryScript(page);
  await page.goto(`/${host.username}/30min?month=2027-01`, { waitUntil: 'commit' });
  const footer = page.locator('footer');
  // The app's address is its sign-in page, of no use to someone booking a time: a mark, not a link.
  await expect(footer).toHaveText('Kairos');
  await expect(footer.getByRole('link')).toHaveCount(0);
  release();
  await expect(page.getByRole('grid')).toBeVisible({ timeout: 30_000 });
  await expect(footer).toHaveText('Kairos');
  await expect(footer.getByRole('link')).toHaveCount(0);
  await context.close();
});
