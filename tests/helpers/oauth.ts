import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/**
 * Connects an OAuth app as a browser would (ADR 048): Connect in the App Store (the API answers the
 * authorization URL and sets its cookie), the fake provider's consent page (`consent` answers where its
 * Allow sends the browser), then the callback with the cookie, which must open Installed Apps connected.
 */
export async function connectThroughConsent(
  t: TestApp,
  headers: Record<string, string>,
  slug: string,
  consent: (authorizeUrl: string) => Promise<string>,
): Promise<void> {
  const started = await t.app.inject({ method: 'POST', url: `/api/apps/${slug}/connect`, headers });
  expect(started.statusCode, started.body).toBe(200);
  const cookie = started.cookies.find((c) => c.name === 'kairos_oauth');
  expect(cookie).toBeDefined();
  const { authorizeUrl } = started.json<{ authorizeUrl: string }>();
  const back = new URL(await consent(authorizeUrl));
  const done = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookies: { kairos_oauth: cookie!.value },
  });
  expect(done.statusCode, done.body).toBe(303);
  expect(String(done.headers.location), String(done.headers.location)).toContain(`connected=${slug}`);
}
