import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { AdminApp, AdminAppPut, OAuthProviderId } from '#shared/schemas/apps.ts';
import { type OAuthClientSettings, providerSpecs } from './oauth/providers.ts';

/**
 * The operator's OAuth clients (ADR 048): from the environment (which wins and cannot be changed in the
 * app) or from Admin → Apps (`oauth_clients`, the secret sealed, never returned).
 */

type ClientConfig = Pick<
  Config,
  | 'APP_URL'
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'MICROSOFT_CLIENT_ID'
  | 'MICROSOFT_CLIENT_SECRET'
  | 'MICROSOFT_TENANT'
  | 'ZOOM_CLIENT_ID'
  | 'ZOOM_CLIENT_SECRET'
>;

const secretContext = (provider: OAuthProviderId) => `oauth-client:${provider}`;

/** The redirect URI of the web flow for a provider (one per provider; ADR 048). */
export const webRedirectUri = (appUrl: string, provider: OAuthProviderId) =>
  `${appUrl}/api/apps/${providerSpecs[provider].callbackSlug}/callback`;

/** The desktop app's loopback redirect (RFC 8252) on the port its listener took. */
export const loopbackRedirectUri = (port: number) => `http://127.0.0.1:${port}/oauth/callback`;

export function createOAuthClients(deps: { db: Db; secretBox: SecretBox; config: ClientConfig }) {
  const { db, secretBox, config } = deps;

  function fromEnvironment(provider: OAuthProviderId): OAuthClientSettings | null {
    const pairs = {
      google: [config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET, null],
      microsoft: [config.MICROSOFT_CLIENT_ID, config.MICROSOFT_CLIENT_SECRET, config.MICROSOFT_TENANT],
      zoom: [config.ZOOM_CLIENT_ID, config.ZOOM_CLIENT_SECRET, null],
    } as const;
    const [clientId, clientSecret, tenant] = pairs[provider];
    return clientId && clientSecret ? { clientId, clientSecret, tenant: tenant ?? null } : null;
  }

  async function stored(provider: OAuthProviderId) {
    return db.oAuthClient.findUnique({ where: { provider } });
  }

  return {
    /** The client a provider's flows use now, or null: the app is "not set up yet". */
    async get(provider: OAuthProviderId): Promise<OAuthClientSettings | null> {
      const env = fromEnvironment(provider);
      if (env) return env;
      const row = await stored(provider);
      if (!row?.clientSecretSealed) return null;
      return {
        clientId: row.clientId,
        clientSecret: secretBox.open(row.clientSecretSealed, secretContext(provider)),
        tenant: provider === 'microsoft' ? row.tenant || 'common' : null,
      };
    },

    /** Which providers have a client (the App Store's `configured`). */
    async configured(): Promise<Set<OAuthProviderId>> {
      const rows = await db.oAuthClient.findMany({
        where: { clientSecretSealed: { not: null } },
        select: { provider: true },
      });
      const set = new Set(rows.map((r) => r.provider as OAuthProviderId));
      for (const provider of Object.keys(providerSpecs) as OAuthProviderId[]) {
        if (fromEnvironment(provider)) set.add(provider);
      }
      return set;
    },

    /** What Admin → Apps shows of a provider's client: never its secret. */
    async view(slug: string, provider: OAuthProviderId): Promise<AdminApp> {
      const env = fromEnvironment(provider);
      const row = env ? null : await stored(provider);
      const spec = providerSpecs[provider];
      return {
        slug,
        provider,
        name: spec.name,
        clientId: env?.clientId ?? row?.clientId ?? null,
        hasSecret: env !== null || Boolean(row?.clientSecretSealed),
        tenant: provider === 'microsoft' ? (env?.tenant ?? row?.tenant ?? 'common') : null,
        source: env ? 'environment' : row ? 'admin' : null,
        redirectUris: [
          webRedirectUri(config.APP_URL, provider),
          // Signing in with Google or Microsoft uses the same client (ADR 053).
          ...(provider === 'zoom' ? [] : [`${config.APP_URL}/api/sign-in/${provider}/callback`]),
          'http://127.0.0.1/oauth/callback',
        ],
      };
    },

    /** Whether the environment sets this provider's client (then Admin → Apps cannot change it). */
    fromEnvironment: (provider: OAuthProviderId) => fromEnvironment(provider) !== null,

    /** Saves the client an app admin typed; an omitted secret keeps the stored one. */
    async put(provider: OAuthProviderId, input: AdminAppPut): Promise<{ hasSecret: boolean }> {
      const sealed = input.clientSecret ? secretBox.seal(input.clientSecret, secretContext(provider)) : undefined;
      const tenant = provider === 'microsoft' ? input.tenant || 'common' : null;
      const row = await db.oAuthClient.upsert({
        where: { provider },
        create: { provider, clientId: input.clientId, clientSecretSealed: sealed ?? null, tenant },
        update: { clientId: input.clientId, tenant, ...(sealed ? { clientSecretSealed: sealed } : {}) },
        select: { clientSecretSealed: true },
      });
      return { hasSecret: row.clientSecretSealed !== null };
    },
  };
}

export type OAuthClients = ReturnType<typeof createOAuthClients>;
