import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The tests that need a real CalDAV server skip where Radicale is missing, and CI's new machine has
// none: only CI's own list of them (run with KAIROS_REQUIRE_CALDAV=1) proves they pass. A test file
// that asks for Radicale but is not on that list would never run in CI at all.
const ci = readFileSync('.ci/run', 'utf8');
const listed = new Set(/caldav_tests=\(([^)]*)\)/.exec(ci)?.[1]?.split(/\s+/).filter(Boolean) ?? []);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? testFiles(join(dir, entry.name))
      : entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe("CI's list of the CalDAV tests", () => {
  it('names every test file that skips without Radicale, and only files that exist', () => {
    const needRadicale = ['tests/api', 'tests/reliability']
      .flatMap(testFiles)
      .filter((file) => readFileSync(file, 'utf8').includes('radicaleSkipReason('))
      .sort();
    expect(needRadicale.length).toBeGreaterThan(5);
    expect([...listed].sort()).toEqual(needRadicale);
  });
});
