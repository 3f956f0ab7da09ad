import { expect } from 'vitest';
import type { SignInProvider } from '#shared/sign-in.ts';
import type { SignInOutcome } from '#shared/schemas/sign-in.ts';
import type { TestApp } from './test-app.ts';

/** Where a web sign-in with a provider came back to, read as the sign-in page reads it. */
export interface WebReturn {
  /** The 303's location. */
  location: URL;
  /** `#ticket=` or `#error=`. */
  ticket: string | null;
  error: string | null;
}

/**
 * A sign-in with Google or Microsoft as a browser does it (ADR 053): the button's start (the API answers
 * the consent page's address and sets its cookie), the fake provider's consent page (`consent` answers
 * where its Allow sends the browser), then the callback with the cookie, which answers a 303 to the
 * sign-in page with `#ticket=` or `#error=` (or to Security for a link).
 */
export async function signInThroughBrowser(
  t: TestApp,
  provider: SignInProvider,
  consent: (authorizeUrl: string) => Promise<string>,
  options: {
    intent?: 'sign-in' | 'sign-up';
    linkAs?: Record<string, string>;
    cookie?: (value: string) => string;
    /** The browser's Accept-Language, on the provider's redirect back. */
    language?: string;
  } = {},
): Promise<WebReturn> {
  const started = await t.app.inject({
    method: 'POST',
    url: options.linkAs ? `/api/sign-in/${provider}/link` : `/api/sign-in/${provider}/start`,
    headers: options.linkAs ?? {},
    payload: options.linkAs ? {} : { intent: options.intent ?? 'sign-in' },
  });
  expect(started.statusCode, started.body).toBe(200);
  const cookie = started.cookies.find((c) => c.name === 'kairos_signin');
  expect(cookie?.httpOnly).toBe(true);
  const { authorizeUrl } = started.json<{ authorizeUrl: string }>();
  const back = new URL(await consent(authorizeUrl));
  const value = options.cookie ? options.cookie(cookie!.value) : cookie!.value;
  const done = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookies: { kairos_signin: value },
    ...(options.language ? { headers: { 'accept-language': options.language } } : {}),
  });
  expect(done.statusCode, done.body).toBe(303);
  const location = new URL(String(done.headers.location));
  const fragment = new URLSearchParams(location.hash.slice(1));
  return { location, ticket: fragment.get('ticket'), error: fragment.get('error') };
}

/** The sign-in page's redemption of its ticket. */
export async function redeem(t: TestApp, ticket: string): Promise<SignInOutcome> {
  const res = await t.app.inject({ method: 'POST', url: '/api/sign-in/ticket', payload: { ticket } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SignInOutcome>();
}

/** Who an access token is for. */
export function tokenUser(accessToken: string): { id: string; email: string; email_verified: boolean } {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
    id: string;
    email: string;
    email_verified: boolean;
  };
}
