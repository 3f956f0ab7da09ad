import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_VERDICT_ID, embedFrameUrl } from '#shared/embed-protocol.ts';
import { embedMessages, MAX_EMBED_ORIGINS } from '#shared/schemas/embed.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

const SCRIPT = `(()=>{window.Kairos=${JSON.stringify('x'.repeat(2_000))}})();\n`;

describe('embedding the booker (ADR 031)', () => {
  let webDir: string;
  let t: TestApp;
  let host: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'kairos-embed-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(
      join(webDir, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    for (const file of ['embed.js', 'assets/kairos-embed-0123456789.js']) {
      writeFileSync(join(webDir, file), SCRIPT);
      writeFileSync(join(webDir, `${file}.br`), brotliCompressSync(SCRIPT));
    }
    t = await createTestApp({ WEB_DIST_DIR: webDir });
    host = await createUser(t);
    other = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (user: TestUser) => t.app.inject({ method: 'GET', url: '/api/embed-settings', headers: user.headers });
  const put = (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/embed-settings', headers: user.headers, payload });
  /** The embed page of `user`'s booker as the frame made by a page on `parent` asks for it. */
  const frame = (user: TestUser, parent: string) =>
    t.app.inject({ method: 'GET', url: embedFrameUrl('', { username: user.username!, slug: 'intro' }, parent) });
  const frameAncestors = (csp: unknown) => /frame-ancestors ([^;]*)/.exec(String(csp))?.[1];
  const verdict = (html: string) =>
    JSON.parse(new RegExp(`<script type="application/json" id="${EMBED_VERDICT_ID}">(.*?)</script>`).exec(html)![1]!);

  describe('the settings', () => {
    it('lists no site until the host saves some, for the signed-in host only', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/embed-settings' })).statusCode).toBe(401);
      const res = await get(other);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ allowedOrigins: [] });
    });

    it('keeps origins as browsers write them: lowercase, no trailing slash, no default port, each once', async () => {
      const res = await put(host, {
        allowedOrigins: [
          ' https://WWW.Example.com/ ',
          'https://www.example.com:443',
          'https://shop.example.com:8443',
          'http://localhost:5173',
          'http://127.0.0.1',
        ],
      });
      expect(res.statusCode).toBe(200);
      const saved = {
        allowedOrigins: [
          'https://www.example.com',
          'https://shop.example.com:8443',
          'http://localhost:5173',
          'http://127.0.0.1',
        ],
      };
      expect(res.json()).toEqual(saved);
      expect((await get(host)).json()).toEqual(saved);
      // Another host's list is their own.
      expect((await get(other)).json()).toEqual({ allowedOrigins: [] });
    });

    it.each([
      ['a path', 'https://example.com/booking', embedMessages.originFormat],
      ['a query', 'https://example.com?x=1', embedMessages.originFormat],
      ['a wildcard', 'https://*.example.com', embedMessages.originFormat],
      ['no scheme', 'example.com', embedMessages.originFormat],
      ['another scheme', 'ftp://example.com', embedMessages.originFormat],
      ['credentials', 'https://user:pw@example.com', embedMessages.originFormat],
      ['a bad port', 'https://example.com:99999', embedMessages.originFormat],
      ['a quote', 'https://exa"mple.com', embedMessages.originFormat],
      ['plain http to a real site', 'http://example.com', embedMessages.originHttps],
    ])('refuses an origin with %s, naming the rule', async (_what, origin, message) => {
      const before = (await get(host)).json();
      const res = await put(host, { allowedOrigins: ['https://ok.example.com', origin] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
      expect((await get(host)).json()).toEqual(before);
    });

    it(`refuses more than ${MAX_EMBED_ORIGINS} origins, and a body that is not a list`, async () => {
      const many = Array.from({ length: MAX_EMBED_ORIGINS + 1 }, (_, i) => `https://site${i}.example.com`);
      expect((await put(other, { allowedOrigins: many })).json()).toEqual({ error: embedMessages.tooMany });
      expect((await put(other, { allowedOrigins: many.slice(1) })).statusCode).toBe(200);
      expect((await put(other, { allowedOrigins: 'https://example.com' })).statusCode).toBe(400);
      await put(other, { allowedOrigins: [] });
    });
  });

  describe('the embed page', () => {
    it('lets exactly the listed sites frame the booker, and tells the booker the parent it may post to', async () => {
      await put(host, { allowedOrigins: ['https://www.example.com', 'http://localhost:5173'] });
      const res = await frame(host, 'https://www.example.com');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(frameAncestors(res.headers['content-security-policy'])).toBe(
        "'self' https://www.example.com http://localhost:5173",
      );
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(verdict(res.body)).toEqual({ parentOrigin: 'https://www.example.com' });
    });

    it('gives a parent the host does not list no origin to post to', async () => {
      const res = await frame(host, 'https://evil.example.net');
      expect(frameAncestors(res.headers['content-security-policy'])).toBe(
        "'self' https://www.example.com http://localhost:5173",
      );
      expect(verdict(res.body)).toEqual({ parentOrigin: null });
      expect(verdict((await frame(host, 'not an origin')).body)).toEqual({ parentOrigin: null });
    });

    it('lets only this server frame a host who lists no site (the settings preview)', async () => {
      const res = await frame(other, 'https://www.example.com');
      expect(frameAncestors(res.headers['content-security-policy'])).toBe("'self'");
      expect(verdict(res.body)).toEqual({ parentOrigin: null });
      const own = await frame(other, 'http://kairos.test');
      expect(verdict(own.body)).toEqual({ parentOrigin: 'http://kairos.test' });
    });

    it('lists no site for an unknown or disabled host', async () => {
      const unknown = await t.app.inject({ method: 'GET', url: '/embed/nobody-here/intro' });
      expect(frameAncestors(unknown.headers['content-security-policy'])).toBe("'self'");
      const disabled = await createUser(t);
      await put(disabled, { allowedOrigins: ['https://www.example.com'] });
      await t.db.user.update({ where: { id: disabled.id }, data: { disabledAt: new Date() } });
      const res = await frame(disabled, 'https://www.example.com');
      expect(frameAncestors(res.headers['content-security-policy'])).toBe("'self'");
      expect(verdict(res.body)).toEqual({ parentOrigin: null });
    });

    it('echoes nothing of a hostile address into the page', async () => {
      for (const url of [
        `/embed/${host.username}/intro?embed.origin=${encodeURIComponent('</script><script>alert(1)</script>')}`,
        `/embed/${host.username}/intro?embed.origin=https://www.example.com&embed.origin=https://evil.example.net`,
        `/embed/${encodeURIComponent('<b>')}/${'x'.repeat(190)}`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toMatch(/alert|<b>|evil/);
        expect(verdict(res.body), url).toEqual({ parentOrigin: null });
      }
    });

    it('keeps every other page unframeable, the booker’s own page included', async () => {
      for (const url of [`/${host.username}/intro`, '/login', '/settings/embed', '/api/embed-settings']) {
        const res = await t.app.inject({ method: 'GET', url, headers: host.headers });
        expect(frameAncestors(res.headers['content-security-policy']), url).toBe("'none'");
        expect(res.headers['x-frame-options'], url).toBeDefined();
      }
    });
  });

  describe('/embed.js', () => {
    it('is a script other sites may load, asked again by its ETag after five minutes', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/embed.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.body).toBe(SCRIPT);
      const etag = res.headers.etag;
      expect(etag).toBeTruthy();
      const again = await t.app.inject({ method: 'GET', url: '/embed.js', headers: { 'if-none-match': String(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('keeps those headers when it is sent compressed, as browsers ask for it', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/embed.js', headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    });

    it('is cached for a year under its content-hashed name', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/kairos-embed-0123456789.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });

    it('leaves the app’s own scripts same-site', async () => {
      writeFileSync(join(webDir, 'assets/index-abc.js'), 'export {};');
      const app = await createTestApp({ WEB_DIST_DIR: webDir });
      try {
        const res = await app.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
        expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      } finally {
        await app.close();
      }
    });
  });
});
