import { rm, writeFile } from 'node:fs/promises';
import { OFFSET_READ_EVERY_MS } from '../../../api/lib/clock.ts';
import { E2E_CLOCK_FILE } from '../../../playwright.config.ts';

/** Moves the e2e server's clock so that it reads `iso` now (the server reads the file within 200 ms). */
export const serverClockAt = (iso: string, file = E2E_CLOCK_FILE) =>
  writeFile(file, String(Date.parse(iso) - Date.now()));

/**
 * Gives the e2e server its real time back, and waits until it has read that: the server reads the
 * file at most every OFFSET_READ_EVERY_MS, so a test that began at once could still book at the moved
 * time ("This time has already passed", seen on a new machine after insights' first test).
 */
export async function serverClockBack(file = E2E_CLOCK_FILE): Promise<void> {
  await rm(file, { force: true });
  await new Promise((resolve) => setTimeout(resolve, OFFSET_READ_EVERY_MS + 50));
}
