import type { Redis } from 'ioredis';

/** One count: whether it was within the limit, and how long until the window that counted it ends. */
export interface WindowCount {
  allowed: boolean;
  /** Milliseconds until the window ends and counting starts again (what Retry-After says). */
  resetInMs: number;
}

/** A fixed window's count, with how many events it has counted so far (this one included). */
export interface WindowTally extends WindowCount {
  count: number;
}

/**
 * Counts events per key in fixed windows (`limit` per `windowMs`, the window starting at a key's
 * first event). In this process's memory, or in Redis so that every API process shares the counts.
 */
export interface WindowCounter {
  /** Counts one more event for `key` (also when it is over the limit). */
  take(key: string): Promise<WindowTally>;
  /** Gives one back: what `take` counted did not happen after all (a booking that failed). */
  give(key: string): Promise<void>;
  /** Forgets the counts kept in memory (a Redis connection is closed by whoever opened it). */
  close(): Promise<void>;
}

/** `now`: the app's clock (tests move it instead of waiting for a window to end). */
export function memoryWindowCounter(limit: number, windowMs: number, now: () => number = Date.now): WindowCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async take(key) {
      const at = now();
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
      let w = windows.get(key);
      if (!w || w.resetAt <= at) {
        w = { count: 0, resetAt: at + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, count: w.count, resetInMs: w.resetAt - at };
    },
    async give(key) {
      const w = windows.get(key);
      if (w && w.resetAt > now() && w.count > 0) w.count -= 1;
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
      return { allowed: count <= limit, count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async give(key) {
      await redis.eval(GIVE_BACK, 1, `${prefix}${key}`);
    },
    // The connection belongs to whoever made it (several counters may share one), and is closed by them.
    close: async () => undefined,
  };
}

/**
 * Counts distinct members per key in fixed windows: at most `limit` members a window (the window
 * starting at a key's first member). A member already counted is taken again without counting twice,
 * and is forgotten when everything taken of it was given back. Refused takes count nothing.
 */
export interface DistinctWindowCounter {
  take(key: string, member: string, limit: number): Promise<WindowCount>;
  give(key: string, member: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryDistinctCounter(windowMs: number): DistinctWindowCounter {
  const windows = new Map<string, { members: Map<string, number>; resetAt: number }>();
  const live = (key: string, now: number) => {
    const w = windows.get(key);
    return w && w.resetAt > now ? w : undefined;
  };
  return {
    async take(key, member, limit) {
      const now = Date.now();
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      let w = live(key, now);
      if (!w) {
        w = { members: new Map(), resetAt: now + windowMs };
        windows.set(key, w);
      }
      const held = w.members.get(member);
      if (held === undefined && w.members.size >= limit) return { allowed: false, resetInMs: w.resetAt - now };
      w.members.set(member, (held ?? 0) + 1);
      return { allowed: true, resetInMs: w.resetAt - now };
    },
    async give(key, member) {
      const w = live(key, Date.now());
      const held = w?.members.get(member);
      if (!w || held === undefined) return;
      if (held > 1) w.members.set(member, held - 1);
      else w.members.delete(member);
    },
    close: async () => windows.clear(),
  };
}

// A hash of member → takes: a new member only while the hash has fewer than the limit; the window's
// expiry is set with its first member. Answers [allowed, ms left].
const TAKE_DISTINCT = `
local held = redis.call('hexists', KEYS[1], ARGV[1])
if held == 0 and redis.call('hlen', KEYS[1]) >= tonumber(ARGV[2]) then
  return {0, redis.call('pttl', KEYS[1])}
end
redis.call('hincrby', KEYS[1], ARGV[1], 1)
if redis.call('pttl', KEYS[1]) < 0 then redis.call('pexpire', KEYS[1], ARGV[3]) end
return {1, redis.call('pttl', KEYS[1])}`;
// Only a live window's member: a key that expired meanwhile must not come back without a TTL.
const GIVE_DISTINCT = `
if redis.call('exists', KEYS[1]) == 1 then
  if redis.call('hincrby', KEYS[1], ARGV[1], -1) <= 0 then redis.call('hdel', KEYS[1], ARGV[1]) end
end
return 0`;

export function redisDistinctCounter(redis: Redis, windowMs: number, prefix: string): DistinctWindowCounter {
  return {
    async take(key, member, limit) {
      const [allowed, ttl] = (await redis.eval(TAKE_DISTINCT, 1, `${prefix}${key}`, member, limit, windowMs)) as [
        number,
        number,
      ];
      return { allowed: allowed === 1, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async give(key, member) {
      await redis.eval(GIVE_DISTINCT, 1, `${prefix}${key}`, member);
    },
    close: async () => undefined,
  };
}
