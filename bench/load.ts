// `node --import tsx bench/load.ts [count]`: the full mixed load (10,000 requests by default) against
// the built server on a fresh SQLite data folder; prints what happened and exits non-zero on any
// 5xx, unanswered request or lost event type. The reliability test runs the same scenario, smaller.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mixedLoad } from './mixed-load.ts';
import { startServer } from './server-process.ts';

const total = Number(process.argv[2] ?? 10_000);
const port = Number(process.env.BENCH_PORT ?? 4160);
const dataDir = mkdtempSync(join(tmpdir(), 'kairos-load-'));
const server = await startServer({
  port,
  env: {
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
  },
});
try {
  const r = await mixedLoad(server.url, total, 50);
  console.log(
    `${r.total} mixed requests at 50 connections in ${(r.ms / 1000).toFixed(1)} s (${((r.total / r.ms) * 1000).toFixed(0)} req/s)`,
  );
  console.log('  by kind:', r.byKind);
  console.log('  by status:', r.byStatus);
  console.log(`  created ${r.created} event types, ${r.missing.length} missing afterwards`);
  console.log(`  server RSS after the run: ${server.rssMb().toFixed(0)} MB`);
  if (r.failures.length || r.missing.length) {
    console.log(r.failures.slice(0, 10).join('\n'));
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
