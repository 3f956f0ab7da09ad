import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtDecode } from 'jwt-decode';
import { hashOpaqueToken } from '../../api/lib/opaque-tokens.ts';
import { authAnswers } from '#shared/schemas/auth.ts';
import { messages } from '#shared/messages.ts';
import { startFakeSmtpServer, type FakeSmtpServer, type ReceivedEmail } from '../fakes/smtp-server.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { spentLongAgo } from '../helpers/refresh-tokens.ts';
import { chooseLanguage } from '../helpers/users.ts';

let smtp: FakeSmtpServer;
let t: TestApp;
let seq = 0;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Kairos <no-reply@kairos.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/auth${url}`, payload: payload as object, headers });

function freshEmail(): string {
  seq += 1;
  return `person-${seq}-${Date.now()}@example.test`;
}

function tokenOf(email: ReceivedEmail): string {
  expect(email.link).toBeDefined();
  return new URL(email.link!).searchParams.get('token')!;
}

async function register(email = freshEmail(), password = 'sunny-day-42', headers: Record<string, string> = {}) {
  const res = await post('/register', { first_name: 'Grace', last_name: 'Hopper', email, password }, headers);
  expect(res.statusCode).toBe(200);
  return { email, password, res };
}

async function registerAndVerify(email = freshEmail(), password = 'sunny-day-42') {
  await register(email, password);
  const mail = await smtp.waitFor(email, (m) => /verify/i.test(m.subject));
  const res = await post('/verify-email', { token: tokenOf(mail) });
  expect(res.statusCode).toBe(200);
  return { email, password };
}

async function login(email: string, password: string) {
  return post('/login', { email, password });
}

describe('registration and email verification', () => {
  it('sends a verification email over SMTP whose link, followed, verifies the account', async () => {
    const email = freshEmail();
    const { res } = await register(email);
    expect(res.json()).toEqual({ message: authAnswers.registered });

    const mail = await smtp.waitFor(email);
    expect(mail.from).toBe('no-reply@kairos.test');
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.text).toContain('Hi Grace,');
    expect(mail.text).toContain('Welcome to Kairos! Please confirm that this is your email address.');
    expect(mail.text).toContain('Verify email: http://kairos.test/verify-email?token=');
    expect(mail.text).toContain(
      'This link expires in 24 hours. If you did not create an account, you can ignore this email.',
    );
    expect(mail.html).toContain('<a href="http://kairos.test/verify-email?token=');
    // Links are built from APP_URL, never from the request's Host header.
    const link = new URL(mail.link!);
    expect(link.origin).toBe('http://kairos.test');
    expect(link.pathname).toBe('/verify-email');

    const before = await t.db.user.findUniqueOrThrow({ where: { email } });
    expect(before.emailVerifiedAt).toBeNull();
    const first = await login(email, 'sunny-day-42');
    expect(jwtDecode<{ email_verified: boolean }>(first.json().accessToken).email_verified).toBe(false);

    const verified = await post('/verify-email', { token: tokenOf(mail) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: messages.verificationSucceeded });
    const after = await login(email, 'sunny-day-42');
    expect(jwtDecode<{ email_verified: boolean }>(after.json().accessToken).email_verified).toBe(true);
  });

  it('uses APP_URL in links even when the request names another host', async () => {
    const email = freshEmail();
    const res = await post(
      '/register',
      { first_name: 'Eve', last_name: 'Il', email, password: 'sunny-day-42' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor(email);
    expect(mail.text).not.toContain('evil.example');
    expect(new URL(mail.link!).origin).toBe('http://kairos.test');
  });

  it('accepts a verification link once only', async () => {
    const email = freshEmail();
    await register(email);
    const token = tokenOf(await smtp.waitFor(email));
    expect((await post('/verify-email', { token })).statusCode).toBe(200);
    const again = await post('/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: authAnswers.invalidVerificationToken });
  });

  it('rejects an unknown verification token', async () => {
    const res = await post('/verify-email', { token: 'made-up-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: authAnswers.invalidVerificationToken });
  });

  it('rejects a verification link older than 24 hours', async () => {
    const email = freshEmail();
    await register(email);
    const token = tokenOf(await smtp.waitFor(email));
    await t.db.emailToken.update({
      where: { tokenHash: hashOpaqueToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await post('/verify-email', { token })).statusCode).toBe(400);
    expect((await t.db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).toBeNull();
  });

  it('gives verification links a 24 hour lifetime and stores only their hash', async () => {
    const email = freshEmail();
    await register(email);
    const token = tokenOf(await smtp.waitFor(email));
    expect(token.length).toBeGreaterThanOrEqual(22); // at least 128 bits in base64url
    const user = await t.db.user.findUniqueOrThrow({ where: { email } });
    const rows = await t.db.emailToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashOpaqueToken(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(lifetime - 24 * 3600_000)).toBeLessThan(5_000);
  });

  it('sends a fresh verification link on request, only to an unverified account, with one neutral answer', async () => {
    const email = freshEmail();
    await register(email);
    const first = tokenOf(await smtp.waitFor(email));
    const verified = await registerAndVerify();
    const unknown = freshEmail();

    const answers = await Promise.all(
      [email, verified.email, unknown].map((address) => post('/resend-verification', { email: address })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: authAnswers.verificationResent });
    }
    const resent = await smtp.waitFor(email, (m) => /verify/i.test(m.subject) && tokenOf(m) !== first);
    expect((await post('/verify-email', { token: tokenOf(resent) })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.filter((m) => m.to.includes(verified.email))).toHaveLength(1);
    expect(smtp.received.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it('normalises the email, so a differently written address is the same account', async () => {
    const email = freshEmail();
    await register(`  ${email.toUpperCase()} `);
    expect(await t.db.user.findUnique({ where: { email } })).not.toBeNull();
    expect((await login(email.toUpperCase(), 'sunny-day-42')).statusCode).toBe(200);
  });

  it('writes the verification email in the language of the page registering', async () => {
    const email = freshEmail();
    await register(email, 'sunny-day-42', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.text).toContain('Bonjour Grace,');
    expect(mail.text).toContain('Bienvenue sur Kairos ! Veuillez confirmer qu’il s’agit bien de votre adresse e-mail.');
    expect(mail.text).toContain('Confirmer l’adresse e-mail: http://kairos.test/verify-email?token=');
    expect(mail.text).toContain('Ce lien expire dans 24 heures.');
  });

  it('does not reveal that an email is registered: same answer, and the owner is told instead', async () => {
    const email = freshEmail();
    const first = await register(email);
    await smtp.waitFor(email, (m) => /verify/i.test(m.subject));
    const second = await post('/register', { first_name: 'Mallory', last_name: 'X', email, password: 'other-pass-99' });
    expect(second.statusCode).toBe(first.res.statusCode);
    expect(second.json()).toEqual(first.res.json());

    const notice = await smtp.waitFor(email, (m) => /tried to register/i.test(m.subject));
    expect(notice.subject).toBe('Someone tried to register with your email');
    expect(notice.text).toContain(
      'Someone (perhaps you) tried to create a Kairos account with this email address, but you already have one. You can sign in at http://kairos.test/login, or reset your password if you have forgotten it.',
    );
    expect(notice.text).toContain('If this was not you, you can ignore this email; your account has not been changed.');
    // The account is untouched: the original password still works, the attacker's does not.
    expect((await login(email, 'sunny-day-42')).statusCode).toBe(200);
    expect((await login(email, 'other-pass-99')).statusCode).toBe(401);
    expect(await t.db.user.count({ where: { email } })).toBe(1);
  });

  it('enforces the password policy on the server', async () => {
    for (const [password, error] of [
      ['short1', messages.passwordTooShort],
      ['lettersonly', 'Password must contain at least one number.'],
      ['1234567890', 'Password must contain at least one letter.'],
      [`a1${'x'.repeat(127)}`, 'Password must be at most 128 characters long.'],
    ] as const) {
      const email = freshEmail();
      const res = await post('/register', { first_name: 'A', last_name: 'B', email, password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: error });
      expect(await t.db.user.count({ where: { email } })).toBe(0);
    }
  });

  it('stores the password only as an argon2id hash', async () => {
    const { email, password } = await registerAndVerify();
    const user = await t.db.user.findUniqueOrThrow({ where: { email } });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain(password);
  });
});

describe('signing in', () => {
  it('answers an access token describing the user and an opaque refresh token', async () => {
    const { email, password } = await registerAndVerify();
    const res = await login(email, password);
    expect(res.statusCode).toBe(200);
    const { accessToken, refreshToken } = res.json();
    const payload = jwtDecode<Record<string, unknown> & { exp: number; iat: number }>(accessToken);
    expect(payload).toMatchObject({
      email,
      first_name: 'Grace',
      last_name: 'Hopper',
      username: null,
      role: 'user',
      email_verified: true,
      typ: 'access',
    });
    expect(payload.exp - payload.iat).toBe(15 * 60);
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await t.db.refreshToken.count({ where: { tokenHash: refreshToken } })).toBe(0);
    expect(await t.db.refreshToken.count({ where: { tokenHash: hashOpaqueToken(refreshToken) } })).toBe(1);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('gives the same error for an unknown email and a wrong password', async () => {
    const { email } = await registerAndVerify();
    const wrong = await login(email, 'not-the-password-1');
    const unknown = await login(freshEmail(), 'not-the-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: authAnswers.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const { email } = await registerAndVerify();
    const time = async (address: string) => {
      const start = performance.now();
      await login(address, 'not-the-password-1');
      return performance.now() - start;
    };
    await time(freshEmail()); // warm-up: the dummy hash is made on first use
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrong.push(await time(email));
      unknown.push(await time(freshEmail()));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Both run one argon2 verification; without the dummy hash an unknown email would be ~10x faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });

  it('lets an unverified account sign in when verification is not required', async () => {
    const { email, password } = await register();
    expect((await login(email, password)).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotates on every use and the new pair works', async () => {
    const { email, password } = await registerAndVerify();
    const first = (await login(email, password)).json();
    const res = await post('/refresh-token', { refreshToken: first.refreshToken });
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(jwtDecode<{ email: string }>(second.accessToken).email).toBe(email);
    expect((await post('/refresh-token', { refreshToken: second.refreshToken })).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token is presented again', async () => {
    const { email, password } = await registerAndVerify();
    const stolen = (await login(email, password)).json().refreshToken;
    const legit = (await post('/refresh-token', { refreshToken: stolen })).json().refreshToken;
    await spentLongAgo(t.db, stolen);

    const replay = await post('/refresh-token', { refreshToken: stolen });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: authAnswers.invalidRefreshToken });
    // The legitimate holder's newer token is gone too: the thief cannot keep a session alive.
    expect((await post('/refresh-token', { refreshToken: legit })).statusCode).toBe(401);
    // Other sign-ins (other families) are unaffected.
    const other = (await login(email, password)).json().refreshToken;
    expect((await post('/refresh-token', { refreshToken: other })).statusCode).toBe(200);
  });

  it('rejects an expired refresh token', async () => {
    const { email, password } = await registerAndVerify();
    const { refreshToken } = (await login(email, password)).json();
    await t.db.refreshToken.update({
      where: { tokenHash: hashOpaqueToken(refreshToken) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await post('/refresh-token', { refreshToken })).statusCode).toBe(401);
  });

  it('rejects an unknown refresh token and an access token offered as one', async () => {
    const { email, password } = await registerAndVerify();
    const { accessToken } = (await login(email, password)).json();
    expect((await post('/refresh-token', { refreshToken: 'x'.repeat(43) })).statusCode).toBe(401);
    const offered = await post('/refresh-token', { refreshToken: accessToken });
    expect(offered.statusCode).toBeGreaterThanOrEqual(400);
    expect(offered.json()).not.toHaveProperty('accessToken');
  });

  it('answers two simultaneous uses of the same token with the same new pair (two tabs refreshing at once)', async () => {
    const { email, password } = await registerAndVerify();
    const { refreshToken } = (await login(email, password)).json();
    const results = await Promise.all([
      post('/refresh-token', { refreshToken }),
      post('/refresh-token', { refreshToken }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((r) => r.json<{ accessToken: string; refreshToken: string }>());
    expect(a!.refreshToken).toBe(b!.refreshToken);
    expect(jwtDecode<{ sid: string }>(a!.accessToken).sid).toBe(jwtDecode<{ sid: string }>(b!.accessToken).sid);
    // The one new token goes on working, once.
    const next = await post('/refresh-token', { refreshToken: a!.refreshToken });
    expect(next.statusCode).toBe(200);
    expect(next.json().refreshToken).not.toBe(a!.refreshToken);
  });

  it('lets the tab that lost the race use the spent token within the grace window, and not after it', async () => {
    const { email, password } = await registerAndVerify();
    const { refreshToken } = (await login(email, password)).json();
    const first = (await post('/refresh-token', { refreshToken })).json();
    const late = await post('/refresh-token', { refreshToken });
    expect(late.statusCode).toBe(200);
    expect(late.json().refreshToken).toBe(first.refreshToken);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${late.json().accessToken}` },
    });
    expect(profile.statusCode).toBe(200);

    await spentLongAgo(t.db, refreshToken);
    expect((await post('/refresh-token', { refreshToken })).statusCode).toBe(401);
    // A replay after the window is theft: the whole session is gone, the new token too.
    expect((await post('/refresh-token', { refreshToken: first.refreshToken })).statusCode).toBe(401);
  });
});

