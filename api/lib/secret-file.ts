import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads a generated secret from `DATA_DIR/keys/<name>`, creating it on first use (mode 0600).
 * Creation uses O_EXCL, so two processes starting together agree on one value.
 */
export function readOrCreateSecret(dataDir: string, name: string, bytes = 32): string {
  const dir = join(dataDir, 'keys');
  const file = join(dir, name);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, randomBytes(bytes).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
