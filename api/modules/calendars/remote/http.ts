import {
  basicAuthorization,
  type Challenge,
  canAnswerDigest,
  digestAuthorization,
  parseChallenges,
} from './http-auth.ts';
import { OutboundError, createOutboundFetch, type OutboundOptions } from '../../../lib/outbound.ts';
import { type CalendarErrorCode, withScheme } from '#shared/schemas/calendars.ts';
import { type CaldavCredentials, type OutboundPolicy, RemoteCalendarError } from './types.ts';

/** The most bytes one CalDAV answer may have (object lists and multigets are asked for in batches). */
export const CALDAV_MAX_RESPONSE_BYTES = 20 * 1024 * 1024;
const USER_AGENT = 'Kairos-Calendars/1';

export type AuthMethod = 'basic' | 'digest';

/** An outbound failure in the calendars' words. */
export function remoteErrorOf(error: OutboundError): RemoteCalendarError {
  return new RemoteCalendarError(error.code === 'redirects' ? 'server-error' : error.code, error.message);
}

/** The word for an HTTP status that is a failure on its own (null: depends on the call). */
export function statusCode(status: number): CalendarErrorCode | null {
  if (status === 401 || status === 403) return 'auth';
  if (status === 404 || status === 410) return 'not-found';
  if (status >= 500) return 'server-error';
  return null;
}

/** The outbound fetch for a calendar request under the operator's policy. */
export function policyFetch(policy: OutboundPolicy, maxBytes: number, testing?: OutboundOptions['testing']) {
  return createOutboundFetch({
    allowPrivate: policy.allowPrivate,
    allowed: policy.allowed,
    timeoutMs: policy.timeoutMs,
    signal: policy.signal,
    maxBytes,
    userAgent: USER_AGENT,
    testing,
  });
}

/**
 * One operation's HTTP to a CalDAV server: the policy's fetch (one time limit for all of it), with
 * Basic or Digest authentication added for the origins the credentials belong to, and nothing else.
 * The first failure that is not an HTTP answer is kept, so an operation that a library wrapped or
 * swallowed still fails in the right words.
 */
export class DavSession {
  readonly fetch: typeof fetch;
  /** The method that got a non-401 answer (or the one given); null before any challenge. */
  method: AuthMethod | null;
  /** The first transport failure (timeout, TLS, address…). */
  failure: RemoteCalendarError | null = null;
  /** The last answer that was a failure by its status alone (401, 404, 5xx), in words. */
  lastStatusError: CalendarErrorCode | null = null;
  private digest: { challenge: Challenge; nc: number } | null = null;
  private readonly origins: Set<string>;

  constructor(
    private readonly creds: CaldavCredentials,
    policy: OutboundPolicy,
    options: { origins: string[]; method?: AuthMethod | null; testing?: OutboundOptions['testing'] },
  ) {
    this.method = options.method ?? null;
    this.origins = new Set(options.origins);
    const outbound = policyFetch(policy, CALDAV_MAX_RESPONSE_BYTES, options.testing);
    this.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      try {
        const response = await this.send(outbound, new URL(input instanceof Request ? input.url : String(input)), init);
        this.lastStatusError = statusCode(response.status);
        return response;
      } catch (error) {
        const remote = error instanceof OutboundError ? remoteErrorOf(error) : null;
        if (remote) this.failure ??= remote;
        throw remote ?? error;
      }
    }) as typeof fetch;
  }

  /** Whether the credentials go to this URL's origin. */
  trusts(url: string): boolean {
    return this.origins.has(new URL(url).origin);
  }

  /** Lets the credentials go to another origin the authenticated server named (its home set, a calendar). */
  trust(url: string): void {
    this.origins.add(new URL(url).origin);
  }

  private authorization(method: string, url: URL): string | null {
    if (!this.origins.has(url.origin)) return null;
    if (this.method === 'basic') return basicAuthorization(this.creds.username, this.creds.password);
    if (this.method === 'digest' && this.digest) {
      this.digest.nc += 1;
      return digestAuthorization({
        challenge: this.digest.challenge,
        username: this.creds.username,
        password: this.creds.password,
        method,
        uri: `${url.pathname}${url.search}`,
        nc: this.digest.nc,
      });
    }
    return null;
  }

  private async send(
    outbound: ReturnType<typeof createOutboundFetch>,
    url: URL,
    init: RequestInit = {},
  ): Promise<Response> {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const sent = this.authorization(method, url);
    if (sent) headers.set('authorization', sent);
    const response = await outbound(url, { ...init, headers });
    if (response.status !== 401) return response;
    // The answer's own URL: a same-origin redirect may have moved the request.
    const where = new URL(response.url || url.href);
    if (!this.origins.has(where.origin)) return response;
    const challenges = parseChallenges(response.headers.get('www-authenticate'));
    const digest = challenges.find(canAnswerDigest);
    const basic = challenges.find((c) => c.scheme === 'basic');
    let next: AuthMethod | null = null;
    if (digest && (this.method !== 'digest' || !sent || digest.params.stale?.toLowerCase() === 'true')) {
      this.digest = { challenge: digest, nc: 0 };
      next = 'digest';
    } else if (basic && !(this.method === 'basic' && sent)) {
      next = 'basic';
    }
    if (!next) return response;
    await response.body?.cancel();
    this.method = next;
    const retryHeaders = new Headers(init.headers);
    retryHeaders.set('authorization', this.authorization(method, where)!);
    return outbound(where, { ...init, headers: retryHeaders });
  }

  /**
   * Runs one operation: a RemoteCalendarError passes; a transport failure kept on the way wins over
   * what a library made of it; any other error becomes the last failing status's word, or `fallback`.
   */
  async run<T>(fallback: CalendarErrorCode, operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (this.failure) throw this.failure;
      if (error instanceof RemoteCalendarError) throw error;
      if (error instanceof OutboundError) throw remoteErrorOf(error);
      throw new RemoteCalendarError(this.lastStatusError ?? fallback, safeDetail(error));
    }
  }
}

/** A library error's message, short, for logs (it never holds credentials: they are only in headers). */
function safeDetail(error: unknown): string {
  return String((error as Error)?.message ?? error).slice(0, 300);
}

/** The origin of what a person typed (`withScheme`) or of an absolute URL. */
export function originOf(text: string): string {
  return new URL(withScheme(text)).origin;
}

/** `https://host/a/b` → `https://host/a/b/`. */
export function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
