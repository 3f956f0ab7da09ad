import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBookerShell } from '../../api/lib/booker-first-view.ts';
import { LOCALE_FILES, localeFiles } from '#shared/i18n/locale-files.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { sentenceKey } from '#shared/i18n/sentence-key.ts';
import { compiledLocales } from '../../vite.locales.ts';

/**
 * Issue 40, item 4: a new language is its files and its line in LOCALES. The build's catalog
 * patterns and the server's catalog chunks follow from that list, so a fake seventh locale ('xx',
 * added in one line here as it would be in locales.ts) is compiled and served with no pattern edited.
 */
const withFake = localeFiles([...LOCALES, 'xx']);
const dir = mkdtempSync(join(tmpdir(), 'kairos-locale-files-'));
// ES modules, as the repository's own catalogs are.
writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeCatalog(path: string, source: string): string {
  const file = join(dir, 'src-shared/i18n', path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, source);
  return file;
}

async function built(files: Parameters<typeof compiledLocales>[0], id: string): Promise<string | null> {
  const load = compiledLocales(files).load as (this: unknown, id: string) => Promise<string | null>;
  return load.call({}, id);
}

describe('a language added to the list of locales', () => {
  it('has its catalog, its common words and its app areas compiled by the web build', async () => {
    const catalog = writeCatalog('xx.ts', "export const xx = { 'booker.title': 'Xx {name}' };\n");
    const common = writeCatalog('xx-common.ts', "export const xxCommon = { 'common.close': 'Xx' };\n");
    const area = writeCatalog('app/xx/bookings.ts', "export const bookingsXx = { 'bookings.title': 'Xx' };\n");
    for (const file of [catalog, common, area]) {
      const code = await built(withFake, file);
      expect(code).toMatch(/^export const \w+ = \{/);
    }
    // Compiled to Lingui's form: the placeholder is a part of its own, not text.
    expect(await built(withFake, catalog)).toBe('export const xx = {"booker.title":["Xx ",["name"]]};');
    // Without its line in the list, the same files are not the build's business.
    expect(await built(LOCALE_FILES, catalog)).toBeNull();
    expect(await built(LOCALE_FILES, area)).toBeNull();
  });

  it('has its errors area kept as text, keyed by sentence', async () => {
    const sentence = 'The email or password is wrong.';
    const errors = writeCatalog('app/xx/errors.ts', `export const errorsXx = { '${sentence}': 'Xx wrong' };\n`);
    expect(await built(withFake, errors)).toBe(
      `export const errorsXx = ${JSON.stringify({ [sentenceKey(sentence)]: 'Xx wrong' })};`,
    );
    expect(await built(LOCALE_FILES, errors)).toBeNull();
  });

  it('has its catalog chunk preloaded by the booker first view, as every locale’s', () => {
    const web = join(dir, 'web');
    mkdirSync(join(web, '.vite'), { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const manifest = {
      '../src-shared/i18n/en.ts': { file: 'assets/en.js' },
      '../src-shared/i18n/pt-br.ts': { file: 'assets/pt-br.js' },
      '../src-shared/i18n/xx.ts': { file: 'assets/xx.js' },
      '../src-shared/i18n/xx-common.ts': { file: 'assets/xx-common.js' },
    };
    writeFileSync(join(web, '.vite/manifest.json'), JSON.stringify(manifest));
    expect(readBookerShell(web, withFake).localeChunks).toEqual({
      en: 'assets/en.js',
      'pt-BR': 'assets/pt-br.js',
      xx: 'assets/xx.js',
    });
    expect(readBookerShell(web).localeChunks).toEqual({ en: 'assets/en.js', 'pt-BR': 'assets/pt-br.js' });
  });
});
