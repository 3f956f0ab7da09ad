import fp from 'fastify-plugin';
import { type OAuthClients, createOAuthClients } from '../clients.ts';
import { createGrantDeath } from './death.ts';
import type { ProviderAt } from './flow.ts';
import { createGrants } from './grants.ts';
import { providerSpecs } from './providers.ts';
import type { GrantAccess, OAuthProviderId } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** OAuth apps (ADR 048): the operator's clients, the hosts' grants, and where each provider is. */
    oauth: {
      grants: GrantAccess;
      clients: OAuthClients;
      providerAt(provider: OAuthProviderId): Promise<ProviderAt | null>;
      /** A provider refused a grant: marked, its connections failing `auth`, the host emailed once. */
      died(grantId: string, code: string): Promise<void>;
    };
  }
}

/** The hosts' OAuth grants (ADR 048), decorated before the calendars' and bookings' services use them. */
export const oauthGrantsPlugin = fp(
  async (app) => {
    const { TEST_GOOGLE_ORIGIN: google, TEST_MICROSOFT_ORIGIN: microsoft, TEST_ZOOM_ORIGIN: zoom } = app.config;
    const apiOrigins: Partial<Record<OAuthProviderId, string>> = {
      ...(google ? { google } : {}),
      ...(microsoft ? { microsoft } : {}),
      ...(zoom ? { zoom } : {}),
    };
    const clients = createOAuthClients({ db: app.db, secretBox: app.secretBox, config: app.config });
    async function providerAt(provider: OAuthProviderId): Promise<ProviderAt | null> {
      const client = await clients.get(provider);
      return client ? { spec: providerSpecs[provider], client, testOrigin: apiOrigins[provider] } : null;
    }
    const died = createGrantDeath({
      db: app.db,
      now: app.clock.now,
      appUrl: app.config.APP_URL,
      kick: () => app.outbox.kick(),
    });
    const grants = createGrants({
      db: app.db,
      secretBox: app.secretBox,
      now: app.clock.now,
      apiOrigins,
      providerAt,
      died,
    });
    app.decorate('oauth', { grants, clients, providerAt, died });
  },
  { name: 'oauth-grants', dependencies: ['config', 'clock', 'db', 'secrets', 'outbox'] },
);
