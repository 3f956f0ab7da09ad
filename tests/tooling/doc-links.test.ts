// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SOURCES = [
  'api',
  'src-shared',
  'src-renderer',
  'src-main',
  'src-preload',
  'tests',
  'scripts',
  'bench',
  'docs',
  'prisma',
];
const SKIP = new Set(['node_modules', 'generated', 'migrations']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|tsx|mjs|js|md|prisma)$/.test(name) ? [full] : [];
  });
}

/** The anchors GitHub makes for a Markdown file: one per heading, plus explicit `<a id>`s. */
function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const anchors = new Set<string>();
  for (const [, heading] of text.matchAll(/^#{1,6} (.+)$/gm)) {
    anchors.add(
      heading!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    );
  }
  for (const [, id] of text.matchAll(/<a id="([^"]+)"><\/a>/g)) anchors.add(id!);
  return anchors;
}

/** Every `docs/….md#anchor` cited in code and every relative `(….md#anchor)` link in Markdown. */
function citations(): { from: string; target: string; anchor: string }[] {
  const files = [...SOURCES.flatMap((dir) => filesUnder(path.join(root, dir))), path.join(root, 'README.md')];
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const from = path.relative(root, file);
    const inCode = [...text.matchAll(/\bdocs\/([\w./-]+\.md)#([\w-]+)/g)].map(([, doc, anchor]) => ({
      from,
      target: path.join(root, 'docs', doc!),
      anchor: anchor!,
    }));
    const inMarkdown = file.endsWith('.md')
      ? [...text.matchAll(/\]\((?!https?:)([\w./-]+\.md)#([\w-]+)\)/g)].map(([, link, anchor]) => ({
          from,
          target: path.resolve(path.dirname(file), link!),
          anchor: anchor!,
        }))
      : [];
    return [...inCode, ...inMarkdown];
  });
}

/**
 * Citations of documents that live outside the repository: their file names, decision ids ("D" and a number),
 * spec sections. Spelled in pieces, so that searching the tree for them finds nothing, this included.
 */
const OUTSIDE = new RegExp(
  [
    String.raw`(ARCHITECTURE|CONVENTIONS)\.md`,
    '\u00a7',
    String.raw`shared\/spec`,
    'product[-]spec',
    String.raw`\bspec section`,
    String.raw`\bD\d{1,2}\b`,
  ].join('|'),
);

describe('links into the documentation', () => {
  it('land on a heading that exists, so a comment never points at nothing', () => {
    const found = citations();
    // The product decisions are cited from code, tests and ADRs; an empty list means the scan broke.
    expect(found.filter((c) => c.target.endsWith('product.md')).length).toBeGreaterThan(20);
    const broken = found
      .filter((c) => !existsSync(c.target) || !anchorsOf(c.target).has(c.anchor))
      .map((c) => `${c.from} → ${path.relative(root, c.target)}#${c.anchor}`);
    expect(broken).toEqual([]);
  });

  it('never cite a document outside the repository', () => {
    const self = fileURLToPath(import.meta.url);
    const files = [...SOURCES.flatMap((dir) => filesUnder(path.join(root, dir))), path.join(root, 'README.md')];
    const outside = files
      .filter((file) => file !== self)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (OUTSIDE.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(outside).toEqual([]);
  });
});
