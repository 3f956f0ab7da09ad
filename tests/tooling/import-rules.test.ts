// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import config from '../../.dependency-cruiser.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TREES = ['api', 'src-renderer', 'src-shared', 'src-main'];

/** The cruise of `trees` under `baseDir` with the project's rules. */
async function cruised(baseDir: string, trees: string[]): Promise<ICruiseResult> {
  const { output } = await cruise(trees, {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  return output as ICruiseResult;
}

/** The import rules' violations of `severity` in `trees` under `baseDir`, each as "rule: from → to". */
async function violations(baseDir: string, trees: string[], severity = 'error'): Promise<string[]> {
  const result = await cruised(baseDir, trees);
  return result.summary.violations
    .filter((v) => v.rule.severity === severity)
    .map((v) => `${v.rule.name}: ${v.from} → ${(v.cycle ?? []).map((step) => step.name).join(' → ') || v.to}`);
}

/** Runs `check` on a temporary tree of `files` (path under the tree → text), removed afterwards. */
async function withTree(files: Record<string, string>, check: (dir: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'kairos-imports-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    await check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('import rules (.dependency-cruiser.mjs, docs/architecture.md)', { timeout: 120_000 }, () => {
  it('finds no import cycle in the API, the web app, the shared code or the desktop main process', async () => {
    const result = await cruised(root, TREES);
    // Every import of our own files is followed (the `@/` alias and `#shared/*` included): a cycle
    // through one it could not resolve would go unseen.
    const unresolved = result.modules.flatMap((m) =>
      m.dependencies
        .filter((d) => d.couldNotResolve && /^(\.|@\/|#)/.test(d.module))
        .map((d) => `${m.source} → ${d.module}`),
    );
    expect(unresolved).toEqual([]);
    expect(result.modules.filter((m) => m.source.startsWith('src-renderer/')).length).toBeGreaterThan(300);
    expect(await violations(root, TREES)).toEqual([]);
  });

  it('refuses a cycle, a type-only one too, and names the files in it', async () => {
    const files = {
      // a: code that runs, round a ring of two.
      'api/modules/a/service.ts': "import { rows } from './rows.ts';\nexport const count = () => rows().length;\n",
      'api/modules/a/rows.ts': "import { count } from './service.ts';\nexport const rows = () => [count];\n",
      // b: types only, which run nothing but still tie the two files together.
      'api/modules/b/service.ts': "import type { Row } from './rows.ts';\nexport type Target = { row: Row };\n",
      'api/modules/b/rows.ts': "import type { Target } from './service.ts';\nexport type Row = { of?: Target };\n",
      // A file that only uses a ring is not in it.
      'api/modules/a/alone.ts': "import { count } from './service.ts';\nexport const total = count;\n",
    };
    await withTree(files, async (dir) => {
      const found = await violations(dir, ['api']);
      expect(found.some((v) => v.includes('api/modules/a/service.ts') && v.includes('api/modules/a/rows.ts'))).toBe(
        true,
      );
      expect(found.some((v) => v.includes('api/modules/b/service.ts') && v.includes('api/modules/b/rows.ts'))).toBe(
        true,
      );
      expect(found.every((v) => v.startsWith('no-import-cycles: '))).toBe(true);
      expect(found.join('\n')).not.toContain('alone.ts');
    });
  });

  it("refuses an import of another module's internal file, and lets its contract, surface, plugin and routes through", async () => {
    const files = {
      'api/modules/a/event.ts': 'export type Event = { id: string };\n',
      'api/modules/a/contract.ts': 'export const LIMIT = 100;\n',
      'api/modules/a/parts/types.ts': 'export type Part = { id: string };\n',
      'api/modules/a/rows.ts': 'export const rows = () => [];\n',
      'api/modules/a/surface.ts': "export { rows as ownRows } from './rows.ts';\n",
      'api/modules/a/plugin.ts': "import { rows } from './rows.ts';\nexport const plugin = rows;\n",
      'api/modules/a/public-routes.ts': "import { rows } from './rows.ts';\nexport const routes = rows;\n",
      'api/modules/b/service.ts':
        "import type { Event } from '../a/event.ts';\nimport type { Part } from '../a/parts/types.ts';\n" +
        "import { LIMIT } from '../a/contract.ts';\nimport { ownRows } from '../a/surface.ts';\n" +
        "import { plugin } from '../a/plugin.ts';\nimport { rows } from '../a/rows.ts';\n" +
        'export const all = (e: Event, p: Part) => [e, p, LIMIT, ownRows, plugin, rows];\n',
      'api/app.ts':
        "import { routes } from './modules/a/public-routes.ts';\nimport { rows } from './modules/a/rows.ts';\n" +
        'export const app = [routes, rows];\n',
    };
    await withTree(files, async (dir) => {
      // Errors, so `npm run check:imports` and the first test here fail on a new one.
      expect((await violations(dir, ['api'])).sort()).toEqual([
        'no-module-internals-from-app: api/app.ts → api/modules/a/rows.ts',
        'no-module-internals: api/modules/b/service.ts → api/modules/a/rows.ts',
      ]);
      expect(await violations(dir, ['api'], 'warn')).toEqual([]);
    });
  });
});
