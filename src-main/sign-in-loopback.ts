import { randomBytes } from 'node:crypto';
import { SIGN_IN_PROVIDERS, signInMessages } from '#shared/sign-in.ts';
import { type DesktopSignInResult, SignInOutcomeSchema } from '#shared/schemas/sign-in.ts';
import type { DesktopTokens } from '#shared/server-url.ts';
import { throughSystemBrowser } from './oauth-loopback.ts';
import type { TokenSession } from './token-session.ts';

const SERVER_TIMEOUT_MS = 15_000;

export interface DesktopSignInDependencies {
  serverOrigin(): string | null;
  session: Pick<TokenSession, 'accessToken' | 'refresh' | 'set'>;
  /** Opens the provider's page in the system browser (shell.openExternal): never a web view. */
  openExternal(url: string): Promise<void>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const errorOf = async (res: Response): Promise<string> => {
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' ? body.error : signInMessages.failed;
};

/**
 * Signs in (or up, or links, when `link` is set) with Google or Microsoft from the desktop app
 * (issue 42, ADR 053): a loopback listener, the provider's page in the system browser with PKCE, and the
 * code and state handed to the server with a key only this app holds (the web's cookie, here). A
 * session's tokens go to the OS keychain; the window is told its access token only.
 */
export async function signInFromDesktop(
  provider: string,
  intent: 'sign-in' | 'sign-up' | 'link',
  deps: DesktopSignInDependencies,
): Promise<DesktopSignInResult> {
  const origin = deps.serverOrigin();
  const known = SIGN_IN_PROVIDERS.find((p) => p === provider);
  if (!origin || !known) return { status: 'error', error: signInMessages.failed };
  const http = deps.fetch ?? fetch;
  const deviceKey = randomBytes(32).toString('base64url');
  const post = (path: string, body: unknown, token: string | null = null) =>
    http(`${origin}/api/sign-in/${known}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
    });
  /** Linking is the signed-in person's: their token, refreshed once when refused. */
  const startLink = async (port: number) => {
    const token = await deps.session.accessToken();
    const first = await post('link', { loopbackPort: port, deviceKey }, token);
    if (first.status !== 401 || !token) return first;
    return post('link', { loopbackPort: port, deviceKey }, await deps.session.refresh(token));
  };

  const round = await throughSystemBrowser({
    start: (port) => (intent === 'link' ? startLink(port) : post('start', { intent, loopbackPort: port, deviceKey })),
    openExternal: deps.openExternal,
    timeoutMs: deps.timeoutMs,
  });
  if (!round.ok) return { status: 'error', error: round.error ?? (await errorOf(round.refused!)) };
  try {
    const done = await post('callback', { ...round.back, deviceKey });
    if (!done.ok) return { status: 'error', error: await errorOf(done) };
    const outcome = SignInOutcomeSchema.safeParse(await done.json().catch(() => null));
    if (!outcome.success) return { status: 'error', error: signInMessages.failed };
    const answer = outcome.data;
    if (answer.status !== 'signed-in') return answer;
    const tokens: DesktopTokens = { accessToken: answer.accessToken, refreshToken: answer.refreshToken };
    await deps.session.set(origin, tokens);
    return { status: 'signed-in', provider: answer.provider, isNew: answer.isNew, accessToken: answer.accessToken };
  } catch {
    return { status: 'error', error: signInMessages.failed };
  }
}
