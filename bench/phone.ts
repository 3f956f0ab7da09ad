// The phone figure alone, on the existing build ($KAIROS_DIST, default dist): `node --import tsx
// bench/phone.ts [--waterfall] [--port=N]` starts the built server on a fresh SQLite folder, seeds the
// bench's booking host and prints the five loads and the median, then whether the first open time
// stays in place once the app has loaded, plain and framed, in English and German (`npm run bench`
// prints both too).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { createPrisma, resolveDatabaseTarget } from '../api/db/client.ts';
import { chromiumLaunchOptions } from '../tests/helpers/chromium.ts';
import { seedUser } from './seed.ts';
import { startServer } from './server-process.ts';
import { nextMonth, seedBookingHost } from './slots.ts';

/** DevTools' "Slow 3G" preset: 400 ms round trip, about 400 kbit/s each way. */
export const SLOW_3G = { latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };
/** What the phone figure emulates: a mid-range phone (390×844, touch, 4× slower CPU) on slow 3G. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  cpuSlowdown: 4,
};

/** Once the app has loaded, the first open time is where it was when it could first be tapped. */
export const PHONE_SETTLE_BUDGETS = { cls: 0.05, movedPx: 1 };

export interface PhoneLoad {
  /** Milliseconds from navigation start until the first open time's button is visible and enabled. */
  ms: number;
  /** Every request the page made before then: start and end (ms from navigation start), and size. */
  requests: { url: string; startMs: number; endMs: number; bytes: number }[];
}

/**
 * Opens `url` in a fresh context `runs` times, as an invitee's phone on slow 3G does, and returns
 * the loads sorted by time (the median is the figure). `ready` names the element that counts as
 * "can be clicked": the first open time's button.
 */
export async function phoneLoads(
  url: string,
  runs = 5,
  ready = '[aria-label="Open times"] button',
): Promise<PhoneLoad[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const loads: PhoneLoad[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      // A new context each time: a first visit, nothing cached.
      const { cpuSlowdown, ...device } = PHONE;
      const context = await browser.newContext(device);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_3G });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.goto(url, { waitUntil: 'commit' });
      // Checked on every animation frame (a locator's waitFor re-checks only every few hundred ms).
      const handle = await page.waitForFunction(
        (selector) => {
          const button = document.querySelector<HTMLButtonElement>(selector);
          return button && !button.disabled && button.checkVisibility() ? performance.now() : false;
        },
        ready,
        { polling: 'raf', timeout: 60_000 },
      );
      const ms = (await handle.jsonValue()) as number;
      const requests = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
          url: e.name.replace(location.origin, ''),
          startMs: e.startTime,
          endMs: e.responseEnd,
          bytes: e.transferSize,
        })),
      );
      loads.push({ ms, requests: requests.filter((r) => r.startMs < ms) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return loads.sort((a, b) => a.ms - b.ms);
}

export interface PhoneSettle {
  /** Cumulative layout shift from the page's start until the app has loaded and settled. */
  cls: number;
  /** How far (px, the larger of x and y) the first open time's button moved between tappable and settled. */
  movedPx: number;
  /** Whether the first open time is the same time, still enabled, once the app has loaded. */
  sameTime: boolean;
}

/** The first open time's button, in any language: the first view's and the app's (SlotList) alike. */
const FIRST_TIME = 'ul[aria-label] > li > button[aria-pressed]';

/**
 * One fresh load of `url` on the phone: where the first open time is when it can first be tapped
 * (the server's first view, or the app where there is none), and again once the app has loaded (its
 * calendar grid is in) and settled; the page's own layout-shift entries summed meanwhile.
 */
export async function phoneSettle(url: string): Promise<PhoneSettle> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const { cpuSlowdown, ...device } = PHONE;
    const context = await browser.newContext(device);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_3G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(() => {
      const global = window as { __cls?: number };
      global.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) global.__cls! += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const place = (selector: string) => {
      const button = document.querySelector<HTMLButtonElement>(selector);
      if (!button || button.disabled || !button.checkVisibility()) return false;
      const box = button.getBoundingClientRect();
      return { x: box.x + window.scrollX, y: box.y + window.scrollY, text: button.textContent };
    };
    await page.goto(url, { waitUntil: 'commit' });
    const first = await (
      await page.waitForFunction(place, FIRST_TIME, { polling: 'raf', timeout: 60_000 })
    ).jsonValue();
    await page.waitForSelector('[role="grid"]', { timeout: 60_000 });
    // Settled: the app's first frames, its effects and any late answer are past.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    const after = await page.evaluate(place, FIRST_TIME);
    const cls = await page.evaluate(() => (window as { __cls?: number }).__cls ?? 0);
    await context.close();
    if (!first || !after) return { cls, movedPx: Infinity, sameTime: false };
    return {
      cls,
      movedPx: Math.max(Math.abs(after.x - first.x), Math.abs(after.y - first.y)),
      sameTime: after.text === first.text,
    };
  } finally {
    await browser.close();
  }
}

