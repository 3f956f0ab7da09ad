import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endAllSessions } from '../../api/modules/auth/sessions.ts';
import { authAnswers } from '#shared/schemas/auth.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from '../fakes/smtp-server.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { spentLongAgo } from '../helpers/refresh-tokens.ts';

// An access token must stop working the moment its session ends, not 15 minutes later.

let smtp: FakeSmtpServer;
let t: TestApp;
let seq = 0;
const PASSWORD = 'sunny-day-42';

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/auth${url}`, payload: payload as object });

async function account(): Promise<string> {
  seq += 1;
  const email = `session-${seq}-${Date.now()}@example.test`;
  const res = await post('/register', { first_name: 'Sam', last_name: 'Session', email, password: PASSWORD });
  expect(res.statusCode).toBe(200);
  return email;
}

async function signIn(email: string, password = PASSWORD): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await post('/login', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** What a client does with an access token: read the profile and create an event type. */
async function use(accessToken: string): Promise<number[]> {
  const headers = { authorization: `Bearer ${accessToken}` };
  const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/event-types',
    headers,
    payload: { name: 'Call', slug: `call-${Date.now()}-${seq++}`, duration: 30 },
  });
  return [profile.statusCode, created.statusCode];
}

async function expectEnded(accessToken: string) {
  expect(await use(accessToken)).toEqual([401, 401]);
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/profile',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(res.json()).toEqual({ error: authAnswers.sessionEnded });
}

describe('sessions end at once', () => {
  it("a sign-out ends that session's access token, and only that session's", async () => {
    const email = await account();
    const laptop = await signIn(email);
    const phone = await signIn(email);
    expect(await use(laptop.accessToken)).toEqual([200, 201]);

    expect((await post('/logout', { refreshToken: laptop.refreshToken })).statusCode).toBe(204);
    await expectEnded(laptop.accessToken);
    expect(await use(phone.accessToken)).toEqual([200, 201]);
  });

  it('a sign-out after rotations ends the access tokens issued along the way', async () => {
    const email = await account();
    const first = await signIn(email);
    const second = (await post('/refresh-token', { refreshToken: first.refreshToken })).json();
    // Rotation keeps the session: the earlier access token still works until it expires.
    expect(await use(first.accessToken)).toEqual([200, 201]);
    expect((await post('/logout', { refreshToken: second.refreshToken })).statusCode).toBe(204);
    await expectEnded(first.accessToken);
    await expectEnded(second.accessToken);
  });

  it('a password reset ends every access token of the account, and the new password signs in', async () => {
    const email = await account();
    const a = await signIn(email);
    const b = await signIn(email);
    const rotated = (await post('/refresh-token', { refreshToken: b.refreshToken })).json();
    expect(await use(a.accessToken)).toEqual([200, 201]);

    expect((await post('/forgot-password', { email })).statusCode).toBe(200);
    const mail = await smtp.waitFor(email, (m) => m.subject === 'Reset your password');
    const token = new URL(mail.link!).searchParams.get('token');
    const reset = await post('/reset-password', { token, newPassword: 'brand-new-77' });
    expect(reset.statusCode).toBe(200);

    await expectEnded(a.accessToken);
    await expectEnded(b.accessToken);
    await expectEnded(rotated.accessToken);
    const fresh = await signIn(email, 'brand-new-77');
    expect(await use(fresh.accessToken)).toEqual([200, 201]);
  });

  it('endAllSessions (what a reset and an admin disable call) ends every session of that account only', async () => {
    const email = await account();
    const other = await signIn(await account());
    const a = await signIn(email);
    const b = await signIn(email);
    const user = await t.db.user.findUniqueOrThrow({ where: { email } });

    await t.db.$transaction([...endAllSessions(t.db, user.id)]);
    await expectEnded(a.accessToken);
    await expectEnded(b.accessToken);
    expect((await post('/refresh-token', { refreshToken: b.refreshToken })).statusCode).toBe(401);
    expect(await use(other.accessToken)).toEqual([200, 201]);
  });

  it("a replayed refresh token ends its session's access tokens too", async () => {
    const email = await account();
    const stolen = await signIn(email);
    const legit = (await post('/refresh-token', { refreshToken: stolen.refreshToken })).json();
    await spentLongAgo(t.db, stolen.refreshToken);
    expect((await post('/refresh-token', { refreshToken: stolen.refreshToken })).statusCode).toBe(401);
    await expectEnded(legit.accessToken);
  });
});
