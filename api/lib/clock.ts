import { readFileSync } from 'node:fs';

/** The time, as one app-level service: tests that need another "now" replace it in one place. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now: () => number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** How often the test clock reads its file again (the browser tests wait this long after moving it back). */
export const OFFSET_READ_EVERY_MS = 200;

/**
 * A clock ahead of the system's by the milliseconds written in `file` (none or unreadable: 0), read
 * again at most every 200 ms. Only the browser tests' server uses it (TEST_CLOCK_FILE, refused unless
 * NODE_ENV=test): they move the app's time forward without waiting (docs/operations.md#test-clock).
 */
export function fileOffsetClock(file: string): Clock {
  let offset = 0;
  let readAt = -Infinity;
  return {
    now() {
      const real = Date.now();
      if (real - readAt >= OFFSET_READ_EVERY_MS) {
        readAt = real;
        try {
          const value = Number(readFileSync(file, 'utf8').trim());
          offset = Number.isFinite(value) ? value : 0;
        } catch {
          offset = 0;
        }
      }
      return real + offset;
    },
  };
}
