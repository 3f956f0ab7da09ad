import { createHash, randomBytes } from 'node:crypto';
import { httpErrors } from '../../lib/http-errors.ts';
import {
  APP_SLUGS,
  type AppListItem,
  type AppSlug,
  CALENDAR_APP_KINDS,
  OAUTH_APP_PROVIDER,
  type OAuthAppSlug,
  appListTexts,
  isOAuthApp,
  oauthAppMessages,
} from '#shared/schemas/apps.ts';
import { loopbackRedirectUri, webRedirectUri } from './clients.ts';
import { authorization, revoke } from './oauth/flow.ts';
import { completeGrant } from './complete.ts';
import { openTokens } from './oauth/tokens.ts';
import type { AppsDeps } from './types.ts';

/** How long a connect may take between Connect and the provider's redirect. */
const STATE_MS = 10 * 60_000;
/** Connects a host may have started and not finished at once. */
const MAX_PENDING = 10;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Where the callback sends the browser: Installed Apps with what happened. */
export const installedWith = (appUrl: string, query: Record<string, string>) =>
  `${appUrl}/apps/installed?${new URLSearchParams(query).toString()}`;

/**
 * The apps a host connects (ADR 048): the list with what is set up and installed, the OAuth flow
 * (Connect, the provider's consent page, the callback) and disconnecting.
 */
