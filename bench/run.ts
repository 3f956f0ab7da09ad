// `npm run bench`: builds Kairos, starts the BUILT server on a fresh SQLite data folder, and prints
// API throughput and latency beside a bare Fastify route, first-page cost at 10 vs 100,000 event
// types, the JavaScript each route loads, time to the first meaningful screen in headless Chromium,
// the cost of durable writes (SQLite synchronous=FULL), the time until an invitee's phone on slow 3G
// can pick an open time, 10,000 workflow reminders due in one minute while the open times are read,
// GET /api/insights over a host with 100,000 bookings,
// and the server's memory, also after ten rounds of the mixed load (the soak).
// Exits non-zero when a budget is missed. Options:
//   --no-build   reuse an existing build in $KAIROS_DIST (default dist)
//   --duration=N seconds per load run (default 10)
//   --rounds=N   interleaved rounds of every load run, the best of which is kept (default 3)
//   --soak-requests=N  mixed requests per soak round (default 2,000; ten rounds)
//   --waterfall  print every request of the median phone load
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type AutocannonOptions, type AutocannonResult } from 'autocannon';
import { chromium } from 'playwright-core';
import { createPrisma, resolveDatabaseTarget } from '../api/db/client.ts';
import { encodeCursor } from '../api/lib/cursor.ts';
import { sqliteCommitCost } from './durability.ts';
import { seedEventTypes, seedUser, type SeededUser } from './seed.ts';
import { benchEngine, nextMonth, seedBookingHost } from './slots.ts';
import { benchReminders } from './reminders.ts';
import { benchGoogleRefresh } from './google.ts';
import { seedProviderCalendars } from './providers.ts';
import { benchInsights, seedInsightsHost } from './insights.ts';
import { seedRoundRobinTeam } from './team.ts';
import { benchMicrosoftRefresh } from './microsoft.ts';
import { benchExpand, seedConnectedCalendars } from './calendars.ts';
import { bookingHost, hourIn, raceForTime } from './booking-race.ts';
import { holdStreams } from './live.ts';
import { bookSeries, SERIES, seedRecurringEventType, seriesHost } from './recurring.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import { areasOfRoute, gzippedFile, jsForRoute, loginJsPerLocale } from './web-size.ts';
import { mixedLoad } from './mixed-load.ts';
import { BROWSER_HEADERS } from './http.ts';
import { PHONE_SETTLE_BUDGETS, phoneLoads, phoneSettles, settleLine, waterfall } from './phone.ts';
import { chromiumLaunchOptions } from '../tests/helpers/chromium.ts';
import { budgets, check, checkThroughput, failures, type Run } from './budgets.ts';
import { describeMachine, machineHeader } from './machine.ts';

const args = process.argv.slice(2);
const dist = process.env.KAIROS_DIST ?? 'dist';
const duration = Number(args.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 10);
const CONNECTIONS = 50;
const ROUNDS = Number(args.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 3);
const SOAK_ROUNDS = 10;
const SOAK_REQUESTS = Number(args.find((a) => a.startsWith('--soak-requests='))?.split('=')[1] ?? 2_000);
const API_PORT = Number(process.env.BENCH_PORT ?? 4160);
const BARE_PORT = API_PORT + 1;

async function load(given: AutocannonOptions, server: ServerProcess): Promise<Run> {
  const options = { ...given, headers: { ...BROWSER_HEADERS, ...given.headers } };
  // A short warm-up first, so JIT and caches do not count against the first measured route.
  await autocannon({ ...options, duration: 2, connections: CONNECTIONS });
  const cpuBefore = server.cpuMicros();
  const r: AutocannonResult = await autocannon({ connections: CONNECTIONS, duration, ...options });
  const cpuUsed = server.cpuMicros() - cpuBefore;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    cpuUs: r.requests.total > 0 ? cpuUsed / r.requests.total : 0,
  };
}

function print(name: string, run: Run): Run {
  console.log(
    `  ${name.padEnd(44)} ${run.rps.toFixed(0).padStart(7)} req/s   p50 ${String(run.p50).padStart(4)} ms   p99 ${String(run.p99).padStart(4)} ms   CPU ${run.cpuUs.toFixed(1).padStart(6)} µs/req` +
      (run.non2xx || run.errors ? `   non-2xx ${run.non2xx} errors ${run.errors}` : ''),
  );
  return run;
}