/** The phone's settle figure for a booker: plain and framed, English and German (the same day in the link). */
export async function phoneSettles(
  base: string,
  username: string,
  slug: string,
  date: string,
): Promise<{ name: string; settle: PhoneSettle }[]> {
  const results: { name: string; settle: PhoneSettle }[] = [];
  for (const [name, path] of [
    ['plain', `/${username}/${slug}`],
    ['framed', `/embed/${username}/${slug}`],
  ] as const) {
    for (const lang of ['en', 'de']) {
      results.push({ name: `${name}, ${lang}`, settle: await phoneSettle(`${base}${path}?date=${date}&lang=${lang}`) });
    }
  }
  return results;
}

/** One line of the settle figure, beside its budgets. */
export function settleLine(name: string, settle: PhoneSettle, budgets: { cls: number; movedPx: number }): string {
  return `    ${name.padEnd(12)} CLS ${settle.cls.toFixed(3)} (<= ${budgets.cls}), first time moved ${settle.movedPx.toFixed(0)} px (<= ${budgets.movedPx})${settle.sameTime ? '' : ', NOT the same time'}`;
}

/** The median load's waterfall, one line a request: when it started and ended, and its size. */
export function waterfall(load: PhoneLoad): string[] {
  return load.requests.map(
    (r) =>
      `    ${r.startMs.toFixed(0).padStart(5)}–${r.endMs.toFixed(0).padEnd(5)} ms ${(r.bytes / 1024).toFixed(1).padStart(6)} KB  ${r.url.slice(0, 90)}`,
  );
}

async function main(args: string[]) {
  const port = Number(args.find((a) => a.startsWith('--port='))?.slice(7) ?? 4450);
  const dataDir = mkdtempSync(join(tmpdir(), 'kairos-phone-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const server = await startServer({
    port,
    env: { DATA_DIR: dataDir, JWT_SECRET: jwtSecret, APP_URL: `http://127.0.0.1:${port}` },
  });
  try {
    // The bench's booking host: open around the clock (Europe/Berlin), 1,000 bookings next month.
    const db = createPrisma(resolveDatabaseTarget(undefined, dataDir));
    const host = await seedUser(db, jwtSecret, { username: 'bench-host' });
    await seedBookingHost(db, host.id, 'consult', nextMonth().from, 1_000);
    await db.$disconnect();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const loads = await phoneLoads(`${server.url}/${host.username}/consult?date=${tomorrow}`);
    const median = loads[Math.floor(loads.length / 2)]!;
    console.log(
      `phone, first open time tappable: ${loads.map((l) => l.ms.toFixed(0)).join(', ')} ms; median ${median.ms.toFixed(0)} ms`,
    );
    if (args.includes('--waterfall')) console.log(waterfall(median).join('\n'));
    console.log('phone, the first open time still in place once the app has loaded:');
    for (const { name, settle } of await phoneSettles(server.url, host.username, 'consult', tomorrow)) {
      console.log(settleLine(name, settle, PHONE_SETTLE_BUDGETS));
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
