import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../api/modules/apps/oauth/plugin.ts';
import type { FakeMicrosoft } from '../fakes/microsoft.ts';
import { book, connections, openTimes, refreshNow, utcAt } from '../helpers/calendars.ts';
import { outboxEmails } from '../helpers/mail.ts';
import {
  connectMicrosoft,
  deltaOf,
  hostWithOutlook,
  microsoftEnv,
  outlookHour,
  withFakeMicrosoft,
} from '../helpers/microsoft.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The Microsoft grant's life under Kairos's grants (ADR 048) against the loopback fake: Graph's 429
// with Retry-After waited for, invalid_grant AADSTS70008 at a refresh making the connection
// "Reconnect needed" (one email, the booking still made), and two processes refreshing one grant at
// once rotating its refresh token once.
describe('Microsoft 365 grants: rate limits, a refused grant, one rotation', () => {
  const started = withFakeMicrosoft();
  let fake: FakeMicrosoft;
  let t: TestApp;
  beforeAll(() => ({ fake, t } = started));

  it('waits as long as Graph’s Retry-After says when it answers 429', async () => {
    const { h, account, work } = await hostWithOutlook(t, fake);
    const connection = (await connectMicrosoft(t, h, fake, account))!;
    fake.addEvent(work.id, outlookHour(utcAt(11, 10)));
    fake.fail(deltaOf(work.id), { status: 429, headers: { 'retry-after': '1' } });
    const seen = fake.requests.length;

    expect((await refreshNow(t, h, connection.id)).error).toBeNull();
    const [refused, again] = fake.requests.slice(seen).filter((r) => `${r.method} ${r.path}` === deltaOf(work.id));
    expect(again!.at - refused!.at).toBeGreaterThanOrEqual(1000);
    expect(await openTimes(t, h, utcAt(11, 10), utcAt(11, 11))).toEqual([]);
  });

  it('marks "Reconnect needed" on invalid_grant AADSTS70008, emails the host once, and still books', async () => {
    const { h, account, work } = await hostWithOutlook(t, fake);
    fake.addEvent(work.id, outlookHour(utcAt(13, 10)));
    const connection = (await connectMicrosoft(t, h, fake, account))!;
    fake.revoke(account, 70008);
    fake.expireAccessTokens();

    const after = await refreshNow(t, h, connection.id);
    expect(after.errorCode).toBe('auth');
    expect(fake.tokenRequests.at(-1)).toMatchObject({
      grantType: 'refresh_token',
      status: 400,
      error: 'invalid_grant',
    });
    const apps = await t.app.inject({ method: 'GET', url: '/api/apps', headers: h.user.headers });
    expect(apps.json<{ items: { slug: string; needsReconnect: boolean }[] }>().items).toContainEqual(
      expect.objectContaining({ slug: 'microsoft-365', needsReconnect: true }),
    );
    await refreshNow(t, h, connection.id);
    await t.app.outbox.drain();
    const toHost = (await outboxEmails(t.database.dataDir)).filter((e) => e.to.includes(h.user.email));
    expect(toHost).toHaveLength(1);
    // The cached busy times still count (visibly stale), and a booking is still made.
    expect(await openTimes(t, h, utcAt(13, 10), utcAt(13, 11))).toEqual([]);
    const res = await book(t, h, utcAt(13, 12));
    expect(res.statusCode, res.body).toBe(201);
    expect((await connections(t, h)).find((c) => c.id === connection.id)?.lastSyncAt).toBe(after.lastSyncAt);
  });

  it('rotates the refresh token once when two processes refresh the same grant at once, and keeps the new one', async () => {
    const { h, account } = await hostWithOutlook(t, fake);
    const connection = (await connectMicrosoft(t, h, fake, account))!;
    const { grantId } = await t.db.calendarConnection.findUniqueOrThrow({
      where: { id: connection.id },
      select: { grantId: true },
    });
    const second = await createTestApp(microsoftEnv(fake), { sameDatabaseAs: t });
    try {
      fake.expireAccessTokens();
      const before = fake.tokenRequests.length;
      const me = { method: 'GET' as const, url: `${fake.origin}/v1.0/me` };
      const answers = await Promise.all([
        t.app.oauth.grants.request(grantId!, me),
        second.app.oauth.grants.request(grantId!, me),
        t.app.oauth.grants.request(grantId!, me),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(fake.tokenRequests.slice(before).filter((r) => r.grantType === 'refresh_token')).toEqual([
        expect.objectContaining({ status: 200, stale: false }),
      ]);
      // The rotated refresh token was kept: the next refresh presents it, not the first one.
      fake.expireAccessTokens();
      expect((await refreshNow(t, h, connection.id)).error).toBeNull();
      expect(fake.tokenRequests.at(-1)).toMatchObject({ grantType: 'refresh_token', status: 200, stale: false });
    } finally {
      await second.close();
    }
  });
});
