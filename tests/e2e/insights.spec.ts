import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { messages } from '#shared/messages.ts';
import { bookingsApi } from '#shared/schemas/bookings.ts';
import { insightsMessages, insightsScreen } from '#shared/schemas/insights.ts';
import { signIn } from './support/auth.ts';
import { serverClockAt, serverClockBack } from './support/clock.ts';
import { api, berlinHost } from './support/booking.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

test.afterEach(async () => serverClockBack());

/** After the bookings below: they are past for the server and for the browser. */
const LATER = '2027-01-26T12:00:00Z';
/** From the day these bookings are made (today) to after them. */
const RANGE = `range=custom&from=${new Date().toISOString().slice(0, 10)}&to=2027-01-31`;

async function book(request: APIRequestContext, username: string, start: string, name: string) {
  const email = `${name.replace(/[^a-z]/gi, '').toLowerCase()}@example.test`;
  const res = await request.post(`/api${bookingsApi.book(username, '30min')}`, {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { start, name, email, timeZone: 'Europe/London' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { uid: string };
}

/** Three bookings on Mondays in January 2027 (Berlin), one cancelled with a reason; then the clocks move past them. */
async function history(request: APIRequestContext) {
  const host = await berlinHost(request, '12:00');
  await book(request, host.username, '2027-01-18T08:00:00Z', 'Grace Hopper');
  await book(request, host.username, '2027-01-18T09:00:00Z', '=HYPERLINK("x") Turing');
  const third = await book(request, host.username, '2027-01-25T10:00:00Z', 'Edsger Dijkstra');
  await api(request, host.token, 'POST', `/api${bookingsApi.cancel(third.uid)}`, { reason: 'Travelling' });
  await serverClockAt(LATER);
  return host;
}

const figure = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Figures' }).getByRole('listitem').filter({ hasText: name });

test('a host marks a no-show, then reads figures, charts and tables, filters, and downloads the CSV', async ({
  browser,
  request,
}) => {
  const host = await history(request);
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB', acceptDownloads: true });
  const page = await context.newPage();
  await page.clock.install({ time: new Date(LATER) });
  await signIn(page, host.creds);

  // /bookings → Past: mark Grace a no-show.
  await page.goto('/bookings?status=past');
  const grace = page.getByRole('listitem').filter({ hasText: 'Grace Hopper' });
  await grace.getByRole('button', { name: /Mark Grace Hopper a no-show/ }).click();
  await expect(page.getByText(insightsMessages.markedNoShow, { exact: true })).toBeVisible();
  await expect(grace.getByText('No-show', { exact: true })).toBeVisible();
  await expect(grace.getByRole('button', { name: /Undo the no-show/ })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: messages.insights }).click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page).toHaveTitle('Insights · Kairos');
  await page.goto(`/insights?${RANGE}`);
  await expect(figure(page, insightsScreen.figures.created)).toContainText('3');
  await expect(figure(page, insightsScreen.figures.completed)).toContainText('1');
  await expect(figure(page, insightsScreen.figures.cancelled)).toContainText('1');
  await expect(figure(page, insightsScreen.figures.noShow)).toContainText('1');

  // Chart views: the bars (uPlot draws a canvas), the heatmap's Monday 09:00 and 10:00 cells, the reasons.
  const overTime = page.getByRole('region', { name: insightsScreen.overTime });
  await expect(overTime.getByRole('img', { name: /most on 18 Jan \(2\)|most on Jan 18 \(2\)/ })).toBeVisible();
  await expect(overTime.locator('canvas')).toBeVisible();
  const heat = page.getByRole('region', { name: insightsScreen.busiestHours });
  await expect(heat.getByRole('cell', { name: 'Monday 09:00: 1' })).toBeAttached();
  await expect(heat.getByRole('cell', { name: 'Monday 10:00: 1' })).toBeAttached();
  const reasons = page.getByRole('region', { name: insightsScreen.cancelReasons });
  await expect(reasons.getByRole('list')).toContainText('Travelling');
  await expectNoSeriousViolations(page, 'insights');

  // Table views: by week, the week of 18 January holds both accepted bookings.
  await overTime.getByRole('button', { name: insightsScreen.granularity.week }).click();
  await overTime.getByRole('button', { name: insightsScreen.tableView }).click();
  await expect(overTime.getByRole('row', { name: /Week of (Jan 18|18 Jan) 2/ })).toBeVisible();
  await reasons.getByRole('button', { name: insightsScreen.tableView }).click();
  await expect(reasons.getByRole('row', { name: 'Travelling 1' })).toBeVisible();

  // A filter: only no-shows.
  await page.getByLabel(insightsScreen.status).selectOption('no_show');
  await expect(page).toHaveURL(/status=no_show/);
  await expect(figure(page, insightsScreen.figures.completed)).toContainText('0');
  await expect(figure(page, insightsScreen.figures.created)).toContainText('1');

  // The CSV of the filter, then of everything: formula-like names arrive guarded.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: insightsScreen.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kairos-bookings-\d{4}-\d{2}-\d{2}-to-2027-01-31\.csv$/);
  const noShows = parse(await readFile((await download.path())!), { columns: true }) as Record<string, string>[];
  expect(noShows.map((r) => [r.invitee_name, r.no_show])).toEqual([['Grace Hopper', 'true']]);

  await page.getByLabel(insightsScreen.status).selectOption('');
  const [all] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: insightsScreen.download }).click(),
  ]);
  const rows = parse(await readFile((await all.path())!), { columns: true }) as Record<string, string>[];
  expect(rows.map((r) => r.invitee_name)).toEqual(['Grace Hopper', `'=HYPERLINK("x") Turing`, 'Edsger Dijkstra']);
  expect(rows.map((r) => r.status)).toEqual(['accepted', 'accepted', 'cancelled']);
  await context.close();
});

test('on a phone the page fits the screen and the tables can be read', async ({ browser, request }) => {
  const host = await history(request);
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    timezoneId: 'Europe/Berlin',
    locale: 'en-GB',
  });
  const page = await context.newPage();
  await page.clock.install({ time: new Date(LATER) });
  await signIn(page, host.creds);
  await page.goto(`/insights?${RANGE}`);
  await expect(figure(page, insightsScreen.figures.created)).toContainText('3');
  const byType = page.getByRole('region', { name: insightsScreen.byEventType });
  await byType.getByRole('button', { name: insightsScreen.tableView }).click();
  await expect(byType.getByRole('row', { name: '30 Min Meeting 2' })).toBeVisible();
  // Nothing but the heatmap's own scroller is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});
