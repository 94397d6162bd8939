import { Redis } from 'ioredis';

/** The readiness check of the Redis that holds the rate-limit counters (REDIS_URL). */
export interface RedisCheck {
  name: 'redis';
  run(): Promise<void>;
  close(): Promise<void>;
}

/** None without a Redis configured; else a PING, answered within 2 seconds or failed. */
export function readinessRedisCheck(redisUrl: string | undefined): RedisCheck | undefined {
  if (!redisUrl) return undefined;
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  // Reported by the check that meets it, not as an unhandled event.
  redis.on('error', () => undefined);
  return {
    name: 'redis',
    async run() {
      if (redis.status !== 'ready') {
        redis.disconnect();
        await redis.connect();
      }
      await Promise.race([
        redis.ping(),
        new Promise<never>((_, fail) =>
          setTimeout(() => fail(new Error('redis did not answer in 2 s')), 2_000).unref(),
        ),
      ]);
    },
    async close() {
      redis.disconnect();
    },
  };
}
