import http from 'node:http';
import https from 'node:https';
import {
  type AddressPolicy,
  AddressNotAllowedError,
  type PrivateAllowList,
  type Resolver,
  addressProblem,
  isPublicAddress,
  policyLookup,
} from './address-policy.ts';

/**
 * The one policy for requests the server makes to addresses its users typed (webhooks, calendars).
 *
 * - Addresses as address-policy.ts says: `https:` to public unicast addresses, private ones only as
 *   the operator allowed, metadata addresses never. Every address a name resolves to is checked by
 *   the lookup the socket itself uses, at connection time, so a name that resolves to a refused
 *   address (or changes to one after an earlier check) is never connected to. A literal address is
 *   checked before connecting (Node skips the lookup for it).
 * - Redirects are followed by hand (at most 5), each hop checked again like the first; credentials
 *   (Authorization, Cookie) never follow a redirect to another origin.
 * - One time limit for everything one `createOutboundFetch` does, and a cap on each answer's size,
 *   counted as it streams in (the request is dropped past it).
 *
 * Built on node:http/https rather than undici: the webhooks already used them, their `lookup` option
 * is the socket's own resolution (undici needs a custom connector for the same), and the response
 * stream is ours to count and cut.
 */

export type OutboundErrorCode =
  | 'address-not-allowed'
  | 'https-required'
  | 'timeout'
  | 'tls'
  | 'not-https'
  | 'unreachable'
  | 'too-large'
  | 'redirects';

/** A request that failed before an HTTP answer, or whose answer was cut: in one of a few words. */
export class OutboundError extends Error {
  constructor(
    readonly code: OutboundErrorCode,
    detail: string,
  ) {
    super(detail);
    this.name = 'OutboundError';
  }
}

const TLS_CODE = /CERT|SSL|TLS/;
/** What OpenSSL says when the "TLS" answer is something else, such as a plain HTTP response. */
const NOT_TLS =
  /ERR_SSL_WRONG_VERSION_NUMBER|ERR_SSL_PACKET_LENGTH_TOO_LONG|wrong version number|packet length too long/i;

/** A socket, DNS or TLS error in OutboundError's words (never with the request's headers in it). */
export function outboundErrorOf(error: unknown, host: string): OutboundError {
  if (error instanceof OutboundError) return error;
  if (error instanceof AddressNotAllowedError) return new OutboundError('address-not-allowed', error.message);
  const code = String((error as NodeJS.ErrnoException | null)?.code ?? '');
  if ((code === 'EPROTO' || TLS_CODE.test(code)) && NOT_TLS.test(`${code} ${(error as Error).message}`)) {
    return new OutboundError('not-https', `${host} does not speak TLS (${code})`);
  }
  if (TLS_CODE.test(code) || code === 'EPROTO') return new OutboundError('tls', `TLS failure with ${host} (${code})`);
  if (code === 'ETIMEDOUT') return new OutboundError('timeout', `${host} did not answer in time`);
  return new OutboundError('unreachable', `${host} could not be reached (${code || (error as Error)?.message})`);
}

export interface OutboundOptions {
  /** Loopback and private addresses, and plain http, allowed (an operator's setting). */
  allowPrivate: boolean;
  /** Private hosts and networks the operator allowed by name (over https or plain http). */
  allowed?: PrivateAllowList;
  /** Everything this fetch does, from its creation, in ms. */
  timeoutMs: number;
  /** Aborts early (a caller's own deadline, shutdown). */
  signal?: AbortSignal;
  /** The most bytes one answer's body may have. */
  maxBytes: number;
  /** Redirects followed per request; default 5. */
  maxRedirects?: number;
  userAgent?: string;
  /**
   * For tests only: trust this CA, resolve names with this resolver, and treat these literal
   * addresses as public (a loopback server standing for a public one, so a redirect from it can be
   * checked). The policy's checks themselves are the same code.
   */
  testing?: { ca?: string; resolver?: Resolver; treatAsPublic?: string[] };
}

export type OutboundFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([204, 205, 304]);
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

async function bodyBytes(body: RequestInit['body']): Promise<Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(new Uint8Array(body));
  return Buffer.from(await new Response(body).arrayBuffer());
}

/**
 * A `fetch` under the outbound policy (see the top of this file). Its failures are OutboundErrors,
 * thrown by the call or by reading the body (too large, time limit).
 */
