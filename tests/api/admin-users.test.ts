import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../api/lib/mailer.ts';
import { hashPassword } from '../../api/modules/auth/passwords.ts';
import { signAccessToken } from '../../api/modules/auth/access-token.ts';
import { createAuthService } from '../../api/modules/auth/service.ts';
import { type AdminUser, type AdminUserList, type AuditLog, adminUsersMessages } from '#shared/schemas/admin-users.ts';
import { authAnswers, type TokenPair } from '#shared/schemas/auth.ts';
import { startFakeCloudflare, type FakeCloudflare } from '../fakes/cloudflare-server.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

const PASSWORD = 'correct-horse-42';
const CF_TOKEN = 'cf-users-test-token-0123456789';

describe('the admin Users API', () => {
  let t: TestApp;
  let cf: FakeCloudflare;
  let admin: TestUser;

  beforeAll(async () => {
    cf = await startFakeCloudflare();
    cf.addToken(CF_TOKEN);
    cf.addZone('example.com');
    t = await createTestApp({
      CLOUDFLARE_API_URL: cf.url,
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    });
    admin = await createUser(t, { role: 'app_admin', email: 'root.admin@example.test' });
  });
  afterAll(async () => {
    await t.close();
    await cf.close();
  });

  const as = (user: TestUser | { headers: { authorization: string } }) => user.headers;
  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: as(admin) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminUserList>();
  };
  const patch = (id: string, payload: unknown, by: TestUser = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: as(by), payload: payload as object });
  const remove = (id: string, by: TestUser = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: as(by) });
  const auditLog = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?limit=100', headers: as(admin) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditLog>().items;
  };

  /** An account that can sign in with a password, signed in once: its token pair. */
  async function signedInAccount(email: string): Promise<{ id: string; tokens: TokenPair }> {
    const user = await t.db.user.create({
      data: {
        email,
        passwordHash: await hashPassword(PASSWORD),
        firstName: 'Grace',
        lastName: 'Hopper',
        emailVerifiedAt: new Date(),
      },
    });
    return { id: user.id, tokens: await login(email).then((r) => r.json<TokenPair>()) };
  }
  const login = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
  const profileWith = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(accessToken) });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });

  describe('listing and searching', () => {
    it('lists accounts with their role and state, never a password hash or token', async () => {
      const user = await createUser(t, { email: 'listed@example.test', firstName: 'Listed', lastName: 'Person' });
      const page = await list('?q=listed@example.test');
      expect(page).toEqual({
        items: [
          {
            id: user.id,
            email: 'listed@example.test',
            first_name: 'Listed',
            last_name: 'Person',
            username: user.username,
            role: 'user',
            emailVerified: true,
            disabled: false,
            createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
          },
        ],
        nextCursor: null,
      });
    });

    it('finds accounts by email, first or last name, or username, in any case', async () => {
      const user = await createUser(t, {
        email: 'needle.mail@example.test',
        firstName: 'Marguerite',
        lastName: 'Zyxwvut',
        username: 'haystack-handle',
      });
      for (const q of ['NEEDLE.MAIL', 'marguerite', 'zyxWVUT', 'Haystack-Handle']) {
        expect(
          (await list(`?q=${encodeURIComponent(q)}`)).items.map((u) => u.id),
          q,
        ).toEqual([user.id]);
      }
      expect((await list('?q=no-such-account-anywhere')).items).toEqual([]);
      // LIKE's wildcards are plain characters here: no account has them.
      for (const q of ['%', '_', '\\']) expect((await list(`?q=${encodeURIComponent(q)}`)).items, q).toEqual([]);
    });

    it('pages through every account newest first with a cursor, nothing repeated or skipped', async () => {
      for (let i = 0; i < 5; i += 1) await createUser(t, { email: `pager-${i}@example.test` });
      const seen: string[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page: AdminUserList = await list(`?q=pager-&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((u) => u.email));
        cursor = page.nextCursor;
      }
      expect(seen).toEqual([4, 3, 2, 1, 0].map((i) => `pager-${i}@example.test`));
    });

    it('refuses a made-up cursor and an out-of-range limit with 400', async () => {
      for (const query of ['?cursor=not-a-cursor', '?limit=0', '?limit=101', '?limit=abc']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: as(admin) });
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toHaveProperty('error');
      }
    });
  });

  describe('changing an account', () => {
    it('changes the role and answers with the account; the new role applies to the next request', async () => {
      const user = await createUser(t);
      expect((await t.app.inject({ method: 'GET', url: '/api/domains', headers: as(user) })).statusCode).toBe(403);
      const res = await patch(user.id, { role: 'company_admin' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AdminUser>()).toMatchObject({ id: user.id, role: 'company_admin', disabled: false });
      expect((await t.app.inject({ method: 'GET', url: '/api/domains', headers: as(user) })).statusCode).toBe(200);
    });

    it('refuses an unknown role, an unknown field, an empty change and a wrong type with 400, changing nothing', async () => {
      const user = await createUser(t);
      for (const body of [
        { role: 'superuser' },
        { role: 'user', isAdmin: true },
        {},
        { disabled: 'yes' },
        { email: 'x@example.test' },
      ]) {
        const res = await patch(user.id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toHaveProperty('error');
      }
      expect(await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
        role: 'user',
        disabledAt: null,
      });
    });

    it('answers 404 for an account that does not exist', async () => {
      expect((await patch('no-such-account', { role: 'user' })).statusCode).toBe(404);
      expect((await remove('no-such-account')).statusCode).toBe(404);
    });
  });

  describe('disabling', () => {
    it('signs the account out at once, refuses its sign-in with a clear message, and enabling lets it back', async () => {
      const account = await signedInAccount('to-disable@example.test');
      expect((await profileWith(account.tokens.accessToken)).statusCode).toBe(200);

      const res = await patch(account.id, { disabled: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AdminUser>().disabled).toBe(true);

      // The access token stops working on its next request; the refresh token is revoked.
      expect((await profileWith(account.tokens.accessToken)).statusCode).toBe(401);
      expect((await refresh(account.tokens.refreshToken)).statusCode).toBe(401);
      const refused = await login('to-disable@example.test');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: authAnswers.accountDisabled });
      // A wrong password still gets the ordinary answer: nothing is told to someone without it.
      const guess = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'to-disable@example.test', password: 'wrong-horse-42' },
      });
      expect(guess.statusCode).toBe(401);
      expect(guess.json()).toEqual({ error: authAnswers.invalidCredentials });

      const enabled = await patch(account.id, { disabled: false });
      expect(enabled.json<AdminUser>().disabled).toBe(false);
      // The old sessions stay ended; a new sign-in works at once.
      expect((await profileWith(account.tokens.accessToken)).statusCode).toBe(401);
      const again = await login('to-disable@example.test');
      expect(again.statusCode).toBe(200);
      expect((await profileWith(again.json<TokenPair>().accessToken)).statusCode).toBe(200);
    });

    it('refuses every request of a disabled account, whatever its token', async () => {
      // Disabled in the database directly, sessions untouched: the caller lookup alone keeps it out.
      const user = await createUser(t);
      expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(user) })).statusCode).toBe(200);
      await t.db.user.update({ where: { id: user.id }, data: { disabledAt: new Date() } });
      expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(user) })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/event-types', headers: as(user) })).statusCode).toBe(401);
    });

    it('gives no session to a refresh that was under way when the account was disabled', async () => {
      const account = await signedInAccount('mid-refresh@example.test');
      // The auth service on a database that disables the account at the worst moment: after the
      // refresh has checked the account, just before it stores the new refresh token.
      const disableNow = () => patch(account.id, { disabled: true });
      const racing = new Proxy(t.db, {
        get(db, key) {
          if (key !== 'refreshToken') return Reflect.get(db, key) as unknown;
          return new Proxy(db.refreshToken, {
            get(tokens, method) {
              if (method !== 'create') return Reflect.get(tokens, method) as unknown;
              return async (args: Parameters<typeof tokens.create>[0]) => {
                expect((await disableNow()).statusCode).toBe(200);
                return tokens.create(args);
              };
            },
          });
        },
      });
      const service = createAuthService({
        db: racing,
        config: { APP_URL: 'http://kairos.test', REQUIRE_EMAIL_VERIFICATION: false },
        mailer: { send: async () => {}, sendLater: () => {}, close: async () => {} } as unknown as Mailer,
        log: t.app.log,
        signAccessToken: (user, sessionId) => signAccessToken(t.app, user, sessionId),
        successorRefreshToken: t.app.successorRefreshToken,
      });
      await expect(service.refresh(account.tokens.refreshToken)).rejects.toMatchObject({ statusCode: 401 });
      expect(await t.db.refreshToken.count({ where: { userId: account.id, revokedAt: null } })).toBe(0);
    });

    it('signs an account out everywhere without disabling it', async () => {
      const account = await signedInAccount('signed-out@example.test');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${account.id}/sign-out-everywhere`,
        headers: as(admin),
      });
      expect(res.statusCode, res.body).toBe(204);
      expect((await profileWith(account.tokens.accessToken)).statusCode).toBe(401);
      expect((await refresh(account.tokens.refreshToken)).statusCode).toBe(401);
      const again = await login('signed-out@example.test');
      expect(again.statusCode).toBe(200);
      expect((await profileWith(again.json<TokenPair>().accessToken)).statusCode).toBe(200);
    });
  });

  describe('the last app admin', () => {
    it('cannot be demoted, disabled or deleted, by anyone including themself (409); with a second admin they can', async () => {
      // A database of its own, so that no other app admin exists.
      const own = await createTestApp();
      try {
        const only = await createUser(own, { role: 'app_admin' });
        const call = (method: 'PATCH' | 'DELETE', payload?: object) =>
          own.app.inject({ method, url: `/api/admin/users/${only.id}`, headers: only.headers, payload });
        for (const [method, payload] of [
          ['PATCH', { role: 'company_admin' }],
          ['PATCH', { role: 'user' }],
          ['PATCH', { disabled: true }],
          ['PATCH', { role: 'app_admin', disabled: true }],
          ['DELETE', undefined],
        ] as const) {
          const res = await call(method, payload);
          expect(res.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(409);
          expect(res.json()).toEqual({ error: adminUsersMessages.lastAppAdmin });
        }
        // Deleting their own account from the profile is the same thing.
        const ownDelete = await own.app.inject({ method: 'DELETE', url: '/api/profile', headers: only.headers });
        expect(ownDelete.statusCode).toBe(409);
        // A change that keeps them app admin is fine.
        expect((await call('PATCH', { role: 'app_admin', disabled: false })).statusCode).toBe(200);
        expect(await own.db.user.findUniqueOrThrow({ where: { id: only.id } })).toMatchObject({
          role: 'app_admin',
          disabledAt: null,
        });

        // A disabled app admin does not count as one.
        const disabled = await createUser(own, { role: 'app_admin' });
        await own.db.user.update({ where: { id: disabled.id }, data: { disabledAt: new Date() } });
        expect((await call('PATCH', { role: 'user' })).statusCode).toBe(409);

        const second = await createUser(own, { role: 'app_admin' });
        expect((await call('PATCH', { role: 'user' })).statusCode).toBe(200);
        // Now `second` is the last one; the demoted first admin has no say any more.
        expect((await call('PATCH', { role: 'app_admin' })).statusCode).toBe(403);
        const self = await own.app.inject({
          method: 'DELETE',
          url: `/api/admin/users/${second.id}`,
          headers: second.headers,
        });
        expect(self.statusCode).toBe(409);
      } finally {
        await own.close();
      }
    });

    it('survives two admins demoting each other at the same moment: exactly one stays', async () => {
      const own = await createTestApp();
      try {
        for (let round = 0; round < 5; round += 1) {
          await own.db.user.deleteMany({});
          const a = await createUser(own, { role: 'app_admin' });
          const b = await createUser(own, { role: 'app_admin' });
          const demote = (by: TestUser, target: TestUser, payload: object) =>
            own.app.inject({ method: 'PATCH', url: `/api/admin/users/${target.id}`, headers: by.headers, payload });
          const removeBy = (by: TestUser, target: TestUser) =>
            own.app.inject({ method: 'DELETE', url: `/api/admin/users/${target.id}`, headers: by.headers });
          const answers = await Promise.all(
            round % 2 === 0
              ? [demote(a, b, { role: 'user' }), demote(b, a, { disabled: true })]
              : [removeBy(a, b), removeBy(b, a)],
          );
          // One wins; the other is refused: 409 if it got past the role check first, else 403 or 401
          // (its caller was already demoted or deleted).
          const statuses = answers.map((r) => r.statusCode);
          expect(
            statuses.filter((s) => s === 200 || s === 204),
            statuses.join(),
          ).toHaveLength(1);
          expect(
            statuses.filter((s) => [401, 403, 409].includes(s)),
            statuses.join(),
          ).toHaveLength(1);
          expect(await own.db.user.count({ where: { role: 'app_admin', disabledAt: null } })).toBe(1);
        }
      } finally {
        await own.close();
      }
    });
  });

  describe('the audit log', () => {
    it('records who did what to whom and when, for every admin action, newest first', async () => {
      const earlier = new Set((await auditLog()).map((e) => e.id));
      const user = await createUser(t, { email: 'audited@example.test' });
      expect((await patch(user.id, { role: 'company_admin' })).statusCode).toBe(200);
      expect((await patch(user.id, { disabled: true })).statusCode).toBe(200);
      expect((await patch(user.id, { disabled: false })).statusCode).toBe(200);
      // Nothing changes, so nothing is recorded.
      expect((await patch(user.id, { role: 'company_admin', disabled: false })).statusCode).toBe(200);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/admin/users/${user.id}/sign-out-everywhere`,
            headers: as(admin),
          })
        ).statusCode,
      ).toBe(204);
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/admin/settings/cloudflare-token',
        headers: as(admin),
        payload: { token: CF_TOKEN },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const core = await t.app.inject({
        method: 'POST',
        url: '/api/admin/dns/setup-core',
        headers: as(admin),
        payload: { domain: 'example.com', ipAddress: '203.0.113.10' },
      });
      expect(core.statusCode, core.body).toBe(200);
      expect((await remove(user.id)).statusCode).toBe(204);

      const entries = (await auditLog()).filter((e) => !earlier.has(e.id));
      const actor = { id: admin.id, email: 'root.admin@example.test' };
      const target = { id: user.id, email: 'audited@example.test' };
      expect(entries.map(({ action, actor: who, target: whom, detail }) => ({ action, who, whom, detail }))).toEqual([
        { action: 'user_deleted', who: actor, whom: target, detail: '' },
        { action: 'core_domain_set_up', who: actor, whom: null, detail: 'example.com → 203.0.113.10' },
        { action: 'cloudflare_token_saved', who: actor, whom: null, detail: '' },
        { action: 'user_signed_out', who: actor, whom: target, detail: '' },
        { action: 'user_enabled', who: actor, whom: target, detail: '' },
        { action: 'user_disabled', who: actor, whom: target, detail: '' },
        { action: 'role_changed', who: actor, whom: target, detail: 'user → company_admin' },
      ]);
      // The token itself is never in the log.
      expect(JSON.stringify(entries)).not.toContain(CF_TOKEN);
    });

    it('records nothing for a refused action', async () => {
      const before = (await auditLog()).length;
      const user = await createUser(t);
      await patch(user.id, { role: 'nope' });
      await patch('no-such-account', { role: 'user' });
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/settings/cloudflare-token',
        headers: as(admin),
        payload: { token: 'unknown-token-xyz' },
      });
      expect(await auditLog()).toHaveLength(before);
    });

    it('pages with a cursor', async () => {
      const user = await createUser(t);
      for (const role of ['company_admin', 'user', 'company_admin'] as const) await patch(user.id, { role });
      const first = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?limit=2', headers: as(admin) });
      const page = first.json<AuditLog>();
      expect(page.items).toHaveLength(2);
      expect(page.nextCursor).not.toBeNull();
      const next = await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit-log?limit=2&cursor=${page.nextCursor}`,
        headers: as(admin),
      });
      const second = next.json<AuditLog>();
      expect(second.items[0]?.detail).toBe('user → company_admin');
      expect(second.items.map((e) => e.id)).not.toContain(page.items[0]?.id);
    });
  });
});
