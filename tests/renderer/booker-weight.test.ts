import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The booker's first load (ADR 024): what the booker page imports statically, all the way down, is
 * what the browser fetches before the times show. The booking form, its widgets, the form library and
 * the phone library must not be in it: they come as their own chunk when a time is picked.
 */
const root = resolve(import.meta.dirname, '../..');

/** The files and packages a module pulls in statically (type-only imports and `import()` left out). */
function staticImports(file: string): { files: string[]; packages: string[] } {
  const source = readFileSync(file, 'utf8');
  const files: string[] = [];
  const packages: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const [, specifier] of source.matchAll(pattern)) {
    if (specifier!.startsWith('.') || specifier!.startsWith('#shared/') || specifier!.startsWith('@/')) {
      const path = specifier!.startsWith('#shared/')
        ? join(root, 'src-shared', specifier!.slice('#shared/'.length))
        : specifier!.startsWith('@/')
          ? join(root, 'src-renderer', specifier!.slice('@/'.length))
          : resolve(dirname(file), specifier!);
      if (existsSync(path)) files.push(path);
    } else packages.push(specifier!);
  }
  return { files, packages };
}

function firstLoad(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const found = staticImports(file);
    for (const p of found.packages) packages.add(p);
    for (const f of found.files) visit(f);
  };
  visit(entry);
  return { files, packages };
}

const rel = (files: Set<string>) => [...files].map((f) => f.slice(root.length + 1));

describe('the booker’s first load', () => {
  const booker = firstLoad(join(root, 'src-renderer/features/booker/pages/booker-page.tsx'));

  it('renders the times without the booking form, its widgets, the form library or the phone library', () => {
    const files = rel(booker.files);
    expect(files).toContain('src-renderer/features/booker/components/slot-list.tsx');
    expect(files).toContain('src-renderer/features/booker/components/lazy-steps.tsx');
    expect(files).not.toContain('src-renderer/features/booker/components/booking-form.tsx');
    expect(files).not.toContain('src-renderer/features/booker/components/reschedule-confirm.tsx');
    expect(files.filter((f) => f.includes('components/booking-fields/'))).toEqual([]);
    expect(files).not.toContain('src-shared/booking-answers.ts');
    expect(files).not.toContain('src-shared/phone.ts');
    const packages = [...booker.packages];
    expect(packages.filter((p) => p.startsWith('libphonenumber-js'))).toEqual([]);
    expect(packages).not.toContain('react-hook-form');
  });

  it('loads the form as its own chunk when a time is picked', () => {
    const lazySteps = readFileSync(join(root, 'src-renderer/features/booker/components/lazy-steps.tsx'), 'utf8');
    expect(lazySteps).toContain("import('./booking-form.tsx')");
    const form = firstLoad(join(root, 'src-renderer/features/booker/components/booking-form.tsx'));
    expect(rel(form.files)).toContain('src-renderer/components/booking-fields/booking-field-inputs.tsx');
    expect(rel(form.files)).toContain('src-shared/phone.ts');
  });
});
