import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({ protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() } }));

const { createAppProtocolHandler, resolveAppFile } = await import('../../src-main/protocol.ts');

let base: string;
let root: string;
const CSP = "default-src 'self'";
let serve: (request: Request) => Promise<Response>;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'kairos-protocol-'));
  root = join(base, 'renderer');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Kairos</title>');
  await writeFile(join(root, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(join(root, 'favicon.svg'), '<svg/>');
  // A secret next to the renderer folder that no app:// URL may reach.
  await writeFile(join(base, 'secret.txt'), 'do not serve');
  await writeFile(join(base, 'renderer-secret.txt'), 'do not serve either');
  serve = createAppProtocolHandler(root, () => CSP);
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('app:// protocol', () => {
  it('serves the renderer with its content type and the CSP', async () => {
    const res = await serve(new Request('app://kairos/assets/app.js'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('answers client-side routes with index.html (SPA fallback)', async () => {
    for (const url of ['app://kairos/', 'app://kairos/settings/profile', 'app://kairos/jane?x=1']) {
      const res = await serve(new Request(url));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('<title>Kairos</title>');
    }
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    expect((await serve(new Request('app://kairos/assets/missing.js'))).status).toBe(404);
  });

  it.each([
    'app://kairos/%2e%2e/secret.txt',
    'app://kairos/..%2fsecret.txt',
    'app://kairos/assets/..%2f..%2fsecret.txt',
    'app://kairos/%2e%2e%2frenderer-secret.txt',
    'app://kairos/..%5csecret.txt',
    'app://kairos/%2e%2e%5c%2e%2e%5csecret.txt',
    'app://kairos/assets%00.js',
    'app://kairos/%E0%A4%A.js',
  ])('never serves a file outside the renderer folder: %s', async (url) => {
    const res = await serve(new Request(url));
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('do not serve');
  });

  it('refuses another host on the same scheme', async () => {
    expect(resolveAppFile(root, 'app://evil/index.html')).toBeNull();
    expect((await serve(new Request('app://evil/assets/app.js'))).status).toBe(404);
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await serve(new Request('app://kairos/', { method: 'POST', body: 'x' }))).status).toBe(405);
  });
});
