import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../../bench/server-process.ts';
import { freshDatabase } from './support.ts';

// `npm run dev` (scripts/dev.mjs): the API with reload and the Vite dev server, both answering,
// the web app's /api proxied to the API, and both stopped by one Ctrl-C.
const API_PORT = 3917;
const WEB_PORT = 5917;
let dev: ServerProcess | undefined;

afterAll(async () => {
  await dev?.stop('SIGTERM');
});

describe('npm run dev', () => {
  it('serves the web app with hot reload and the API behind it, and prints both URLs', async () => {
    const database = await freshDatabase();
    dev = await startServer({
      port: WEB_PORT,
      script: ['scripts/dev.mjs'],
      env: {
        PORT: String(API_PORT),
        WEB_PORT: String(WEB_PORT),
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.url,
      },
      timeoutMs: 90_000,
    });
    const page = await fetch(`http://127.0.0.1:${WEB_PORT}/`);
    expect(await page.text()).toContain('/@vite/client');
    const health = await fetch(`http://127.0.0.1:${WEB_PORT}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    expect((await fetch(`http://127.0.0.1:${API_PORT}/api/health`)).status).toBe(200);
    await expect.poll(() => dev!.output(), { timeout: 10_000 }).toContain(`http://127.0.0.1:${WEB_PORT}`);

    await dev.stop('SIGINT');
    dev = undefined;
    await expect(fetch(`http://127.0.0.1:${API_PORT}/api/health`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${WEB_PORT}/`)).rejects.toThrow();
    await database.drop();
  });
});
