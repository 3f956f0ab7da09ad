import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type {} from '../calendars/plugin.ts';
import type { ProviderAt } from './oauth/flow.ts';
import type { OAuthProviderId } from './oauth/types.ts';

/** What the apps service is given (ADR 048). */
export interface AppsDeps {
  db: Db;
  secretBox: SecretBox;
  now: () => number;
  appUrl: string;
  log: FastifyBaseLogger;
  calendars: Pick<FastifyInstance['calendars'], 'service' | 'providers'>;
  providerAt(provider: OAuthProviderId): Promise<ProviderAt | null>;
  configured(): Promise<Set<OAuthProviderId>>;
}
