import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { type Browser, expect, type FrameLocator, type Page, test } from '@playwright/test';
import { EMBED_MESSAGE_MARK } from '#shared/embed-protocol.ts';
import { embedMessages } from '#shared/schemas/embed.ts';
import { E2E_BASE_URL, E2E_PORT } from '../../playwright.config.ts';
import { signIn } from './support/auth.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { api, berlinHost, type Host } from './support/booking.ts';

/**
 * A host's own site on another loopback origin, embedding Kairos (ADR 031). One server answers as two
 * origins: http://localhost:<port> (the host lists it) and http://127.0.0.1:<port> (the host does not).
 */
const SITE_PORT = E2E_PORT + 10;
const LISTED = `http://localhost:${SITE_PORT}`;
const UNLISTED = `http://127.0.0.1:${SITE_PORT}`;

/** The host page: what it embeds (`body`), and every Kairos event it hears, kept in `window.heard`. */
function hostPage(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Our site</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;font-family:sans-serif"><header style="padding:16px"><h1>Our site</h1></header>
<main style="padding:0 16px">${body}</main>
<script>
  window.heard = [];
  window.raw = [];
  for (const type of ['ready', 'time_selected', 'booked', 'cancelled', 'height'])
    document.addEventListener('kairos:' + type, (event) => window.heard.push(event.detail));
  window.addEventListener('message', (event) => window.raw.push(event.data));
</script>
<script src="${E2E_BASE_URL}/embed.js" async></script></body></html>`;
}

/** A window on a third origin that posts a well-formed Kairos message to the page that frames it, then 'done'. */
const FOREIGN = `<!doctype html><script>
  parent.postMessage({ source: '${EMBED_MESSAGE_MARK}', type: 'booked', uid: 'forged', start: '2027-01-18T08:00:00Z' }, '*');
  parent.postMessage({ source: '${EMBED_MESSAGE_MARK}', type: 'height', height: 7 }, '*');
  parent.postMessage('done', '*');
</script>`;

let site: Server;
let pages: Record<string, string> = {};
let host: Host;

test.beforeAll(async ({ request }) => {
  host = await berlinHost(request);
  await api(request, host.token, 'PUT', '/api/embed-settings', { allowedOrigins: [LISTED] });
  const link = `${host.username}/30min`;
  pages = {
    '/inline': hostPage(
      `<div data-kairos-inline="${link}" data-kairos-prefill-name="Grace Hopper" data-kairos-brand="#0a7d4f"></div>`,
    ),
    '/popup': hostPage(`<p><a href="#" data-kairos-link="${link}" data-kairos-hide-details>Book with us</a></p>`),
    '/floating': hostPage(
      `<div data-kairos-floating="${link}" data-kairos-text="Talk to us" data-kairos-theme="dark"></div>`,
    ),
    '/forged': hostPage(
      `<div data-kairos-inline="${link}"></div><iframe title="Someone else" src="${UNLISTED}/foreign"></iframe>`,
    ),
    '/foreign': FOREIGN,
  };
  site = createServer((req, res) => {
    const page = pages[(req.url ?? '').split('?')[0]!];
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(page ?? 'not found');
  });
  await new Promise<void>((resolve) => site.listen(SITE_PORT, resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

async function berlinBrowser(browser: Browser, options: { viewport?: { width: number; height: number } } = {}) {
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB', ...options });
  return { context, page: await context.newPage() };
}

type Heard = { type: string; [key: string]: unknown };
const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);
const heardOf = async (page: Page, type: string) => (await heard(page)).filter((m) => m.type === type);

/** Goes to the month of 18 January 2027 (a Monday the host is open), one month at a time, and picks that day. */
async function pickMonday(frame: FrameLocator) {
  const grid = frame.getByRole('grid');
  for (let i = 0; i < 24; i += 1) {
    const shown = await grid.getAttribute('aria-label');
    if (shown === 'January 2027') break;
    await frame.getByRole('button', { name: 'Next month' }).click();
    await expect(grid).not.toHaveAttribute('aria-label', shown!);
  }
  // Its name is the day's alone once the month's open times are in.
  await frame.getByRole('button', { name: 'Monday 18 January', exact: true }).click();
}

test('inline: the booker grows with its content, tells the page a picked time and the booking, and nothing personal', async ({
  browser,
}) => {
  const { context, page } = await berlinBrowser(browser);
  await page.goto(`${LISTED}/inline`);
  const iframe = page.locator('iframe[title="Booking"]');
  const frame = page.frameLocator('iframe[title="Booking"]');
  await expect(frame.getByRole('heading', { name: '30 Min Meeting', level: 1 })).toBeVisible();
  await expect.poll(() => heardOf(page, 'ready')).toHaveLength(1);
  const brand = () => frame.locator('html').evaluate((html) => html.style.getPropertyValue('--brand'));
  expect(await brand()).toBe('#0a7d4f'); // the page's brand colour, not the host's

  // The frame is as tall as the booker, with no scrollbar inside; it follows when the content grows.
  const fits = async () => {
    const inner = await iframe
      .contentFrame()
      .locator('body')
      .evaluate((body) => ({
        height: Math.ceil(body.getBoundingClientRect().height),
        scrolls: document.documentElement.scrollHeight > window.innerHeight + 1,
      }));
    const outer = (await iframe.boundingBox())!.height;
    return Math.abs(outer - inner.height) <= 1 && !inner.scrolls ? 'fits' : `frame ${outer}, content ${inner.height}`;
  };
  await expect.poll(fits).toBe('fits');
  const before = (await iframe.boundingBox())!.height;
  await pickMonday(frame);
  await frame.getByRole('button', { name: '09:30' }).click();
  const form = frame.getByRole('region', { name: 'Enter your details' });
  await expect(form.getByLabel('Name')).toHaveValue('Grace Hopper'); // prefilled by the page
  await expect.poll(fits).toBe('fits');
  expect((await iframe.boundingBox())!.height).not.toBe(before);
  expect(await heardOf(page, 'time_selected')).toEqual([{ type: 'time_selected', start: '2027-01-18T08:30:00.000Z' }]);

  const email = `grace-${randomBytes(4).toString('hex')}@example.test`;
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(frame.getByRole('heading', { name: 'You are scheduled', level: 1 })).toBeVisible();
  await expect.poll(() => heardOf(page, 'booked')).toHaveLength(1);
  expect(await brand()).toBe('#0a7d4f'); // the booking's page in the frame keeps the page's options
  const [booked] = await heardOf(page, 'booked');
  expect(Object.keys(booked!).sort()).toEqual(['start', 'type', 'uid']);
  expect(booked!.start).toBe('2027-01-18T08:30:00.000Z');
  // Nothing the invitee typed crossed into the page, in any message.
  const raw = JSON.stringify(await page.evaluate(() => (window as unknown as { raw: unknown[] }).raw));
  expect(raw).not.toContain('Grace');
  expect(raw).not.toContain(email);
  // Every message came from the frame on the Kairos origin, marked as Kairos's.
  expect(raw).toContain(EMBED_MESSAGE_MARK);

  // The booking page opens inside the frame; cancelling there tells the page too.
  await frame.getByRole('button', { name: 'Cancel', exact: true }).click();
  await frame
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(frame.getByRole('heading', { name: 'This booking was cancelled', level: 1 })).toBeVisible();
  await expect.poll(() => heardOf(page, 'cancelled')).toEqual([{ type: 'cancelled', uid: booked!.uid }]);
  await context.close();
});

test('inline: while the booker loads, the page is told its height once it has settled, never a loading shape', async ({
  browser,
}) => {
  const { context, page } = await berlinBrowser(browser);
  await page.goto(`${LISTED}/inline`);
  const iframe = page.locator('iframe[title="Booking"]');
  const frame = page.frameLocator('iframe[title="Booking"]');
  await expect(frame.getByRole('grid')).toBeVisible();
  await expect(frame.getByText('Choose a day to see its open times.')).toBeVisible();
  const content = () =>
    iframe
      .contentFrame()
      .locator('body')
      .evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
  await expect.poll(async () => (await iframe.boundingBox())!.height).toBe(await content());
  await page.waitForTimeout(1_000);
  const heights = (await heardOf(page, 'height')).map((m) => m.height as number);
  // The first height told is the booker's own: no smaller loading page before it, no collapse after.
  expect(heights[0]).toBe(await content());
  expect(heights.length).toBeLessThanOrEqual(2);
  for (const [i, height] of heights.entries())
    expect(height).toBeGreaterThanOrEqual(0.9 * Math.max(...heights.slice(0, i + 1)));
  await context.close();
});

test('inline: the time zone list opens whole inside the frame, which grows to hold it', async ({ browser }) => {
  const { context, page } = await berlinBrowser(browser);
  await page.goto(`${LISTED}/inline`);
  const frame = page.frameLocator('iframe[title="Booking"]');
  await expect(frame.getByRole('grid')).toBeVisible();
  await frame.getByRole('button', { name: /^Time zone:/ }).click();
  const list = frame.getByRole('listbox', { name: 'Time zone' });
  await expect(list).toBeVisible();
  // Its last row is inside the frame, which holds it whole: not cut off at the frame's bottom edge,
  // nor reached by scrolling the frame's page (its top then out of sight).
  const fits = () =>
    list.evaluate((el) => {
      let scrolled = window.scrollY;
      for (let up = el.parentElement; up; up = up.parentElement) scrolled += up.scrollTop;
      return { cutOff: Math.max(0, Math.ceil(el.getBoundingClientRect().bottom - window.innerHeight)), scrolled };
    });
  await expect.poll(fits).toEqual({ cutOff: 0, scrolled: 0 });
  await page.screenshot({ path: test.info().outputPath('inline-zone-list.png'), fullPage: true });
  await context.close();
});

test('popup: any element with data-kairos-link opens the booker over the page, without details, and closes', async ({
  browser,
}) => {
  const { context, page } = await berlinBrowser(browser);
  await page.goto(`${LISTED}/popup`);
  const opener = page.getByRole('link', { name: 'Book with us' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Book a time' });
  await expect(dialog).toBeVisible();
  const frame = page.frameLocator('iframe[title="Booking"]');
  await expect(frame.getByRole('grid')).toBeVisible();
  await expect(frame.getByRole('heading', { name: '30 Min Meeting' })).toHaveCount(0); // details hidden
  expect(page.url()).toBe(`${LISTED}/popup`); // the link's own click did nothing else
  await expect.poll(() => heardOf(page, 'ready')).toHaveLength(1);
  // A modal: the page behind it is out of reach of Tab and screen readers until it closes.
  await expect(page.getByRole('main')).toHaveJSProperty('inert', true);
  await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('main')).toHaveJSProperty('inert', false);
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  // Escape closes it too.
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await context.close();
});

test('floating button: a button in the corner opens the booker, in the theme the page asked for', async ({
  browser,
}) => {
  const { context, page } = await berlinBrowser(browser);
  await page.goto(`${LISTED}/floating`);
  const button = page.getByRole('button', { name: 'Talk to us' });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
  await button.click();
  const frame = page.frameLocator('iframe[title="Booking"]');
  await expect(frame.getByRole('heading', { name: '30 Min Meeting', level: 1 })).toBeVisible();
  await expect(frame.locator('html')).toHaveClass(/\bdark\b/);
  await context.close();
});

test('a site the host does not list cannot frame the booker: the browser refuses it', async ({ browser }) => {
  const { context, page } = await berlinBrowser(browser);
  const refused = page.waitForEvent('console', (m) =>
    /violates the following Content Security Policy directive: "frame-ancestors/.test(m.text()),
  );
  await page.goto(`${UNLISTED}/inline`);
  expect((await refused).text()).toContain(LISTED);
  const iframe = page.locator('iframe[title="Booking"]');
  await expect(iframe).toHaveCount(1);
  // The frame holds the browser's error page, not the booker, and the page heard nothing from it.
  const child = page.frames().find((f) => f !== page.mainFrame())!;
  await expect.poll(() => child.url()).not.toContain('/embed/');
  // The browser's own error page, not the booker (Chromium builds differ in what that page holds).
  expect(await child.locator('#root').count()).toBe(0);
  expect(await heard(page)).toEqual([]);
  await context.close();
});

test('a message from a foreign origin is ignored, however Kairos-like it looks', async ({ browser }) => {
  const { context, page } = await berlinBrowser(browser);
  await page.goto(`${LISTED}/forged`);
  await expect.poll(() => heardOf(page, 'ready')).toHaveLength(1);
  // The foreign window's last message arrived, so its forged ones were delivered before it.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { raw: unknown[] }).raw.includes('done')))
    .toBe(true);
  expect(await heardOf(page, 'booked')).toEqual([]);
  expect((await heardOf(page, 'height')).map((m) => m.height)).not.toContain(7);
  expect((await page.locator('iframe[title="Booking"]').boundingBox())!.height).toBeGreaterThan(100);
  await context.close();
});

test('Settings → Embed: the host lists a site, copies the code for each mode and sees the booker live', async ({
  browser,
  request,
}) => {
  const owner = await berlinHost(request);
  const { context, page } = await berlinBrowser(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, owner.creds);
  await page.goto('/settings/embed');
  const sites = page.getByRole('region', { name: embedMessages.originsTitle });
  await expect(sites.getByText(embedMessages.none)).toBeVisible();

  await sites.getByLabel(embedMessages.originLabel).fill('http://example.com');
  await sites.getByRole('button', { name: embedMessages.add }).click();
  await expect(sites.getByText(embedMessages.originHttps)).toBeVisible();
  await sites.getByLabel(embedMessages.originLabel).fill('https://WWW.Example.com/');
  await sites.getByRole('button', { name: embedMessages.add }).click();
  await expect(sites.getByRole('list').getByText('https://www.example.com', { exact: true })).toBeVisible();
  await expect(sites.getByLabel(embedMessages.originLabel)).toHaveValue('');
  const saved = (await api(request, owner.token, 'GET', '/api/embed-settings')) as { allowedOrigins: string[] };
  expect(saved.allowedOrigins).toEqual(['https://www.example.com']);

  const code = page.getByRole('region', { name: embedMessages.snippetsTitle });
  await code.getByLabel(embedMessages.themeLabel).selectOption('dark');
  await code.getByRole('tab', { name: embedMessages.modes.popup }).click();
  await code.getByRole('button', { name: embedMessages.copy }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(
    `<button type="button" data-kairos-link="${owner.username}/30min" data-kairos-theme="dark">${embedMessages.buttonText}</button>\n` +
      `<script src="${E2E_BASE_URL}/embed.js" async></script>`,
  );
  // The preview is the embedded booker itself, in the chosen theme.
  const preview = page.frameLocator(`iframe[title="${embedMessages.previewTitle}"]`);
  await expect(preview.getByRole('heading', { name: '30 Min Meeting', level: 1 })).toBeVisible();
  await expect(preview.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousViolations(page, 'Settings → Embed');

  await sites.getByRole('button', { name: embedMessages.remove('https://www.example.com') }).click();
  await expect(sites.getByText(embedMessages.none)).toBeVisible();
  await context.close();
});
