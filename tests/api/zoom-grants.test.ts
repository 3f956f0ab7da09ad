import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppList } from '#shared/schemas/apps.ts';
import type { BookingCreated } from '#shared/schemas/bookings.ts';
import { type FakeZoom, startFakeZoom } from '../fakes/zoom.ts';
import { EVERY_DAY_UTC, createBookingHost } from '../helpers/bookings.ts';
import { MINUTE, book, utcAt } from '../helpers/calendars.ts';
import { outboxEmails } from '../helpers/mail.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { chooseLanguage } from '../helpers/users.ts';
import { connectZoom, meetOnZoom, settle, zoomEnv } from '../helpers/zoom.ts';

// The host's Zoom grant under load and when it dies (ADR 048, ADR 051), against the loopback fake of
// Zoom: Zoom answers a new refresh token on every refresh and kills the one used at once, so two
// refreshes with one token would end the grant; a refused grant leaves the bookings confirmed.
describe('Zoom grants', () => {
  let fake: FakeZoom;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeZoom();
    t = await createTestApp({ ...zoomEnv(fake), OUTBOX_RETRY_DELAYS_SECONDS: '0,0,0' });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  async function zoomHost() {
    const h = await createBookingHost(t, { hours: EVERY_DAY_UTC });
    const account = fake.addAccount({ email: `${h.username}@zoom.test` });
    const grant = await connectZoom(t, h, fake, account);
    await meetOnZoom(t, h);
    return { h, account, grant };
  }

  /** The access token has run out, at Zoom and as Kairos knows it. */
  async function expire(grantId: string) {
    fake.expireAccessTokens();
    await t.db.oAuthGrant.update({ where: { id: grantId }, data: { accessExpiresAt: new Date(Date.now() - MINUTE) } });
  }

  const refreshes = () => fake.tokenRequests.filter((r) => r.grantType === 'refresh_token');

  it('makes 20 bookings’ meetings at once on an expired token with one refresh and no invalid_grant', async () => {
    const { h, account, grant } = await zoomHost();
    await expire(grant.id);
    const before = refreshes().length;

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book(t, h, utcAt(8, 0) + i * 30 * MINUTE)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    await settle(t);

    expect(refreshes().slice(before)).toEqual([{ grantType: 'refresh_token', clientAuth: 'basic', error: null }]);
    expect(fake.meetings(account)).toHaveLength(20);
    expect(await t.app.oauth.grants.get(grant.id)).toMatchObject({ status: 'active' });

    // The same, 20 calls of the provider's API truly at once, whatever the outbox's pace.
    await expire(grant.id);
    const calls = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.oauth.grants.request(grant.id, { method: 'GET', url: `${fake.origin}/v2/users/me` }),
      ),
    );
    expect(calls.map((c) => c.status)).toEqual(Array(20).fill(200));
    expect(
      refreshes()
        .slice(before)
        .map((r) => r.error),
    ).toEqual([null, null]);
  });

  it('marks a refused grant "reconnect needed", emails the host once, and keeps the bookings confirmed without a broken link', async () => {
    const { h, account, grant } = await zoomHost();
    fake.revoke(account);
    await expire(grant.id);

    const answers = await Promise.all([book(t, h, utcAt(9, 10)), book(t, h, utcAt(9, 12))]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    await settle(t);

    expect(refreshes().at(-1)).toMatchObject({ error: 'invalid_grant' });
    expect(fake.meetings(account)).toEqual([]);
    const apps = await t.app.inject({ method: 'GET', url: '/api/apps', headers: h.user.headers });
    expect(apps.json<AppList>().items.find((a) => a.slug === 'zoom')).toMatchObject({ needsReconnect: true });

    const emails = await outboxEmails(t.database.dataDir);
    const toHost = emails.filter((e) => e.to.includes(h.user.email));
    const dead = toHost.filter((e) => e.subject === 'Reconnect Zoom to Kairos');
    expect(dead).toHaveLength(1);
    // Zoom has no calendar: the email says what its bookings get, not that busy times are kept.
    expect(dead[0]!.text).toContain(
      `Zoom no longer lets Kairos use your account ${account.email}. Until you connect it again, bookings with a Zoom location are confirmed without a meeting link.`,
    );
    expect(dead[0]!.text).not.toContain('busy times');
    // In English, as it always was, for a host who chose no other language.
    expect(dead[0]!.text).toMatch(/^Hi Grace,/);
    expect(dead[0]!.text).toContain(
      'Your bookings are safe in Kairos, and people can still book you. Open Installed Apps and choose Reconnect.',
    );
    expect(dead[0]!.text).toContain('Open Installed Apps: http');
    expect(dead[0]!.text).toContain(
      'You get this email once; the next one only if the account stops working again after you reconnect it.',
    );
    // That one says it: no "meeting could not be made" email besides.
    expect(toHost.filter((e) => e.subject === 'A Zoom meeting could not be made for a booking')).toEqual([]);
    for (const res of answers) {
      const { uid } = res.json<BookingCreated>();
      const row = await t.db.booking.findUniqueOrThrow({ where: { uid } });
      expect(row).toMatchObject({ status: 'accepted', locationUrl: null, meetingDetails: null });
      const toInvitee = emails.filter((e) => e.to.includes(row.inviteeEmail));
      expect(toInvitee).toHaveLength(1);
      expect(toInvitee[0]!.text).toContain('Zoom');
      expect(toInvitee[0]!.text).not.toMatch(/zoom\.us\/j\//);
    }
  });

  it('tells a host who chose German that the grant died, in German', async () => {
    const { h, account, grant } = await zoomHost();
    await chooseLanguage(t, h.user, 'de');
    fake.revoke(account);
    await expire(grant.id);

    expect((await book(t, h, utcAt(9, 14))).statusCode).toBe(201);
    await settle(t);

    const toHost = (await outboxEmails(t.database.dataDir)).filter((e) => e.to.includes(h.user.email));
    const dead = toHost.filter((e) => e.subject === 'Zoom erneut mit Kairos verbinden').map((e) => e.text);
    expect(dead).toHaveLength(1);
    expect(toHost.filter((e) => e.subject === 'Reconnect Zoom to Kairos')).toEqual([]);
    expect(dead[0]).toMatch(/^Hallo Grace,/);
    expect(dead[0]).toContain(
      `Zoom erlaubt Kairos nicht mehr, Ihr Konto ${account.email} zu nutzen. Bis Sie es erneut verbinden, werden Buchungen mit dem Ort Zoom ohne Meeting-Link bestätigt.`,
    );
    expect(dead[0]).toContain('Öffnen Sie „Installierte Apps“ und wählen Sie „Erneut verbinden“.');
    expect(dead[0]).toContain('Installierte Apps öffnen: http');
    expect(dead[0]).toContain('Sie erhalten diese E-Mail nur einmal;');
  });

  it('waits as long as Zoom’s Retry-After asks, then makes the meeting', async () => {
    const { h, account } = await zoomHost();
    fake.fail('POST /v2/users/me/meetings', {
      status: 429,
      body: { code: 429, message: 'You have reached the maximum per-second rate limit for this API.' },
      headers: { 'retry-after': '1' },
    });
    const res = await book(t, h, utcAt(10, 12));
    expect(res.statusCode, res.body).toBe(201);
    await settle(t);

    const posts = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v2/users/me/meetings').slice(-2);
    expect(posts).toHaveLength(2);
    expect(posts[1]!.at - posts[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(fake.meetings(account)).toHaveLength(1);
  });
});
