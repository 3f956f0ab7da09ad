import * as z from 'zod/mini';
import { oneLine } from '../text.ts';

/**
 * API keys for the public API (issue 42, ADR 052): shown once as `kairos_live_…`, stored as a hash,
 * each acting as its owner (or for a team) with only its scopes.
 */

export const API_KEY_SCOPES = [
  'event-types:read',
  'event-types:write',
  'bookings:read',
  'bookings:write',
  'availability:read',
  'webhooks:write',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'kairos_live_';
/** How many characters of the secret part the list shows after `kairos_live_`. */
export const API_KEY_SHOWN_CHARACTERS = 8;
/** The expiries a key may have, in days; null is "never". */
export const API_KEY_EXPIRIES = [30, 90, 365] as const;
export const API_KEY_NAME_MAX_LENGTH = 100;
/** Live (not revoked) keys one account may hold. */
export const MAX_API_KEYS_PER_USER = 50;
/** Requests one key may make per window (`API_KEY_RATE_LIMIT_PER_MINUTE` changes it). */
export const API_KEY_DEFAULT_RATE_LIMIT = 120;

export const apiKeyMessages = {
  nameRequired: 'Give the key a name.',
  nameTooLong: `The name must be at most ${API_KEY_NAME_MAX_LENGTH} characters.`,
  scopesRequired: 'Choose at least one scope.',
  scopesUnknown: `Scopes must be among ${API_KEY_SCOPES.join(', ')}.`,
  expiry: 'The expiry must be 30, 90 or 365 days, or never.',
  notFound: 'API key not found',
  tooMany: `You can have at most ${MAX_API_KEYS_PER_USER} API keys. Revoke one you no longer use.`,
  teamNotFound: 'Team not found',
  teamRole: 'Only an owner or admin of the team can create its keys.',
  /** 401 on a route outside /api/v1/. */
  onlyPublicApi: 'API keys are accepted only by the public API under /api/v1/.',
  /** 401 under /api/v1/ without a usable key. */
  missing: 'Send an API key as "Authorization: Bearer kairos_live_…".',
  invalid: 'This API key is not valid: it is unknown, revoked or expired, or its owner is disabled.',
  scope: (scope: string) => `This API key does not have the "${scope}" scope.`,
  personalOnly: 'A team key acts only on its team: use a personal key for this route.',
  tooManyRequests: (seconds: number) =>
    `This API key made too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  created: 'API key created',
  revoked: 'API key revoked',
} as const;

const ScopeSchema = z.enum(API_KEY_SCOPES, { error: apiKeyMessages.scopesUnknown });

/** POST /api/api-keys. */
export const ApiKeyInputSchema = z.object({
  name: z
    .string({ error: apiKeyMessages.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, apiKeyMessages.nameRequired),
      z.maxLength(API_KEY_NAME_MAX_LENGTH, apiKeyMessages.nameTooLong),
      oneLine(),
    ),
  scopes: z
    .array(ScopeSchema)
    .check(z.minLength(1, apiKeyMessages.scopesRequired), z.maxLength(API_KEY_SCOPES.length * 2)),
  expiresInDays: z.nullable(
    z
      .number({ error: apiKeyMessages.expiry })
      .check(z.refine((n) => (API_KEY_EXPIRIES as readonly number[]).includes(n), apiKeyMessages.expiry)),
  ),
  /** A team key (owner or admin of the team). */
  teamId: z.optional(z.string().check(z.minLength(1), z.maxLength(64), oneLine())),
});
export type ApiKeyInput = z.infer<typeof ApiKeyInputSchema>;

/** A key as listed: never the key itself. Times are RFC 3339. */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(ScopeSchema),
  team: z.nullable(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
  expiresAt: z.nullable(z.string()),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeyListSchema = z.object({ items: z.array(ApiKeySchema) });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

/** 201 of POST /api/api-keys: the only answer that holds `key`. */
export const ApiKeyCreatedSchema = z.object({
  id: z.string(),
  key: z.string(),
  prefix: z.string(),
  scopes: z.array(ScopeSchema),
  expiresAt: z.nullable(z.string()),
});
export type ApiKeyCreated = z.infer<typeof ApiKeyCreatedSchema>;

export const ApiKeyIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64), oneLine()) });
export const UserApiKeyParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64), oneLine()),
  keyId: z.string().check(z.minLength(1), z.maxLength(64), oneLine()),
});

/** The API paths of Settings → Developer. */
export const apiKeysApi = {
  list: '/api-keys',
  key: (id: string) => `/api-keys/${encodeURIComponent(id)}`,
  /** The public API's docs page, served by this server. */
  docs: '/api/v1/docs',
} as const;
