// Starts the built server (dist/) on a fresh data folder for the browser tests.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set');
rmSync(dataDir, { recursive: true, force: true });
// A clock moved by an earlier run that stopped half-way starts at the real time again.
if (process.env.TEST_CLOCK_FILE) rmSync(process.env.TEST_CLOCK_FILE, { force: true });
// The fake Cloudflare, DNS, Google, Microsoft and Zoom servers run in this process, on the ports playwright.config.ts chose.
if (process.env.E2E_CLOUDFLARE_PORT && process.env.E2E_DNS_PORT) {
  const { register } = await import('tsx/esm/api');
  register();
  const { startE2eFakes } = await import('../tests/fakes/e2e-fakes.ts');
  await startE2eFakes({
    cloudflare: Number(process.env.E2E_CLOUDFLARE_PORT),
    dns: Number(process.env.E2E_DNS_PORT),
    google: process.env.E2E_GOOGLE_PORT ? Number(process.env.E2E_GOOGLE_PORT) : undefined,
    microsoft: process.env.E2E_MICROSOFT_PORT ? Number(process.env.E2E_MICROSOFT_PORT) : undefined,
    zoom: process.env.E2E_ZOOM_PORT ? Number(process.env.E2E_ZOOM_PORT) : undefined,
    appUrl: process.env.APP_URL,
  });
}
const dist = process.env.KAIROS_DIST ?? 'dist';
const child = spawn(process.execPath, [`${dist}/api/server.mjs`], {
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST_DIR: `${dist}/web` },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