export function createAppsService(deps: AppsDeps) {
  const { db, secretBox, now, appUrl } = deps;

  function slugOf(slug: string): AppSlug {
    const known = APP_SLUGS.find((s) => s === slug);
    if (!known) throw httpErrors.notFound(oauthAppMessages.unknownApp);
    return known;
  }

  function oauthSlug(slug: string): OAuthAppSlug {
    const known = slugOf(slug);
    if (!isOAuthApp(known)) throw httpErrors.badRequest(oauthAppMessages.notOAuth);
    return known;
  }

  async function list(userId: string): Promise<AppListItem[]> {
    const [configured, connections, grants] = await Promise.all([
      deps.configured(),
      db.calendarConnection.findMany({ where: { userId }, select: { kind: true } }),
      db.oAuthGrant.findMany({ where: { userId }, select: { provider: true, status: true } }),
    ]);
    const kinds = new Set(connections.map((c) => c.kind));
    return APP_SLUGS.map((slug) => {
      const provider = isOAuthApp(slug) ? OAUTH_APP_PROVIDER[slug] : null;
      const mine = provider ? grants.filter((g) => g.provider === provider) : [];
      const kind = CALENDAR_APP_KINDS[slug];
      const installed = slug === 'jitsi' ? true : kind ? kinds.has(kind) : mine.length > 0;
      return {
        slug,
        ...appListTexts[slug],
        configured: provider ? configured.has(provider) : true,
        installed,
        oauth: provider !== null,
        needsReconnect: installed && mine.some((g) => g.status === 'reconnect'),
      };
    });
  }

  return {
    list,

    /** Connect: the consent page's address, a state row bound to the host (and the browser's key, on the web). */
    async start(userId: string, slug: string, loopbackPort: number | undefined, browserKey: string | null) {
      const app = oauthSlug(slug);
      const provider = OAUTH_APP_PROVIDER[app];
      const at = await deps.providerAt(provider);
      if (!at) throw httpErrors.conflict(oauthAppMessages.notSetUp);
      await db.oAuthState.deleteMany({ where: { userId, expiresAt: { lte: new Date(now()) } } });
      if ((await db.oAuthState.count({ where: { userId } })) >= MAX_PENDING) {
        throw httpErrors.tooManyRequests(oauthAppMessages.tooManyStarts, STATE_MS / 1000);
      }
      const redirectUri = loopbackPort ? loopbackRedirectUri(loopbackPort) : webRedirectUri(appUrl, provider);
      const key = loopbackPort ? null : (browserKey ?? randomBytes(32).toString('base64url'));
      const { verifier, state, authorizeUrl } = await authorization(at, redirectUri);
      const id = sha256(state);
      await db.oAuthState.create({
        data: {
          id,
          userId,
          slug: app,
          provider,
          verifierSealed: secretBox.seal(verifier, `oauth-state:${id}`),
          browserKey: key ? sha256(key) : null,
          redirectUri,
          expiresAt: new Date(now() + STATE_MS),
        },
      });
      return { authorizeUrl, browserKey: key };
    },

    /**
     * The provider's redirect back. The state is taken once, only by the browser (web) or the host
     * (desktop) that started it; anything else connects nothing. Answers where Installed Apps opens.
     */
    async complete(
      callbackSlug: string,
      input: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      by: { browserKey: string | null } | { userId: string },
    ): Promise<{ query: Record<string, string>; slug: OAuthAppSlug | null; userId: string | null }> {
      const provider = OAUTH_APP_PROVIDER[oauthSlug(callbackSlug)];
      if (!input.state) return { query: { error: 'state' }, slug: null, userId: null };
      const id = sha256(input.state);
      const row = await db.oAuthState.findUnique({ where: { id } });
      const owner =
        row !== null &&
        row.provider === provider &&
        row.expiresAt.getTime() > now() &&
        ('userId' in by
          ? row.browserKey === null && row.userId === by.userId
          : by.browserKey !== null && row.browserKey === sha256(by.browserKey));
      if (!row || !owner) return { query: { error: 'state' }, slug: null, userId: null };
      // Single use, even against a second callback at the same moment.
      const taken = await db.oAuthState.deleteMany({ where: { id } });
      if (taken.count !== 1) return { query: { error: 'state' }, slug: null, userId: null };
      const slug = row.slug as OAuthAppSlug;
      if (input.error || !input.code) return { query: { error: 'denied' }, slug, userId: row.userId };
      const at = await deps.providerAt(provider);
      if (!at) return { query: { error: 'failed' }, slug, userId: row.userId };
      const verifier = secretBox.open(row.verifierSealed, `oauth-state:${id}`);
      const query = await completeGrant(deps, at, {
        userId: row.userId,
        slug,
        code: input.code,
        verifier,
        redirectUri: row.redirectUri,
      });
      return { query, slug, userId: row.userId };
    },

    /** Disconnects an app: a calendar app's connection; a video app's grant unless a calendar still uses it. */
    async remove(userId: string, slug: string): Promise<void> {
      const app = slugOf(slug);
      if (app === 'jitsi') throw httpErrors.badRequest(oauthAppMessages.notOAuth);
      const kind = CALENDAR_APP_KINDS[app];
      if (kind) {
        const found = await db.calendarConnection.findMany({ where: { userId, kind }, select: { id: true } });
        if (found.length === 0) throw httpErrors.notFound(oauthAppMessages.notInstalled);
        for (const c of found) await deps.calendars.service.remove(userId, c.id);
        return;
      }
      const provider = OAUTH_APP_PROVIDER[oauthSlug(app)];
      const grants = await db.oAuthGrant.findMany({
        where: { userId, provider },
        select: { id: true, tokensSealed: true, _count: { select: { connections: true } } },
      });
      if (grants.length === 0) throw httpErrors.notFound(oauthAppMessages.notInstalled);
      if (grants.some((g) => g._count.connections > 0)) {
        const calendar = provider === 'google' ? appListTexts['google-calendar'] : appListTexts['microsoft-365'];
        throw httpErrors.conflict(oauthAppMessages.calendarFirst(calendar.name, appListTexts[app].name));
      }
      const at = await deps.providerAt(provider);
      for (const grant of grants) {
        await db.oAuthGrant.delete({ where: { id: grant.id } });
        if (!at) continue;
        const { refreshToken, accessToken } = openTokens(secretBox, grant.id, grant.tokensSealed);
        // The grant ends at the provider too; a provider that cannot be reached leaves it to expire there.
        await revoke(at, refreshToken ?? accessToken).catch((error: unknown) =>
          deps.log.warn({ err: error, provider }, 'the grant could not be revoked at the provider'),
        );
      }
    },
  };
}

export type AppsService = ReturnType<typeof createAppsService>;
