import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { isOAuthApp } from '#shared/schemas/apps.ts';
import { oauthCallbackErrorText } from '#shared/oauth-callback.ts';
import type { TokenSession } from './token-session.ts';

/** How long the listener waits for the browser to come back from the provider (the server's state lives as long). */
export const LOOPBACK_TIMEOUT_MS = 10 * 60_000;
const SERVER_TIMEOUT_MS = 15_000;
export const LOOPBACK_PATH = '/oauth/callback';

/** What the page in the system browser says once the provider has sent it back. */
const DONE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kairos</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#111827}
@media (prefers-color-scheme:dark){body{background:#030712;color:#f9fafb}}</style></head>
<body><main><h1 style="font-size:1.25rem">You can close this window and return to Kairos.</h1></main></body></html>`;

export type LoopbackResult = { code: string; state: string } | { error: string };

export interface LoopbackListener {
  port: number;
  /** The first callback's code and state (or the provider's error); rejects after the timeout. */
  result: Promise<LoopbackResult>;
  close(): void;
}

/**
 * Listens once on 127.0.0.1 (a random port, RFC 8252, section 7.3) for the provider's redirect: the first
 * request to /oauth/callback is answered with a short page and ends the listener; anything else
 * gets 404 and changes nothing. After `timeoutMs` without it, the listener closes and `result` rejects.
 */
export async function listenOnce(timeoutMs = LOOPBACK_TIMEOUT_MS): Promise<LoopbackListener> {
  let settle!: (result: LoopbackResult) => void;
  let fail!: (error: Error) => void;
  const result = new Promise<LoopbackResult>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== LOOPBACK_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const code = url.searchParams.get('code');
    const state = url.searchParams.get('state');
    const error = url.searchParams.get('error');
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'referrer-policy': 'no-referrer',
      })
      .end(DONE_PAGE);
    settle(code && state ? { code, state } : { error: error ?? 'failed' });
    close();
  });
  const timer = setTimeout(() => {
    fail(new Error('The sign-in page was not completed in time.'));
    close();
  }, timeoutMs);
  timer.unref?.();
  function close() {
    clearTimeout(timer);
    server.close();
    server.closeAllConnections();
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return { port: (server.address() as AddressInfo).port, result, close };
}

export interface DesktopConnectDependencies {
  serverOrigin(): string | null;
  session: Pick<TokenSession, 'accessToken' | 'refresh'>;
  /** Opens the provider's page in the system browser (shell.openExternal): never a web view. */
  openExternal(url: string): Promise<void>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export type DesktopConnectResult = { ok: true } | { ok: false; error: string };

const ConnectAnswer = z.object({ authorizeUrl: z.string().url() });
const ErrorAnswer = z.object({ error: z.string() });

/**
 * Connects an OAuth app from the desktop app (issue 41): a loopback listener, the server's
 * authorization URL for that port, the provider's page in the system browser, then the code and
 * state handed to the server (signed in, so the state's host must be this one).
 */
export async function connectFromDesktop(
  slug: string,
  deps: DesktopConnectDependencies,
): Promise<DesktopConnectResult> {
  const origin = deps.serverOrigin();
  if (!origin || !isOAuthApp(slug)) return { ok: false, error: oauthCallbackErrorText('failed') };
  const http = deps.fetch ?? fetch;
  const call = async (path: string, body: unknown) => {
    const send = (token: string | null) =>
      http(`${origin}/api/apps/${encodeURIComponent(slug)}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
      });
    const token = await deps.session.accessToken();
    const first = await send(token);
    if (first.status !== 401 || !token) return first;
    return send(await deps.session.refresh(token));
  };
  const errorOf = async (res: Response) => {
    const parsed = ErrorAnswer.safeParse(await res.json().catch(() => null));
    return parsed.success ? parsed.data.error : 'failed';
  };

  const round = await throughSystemBrowser({
    start: (port) => call('connect', { loopbackPort: port }),
    openExternal: deps.openExternal,
    timeoutMs: deps.timeoutMs,
  });
  if (!round.ok) return { ok: false, error: round.error ?? (await errorOf(round.refused!)) };
  try {
    const done = await call('callback', round.back);
    if (!done.ok) return { ok: false, error: oauthCallbackErrorText(await errorOf(done)) };
    return { ok: true };
  } catch {
    return { ok: false, error: oauthCallbackErrorText('failed') };
  }
}

/** What the provider sent the loopback listener, or why there is nothing to hand the server. */
export type BrowserRoundTrip =
  | { ok: true; back: { code: string; state: string } }
  /** `refused`: the server's answer to the start (its error to read); else `error`, a sentence. */
  | { ok: false; refused?: Response; error?: string };

/**
 * The system browser's part of a flow through a provider (RFC 8252): a loopback listener, the server's
 * answer to `start` (the provider's page for that port), that page opened in the system browser (never a
 * web view), and the code and state it comes back with, the state checked against the one sent.
 */
export async function throughSystemBrowser(options: {
  start(port: number): Promise<Response>;
  openExternal(url: string): Promise<void>;
  timeoutMs?: number | undefined;
}): Promise<BrowserRoundTrip> {
  const listener = await listenOnce(options.timeoutMs);
  try {
    const started = await options.start(listener.port);
    if (!started.ok) return { ok: false, refused: started };
    const answer = ConnectAnswer.safeParse(await started.json().catch(() => null));
    if (
      !answer.success ||
      (new URL(answer.data.authorizeUrl).protocol !== 'https:' && !isLoopback(answer.data.authorizeUrl))
    )
      return { ok: false, error: oauthCallbackErrorText('failed') };
    const sentState = new URL(answer.data.authorizeUrl).searchParams.get('state');
    await options.openExternal(answer.data.authorizeUrl);
    const back = await listener.result;
    if ('error' in back)
      return { ok: false, error: oauthCallbackErrorText(back.error === 'access_denied' ? 'denied' : 'failed') };
    // The provider must return the state this app sent; anything else is not this flow.
    if (back.state !== sentState) return { ok: false, error: oauthCallbackErrorText('state') };
    return { ok: true, back };
  } catch {
    return { ok: false, error: oauthCallbackErrorText('failed') };
  } finally {
    listener.close();
  }
}

/** A provider on loopback over http (the fakes in tests). */
function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]');
}
