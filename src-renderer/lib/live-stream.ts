import { LAST_EVENT_ID_HEADER, liveApi } from '#shared/schemas/live.ts';
import { type LiveLoopOptions, type LiveLoop, startLiveLoop } from '#shared/live-loop.ts';
import { apiResponse } from './api-client.ts';

/**
 * The web app's live stream (ADR 034): the shared loop over the API client, so a refused token is
 * refreshed once and a session that cannot be refreshed goes to sign-in (the loop then stops).
 */
export function startLiveStream(handlers: Omit<LiveLoopOptions, 'open'>): LiveLoop {
  const abort = new AbortController();
  const loop = startLiveLoop({
    ...handlers,
    open: (lastEventId) =>
      apiResponse(liveApi.events, {
        signal: abort.signal,
        headers: { accept: 'text/event-stream', ...(lastEventId ? { [LAST_EVENT_ID_HEADER]: lastEventId } : {}) },
      }),
  });
  return {
    done: loop.done,
    stop() {
      loop.stop();
      abort.abort();
    },
  };
}
