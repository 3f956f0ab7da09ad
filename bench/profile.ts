// `npm run bench:profile -- [path]`: where the BUILT server spends its CPU while one GET is under load,
// with a browser's headers as the bench sends them (default /api/event-types, signed in as `profile`, a
// user with 1,000 event types; a path under /api/public/ is asked by many visitors behind a proxy, as
// the bench does, e.g. /api/public/profile or /api/public/profile-host/consult). Prints the share of CPU
// time per package and the functions with the most self time, from a V8 CPU profile. Use it before
// and after a change to the hot path; `npm run bench` gives the figures the budgets are checked on.
// Requests ask for compressed answers, as the bench's (and a browser's) do: compressing is work the
// server does for them (on the main thread up to 256 KB an answer; larger ones off it, so they are in
// the CPU per request, not the profile).
//   --no-build    reuse the build in $KAIROS_DIST (default dist)
//   --save=FILE   also keep the V8 profile there (open it in Chrome DevTools' Performance panel)
//   --slots       instead: open times for a span not asked before, a host with 1,000 bookings a month
//   --team-slots  instead: the same for a round-robin team of 10 hosts with 100 bookings each
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createPrisma, resolveDatabaseTarget } from '../api/db/client.ts';
import { BROWSER_HEADERS } from './http.ts';
import { seedEventTypes, seedUser } from './seed.ts';
import { nextMonth, seedBookingHost } from './slots.ts';
import { seedRoundRobinTeam } from './team.ts';
import { startServer } from './server-process.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const path = args.find((a) => a.startsWith('/')) ?? '/api/event-types';
const dist = process.env.KAIROS_DIST ?? 'dist';
const root = join(import.meta.dirname, '..');
if (!args.includes('--no-build')) {
  console.log(`building into ${dist}/ ...`);
  execFileSync('npm', ['run', 'build'], { stdio: 'ignore', env: { ...process.env, KAIROS_DIST: dist } });
}

const dataDir = mkdtempSync(join(tmpdir(), 'kairos-profile-'));
const profileDir = mkdtempSync(join(tmpdir(), 'kairos-profile-out-'));
const jwtSecret = randomBytes(32).toString('hex');
const port = Number(process.env.BENCH_PORT ?? 4170);
const server = await startServer({
  port,
  script: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, join(root, dist, 'api/server.mjs')],
  env: {
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    APP_URL: `http://127.0.0.1:${port}`,
    // The open-times runs play many visitors behind a proxy, as the bench does.
    TRUST_PROXY: 'true',
  },
});
const mode = args.includes('--team-slots') ? 'team-slots' : args.includes('--slots') ? 'slots' : 'get';
/** A span of 31 days starting up to a week into next month: never one asked before. */
function newSpan(from: Date): string {
  const start = new Date(from.getTime() + Math.floor(Math.random() * 10_080) * 60_000);
  return `from=${start.toISOString()}&to=${new Date(start.getTime() + 31 * 86_400_000).toISOString()}`;
}
const visitor = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
try {
  const db = createPrisma(resolveDatabaseTarget(undefined, dataDir));
  const month = nextMonth();
  let target = path;
  let options: Parameters<typeof autocannon>[0];
  if (mode === 'get') {
    const user = await seedUser(db, jwtSecret, { username: 'profile' });
    await seedEventTypes(db, user.id, 1_000);
    const host = await seedUser(db, jwtSecret, { username: 'profile-host' });
    await seedBookingHost(db, host.id, 'consult', month.from, 1_000);
    options = path.startsWith('/api/public/')
      ? {
          url: server.url,
          requests: [
            {
              method: 'GET',
              setupRequest: (req) => ({ ...req, path, headers: { ...req.headers, 'x-forwarded-for': visitor() } }),
            },
          ],
        }
      : { url: `${server.url}${path}`, headers: { authorization: user.authorization } };
  } else {
    const base =
      mode === 'slots'
        ? await seedUser(db, jwtSecret, { username: 'profile-host' }).then(async (host) => {
            await seedBookingHost(db, host.id, 'consult', month.from, 1_000);
            return `/api/public/${host.username}/consult/slots`;
          })
        : `/api/public/team/${await seedRoundRobinTeam(db, jwtSecret, month.from, 10, 100)}/consult/slots`;
    target = `${base}?<a new span each time>`;
    options = {
      url: server.url,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: `${base}?${newSpan(month.from)}`,
            headers: { ...req.headers, ...BROWSER_HEADERS, 'x-forwarded-for': visitor() },
          }),
        },
      ],
    };
  }
  await db.$disconnect();
  const cpuBefore = server.cpuMicros();
  const result = await autocannon({
    connections: 50,
    duration: 8,
    ...options,
    headers: { ...BROWSER_HEADERS, ...options.headers },
  });
  const cpuPerRequest = (server.cpuMicros() - cpuBefore) / result.requests.total;
  console.log(
    `GET ${target}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, server CPU ${cpuPerRequest.toFixed(0)} µs a request while profiled (slower than unprofiled); non-2xx ${result.non2xx}`,
  );
} finally {
  await server.stop('SIGTERM');
}

const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('The server wrote no CPU profile');
const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
const saveTo = args.find((a) => a.startsWith('--save='))?.slice('--save='.length);
if (saveTo) copyFileSync(join(profileDir, file), saveTo);
rmSync(profileDir, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });

const timeOf = new Map<number, number>();
profile.samples.forEach((id, i) => timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
const add = (map: Map<string, number>, key: string, t: number) => map.set(key, (map.get(key) ?? 0) + t);
for (const node of profile.nodes) {
  const t = timeOf.get(node.id) ?? 0;
  total += t;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/.*node_modules\//, '').replace(`file://${root}/`, '');
  const pkg = url.includes('node_modules/')
    ? url.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
    : url.startsWith('node:')
      ? 'node (core)'
      : url
        ? where
        : functionName;
  add(byPackage, pkg, t);
  add(byFunction, `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`, t);
}
const print = (title: string, map: Map<string, number>, count: number) => {
  console.log(`\n${title}`);
  for (const [key, t] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`  ${((100 * t) / total).toFixed(1).padStart(5)} %  ${key}`);
  }
};
print('CPU time by package', byPackage, 20);
print('Functions with the most self time', byFunction, 25);
