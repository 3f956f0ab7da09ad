// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** The import rules' violations in `trees` under `baseDir`, each as "rule: from → to". */
async function violations(baseDir: string, trees: string[]): Promise<string[]> {
  const result = await cruised(baseDir, trees);
  return result.summary.violations.map(
    (v) => `${v.rule.name}: ${v.from} → ${(v.cycle ?? []).map((step) => step.name).join(' → ') || v.to}`,
  );
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
    const dir = mkdtempSync(join(tmpdir(), 'kairos-imports-'));
    const write = (file: string, text: string) => writeFileSync(join(dir, 'api/modules', file), text);
    try {
      mkdirSync(join(dir, 'api/modules/a'), { recursive: true });
      mkdirSync(join(dir, 'api/modules/b'), { recursive: true });
      // a: code that runs, round a ring of two.
      write('a/service.ts', "import { rows } from './rows.ts';\nexport const count = () => rows().length;\n");
      write('a/rows.ts', "import { count } from './service.ts';\nexport const rows = () => [count];\n");
      // b: types only, which run nothing but still tie the two files together.
      write('b/service.ts', "import type { Row } from './rows.ts';\nexport type Target = { row: Row };\n");
      write('b/rows.ts', "import type { Target } from './service.ts';\nexport type Row = { of?: Target };\n");
      // A file that only uses a ring is not in it.
      write('a/alone.ts', "import { count } from './service.ts';\nexport const total = count;\n");
      const found = await violations(dir, ['api']);
      expect(found.some((v) => v.includes('api/modules/a/service.ts') && v.includes('api/modules/a/rows.ts'))).toBe(
        true,
      );
      expect(found.some((v) => v.includes('api/modules/b/service.ts') && v.includes('api/modules/b/rows.ts'))).toBe(
        true,
      );
      expect(found.every((v) => v.startsWith('no-import-cycles: '))).toBe(true);
      expect(found.join('\n')).not.toContain('alone.ts');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
