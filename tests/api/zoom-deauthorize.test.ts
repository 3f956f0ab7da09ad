import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeZoom, startFakeZoom } from '../fakes/zoom.ts';
import { EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { connectZoom, zoomEnv } from '../helpers/zoom.ts';

// Zoom's signed event notifications at POST /api/apps/zoom/deauthorize (no sign-in): the endpoint
// check (endpoint.url_validation) and app_deauthorized, which removes that Zoom user's grant. A
// notification whose x-zm-signature does not match, or that is older than 5 minutes, changes nothing.
describe('Zoom app_deauthorized', () => {
  let fake: FakeZoom;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeZoom();
    t = await createTestApp(zoomEnv(fake));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const post = (body: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/apps/zoom/deauthorize', payload: body, headers });

  async function connected() {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const account = fake.addAccount({ email: `${h.username}@zoom.test` });
    await connectZoom(t, h, fake, account);
    return { h, account };
  }
  const grantsOf = (userId: string) => t.db.oAuthGrant.count({ where: { userId, provider: 'zoom' } });

  it('answers Zoom’s endpoint check with the token signed by the secret token', async () => {
    const check = fake.urlValidation('qgg8vlvZRS6UYooatFL8Aw');
    const res = await post(check.body, check.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      plainToken: 'qgg8vlvZRS6UYooatFL8Aw',
      encryptedToken: createHmac('sha256', fake.webhookSecretToken).update('qgg8vlvZRS6UYooatFL8Aw').digest('hex'),
    });
  });

  it('removes the Zoom user’s grant on a signed app_deauthorized, and no one else’s', async () => {
    const { h, account } = await connected();
    const other = await connected();
    const note = fake.deauthorization(account);
    const res = await post(note.body, note.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(await grantsOf(h.user.id)).toBe(0);
    expect(await grantsOf(other.h.user.id)).toBe(1);
  });

  it('refuses a bad signature, a body changed after signing, and a notification older than 5 minutes (401, nothing removed)', async () => {
    const { h, account } = await connected();

    const forged = fake.deauthorization(account);
    const wrong = `v0=${createHmac('sha256', 'not-the-secret').update(`v0:${forged.headers['x-zm-request-timestamp']}:${forged.body}`).digest('hex')}`;
    expect((await post(forged.body, { ...forged.headers, 'x-zm-signature': wrong })).statusCode).toBe(401);
    expect((await post(forged.body, { 'content-type': 'application/json' })).statusCode).toBe(401);

    const changed = fake.deauthorization(account);
    const other = changed.body.replace(account.id, 'someone-else-entirely');
    expect((await post(other, changed.headers)).statusCode).toBe(401);

    const old = fake.deauthorization(account, Date.now() - 6 * 60_000);
    const stale = await post(old.body, old.headers);
    expect(stale.statusCode).toBe(401);
    expect(await grantsOf(h.user.id)).toBe(1);
  });
});
