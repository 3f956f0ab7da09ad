// @vitest-environment node
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Parsed library and type files, shared by the checks below (parsing them is most of the cost). */
const parsedFiles = new Map<string, ts.SourceFile | undefined>();

/**
 * Type-checks one source text as if it were a file at `file` (relative to the repository), with the
 * compiler options of the runtime's real tsconfig and its declaration files. The file is virtual: the
 * tree is never written to, so a parallel `tsc -b` or `eslint .` never sees it.
 */
function typeErrors(tsconfig: string, file: string, text: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(root, tsconfig),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${tsconfig}`);
  const options = { ...parsed.options, composite: false, incremental: false, noEmit: true, emitDeclarationOnly: false };
  const fixture = path.join(root, file);
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (name) => name === fixture || fileExists.call(host, name);
  host.readFile = (name) => (name === fixture ? text : readFile.call(host, name));
  host.getSourceFile = (name, version, ...rest) => {
    if (name === fixture) return ts.createSourceFile(name, text, version);
    if (!parsedFiles.has(name)) parsedFiles.set(name, getSourceFile.call(host, name, version, ...rest));
    return parsedFiles.get(name);
  };
  const declarations = parsed.fileNames.filter((name) => name.endsWith('.d.ts'));
  const program = ts.createProgram({ rootNames: [fixture, ...declarations], options, host });
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(fixture))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

// Each check builds a TypeScript program; the first one parses the libraries.
describe('each runtime sees only its own globals (npm run typecheck)', { timeout: 60_000 }, () => {
  it('refuses process.env in the web app, which runs in a browser', () => {
    const code = 'export const mode = process.env.NODE_ENV;';
    expect(typeErrors('tsconfig.web.json', 'src-renderer/lib/boundary-fixture.ts', code)).toEqual([
      expect.stringContaining("Cannot find name 'process'"),
    ]);
    expect(
      typeErrors(
        'tsconfig.web.json',
        'src-renderer/lib/boundary-fixture.ts',
        'export const href = window.location.href;',
      ),
    ).toEqual([]);
  });

  it('refuses window and process in the shared contract, and allows what every runtime has', () => {
    const file = 'src-shared/boundary-fixture.ts';
    expect(typeErrors('tsconfig.shared.json', file, 'export const href = window.location.href;')).toEqual([
      expect.stringContaining("Cannot find name 'window'"),
    ]);
    expect(typeErrors('tsconfig.shared.json', file, 'export const env = process.env;')).toEqual([
      expect.stringContaining("Cannot find name 'process'"),
    ]);
    expect(
      typeErrors('tsconfig.shared.json', file, "export const origin = new URL('https://example.com/').origin;"),
    ).toEqual([]);
  });

  it('refuses the DOM in the API and the desktop main process', () => {
    expect(
      typeErrors('tsconfig.node.json', 'api/lib/boundary-fixture.ts', 'export const title = document.title;'),
    ).toEqual([expect.stringContaining("Cannot find name 'document'")]);
    expect(typeErrors('tsconfig.node.json', 'api/lib/boundary-fixture.ts', 'export const env = process.env;')).toEqual(
      [],
    );
  });
});

describe('imports stay inside their boundaries (npm run lint)', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  async function lintErrors(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
  }

  it("refuses a feature importing another feature's component", async () => {
    const file = 'src-renderer/features/event-types/components/boundary-fixture.tsx';
    const code =
      "import { AvatarField } from '../../settings/components/avatar-field.tsx';\nexport const Field = AvatarField;\n";
    expect(await lintErrors(file, code)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*another feature/),
    ]);
    const deeper =
      "import { DangerZone } from '../../../features/settings/components/danger-zone.tsx';\nexport const Zone = DangerZone;\n";
    expect(await lintErrors(file, deeper)).toHaveLength(1);
    const aliased =
      "import { DangerZone } from '@/features/settings/components/danger-zone.tsx';\nexport const Zone = DangerZone;\n";
    expect(await lintErrors(file, aliased)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*another feature/),
    ]);
  });

  it('has a feature, app/, components/ and lib/ import each other by `@/`, not by climbing', async () => {
    const climb = "import { Button } from '../../../components/ui/button.tsx';\nexport const B = Button;\n";
    expect(await lintErrors('src-renderer/features/event-types/components/boundary-fixture.tsx', climb)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*`@\/`/),
    ]);
    const fromLib = "import { Button } from '../components/ui/button.tsx';\nexport const B = Button;\n";
    expect(await lintErrors('src-renderer/lib/boundary-fixture.ts', fromLib)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*`@\/`/),
    ]);
  });

  it('allows a feature its own files, components/, lib/ and the shared contract', async () => {
    const file = 'src-renderer/features/event-types/components/boundary-fixture.tsx';
    const code = [
      "import { Button } from '@/components/ui/button.tsx';",
      "import { cn } from '@/lib/cn.ts';",
      "import { messages } from '#shared/messages.ts';",
      "import { useEventTypes } from '../api/get-event-types.ts';",
      "import { EventTypeCard } from './event-type-card.tsx';",
      'export const all = [Button, cn, messages, useEventTypes, EventTypeCard];',
      '',
    ].join('\n');
    expect(await lintErrors(file, code)).toEqual([]);
  });

  it('keeps components/ and lib/ free of features, and the contract free of the runtimes', async () => {
    const intoFeature =
      "import { LoginPage } from '@/features/auth/pages/login-page.tsx';\nexport const Page = LoginPage;\n";
    expect(await lintErrors('src-renderer/lib/boundary-fixture.ts', intoFeature)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*import no feature/),
    ]);
    const intoApi = "import { buildApp } from '../api/app.ts';\nexport const build = buildApp;\n";
    expect(await lintErrors('src-shared/boundary-fixture.ts', intoApi)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*contract/),
    ]);
    expect(await lintErrors('src-renderer/lib/boundary-fixture.ts', 'export const env = process.env.MODE;\n')).toEqual([
      expect.stringMatching(/^no-restricted-globals: .*process/),
    ]);
  });
});
