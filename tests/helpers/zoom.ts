import { expect } from 'vitest';
import type { FakeZoom, FakeZoomAccount } from '../fakes/zoom.ts';
import type { BookingHost } from './bookings.ts';
import type {} from '../../api/modules/apps/oauth/plugin.ts';
import { connectThroughConsent } from './oauth.ts';
import type { TestApp } from './test-app.ts';

/** The test app's configuration for a fake Zoom: its origin (test only), the OAuth client and the notifications' secret token. */
export const zoomEnv = (fake: FakeZoom): Record<string, string> => ({
  TEST_ZOOM_ORIGIN: fake.origin,
  ZOOM_CLIENT_ID: fake.clientId,
  ZOOM_CLIENT_SECRET: fake.clientSecret,
  ZOOM_WEBHOOK_SECRET_TOKEN: fake.webhookSecretToken,
});

/**
 * Connects a host's Zoom account as a browser would: Connect in the App Store (the API answers the
 * authorization URL and sets its cookie), the fake's consent page's Allow, then the callback with
 * the cookie. Answers the host's Zoom grant.
 */
export async function connectZoom(
  t: TestApp,
  host: { user: { id: string; headers: Record<string, string> } },
  fake: FakeZoom,
  account: FakeZoomAccount,
) {
  await connectThroughConsent(t, host.user.headers, 'zoom', (url) => fake.consent(url, { account }));
  const grant = await t.app.oauth.grants.forUser(host.user.id, 'zoom');
  expect(grant).toMatchObject({ accountId: account.id, status: 'active' });
  return grant!;
}

/** Sets the host's event type to meet on Zoom. */
export async function meetOnZoom(t: TestApp, host: BookingHost) {
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/event-types/${host.eventType.id}`,
    headers: host.user.headers,
    payload: {
      name: 'Consultation',
      slug: 'consult',
      duration: 30,
      locations: [{ kind: 'video', provider: 'zoom', public: true }],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/**
 * Runs the outbox until no due job is left, those the app's own worker took meanwhile included
 * (`drain` alone returns while a job the worker claimed first is still running).
 */
export async function settle(t: TestApp): Promise<void> {
  for (;;) {
    await t.app.outbox.drain();
    const left = await t.db.outboxJob.count({ where: { doneAt: null, runAt: { lte: new Date() } } });
    if (left === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
