// Steps the provider benches share (issue 41): connecting an OAuth app as a browser does, against a
// loopback fake's consent page, and waiting for a connection's refresh to end.
import type { Db } from '../api/db/client.ts';

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
