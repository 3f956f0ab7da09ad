import type { Redis } from 'ioredis';

/** One count: whether it was within the limit, and how long until the window that counted it ends. */
export interface WindowCount {
  allowed: boolean;
  /** Milliseconds until the window ends and counting starts again (what Retry-After says). */
  resetInMs: number;
}

/**
 * Counts events per key in fixed windows (`limit` per `windowMs`, the window starting at a key's
 * first event). In this process's memory, or in Redis so that every API process shares the counts.
 */
export interface WindowCounter {
  /** Counts one more event for `key` (also when it is over the limit). */
  take(key: string): Promise<WindowCount>;
  /** Gives one back: what `take` counted did not happen after all (a booking that failed). */
  give(key: string): Promise<void>;
  /** Forgets the counts kept in memory (a Redis connection is closed by whoever opened it). */
  close(): Promise<void>;
}

export function memoryWindowCounter(limit: number, windowMs: number): WindowCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async take(key) {
      const now = Date.now();
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, resetInMs: w.resetAt - now };
    },
    async give(key) {
      const w = windows.get(key);
      if (w && w.resetAt > Date.now() && w.count > 0) w.count -= 1;
    },
    close: async () => windows.clear(),
  };
}

// Decrements only a live window's count: a key that expired meanwhile must not come back without a TTL.
const GIVE_BACK =
  "local n = tonumber(redis.call('get', KEYS[1]) or '0') if n > 0 then redis.call('decr', KEYS[1]) end return 0";

export function redisWindowCounter(redis: Redis, limit: number, windowMs: number, prefix: string): WindowCounter {
  return {
    async take(key) {
      const redisKey = `${prefix}${key}`;
      const replies = (await redis.multi().incr(redisKey).pexpire(redisKey, windowMs, 'NX').pttl(redisKey).exec()) as [
        [Error | null, number],
        [Error | null, number],
        [Error | null, number],
      ];
      const count = replies[0][1];
      const ttl = replies[2][1];
      return { allowed: count <= limit, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async give(key) {
      await redis.eval(GIVE_BACK, 1, `${prefix}${key}`);
    },
    // The connection belongs to whoever made it (several counters may share one), and is closed by them.
    close: async () => undefined,
  };
}
