import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The web build writes a .br and a .gz beside every script, style sheet and page (vite.config.ts):
// on a phone's slow link the uncompressed entry script alone took seconds (issue 23, item 12).
describe('the built web app over a slow link', () => {
  const script = `export const text = ${JSON.stringify('kairos '.repeat(2_000))};\n`;
  const page = `<!doctype html><html><body>${'<div id="root"></div>'.repeat(200)}</body></html>`;
  let webDir: string;
  let t: TestApp;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'kairos-web-'));
    mkdirSync(join(webDir, 'assets'));
    for (const [file, text] of [
      ['assets/index-abc123.js', script],
      ['index.html', page],
    ] as const) {
      writeFileSync(join(webDir, file), text);
      writeFileSync(join(webDir, `${file}.gz`), gzipSync(text));
      writeFileSync(join(webDir, `${file}.br`), brotliCompressSync(text));
    }
    t = await createTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a script brotli-compressed to a browser that accepts it, else gzip, else as it is', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the page of a client-side route compressed too', async () => {
    const res = await get('/ada/intro', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });
});
