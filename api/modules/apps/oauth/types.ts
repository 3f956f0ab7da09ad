import type * as z from 'zod/mini';
import type { OAuthProviderId } from '#shared/schemas/apps.ts';

/**
 * The OAuth grants' contract (ADR 048): what a provider's API client (a calendar provider, a
 * conferencing provider) asks of the host's grant at Google, Microsoft or Zoom. The grants module
 * (api/modules/apps/oauth/) keeps the tokens sealed, refreshes them once across processes, honours
 * rate limits and marks a grant the provider refused "reconnect needed" (the host emailed once).
 * Nothing outside it sees a token.
 */

export type { OAuthProviderId };

/** A grant as its users see it (never its tokens). */
export interface GrantRow {
  id: string;
  userId: string;
  provider: OAuthProviderId;
  /** The provider's immutable id of the account (Google sub, Microsoft oid, Zoom user id). */
  accountId: string;
  email: string;
  scopes: string[];
  status: 'active' | 'reconnect';
}

/** One call of a provider's API with a grant's access token. */
export interface ApiRequest<T> {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Absolute; built from `apiBase(provider)`. */
  url: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Checks a 2xx answer's JSON (an answer that does not fit is a ProviderApiError 'invalid-answer'). */
  schema?: z.ZodMiniType<T>;
  /** Statuses answered rather than thrown (e.g. 404 and 410 for a delete, 410 for a sync token). */
  accept?: readonly number[];
  /** Largest answer taken (default 4 MB). */
  maxBytes?: number;
  signal?: AbortSignal;
  /** How long the call may take in all, retries after 429 included (default 20 s). */
  deadlineMs?: number;
}

export interface ApiAnswer<T> {
  status: number;
  /** The checked JSON of a 2xx answer with a body; null for 204 or an accepted non-2xx. */
  body: T | null;
  /** The raw JSON of an accepted non-2xx answer (its error body), for the caller to read. */
  errorBody?: unknown;
  headers: Record<string, string>;
}

/** The provider refused the grant itself (invalid_grant, AADSTS…, Zoom 124 after a refresh): reconnect needed. */
export class GrantDeadError extends Error {
  constructor(
    readonly provider: OAuthProviderId,
    /** The provider's words: "invalid_grant", "AADSTS70008", … */
    readonly code: string,
  ) {
    super(`The ${provider} grant was refused: ${code}`);
    this.name = 'GrantDeadError';
  }
}

/** Any other failed call: the status and the provider's reason, and how long it asked us to wait. */
export class ProviderApiError extends Error {
  constructor(
    readonly status: number,
    /** The provider's reason (Google `errors[0].reason`, Graph `error.code`, Zoom `code`), or our own word. */
    readonly code: string,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ProviderApiError';
  }
}

export interface GrantAccess {
  /** The API's base for a provider: the real one, or a test fake's origin (test-only configuration). */
  apiBase(provider: OAuthProviderId): string;
  /** A host's grant at a provider (the newest), or null. */
  forUser(userId: string, provider: OAuthProviderId): Promise<GrantRow | null>;
  get(grantId: string): Promise<GrantRow | null>;
  /**
   * Calls the provider's API as the grant. The access token is refreshed once across processes when
   * it is near its end or the API answers 401; 429/503 (and Google's 403 rate reasons) are retried
   * after Retry-After (or a capped back-off) within the deadline; every request goes through the
   * outbound policy. A refused grant throws GrantDeadError (the grant marked, the host emailed once);
   * any other failure a ProviderApiError or an OutboundError.
   */
  request<T>(grantId: string, request: ApiRequest<T>): Promise<ApiAnswer<T>>;
}
