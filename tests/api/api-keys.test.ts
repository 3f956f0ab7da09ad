import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiKeyList, apiKeyMessages } from '#shared/schemas/api-keys.ts';
import type { V1Error, V1Me } from '#shared/schemas/v1.ts';
import { createApiKey, keyHeaders } from '../helpers/api-keys.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertTeam } from '../helpers/teams.ts';
import { createUser } from '../helpers/users.ts';

const DAY_MS = 86_400_000;

describe('API keys', () => {
  let t: TestApp;
  let offset = 0;
  beforeAll(async () => {
    t = await createTestApp({}, { clock: { now: () => Date.now() + offset } });
  });
  afterAll(async () => t.close());

  const me = (key: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: keyHeaders(key) });
  const list = async (headers: { authorization: string }) =>
    (await t.app.inject({ method: 'GET', url: '/api/api-keys', headers })).json<ApiKeyList>().items;

  it('shows a new key once, as kairos_live_ with more than 256 secret bits, and lists it by its prefix only', async () => {
    const user = await createUser(t);
    const created = await createApiKey(t, user, { scopes: ['bookings:read', 'event-types:read'], expiresInDays: 90 });
    expect(created.key).toMatch(/^kairos_live_[A-Za-z0-9_-]+$/);
    const secret = Buffer.from(created.key.slice('kairos_live_'.length), 'base64url');
    // What stays secret once the list has shown the prefix's 8 characters (48 bits) is still over 256 bits.
    expect(secret.length * 8 - 48).toBeGreaterThanOrEqual(256);
    expect(created.prefix).toBe(created.key.slice(0, 'kairos_live_'.length + 8));
    expect(created.scopes).toEqual(['event-types:read', 'bookings:read']);
    expect(Date.parse(created.expiresAt!) - t.app.clock.now()).toBeGreaterThan(89.9 * DAY_MS);

    const items = await list(user.headers);
    expect(items).toEqual([
      expect.objectContaining({
        id: created.id,
        name: 'CRM sync',
        prefix: created.prefix,
        scopes: ['event-types:read', 'bookings:read'],
        team: null,
        lastUsedAt: null,
        revokedAt: null,
      }),
    ]);
    expect(JSON.stringify(items)).not.toContain(created.key);

    const answer = await me(created.key);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<V1Me>()).toMatchObject({
      user: { id: user.id, email: user.email, timeZone: 'UTC' },
      team: null,
      key: { id: created.id, prefix: created.prefix, scopes: ['event-types:read', 'bookings:read'] },
    });
    // The list now says when it was last used.
    expect((await list(user.headers))[0]!.lastUsedAt).not.toBeNull();
  });

  it('never stores, logs or answers the key: the database holds its hash, the logs and the audit log its prefix', async () => {
    const user = await createUser(t);
    const created = await createApiKey(t, user);
    await me(created.key);
    await t.app.inject({ method: 'GET', url: '/api/event-types', headers: keyHeaders(created) });
    const secretPart = created.key.slice(created.prefix.length);
    const rows = JSON.stringify(await t.db.apiKey.findMany()) + JSON.stringify(await t.db.auditLogEntry.findMany());
    expect(rows).not.toContain(secretPart);
    expect(t.logs.join('\n')).not.toContain(secretPart);
    const stored = await t.db.apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(stored.keyHash).toMatch(/^[0-9a-f]{64}$/);
    const listed = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: user.headers });
    expect(listed.body).not.toContain(secretPart);
  });

  it('refuses a key (401) on every route outside /api/v1/, even its own keys, the account and sign-out', async () => {
    const user = await createUser(t, { role: 'app_admin' });
    const created = await createApiKey(t, user);
    for (const [method, url] of [
      ['GET', '/api/event-types'],
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
      ['DELETE', `/api/api-keys/${created.id}`],
      ['GET', '/api/profile'],
      ['DELETE', '/api/profile'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/bookings'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: keyHeaders(created), payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json(), `${method} ${url}`).toEqual({ error: apiKeyMessages.onlyPublicApi });
    }
    // Nothing was revoked or removed by those attempts.
    expect((await me(created.key)).statusCode).toBe(200);
  });

  it('acts only with its scopes: 403 naming the missing scope, in the public API’s error shape', async () => {
    const user = await createUser(t);
    const created = await createApiKey(t, user, { scopes: ['bookings:read'] });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/bookings', headers: keyHeaders(created) })).statusCode,
    ).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/event-types', headers: keyHeaders(created) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<V1Error>()).toEqual({
      error: { code: 'forbidden', message: apiKeyMessages.scope('event-types:read'), fields: {} },
    });
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/v1/event-types',
      headers: keyHeaders(created),
      payload: { name: 'Sneaky', slug: 'sneaky', duration: 30 },
    });
    expect(write.statusCode).toBe(403);
    expect(await t.db.eventType.count({ where: { userId: user.id } })).toBe(0);
  });

  it('refuses a key from the instant it expires', async () => {
    const user = await createUser(t);
    const created = await createApiKey(t, user, { expiresInDays: 30 });
    const forever = await createApiKey(t, user, { expiresInDays: null });
    expect(forever.expiresAt).toBeNull();
    offset += 29 * DAY_MS;
    expect((await me(created.key)).statusCode).toBe(200);
    offset += 2 * DAY_MS;
    const expired = await me(created.key);
    expect(expired.statusCode).toBe(401);
    expect(expired.json<V1Error>().error).toEqual({
      code: 'unauthorized',
      message: apiKeyMessages.invalid,
      fields: {},
    });
    expect((await me(forever.key)).statusCode).toBe(200);
  });

  it('revokes a key at once, and keeps who created and revoked it in the audit log', async () => {
    const user = await createUser(t);
    const created = await createApiKey(t, user, { name: 'Zapier' });
    expect((await me(created.key)).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${created.id}`, headers: user.headers });
    expect(revoked.statusCode).toBe(204);
    expect((await me(created.key)).statusCode).toBe(401);
    expect(await list(user.headers)).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${created.id}`, headers: user.headers });
    expect(again.statusCode).toBe(404);
    const audit = await t.db.auditLogEntry.findMany({ where: { targetId: user.id }, orderBy: { createdAt: 'asc' } });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['api_key_created', user.id],
      ['api_key_revoked', user.id],
    ]);
    expect(audit[0]!.detail).toContain(`"Zapier" (${created.prefix}…)`);
  });

  it("lets nobody revoke another account's key", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const created = await createApiKey(t, owner);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${created.id}`, headers: other.headers });
    expect(res.statusCode).toBe(404);
    expect((await me(created.key)).statusCode).toBe(200);
  });

  it('refuses a body with an expiry other than 30, 90, 365 days or never, or without scopes', async () => {
    const user = await createUser(t);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/api-keys', headers: user.headers, payload });
    const expiry = await post({ name: 'X', scopes: ['bookings:read'], expiresInDays: 45 });
    expect(expiry.statusCode).toBe(400);
    expect(expiry.json()).toEqual({ error: apiKeyMessages.expiry });
    const scopes = await post({ name: 'X', scopes: [], expiresInDays: null });
    expect(scopes.json()).toEqual({ error: apiKeyMessages.scopesRequired });
    const unknown = await post({ name: 'X', scopes: ['admin:write'], expiresInDays: null });
    expect(unknown.statusCode).toBe(400);
    expect(await t.db.apiKey.count({ where: { userId: user.id } })).toBe(0);
  });

  it('disables every key of a disabled account at once; an admin sees and revokes them', async () => {
    const admin = await createUser(t, { role: 'app_admin' });
    const user = await createUser(t);
    const created = await createApiKey(t, user, { name: 'Leaky' });
    const disabled = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: admin.headers,
      payload: { disabled: true },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await me(created.key)).statusCode).toBe(401);

    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${user.id}/api-keys`,
      headers: admin.headers,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json<ApiKeyList>().items).toEqual([expect.objectContaining({ id: created.id, name: 'Leaky' })]);
    expect(seen.body).not.toContain(created.key);
    const notAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${user.id}/api-keys`,
      headers: (await createUser(t)).headers,
    });
    expect(notAdmin.statusCode).toBe(403);

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}/api-keys/${created.id}`,
      headers: admin.headers,
    });
    expect(revoke.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${user.id}/api-keys`,
      headers: admin.headers,
    });
    expect(after.json<ApiKeyList>().items[0]!.revokedAt).not.toBeNull();
    // Enabled again, the account's revoked key stays refused.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: admin.headers,
      payload: { disabled: false },
    });
    expect((await me(created.key)).statusCode).toBe(401);
    const audit = await t.db.auditLogEntry.findFirst({ where: { action: 'api_key_revoked', targetId: user.id } });
    expect(audit?.actorId).toBe(admin.id);
  });

  it("makes team keys for a team's owners and admins only, acting on that team's routes alone", async () => {
    const owner = await createUser(t);
    const admin = await createUser(t);
    const member = await createUser(t);
    const teamId = await insertTeam(t, `keys-${Date.now()}`, [
      { user: owner, role: 'owner' },
      { user: admin, role: 'admin' },
      { user: member, role: 'member' },
    ]);
    const otherTeam = await insertTeam(t, `other-${Date.now()}`, [{ user: admin, role: 'owner' }]);
    const byMember = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: member.headers,
      payload: { name: 'Team', scopes: ['bookings:read'], expiresInDays: null, teamId },
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({ error: apiKeyMessages.teamRole });

    const teamKey = await createApiKey(t, admin, { teamId, scopes: ['bookings:read', 'event-types:read'] });
    expect((await list(admin.headers))[0]!.team).toMatchObject({ id: teamId });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: keyHeaders(teamKey) });
    expect((await me(teamKey.key)).json<V1Me>().team).toMatchObject({ id: teamId });
    expect((await get(`/api/v1/teams/${teamId}/event-types`)).statusCode).toBe(200);
    expect((await get(`/api/v1/teams/${teamId}/bookings`)).statusCode).toBe(200);
    const teams = await get('/api/v1/teams');
    expect(teams.json<{ items: { id: string }[] }>().items.map((team) => team.id)).toEqual([teamId]);
    // Another team of the same person, and the person's own event types, are not the team key's.
    expect((await get(`/api/v1/teams/${otherTeam}/event-types`)).statusCode).toBe(404);
    const personal = await get('/api/v1/event-types');
    expect(personal.statusCode).toBe(403);
    expect(personal.json<V1Error>().error.message).toBe(apiKeyMessages.personalOnly);

    // Made a plain member, the admin's team key stops working.
    await t.db.teamMember.update({ where: { teamId_userId: { teamId, userId: admin.id } }, data: { role: 'member' } });
    expect((await me(teamKey.key)).statusCode).toBe(401);
  });
});

describe('the per-key rate limit', () => {
  let t: TestApp;
  let offset = 0;
  beforeAll(async () => {
    t = await createTestApp({ API_KEY_RATE_LIMIT_PER_MINUTE: '3' }, { clock: { now: () => Date.now() + offset } });
  });
  afterAll(async () => t.close());

  it('answers RateLimit-* headers, 429 past the limit for that key only, and lets it in again after the window', async () => {
    const user = await createUser(t);
    const busy = await createApiKey(t, user);
    const quiet = await createApiKey(t, user);
    const me = (key: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: keyHeaders(key) });
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await me(busy.key);
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('3');
      expect(res.headers['ratelimit-policy']).toBe('3;w=60');
      remaining.push(String(res.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const limited = await me(busy.key);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<V1Error>().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    expect((await me(quiet.key)).statusCode).toBe(200);
    offset += 61_000;
    expect((await me(busy.key)).statusCode).toBe(200);
  });
});
