import { randomBytes } from 'node:crypto';
import { CALENDAR_APP_KINDS, type OAuthAppSlug } from '#shared/schemas/apps.ts';
import { RemoteCalendarError } from '../calendars/remote/types.ts';
import { type ProviderAt, endpointsOf, exchange, providerFetch } from './oauth/flow.ts';
import { grantRowOf } from './oauth/grants.ts';
import { sealTokens } from './oauth/tokens.ts';
import type { AppsDeps } from './types.ts';

const IDENTITY_MAX_BYTES = 64 * 1024;

/**
 * The callback's work once its state checked out (ADR 048): the code exchanged (PKCE), every scope
 * Kairos asked for granted, the account read, the grant stored (a second connect of the same account
 * gives it new tokens and revives it: that is Reconnect), and for a calendar app the account's
 * calendars connected. Answers Installed Apps' query: `connected`, or `error` with its reason.
 */
export async function completeGrant(
  deps: AppsDeps,
  at: ProviderAt,
  input: { userId: string; slug: OAuthAppSlug; code: string; verifier: string; redirectUri: string },
): Promise<Record<string, string>> {
  const { db, secretBox, now, log } = deps;
  const { spec } = at;
  let tokens;
  try {
    tokens = await exchange(at, input.redirectUri, input.code, input.verifier, now());
  } catch (error) {
    log.warn({ err: error, provider: spec.id }, 'the OAuth code could not be exchanged');
    return { error: 'failed' };
  }
  const granted = new Set(tokens.scopes);
  const missing = spec.scopes.filter((s) => !spec.unlistedScopes.includes(s) && !granted.has(s));
  if (missing.length > 0) return { error: 'scopes', missing: missing.join(' ') };

  const identityUrl = endpointsOf(at).identity;
  const answer = await providerFetch(
    at,
    identityUrl,
    15_000,
    IDENTITY_MAX_BYTES,
  )(new URL(identityUrl), {
    headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' },
  }).catch(() => null);
  const identity = answer?.ok ? spec.identify(await answer.json().catch(() => null)) : null;
  if (!identity) {
    log.warn({ provider: spec.id, status: answer?.status }, 'the account could not be read after connecting');
    return { error: 'failed' };
  }

  const where = {
    userId_provider_accountId: { userId: input.userId, provider: spec.id, accountId: identity.accountId },
  };
  const existing = await db.oAuthGrant.findUnique({ where, select: { id: true } });
  const id = existing?.id ?? `grt_${randomBytes(12).toString('base64url')}`;
  const columns = {
    email: identity.email,
    name: identity.name,
    scopes: tokens.scopes.join(' '),
    accessExpiresAt: new Date(tokens.expiresAt),
    status: 'active',
    errorCode: null,
    notifiedAt: null,
    claimedUntil: null,
    claimedBy: null,
  };
  if (existing) {
    // A provider that sends no new refresh token keeps the old one.
    const old = await db.oAuthGrant.findUniqueOrThrow({ where: { id }, select: { tokensSealed: true } });
    const previous = tokens.refreshToken
      ? null
      : (JSON.parse(secretBox.open(old.tokensSealed, `oauth-grant:${id}`)) as { refreshToken: string | null });
    await db.oAuthGrant.update({
      where: { id },
      data: {
        ...columns,
        version: { increment: 1 },
        tokensSealed: sealTokens(secretBox, id, {
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken ?? previous?.refreshToken ?? null,
        }),
      },
    });
    // Its connections read again at once, their `auth` failure cleared by that read.
    await db.calendarConnection.updateMany({
      where: { grantId: id },
      data: { errorCode: null, nextSyncAt: new Date(now()), version: { increment: 1 } },
    });
  } else {
    await db.oAuthGrant.create({
      data: {
        id,
        userId: input.userId,
        provider: spec.id,
        accountId: identity.accountId,
        ...columns,
        tokensSealed: sealTokens(secretBox, id, { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
      },
    });
  }

  const kind = CALENDAR_APP_KINDS[input.slug];
  const provider = kind ? deps.calendars.providers.find((p) => p.kind === kind && p.oauth) : undefined;
  if (provider) {
    const connected = await db.calendarConnection.count({ where: { grantId: id } });
    if (connected === 0) {
      const grant = grantRowOf(await db.oAuthGrant.findUniqueOrThrow({ where: { id } }));
      try {
        await deps.calendars.service.connectGrant(provider, input.userId, grant, spec.accountUrl);
      } catch (error) {
        log.warn({ err: error, provider: spec.id }, 'the account’s calendars could not be connected');
        const reason = error instanceof RemoteCalendarError ? error.code : 'failed';
        return { error: 'calendars', reason };
      }
    }
  }
  return { connected: input.slug };
}
