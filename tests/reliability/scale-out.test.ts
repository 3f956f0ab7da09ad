import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, uniqueTag } from '../../bench/http.ts';
import type { ServerProcess } from '../../bench/server-process.ts';
import type { TestDatabase } from '../helpers/test-db.ts';
import { freshDatabase, startKairos } from './support.ts';
import pg from 'pg';
import { hashOpaqueToken } from '../../api/lib/opaque-tokens.ts';
import { REFRESH_GRACE_MS } from '../../api/modules/auth/sessions.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PER_ACCOUNT = 4;

/** Moves a spent refresh token's use back past the grace window, straight in the shared database. */
async function ageSpentToken(url: string, refreshToken: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('UPDATE refresh_tokens SET used_at = $1 WHERE token_hash = $2', [
      new Date(Date.now() - REFRESH_GRACE_MS - 1000),
      hashOpaqueToken(refreshToken),
    ]);
  } finally {
    await client.end();
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('two API processes on one PostgreSQL and one Redis', () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  let turn = 0;
  /** A round-robin client: each call goes to the next process. */
  const next = () => servers[turn++ % servers.length]!.url;

  beforeAll(async () => {
    database = await freshDatabase();
    // Shared JWT_SECRET and SECRETS_KEY (support.ts), but separate data folders: nothing shared on disk.
    const env = { REDIS_URL, AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT) };
    servers = await Promise.all([
      startKairos(4167, { url: database.url, dataDir: `${database.dataDir}/a` }, env),
      startKairos(4168, { url: database.url, dataDir: `${database.dataDir}/b` }, env),
    ]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
  });

  it('keeps sessions, data and rate limits across both processes', async () => {
    const email = `scale-${uniqueTag()}@example.test`;
    const password = 'correct-horse-42';
    expect(
      (
        await call(next(), 'POST', '/api/auth/register', {
          body: { first_name: 'Sky', last_name: 'Le', email, password },
        })
      ).status,
    ).toBe(200);
    const login = await call(next(), 'POST', '/api/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    const tokens = login.body as { accessToken: string; refreshToken: string };

    // Sessions: a token from one process works on the other; a refresh token rotates for both.
    for (let i = 0; i < 4; i++)
      expect((await call(next(), 'GET', '/api/profile', { token: tokens.accessToken })).status).toBe(200);
    const refreshed = await call(next(), 'POST', '/api/auth/refresh-token', {
      body: { refreshToken: tokens.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    // The tab that lost the race, on the other process within the grace window (ADR 042): the same pair.
    const raced = await call(next(), 'POST', '/api/auth/refresh-token', {
      body: { refreshToken: tokens.refreshToken },
    });
    expect(raced.status).toBe(200);
    expect((raced.body as { refreshToken: string }).refreshToken).toBe(
      (refreshed.body as { refreshToken: string }).refreshToken,
    );
    // After the window the same use is a replay (the spent token's use is moved back past it).
    await ageSpentToken(database.url, tokens.refreshToken);
    const reused = await call(next(), 'POST', '/api/auth/refresh-token', {
      body: { refreshToken: tokens.refreshToken },
    });
    expect(reused.status).toBe(401);
    // The replay ended that session everywhere, its newest access token included, on both processes.
    const ended = (refreshed.body as { accessToken: string }).accessToken;
    for (let i = 0; i < 2; i++) expect((await call(next(), 'GET', '/api/profile', { token: ended })).status).toBe(401);
    const again = await call(next(), 'POST', '/api/auth/login', { body: { email, password } });
    const token = (again.body as { accessToken: string }).accessToken;

    // Data: written through one process, read and changed through the other.
    const created = await call(next(), 'POST', '/api/event-types', {
      token,
      body: { name: 'Across processes', slug: 'across-processes', duration: 30 },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const listed = await call(next(), 'GET', '/api/event-types', { token });
    expect((listed.body as { items: { id: string }[] }).items.map((e) => e.id)).toContain(id);
    expect(
      (await call(next(), 'PATCH', `/api/event-types/${id}/toggle`, { token, body: { isVisible: false } })).status,
    ).toBe(200);
    const after = await call(next(), 'GET', '/api/event-types', { token });
    expect(
      (after.body as { items: { id: string; isVisible: boolean }[] }).items.find((e) => e.id === id)?.isVisible,
    ).toBe(false);

    // Rate limits: the per-account budget is spent across both processes, not once per process
    // (an address nobody used yet, so only these attempts count).
    const target = `guess-${uniqueTag()}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < PER_ACCOUNT + 2; i++) {
      statuses.push(
        (await call(next(), 'POST', '/api/auth/login', { body: { email: target, password: 'wrong-password-1' } }))
          .status,
      );
    }
    expect(statuses.slice(0, PER_ACCOUNT).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(PER_ACCOUNT)).toEqual([429, 429]);
  });
});
