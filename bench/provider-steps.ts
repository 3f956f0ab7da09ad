// Steps the provider benches share (issue 41): connecting an OAuth app as a browser does, against a
// loopback fake's consent page, waiting for a connection's refresh to end, and timing a full refresh.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../api/db/client.ts';
import type { ServerProcess } from './server-process.ts';

/**
 * Connect as a browser does: the authorization URL and its HttpOnly cookie (POST …/connect), the
 * provider's consent (`consent` answers where it sends the browser back), the callback with the cookie.
 */
export async function connectThroughConsent(
  appUrl: string,
  authorization: string,
  slug: string,
  consent: (authorizeUrl: string) => Promise<string>,
): Promise<void> {
  const started = await fetch(`${appUrl}/api/apps/${slug}/connect`, { method: 'POST', headers: { authorization } });
  if (started.status !== 200) throw new Error(`connect ${slug}: ${started.status} ${await started.text()}`);
  const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { authorizeUrl } = (await started.json()) as { authorizeUrl: string };
  const done = await fetch(await consent(authorizeUrl), { headers: { cookie }, redirect: 'manual' });
  if (done.status !== 303) throw new Error(`callback ${slug}: ${done.status} ${await done.text()}`);
  const to = done.headers.get('location') ?? '';
  if (!to.includes('connected=')) throw new Error(`callback ${slug}: sent back to ${to}`);
}

/** Waits until the connection's refresh after `since` has ended (throws on its failure, or after two minutes). */
export async function refreshEnded(db: Db, connectionId: string, since: Date): Promise<void> {
  const until = Date.now() + 120_000;
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const row = await db.calendarConnection.findUniqueOrThrow({
      where: { id: connectionId },
      select: { lastAttemptAt: true, errorCode: true },
    });
    if (row.lastAttemptAt && row.lastAttemptAt > since) {
      if (row.errorCode) throw new Error(`the refresh failed: ${row.errorCode}`);
      return;
    }
    if (Date.now() > until) throw new Error('the refresh did not end within two minutes');
  }
}

export interface FullRefreshFigures {
  events: number;
  /** Server CPU time (user + system, all threads) of the full refresh, in ms. */
  cpuMs: number;
  /** From the refresh asked to its end, in ms (the scheduler's pick-up included). */
  wallMs: number;
  /** Objects stored after it. */
  objects: number;
}

/**
 * Waits for the connection's first refresh, then times a full one: the provider drops its sync
 * state (`dropState`), "Refresh now" is asked, and the server's CPU and wall time are taken until
 * the refresh has ended, with the objects stored after it.
 */
export async function timeFullRefresh(input: {
  db: Db;
  server: ServerProcess;
  appUrl: string;
  authorization: string;
  connectionId: string;
  dropState: () => void;
}): Promise<Omit<FullRefreshFigures, 'events'>> {
  const { db, server, connectionId } = input;
  await refreshEnded(db, connectionId, new Date(0));
  const { lastAttemptAt } = await db.calendarConnection.findUniqueOrThrow({
    where: { id: connectionId },
    select: { lastAttemptAt: true },
  });
  input.dropState();
  const cpuBefore = server.cpuMicros();
  const started = Date.now();
  const asked = await fetch(`${input.appUrl}/api/calendars/${connectionId}/refresh`, {
    method: 'POST',
    headers: { authorization: input.authorization },
  });
  if (asked.status !== 202) throw new Error(`refresh: ${asked.status}`);
  await refreshEnded(db, connectionId, lastAttemptAt ?? new Date(0));
  const cpuMs = (server.cpuMicros() - cpuBefore) / 1000;
  const wallMs = Date.now() - started;
  const objects = await db.calendarObject.count({ where: { calendar: { connectionId } } });
  return { cpuMs, wallMs, objects };
}

/**
 * A full-refresh bench run on its own (`node --import tsx bench/<provider>.ts`): the built server in
 * $KAIROS_DIST when there is one, else the sources; prints its figure.
 */
export async function printFullRefresh(
  provider: string,
  port: number,
  bench: (options: {
    port: number;
    dist: string;
    jwtSecret: string;
    from: 'built' | 'source';
  }) => Promise<FullRefreshFigures>,
): Promise<void> {
  const dist = process.env.KAIROS_DIST ?? 'dist';
  const built = existsSync(join(import.meta.dirname, '..', dist, 'api/server.mjs'));
  const figures = await bench({
    port: Number(process.env.BENCH_PORT ?? port),
    dist,
    jwtSecret: randomBytes(32).toString('hex'),
    from: built ? 'built' : 'source',
  });
  console.log(
    `${provider}: a full refresh of ${figures.events.toLocaleString('en')} events (after a 410) used ${figures.cpuMs.toFixed(0)} ms of server CPU (${figures.wallMs} ms wall, ${figures.objects} objects, ${built ? 'built' : 'sources'})`,
  );
}
