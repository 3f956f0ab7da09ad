/**
 * Runs functions one at a time per key, in arrival order, within this process. The booking writes
 * of one host queue here before they open a transaction, so a burst holds one database connection
 * instead of parking the whole pool on the host's row lock (ADR 015).
 */
export function createKeyedMutex() {
  const tails = new Map<string, Promise<void>>();
  return async function run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => done);
    tails.set(key, tail);
    await previous;
    try {
      return await fn();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
