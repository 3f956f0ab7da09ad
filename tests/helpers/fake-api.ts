import { afterEach, beforeEach, vi } from 'vitest';
import { dismissToast } from '../../src-renderer/components/ui/use-toast.ts';

export interface FakeReply {
  status: number;
  body?: unknown;
  /** Fail the way fetch does when the server cannot be reached (the status is then ignored). */
  networkError?: boolean;
}

export interface FakeApi {
  /** Canned answers keyed by `METHOD url`, e.g. `replies['GET /api/domains'] = { status: 200, body }`. */
  replies: Record<string, FakeReply>;
  /** Every call the page made, in order, with its JSON body parsed. */
  requests: { method: string; url: string; body: unknown; headers: Record<string, string> }[];
}

/**
 * Replaces `fetch` for a renderer test with a table of canned answers. A call the test did not
 * expect fails loudly instead of hanging or reaching a network.
 */
export function fakeApi(): FakeApi {
  const api: FakeApi = { replies: {}, requests: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const headers = { ...(init.headers as Record<string, string> | undefined) };
      api.requests.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined, headers });
      const reply = api.replies[`${method} ${url}`];
      if (!reply) throw new Error(`unexpected call to ${method} ${url}`);
      if (reply.networkError) throw new TypeError('Failed to fetch');
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return api;
}

/**
 * A fresh fake API for each test of the file (registers the hooks): the returned object's `replies`
 * and `requests` are emptied before every test, and local storage and toasts are cleared.
 */
export function fakeApiPerTest(): FakeApi {
  const current: FakeApi = { replies: {}, requests: [] };
  beforeEach(() => {
    localStorage.clear();
    const api = fakeApi();
    current.replies = api.replies;
    current.requests = api.requests;
  });
  afterEach(() => {
    dismissToast();
    vi.unstubAllGlobals();
  });
  return current;
}
