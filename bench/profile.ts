// `npm run bench:profile -- [path]`: where the BUILT server spends its CPU while one signed-in GET is
// under load (default /api/event-types, for a user with 1,000 event types). Prints the share of CPU
// time per package and the functions with the most self time, from a V8 CPU profile. Use it before
// and after a change to the hot path; `npm run bench` gives the figures the budgets are checked on.
//   --no-build  reuse the build in $KAIROS_DIST (default dist)
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createPrisma, resolveDatabaseTarget } from '../api/db/client.ts';
import { seedEventTypes, seedUser } from './seed.ts';
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
  env: { DATA_DIR: dataDir, JWT_SECRET: jwtSecret, APP_URL: `http://127.0.0.1:${port}` },
});
try {
  const db = createPrisma(resolveDatabaseTarget(undefined, dataDir));
  const user = await seedUser(db, jwtSecret, { username: 'profile' });
  await seedEventTypes(db, user.id, 1_000);
  await db.$disconnect();
  const result = await autocannon({
    url: `${server.url}${path}`,
    connections: 50,
    duration: 8,
    headers: { authorization: user.authorization },
  });
  console.log(`GET ${path}: ${result.requests.average.toFixed(0)} req/s while profiled (slower than unprofiled)`);
} finally {
  await server.stop('SIGTERM');
}

const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('The server wrote no CPU profile');
const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
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
