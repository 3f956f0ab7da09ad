import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/helpers/chromium.ts';
import {
  E2E_CNAME_TARGET,
  E2E_GOOGLE_CLIENT_ID,
  E2E_GOOGLE_CLIENT_SECRET,
  E2E_MICROSOFT_CLIENT_ID,
  E2E_MICROSOFT_CLIENT_SECRET,
  E2E_PUBLIC_IP,
} from './tests/fakes/e2e-fakes.ts';

/** Port and data folder of the built server the browser tests drive (fresh for each run). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
// Outside test-results/: Playwright empties that folder at the start of every run, which would delete
// the database under a server another run (on another port) is still using.
export const E2E_DATA_DIR = join(tmpdir(), `kairos-e2e-data-${E2E_PORT}`);
/** The e2e server's test clock (TEST_CLOCK_FILE): milliseconds it runs ahead, written by a test that needs a later "now". */
export const E2E_CLOCK_FILE = join(tmpdir(), `kairos-e2e-clock-${E2E_PORT}`);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Fixed loopback ports of the fake Cloudflare and DNS servers (tests/fakes/e2e-fakes.ts), one pair per E2E_PORT. */
export const E2E_CLOUDFLARE_PORT = E2E_PORT + 20000;
export const E2E_DNS_PORT = E2E_PORT + 21000;
/** The fake Google's fixed loopback port (tests/fakes/google.ts, started with the others). */
export const E2E_GOOGLE_PORT = E2E_PORT + 22000;
/** The fake Microsoft's and Zoom's (tests/fakes/microsoft.ts, zoom.ts). */
export const E2E_MICROSOFT_PORT = E2E_PORT + 23000;
export const E2E_ZOOM_PORT = E2E_PORT + 24000;

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder at start: one per port, so parallel runs keep their traces and data.
  outputDir: join('test-results', `playwright-${E2E_PORT}`),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: E2E_BASE_URL,
      LOG_LEVEL: 'warn',
      // The clock a test may move (docs/operations.md#test-clock); refused unless NODE_ENV=test.
      NODE_ENV: 'test',
      TEST_CLOCK_FILE: E2E_CLOCK_FILE,
      // Every browser test signs up and in from 127.0.0.1: the per-IP auth limit must not trip mid-suite.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      // ... and books many times from it, for hosts made a moment before.
      BOOKING_RATE_LIMIT_NEW_PER_IP: '100000',
      BOOKING_RATE_LIMIT_PER_HOST: '100000',
      // Connected calendars are served on loopback by the tests (connected-calendars.spec.ts).
      CALENDAR_ALLOW_PRIVATE: '1',
      E2E_CLOUDFLARE_PORT: String(E2E_CLOUDFLARE_PORT),
      E2E_DNS_PORT: String(E2E_DNS_PORT),
      CLOUDFLARE_API_URL: `http://127.0.0.1:${E2E_CLOUDFLARE_PORT}/client/v4`,
      DNS_SERVERS: `127.0.0.1:${E2E_DNS_PORT}`,
      APP_CNAME_TARGET: E2E_CNAME_TARGET,
      APP_PUBLIC_IP: E2E_PUBLIC_IP,
      // Google Calendar and Meet against the fake Google (apps.spec.ts); refused unless NODE_ENV=test.
      E2E_GOOGLE_PORT: String(E2E_GOOGLE_PORT),
      TEST_GOOGLE_ORIGIN: `http://127.0.0.1:${E2E_GOOGLE_PORT}`,
      GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: E2E_GOOGLE_CLIENT_SECRET,
      // Microsoft 365 and Teams against the fake Microsoft, its client set here; Zoom against the fake
      // Zoom, its client entered by an app admin in Admin → Apps (apps.spec.ts).
      E2E_MICROSOFT_PORT: String(E2E_MICROSOFT_PORT),
      TEST_MICROSOFT_ORIGIN: `http://127.0.0.1:${E2E_MICROSOFT_PORT}`,
      MICROSOFT_CLIENT_ID: E2E_MICROSOFT_CLIENT_ID,
      MICROSOFT_CLIENT_SECRET: E2E_MICROSOFT_CLIENT_SECRET,
      E2E_ZOOM_PORT: String(E2E_ZOOM_PORT),
      TEST_ZOOM_ORIGIN: `http://127.0.0.1:${E2E_ZOOM_PORT}`,
    },
  },
});
