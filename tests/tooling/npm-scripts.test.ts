import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every npm script must name files that exist: a README command that points at a missing script
// (as `npm run dev` once did) fails here instead of on a newcomer's machine.
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };

/** Words of a script that name a file of this repository (a path with an extension we ship). */
function filesNamedBy(script: string): string[] {
  return script
    .split(/\s+|&&|\|\|/)
    .map((word) => word.replace(/^['"]|['"]$/g, ''))
    .filter((word) => /^[\w.-]+(\/[\w.-]+)*\.(mjs|cjs|js|ts|json|ya?ml)$/.test(word))
    .filter((word) => !word.startsWith('dist/') && !word.startsWith('out/'));
}

describe('npm scripts', () => {
  it('are all named, and the README commands are among them', () => {
    for (const name of ['start', 'test', 'dev', 'build', 'lint', 'typecheck', 'bench']) {
      expect(pkg.scripts[name], name).toBeTruthy();
    }
  });

  it.each(Object.entries(pkg.scripts))('"%s" names only files that exist', (_name, script) => {
    for (const file of filesNamedBy(script)) expect(existsSync(file), `${file} (from: ${script})`).toBe(true);
  });

  it('"npm run <x>" inside a script names a script that exists', () => {
    for (const script of Object.values(pkg.scripts)) {
      for (const [, called] of script.matchAll(/npm run ([\w:-]+)/g))
        expect(pkg.scripts[called ?? ''], called).toBeTruthy();
    }
  });

  it('the built server that "start" runs is what "build:api" writes', () => {
    expect(pkg.scripts.start).toContain('dist/api/server.mjs');
    expect(readFileSync('scripts/build-api.mjs', 'utf8')).toContain("server: 'api/server.ts'");
  });
});
