import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtpServer, type FakeSmtpServer } from '../fakes/smtp-server.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
// The app's `mailer` decoration (its type comes with the plugin that adds it).
import type {} from '../../api/plugins/mailer.ts';

// The sign-in limits are per route; one address could still be sent a flood of emails by using
// every route in turn. The cap counts every email to an address, whatever kind it is.

let smtp: FakeSmtpServer;
const apps: TestApp[] = [];
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
});
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});
afterAll(async () => smtp.close());

async function app(env: Record<string, string> = {}) {
  const t = await createTestApp({
    SMTP_URL: smtp.url,
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    MAIL_PER_RECIPIENT_LIMIT: '3',
    ...env,
  });
  apps.push(t);
  return t;
}

const post = (t: TestApp, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/auth${url}`, payload });

const address = () => `inbox-${randomBytes(4).toString('hex')}@example.test`;
const sentTo = (to: string) => smtp.received.filter((e) => e.to.includes(to)).length;

/** Every mail the app queued has been handed to the SMTP server (closing waits for them). */
async function settle(t: TestApp) {
  await t.app.mailer.close();
}

describe('per-recipient email cap', () => {
  it('stops every kind of email to one address at MAIL_PER_RECIPIENT_LIMIT, and logs it without the address', async () => {
    const t = await app();
    const victim = address();
    const register = { first_name: 'Vic', last_name: 'Tim', email: victim, password: 'sunny-day-42' };
    expect((await post(t, '/register', register)).statusCode).toBe(200); // verification email
    expect((await post(t, '/register', register)).statusCode).toBe(200); // "already registered" email
    for (let i = 0; i < 3; i++) {
      // The answers stay the same: nothing tells the caller that the cap was reached.
      expect((await post(t, '/forgot-password', { email: victim })).statusCode).toBe(200);
      expect((await post(t, '/resend-verification', { email: victim })).statusCode).toBe(200);
    }
    const bystander = address();
    expect((await post(t, '/register', { ...register, email: bystander })).statusCode).toBe(200);
    await settle(t);

    expect(sentTo(victim)).toBe(3);
    expect(sentTo(bystander)).toBe(1);
    const dropped = t.logs.filter((l) => l.includes('per-recipient limit'));
    expect(dropped).toHaveLength(5);
    expect(dropped.join('\n')).not.toContain(victim);
  });

  it('counts across API processes through Redis', async () => {
    const redis = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const [a, b] = [await app({ REDIS_URL: redis }), await app({ REDIS_URL: redis })];
    const victim = address();
    for (const t of [a, b, a, b, a]) {
      expect(
        (await post(t, '/register', { first_name: 'V', last_name: 'T', email: victim, password: 'sunny-day-42' }))
          .statusCode,
      ).toBe(200);
    }
    await settle(a);
    await settle(b);
    expect(sentTo(victim)).toBe(3);
  });
});
