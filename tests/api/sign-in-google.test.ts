import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMessages } from '#shared/sign-in.ts';
import { type FakeGoogle, startFakeGoogle } from '../fakes/google.ts';
import { googleEnv } from '../helpers/google.ts';
import { type OutboxEmail, waitForEmails } from '../helpers/mail.ts';
import { redeem, signInThroughBrowser, tokenUser } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { chooseLanguage, createUser } from '../helpers/users.ts';

// Signing in with Google (issue 42, ADR 053) through the API, against a loopback fake of Google's
// OpenID Connect (tests/fakes/google.ts: discovery, a consent page, PKCE, id_tokens signed RS256 by the
// key its JWKS publishes). No real Google server is reached.
describe('Sign in with Google', () => {
  let fake: FakeGoogle;
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    fake = await startFakeGoogle({ redirectUris: ['http://kairos.test/api/sign-in/google/callback'] });
    t = await createTestApp(googleEnv(fake));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const address = () => `person-${++n}-${Date.now()}@gmail.test`;
  const viaGoogle = (
    account: ReturnType<FakeGoogle['addAccount']>,
    intent?: 'sign-in' | 'sign-up',
    language?: string,
  ) =>
    signInThroughBrowser(t, 'google', (url) => fake.consent(url, { account }), {
      intent,
      ...(language ? { language } : {}),
    });
  /** The code email to `to` once it arrives (its subject names the code, in any language): its text and code. */
  async function codeEmailTo(to: string) {
    const isCode = (e: OutboxEmail) => e.to === to && /\d{8}/.test(e.subject);
    const emails = await waitForEmails(t.database.dataDir, (all) => all.some(isCode));
    const email = emails.find(isCode)!;
    return { ...email, code: /(\d{8})/.exec(email.subject)![1]! };
  }
  const signedIn = async (account: ReturnType<FakeGoogle['addAccount']>) => {
    const back = await viaGoogle(account);
    expect(back.error).toBeNull();
    return redeem(t, back.ticket!);
  };
  const password = 'correct horse 42';
  async function accountWithPassword(email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { first_name: 'Vic', last_name: 'Tim', email, password },
    });
    expect(res.statusCode).toBe(200);
    await t.db.user.update({ where: { email }, data: { emailVerifiedAt: new Date() } });
    return t.db.user.findUniqueOrThrow({ where: { email } });
  }

  it('lists Google among the providers this server signs in with, and only what is set up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sign-in/providers' });
    expect(res.json()).toEqual({ providers: ['google'] });
    const microsoft = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/microsoft/start',
      payload: { intent: 'sign-in' },
    });
    expect(microsoft.statusCode).toBe(409);
    expect(microsoft.json()).toEqual({ error: signInMessages.notConfigured });
  });

  it('makes a verified account for a new person whose address Google vouches for, and signs them in', async () => {
    const account = fake.addAccount({ email: address(), name: 'Grace Brewster Hopper' });
    const back = await viaGoogle(account, 'sign-up');
    expect(back.location.pathname).toBe('/sign-in/continue');
    // OpenID Connect with PKCE, a state and a nonce; only who the person is, nothing of their calendar.
    expect(fake.authorizations.at(-1)).toMatchObject({
      code_challenge_method: 'S256',
      scope: 'openid email profile',
      response_type: 'code',
      redirect_uri: 'http://kairos.test/api/sign-in/google/callback',
    });
    expect(fake.authorizations.at(-1)!.nonce).toMatch(/^[\w-]{40,}$/);
    const outcome = await redeem(t, back.ticket!);
    expect(outcome).toMatchObject({ status: 'signed-in', provider: 'google', isNew: true });
    if (outcome.status !== 'signed-in') return;
    expect(tokenUser(outcome.accessToken)).toMatchObject({ email: account.email, email_verified: true });
    const user = await t.db.user.findUniqueOrThrow({ where: { email: account.email } });
    expect(user).toMatchObject({ firstName: 'Grace', lastName: 'Brewster Hopper', passwordHash: '' });
    expect(await t.db.signInIdentity.findMany({ where: { userId: user.id } })).toEqual([
      expect.objectContaining({ provider: 'google', issuer: 'https://accounts.google.com', subject: account.id }),
    ]);
    // The session works.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/sign-in/methods',
      headers: { authorization: `Bearer ${outcome.accessToken}` },
    });
    expect(me.json()).toMatchObject({ hasPassword: false, identities: [{ provider: 'google', email: account.email }] });
    // The ticket was for one page load.
    const again = await t.app.inject({ method: 'POST', url: '/api/sign-in/ticket', payload: { ticket: back.ticket } });
    expect(again.statusCode).toBe(400);
  });

  it('signs the same Google account into the same Kairos account, even after its address changed', async () => {
    const account = fake.addAccount({ email: address() });
    const first = await signedIn(account);
    account.email = address();
    const second = await signedIn(account);
    expect(second).toMatchObject({ status: 'signed-in', isNew: false });
    if (first.status !== 'signed-in' || second.status !== 'signed-in') return;
    expect(tokenUser(second.accessToken).id).toBe(tokenUser(first.accessToken).id);
    const identity = await t.db.signInIdentity.findFirstOrThrow({ where: { subject: account.id } });
    expect(identity.email).toBe(account.email);
  });

  it.each([
    ['a forged id_token (signed by another key)', { forge: true }, /signature/i],
    ['an id_token with another nonce', { nonce: 'not-the-one-we-sent' }, /nonce/],
    ['an id_token for another client (audience)', { aud: 'someone-else.apps.googleusercontent.com' }, /aud/],
    ['an id_token from another issuer', { iss: 'https://accounts.example.test' }, /iss/],
    ['an expired id_token', { expired: true }, /exp/],
  ])('refuses %s: nobody is signed in and no account is made', async (_name, fault, reason) => {
    const account = fake.addAccount({ email: address() });
    fake.tamperNextIdToken(fault);
    const back = await viaGoogle(account, 'sign-up');
    expect(back).toMatchObject({ ticket: null, error: 'failed' });
    expect(await t.db.user.findUnique({ where: { email: account.email } })).toBeNull();
    const refusal = t.logs.filter((line) => line.includes('a sign-in with a provider was refused')).at(-1)!;
    expect(JSON.parse(refusal).reason).toMatch(reason);
  });

  it('refuses a callback without its browser cookie, a replayed one, and a denied consent', async () => {
    const account = fake.addAccount({ email: address() });
    const stranger = await signInThroughBrowser(t, 'google', (url) => fake.consent(url, { account }), {
      cookie: () => 'A'.repeat(43),
    });
    expect(stranger).toMatchObject({ ticket: null, error: 'state' });

    const started = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/google/start',
      payload: { intent: 'sign-in' },
    });
    const cookie = started.cookies.find((c) => c.name === 'kairos_signin')!.value;
    const back = new URL(await fake.consent(started.json<{ authorizeUrl: string }>().authorizeUrl, { account }));
    const call = () =>
      t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: { kairos_signin: cookie } });
    expect(String((await call()).headers.location)).toContain('#ticket=');
    expect(String((await call()).headers.location)).toContain('#error=state');

    const denied = await signInThroughBrowser(t, 'google', (url) => fake.consent(url, { account, allow: false }));
    expect(denied.error).toBe('denied');
  });

  it('never links an existing account by its address alone: Google vouching for it is not enough', async () => {
    const victim = await accountWithPassword(address());
    const attacker = fake.addAccount({ email: victim.email });
    const back = await viaGoogle(attacker);
    const outcome = await redeem(t, back.ticket!);
    expect(outcome).toMatchObject({ status: 'link', email: victim.email, codeSent: false });
    expect(outcome).not.toHaveProperty('accessToken');
    expect(await t.db.signInIdentity.count({ where: { userId: victim.id } })).toBe(0);
    // Guessing the code or the password gets nowhere, and five tries end it.
    if (outcome.status !== 'link') return;
    for (let i = 0; i < 4; i++) {
      const guess = await t.app.inject({
        method: 'POST',
        url: '/api/sign-in/pending/password',
        payload: { pending: outcome.pending, password: `guess-${i}` },
      });
      expect(guess.statusCode).toBe(401);
    }
    const last = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/pending/confirm',
      payload: { pending: outcome.pending, code: '12345678' },
    });
    expect(last.json()).toEqual({ error: signInMessages.tooManyTries });
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/pending/password',
      payload: { pending: outcome.pending, password },
    });
    expect(after.statusCode).toBe(400);
    expect(await t.db.signInIdentity.count({ where: { userId: victim.id } })).toBe(0);
  });

  it('links Google to an existing account once its password is given, then signs in with Google alone', async () => {
    const owner = await accountWithPassword(address());
    const account = fake.addAccount({ email: owner.email });
    const pending = await redeem(t, (await viaGoogle(account)).ticket!);
    if (pending.status !== 'link') throw new Error(pending.status);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/pending/password',
      payload: { pending: pending.pending, password: 'not it 1' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/pending/password',
      payload: { pending: pending.pending, password },
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(tokenUser(right.json<{ accessToken: string }>().accessToken).id).toBe(owner.id);
    const next = await signedIn(account);
    expect(next).toMatchObject({ status: 'signed-in', isNew: false });
    if (next.status === 'signed-in') expect(tokenUser(next.accessToken).id).toBe(owner.id);
  });

  it('links Google to an existing account through a code emailed to its address', async () => {
    const owner = await accountWithPassword(address());
    const account = fake.addAccount({ email: owner.email });
    const pending = await redeem(t, (await viaGoogle(account)).ticket!);
    if (pending.status !== 'link') throw new Error(pending.status);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/pending/code',
      payload: { pending: pending.pending },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const email = await codeEmailTo(owner.email);
    const { code } = email;
    expect(email.text).toContain(`http://kairos.test/sign-in/confirm?code=${code}`);
    // In English, as it always was, for an account and a page that chose no other language.
    expect(email.subject).toBe(`Your Kairos code: ${code}`);
    expect(email.text).toMatch(/^Hi,/);
    expect(email.text).toContain(
      `Someone (hopefully you) is signing in to Kairos and asked to link the Google account ${owner.email} to your Kairos account.`,
    );
    expect(email.text).toContain(`To finish, enter this code where you started signing in: ${code}`);
    expect(email.text).toContain('Finish signing in: http');
    expect(email.text).toContain(
      'The code works for 30 minutes, and the link only in the browser where you started. If this was not you, ignore this email: nothing changes without the code. Never share it.',
    );
    // A second code waits a minute.
    const soon = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/pending/code',
      payload: { pending: pending.pending },
    });
    expect(soon.statusCode).toBe(429);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/pending/confirm',
      payload: { pending: pending.pending, code },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(tokenUser(done.json<{ accessToken: string }>().accessToken).id).toBe(owner.id);
    expect(await t.db.signInIdentity.count({ where: { userId: owner.id, provider: 'google' } })).toBe(1);
  });

  it('makes an account for an address Google does not vouch for only once the emailed code proves it', async () => {
    const account = fake.addAccount({ email: address(), emailVerified: false });
    const outcome = await redeem(t, (await viaGoogle(account, 'sign-up')).ticket!);
    expect(outcome).toMatchObject({ status: 'confirm', email: account.email, codeSent: true });
    expect(await t.db.user.findUnique({ where: { email: account.email } })).toBeNull();
    if (outcome.status !== 'confirm') return;
    const { code, text } = await codeEmailTo(account.email);
    expect(text).toContain(
      `asked to create a Kairos account for this address with the Google account ${account.email}.`,
    );
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/pending/confirm',
      payload: { pending: outcome.pending, code: code === '00000000' ? '11111111' : '00000000' },
    });
    expect(wrong.json()).toEqual({ error: signInMessages.wrongCode });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/pending/confirm',
      payload: { pending: outcome.pending, code },
    });
    expect(done.json()).toMatchObject({ status: 'signed-in', isNew: true });
    const user = await t.db.user.findUniqueOrThrow({ where: { email: account.email } });
    expect(user.emailVerifiedAt).not.toBeNull();
  });

  it('writes the code in the account’s language, else in the language of the page signing in', async () => {
    // No account yet: the language the browser asks for.
    const newcomer = fake.addAccount({ email: address(), emailVerified: false });
    const outcome = await redeem(t, (await viaGoogle(newcomer, 'sign-up', 'es-MX,es;q=0.9')).ticket!);
    expect(outcome).toMatchObject({ status: 'confirm', codeSent: true });
    const spanish = await codeEmailTo(newcomer.email);
    expect(spanish.subject).toBe(`Tu código de Kairos: ${spanish.code}`);
    expect(spanish.text).toMatch(/^Hola:/);
    expect(spanish.text).toContain(
      `pidió crear una cuenta de Kairos para esta dirección con la cuenta de Google ${newcomer.email}.`,
    );
    expect(spanish.text).toContain('Terminar de iniciar sesión: http');
    expect(spanish.text).toContain('El código vale durante 30 minutos');

    // An account that chose German: German, whatever the page asks for.
    const owner = await createUser(t, { email: address() });
    await chooseLanguage(t, owner, 'de');
    const pending = await redeem(t, (await viaGoogle(fake.addAccount({ email: owner.email }))).ticket!);
    if (pending.status !== 'link') throw new Error(pending.status);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/pending/code',
      headers: { 'accept-language': 'fr' },
      payload: { pending: pending.pending },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const german = await codeEmailTo(owner.email);
    expect(german.subject).toBe(`Ihr Kairos-Code: ${german.code}`);
    expect(german.text).toContain(`möchte das Google-Konto ${owner.email} mit Ihrem Kairos-Konto verknüpfen.`);
    expect(german.text).toContain(
      `Geben Sie zum Abschluss diesen Code dort ein, wo Sie mit der Anmeldung begonnen haben: ${german.code}`,
    );
    expect(german.text).toContain('Der Code gilt 30 Minuten');
  });

  it('links Google from Security for a signed-in person, and refuses one already linked to someone else', async () => {
    const person = await createUser(t);
    const account = fake.addAccount({ email: address() });
    const linked = await signInThroughBrowser(t, 'google', (url) => fake.consent(url, { account }), {
      linkAs: person.headers,
    });
    expect(`${linked.location.pathname}${linked.location.search}`).toBe('/settings/security?linked=google');
    const methods = await t.app.inject({ method: 'GET', url: '/api/sign-in/methods', headers: person.headers });
    expect(methods.json()).toMatchObject({ identities: [{ provider: 'google', email: account.email }] });

    const other = await createUser(t);
    const taken = await signInThroughBrowser(t, 'google', (url) => fake.consent(url, { account }), {
      linkAs: other.headers,
    });
    expect(`${taken.location.pathname}${taken.location.search}`).toBe('/settings/security?error=taken');
  });

  it('never removes the last way to sign in; a password set first makes Google removable', async () => {
    const account = fake.addAccount({ email: address() });
    const outcome = await signedIn(account);
    if (outcome.status !== 'signed-in') throw new Error(outcome.status);
    const headers = { authorization: `Bearer ${outcome.accessToken}` };
    const methods = await t.app.inject({ method: 'GET', url: '/api/sign-in/methods', headers });
    const id = methods.json<{ identities: { id: string }[] }>().identities[0]!.id;
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/sign-in/methods/${id}`, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: signInMessages.lastMethod });

    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/sign-in/password',
      headers,
      payload: { newPassword: password },
    });
    expect(set.statusCode, set.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password },
    });
    expect(login.statusCode).toBe(200);
    // Changing it takes the current one, and signs out every other session (here: the password sign-in's).
    const change = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/sign-in/password', headers, payload: body });
    expect((await change({ newPassword: 'another one 7' })).json()).toEqual({
      error: signInMessages.currentPasswordRequired,
    });
    expect((await change({ currentPassword: 'wrong 1', newPassword: 'another one 7' })).json()).toEqual({
      error: signInMessages.currentPasswordWrong,
    });
    expect((await change({ currentPassword: password, newPassword: 'another one 7' })).statusCode).toBe(200);
    const other = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/sign-in/methods', headers: other })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/sign-in/methods', headers })).statusCode).toBe(200);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/sign-in/methods/${id}`, headers });
    expect(removed.statusCode).toBe(204);
    const back = await redeem(t, (await viaGoogle(account)).ticket!);
    expect(back.status).toBe('link');
  });
});
