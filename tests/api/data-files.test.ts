import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { loadConfig } from '../../api/config.ts';
import { createPrisma, resolveDatabaseTarget } from '../../api/db/client.ts';
import { applyMigrations } from '../../api/db/migrate.ts';
import { projectRoot } from '../../api/lib/paths.ts';

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

// What the server keeps on disk (accounts with password hashes, keys, emails with one-time links) is
// for the account that runs it only, even when it creates DATA_DIR itself under a permissive umask.
describe('files the server creates', () => {
  const parent = mkdtempSync(join(tmpdir(), 'kairos-files-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('makes DATA_DIR 0700 and the SQLite files 0600', async () => {
    const dataDir = join(parent, 'nested', 'data');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const previous = process.umask(0o022);
    try {
      const target = resolveDatabaseTarget(config.DATABASE_URL, config.DATA_DIR);
      await applyMigrations(target, projectRoot);
      const app = await buildApp({ config });
      await app.ready();
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { first_name: 'Ada', last_name: 'L', email: 'files@example.test', password: 'sunny-day-42' },
      });
      expect(res.statusCode).toBe(200);
      // The database is open and written: its WAL files exist now.
      expect(existsSync(join(dataDir, 'kairos.db-wal'))).toBe(true);
      const modes = Object.fromEntries(
        ['', 'kairos.db', 'kairos.db-wal', 'kairos.db-shm', 'keys', 'keys/jwt-secret'].map((p) => [
          p || 'DATA_DIR',
          mode(join(dataDir, p)),
        ]),
      );
      await app.close();
      expect(modes).toEqual({
        DATA_DIR: '700',
        'kairos.db': '600',
        'kairos.db-wal': '600',
        'kairos.db-shm': '600',
        keys: '700',
        'keys/jwt-secret': '600',
      });
      expect(mode(join(dataDir, 'outbox'))).toBe('700');
      for (const file of readdirSync(join(dataDir, 'outbox'))) expect(mode(join(dataDir, 'outbox', file))).toBe('600');
    } finally {
      process.umask(previous);
    }
  });

  it('commits every write durably (synchronous=FULL), on every connection Prisma opens', async () => {
    const target = resolveDatabaseTarget(undefined, join(parent, 'durable'));
    await applyMigrations(target, projectRoot);
    const db = createPrisma(target);
    try {
      const read = async () =>
        Number((await db.$queryRawUnsafe<{ synchronous: bigint }[]>('PRAGMA synchronous'))[0]!.synchronous);
      // 2 is FULL: the WAL is synced on every commit. NORMAL (1) may lose the last commits on power loss.
      expect(await read()).toBe(2);
      await db.$disconnect();
      expect(await read()).toBe(2);
    } finally {
      await db.$disconnect();
    }
  });
});
