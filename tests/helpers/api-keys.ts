import { expect } from 'vitest';
import { API_KEY_SCOPES, type ApiKeyCreated, type ApiKeyScope } from '#shared/schemas/api-keys.ts';
import type { TestApp } from './test-app.ts';
import type { TestUser } from './users.ts';

/** A key made through Settings → Developer's API (every scope, never expiring, unless told). */
export async function createApiKey(
  t: TestApp,
  user: TestUser,
  options: { scopes?: readonly ApiKeyScope[]; expiresInDays?: number | null; teamId?: string; name?: string } = {},
): Promise<ApiKeyCreated> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: user.headers,
    payload: {
      name: options.name ?? 'CRM sync',
      scopes: options.scopes ?? API_KEY_SCOPES,
      expiresInDays: options.expiresInDays === undefined ? null : options.expiresInDays,
      ...(options.teamId ? { teamId: options.teamId } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ApiKeyCreated>();
}

/** `{ authorization: 'Bearer kairos_live_…' }` for app.inject. */
export const keyHeaders = (key: { key: string } | string) => ({
  authorization: `Bearer ${typeof key === 'string' ? key : key.key}`,
});