/** Pins this process to CPU 0 and returns the CPUs for the servers ('1-…'), or undefined if it cannot. */
function pinCpus(): string | undefined {
  const cores = availableParallelism();
  if (cores < 2) return undefined;
  try {
    execFileSync('taskset', ['-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  const cpus = cores === 2 ? '1' : `1-${cores - 1}`;
  console.log(`load generator on CPU 0, servers on CPU ${cpus}`);
  return cpus;
}

/** A page cursor naming a point after every item: page 1 again, read through the cursor's query. */
const FROM_THE_TOP = encodeCursor({ createdAt: '9999-12-31T23:59:59.999Z', id: '' });

function randomIp() {
  return `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}

async function firstScreenMs(
  baseUrl: string,
  path: string,
  ready: string,
  user?: SeededUser,
  runs = 5,
): Promise<number> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      // A new context each time: a first visit, nothing cached.
      const context = await browser.newContext();
      if (user) {
        await context.addInitScript((token) => {
          localStorage.setItem('accessToken', token);
          localStorage.setItem('refreshToken', 'bench-has-no-refresh-token');
        }, user.accessToken);
      }
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
      // Checked on every animation frame (a locator's waitFor re-checks only every few hundred ms).
      const handle = await page.waitForFunction(
        (text) => {
          const found = [...document.querySelectorAll('body *')].some(
            (el) => el.childElementCount === 0 && el.textContent?.trim() === text && el.checkVisibility(),
          );
          return found ? performance.now() : false;
        },
        ready,
        { polling: 'raf', timeout: 30_000 },
      );
      times.push((await handle.jsonValue()) as number);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

async function main() {
  // Read before the build, which loads the machine itself.
  const machine = describeMachine();
  console.log(machineHeader(machine));
  if (!args.includes('--no-build')) {
    console.log(`building into ${dist}/ ...`);
    execFileSync('npm', ['run', 'build'], { stdio: 'ignore', env: { ...process.env, KAIROS_DIST: dist } });
  }

  // On a machine with two or more cores and taskset, the load generator (this process) and the servers
  // get cores of their own, so the scheduler does not put them on one core in some runs and not in
  // others (on the 2-core VM that swung the list figure between 27% and 45% of the bare route).
  const serverCpus = pinCpus();

  const dataDir = mkdtempSync(join(tmpdir(), 'kairos-bench-'));
  const jwtSecret = randomBytes(32).toString('hex');
  let server: ServerProcess | undefined;
  let bare: ServerProcess | undefined;
  try {
    const db = createPrisma(resolveDatabaseTarget(undefined, dataDir));
    const month = nextMonth();
    // Before the bench's server: a server of its own migrates the database and refreshes the host's
    // Google and Outlook calendars from the loopback fakes (bench/providers.ts).
    console.log(
      'seeding: a host with Google Calendar and Outlook of 500 events each, read from the loopback fakes ...',
    );
    const providersHost = await seedProviderCalendars({
      db,
      dataDir,
      jwtSecret,
      port: API_PORT + 5,
      dist,
      from: month.from,
    });
    server = await startServer({
      port: API_PORT,
      dist,
      cpus: serverCpus,
      env: {
        DATA_DIR: dataDir,
        JWT_SECRET: jwtSecret,
        APP_URL: `http://127.0.0.1:${API_PORT}`,
        TRUST_PROXY: 'true',
        // The booking race sends one host 100 bookings at once, round after round.
        BOOKING_RATE_LIMIT_PER_HOST: '100000',
        // The soak's mixed load signs its accounts up and in many times from one address.
        AUTH_RATE_LIMIT_PER_IP: '1000000',
        AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
      },
    });
    const rssStart = server.rssMb();
    bare = await startServer({
      port: BARE_PORT,
      script: ['--import', 'tsx', join(import.meta.dirname, 'bare-server.ts'), String(BARE_PORT)],
      readyPath: '/bare',
      cpus: serverCpus,
      env: {},
    });

    console.log('seeding: a user with 1,000 event types, one with 10 and one with 100,000 ...');
    const listUser = await seedUser(db, jwtSecret, { username: 'bench-list' });
    await seedEventTypes(db, listUser.id, 1_000);
    const small = await seedUser(db, jwtSecret, { username: 'bench-small' });
    await seedEventTypes(db, small.id, 10);
    const big = await seedUser(db, jwtSecret, { username: 'bench-big' });
    await seedEventTypes(db, big.id, 100_000);
    const writer = await seedUser(db, jwtSecret, { username: 'bench-writer' });
    console.log('seeding: a host open around the clock with 1,000 bookings next month ...');
    const booker = await seedUser(db, jwtSecret, { username: 'bench-host' });
    await seedBookingHost(db, booker.id, 'consult', month.from, 1_000);
    // Issue 43: the same host's event type repeating weekly up to 26 times, against its single one.
    await seedRecurringEventType(db, booker.id, 'weekly');
    console.log('seeding: a host with a seated event type: 500 times next month, 2 of 10 seats taken each ...');
    const seatsHost = await seedUser(db, jwtSecret, { username: 'bench-seats' });
    await seedBookingHost(db, seatsHost.id, 'consult', month.from, 500, { seats: 10, attendees: 2 });
    console.log('seeding: a host with two connected calendars of 500 events each (one with weekly events) ...');
    const calendarHost = await seedUser(db, jwtSecret, { username: 'bench-calendars' });
    await seedBookingHost(db, calendarHost.id, 'consult', month.from, 0);
    await seedConnectedCalendars(db, calendarHost.id, month.from);
    console.log('seeding: a host with 100,000 bookings over three years (Insights) ...');
    const insightsHost = await seedUser(db, jwtSecret, { username: 'bench-insights' });
    await seedInsightsHost(db, insightsHost.id, 100_000);
    console.log('seeding: a round-robin team event type with 10 hosts, each with 100 bookings next month ...');
    const teamSlug = await seedRoundRobinTeam(db, jwtSecret, month.from, 10, 100);
    await db.$disconnect();

    console.log('\nSlot engine: a month of open times, Europe/Berlin, 1,000 bookings, 30-min events every 15 min');
    const engine = benchEngine();
    for (const e of engine) {
      console.log(
        `  ${e.name.padEnd(40)} p50 ${e.p50.toFixed(2)} ms   p99 ${e.p99.toFixed(2)} ms   (CPU p99 ${e.cpuP99.toFixed(2)} ms, ${e.slots} open times)`,
      );
    }

    console.log(
      '\nConnected calendars: expanding 500 events (one in ten recurring weekly) over a month, Europe/Berlin',
    );
    const expand = benchExpand();
    console.log(
      `  p50 ${expand.p50.toFixed(2)} ms   p99 ${expand.p99.toFixed(2)} ms   (${expand.busy} busy intervals)`,
    );

    // Every run is repeated ROUNDS times, interleaved, and the best of each is kept: on a shared or
    // virtual machine a burst of other work lowers some runs, never raises one.
    const rounds = (
      name: string,
      options: AutocannonOptions,
      on: ServerProcess = server!,
    ): { name: string; options: AutocannonOptions; on: ServerProcess; runs: Run[] } => ({
      name,
      options,
      on,
      runs: [],
    });
    // Public routes are rate-limited per visitor IP: each run plays many visitors behind a proxy.
    const publicGet = (path: () => string): AutocannonOptions => ({
      url: server!.url,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({ ...req, path: path(), headers: { ...req.headers, 'x-forwarded-for': randomIp() } }),
        },
      ],
    });
    const slotsPath = (from: Date, to: Date, username = booker.username) =>
      `/api/public/${username}/consult/slots?from=${from.toISOString()}&to=${to.toISOString()}`;
    const api = {
      bare: rounds('bare Fastify route', { url: `${bare.url}/bare` }, bare),
      list: rounds('GET /api/event-types (1,000 owned, page 1)', {
        url: `${server.url}/api/event-types`,
        headers: { authorization: listUser.authorization },
      }),
      // The same page read from the database each time: a cursor before the newest possible item
      // skips the first-page cache (which the run above exercises, as the dashboard does), not the index.
      listDb: rounds('  the same page, read from the database', {
        url: `${server.url}/api/event-types?cursor=${FROM_THE_TOP}`,
        headers: { authorization: listUser.authorization },
      }),
      // Public pages are rate-limited per visitor IP: the run plays many visitors behind a proxy.
      public: rounds(
        'GET /api/public/:username',
        publicGet(() => `/api/public/${listUser.username}`),
      ),
      eventPage: rounds(
        'GET /api/public/:username/:slug',
        publicGet(() => `/api/public/${booker.username}/consult`),
      ),
      slots: rounds(
        'GET …/slots (a month, 1,000 bookings)',
        publicGet(() => slotsPath(month.from, month.to)),
      ),
      slotsCalendars: rounds(
        'GET …/slots (a month, 2 calendars × 500 events)',
        publicGet(() => slotsPath(month.from, month.to, calendarHost.username)),
      ),
      slotsProviders: rounds(
        'GET …/slots (a month, Google + Outlook × 500 events)',
        publicGet(() => slotsPath(month.from, month.to, providersHost.username)),
      ),
      slotsSeats: rounds(
        'GET …/slots (a month, 500 seated times × 2 of 10 seats)',
        publicGet(() => slotsPath(month.from, month.to, seatsHost.username)),
      ),
      // Issue 29: every host's open times computed (kept per host version) and combined.
      slotsTeam: rounds(
        'GET /api/public/team/…/slots (round-robin, 10 hosts × 100 bookings)',
        publicGet(
          () =>
            `/api/public/team/${teamSlug}/consult/slots?from=${month.from.toISOString()}&to=${month.to.toISOString()}`,
        ),
      ),
      // Every request a span of its own (start moved by up to a week), so none is answered from the cache:
      // first one host's (the 1,000-booking month above), then the round-robin team's ten hosts.
      slotsComputed: rounds(
        'GET …/slots (1,000 bookings), a new span each time',
        publicGet(() => {
          const from = new Date(month.from.getTime() + Math.floor(Math.random() * 10_080) * 60_000);
          return slotsPath(from, new Date(from.getTime() + 31 * 86_400_000));
        }),
      ),
      // Issue 43: the same spans of the same host's recurring event type (weekly, up to 26).
      slotsRecurringComputed: rounds(
        'GET …/slots of a weekly series (1,000 bookings), a new span each time',
        publicGet(() => {
          const from = new Date(month.from.getTime() + Math.floor(Math.random() * 10_080) * 60_000);
          return slotsPath(from, new Date(from.getTime() + 31 * 86_400_000)).replace('/consult/', '/weekly/');
        }),
      ),
      slotsTeamComputed: rounds(
        'GET /api/public/team/…/slots, a new span each time',
        publicGet(() => {
          const from = new Date(month.from.getTime() + Math.floor(Math.random() * 10_080) * 60_000);
          const to = new Date(from.getTime() + 31 * 86_400_000);
          return `/api/public/team/${teamSlug}/consult/slots?from=${from.toISOString()}&to=${to.toISOString()}`;
        }),
      ),
    };
    // Ten items each (the small user has exactly ten), read from the database, so the runs compare the
    // index walk and not the page size or the cache.
    const growth = {
      small: rounds('user with 10 event types', {
        url: `${server.url}/api/event-types?limit=10&cursor=${FROM_THE_TOP}`,
        headers: { authorization: small.authorization },
      }),
      big: rounds('user with 100,000 event types', {
        url: `${server.url}/api/event-types?limit=10&cursor=${FROM_THE_TOP}`,
        headers: { authorization: big.authorization },
      }),
    };
    console.log(
      `\nAPI (SQLite, built server, ${CONNECTIONS} connections, ${duration} s a run, best of ${ROUNDS} interleaved rounds)`,
    );
    for (let round = 0; round < ROUNDS; round++) {
      for (const r of [...Object.values(api), ...Object.values(growth)]) r.runs.push(await load(r.options, r.on));
    }
    const best = (runs: Run[]) => runs.reduce((a, b) => (b.rps > a.rps ? b : a));
    const [
      bareRun,
      list,
      listDb,
      publicRun,
      eventPage,
      slotsRun,
      slotsCalendars,
      slotsProviders,
      slotsSeats,
      slotsTeam,
      slotsComputed,
      slotsTeamComputed,
    ] = [
      api.bare,
      api.list,
      api.listDb,
      api.public,
      api.eventPage,
      api.slots,
      api.slotsCalendars,
      api.slotsProviders,
      api.slotsSeats,
      api.slotsTeam,
      api.slotsComputed,
      api.slotsTeamComputed,
    ].map((r) => print(r.name, best(r.runs))) as [Run, Run, Run, Run, Run, Run, Run, Run, Run, Run, Run, Run];
    const slotsRecurringComputed = print(api.slotsRecurringComputed.name, best(api.slotsRecurringComputed.runs));
    // What the recurring event type's open times cost against the single one's: CPU per request.
    const recurringCost = slotsRecurringComputed.cpuUs / slotsComputed.cpuUs;
    const ratio = (run: Run) => (run.rps / bareRun.rps).toFixed(2);
    console.log(
      `  ratio to bare: list ${ratio(list)} (from the database ${ratio(listDb)}), public ${ratio(publicRun)}, event page ${ratio(eventPage)}, slots ${ratio(slotsRun)} (computed each time ${ratio(slotsComputed)}, with calendars ${ratio(slotsCalendars)}, with Google and Outlook ${ratio(slotsProviders)}, seated ${ratio(slotsSeats)}, round-robin team ${ratio(slotsTeam)}, a new span each time ${ratio(slotsTeamComputed)})`,
    );
    console.log(
      `  a weekly series' open times against the single event type's, a new span each time: ${recurringCost.toFixed(2)}× the CPU per request (${slotsRecurringComputed.cpuUs.toFixed(0)} µs against ${slotsComputed.cpuUs.toFixed(0)} µs)`,
    );
    console.log('\nGrowth: first 10 event types, from the database');
    const smallRun = print(growth.small.name, best(growth.small.runs));
    const bigRun = print(growth.big.name, best(growth.big.runs));

    // Every acknowledged write is synced to disk (synchronous=FULL), so it survives a power cut.
    console.log('\nWrites: what durable commits cost');
    let slug = 0;
    const writes = print(
      'POST /api/event-types (synchronous=FULL)',
      await load(
        {
          url: server.url,
          requests: [
            {
              method: 'POST',
              path: '/api/event-types',
              headers: { authorization: writer.authorization, 'content-type': 'application/json' },
              setupRequest: (req) => ({
                ...req,
                body: JSON.stringify({ name: 'Bench write', slug: `bench-write-${slug++}`, duration: 30 }),
              }),
            },
          ],
        },
        server,
      ),
    );
    const commit = sqliteCommitCost(dataDir);
    console.log(
      `  one SQLite commit on this disk: NORMAL ${commit.normalMs.toFixed(3)} ms, FULL ${commit.fullMs.toFixed(3)} ms (${(commit.fullMs / commit.normalMs).toFixed(1)}x)`,
    );

    // Exactly once under a race: each round, 100 invitees (each from its own address) ask for one time.
    console.log('\nBooking: 100 requests racing for one time, per round');
    const raceHost = await bookingHost(server.url);
    const raceAddress = () => ({ 'x-forwarded-for': randomIp() });
    // Warmed up first, as every load run is (2 s of load whose figures are not kept): races for
    // times of other days.
    const warmUntil = Date.now() + 2_000;
    for (let day = 30; Date.now() < warmUntil; day++) {
      await raceForTime([server.url], raceHost, hourIn(day), 100, raceAddress);
    }
    const raceTimes: number[] = [];
    let raceWinners = 0;
    let raceOthers = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await raceForTime([server.url], raceHost, hourIn(10 + round), 100, raceAddress);
      raceTimes.push(...answers.map((a) => a.ms));
      raceWinners += answers.filter((a) => a.status === 201).length;
      raceOthers += answers.filter((a) => a.status !== 201 && a.status !== 409).length;
    }
    raceTimes.sort((a, b) => a - b);
    const raceP50 = raceTimes[Math.floor(raceTimes.length * 0.5)]!;
    const raceP99 = raceTimes[Math.min(raceTimes.length - 1, Math.floor(raceTimes.length * 0.99))]!;
    console.log(
      `  POST …/bookings   p50 ${raceP50.toFixed(0)} ms   p99 ${raceP99.toFixed(0)} ms   (${raceWinners} × 201 in ${ROUNDS} rounds, ${raceOthers} answers other than 201/409)`,
    );

    // Issue 43: a whole 26-week series, all or none, one request at a time.
    console.log(
      `\nSeries: booking ${SERIES.maxOccurrences} weekly occurrences in one request, 100 series one after another`,
    );
    // Warmed up first, as every load run is: ten series of another host, whose figures are not kept.
    await bookSeries(server.url, await seriesHost(server.url), 10, raceAddress);
    const series = await bookSeries(server.url, await seriesHost(server.url), 100, raceAddress);
    console.log(
      `  POST …/bookings {occurrences: ${SERIES.maxOccurrences}}   p50 ${series.p50.toFixed(0)} ms   p99 ${series.p99.toFixed(0)} ms   (${series.whole} whole series, ${series.others} other answers)`,
    );

    // The same race with 1,000 live streams open on the process: 995 hosts and the racing host's 5 (the
    // per-account limit), which get every booking's event. Memory per stream: RSS before and after opening.
    console.log(
      `\nLive stream: ${budgets.liveStreams.toLocaleString('en')} open streams while 100 requests race for one time`,
    );
    const listeners = [];
    for (let i = 0; i < budgets.liveStreams - 5; i++) listeners.push(await seedUser(db, jwtSecret));
    const rssBeforeStreams = server.rssMb();
    const streams = await holdStreams(server.url, [
      ...listeners.map((u) => u.accessToken),
      ...Array.from({ length: 5 }, () => raceHost.accessToken),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const streamKb = ((server.rssMb() - rssBeforeStreams) * 1024) / Math.max(1, streams.open);
    const liveTimes: number[] = [];
    let liveWinners = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await raceForTime([server.url], raceHost, hourIn(60 + round), 100, raceAddress);
      liveTimes.push(...answers.map((a) => a.ms));
      liveWinners += answers.filter((a) => a.status === 201).length;
    }
    // Every winner's event reaches the host's five streams (the stream reads the log every 250 ms).
    const liveDeadline = Date.now() + 5_000;
    while (streams.bookingEvents() < liveWinners * 5 && Date.now() < liveDeadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const liveEvents = streams.bookingEvents();
    streams.close();
    liveTimes.sort((a, b) => a - b);
    const liveP99 = liveTimes[Math.min(liveTimes.length - 1, Math.floor(liveTimes.length * 0.99))]!;
    console.log(
      `  POST …/bookings   p99 ${liveP99.toFixed(0)} ms with ${streams.open} streams open (${streams.refused} refused); ${liveEvents} of ${liveWinners * 5} booking events delivered; memory per stream ≈ ${streamKb.toFixed(1)} KB`,
    );
    console.log('\nInsights: GET /api/insights, 30 days, a host with 100,000 bookings, 200 requests one at a time');
    const insights = await benchInsights(server.url, insightsHost.authorization);
    console.log(
      `  p50 ${insights.p50.toFixed(1)} ms   p99 ${insights.p99.toFixed(1)} ms (budget ${budgets.insightsP99Ms} ms)`,
    );
    const rssAfter = server.rssMb();

    console.log('\nWeb: gzipped JavaScript per route (entry + lazy page chunks + their imports)');
    const webDir = join(import.meta.dirname, '..', dist, 'web');
    // Every page fetches its language's catalog, English's too (ADR 030): counted with the route.
    // The account pages say only the public catalog's common words, which English holds from the start;
    // the sentences of a failed sign-in (the errors area) are fetched once the page shows (issue 39).
    const loginJs = jsForRoute(webDir, '/login', ['features/auth/pages/login-page.tsx']);
    // The signed-in app's pages are fetched through app/signed-in-pages.ts (ADR 056): counted with them.
    const homeSources = [
      'app/signed-in-pages.ts',
      'app/data-layout.tsx',
      'app/dashboard-layout.tsx',
      'features/layout/app-layout.tsx',
      'features/event-types/pages/event-types-page.tsx',
    ];
    const homeJs = jsForRoute(webDir, '/', [...homeSources, 'src-shared/i18n/en.ts']);
    // The zone picker is not counted: it loads only when opened.
    const bookerJs = jsForRoute(webDir, '/{username}/{slug}', [
      'app/data-layout.tsx',
      'features/booker/pages/booker-page.tsx',
      'src-shared/i18n/en.ts',
    ]);
    // The booker in another site's frame (ADR 031): the same booker, under the same budget.
    const embedBookerJs = jsForRoute(webDir, '/embed/{username}/{slug}', [
      'app/data-layout.tsx',
      'features/booker/pages/embed-booker-page.tsx',
      'src-shared/i18n/en.ts',
    ]);
    const embedScript = { route: '/embed.js', files: ['embed.js'], gzipBytes: gzippedFile(webDir, 'embed.js') };
    // Insights (ADR 032): the page and its chart's chunk (uPlot), counted for /insights only.
    const insightsJs = jsForRoute(webDir, '/insights', [
      'app/signed-in-pages.ts',
      'app/data-layout.tsx',
      'app/dashboard-layout.tsx',
      'features/layout/app-layout.tsx',
      'features/insights/pages/insights-page.tsx',
      'features/insights/components/over-time-chart.tsx',
      'src-shared/i18n/en.ts',
    ]);
    const insightsOnly = insightsJs.files.filter((f) => !homeJs.files.includes(f));
    // A German visitor's booker fetches the German catalog instead of the English one (ADR 030).
    const bookerGermanJs = jsForRoute(webDir, '/{username}/{slug} de', [
      'app/data-layout.tsx',
      'features/booker/pages/booker-page.tsx',
      'src-shared/i18n/de.ts',
    ]);
    // A German host's app (ADR 035): '/', the German catalog, and the translations of the areas that
    // route's code uses (read from its source maps), plus the sentences errors say (the layout's).
    const homeAreas = [...new Set([...areasOfRoute(webDir, homeJs.files), 'errors'])];
    const homeGermanJs = jsForRoute(webDir, `/ de (${homeAreas.join(', ')})`, [
      ...homeSources,
      'src-shared/i18n/de.ts',
      ...homeAreas.map((area) => `src-shared/i18n/app/de/${area}.ts`),
    ]);
    // A visitor's sign-in in each language: its common words and the sign-in pages' areas (ADR 056).
    const loginOtherJs = loginJsPerLocale(webDir).filter((e) => e.route !== loginJs.route);
    for (const e of [
      loginJs,
      ...loginOtherJs,
      homeJs,
      homeGermanJs,
      bookerJs,
      bookerGermanJs,
      embedBookerJs,
      embedScript,
      insightsJs,
    ]) {
      console.log(
        `  ${e.route.padEnd(20)} ${(e.gzipBytes / 1024).toFixed(1).padStart(6)} KB in ${e.files.length} files`,
      );
    }

    console.log('\nBrowser: headless Chromium, first visit, median of 5, to the first meaningful screen');
    const loginMs = await firstScreenMs(server.url, '/login', 'Create an Account');
    const dashboardMs = await firstScreenMs(server.url, '/', 'Bench event 999', listUser);
    console.log(`  /login (sign-in form)            ${loginMs.toFixed(0)} ms`);
    console.log(`  / (dashboard, first event type)  ${dashboardMs.toFixed(0)} ms`);

    // An invitee's phone: 390×844, touch, 4× slower CPU, slow 3G; a fresh context each time. The day
    // after today is in the link, so the open times show without a tap (the same two API requests).
    console.log('\nPhone: 390×844, 4× CPU slowdown, slow 3G (400 ms, 400 kbit/s), median of 5 fresh loads');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const phone = await phoneLoads(`${server.url}/${booker.username}/consult?date=${tomorrow}`);
    const phoneMedian = phone[Math.floor(phone.length / 2)]!;
    const kb = phoneMedian.requests.reduce((sum, r) => sum + r.bytes, 0) / 1024;
    console.log(
      `  /{username}/{slug} until the first open time can be tapped  ${phoneMedian.ms.toFixed(0)} ms   (${phoneMedian.requests.length} requests, ${kb.toFixed(0)} KB before it)`,
    );
    if (args.includes('--waterfall')) console.log(waterfall(phoneMedian).join('\n'));
    // The same link once the app has loaded: the first open time where it was (ADR 020), plain and framed.
    console.log('  the first open time still in place once the app has loaded (one load each):');
    const settles = await phoneSettles(server.url, booker.username, 'consult', tomorrow);
    for (const { name, settle } of settles) console.log(settleLine(name, settle, PHONE_SETTLE_BUDGETS));

    // Ten rounds of the mixed load (sign-in, list, create, toggle) on the server that ran everything above.
    console.log(
      `\nSoak: ${SOAK_ROUNDS} rounds of ${SOAK_REQUESTS.toLocaleString('en')} mixed requests at 50 connections`,
    );
    const soakRss: number[] = [];
    let soakFailures = 0;
    for (let round = 0; round < SOAK_ROUNDS; round++) {
      const r = await mixedLoad(server.url, SOAK_REQUESTS, CONNECTIONS);
      soakFailures += r.failures.length + r.missing.length;
      soakRss.push(server.rssMb());
    }
    console.log(`  server RSS after each round: ${soakRss.map((mb) => mb.toFixed(0)).join(' ')} MB`);

    // A server of its own against the loopback fake of Microsoft: 5,000 events read again after a 410.
    console.log(
      '\nMicrosoft 365: a full refresh of 5,000 events (loopback fake of Graph, after its delta state was dropped)',
    );
    const microsoft = await benchMicrosoftRefresh({ port: API_PORT + 4, dist, cpus: serverCpus, jwtSecret });
    console.log(
      `  ${microsoft.cpuMs.toFixed(0)} ms of server CPU (budget ${budgets.microsoftFullRefreshCpuMs} ms), ${microsoft.wallMs} ms wall, ${microsoft.objects.toLocaleString('en')} objects`,
    );

    // A server of its own (a fresh database, a loopback SMTP server): 10,000 reminders due in one
    // minute, while GET …/slots is under load from 10 connections.
    console.log('\nWorkflow reminders: 10,000 due in one minute (pooled SMTP), GET …/slots under load meanwhile');
    const reminders = await benchReminders({ port: API_PORT + 2, dist, cpus: serverCpus, jwtSecret });
    console.log(
      `  all ${reminders.sent.toLocaleString('en')} of ${reminders.reminders.toLocaleString('en')} handed to SMTP ${(reminders.allSentMs / 1000).toFixed(1)} s after the minute began (budget ${budgets.remindersSentMs / 1000} s)`,
    );
    console.log(
      `  GET …/slots meanwhile  ${reminders.slotsRps.toFixed(0)} req/s   p99 ${reminders.slotsP99Ms} ms (budget ${budgets.p99Ms} ms)`,
    );

    // A server of its own against the loopback fake of Google: 5,000 events read again after a 410.
    console.log(
      '\nGoogle Calendar: a full refresh of 5,000 events (loopback fake of Google, after its sync token expired)',
    );
    const google = await benchGoogleRefresh({ port: API_PORT + 3, dist, cpus: serverCpus, jwtSecret });
    console.log(
      `  ${google.cpuMs.toFixed(0)} ms of server CPU (budget ${budgets.googleFullRefreshCpuMs} ms), ${google.wallMs} ms wall, ${google.objects.toLocaleString('en')} objects`,
    );

    console.log('\nMemory (server RSS)');
    console.log(
      `  after start ${rssStart.toFixed(0)} MB, after the load runs ${rssAfter.toFixed(0)} MB, after the soak ${soakRss.at(-1)!.toFixed(0)} MB`,
    );

    console.log('\nBudgets');
    const all = [...[...Object.values(api), ...Object.values(growth)].flatMap((r) => r.runs), writes];
    check(
      all.every((r) => r.non2xx === 0 && r.errors === 0),
      'every load run answered 2xx only, without errors',
    );
    checkThroughput('list', list, bareRun, budgets.list);
    check(list.p99 < budgets.p99Ms, `list p99 < ${budgets.p99Ms} ms at ${CONNECTIONS} connections (${list.p99} ms)`);
    checkThroughput('public page', publicRun, bareRun, budgets.publicPage);
    checkThroughput('event page read', eventPage, bareRun, budgets.eventPage);
    for (const [name, run, budget] of [
      ['slots', slotsRun, budgets.slots],
      ['slots with two connected calendars', slotsCalendars, budgets.slotsCalendars],
      ['slots with Google Calendar and Outlook (500 events each)', slotsProviders, budgets.slotsProviders],
      ['slots of a seated event type', slotsSeats, budgets.slotsSeats],
      ['slots of a round-robin team event type (10 hosts)', slotsTeam, budgets.slotsTeam],
    ] as const) {
      checkThroughput(name, run, bareRun, budget);
      check(run.p99 < budgets.p99Ms, `${name} p99 < ${budgets.p99Ms} ms at ${CONNECTIONS} connections (${run.p99} ms)`);
    }
    check(
      slotsTeamComputed.p99 < budgets.slotsTeamComputedP99Ms,
      `slots of the round-robin team for a span not asked before p99 < ${budgets.slotsTeamComputedP99Ms} ms (${slotsTeamComputed.p99} ms)`,
    );
    check(
      rssStart <= budgets.startRssMb,
      `server RSS after start <= ${budgets.startRssMb} MB (${rssStart.toFixed(0)} MB)`,
    );
    for (const e of engine) {
      check(
        e.p99 <= budgets.engineP99Ms,
        `slot engine, ${e.name}: a month with 1,000 bookings p99 <= ${budgets.engineP99Ms} ms (${e.p99.toFixed(2)} ms)`,
      );
    }
    check(
      expand.p99 <= budgets.expandP99Ms,
      `expanding 500 remote events over a month p99 <= ${budgets.expandP99Ms} ms (${expand.p99.toFixed(2)} ms)`,
    );
    check(
      bigRun.rps >= (1 - budgets.growth) * smallRun.rps,
      `first page with 100,000 event types within ${budgets.growth * 100}% of 10 (${((bigRun.rps / smallRun.rps) * 100).toFixed(0)}% of the throughput)`,
    );
    check(
      raceWinners === ROUNDS && raceOthers === 0,
      `booking race: exactly one 201 per time, the rest 409 (${raceWinners} of ${ROUNDS})`,
    );
    check(
      raceP99 < budgets.bookingRaceP99Ms,
      `POST …/bookings p99 < ${budgets.bookingRaceP99Ms} ms while 100 requests race for one time (${raceP99.toFixed(0)} ms)`,
    );
    check(
      series.whole === 100 && series.p99 < budgets.seriesBookingP99Ms,
      `booking a ${SERIES.maxOccurrences}-week series p99 < ${budgets.seriesBookingP99Ms} ms (${series.p99.toFixed(0)} ms, ${series.whole} of 100 booked whole)`,
    );
    check(
      recurringCost <= budgets.recurringSlotsVsSingle,
      `a weekly series' open times <= ${budgets.recurringSlotsVsSingle}× the single event type's CPU per request (${recurringCost.toFixed(2)}×)`,
    );
    check(
      streams.open === budgets.liveStreams && liveP99 < budgets.bookingRaceP99Ms && liveEvents === liveWinners * 5,
      `POST …/bookings p99 < ${budgets.bookingRaceP99Ms} ms with ${budgets.liveStreams.toLocaleString('en')} live streams open, every event delivered (${liveP99.toFixed(0)} ms, ${streams.open} open, ${liveEvents}/${liveWinners * 5} events; ≈ ${streamKb.toFixed(1)} KB per stream)`,
    );
    check(
      phoneMedian.ms <= budgets.phoneFirstTimeMs,
      `phone on slow 3G: first open time tappable <= ${budgets.phoneFirstTimeMs} ms (${phoneMedian.ms.toFixed(0)} ms)`,
    );
    for (const { name, settle } of settles) {
      check(
        settle.cls <= PHONE_SETTLE_BUDGETS.cls && settle.movedPx <= PHONE_SETTLE_BUDGETS.movedPx && settle.sameTime,
        `phone, ${name}: first open time in place after the app loaded (CLS ${settle.cls.toFixed(3)} <= ${PHONE_SETTLE_BUDGETS.cls}, moved ${settle.movedPx.toFixed(0)} <= ${PHONE_SETTLE_BUDGETS.movedPx} px)`,
      );
    }
    check(soakFailures === 0, `soak: no 5xx, unanswered request or lost event type (${soakFailures})`);
    const lastFive = soakRss.slice(-5);
    check(
      lastFive.at(-1)! - lastFive[0]! <= budgets.soakLastRoundsGrowthMb,
      `soak: no growth across the last five rounds (<= ${budgets.soakLastRoundsGrowthMb} MB: ${lastFive.map((mb) => mb.toFixed(0)).join(' ')} MB)`,
    );
    check(
      soakRss.at(-1)! <= budgets.soakRssMb,
      `server RSS after ${SOAK_ROUNDS} soak rounds <= ${budgets.soakRssMb} MB (${soakRss.at(-1)!.toFixed(0)} MB)`,
    );
    check(
      reminders.sent === reminders.reminders && reminders.allSentMs <= budgets.remindersSentMs,
      `10,000 reminders due in one minute all handed to SMTP within ${budgets.remindersSentMs / 1000} s (${(reminders.allSentMs / 1000).toFixed(1)} s, ${reminders.sent} sent)`,
    );
    check(
      reminders.slotsErrors === 0 && reminders.slotsP99Ms < budgets.p99Ms,
      `GET …/slots p99 < ${budgets.p99Ms} ms while they are sent (${reminders.slotsP99Ms} ms, ${reminders.slotsErrors} errors)`,
    );
    check(
      google.cpuMs <= budgets.googleFullRefreshCpuMs && google.objects === google.events,
      `a Google full refresh of 5,000 events <= ${budgets.googleFullRefreshCpuMs} ms of server CPU (${google.cpuMs.toFixed(0)} ms, ${google.objects} objects)`,
    );
    check(
      loginJs.gzipBytes <= budgets.loginJsKb * 1024,
      `/login JS <= ${budgets.loginJsKb} KB gzipped (${(loginJs.gzipBytes / 1024).toFixed(1)} KB)`,
    );
    for (const e of loginOtherJs) {
      check(
        e.gzipBytes <= budgets.loginJsKb * 1024,
        `${e.route.split(' (')[0]} JS <= ${budgets.loginJsKb} KB gzipped (${(e.gzipBytes / 1024).toFixed(1)} KB)`,
      );
    }
    check(
      homeJs.gzipBytes <= budgets.dashboardJsKb * 1024,
      `/ JS <= ${budgets.dashboardJsKb} KB gzipped (${(homeJs.gzipBytes / 1024).toFixed(1)} KB)`,
    );
    check(
      homeGermanJs.gzipBytes <= budgets.dashboardJsKb * 1024,
      `/ in German JS <= ${budgets.dashboardJsKb} KB gzipped (${(homeGermanJs.gzipBytes / 1024).toFixed(1)} KB)`,
    );
    check(
      insights.p99 < budgets.insightsP99Ms,
      `GET /api/insights over 100,000 bookings p99 < ${budgets.insightsP99Ms} ms (${insights.p99.toFixed(1)} ms)`,
    );
    check(
      microsoft.cpuMs <= budgets.microsoftFullRefreshCpuMs && microsoft.objects === microsoft.events,
      `a Microsoft 365 full refresh of 5,000 events <= ${budgets.microsoftFullRefreshCpuMs} ms of server CPU (${microsoft.cpuMs.toFixed(0)} ms, ${microsoft.objects} objects)`,
    );
    check(
      insightsJs.gzipBytes <= budgets.insightsJsKb * 1024 && insightsOnly.length >= 2,
      `/insights JS <= ${budgets.insightsJsKb} KB gzipped (${(insightsJs.gzipBytes / 1024).toFixed(1)} KB), its ${insightsOnly.length} own chunks outside /`,
    );
    check(
      bookerJs.gzipBytes <= budgets.bookerJsKb * 1024,
      `/{username}/{slug} JS <= ${budgets.bookerJsKb} KB gzipped (${(bookerJs.gzipBytes / 1024).toFixed(1)} KB)`,
    );
    check(
      embedBookerJs.gzipBytes <= budgets.bookerJsKb * 1024,
      `/embed/{username}/{slug} JS <= ${budgets.bookerJsKb} KB gzipped (${(embedBookerJs.gzipBytes / 1024).toFixed(1)} KB)`,
    );
    check(
      embedScript.gzipBytes <= budgets.embedScriptKb * 1024,
      `/embed.js <= ${budgets.embedScriptKb} KB gzipped (${(embedScript.gzipBytes / 1024).toFixed(1)} KB)`,
    );
    check(
      bookerGermanJs.gzipBytes <= budgets.bookerJsKb * 1024,
      `/{username}/{slug} in German JS <= ${budgets.bookerJsKb} KB gzipped (${(bookerGermanJs.gzipBytes / 1024).toFixed(1)} KB)`,
    );
  } finally {
    await bare?.stop();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${machineHeader(machine)}`);
  if (failures.length) {
    console.log(`${failures.length} budget(s) missed`);
    process.exit(1);
  }
  if (!machine.valid) {
    console.log('every budget met, but the run is not valid: the machine was busy before it started');
    process.exit(1);
  }
  console.log('all budgets met');
}

await main();
