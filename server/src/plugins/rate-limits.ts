import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { tryAgainIn } from '../core/call-limits';
import { HttpError } from '../core/errors';

export interface RateLimitOptions {
  /** Counters shared by every instance; in memory when undefined. */
  redisUrl: string | undefined;
  /** Redis key prefix (tests use their own). */
  nameSpace?: string;
  /** Told of each refusal, with the route pattern (the metrics count them). */
  onRefused?: (route: string) => void;
}

/**
 * @fastify/rate-limit for the routes that declare `config.rateLimit` (contractRoute does, from
 * core/call-limits.ts). A refusal is a 429 { status, msg } saying when to try again, with Retry-After.
 */
export const rateLimits = fp<RateLimitOptions>(
  async (app, { redisUrl, nameSpace = 'vetportal-rate-limit-', onRefused }) => {
    const redis = redisUrl
      ? new Redis(redisUrl, {
          // A request must not hang on a Redis that went away: fail fast, and let it through.
          connectTimeout: 2_000,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: true,
        })
      : undefined;
    if (redis) {
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis: rate-limit store'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace } : {}),
      // Counting is best effort: with Redis down, requests go through rather than fail.
      skipOnError: true,
      keyGenerator: (request) => `${request.routeOptions.url ?? request.url}|${request.ip}`,
      errorResponseBuilder: (request, context) => {
        onRefused?.(request.routeOptions.url ?? request.url);
        return new HttpError(
          context.statusCode,
          `Too many requests, ${tryAgainIn(Math.max(1, Math.ceil(context.ttl / 1000)))}`,
        );
      },
    });
  },
  // A refusal is an HttpError, answered as { status, msg } by the errors plugin.
  { name: 'rate-limits', dependencies: ['errors'], fastify: '5.x' },
);
