import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { localeFolder } from '../src-shared/i18n/app/areas.ts';
import { DEFAULT_LOCALE, LOCALES } from '../src-shared/i18n/locales.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface EntrySize {
  route: string;
  files: string[];
  gzipBytes: number;
}

/**
 * The JavaScript a first visit to a route downloads: the entry chunk, the route's lazy page chunks
 * and, recursively, their static imports (what the browser fetches before the page can render).
 */
export function jsForRoute(webDir: string, route: string, pageSources: string[]): EntrySize {
  const manifest = JSON.parse(readFileSync(join(webDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry[0]);
  for (const source of pageSources) {
    const key = Object.keys(manifest).find((k) => k.endsWith(source));
    if (!key) throw new Error(`The Vite manifest has no chunk for ${source}`);
    visit(key);
  }
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(webDir, file))).length, 0);
  return { route, files, gzipBytes };
}

/** The gzipped size of one built file (a script served on its own, such as /embed.js). */
export function gzippedFile(webDir: string, file: string): number {
  return gzipSync(readFileSync(join(webDir, file))).length;
}

/**
 * The app areas (ADR 035) whose words a route's code uses: the `lib/texts/<area>.ts` modules inside its
 * files, read from their source maps. A page waits for the translations of exactly these (issue 39).
 */
export function areasOfRoute(webDir: string, files: string[]): string[] {
  const areas = new Set<string>();
  for (const file of files) {
    const map = JSON.parse(readFileSync(join(webDir, `${file}.map`), 'utf8')) as { sources: string[] };
    for (const source of map.sources) {
      const area = /lib\/texts\/([a-z-]+)\.ts$/.exec(source)?.[1];
      if (area) areas.add(area);
    }
  }
  return [...areas].sort();
}

/**
 * /login in every language (ADR 036, ADR 056): English is the entry and the page's chunks (its words ride
 * in them); any other language adds its common words and the translations of the areas the page's code
 * uses (read from its source maps). The sentences of a failed sign-in come once the page shows: not counted.
 */
export function loginJsPerLocale(webDir: string): EntrySize[] {
  const page = 'features/auth/pages/login-page.tsx';
  const english = jsForRoute(webDir, '/login', [page]);
  const areas = areasOfRoute(webDir, english.files);
  return LOCALES.map((locale) => {
    if (locale === DEFAULT_LOCALE) return english;
    const folder = localeFolder(locale);
    return jsForRoute(webDir, `/login ${locale} (${areas.join(', ')})`, [
      page,
      `src-shared/i18n/${folder}-common.ts`,
      ...areas.map((area) => `src-shared/i18n/app/${folder}/${area}.ts`),
    ]);
  });
}

// `node --import tsx bench/web-size.ts`: /login's figure per language from the existing build
// (`$KAIROS_DIST/web`, after `npm run build:web`), without the rest of the bench.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const webDir = join(import.meta.dirname, '..', process.env.KAIROS_DIST ?? 'dist', 'web');
  for (const e of loginJsPerLocale(webDir)) {
    console.log(`${e.route.padEnd(24)} ${(e.gzipBytes / 1024).toFixed(1).padStart(6)} KB in ${e.files.length} files`);
  }
}
