import { LRUCache } from 'lru-cache';

/**
 * Serialised answers kept with the version of the data they were made from (ADR 008, ADR 012). The
 * version is read from the database on every request (one index read), and database triggers move it
 * on with every write that changes the answer, from any process: a kept answer is sent only while it
 * is still current, so it is never stale.
 */
export class VersionedCache<T = string> {
  private readonly entries: LRUCache<string, { version: string; value: T }>;

  constructor(maxBytes: number, size: (value: T) => number) {
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => size(entry.value) + 64 });
  }

  /** The value kept for `key` at `version`, or a new one from `make` (kept for next time). */
  async get(key: string, version: string, make: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.version === version) return entry.value;
    const value = await make();
    this.entries.set(key, { version, value });
    return value;
  }

  /** The value kept for `key` at `version`, if any (nothing is made). */
  peek(key: string, version: string): T | undefined {
    const entry = this.entries.get(key);
    return entry && entry.version === version ? entry.value : undefined;
  }

  /** Keeps `value` for `key` at `version` (replacing what was kept). */
  set(key: string, version: string, value: T): void {
    this.entries.set(key, { version, value });
  }
}

/** A cache of JSON bodies, bounded by their length. */
export function createBodyCache(maxBytes: number): VersionedCache<string> {
  return new VersionedCache<string>(maxBytes, (body) => body.length);
}
