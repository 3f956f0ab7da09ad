/**
 * A small client for the parts of Cloudflare's v4 API Kairos uses. Every call has a timeout, and
 * every failure becomes a `CloudflareError` whose message is safe to show an admin (it never
 * contains the token).
 */

import { formatWait } from '#shared/messages.ts';

export type CloudflareFailure = 'auth' | 'not_found' | 'rate_limited' | 'rejected' | 'unavailable';

export class CloudflareError extends Error {
  constructor(
    public readonly kind: CloudflareFailure,
    message: string,
    /** Seconds Cloudflare asked us to wait (429). */
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'CloudflareError';
  }
}

export interface CloudflareZone {
  id: string;
  name: string;
}

export interface CloudflareDnsRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied?: boolean;
  ttl?: number;
}

export interface DnsRecordInput {
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
}

interface Envelope<T> {
  success: boolean;
  errors?: { code?: number; message?: string }[];
  result: T;
}

export interface CloudflareClientOptions {
  baseUrl: string;
  token: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** Cloudflare's error messages as one sentence that ends in a full stop ('' when there are none). */
function describeErrors(body: Envelope<unknown> | undefined): string {
  const list = (body?.errors ?? []).map((e) => e.message?.trim()).filter(Boolean);
  if (!list.length) return '';
  const text = list.join('; ');
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export function createCloudflareClient({ baseUrl, token, timeoutMs = DEFAULT_TIMEOUT_MS }: CloudflareClientOptions) {
  const root = baseUrl.replace(/\/+$/, '');

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new CloudflareError(
        'unavailable',
        timedOut
          ? 'Cloudflare did not answer in time. Try again in a minute.'
          : 'Could not reach Cloudflare. Check the server’s network connection and CLOUDFLARE_API_URL.',
      );
    }
    const parsed = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
    const detail = describeErrors(parsed);
    if (response.status === 401 || response.status === 403) {
      throw new CloudflareError(
        'auth',
        `Cloudflare rejected the API token${detail ? `: ${detail}` : '.'} Check that it is active and has Zone:Read and DNS:Edit permissions.`,
      );
    }
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get('retry-after'));
      const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : 60;
      throw new CloudflareError(
        'rate_limited',
        `Cloudflare is rate limiting requests. Try again in ${formatWait(seconds)}.`,
        seconds,
      );
    }
    if (response.status >= 500) {
      throw new CloudflareError(
        'unavailable',
        `Cloudflare is having trouble (HTTP ${response.status}). Try again later.`,
      );
    }
    if (!response.ok || !parsed || parsed.success !== true) {
      throw new CloudflareError(
        'rejected',
        `Cloudflare refused the request${detail ? `: ${detail}` : ` (HTTP ${response.status}).`}`,
      );
    }
    return parsed.result;
  }

  return {
    /** Whether the token is valid and active (`GET /user/tokens/verify`). */
    async verifyToken(): Promise<{ status: string }> {
      return call<{ status: string }>('GET', '/user/tokens/verify');
    },
    async findZone(name: string): Promise<CloudflareZone | null> {
      const zones = await call<CloudflareZone[]>('GET', `/zones?name=${encodeURIComponent(name)}`);
      return zones.find((z) => z.name.toLowerCase() === name) ?? null;
    },
    async listRecords(zoneId: string, type: string, name: string): Promise<CloudflareDnsRecord[]> {
      const query = new URLSearchParams({ type, name });
      return call<CloudflareDnsRecord[]>('GET', `/zones/${encodeURIComponent(zoneId)}/dns_records?${query}`);
    },
    async createRecord(zoneId: string, record: DnsRecordInput): Promise<CloudflareDnsRecord> {
      return call<CloudflareDnsRecord>('POST', `/zones/${encodeURIComponent(zoneId)}/dns_records`, record);
    },
    async updateRecord(zoneId: string, recordId: string, record: DnsRecordInput): Promise<CloudflareDnsRecord> {
      return call<CloudflareDnsRecord>(
        'PUT',
        `/zones/${encodeURIComponent(zoneId)}/dns_records/${encodeURIComponent(recordId)}`,
        record,
      );
    },
  };
}

export type CloudflareClient = ReturnType<typeof createCloudflareClient>;