describe('signing out', () => {
  it('revokes the refresh token and its family, without needing an access token', async () => {
    const { email, password } = await registerAndVerify();
    const first = (await login(email, password)).json();
    const rotated = (await post('/refresh-token', { refreshToken: first.refreshToken })).json();
    const res = await post('/logout', { refreshToken: rotated.refreshToken });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await post('/refresh-token', { refreshToken: rotated.refreshToken })).statusCode).toBe(401);
  });

  it('succeeds for an unknown token, revealing nothing', async () => {
    expect((await post('/logout', { refreshToken: 'not-a-token' })).statusCode).toBe(204);
  });
});

describe('password reset', () => {
  it('emails a link that sets a new password and signs out every session', async () => {
    const { email, password } = await registerAndVerify();
    const session = (await login(email, password)).json();

    const res = await post('/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authAnswers.resetRequested });
    const mail = await smtp.waitFor(email, (m) => m.subject === 'Reset your password');
    const link = new URL(mail.link!);
    expect(link.origin + link.pathname).toBe('http://kairos.test/reset-password');
    expect(mail.html).toContain('Reset password');
    expect(mail.text).toContain('We received a request to reset the password of your Kairos account.');
    expect(mail.text).toContain(
      'This link expires in 1 hour and works once. If you did not ask for it, you can ignore this email.',
    );

    const reset = await post('/reset-password', { token: tokenOf(mail), newPassword: 'brand-new-77' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: messages.resetSucceeded });

    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'brand-new-77')).statusCode).toBe(200);
    expect((await post('/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    // Single use.
    const again = await post('/reset-password', { token: tokenOf(mail), newPassword: 'another-one-88' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: authAnswers.invalidResetToken });
  });

  it('writes the reset email in the language the account chose, whatever the page asks for', async () => {
    const { email, password } = await registerAndVerify();
    const { accessToken } = (await login(email, password)).json<{ accessToken: string }>();
    await chooseLanguage(t, { headers: { authorization: `Bearer ${accessToken}` } }, 'de');
    expect((await post('/forgot-password', { email }, { 'accept-language': 'ja' })).statusCode).toBe(200);
    const mail = await smtp.waitFor(email, (m) => /Passwort/.test(m.subject));
    expect(mail.subject).toBe('Setzen Sie Ihr Passwort zurück');
    expect(mail.text).toContain('Hallo Grace,');
    expect(mail.text).toContain('Wir haben eine Anfrage erhalten, das Passwort Ihres Kairos-Kontos zurückzusetzen.');
    expect(mail.text).toContain('Passwort zurücksetzen: http://kairos.test/reset-password?token=');
    expect(mail.text).toContain('Dieser Link läuft in 1 Stunde ab und funktioniert einmal.');
  });

  it('gives the same answer for an unknown email and sends nothing', async () => {
    const known = await registerAndVerify();
    const unknownEmail = freshEmail();
    const a = await post('/forgot-password', { email: known.email });
    const b = await post('/forgot-password', { email: unknownEmail });
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    await smtp.waitFor(known.email, (m) => m.subject === 'Reset your password');
    expect(smtp.received.some((m) => m.to.includes(unknownEmail))).toBe(false);
  });

  it('rejects a reset link after its hour is up', async () => {
    const { email, password } = await registerAndVerify();
    await post('/forgot-password', { email });
    const token = tokenOf(await smtp.waitFor(email, (m) => m.subject === 'Reset your password'));
    const row = await t.db.emailToken.findUniqueOrThrow({ where: { tokenHash: hashOpaqueToken(token) } });
    expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 3600_000)).toBeLessThan(5_000);
    await t.db.emailToken.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await post('/reset-password', { token, newPassword: 'brand-new-77' })).statusCode).toBe(400);
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('does not accept a verification token as a reset token', async () => {
    const email = freshEmail();
    await register(email);
    const token = tokenOf(await smtp.waitFor(email));
    expect((await post('/reset-password', { token, newPassword: 'brand-new-77' })).statusCode).toBe(400);
  });

  it('applies the password policy to the new password', async () => {
    const res = await post('/reset-password', { token: 'whatever', newPassword: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: messages.passwordTooShort });
  });
});

describe('secrets in logs', () => {
  it('never logs a password, token or link secret', async () => {
    const { email, password } = await registerAndVerify(freshEmail(), 'log-secret-pass-31');
    const pair = (await login(email, password)).json();
    const rotated = (await post('/refresh-token', { refreshToken: pair.refreshToken })).json();
    await spentLongAgo(t.db, pair.refreshToken);
    await post('/refresh-token', { refreshToken: pair.refreshToken }); // reuse: logged as a warning
    await post('/forgot-password', { email });
    const reset = await smtp.waitFor(email, (m) => m.subject === 'Reset your password');
    await post('/reset-password', { token: tokenOf(reset), newPassword: 'log-secret-new-32' });
    await post('/logout', { refreshToken: rotated.refreshToken });

    const verify = smtp.received.find((m) => m.to.includes(email) && /verify/i.test(m.subject))!;
    const secrets = [
      password,
      'log-secret-new-32',
      pair.accessToken,
      pair.refreshToken,
      rotated.refreshToken,
      rotated.accessToken,
      tokenOf(verify),
      tokenOf(reset),
    ];
    const all = t.logs.join('\n');
    expect(all).toContain('refresh token reuse detected');
    for (const secret of secrets) expect(all).not.toContain(secret);
  });
});
