import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../../db/client.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { type ProviderAt, TokenRefusedError, refresh } from './flow.ts';
import { GrantDeadError, type OAuthProviderId, ProviderApiError } from './types.ts';

/**
 * A grant's tokens (ADR 048): sealed, bound to the grant's row; refreshed once at a time across
 * processes. The refresh runs under a claim on the row (a conditional update); a process that finds
 * it claimed waits for the row's version to move and takes the new token. The new tokens (a rotated
 * refresh token included) are stored in the update that releases the claim, before any use.
 */

export interface SealedTokens {
  accessToken: string;
  refreshToken: string | null;
}

export const grantContext = (grantId: string) => `oauth-grant:${grantId}`;

export const sealTokens = (box: SecretBox, grantId: string, tokens: SealedTokens) =>
  box.seal(JSON.stringify(tokens), grantContext(grantId));

export const openTokens = (box: SecretBox, grantId: string, sealed: string) =>
  JSON.parse(box.open(sealed, grantContext(grantId))) as SealedTokens;

/** A token with less than this left is refreshed first. */
const EARLY_MS = 60_000;
/** How long a refresh may hold its claim (it is one token request). */
const CLAIM_MS = 30_000;
/** How long a process waits for another's refresh. */
const WAIT_MS = 15_000;
const POLL_MS = 50;

const processId = `p_${randomBytes(6).toString('hex')}`;

export interface TokenDeps {
  db: Db;
  secretBox: SecretBox;
  now: () => number;
  /** The provider as this server reaches it (null: its client is not set, so nothing can be refreshed). */
  providerAt(provider: OAuthProviderId): Promise<ProviderAt | null>;
  /** The provider refused the grant: mark it, tell the host once. */
  died(grantId: string, code: string): Promise<void>;
}

export interface CurrentToken {
  accessToken: string;
  version: number;
  provider: OAuthProviderId;
}

export function createTokens(deps: TokenDeps) {
  const { db, secretBox, now } = deps;

  async function read(grantId: string) {
    const row = await db.oAuthGrant.findUnique({
      where: { id: grantId },
      select: {
        id: true,
        provider: true,
        status: true,
        errorCode: true,
        tokensSealed: true,
        accessExpiresAt: true,
        version: true,
        claimedUntil: true,
      },
    });
    if (!row) throw new ProviderApiError(404, 'no-grant', 'The grant no longer exists');
    const provider = row.provider as OAuthProviderId;
    if (row.status === 'reconnect') throw new GrantDeadError(provider, row.errorCode ?? 'reconnect');
    return { ...row, provider };
  }

  async function refreshUnderClaim(row: Awaited<ReturnType<typeof read>>): Promise<CurrentToken> {
    const at = await deps.providerAt(row.provider);
    if (!at) throw new ProviderApiError(401, 'not-configured', `The ${row.provider} app is not set up`);
    const old = openTokens(secretBox, row.id, row.tokensSealed);
    if (!old.refreshToken) {
      await deps.died(row.id, 'no_refresh_token');
      throw new GrantDeadError(row.provider, 'no_refresh_token');
    }
    let tokens;
    try {
      tokens = await refresh(at, old.refreshToken, now());
    } catch (error) {
      if (error instanceof TokenRefusedError) {
        const dead = at.spec.deadGrant(error.error, error.description);
        if (dead) {
          await deps.died(row.id, dead);
          throw new GrantDeadError(row.provider, dead);
        }
      }
      await db.oAuthGrant.updateMany({
        where: { id: row.id, claimedBy: processId },
        data: { claimedUntil: null, claimedBy: null },
      });
      if (error instanceof TokenRefusedError) {
        throw new ProviderApiError(
          error.status,
          error.error,
          `The ${row.provider} token endpoint refused: ${error.error}`,
        );
      }
      throw error;
    }
    const sealed = sealTokens(secretBox, row.id, {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken ?? old.refreshToken,
    });
    await db.oAuthGrant.updateMany({
      where: { id: row.id, claimedBy: processId },
      data: {
        tokensSealed: sealed,
        accessExpiresAt: new Date(tokens.expiresAt),
        version: { increment: 1 },
        claimedUntil: null,
        claimedBy: null,
      },
    });
    return { accessToken: tokens.accessToken, version: row.version + 1, provider: row.provider };
  }

  return {
    /**
     * A usable access token. `stale`: the version whose token the API refused (401): a newer one is
     * taken as it is, the same one is refreshed.
     */
    async current(grantId: string, stale?: number): Promise<CurrentToken> {
      const waitUntil = now() + WAIT_MS;
      for (;;) {
        const row = await read(grantId);
        const fresh = stale === undefined ? row.accessExpiresAt.getTime() - now() > EARLY_MS : row.version !== stale;
        if (fresh) {
          const { accessToken } = openTokens(secretBox, row.id, row.tokensSealed);
          return { accessToken, version: row.version, provider: row.provider };
        }
        const at = new Date(now());
        const claimed = await db.oAuthGrant.updateMany({
          where: {
            id: grantId,
            version: row.version,
            OR: [{ claimedUntil: null }, { claimedUntil: { lte: at } }],
          },
          data: { claimedUntil: new Date(at.getTime() + CLAIM_MS), claimedBy: processId },
        });
        if (claimed.count === 1) return refreshUnderClaim(row);
        // Another process is refreshing (or just did): wait for its version, then read again.
        if (now() > waitUntil) throw new ProviderApiError(503, 'refresh-busy', 'Another refresh took too long');
        await sleep(POLL_MS);
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
