import { connect, createServer, type Server, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { call, listAllEventTypeIds, signUp, uniqueTag } from '../../bench/http.ts';
import { DATABASE, acknowledged, killWhileWriting, serverSuite, startKairos } from './support.ts';

describe(`kill -9 while event types are being created (${DATABASE})`, () => {
  const suite = serverSuite();

  it('keeps every creation answered 201, and the server starts cleanly after each kill', async () => {
    const port = 4163;
    let server = (suite.server = await startKairos(port, suite.database));
    const account = await signUp(server.url, `faults-${uniqueTag()}@example.test`);
    const confirmed: string[] = [];
    let n = 0;

    for (let round = 0; round < 3; round++) {
      const url = server.url;
      // Eight writers create as fast as they can until the process dies under them.
      await killWhileWriting(server, { writers: 8, killAfterMs: 700 + round * 300 }, async () => {
        const i = n++;
        const res = await call(url, 'POST', '/api/event-types', {
          token: account.accessToken,
          body: { name: `Crash ${i}`, slug: `crash-${i}`, duration: 15 },
        });
        if (!acknowledged('create', res)) return false;
        confirmed.push((res.body as { id: string }).id);
        return true;
      });

      server = suite.server = await startKairos(port, suite.database);
      const health = await call(server.url, 'GET', '/api/health');
      expect(health.status).toBe(200);
      const listed = await listAllEventTypeIds(server.url, account.accessToken);
      expect(confirmed.filter((id) => !listed.has(id))).toEqual([]);
    }
    expect(confirmed.length).toBeGreaterThan(0);
  });
});

describe('a database that cannot be reached', () => {
  it('at start: the server says so and exits non-zero', async () => {
    const server = await startKairos(
      4164,
      { url: 'postgres://kairos:secret@127.0.0.1:1/kairos', dataDir: '/tmp' },
      {},
      'nothing',
    );
    const code = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r('still running'), 60_000))]);
    if (code === 'still running') await server.stop('SIGKILL');
    expect(code).not.toBe(0);
    expect(code).not.toBe('still running');
    expect(server.output()).toMatch(/Kairos failed to start/);
    expect(server.output()).toMatch(/ECONNREFUSED|connect|database/i);
    // The connection string's password never reaches the output.
    expect(server.output()).not.toContain('secret');
  });
});

/** A TCP proxy to PostgreSQL that the test can cut and restore, like a network partition. */
function startCuttableProxy(listenPort: number, target: { host: string; port: number }) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server.listen(listenPort, '127.0.0.1', () => resolve());
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (server) server.close(() => resolve());
      else resolve();
    });
  return { open, cut };
}

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL lost mid-run', () => {
  const suite = serverSuite();
  const proxy = { port: 4170 };

  it('answers 503 from health while the database is gone and recovers when it returns', async () => {
    const { database } = suite;
    const real = new URL(database.url);
    const link = startCuttableProxy(proxy.port, { host: real.hostname, port: Number(real.port || 5432) });
    await link.open();
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxy.port);
    const server = (suite.server = await startKairos(4169, { url: viaProxy.href, dataDir: database.dataDir }));
    const account = await signUp(server.url, `lost-${uniqueTag()}@example.test`);

    await link.cut();
    let health = await call(server.url, 'GET', '/api/health');
    for (let i = 0; i < 20 && health.status !== 503; i++) {
      await new Promise((r) => setTimeout(r, 500));
      health = await call(server.url, 'GET', '/api/health');
    }
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'unavailable', database: { reachable: false } });
    const during = await call(server.url, 'GET', '/api/event-types', { token: account.accessToken });
    expect(during.status).toBeGreaterThanOrEqual(500);
    expect(JSON.stringify(during.body)).not.toMatch(/ECONNREFUSED|Prisma|postgres/i);

    await link.open();
    for (let i = 0; i < 40 && health.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 500));
      health = await call(server.url, 'GET', '/api/health');
    }
    expect(health.status).toBe(200);
    const created = await call(server.url, 'POST', '/api/event-types', {
      token: account.accessToken,
      body: { name: 'After the outage', slug: 'after-the-outage', duration: 30 },
    });
    expect(created.status).toBe(201);
    await link.cut();
  });
});
