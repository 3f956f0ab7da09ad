import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../api/app.ts';
import { messages } from '#shared/messages.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const raw = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: `/api/auth${url}`, payload, headers: { 'content-type': contentType } });
const post = (url: string, payload: unknown) => raw(url, JSON.stringify(payload));

const valid = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test', password: 'analytical-1' };

async function nothingStored() {
  expect(await t.db.user.count()).toBe(0);
  expect(await t.db.emailToken.count()).toBe(0);
  expect(await t.db.refreshToken.count()).toBe(0);
}

describe('bad input to the auth endpoints', () => {
  it.each([
    ['a missing first name', { ...valid, first_name: undefined }, 'First name is required'],
    ['a blank last name', { ...valid, last_name: '   ' }, 'Last name is required'],
    ['a missing email', { ...valid, email: undefined }, 'Email is required'],
    ['an invalid email', { ...valid, email: 'not-an-email' }, 'Please enter a valid email address'],
    ['a numeric password', { ...valid, password: 12345678 }, 'Password is required'],
    ['an array as a name', { ...valid, first_name: ['Ada'] }, 'First name is required'],
    ['a huge name', { ...valid, first_name: 'A'.repeat(5000) }, 'First name must be at most 100 characters'],
    ['a huge email', { ...valid, email: `${'a'.repeat(300)}@example.test` }, 'Email is too long'],
  ])('refuses a registration with %s, storing nothing', async (_, body, error) => {
    const res = await post('/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    await nothingStored();
  });

  it('refuses malformed JSON with a clear error', async () => {
    const res = await raw('/register', '{"first_name": "Ada", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Request body is not valid JSON' });
    await nothingStored();
  });

  it('refuses a body that is not an object', async () => {
    for (const body of ['[]', '"text"', 'null', '42']) {
      const res = await raw('/register', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
    await nothingStored();
  });

  it('refuses a body larger than the limit without reading it into an account', async () => {
    const res = await post('/register', { ...valid, about: 'x'.repeat(BODY_LIMIT_BYTES) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Request body is too large' });
    await nothingStored();
  });

  it('asks for both fields when signing in with one missing', async () => {
    for (const body of [{ email: 'ada@example.test' }, { password: 'x' }, { email: '', password: '' }, {}]) {
      const res = await post('/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: messages.loginMissingFields });
    }
    await nothingStored();
  });

  it('refuses wrong types and missing tokens on the token endpoints', async () => {
    const cases: [string, unknown][] = [
      ['/refresh-token', {}],
      ['/refresh-token', { refreshToken: 123 }],
      ['/logout', { refreshToken: null }],
      ['/verify-email', {}],
      ['/verify-email', { token: 'x'.repeat(10_000) }],
      ['/reset-password', { token: 'abc' }],
      ['/reset-password', { newPassword: 'long-enough-1' }],
      ['/forgot-password', { email: 42 }],
    ];
    for (const [url, body] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    const noToken = await post('/verify-email', {});
    expect(noToken.json()).toEqual({ error: messages.noVerificationToken });
    const noResetToken = await post('/reset-password', { newPassword: 'long-enough-1' });
    expect(noResetToken.json().error).toContain(messages.invalidResetToken);
    await nothingStored();
  });

  it('refuses a non-JSON content type', async () => {
    const res = await raw('/login', 'email=a&password=b', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toHaveProperty('error');
  });
});
