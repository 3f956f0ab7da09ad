import { jwtDecode } from 'jwt-decode';
import { API_BASE } from '#shared/constants.ts';
import { shellMessages } from '#shared/messages/shell.ts';
import { knownText } from './known-text.ts';
import { getTokenStore, isDesktop, type Tokens } from './token-store.ts';

/**
 * A failed call. Its message is `status: body` (docs/product.md#messages) (or the status text when the body is
 * empty); `serverError` is the `{ error }` field of a JSON body, for showing to people.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  get serverError(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown; message?: unknown };
      return typeof parsed.error === 'string' ? parsed.error : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The server's own error text if it sent one, else the given fallback (docs/product.md#messages). */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (knownText(error.serverError) ?? fallback) : fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  signal?: AbortSignal;
  /** false for calls that must not trigger a refresh (login, register, refresh itself). */
  auth?: boolean;
  /** Extra request headers (e.g. a booking's manage token, an idempotency key). */
  headers?: Record<string, string>;
  /** 'text' answers the body as it came (a CSV export) instead of parsing JSON. */
  as?: 'json' | 'text';
}

let apiOrigin = '';
/** The desktop app talks to a configured server; the web build to its own origin. */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
}
/**
 * The origin of the Kairos server people visit: links that are copied or shared use it (docs/product.md#own-links).
 * In the web build that is this page's origin (the server serves the app); in the desktop app,
 * the configured server.
 */
export function publicOrigin(): string {
  return apiOrigin || window.location.origin;
}
export function apiUrl(path: string): string {
  return `${apiOrigin}${API_BASE}${path}`;
}

let onSessionExpired: () => void = () => {
  window.location.assign('/login');
};
/** The session provider decides what "go to /login" means (a router navigation). */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

async function send(path: string, options: RequestOptions, accessToken: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  return fetch(apiUrl(path), {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
    credentials: isDesktop() ? 'omit' : 'include',
  });
}

let refreshing: Promise<string | null> | null = null;

/** How long before its expiry an access token is renewed: before the page's requests, not after their 401s. */
const RENEW_AHEAD_MS = 30_000;
/** The server's clock minus this page's, learnt from each token a refresh brings (0 until then). */
let serverClockOffsetMs = 0;

interface AccessClaims {
  exp?: number;
  iat?: number;
  issuedAtMs?: number;
}

function claimsOf(accessToken: string): AccessClaims | null {
  try {
    return jwtDecode<AccessClaims>(accessToken);
  } catch {
    return null;
  }
}

/** Whether the token expires within RENEW_AHEAD_MS (a quarter of its life for very short-lived ones). */
function expiresSoon(accessToken: string): boolean {
  const claims = claimsOf(accessToken);
  if (typeof claims?.exp !== 'number') return false;
  const lifeMs = typeof claims.iat === 'number' ? (claims.exp - claims.iat) * 1000 : RENEW_AHEAD_MS * 4;
  return claims.exp * 1000 - (Date.now() + serverClockOffsetMs) < Math.min(RENEW_AHEAD_MS, lifeMs / 4);
}

/** A token the server just issued tells how far its clock is from this page's, so a skewed clock does not renew on every call. */
function learnServerClock(accessToken: string): void {
  const claims = claimsOf(accessToken);
  const issuedMs = claims?.issuedAtMs ?? (typeof claims?.iat === 'number' ? claims.iat * 1000 : undefined);
  if (typeof issuedMs === 'number' && Number.isFinite(issuedMs)) serverClockOffsetMs = issuedMs - Date.now();
}

/**
 * Tabs share the stored tokens, so they take turns refreshing (Web Locks, where available): a spent
 * refresh token presented by a second tab would look like theft and sign every tab out.
 */
function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The DOM typings wrap the callback's promise once more; at run time promises flatten.
  return locks ? (locks.request('kairos-token-refresh', fn) as unknown as Promise<T>) : fn();
}

/**
 * One refresh at a time: concurrent 401s wait for the same one. Resolves to the new access token.
 * If the stored token is no longer the one that was refused, another call or tab already refreshed:
 * that token is used instead of rotating again.
 */
function refreshAccessToken(refused: string): Promise<string | null> {
  refreshing ??= withRefreshLock(async () => {
    try {
      const next = await getTokenStore().refresh(refused, exchangeRefreshToken);
      if (next) learnServerClock(next);
      if (next) window.dispatchEvent(new CustomEvent('kairos:tokens-refreshed', { detail: next }));
      return next;
    } catch {
      return null;
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The browser's refresh call (the desktop app's main process makes its own). */
async function exchangeRefreshToken(refreshToken: string): Promise<Tokens | null> {
  const res = await send('/auth/refresh-token', { method: 'POST', body: { refreshToken } }, undefined);
  return res.ok ? ((await res.json()) as Tokens) : null;
}

/** Ends the session on the server: the browser's sign-out call. */
export function revokeRefreshToken(refreshToken: string): Promise<unknown> {
  return api('/auth/logout', { method: 'POST', body: { refreshToken }, auth: false });
}

async function expireSession(): Promise<void> {
  await getTokenStore().clear();
  console.info(shellMessages.sessionExpired);
  onSessionExpired();
}

/**
 * Downloads a file the API makes for the signed-in person (a CSV export): the same bearer token
 * and refresh as `api`, the body as a Blob, and the file name from Content-Disposition.
 */
export async function apiDownload(path: string): Promise<{ blob: Blob; filename: string | null }> {
  const res = await apiResponse(path);
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await res.blob(), filename };
}

async function parse<T>(res: Response, as: RequestOptions['as'] = 'json'): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text, res.statusText);
  if (as === 'text') return text as T;
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Exchanges the refresh token now, so the stored access token (and the session user decoded from it)
 * carries what just changed on the server, such as a new username. A failure changes nothing: the
 * current token stays valid until it expires and the usual refresh takes over.
 */
export async function renewAccessToken(): Promise<void> {
  const accessToken = await getTokenStore().getAccessToken();
  if (accessToken) await refreshAccessToken(accessToken);
}

/**
 * The access token to send: the stored one, renewed first when it is about to expire. The page's
 * concurrent calls then share one refresh instead of each sending the old token, getting a 401 and
 * waiting for the refresh (issue 38). A renewal that fails leaves the old token to the 401 path.
 */
async function currentAccessToken(): Promise<string | null> {
  const stored = await getTokenStore().getAccessToken();
  if (!stored || !expiresSoon(stored)) return stored;
  return (await refreshAccessToken(stored)) ?? stored;
}

/**
 * The answer to a call, unread: bearer token (renewed shortly before it expires), one refresh-and-retry
 * on 401/403 (a session that cannot be refreshed goes to sign-in). The live stream reads its body as it arrives.
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const useAuth = options.auth !== false;
  const accessToken = useAuth ? await currentAccessToken() : null;
  const res = await send(path, options, accessToken ?? undefined);
  if (!useAuth || (res.status !== 401 && res.status !== 403) || !accessToken) return res;

  const fresh = await refreshAccessToken(accessToken);
  if (!fresh) {
    await expireSession();
    return res;
  }
  return send(path, options, fresh);
}

/** Calls the API: base /api, JSON in and out, bearer token, one refresh-and-retry on 401/403. */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return parse<T>(await apiResponse(path, options), options.as);
}
