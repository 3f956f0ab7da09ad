import type { ApiKeyScope } from '#shared/schemas/api-keys.ts';

/** The API keys' contract (ADR 052): who a request with a key acts as. The v1 routes read it from the request. */

/** Who a request with a valid key acts as: its owner, only with its scopes (and for its team, if a team key). */
export interface KeyCaller {
  keyId: string;
  userId: string;
  teamId: string | null;
  scopes: readonly ApiKeyScope[];
}
