import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/lib/paths.ts';
import type { AuditLog } from '#shared/schemas/admin-users.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/users.ts';

const run = promisify(execFile);

describe('npm run admin (granting roles from the command line)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'api/cli/admin.ts', ...args], {
        cwd: projectRoot,
        env: { ...process.env, DATABASE_URL: t.database.url, DATA_DIR: t.database.dataDir, LOG_LEVEL: 'silent' },
        timeout: 60_000,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code?: number; stdout?: string; stderr?: string };
      return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
    }
  }

  const roleOf = async (id: string) => (await t.db.user.findUniqueOrThrow({ where: { id } })).role;

  it('grants app_admin to an account by email, whatever its case, and the API then lets it in', async () => {
    const user = await createUser(t, { email: 'first.admin@example.test' });
    const before = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: user.headers });
    expect(before.statusCode).toBe(403);

    const result = await admin('grant', ' First.Admin@Example.test ', 'app_admin');
    expect(result).toMatchObject({ code: 0, stdout: 'first.admin@example.test is now app_admin.\n' });
    expect(await roleOf(user.id)).toBe('app_admin');
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: user.headers });
    expect(after.statusCode).toBe(200);

    // The grant is in the audit log, made by the command line rather than by an account.
    const log = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: user.headers });
    expect(log.json<AuditLog>().items).toEqual([
      expect.objectContaining({
        action: 'role_changed',
        actor: { id: null, email: null },
        target: { id: user.id, email: 'first.admin@example.test' },
        detail: 'user → app_admin',
      }),
    ]);
  }, 90_000);

  it('lists admin accounts and revokes a role back to an ordinary user', async () => {
    const user = await createUser(t, { email: 'company@example.test' });
    expect((await admin('grant', 'company@example.test', 'company_admin')).code).toBe(0);
    const listed = await admin('list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('company_admin\tcompany@example.test');

    expect(await admin('revoke', 'company@example.test')).toMatchObject({
      code: 0,
      stdout: 'company@example.test is now user.\n',
    });
    expect(await roleOf(user.id)).toBe('user');
    expect((await admin('list')).stdout).not.toContain('company@example.test');
  }, 90_000);

  it('refuses unknown roles, unknown accounts and unknown commands with a non-zero exit', async () => {
    const unknownRole = await admin('grant', 'company@example.test', 'superuser');
    expect(unknownRole.code).toBe(2);
    expect(unknownRole.stderr).toContain('Unknown role "superuser"');

    const noAccount = await admin('grant', 'nobody@example.test', 'app_admin');
    expect(noAccount.code).toBe(1);
    expect(noAccount.stderr).toContain('No account with the email nobody@example.test.');

    const noCommand = await admin('promote');
    expect(noCommand.code).toBe(2);
    expect(noCommand.stderr).toContain('Usage:');
  }, 90_000);
});
