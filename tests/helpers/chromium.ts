import { existsSync } from 'node:fs';

/**
 * Which Chromium the browser tests and the bench drive, in this order:
 *   1. `CHROMIUM_PATH`, when set (it must exist);
 *   2. the system's Chromium (Debian's `chromium`), when installed;
 *   3. the headless Chromium that `@sparticuz/chromium` ships inside its npm package (unpacked to
 *      the temp folder on first use, a few seconds), so a machine with nothing installed by hand
 *      still runs every browser test. Playwright's own browser download is not used: it is not an
 *      npm package and cannot be fetched everywhere.
 */
export async function chromiumExecutable(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  for (const path of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(path)) return path;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

/** Launch options: background services off, since the machine may have no network. */
export async function chromiumLaunchOptions() {
  return {
    executablePath: await chromiumExecutable(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
