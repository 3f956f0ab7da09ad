import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../../db/client.ts';
import { createOutboundFetch } from '../../../lib/outbound.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import type { ProviderAt } from './flow.ts';
import { providerSpecs } from './providers.ts';
import { createTokens } from './tokens.ts';
import {
  type ApiAnswer,
  type ApiRequest,
  type GrantAccess,
  type GrantRow,
  type OAuthProviderId,
  ProviderApiError,
} from './types.ts';

/** The providers' real API bases (a test's fake origin replaces one through `apiOrigins`). */
const API_BASES: Record<OAuthProviderId, string> = {
  google: 'https://www.googleapis.com',
  microsoft: 'https://graph.microsoft.com',
  zoom: 'https://api.zoom.us',
};

const GRANT_SELECT = {
  id: true,
  userId: true,
  provider: true,
  accountId: true,
  email: true,
  scopes: true,
  status: true,
} as const;

interface StoredGrant {
  id: string;
  userId: string;
  provider: string;
  accountId: string;
  email: string;
  scopes: string;
  status: string;
}

export const grantRowOf = (g: StoredGrant): GrantRow => ({
  ...g,
  provider: g.provider as OAuthProviderId,
  scopes: g.scopes.split(' ').filter(Boolean),
  status: g.status === 'reconnect' ? 'reconnect' : 'active',
});

export interface GrantsDeps {
  db: Db;
  secretBox: SecretBox;
  now: () => number;
  /** Test fakes' origins per provider (TEST_*_ORIGIN; test only): those may be loopback over http. */
  apiOrigins?: Partial<Record<OAuthProviderId, string>>;
  providerAt(provider: OAuthProviderId): Promise<ProviderAt | null>;
  died(grantId: string, code: string): Promise<void>;
}

const DEFAULT_MAX_BYTES = 4 * 1024 * 1024;
const DEFAULT_DEADLINE_MS = 20_000;
/** Back-off when a provider asks to slow down without saying how long: 0.5 s, 1 s, 2 s… at most 8 s. */
const backoffMs = (attempt: number) => Math.min(8_000, 500 * 2 ** attempt);

/** Retry-After as seconds or an HTTP date, in ms from now (null: absent or unreadable). */
export function retryAfterMs(value: string | null | undefined, now: number): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * The hosts' OAuth grants (ADR 048): reads, and calls of a provider's API as the host. The access
 * token is refreshed once across processes (tokens.ts); a 401 refreshes once and retries; 429, 503
 * and a provider's own rate-limit answers wait Retry-After (or a capped back-off) within the call's
 * deadline; answers are size-limited and checked; a refused grant is marked and the host told once.
 */
export function createGrants(deps: GrantsDeps): GrantAccess {
  const { db, now } = deps;
  const origins = deps.apiOrigins ?? {};
  const tokens = createTokens(deps);

  const apiBase = (provider: OAuthProviderId): string => origins[provider] ?? API_BASES[provider];

  async function once<T>(provider: OAuthProviderId, token: string, req: ApiRequest<T>, deadline: number) {
    const url = new URL(req.url);
    for (const [key, value] of Object.entries(req.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const testOrigin = origins[provider];
    const fetcher = createOutboundFetch({
      allowPrivate: testOrigin !== undefined && url.origin === new URL(testOrigin).origin,
      timeoutMs: Math.max(1, deadline - now()),
      maxBytes: req.maxBytes ?? DEFAULT_MAX_BYTES,
      ...(req.signal ? { signal: req.signal } : {}),
    });
    const headers: Record<string, string> = {
      ...req.headers,
      authorization: `Bearer ${token}`,
      accept: 'application/json',
    };
    if (req.body !== undefined) headers['content-type'] = 'application/json';
    const answer = await fetcher(url, {
      method: req.method,
      headers,
      ...(req.body !== undefined ? { body: JSON.stringify(req.body) } : {}),
    });
    const text = await answer.text();
    return { status: answer.status, ok: answer.ok, headers: Object.fromEntries(answer.headers.entries()), text };
  }

  async function request<T>(grantId: string, req: ApiRequest<T>): Promise<ApiAnswer<T>> {
    const deadline = now() + (req.deadlineMs ?? DEFAULT_DEADLINE_MS);
    let stale: number | undefined;
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const token = await tokens.current(grantId, stale);
      const spec = providerSpecs[token.provider];
      const answer = await once(token.provider, token.accessToken, req, deadline);
      const json: unknown = answer.text ? safeJson(answer.text) : null;
      if (answer.ok) {
        if (json === null || !req.schema)
          return { status: answer.status, body: json as T | null, headers: answer.headers };
        const checked = req.schema.safeParse(json);
        if (!checked.success) throw new ProviderApiError(answer.status, 'invalid-answer', 'The answer did not fit');
        return { status: answer.status, body: checked.data, headers: answer.headers };
      }
      if (answer.status === 401 && !refreshed) {
        // The token was refused before its time (revoked, rotated elsewhere): one refresh, one retry.
        refreshed = true;
        stale = token.version;
        continue;
      }
      if (answer.status === 429 || answer.status === 503 || spec.rateLimited(answer.status, json)) {
        const wait = retryAfterMs(answer.headers['retry-after'], now()) ?? backoffMs(attempt);
        if (now() + wait >= deadline || attempt >= 5) {
          throw new ProviderApiError(answer.status, 'rate-limited', `${spec.name} asked to slow down`, wait);
        }
        await sleep(wait, undefined, req.signal ? { signal: req.signal } : undefined);
        continue;
      }
      if (req.accept?.includes(answer.status)) {
        return { status: answer.status, body: null, errorBody: json, headers: answer.headers };
      }
      throw new ProviderApiError(
        answer.status,
        reasonOf(json) ?? `http-${answer.status}`,
        `${spec.name} answered ${answer.status}`,
      );
    }
  }

  return {
    apiBase,
    async forUser(userId, provider) {
      const row = await db.oAuthGrant.findFirst({
        where: { userId, provider },
        orderBy: { createdAt: 'desc' },
        select: GRANT_SELECT,
      });
      return row ? grantRowOf(row) : null;
    },
    async get(grantId) {
      const row = await db.oAuthGrant.findUnique({ where: { id: grantId }, select: GRANT_SELECT });
      return row ? grantRowOf(row) : null;
    },
    request,
  };
}

/** The provider's reason in an error body: Google `error.errors[0].reason`, Graph `error.code`, Zoom `code`. */
function reasonOf(json: unknown): string | null {
  if (!json || typeof json !== 'object') return null;
  const body = json as { error?: unknown; code?: unknown };
  if (body.error && typeof body.error === 'object') {
    const error = body.error as { errors?: { reason?: unknown }[]; code?: unknown; status?: unknown };
    const reason = error.errors?.[0]?.reason ?? error.code ?? error.status;
    return typeof reason === 'string' || typeof reason === 'number' ? String(reason).slice(0, 100) : null;
  }
  return typeof body.code === 'string' || typeof body.code === 'number' ? String(body.code).slice(0, 100) : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { raw: text.slice(0, 200) };
  }
}
