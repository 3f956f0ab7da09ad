import { execFileSync } from 'node:child_process';
import { accessSync, constants, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
/** Where the npm-packaged Chromium is unpacked: inside this checkout, so a fresh clone starts clean. */
const UNPACKED = join(root, 'node_modules/.cache/kairos-chromium');

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Unpacks the headless Chromium that `@sparticuz/chromium` ships inside its npm package (a few
 * seconds, once per checkout). The package unpacks into the temp folder; a child process with
 * TMPDIR pointing at a scratch folder keeps it inside this checkout, and a rename makes the result
 * appear whole even when several processes ask at once.
 */
function unpackPackagedChromium(): string {
  const executable = join(UNPACKED, 'chromium');
  if (isExecutableFile(executable)) return executable;
  const scratch = `${UNPACKED}.${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  execFileSync('mkdir', ['-p', scratch]);
  execFileSync(
    process.execPath,
    ['--input-type=module', '-e', "await (await import('@sparticuz/chromium')).default.executablePath();"],
    { cwd: root, env: { ...process.env, TMPDIR: scratch }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    renameSync(scratch, UNPACKED);
  } catch {
    rmSync(scratch, { recursive: true, force: true }); // another process finished first
  }
  if (!isExecutableFile(executable)) throw new Error(`@sparticuz/chromium did not unpack to ${executable}`);
  return executable;
}

/**
 * Which Chromium the browser tests and the bench drive, in this order:
 *   1. `CHROMIUM_PATH`, when set (it must be an executable file);
 *   2. the system's Chromium (Debian's `chromium`), when installed;
 *   3. the headless Chromium inside the `@sparticuz/chromium` npm package, so a machine with nothing
 *      installed by hand still runs every browser test. (Playwright's own browser download is not an
 *      npm package and cannot be fetched everywhere.)
 */
export function chromiumExecutable(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!isExecutableFile(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file`);
    return fromEnv;
  }
  for (const path of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (isExecutableFile(path)) return path;
  return unpackPackagedChromium();
}

/** Launch options: background services off, since the machine may have no network. */
export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumExecutable(),
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
