// Derives prisma/sqlite/schema.prisma from prisma/schema.prisma and generates both Prisma clients.
// Runs on `npm install` (postinstall) and after every schema change.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const sourceSchema = join(root, 'prisma/schema.prisma');
export const sqliteSchema = join(root, 'prisma/sqlite/schema.prisma');

export function deriveSqliteSchema(source) {
  const derived = source
    .replace('provider = "postgresql"', 'provider = "sqlite"')
    .replace('url      = "postgresql://unused"', 'url      = "file:./unused.db"')
    .replace('output          = "../api/db/generated/postgres"', 'output          = "../../api/db/generated/sqlite"')
    // Native PostgreSQL column types have no SQLite meaning.
    .replace(/ @db\.\w+(\([^)]*\))?/g, '');
  if (derived === source || !derived.includes('provider = "sqlite"') || !derived.includes('generated/sqlite')) {
    throw new Error('prisma/schema.prisma no longer has the generator/datasource lines this script rewrites');
  }
  return `// GENERATED from prisma/schema.prisma by scripts/db-generate.mjs. Do not edit.\n${derived}`;
}

export function writeSqliteSchema() {
  mkdirSync(dirname(sqliteSchema), { recursive: true });
  writeFileSync(sqliteSchema, deriveSqliteSchema(readFileSync(sourceSchema, 'utf8')));
}

function generate(target) {
  execFileSync(process.execPath, [join(root, 'node_modules/prisma/build/index.js'), 'generate', '--no-hints'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', KAIROS_PRISMA_TARGET: target },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeSqliteSchema();
  generate('postgres');
  generate('sqlite');
}