export function createOutboundFetch(options: OutboundOptions): OutboundFetch {
  const maxRedirects = options.maxRedirects ?? 5;
  const trusted = new Set(options.testing?.treatAsPublic ?? []);
  const policy: AddressPolicy = {
    allowPrivate: options.allowPrivate,
    allowed: options.allowed,
    isPublic: (address) => isPublicAddress(address) || trusted.has(address),
  };
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;

  function once(url: URL, method: string, headers: Headers, body: Buffer | undefined): Promise<Response> {
    const problem = addressProblem(url.href, policy);
    if (problem) {
      return Promise.reject(
        problem === 'scheme'
          ? new OutboundError('https-required', `${url.host}: only https is allowed here`)
          : new OutboundError('address-not-allowed', `${url.host}: the address is not allowed`),
      );
    }
    if (signal.aborted) return Promise.reject(new OutboundError('timeout', `${url.host} did not answer in time`));
    const client = url.protocol === 'https:' ? https : http;
    const outgoing: Record<string, string> = { 'user-agent': options.userAgent ?? 'Kairos/1' };
    headers.forEach((value, name) => (outgoing[name] = value));
    if (body) outgoing['content-length'] = String(body.length);
    return new Promise((resolve, reject) => {
      let failure: OutboundError | null = null;
      const fail = (error: OutboundError) => {
        failure ??= error;
        request.destroy(failure);
      };
      const onAbort = () => fail(new OutboundError('timeout', `${url.host} did not answer in time`));
      signal.addEventListener('abort', onAbort, { once: true });
      const done = () => signal.removeEventListener('abort', onAbort);
      const request = client.request(url, {
        method,
        headers: outgoing,
        lookup: policyLookup(policy, url.protocol === 'http:', options.testing?.resolver),
        ca: options.testing?.ca,
        // Never reuse a socket: each connection is looked up (and checked) again.
        agent: false,
      });
      request.on('error', (error) => {
        done();
        reject(failure ?? outboundErrorOf(error, url.host));
      });
      request.on('response', (incoming) => {
        const status = incoming.statusCode ?? 0;
        const declared = Number(incoming.headers['content-length'] ?? NaN);
        if (declared > options.maxBytes) {
          fail(new OutboundError('too-large', `${url.host} answered more than ${options.maxBytes} bytes`));
          return;
        }
        let size = 0;
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            incoming.on('data', (chunk: Buffer) => {
              size += chunk.length;
              if (size > options.maxBytes) {
                fail(new OutboundError('too-large', `${url.host} answered more than ${options.maxBytes} bytes`));
                controller.error(failure);
                return;
              }
              controller.enqueue(new Uint8Array(chunk));
            });
            incoming.on('end', () => {
              done();
              controller.close();
            });
            incoming.on('error', (error) => {
              done();
              controller.error(failure ?? outboundErrorOf(error, url.host));
            });
            incoming.on('aborted', () => controller.error(failure ?? outboundErrorOf(null, url.host)));
          },
          cancel() {
            done();
            request.destroy();
          },
        });
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (value === undefined) continue;
          try {
            responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
          } catch {
            // A header value fetch's Headers refuses (not a byte string) is left out.
          }
        }
        const noBody = NO_BODY.has(status) || method === 'HEAD';
        if (noBody) incoming.resume();
        const response = new Response(noBody ? null : stream, {
          status: status >= 200 && status <= 599 ? status : 502,
          statusText: incoming.statusMessage ?? '',
          headers: responseHeaders,
        });
        Object.defineProperty(response, 'url', { value: url.href });
        resolve(response);
      });
      request.end(body);
    });
  }

  return async (input, init = {}) => {
    let url = new URL(input instanceof Request ? input.url : String(input));
    let method = (init.method ?? 'GET').toUpperCase();
    let body = await bodyBytes(init.body);
    const headers = new Headers(init.headers);
    for (let hop = 0; ; hop++) {
      const response = await once(url, method, headers, body);
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || !location || init.redirect === 'manual') return response;
      await response.body?.cancel();
      if (hop >= maxRedirects) throw new OutboundError('redirects', `more than ${maxRedirects} redirects`);
      const next = new URL(location, url);
      // Credentials stay with the origin they were given for, even if a later hop comes back.
      if (next.origin !== url.origin) for (const name of CREDENTIAL_HEADERS) headers.delete(name);
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
        headers.delete('content-type');
      }
      url = next;
    }
  };
}
