import { Redis } from 'ioredis';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApi, type TestApi } from '../../testing/api';
import { startS3Server } from '../../testing/s3-server';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

// Liveness and readiness apart (docs/behaviour.md#health-and-readiness).
describe('GET /api/health/live and /api/health/ready', () => {
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('is live and ready with the database answering and no Redis configured', async () => {
    api = await createTestApi('sqlite');
    const live = await api.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await api.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', images: 'ok' } });
    // The old call answers as before.
    expect(Object.keys((await api.app.inject({ url: '/api/health' })).json<object>())).toEqual([
      'status',
      'uptime',
      'database',
    ]);
  });

  it('stays live but is not ready when the database does not answer', async () => {
    api = await createTestApi('sqlite');
    await api.database.db.destroy();
    expect((await api.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    const ready = await api.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 503,
      msg: 'Not ready: database',
      checks: { database: 'failed', images: 'ok' },
    });
  });

  it('is not ready while the configured Redis does not answer', async () => {
    // Nothing listens on port 1 of loopback.
    api = await createTestApi('sqlite', { REDIS_URL: 'redis://127.0.0.1:1' });
    const ready = await api.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 503,
      msg: 'Not ready: redis',
      checks: { database: 'ok', redis: 'failed', images: 'ok' },
    });
    expect((await api.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('is ready with a Redis that answers', async () => {
    if (!(await redisAnswers())) return;
    api = await createTestApi('sqlite', { REDIS_URL });
    const ready = await api.app.inject({ url: '/api/health/ready' });
    expect(ready.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'ok', images: 'ok' },
    });
  });

  it('is not ready while the uploads folder cannot be written', async () => {
    api = await createTestApi('sqlite');
    const uploads = path.join(api.database.dataDir, 'uploads');
    // A file where the folder should be: nothing can be stored there.
    rmSync(uploads, { recursive: true, force: true });
    writeFileSync(uploads, 'not a folder');
    const ready = await api.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 503,
      msg: 'Not ready: images',
      checks: { database: 'ok', images: 'failed' },
    });
    rmSync(uploads);
    expect((await api.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });

  describe('with the images in a bucket', () => {
    it('is ready while the bucket answers, and not once it is gone', async () => {
      const s3 = await startS3Server();
      try {
        api = await createTestApi('sqlite', { IMAGE_STORE: 's3', ...s3.env });
        const ready = await api.app.inject({ url: '/api/health/ready' });
        expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', images: 'ok' } });
      } finally {
        await s3.close();
      }
      const gone = await api.app.inject({ url: '/api/health/ready' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toEqual({
        status: 503,
        msg: 'Not ready: images',
        checks: { database: 'ok', images: 'failed' },
      });
    });

    it('is not ready when the bucket does not exist', async () => {
      const s3 = await startS3Server();
      try {
        api = await createTestApi('sqlite', {
          IMAGE_STORE: 's3',
          ...s3.env,
          S3_BUCKET: 'no-such-bucket',
        });
        const ready = await api.app.inject({ url: '/api/health/ready' });
        expect(ready.json()).toMatchObject({ checks: { images: 'failed' } });
      } finally {
        await s3.close();
      }
    });
  });
});
