import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { authAnswers } from '#shared/schemas/auth.ts';
import { parseEmail } from '../fakes/smtp-server.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const post = (url: string, payload: object, ip = '203.0.113.7') =>
  t!.app.inject({ method: 'POST', url: `/api/auth${url}`, payload, remoteAddress: ip });

const register = (email: string, ip?: string) =>
  post('/register', { first_name: 'Ada', last_name: 'L', email, password: 'analytical-1' }, ip);

async function outboxEmails(dataDir: string) {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(
    files.map(async (f) => ({ file: join(dir, f), ...parseEmail(await readFile(join(dir, f), 'utf8')) })),
  );
}

async function waitForOutbox(dataDir: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const emails = await outboxEmails(dataDir);
    if (emails.length >= count) return emails;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`expected ${count} emails in the outbox`);
}

describe('rate limits', () => {
  it('limits sign-in attempts per account, answering 429 with Retry-After', async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' });
    for (let i = 0; i < 3; i++) {
      // Different IPs: the per-account limit still applies.
      const res = await post('/login', { email: 'target@example.test', password: `guess-${i}` }, `198.51.100.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post('/login', { email: 'TARGET@example.test', password: 'guess-x' }, '198.51.100.99');
    expect(blocked.statusCode).toBe(429);
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // The sentence says the same wait as Retry-After, as people say it: a full 60-second window is
    // '1 minute', and a window already under way (a slow machine) its seconds, never less than the header.
    expect(blocked.json().error).toBe(
      wait === 60 ? 'Too many attempts. Try again in 1 minute.' : `Too many attempts. Try again in ${wait} seconds.`,
    );
    // Another account is not affected.
    expect((await post('/login', { email: 'other@example.test', password: 'x' }, '198.51.100.99')).statusCode).toBe(
      401,
    );
  });

  it('limits each endpoint per IP, across accounts', async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '2' });
    expect((await register('a@example.test')).statusCode).toBe(200);
    expect((await register('b@example.test')).statusCode).toBe(200);
    const blocked = await register('c@example.test');
    expect(blocked.statusCode).toBe(429);
    // The default 15-minute window: said in minutes, with the exact wait in seconds in Retry-After.
    expect(blocked.json().error).toBe('Too many attempts. Try again in 15 minutes.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(840);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(await t.db.user.count({ where: { email: 'c@example.test' } })).toBe(0);
    // Another client is still served, and so is another endpoint for the same client.
    expect((await register('c@example.test', '192.0.2.50')).statusCode).toBe(200);
    expect((await post('/forgot-password', { email: 'a@example.test' })).statusCode).toBe(200);
  });

  it('limits forgot-password and resend-verification per account', async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: '2' });
    for (let i = 0; i < 2; i++) {
      expect((await post('/forgot-password', { email: 'x@example.test' }, `198.51.100.${i}`)).statusCode).toBe(200);
    }
    expect((await post('/forgot-password', { email: 'x@example.test' }, '198.51.100.50')).statusCode).toBe(429);
    // Resending verification links has its own budget, limited the same way.
    for (let i = 0; i < 2; i++) {
      expect((await post('/resend-verification', { email: 'x@example.test' }, `198.51.100.${i}`)).statusCode).toBe(200);
    }
    expect((await post('/resend-verification', { email: 'x@example.test' }, '198.51.100.50')).statusCode).toBe(429);
  });

  it('limits refreshes per account and per IP', async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: '2', AUTH_RATE_LIMIT_PER_IP: '4' });
    await register('r@example.test');
    let { refreshToken } = (await post('/login', { email: 'r@example.test', password: 'analytical-1' })).json();
    for (let i = 0; i < 2; i++) {
      const res = await post('/refresh-token', { refreshToken }, `198.51.100.${i}`);
      expect(res.statusCode).toBe(200);
      refreshToken = res.json().refreshToken;
    }
    expect((await post('/refresh-token', { refreshToken }, '198.51.100.77')).statusCode).toBe(429);
    // Per IP: unknown tokens have no account, but the IP limit still counts them.
    for (let i = 0; i < 4; i++)
      expect((await post('/refresh-token', { refreshToken: `nope-${i}` }, '192.0.2.9')).statusCode).toBe(401);
    expect((await post('/refresh-token', { refreshToken: 'nope-5' }, '192.0.2.9')).statusCode).toBe(429);
  });
});

describe('without SMTP', () => {
  it('writes emails to DATA_DIR/outbox and logs the file, not the link', async () => {
    t = await createTestApp();
    expect((await register('outbox@example.test')).statusCode).toBe(200);
    const [email] = await waitForOutbox(t.database.dataDir, 1);
    expect(email!.to).toEqual(['outbox@example.test']);
    expect(email!.subject).toBe('Verify your email address');
    expect(email!.html).toContain('Verify email');
    const token = new URL(email!.link!).searchParams.get('token')!;
    expect((await post('/verify-email', { token })).statusCode).toBe(200);

    const logs = t.logs.join('\n');
    expect(logs).toContain(`email written to ${email!.file}`);
    expect(logs).not.toContain(token);
  });
});

describe('with REQUIRE_EMAIL_VERIFICATION=true', () => {
  it('refuses to sign in an unverified account until its email is verified', async () => {
    t = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
    await register('strict@example.test');
    const refused = await post('/login', { email: 'strict@example.test', password: 'analytical-1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: authAnswers.verifyBeforeLogin });
    // A wrong password still gets the ordinary answer, so this reveals nothing without the password.
    expect((await post('/login', { email: 'strict@example.test', password: 'wrong-pass-1' })).statusCode).toBe(401);

    const [email] = await waitForOutbox(t.database.dataDir, 1);
    await post('/verify-email', { token: new URL(email!.link!).searchParams.get('token')! });
    expect((await post('/login', { email: 'strict@example.test', password: 'analytical-1' })).statusCode).toBe(200);
  });
});

describe('access token lifetime', () => {
  // The app's clock, moved past a token's expiry instead of waiting for it.
  let offset = 0;
  const clock = { now: () => Date.now() + offset };
  afterEach(() => {
    offset = 0;
  });

  it('follows ACCESS_TOKEN_TTL_SECONDS and is refused once expired', async () => {
    t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '60' }, { clock });
    await register('ttl@example.test');
    const { accessToken } = (await post('/login', { email: 'ttl@example.test', password: 'analytical-1' })).json();
    const [, payload] = accessToken.split('.');
    const { exp, iat } = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(exp - iat).toBe(60);
    // Any authenticated route refuses it (preferences is one every signed-in user has).
    const preferences = () =>
      t!.app.inject({ method: 'GET', url: '/api/preferences', headers: { authorization: `Bearer ${accessToken}` } });
    offset = exp * 1000 - Date.now() - 1_000;
    expect((await preferences()).statusCode).toBe(200);
    offset = exp * 1000 - Date.now() + 1_000;
    expect((await preferences()).statusCode).toBe(401);
  });

  it('refuses an expired token it accepted (and kept) while it was valid', async () => {
    t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '2' }, { clock });
    await register('kept@example.test');
    const { accessToken } = (await post('/login', { email: 'kept@example.test', password: 'analytical-1' })).json();
    const preferences = () =>
      t!.app.inject({ method: 'GET', url: '/api/preferences', headers: { authorization: `Bearer ${accessToken}` } });
    expect((await preferences()).statusCode).toBe(200);
    expect((await preferences()).statusCode).toBe(200);
    offset = 3_100;
    expect((await preferences()).statusCode).toBe(401);
  });

  it("is signed on the app's clock: a token from a moved clock carries that time", async () => {
    offset = Date.parse('2030-01-01T00:00:00Z') - Date.now();
    t = await createTestApp({}, { clock });
    await register('later@example.test');
    const { accessToken } = (await post('/login', { email: 'later@example.test', password: 'analytical-1' })).json();
    const { iat, exp } = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
    expect(Math.abs(iat * 1000 - Date.parse('2030-01-01T00:00:00Z'))).toBeLessThan(60_000);
    expect(exp - iat).toBe(900);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/preferences',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.statusCode).toBe(200);
  });
});
