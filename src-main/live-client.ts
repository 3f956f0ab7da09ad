import { API_BASE } from '#shared/constants.ts';
import { type LiveLoop, type LiveLoopOptions, startLiveLoop } from '#shared/live-loop.ts';
import { LAST_EVENT_ID_HEADER, liveApi } from '#shared/schemas/live.ts';
import type { TokenSession } from './token-session.ts';

export interface MainApiDeps {
  serverOrigin(): string | null;
  session: Pick<TokenSession, 'accessToken' | 'refresh'>;
  fetch: typeof fetch;
}

/**
 * A call to the configured server with the stored session, from the main process (the tray's agenda,
 * a notification's Approve): one refresh and retry when the token is refused. Null when there is no
 * server or no session.
 */
export async function callServer(
  deps: MainApiDeps,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Response | null> {
  const origin = deps.serverOrigin();
  const token = await deps.session.accessToken();
  if (!origin || !token) return null;
  const send = (bearer: string) =>
    deps.fetch(`${origin}${API_BASE}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...init.headers,
        authorization: `Bearer ${bearer}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const res = await send(token);
  if (res.status !== 401) return res;
  const fresh = await deps.session.refresh(token);
  return fresh ? send(fresh) : res;
}

/**
 * The main process's own live stream (ADR 034): it keeps the notifications and the tray current while
 * the window is closed. Signed out (or no server yet), it looks again after a while: the person may
 * sign in in the window.
 */
export function startMainLiveStream(
  deps: MainApiDeps & { signedOutRetryMs: number; wait(ms: number): Promise<void> },
  handlers: Omit<LiveLoopOptions, 'open'>,
): { stop(): void } {
  let stopped = false;
  let loop: LiveLoop | null = null;
  void (async () => {
    while (!stopped) {
      loop = startLiveLoop({
        ...handlers,
        open: async (lastEventId) => {
          const res = await callServer(deps, liveApi.events, {
            headers: { accept: 'text/event-stream', ...(lastEventId ? { [LAST_EVENT_ID_HEADER]: lastEventId } : {}) },
          });
          return res ?? 'signed-out';
        },
      });
      await loop.done;
      if (!stopped) await deps.wait(deps.signedOutRetryMs);
    }
  })();
  return {
    stop() {
      stopped = true;
      loop?.stop();
    },
  };
}
