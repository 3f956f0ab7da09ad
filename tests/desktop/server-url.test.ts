import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkServer } from '../../src-main/server-check.ts';
import { normalizeServerUrl, serverUrlMessages } from '#shared/server-url.ts';

describe('server address typed on the first start', () => {
  it.each([
    ['https://kairos.example.com', 'https://kairos.example.com'],
    ['  https://Kairos.Example.com/  ', 'https://kairos.example.com'],
    ['kairos.example.com', 'https://kairos.example.com'],
    ['kairos.example.com:8443', 'https://kairos.example.com:8443'],
    ['localhost:3000', 'https://localhost:3000'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['https://kairos.example.com:443', 'https://kairos.example.com'],
    ['http://[::1]:3000/', 'http://[::1]:3000'],
  ])('%s is stored as %s', (input, origin) => {
    expect(normalizeServerUrl(input)).toEqual({ ok: true, origin });
  });

  it.each([
    ['', serverUrlMessages.required],
    ['   ', serverUrlMessages.required],
    ['ftp://kairos.example.com', serverUrlMessages.protocol],
    ['http://kairos.example.com', serverUrlMessages.insecure],
    ['http://192.168.1.20:3000', serverUrlMessages.insecure],
    ['javascript:alert(1)', serverUrlMessages.protocol],
    ['file:///etc/passwd', serverUrlMessages.protocol],
    ['app://kairos', serverUrlMessages.protocol],
    ['https://jane:secret@kairos.example.com', serverUrlMessages.credentials],
    ['https://kairos.example.com/api', serverUrlMessages.extra],
    ['https://kairos.example.com/?next=/', serverUrlMessages.extra],
    ['https://kairos.example.com/#login', serverUrlMessages.extra],
    ['https://exa mple.com', serverUrlMessages.invalid],
    [`https://${'a'.repeat(3000)}.com`, serverUrlMessages.invalid],
  ])('%s is refused', (input, error) => {
    expect(normalizeServerUrl(input)).toEqual({ ok: false, error });
  });
});

describe('checking the server before it is stored', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  });

  async function serve(handler: RequestListener): Promise<string> {
    const server = createServer(handler);
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const health =
    (status: number, body: unknown): RequestListener =>
    (req, res) => {
      if (req.url !== '/api/health') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
  const options = { fetch: (url: string, init: RequestInit) => fetch(url, init), timeoutMs: 1000 };

  it('accepts a Kairos server whose health check answers ok', async () => {
    const origin = await serve(
      health(200, { status: 'ok', database: { kind: 'sqlite', reachable: true }, version: '0.1.0' }),
    );
    expect(await checkServer(`${origin}/`, options)).toEqual({ ok: true, origin });
  });

  it('refuses a Kairos server whose database is down', async () => {
    const origin = await serve(
      health(503, { status: 'unavailable', database: { kind: 'postgres', reachable: false }, version: '0.1.0' }),
    );
    expect(await checkServer(origin, options)).toEqual({ ok: false, error: serverUrlMessages.unhealthy });
  });

  it('refuses a web server that is not Kairos', async () => {
    const html = await serve((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Hi</h1>'));
    expect(await checkServer(html, options)).toEqual({ ok: false, error: serverUrlMessages.notKairos });
    const json = await serve(health(200, { ok: true }));
    expect(await checkServer(json, options)).toEqual({ ok: false, error: serverUrlMessages.notKairos });
  });

  it('does not follow a redirect to somewhere else', async () => {
    const target = await serve(
      health(200, { status: 'ok', database: { kind: 'sqlite', reachable: true }, version: '1' }),
    );
    const redirecting = await serve((_req, res) => res.writeHead(302, { location: `${target}/api/health` }).end());
    expect(await checkServer(redirecting, options)).toEqual({ ok: false, error: serverUrlMessages.notKairos });
  });

  it('gives up on a server that does not answer in time', async () => {
    const silent = await serve(() => undefined);
    const started = Date.now();
    expect(await checkServer(silent, { ...options, timeoutMs: 300 })).toEqual({
      ok: false,
      error: serverUrlMessages.unreachable,
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('says so when nothing listens at the address', async () => {
    const origin = await serve(() => undefined);
    await new Promise((r) => servers.pop()!.close(r));
    expect(await checkServer(origin, options)).toEqual({ ok: false, error: serverUrlMessages.unreachable });
  });

  it('never contacts anything for an invalid address', async () => {
    let called = false;
    const result = await checkServer('file:///etc/passwd', {
      fetch: async () => {
        called = true;
        return new Response();
      },
    });
    expect(result).toEqual({ ok: false, error: serverUrlMessages.protocol });
    expect(called).toBe(false);
  });
});
