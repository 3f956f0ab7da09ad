import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSessionUser } from '../../api/modules/auth/access-token.ts';
import { addRefreshToken } from '../../api/modules/auth/sessions.ts';
import { signHs256 } from '../../bench/jwt.ts';
import { type ApiRoute, createTestAppWithRoutes, injectRoute } from '../helpers/route-table.ts';
import type { TestApp } from '../helpers/test-app.ts';

const SECRET = 'jwt-test-secret-that-is-long-enough-0123456789';
const OTHER_SECRET = 'a-different-secret-nobody-configured-0123456789';

describe('access tokens', () => {
  let t: TestApp;
  let targets: ApiRoute[];
  let claims: Record<string, unknown>;

  beforeAll(async () => {
    let routes: ApiRoute[];
    ({ t, routes } = await createTestAppWithRoutes({ JWT_SECRET: SECRET }));
    // Validation runs before authentication, so the routes that take no input show the auth answer alone.
    targets = routes.filter((r) => (r.authenticates || r.declaresBearer) && r.method === 'GET' && !r.hasParams);
    const user = await t.db.user.create({
      data: {
        email: 'jwt@example.test',
        passwordHash: 'not-a-real-hash',
        firstName: 'Jay',
        lastName: 'Wt',
        username: 'jwt-user',
        emailVerifiedAt: new Date(),
      },
    });
    const { sessionId } = await addRefreshToken(t.db, user.id);
    claims = { ...toSessionUser(user), typ: 'access', sid: sessionId };
  });
  afterAll(async () => t.close());

  const call = (route: ApiRoute, token: string) =>
    injectRoute(t.app, { method: route.method, url: route.url, headers: { authorization: `Bearer ${token}` } });

  it('has signed-in routes to check', () => {
    expect(targets.map((r) => r.key)).toContain('GET /api/event-types');
  });

  it('accepts a token signed with the server key (admin routes then check the role)', async () => {
    for (const route of targets) {
      const res = await call(route, signHs256(claims, SECRET));
      expect([200, 403], route.key).toContain(res.statusCode);
    }
  });

  const forged: [string, () => string][] = [
    [
      'an unsigned token (alg: none)',
      () => {
        const [header, body] = signHs256(claims, SECRET, { header: { alg: 'none', typ: 'JWT' } }).split('.');
        return `${header}.${body}.`;
      },
    ],
    ['a token signed with another key', () => signHs256(claims, OTHER_SECRET)],
    ['an expired token', () => signHs256(claims, SECRET, { expiresInSeconds: -60 })],
    [
      'a token whose payload was changed after signing',
      () => {
        const [header, , signature] = signHs256(claims, SECRET).split('.');
        const escalated = Buffer.from(JSON.stringify({ ...claims, role: 'app_admin' })).toString('base64url');
        return `${header}.${escalated}.${signature}`;
      },
    ],
    ['a refresh-type token signed with the server key', () => signHs256({ ...claims, typ: 'refresh' }, SECRET)],
    ['a token without a type', () => signHs256({ ...claims, typ: undefined }, SECRET)],
    [
      'an HS512 token signed with the server key',
      () => {
        const token = signHs256(claims, SECRET, { header: { alg: 'HS512', typ: 'JWT' } });
        return token;
      },
    ],
    ['a token for an account that does not exist', () => signHs256({ ...claims, id: 'no-such-user' }, SECRET)],
    ['a token without a session id', () => signHs256({ ...claims, sid: undefined }, SECRET)],
    ['a token naming a session that was never started', () => signHs256({ ...claims, sid: 'no-such-session' }, SECRET)],
    ['garbage', () => 'not.a.token'],
  ];

  for (const [name, make] of forged) {
    it(`refuses ${name} with 401 on every signed-in route`, async () => {
      for (const route of targets) {
        const res = await call(route, make());
        expect(res.statusCode, route.key).toBe(401);
        expect(res.json(), route.key).toEqual({ error: expect.any(String) });
      }
    });
  }

  it('refuses a real refresh token, from a real sign-in, used as an access token', async () => {
    const account = {
      first_name: 'Rita',
      last_name: 'Fresh',
      email: 'refresh@example.test',
      password: 'correct-horse-42',
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account })).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const { accessToken, refreshToken } = login.json<{ accessToken: string; refreshToken: string }>();
    for (const route of targets) {
      expect((await call(route, refreshToken)).statusCode, route.key).toBe(401);
      expect([200, 403], route.key).toContain((await call(route, accessToken)).statusCode);
    }
  });

  it('refuses requests without a token, or with another scheme', async () => {
    for (const route of targets) {
      expect((await t.app.inject({ method: route.method, url: route.url })).statusCode, route.key).toBe(401);
      const basic = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      });
      expect(basic.statusCode, route.key).toBe(401);
    }
  });
});
