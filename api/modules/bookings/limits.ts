import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import { httpErrors } from '../../lib/http-errors.ts';
import { recipientKey } from '../../lib/mailer.ts';
import {
  type WindowCounter,
  memoryDistinctCounter,
  memoryWindowCounter,
  redisDistinctCounter,
  redisWindowCounter,
} from '../../lib/window-counter.ts';
import { bookingMessages } from '#shared/schemas/bookings.ts';

const HOUR_MS = 3_600_000;

type LimitsConfig = Pick<
  Config,
  | 'REDIS_URL'
  | 'BOOKING_RATE_LIMIT_PER_EMAIL'
  | 'BOOKING_RATE_LIMIT_EMAIL_WINDOW_SECONDS'
  | 'BOOKING_RATE_LIMIT_PER_HOST'
  | 'BOOKING_RATE_LIMIT_CHANGES_PER_BOOKING'
>;

/** A 429 with the limit's sentence and the wait, in whole seconds, as Retry-After. */
function tooMany(sentence: (seconds: number) => string, resetInMs: number) {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return httpErrors.tooManyRequests(sentence(seconds), seconds);
}

/**
 * The limits of the public booking writes that are not per client address (those are the rate-limit
 * plugin's, on the routes): per invitee email, per host and per booking. Counted in Redis when
 * REDIS_URL is set, so every API process shares them; otherwise in this process.
 */
export function createBookingLimits(config: LimitsConfig) {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 2_000, maxRetriesPerRequest: 1 })
    : undefined;
  const counter = (limit: number, windowMs: number, prefix: string): WindowCounter =>
    redis ? redisWindowCounter(redis, limit, windowMs, prefix) : memoryWindowCounter(limit, windowMs);
  const emailWindowMs = config.BOOKING_RATE_LIMIT_EMAIL_WINDOW_SECONDS * 1000;
  const perEmail = counter(config.BOOKING_RATE_LIMIT_PER_EMAIL, emailWindowMs, 'kairos-book:');
  // A host's times, not its bookings: a time with seats counts once however many attendees take it.
  const hostTimes = redis
    ? redisDistinctCounter(redis, HOUR_MS, 'kairos-book-host-times:')
    : memoryDistinctCounter(HOUR_MS);
  const changes = config.BOOKING_RATE_LIMIT_CHANGES_PER_BOOKING;
  const reschedules = counter(changes, HOUR_MS, 'kairos-book-move:');
  const cancels = counter(changes, HOUR_MS, 'kairos-book-cancel:');

  /**
   * A booking's key for the holder of its manage link: a caller with a wrong token counts under
   * another key, so nobody can use up the invitee's changes without the link.
   */
  const linkKey = (uid: string, token: string | undefined) =>
    createHash('sha256')
      .update(`${uid}\n${token ?? ''}`)
      .digest('hex')
      .slice(0, 32);

  /** Runs `fn` within a counter's limit; what did not happen (it threw, or `happened` says no) is given back. */
  async function within<T>(
    limiter: WindowCounter,
    key: string,
    sentence: (seconds: number) => string,
    fn: () => Promise<T>,
    happened: (result: T) => boolean = () => true,
  ): Promise<T> {
    const count = await limiter.take(key);
    if (!count.allowed) {
      await limiter.give(key);
      throw tooMany(sentence, count.resetInMs);
    }
    let result: T;
    try {
      result = await fn();
    } catch (error) {
      await limiter.give(key);
      throw error;
    }
    if (!happened(result)) await limiter.give(key);
    return result;
  }

  return {
    /** Every booking request with this invitee email counts (BOOKING_RATE_LIMIT_PER_EMAIL per window). */
    async invitee(email: string): Promise<void> {
      const count = await perEmail.take(recipientKey(email));
      if (!count.allowed) throw tooMany(bookingMessages.tooManyForEmail, count.resetInMs);
    },
    /**
     * The distinct times a host's invitees may book an hour: the host's own figure, else the server's.
     * Read with the booking target (its cache follows the host's public version, which a change of
     * preferences moves), not asked of the database on every booking request.
     */
    hostTimesPerHour(target: { bookingTimesPerHour: number | null }): number {
      return target.bookingTimesPerHour ?? config.BOOKING_RATE_LIMIT_PER_HOST;
    },
    /**
     * New bookings of one host an hour, counted by the distinct times they take (`start`): at most
     * `limit` times (BOOKING_RATE_LIMIT_PER_HOST unless the host set their own). Another seat of a
     * time already counted is not one more; a failed or replayed booking gives its time back.
     */
    async newBooking<T>(
      hostId: string,
      start: string,
      book: () => Promise<T>,
      isNew: (result: T) => boolean,
      limit: number = config.BOOKING_RATE_LIMIT_PER_HOST,
    ): Promise<T> {
      const instant = Date.parse(start);
      const time = Number.isNaN(instant) ? start : String(instant);
      const count = await hostTimes.take(hostId, time, limit);
      if (!count.allowed) throw tooMany(bookingMessages.tooManyForHost, count.resetInMs);
      let result: T;
      try {
        result = await book();
      } catch (error) {
        await hostTimes.give(hostId, time);
        throw error;
      }
      if (!isNew(result)) await hostTimes.give(hostId, time);
      return result;
    },
    /** Reschedules of one booking an hour, by its link: a refused one does not count. */
    reschedule<T>(uid: string, token: string | undefined, move: () => Promise<T>): Promise<T> {
      return within(reschedules, linkKey(uid, token), bookingMessages.tooManyChanges, move);
    },
    /** Cancel requests of one booking an hour, by its link: the first cancels, the next answer 410, all count. */
    async cancel(uid: string, token: string | undefined): Promise<void> {
      const count = await cancels.take(linkKey(uid, token));
      if (!count.allowed) throw tooMany(bookingMessages.tooManyChanges, count.resetInMs);
    },
    async close(): Promise<void> {
      await Promise.all([perEmail, hostTimes, reschedules, cancels].map((c) => c.close()));
      await redis?.quit();
    },
  };
}
