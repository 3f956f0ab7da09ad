// Creates one new migration for both databases from a change to prisma/schema.prisma:
//   npm run db:migration -- <name>
// It diffs the schema as of the last migration (prisma/last-migrated.prisma) against the current one,
// once for PostgreSQL (on a scratch database it creates and drops) and once for the derived SQLite
// schema (in memory), and writes prisma/migrations/<ts>_<name>/ and prisma/sqlite/migrations/<ts>_<name>/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { deriveSqliteSchema, sourceSchema, writeSqliteSchema } from './db-generate.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const snapshot = join(root, 'prisma/last-migrated.prisma');
const name = (process.argv[2] ?? '').toLowerCase().replace(/[^a-z0-9_]+/g, '_');
if (!name) {
  console.error('usage: npm run db:migration -- <name>');
  process.exit(2);
}
const adminUrl = process.env.KAIROS_PRISMA_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function diff(target, fromFile, toFile, env) {
  const args = [join(root, 'node_modules/prisma/build/index.js'), 'migrate', 'diff', '--script'];
  args.push(...(fromFile ? ['--from-schema-datamodel', fromFile] : ['--from-empty']));
  args.push('--to-schema-datamodel', toFile);
  return execFileSync(process.execPath, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env, KAIROS_PRISMA_TARGET: target, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
}

const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const folder = `${stamp}_${name}`;
const work = mkdtempSync(join(tmpdir(), 'kairos-migration-'));
const hasSnapshot = existsSync(snapshot);

// SQLite: derive both sides.
writeSqliteSchema();
const sqliteTo = join(work, 'to.sqlite.prisma');
writeFileSync(sqliteTo, deriveSqliteSchema(readFileSync(sourceSchema, 'utf8')));
let sqliteFrom = null;
if (hasSnapshot) {
  sqliteFrom = join(work, 'from.sqlite.prisma');
  writeFileSync(sqliteFrom, deriveSqliteSchema(readFileSync(snapshot, 'utf8')));
}
const sqliteSql = diff('sqlite', sqliteFrom, sqliteTo, {});

// PostgreSQL: a throwaway database, never one that matters.
const scratch = `kairos_migration_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${scratch}`);
let pgSql;
try {
  const scratchUrl = new URL(adminUrl);
  scratchUrl.pathname = `/${scratch}`;
  pgSql = diff('postgres', hasSnapshot ? snapshot : null, sourceSchema, { KAIROS_PRISMA_SCRATCH_URL: scratchUrl.href });
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  await admin.end();
}

if (!pgSql.trim() || /^-- This is an empty migration/m.test(pgSql)) {
  console.log('No schema change since the last migration; nothing written.');
  process.exit(0);
}
for (const [dir, sql, provider] of [
  ['prisma/migrations', pgSql, 'postgresql'],
  ['prisma/sqlite/migrations', sqliteSql, 'sqlite'],
]) {
  mkdirSync(join(root, dir, folder), { recursive: true });
  writeFileSync(join(root, dir, folder, 'migration.sql'), sql);
  writeFileSync(
    join(root, dir, 'migration_lock.toml'),
    `# Written by scripts/db-migration.mjs\nprovider = "${provider}"\n`,
  );
}
copyFileSync(sourceSchema, snapshot);
console.log(`Wrote prisma/migrations/${folder} and prisma/sqlite/migrations/${folder}`);
