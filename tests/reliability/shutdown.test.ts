import { describe, expect, it } from 'vitest';
import { call, listAllEventTypeIds, signUp, uniqueTag } from '../../bench/http.ts';
import { serverSuite, startKairos } from './support.ts';

describe('graceful shutdown', () => {
  const suite = serverSuite();

  it('finishes in-flight requests on SIGTERM, exits 0 within 5 s, and loses no answered creation', async () => {
    const port = 4166;
    const server = (suite.server = await startKairos(port, suite.database));
    const account = await signUp(server.url, `shutdown-${uniqueTag()}@example.test`);
    const url = server.url;
    const confirmed: string[] = [];
    const unexpected: string[] = [];
    let sigtermAt = 0;
    let n = 0;
    let running = true;

    const writers = Array.from({ length: 20 }, async () => {
      while (running) {
        const i = n++;
        const res = await call(url, 'POST', '/api/event-types', {
          token: account.accessToken,
          body: { name: `Drain ${i}`, slug: `drain-${i}`, duration: 20 },
        });
        if (res.status === 201) confirmed.push((res.body as { id: string }).id);
        else if (res.status === 0)
          break; // Refused: the process no longer listens.
        // While closing, Fastify turns new requests away with 503 (and closes the connection).
        else if (!(res.status === 503 && sigtermAt)) unexpected.push(`${res.status} ${JSON.stringify(res.body)}`);
      }
    });

    // Writes under way and some answered (on a busy machine the first take longer than a fixed wait).
    const deadline = Date.now() + 30_000;
    while (confirmed.length < 10 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const before = confirmed.length;
    sigtermAt = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const tookMs = Date.now() - sigtermAt;
    running = false;
    await Promise.all(writers);

    expect(code, server.output()).toBe(0);
    expect(tookMs).toBeLessThan(5_000);
    expect(unexpected).toEqual([]);
    expect(before).toBeGreaterThan(0);

    suite.server = await startKairos(port, suite.database);
    const listed = await listAllEventTypeIds(suite.server.url, account.accessToken);
    expect(confirmed.filter((id) => !listed.has(id))).toEqual([]);
  });
});
