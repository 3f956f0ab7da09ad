import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mixedLoad } from '../../bench/mixed-load.ts';
import type { ServerProcess } from '../../bench/server-process.ts';
import type { TestDatabase } from '../helpers/test-db.ts';
import { freshDatabase, startKairos } from './support.ts';

// The full 10,000 run is `node --import tsx bench/load.ts`; CI runs the same scenario smaller.
const REQUESTS = Number(process.env.RELIABILITY_LOAD_REQUESTS ?? 1_000);

describe('mixed load', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await freshDatabase();
    server = await startKairos(4162, database);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it(`answers ${REQUESTS} mixed requests at 50 connections without a 5xx and loses no created event type`, async () => {
    const result = await mixedLoad(server.url, REQUESTS, 50);
    expect(result.failures).toEqual([]);
    expect(result.byKind.create).toBeGreaterThan(0);
    expect(result.byKind.toggle).toBeGreaterThan(0);
    expect(result.byKind['sign-in']).toBeGreaterThan(0);
    expect(result.created).toBe(result.byKind.create);
    expect(result.missing).toEqual([]);
  });
});
