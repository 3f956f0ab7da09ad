import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The tests that need a real CalDAV server skip where Radicale is missing, and CI's new machine has
// none: only CI's own list of them (run with KAIROS_REQUIRE_CALDAV=1) proves they pass. A test file
// that asks for Radicale but is not on that list would never run in CI at all.
const ci = readFileSync('.ci/run', 'utf8');
const listOf = (name: string) =>
  new Set(new RegExp(`${name}=\\(([^)]*)\\)`).exec(ci)?.[1]?.split(/\s+/).filter(Boolean) ?? []);
const usesRadicale = (file: string) => readFileSync(file, 'utf8').includes('radicaleSkipReason(');

function testFiles(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? testFiles(join(dir, entry.name), suffix)
      : entry.name.endsWith(suffix)
        ? [join(dir, entry.name)]
        : [],
  );
}

describe("CI's list of the CalDAV tests", () => {
  it('names every test file that skips without Radicale, and only files that exist', () => {
    const needRadicale = ['tests/api', 'tests/reliability']
      .flatMap((dir) => testFiles(dir, '.test.ts'))
      .filter(usesRadicale)
      .sort();
    expect(needRadicale.length).toBeGreaterThan(5);
    expect([...listOf('caldav_tests')].sort()).toEqual(needRadicale);
  });

  it('names every browser test that skips without Radicale', () => {
    const needRadicale = testFiles('tests/e2e', '.spec.ts').filter(usesRadicale).sort();
    expect(needRadicale.length).toBeGreaterThan(0);
    expect([...listOf('caldav_browser_tests')].sort()).toEqual(needRadicale);
  });
});
