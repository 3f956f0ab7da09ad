import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMicrosoft, startFakeMicrosoft } from '../fakes/microsoft.ts';
import { microsoftEnv } from '../helpers/microsoft.ts';
import { redeem, signInThroughBrowser, tokenUser } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Signing in with Microsoft (issue 42, ADR 053) against a loopback fake of the Microsoft identity
// platform v2.0 (tests/fakes/microsoft.ts: discovery with the multi-tenant `{tenantid}` issuer, PKCE,
// id_tokens signed RS256 with `tid`, `oid`, `email` and the optional `xms_edov`). An `email` claim is
// not proof by itself: only `xms_edov: true` makes Kairos take the address as the person's.
describe('Sign in with Microsoft', () => {
  let fake: FakeMicrosoft;
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    fake = await startFakeMicrosoft({ redirectUris: ['http://kairos.test/api/sign-in/microsoft/callback'] });
    t = await createTestApp(microsoftEnv(fake));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const address = () => `person-${++n}-${Date.now()}@contoso.test`;
  const viaMicrosoft = (account: ReturnType<FakeMicrosoft['addAccount']>, app = t) =>
    signInThroughBrowser(app, 'microsoft', (url) => fake.consent(url, { account }));

  it('makes an account at once when the domain owner verified the address (xms_edov), keyed on tid and oid', async () => {
    const account = fake.addAccount({ email: address(), name: 'Ada King' });
    fake.idTokenClaims(account, { xms_edov: true });
    const outcome = await redeem(t, (await viaMicrosoft(account)).ticket!);
    expect(outcome).toMatchObject({ status: 'signed-in', provider: 'microsoft', isNew: true });
    expect(fake.authorizations.at(-1)).toMatchObject({ code_challenge_method: 'S256', response_mode: 'query' });
    const identity = await t.db.signInIdentity.findFirstOrThrow({ where: { subject: account.id } });
    expect(identity).toMatchObject({ provider: 'microsoft', issuer: account.tenantId, subject: account.id });
    const again = await redeem(t, (await viaMicrosoft(account)).ticket!);
    if (outcome.status !== 'signed-in' || again.status !== 'signed-in') throw new Error('not signed in');
    expect(tokenUser(again.accessToken).id).toBe(tokenUser(outcome.accessToken).id);
  });

  it('treats an email claim without xms_edov as unproven: the account is made only after the emailed code', async () => {
    const account = fake.addAccount({ email: address() });
    const outcome = await redeem(t, (await viaMicrosoft(account)).ticket!);
    expect(outcome).toMatchObject({ status: 'confirm', email: account.email, codeSent: true });
    expect(await t.db.user.findUnique({ where: { email: account.email } })).toBeNull();
  });

  it('signs in as nobody when a tenant’s token carries a victim’s address without xms_edov', async () => {
    const victimEmail = address();
    await t.db.user.create({
      data: { email: victimEmail, passwordHash: 'x', firstName: 'Vic', lastName: 'Tim', emailVerifiedAt: new Date() },
    });
    const attacker = fake.addAccount({ email: `mallory-${n}@evil.test` });
    fake.idTokenClaims(attacker, { email: victimEmail });
    const outcome = await redeem(t, (await viaMicrosoft(attacker)).ticket!);
    expect(outcome).toMatchObject({ status: 'link', email: victimEmail });
    expect(outcome).not.toHaveProperty('accessToken');
    expect(await t.db.signInIdentity.count({ where: { subject: attacker.id } })).toBe(0);
  });

  it('refuses an id_token whose issuer is not its own tenant’s', async () => {
    const account = fake.addAccount({ email: address() });
    fake.idTokenClaims(account, { xms_edov: true });
    fake.tamperNextIdToken({ iss: 'https://login.microsoftonline.com/00000000-0000-0000-0000-000000000001/v2.0' });
    const back = await viaMicrosoft(account);
    expect(back).toMatchObject({ ticket: null, error: 'failed' });
  });

  it('refuses a forged id_token and one with a wrong nonce', async () => {
    const account = fake.addAccount({ email: address() });
    fake.idTokenClaims(account, { xms_edov: true });
    fake.tamperNextIdToken({ forge: true });
    expect((await viaMicrosoft(account)).error).toBe('failed');
    fake.tamperNextIdToken({ nonce: 'another' });
    expect((await viaMicrosoft(account)).error).toBe('failed');
    expect(await t.db.user.findUnique({ where: { email: account.email } })).toBeNull();
  });

  it('lets only the operator’s tenant in when MICROSOFT_TENANT names one', async () => {
    const work = fake.addAccount({ email: address() });
    const personal = fake.addAccount({ email: address(), personal: true });
    fake.idTokenClaims(work, { xms_edov: true });
    fake.idTokenClaims(personal, { xms_edov: true });
    const single = await createTestApp({ ...microsoftEnv(fake), MICROSOFT_TENANT: work.tenantId });
    try {
      expect((await viaMicrosoft(personal, single)).error).toBe('failed');
      expect((await redeem(single, (await viaMicrosoft(work, single)).ticket!)).status).toBe('signed-in');
    } finally {
      await single.close();
    }
  });
});
