import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyAttempts } from '#shared/messages.ts';

/**
 * Rate limiting is opt-in per route (`config.rateLimit`). With REDIS_URL the counters live in Redis,
 * so several API processes share them; otherwise in this process's memory.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const redis = app.config.REDIS_URL
      ? new Redis(app.config.REDIS_URL, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'kairos-rl:', skipOnError: false } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: 'Too Many Requests',
        message: tooManyAttempts(context.ttl / 1000),
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
