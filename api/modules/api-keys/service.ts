import type { Db } from '../../db/client.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import {
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyInput,
  MAX_API_KEYS_PER_USER,
  apiKeyMessages,
} from '#shared/schemas/api-keys.ts';
import { recordAudit } from '../admin/surface.ts';
import { atLeast } from '../teams/contract.ts';
import { teamRoleOf } from '../teams/surface.ts';
import type { KeyCaller } from './contract.ts';
import { LONGEST_KEY, hashApiKey, newApiKey, scopesOf } from './keys.ts';

const DAY_MS = 86_400_000;
/** `last_used_at` is written at most this often per key: one write a minute, not one per request. */
const LAST_USED_EVERY_MS = 60_000;

export interface ApiKeysServiceDeps {
  db: Db;
  /** The app's clock: expiry and last use are judged on it (tests move it). */
  now: () => number;
}

const KEY_SELECT = {
  id: true,
  name: true,
  prefix: true,
  scopes: true,
  createdAt: true,
  expiresAt: true,
  lastUsedAt: true,
  revokedAt: true,
  team: { select: { id: true, name: true } },
} as const;

type KeyRow = {
  id: string;
  name: string;
  prefix: string;
  scopes: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  team: { id: string; name: string } | null;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toApiKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: scopesOf(row.scopes, API_KEY_SCOPES),
    team: row.team,
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

/** Names a key in the audit log: never the key, only what the list shows. */
const described = (row: { name: string; prefix: string }) => `"${row.name}" (${row.prefix}…)`;

/** API keys (issue 42, ADR 052): made, listed and revoked by their owner; revoked by an app admin; checked on every v1 request. */
export function createApiKeysService({ db, now }: ApiKeysServiceDeps) {
  async function owner(userId: string) {
    return db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, email: true } });
  }

  async function revoke(actorId: string, userId: string, keyId: string): Promise<void> {
    await db.$transaction(async (tx) => {
      const row = await tx.apiKey.findFirst({ where: { id: keyId, userId }, select: { name: true, prefix: true } });
      const { count } = await tx.apiKey.updateMany({
        where: { id: keyId, userId, revokedAt: null },
        data: { revokedAt: new Date(now()) },
      });
      if (!row || count === 0) throw httpErrors.notFound(apiKeyMessages.notFound);
      const target = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, email: true } });
      await recordAudit(tx, { actor: { id: actorId }, action: 'api_key_revoked', target, detail: described(row) });
    });
  }

  return {
    async create(userId: string, input: ApiKeyInput): Promise<ApiKeyCreated> {
      if (input.teamId) {
        const role = await teamRoleOf(db, input.teamId, userId);
        if (!role) throw httpErrors.notFound(apiKeyMessages.teamNotFound);
        if (!atLeast(role, 'admin')) throw httpErrors.forbidden(apiKeyMessages.teamRole);
      }
      const live = await db.apiKey.count({ where: { userId, revokedAt: null } });
      if (live >= MAX_API_KEYS_PER_USER) throw httpErrors.conflict(apiKeyMessages.tooMany);
      const { key, prefix, hash } = newApiKey();
      const scopes = API_KEY_SCOPES.filter((s) => input.scopes.includes(s));
      const expiresAt = input.expiresInDays === null ? null : new Date(now() + input.expiresInDays * DAY_MS);
      const target = await owner(userId);
      const row = await db.$transaction(async (tx) => {
        const created = await tx.apiKey.create({
          data: {
            userId,
            teamId: input.teamId ?? null,
            name: input.name,
            prefix,
            keyHash: hash,
            scopes: scopes.join(' '),
            expiresAt,
            createdAt: new Date(now()),
          },
          select: { id: true },
        });
        const detail = `${described({ name: input.name, prefix })}, scopes ${scopes.join(', ')}${
          input.teamId ? `, team ${input.teamId}` : ''
        }, ${expiresAt ? `expires ${expiresAt.toISOString()}` : 'never expires'}`;
        await recordAudit(tx, { actor: { id: userId }, action: 'api_key_created', target, detail });
        return created;
      });
      return { id: row.id, key, prefix, scopes, expiresAt: iso(expiresAt) };
    },

    /** The owner's keys that are not revoked, newest first (expired ones too, marked by `expiresAt`). */
    async list(userId: string): Promise<ApiKey[]> {
      const rows = await db.apiKey.findMany({
        where: { userId, revokedAt: null },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: KEY_SELECT,
      });
      return rows.map(toApiKey);
    },

    /** DELETE /api/api-keys/:id: at once, for every process (each request reads the key's row). */
    revoke: (userId: string, keyId: string) => revoke(userId, userId, keyId),

    /** Every key of an account, revoked ones too, for an app admin. Unknown account: 404. */
    async ofAccount(userId: string): Promise<ApiKey[]> {
      await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true } }).catch(() => {
        throw httpErrors.notFound('User not found');
      });
      const rows = await db.apiKey.findMany({
        where: { userId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: KEY_SELECT,
      });
      return rows.map(toApiKey);
    },

    /** An app admin revokes a key of any account. */
    revokeAsAdmin: (adminId: string, userId: string, keyId: string) => revoke(adminId, userId, keyId),

    /**
     * Who a request with this key acts as, or null: an unknown, revoked or expired key, a disabled
     * owner, or a team key whose owner is no longer the team's owner or admin.
     */
    async authenticate(key: string): Promise<KeyCaller | null> {
      if (!key.startsWith(API_KEY_PREFIX) || key.length > LONGEST_KEY) return null;
      const row = await db.apiKey.findUnique({
        where: { keyHash: hashApiKey(key) },
        select: {
          id: true,
          userId: true,
          teamId: true,
          scopes: true,
          expiresAt: true,
          revokedAt: true,
          lastUsedAt: true,
          user: { select: { disabledAt: true } },
        },
      });
      const at = now();
      if (!row || row.revokedAt || row.user.disabledAt) return null;
      if (row.expiresAt && row.expiresAt.getTime() <= at) return null;
      if (row.teamId && !atLeast(await teamRoleOf(db, row.teamId, row.userId), 'admin')) return null;
      if (!row.lastUsedAt || row.lastUsedAt.getTime() <= at - LAST_USED_EVERY_MS) {
        await db.apiKey.updateMany({
          where: { id: row.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lte: new Date(at - LAST_USED_EVERY_MS) } }] },
          data: { lastUsedAt: new Date(at) },
        });
      }
      return { keyId: row.id, userId: row.userId, teamId: row.teamId, scopes: scopesOf(row.scopes, API_KEY_SCOPES) };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
