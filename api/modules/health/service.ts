import type { Db, DbKind } from '../../db/client.ts';
import { appVersion } from '../../lib/version.ts';
import type { HealthResponse } from '#shared/schemas/health.ts';

export interface HealthServiceDeps {
  db: Db;
  dbKind: DbKind;
}

export function createHealthService({ db, dbKind }: HealthServiceDeps) {
  return {
    /** Whether the database answers a trivial query, with this server's version. */
    async check(): Promise<HealthResponse> {
      const reachable = await db.$queryRawUnsafe('SELECT 1').then(
        () => true,
        () => false,
      );
      return { status: reachable ? 'ok' : 'unavailable', database: { kind: dbKind, reachable }, version: appVersion };
    },
  };
}
